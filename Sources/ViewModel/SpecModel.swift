import DynamicType
import Layout
import Localization

/// One decoded file of `layouts/`: a view written once, with the devices, insets and content variants it is
/// checked with. Still unresolved: per-category values, scaled metrics and placeholders are evaluated by
/// `SpecResolver` for one (variant, device, category, Bold Text) case.
public struct LayoutSpec: Sendable {
    public var name: String
    public var file: String
    /// The file's name without its extension: specs are the files directly in `layouts/`, so this names the
    /// golden folder.
    public var goldenFolder: String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
    /// nil = the project's default devices (`layoutcheck.yml`).
    public var devices: [Device]?
    /// nil = the project's locales (`layoutcheck.yml`).
    public var locales: [LocaleSetting]? = nil
    public var insets: Insets
    /// In written order; empty = one unnamed case with no placeholders.
    public var variants: [Variant]
    /// The spec's own components plus the shared ones it was loaded with.
    public var components: [String: Component]
    public var body: Child
    /// The app's strings its localized texts are looked up in (`strings:` in layoutcheck.yml; for a Swift preview,
    /// the tables beside its sources).
    public var strings: LocalizedStrings = .empty

    package init(name: String, file: String, devices: [Device]?, locales: [LocaleSetting]? = nil, insets: Insets,
                 variants: [Variant], components: [String: Component], body: Child) {
        self.name = name; self.file = file; self.devices = devices; self.locales = locales; self.insets = insets
        self.variants = variants; self.components = components; self.body = body
    }

    /// The variant names to run; `["default"]` when the spec declares none.
    public var variantNames: [String] { variants.isEmpty ? ["default"] : variants.map(\.name) }
}

/// Placeholder values substituted into `"{title}"` strings.
public struct Variant: Sendable {
    public var name: String
    public var values: [String: String]
    public var source: SourceLocation

    package init(name: String, values: [String: String], source: SourceLocation) {
        self.name = name; self.values = values; self.source = source
    }
}

/// Where the view sits across the screen: list row insets or the screen's layout margins.
public struct Insets: Sendable {
    public enum Value: Hashable, Sendable {
        /// The device's layout margin: 16 pt on iPhone (compact width), 20 on iPad (docs/platform-facts.md, "Devices and margins").
        case margins
        case length(Length)
    }
    public var leading: Varying<Value>
    public var trailing: Varying<Value>

    package init(leading: Varying<Value>, trailing: Varying<Value>) { self.leading = leading; self.trailing = trailing }

    public static let none = Insets(leading: Varying(.length(.points(0))), trailing: Varying(.length(.points(0))))
}

/// A view that is absent at some sizes is `nil` in that step (`{default: {button: …}, accessibility1: null}`),
/// as `if !dynamicTypeSize.isAccessibilitySize { … }` leaves it out.
public typealias Child = Varying<Element?>

/// One view as written: what it is, its modifiers in written order, and its name for findings.
public final class Element: Sendable {
    public let kind: ElementKind
    public let modifiers: [Modifier]
    public let id: String?
    public let suppressions: [Suppression]
    public let source: SourceLocation

    public init(kind: ElementKind, modifiers: [Modifier], id: String?, suppressions: [Suppression], source: SourceLocation) {
        self.kind = kind
        self.modifiers = modifiers
        self.id = id
        self.suppressions = suppressions
        self.source = source
    }
}

public indirect enum ElementKind: Sendable {
    /// A Text; `localization` nil = shown verbatim.
    case text(Varying<String>, localization: TextLocalization? = nil)
    case image(ImageValue)
    /// `Image(systemName:)`, sized by the environment font (see `SymbolSizes`); `resizable`, it fills what it is
    /// proposed, that size answering an open axis (`Image(systemName:).resizable()`).
    case symbol(Varying<String>, resizable: Bool = false)
    /// `Label(title, systemImage:)`; its layout follows the inherited `labelStyle`.
    case label(title: Varying<String>, systemImage: Varying<String>, localization: TextLocalization? = nil)
    /// `Label { title } icon: { icon }`, `Label("t", image: "asset")`: any views, laid out as `label` is.
    case labelViews(title: Child, icon: Child)
    case button(ButtonValue)
    /// `Toggle(isOn:) { label }`: HStack { label; Spacer(minLength: 8); the platform's switch (61 × 28 on iOS 26) }.
    case toggle(label: Child)
    case spacer(minLength: Varying<Length?>)
    case divider
    /// `Color.x` / `Rectangle()`: fills what it is offered.
    case color(String?)
    case stack(StackValue)
    case zstack(ZStackValue)
    case grid(GridValue)
    /// SwiftUI's `Grid` (`grid: {rows: …}`): its rows are `gridRow` elements, or any view, which spans every column.
    case rowGrid(RowGridValue)
    /// `GridRow(alignment:) { cells }`: a row of a `rowGrid`; nowhere else.
    case gridRow(GridRowValue)
    case adaptiveStack(AdaptiveStackValue)
    case viewThatFits(ViewThatFitsValue)
    /// `Form` / `List`: inset-grouped sections of rows (`FormMetrics`).
    case form(FormValue)
    case component(ComponentUse)
    /// `ProgressView`: a spinner or a bar with its labels (`ProgressValue.drawn`).
    case progress(ProgressValue)
    /// `GeometryReader { proxy in … }`: views made from the reader's size once layout knows it (`SizedContent`).
    case geometryReader(GeometryReaderValue)
    /// `MyLayout { … }`: the views of a container of the app's own `Layout` type, sized and placed by its code at
    /// layout time (`CustomLayout`).
    case customLayout(CustomLayoutValue)
}

/// A custom `Layout`'s subviews and its code. `start` is given the pass's proxies and, for each, the index of the
/// child it stands for (a child that resolves to nothing has no proxy), so the front end finds each subview's
/// layout values.
public struct CustomLayoutValue: Sendable {
    public var children: [Child]
    /// What reports call it beside its kind (`PlayerWebView` for a UIKit view laid out as a layout of no subviews).
    public var label: String?
    public var start: @Sendable (LayoutSubviews, _ childIndices: [Int]) -> any CustomLayoutSession

    public init(children: [Child], label: String? = nil,
                start: @escaping @Sendable (LayoutSubviews, [Int]) -> any CustomLayoutSession) {
        self.children = children
        self.label = label
        self.start = start
    }
}

/// A GeometryReader's content as a function of its size. The Swift front end runs the content closure with a proxy
/// of that size; what it cannot evaluate throws, located where the content reads it.
public struct GeometryReaderValue: Sendable {
    public var content: @Sendable (Size) throws -> [Element]

    public init(content: @escaping @Sendable (Size) throws -> [Element]) { self.content = content }
}

public struct ImageValue: Sendable {
    public var name: String?
    public var width: Varying<Length>?
    public var height: Varying<Length>?
    public var resizable: Bool

    public init(name: String?, width: Varying<Length>?, height: Varying<Length>?, resizable: Bool) {
        self.name = name; self.width = width; self.height = height; self.resizable = resizable
    }
}

/// `Button { } label: { label.modifiers… }`: `modifiers` are those written inside the `button:` mapping and
/// apply to the label, so they shape the hit target; modifiers beside `button:` wrap the whole button.
public struct ButtonValue: Sendable {
    public var label: Child
    public var modifiers: [Modifier]
    /// A NavigationLink: in a List or Form row iOS draws a disclosure indicator at the row's trailing edge.
    public var navigates = false

    public init(label: Child, modifiers: [Modifier]) { self.label = label; self.modifiers = modifiers }
}

public struct StackValue: Sendable {
    public var axis: Axis
    public var alignment: Varying<Alignment>?
    /// nil = SwiftUI's default spacing; a step may be nil too (`spacing: {default: 16, accessibility1: null}`).
    public var spacing: Varying<Length?>?
    public var children: [Child]
    /// Set when the stack is the branch an `AnyLayout` chose (the Swift front end), so element paths name it
    /// `adaptiveStack` in both branches, as for `adaptiveStack:`.
    public var adaptiveBranch: String? = nil

    public init(axis: Axis, alignment: Varying<Alignment>?, spacing: Varying<Length?>?, children: [Child],
                adaptiveBranch: String? = nil) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing; self.children = children
        self.adaptiveBranch = adaptiveBranch
    }
}

public struct ZStackValue: Sendable {
    public var alignment: Varying<Alignment>?
    public var children: [Child]

    public init(alignment: Varying<Alignment>?, children: [Child]) { self.alignment = alignment; self.children = children }
}

public struct GridValue: Sendable {
    /// The columns: a count of equal flexible ones (which may vary by category), or GridItems as written.
    public var columns: Varying<Int>
    public var items: [GridColumn]?
    public var horizontalSpacing: Varying<Length?>?
    public var verticalSpacing: Varying<Length?>?
    public var alignment: Varying<Alignment>?
    public var children: [Child]

    public init(columns: Varying<Int>, items: [GridColumn]? = nil, horizontalSpacing: Varying<Length?>?,
                verticalSpacing: Varying<Length?>?, alignment: Varying<Alignment>?, children: [Child]) {
        self.columns = columns; self.items = items
        self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.alignment = alignment; self.children = children
    }
}

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }`.
public struct RowGridValue: Sendable {
    public var alignment: Varying<Alignment>?
    public var horizontalSpacing: Varying<Length?>?
    public var verticalSpacing: Varying<Length?>?
    /// `gridRow` elements, or views that span every column (`Divider()` between rows).
    public var rows: [Child]

    public init(alignment: Varying<Alignment>?, horizontalSpacing: Varying<Length?>?, verticalSpacing: Varying<Length?>?,
                rows: [Child]) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.rows = rows
    }
}

/// `GridRow(alignment:) { cells }`: the cells carry `gridCellColumns`, `gridColumnAlignment`, `gridCellUnsizedAxes`.
public struct GridRowValue: Sendable {
    /// The row's vertical alignment (its horizontal part is not read); nil = the grid's.
    public var alignment: Varying<Alignment>?
    public var cells: [Child]

    public init(alignment: Varying<Alignment>?, cells: [Child]) { self.alignment = alignment; self.cells = cells }
}

/// `dynamicTypeSize >= threshold ? VStack : HStack` (AnyLayout-style), accessibility1 by default.
public struct AdaptiveStackValue: Sendable {
    public var threshold: ContentSizeCategory
    /// A 2-D alignment: its horizontal part aligns the VStack branch, its vertical part the HStack branch.
    public var alignment: Varying<Alignment>?
    public var spacing: Varying<Length?>?
    public var children: [Child]

    package init(threshold: ContentSizeCategory, alignment: Varying<Alignment>?, spacing: Varying<Length?>?, children: [Child]) {
        self.threshold = threshold; self.alignment = alignment; self.spacing = spacing; self.children = children
    }
}

public struct ViewThatFitsValue: Sendable {
    public var axes: Set<Axis>
    public var children: [Child]

    public init(axes: Set<Axis>, children: [Child]) { self.axes = axes; self.children = children }
}

public struct ComponentUse: Sendable {
    public var name: String
    public var arguments: [String: Varying<String>]

    package init(name: String, arguments: [String: Varying<String>]) { self.name = name; self.arguments = arguments }
}

/// A reusable view with text parameters, like a SwiftUI struct with `let title: String`.
public struct Component: Sendable {
    public struct Parameter: Sendable {
        public var name: String
        /// nil = required.
        public var defaultValue: String?

        package init(name: String, defaultValue: String?) { self.name = name; self.defaultValue = defaultValue }
    }
    public var name: String
    public var parameters: [Parameter]
    public var body: Child
    public var source: SourceLocation
    /// Components this one uses directly (for cycle detection).
    public var references: [(name: String, source: SourceLocation)]

    package init(name: String, parameters: [Parameter], body: Child, source: SourceLocation,
                 references: [(name: String, source: SourceLocation)]) {
        self.name = name; self.parameters = parameters; self.body = body; self.source = source; self.references = references
    }
}
