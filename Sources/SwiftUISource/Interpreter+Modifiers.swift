import DynamicType
import Layout
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// A modifier on views: as a spec modifier on each of them (a modifier on a `Group` applies to each child, as
    /// in SwiftUI); `accessibilityIdentifier` names the element; modifiers that change no layout are kept as
    /// cosmetic; anything else is reported, never ignored.
    func modifier(_ name: String, _ args: [Argument], on base: Value, call c: FunctionCallExprSyntax) throws -> Value {
        if name == "modifier" {
            // `.modifier(Card())`: the ViewModifier's `body(content:)` with the modified views as its content.
            guard let m = args.first?.value.sourceType, let body = index.methods("body", of: m) else {
                throw fail("`.modifier(_:)` takes a ViewModifier of the sources", at: c)
            }
            let fields: [String: Value] = if case .instance(_, let f)? = args.first?.value { f } else { [:] }
            return try callFunction(body, [Argument(label: "content", value: base)], Scope(instance: (m, fields)), at: c)
        }
        let base = try forced(base)
        guard case .views(let views) = try known(base) else {
            throw fail("`.\(name)(…)` is applied to \(base.typeDescription), not a view", at: c)
        }
        let source = location(c.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(c.calledExpression))
        if collectsAppearActions { collectAppearAction(name, args, call: c) }
        if name == "accessibilityIdentifier" {
            guard case .string(let id)? = args.first?.value else { throw fail("accessibilityIdentifier needs a string", at: c) }
            // As a spec's component use: the identifier written at the use names the element, over one inside.
            return .views(views.map { $0.with(id: id) })
        }
        // Preview-only modifiers: the canvas's name, device and context, no layout of the view.
        if ["previewDisplayName", "previewLayout", "previewDevice", "previewContext", "previewInterfaceOrientation"].contains(name) {
            return base
        }
        if name == "resizable" { return resizableViews(views) }
        if name == "layoutValue" { return try layoutValueModifier(args, on: views, source: source, at: c) }
        if name == "safeAreaInset" { return try safeAreaInset(args, on: views, at: c) }
        // Shown content is laid out on its own screen; the modifier itself changes nothing in the host.
        if ["sheet", "fullScreenCover", "popover"].contains(name), try present(args, at: c) { return base }
        if name == "labelStyle", let styled = try customLabelStyle(args.first?.value, on: views, at: c) { return styled }
        if name == "pickerStyle" { return try styledPickers(args.first?.value, on: views, at: c) }
        if name == "badge" { return try badged(views, args.first?.value, at: c) }
        if name == "labelsHidden" { try checkLabelsHidden(views, at: c) }
        if name == "progressViewStyle" { return try styledProgressViews(args.first?.value, on: views, at: c) }
        if name == "buttonStyle", let styled = try customButtonStyle(args.first?.value, on: views, at: c) { return styled }
        if name == "toggleStyle", let styled = try customToggleStyle(args.first?.value, on: views, at: c) { return styled }
        if name == "groupBoxStyle", let styled = try customGroupBoxStyle(args.first?.value, on: views, at: c) { return styled }
        if let kinds = try modifierKinds(name, args, at: c) {
            return .views(views.map { $0.adding(kinds.map { Modifier(kind: $0, source: source) }) })
        }
        // Layer views that cannot be evaluated leave the view checked and the layer listed as not checked, at its
        // line, as before layers were laid out: the rest of the preview is still worth checking.
        // A List or Form is a scroll view that iOS gives the whole screen, so an overlay on it (an empty state shown
        // when it has no rows) is centred in the screen; layoutcheck sizes a list to its rows (none: zero), so the
        // layer would be laid out in the wrong box and reported as cut. It is listed as not checked instead.
        if name == "overlay" || name == "background", views.contains(where: { if case .form = $0.kind { true } else { false } }) {
            return .views(views.map { $0.adding([Modifier(kind: .cosmetic(name), source: source)]) })
        }
        if name == "overlay" || name == "background", let layer = attempt({ try layerModifier(name, args, at: c) }) ?? nil {
            return .views(views.map { $0.adding([Modifier(kind: layer, source: source)]) })
        }
        if let p = presentation(name, args) {
            return .views(views.map { $0.adding([Modifier(kind: .presentation(p), source: source)]) })
        }
        if name == "tag", let tag = args.first?.value {
            let tagged = views.map { $0.adding([Modifier(kind: .cosmetic(name), source: source)]) }
            for view in tagged { taggedViews[ObjectIdentifier(view)] = (view, tag) }
            return .views(tagged)
        }
        if Self.cosmetic.contains(name) {
            return .views(views.map { $0.adding([Modifier(kind: .cosmetic(name), source: source)]) })
        }
        if let hidden = index.inactiveNote(name) {
            throw fail("`.\(name)(…)` is \(hidden): this view is written for a build layoutcheck does not check", at: c)
        }
        throw fail("`.\(name)(…)` is not modelled by layoutcheck: it may change the layout, so this preview is not "
                   + "evaluated (remove it from the preview, or list the preview under `skip:` with a reason)", at: c)
    }

    /// Modifiers that change what is drawn or how it behaves, never a frame (SwiftUI draws `background` and
    /// `overlay` in the modified view's frame; `offset` moves drawing, not layout): the vocabulary's drawing and
    /// behaviour entries, and presenting modifiers whose content is not shown.
    /// An `overlay` whose views are not evaluated is kept the same way, and listed as not checked.
    static let cosmetic: Set<String> = Vocabulary.names([.drawing, .behaviour, .shownContent]).union(["overlay"])

    private func modifierKinds(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> [ModifierKind]? {
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        func length(_ v: Value?) throws -> Varying<Length>? {
            guard let v, !v.isNull else { return nil }
            return Varying(try self.length(v, at: c))
        }
        switch name {
        case "padding", "safeAreaPadding": return [.padding(Varying(try padding(args, at: c)))]
        case "listRowInsets":
            // `nil` keeps the row's default insets.
            guard let first = args.first?.value, !first.isNull else { return [] }
            return [.listRowInsets(Varying(try padding(args, at: c)))]
        case "frame":
            let alignment = try arg("alignment").map { Varying(try self.alignment($0, at: c)) }
            return [.frame(Varying(FrameValue(width: try length(arg("width")), height: try length(arg("height")),
                                              minWidth: try length(arg("minWidth")), idealWidth: try length(arg("idealWidth")),
                                              maxWidth: try length(arg("maxWidth")), minHeight: try length(arg("minHeight")),
                                              idealHeight: try length(arg("idealHeight")), maxHeight: try length(arg("maxHeight")),
                                              alignment: alignment)))]
        case "fixedSize":
            let h = try arg("horizontal").map { try truth($0, at: c) } ?? true
            let v = try arg("vertical").map { try truth($0, at: c) } ?? true
            return [.fixedSize(Varying(FixedSizeValue(horizontal: h, vertical: v)))]
        case "layoutPriority": return [.layoutPriority(Varying(try number(args.first?.value ?? .null, at: c)))]
        case "hidden": return [.hidden(Varying(true))]
        case "font":
            guard let v = args.first?.value, !v.isNull else { return [] }
            return [.font(Varying(try font(v, at: c)))]
        case "fontWeight":
            guard let v = args.first?.value, !v.isNull else { return [] }
            return [.fontWeight(Varying(try weight(v, at: c)))]
        case "fontDesign":
            guard case .member(let design, nil)? = args.first?.value, ["default", "rounded", "serif", "monospaced"].contains(design) else {
                throw fail("fontDesign takes .default, .rounded, .serif or .monospaced", at: c)
            }
            return [.fontDesign(Varying(design))]
        case "monospaced" where args.isEmpty:
            // View.monospaced() (iOS 16.4): the fonts inside in their monospaced design.
            return [.fontDesign(Varying("monospaced"))]
        case "bold": return [.bold(Varying(try args.first.map { try truth($0.value, at: c) } ?? true))]
        case "lineLimit": return [.lineLimit(Varying(try lineLimit(args, at: c)))]
        case "truncationMode":
            guard case .member(let m, _)? = args.first?.value, let mode = TruncationMode(rawValue: m) else {
                throw fail("truncationMode takes .head, .middle or .tail", at: c)
            }
            return [.truncationMode(Varying(mode))]
        case "minimumScaleFactor": return [.minimumScaleFactor(Varying(try number(args.first?.value ?? .null, at: c)))]
        case "labelStyle":
            guard case .member(let m, _)? = args.first?.value, let style = LabelStyle(rawValue: m) else {
                throw fail("labelStyle: the system styles .titleAndIcon, .iconOnly and .titleOnly are modelled, and a "
                           + "LabelStyle of the sources (a type with `makeBody(configuration:)`, or a static of "
                           + "`extension LabelStyle where Self == …`); this is neither", at: c)
            }
            return [.labelStyle(Varying(style))]
        case "environmentObject": return []
        case "dynamicTypeSize", "environment":
            return try environmentModifier(name, args, at: c).map { [$0] } ?? []
        case "lineSpacing":
            return [.lineSpacing(Varying(.points(try number(args.first?.value ?? .null, at: c))))]
        case "textCase":
            switch args.first?.value {
            case .member("uppercase", _)?: return [.textCase(Varying(.uppercase))]
            case .member("lowercase", _)?: return [.textCase(Varying(.lowercase))]
            case .null?: return [.textCase(Varying(nil))]
            default: throw fail("textCase: .uppercase, .lowercase and nil are modelled", at: c)
            }
        case "monospacedDigit":
            return [.monospacedDigit(Varying(true))]
        case "tracking", "kerning":
            // Both add space after each character; they differ only in how ligatures are kept, not in width here.
            return [.tracking(Varying(.points(try number(args.first?.value ?? .null, at: c))))]
        case "gridCellColumns":
            return [.gridCell(GridCellValue(columns: Varying(Int(try number(args.first?.value ?? .null, at: c)))))]
        case "gridColumnAlignment":
            guard case .member(let m, nil)? = args.first?.value, let h = Alignment.Horizontal(rawValue: m) else {
                throw fail("gridColumnAlignment takes .leading, .center or .trailing", at: c)
            }
            return [.gridCell(GridCellValue(columnAlignment: h))]
        case "gridCellUnsizedAxes":
            return [.gridCell(GridCellValue(unsizedAxes: try axes(args.first?.value ?? .null, at: c)))]
        case "gridCellAnchor":
            // A UnitPoint: `.topTrailing` and the other named points are alignments; `UnitPoint(x:y:)` is not one.
            guard case .member(let m, nil)? = args.first?.value, let anchor = try? alignment(.member(m, arguments: nil), at: c),
                  !m.hasSuffix("TextBaseline") else {
                throw fail("gridCellAnchor: the named UnitPoints (.top, .topTrailing, .center, …) are evaluated, not "
                           + "UnitPoint(x:y:)", at: c)
            }
            return [.gridCell(GridCellValue(anchor: anchor))]
        case "contentShape":
            // Any shape: the modified view's frame becomes the hit target (the shape's outline is not modelled).
            return [.contentShape]
        case "listStyle":
            // iOS draws a List inset grouped by default; the plain style's rows are modelled (`FormMetrics.plain`).
            // The grouped and sidebar styles lay rows out differently, unmeasured.
            switch args.first?.value {
            case .member("automatic", _)?, .member("insetGrouped", _)?: return [.listStyle(.insetGrouped)]
            case .member("plain", _)?: return [.listStyle(.plain)]
            default: throw fail("listStyle: the inset-grouped (default) and plain styles are modelled", at: c)
            }
        case "formStyle":
            // `formStyle(.grouped)` is the look iOS gives a Form by default.
            if case .member(let m, _)? = args.first?.value, ["automatic", "grouped"].contains(m) { return [] }
            throw fail("formStyle: only the grouped style is modelled", at: c)
        case "listSectionSpacing":
            return [.listSectionSpacing(try listSectionSpacing(args.first?.value, at: c))]
        case "listRowSpacing":
            // nil: "the default spacing", rows that touch.
            return [.listRowSpacing(try length(args.first?.value) ?? Varying(.points(0)))]
        case "groupBoxStyle", "disclosureGroupStyle":
            // An app's own style is drawn where it is written (groupBoxStyle) or read by the groups inside
            // (disclosureGroupStyle, an environment value); the automatic one is what the views already are.
            if case .member("automatic", nil)? = args.first?.value { return [] }
            if name == "disclosureGroupStyle", try appStyle(args.first?.value, declaredOn: ["DisclosureGroupStyle"], at: c) != nil {
                return []
            }
            throw fail("\(name): the automatic style and the app's own styles are modelled", at: c)
        case "toggleStyle":
            // Marked, so that an app's style written further out does not restyle this toggle.
            if case .member(let m, _)? = args.first?.value, ["switch", "automatic"].contains(m) { return [.cosmetic("toggleStyle")] }
            throw fail("toggleStyle: .switch and .automatic are modelled (a button-style toggle is not yet)", at: c)
        case "textFieldStyle":
            // The automatic style of an iOS text field outside a Form is the plain one, which TextField is laid out
            // as; each TextField inside reads `.roundedBorder` from the environment (`Interpreter+Controls.swift`).
            if case .member(let m, _)? = args.first?.value, ["plain", "automatic"].contains(m) { return [] }
            // Only where the fields inside are made after it (as written on them or on their container): on views
            // already made (`content`, a variable) they would keep the plain style's size, silently.
            if case .member("roundedBorder", _)? = args.first?.value, case .member("roundedBorder", _)? = env.values["textFieldStyle"] {
                return []
            }
            throw fail("textFieldStyle: .plain, .automatic and .roundedBorder (written on the fields or their container) "
                       + "are modelled; an app's own TextFieldStyle, or a style applied to views already made, is not yet", at: c)
        case "imageScale":
            guard case .member(let m, nil)? = args.first?.value, let scale = SymbolSizes.SymbolScale(rawValue: m) else {
                throw fail("imageScale takes .small, .medium or .large", at: c)
            }
            return [.imageScale(Varying(scale))]
        case "buttonStyle":
            if case .member(let m, _)? = args.first?.value, let style = ButtonStyleValue(rawValue: m) {
                return [.buttonStyle(Varying(style))]
            }
            let written = c.arguments.first.map { short($0.expression) } ?? "…"
            // iOS 26's Liquid Glass styles (ButtonStyle.glass, .glassProminent) are SwiftUI's, sized by the system.
            if case .member(let m, _)? = args.first?.value, m == "glass" || m == "glassProminent", let argument = c.arguments.first {
                throw fail("buttonStyle: `.\(m)` (iOS 26's Liquid Glass button) is not measured: its padding, shape and "
                           + "font on iOS are not known to layoutcheck; check the view with `.bordered` or "
                           + "`.borderedProminent`, or list the preview under `skip:`", at: argument.expression)
            }
            throw fail("buttonStyle: `\(written)` is "
                       + "neither a system style (.automatic, .plain, .borderless, .bordered, .borderedProminent) nor a "
                       + "ButtonStyle of the sources (a type with `makeBody(configuration:)`, or a static of "
                       + "`extension ButtonStyle where Self == …`)", at: c)
        case "controlSize":
            // What it changes is checked where it matters: buttons and toggles when resolved, other controls when
            // evaluated (`controlNotAtRegularSize`).
            guard case .member(let m, nil)? = args.first?.value, let size = ControlSizeValue(rawValue: m) else {
                throw fail("controlSize takes .mini, .small, .regular, .large or .extraLarge", at: c)
            }
            return [.controlSize(Varying(size))]
        case "aspectRatio", "scaledToFit", "scaledToFill":
            return [.aspectRatio(Varying(try aspectRatio(name, args, at: c)))]
        case "labelsHidden":
            return [.labelsHidden(Varying(true))]
        case "scrollClipDisabled":
            if args.isEmpty { return [.scrollClipDisabled(Varying(true))] }
            guard case .bool(let disabled) = args[0].value else { throw fail("scrollClipDisabled takes true or false", at: c) }
            return [.scrollClipDisabled(Varying(disabled))]
        case "position":
            return [.position(Varying(try position(args, at: c)))]
        case "contentMargins":
            return try contentMargins(args, at: c).map { [.contentMargins(Varying($0))] } ?? []
        default:
            return nil
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding([.top, .leading], 8)`,
    /// `.padding(EdgeInsets(…))`; the default amount is 16 pt, as SwiftUI's on iPhone.
    func padding(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> PaddingValue {
        let standard = 16.0
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var amount = standard
        for a in args {
            switch a.value {
            case .member("EdgeInsets", let parts?), .member("init", let parts?):
                func side(_ l: String) throws -> Double { try parts.first { $0.label == l }.map { try number($0.value, at: c) } ?? 0 }
                return PaddingValue(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"),
                                    trailing: try side("trailing"))
            // `.padding(.zero)`, or a length that is `.zero` (`let gap = compact ? .zero : 8`): no padding, as
            // `CGFloat.zero` or an `EdgeInsets` of zeros.
            case .member("zero", nil): amount = 0
            case .member(let name, _) where !Self.edgeSetNames.contains(name):
                // `.padding(.medium)`: a length the sources add to CGFloat (a design token), else an edge set.
                if let token = try numericStatic(a.value, at: c) { amount = token } else { edges = try edgeSet(a.value, at: c) }
            case .member, .array:
                edges = try edgeSet(a.value, at: c)
            case .null: amount = standard
            default: amount = try number(a.value, at: c)
            }
        }
        func side(_ e: String) -> Double { edges.contains(e) ? amount : 0 }
        return PaddingValue(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
    }

    /// `.contentMargins(20)`, `.contentMargins(.horizontal, 20, for: .scrollContent)`, `.contentMargins(.top, nil)`,
    /// `.contentMargins(EdgeInsets(…))`: the edges named, each its length (nil: the scroll view's default, none).
    /// Nil for the `.scrollIndicators` placement, which moves only the scroll bars.
    func contentMargins(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> PaddingValue? {
        if case .member("scrollIndicators", nil)? = args.first(where: { $0.label == "for" })?.value { return nil }
        let margins = args.filter { $0.label == nil }
        if margins.count == 1, case .member = margins[0].value { return try padding(margins, at: c) }
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        if margins.count == 2 { edges = try edgeSet(margins[0].value, at: c) }
        guard let last = margins.last, margins.count <= 2 else { throw fail("contentMargins takes edges and a length", at: c) }
        let length: Varying<Length>
        if case .null = last.value { length = Varying(.points(0)) } else { length = Varying(.points(try number(last.value, at: c))) }
        func side(_ e: String) -> Varying<Length>? { edges.contains(e) ? length : nil }
        return PaddingValue(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
    }

    /// `Edge.Set`'s members.
    static let edgeSetNames: Set<String> = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]

    private func edgeSet(_ v: Value, at c: FunctionCallExprSyntax) throws -> Set<String> {
        switch v {
        case .array(let items): return try items.reduce(into: Set<String>()) { $0.formUnion(try edgeSet($1, at: c)) }
        case .member(let m, nil):
            switch m {
            case "all": return ["top", "leading", "bottom", "trailing"]
            case "horizontal": return ["leading", "trailing"]
            case "vertical": return ["top", "bottom"]
            case "top", "leading", "bottom", "trailing": return [m]
            default: break
            }
        default: break
        }
        throw fail("padding: \(v.typeDescription) is not an edge set", at: c)
    }

    private func lineLimit(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> LineLimitValue {
        guard let first = args.first?.value else { throw fail("lineLimit needs a value", at: c) }
        let reserves = try args.first { $0.label == "reservesSpace" }.map { try truth($0.value, at: c) } ?? false
        switch first {
        case .null: return .unlimited
        case .member(Self.integerRange, _):  // `2...4`
            let (lo, hi, closed) = Self.rangeParts(first)!
            let upper = try integer(hi, at: c) - (closed ? 0 : 1)
            return LineLimitValue(max: upper, min: try integer(lo, at: c))
        case .member(PartialRange.from, let a?):
            return LineLimitValue(max: nil, min: Int(try number(a[0].value, at: c)))
        default:
            let n = Int(try number(first, at: c))
            return LineLimitValue(max: n, min: reserves ? n : 0)
        }
    }
}

extension Element {
    func with(id: String) -> Element {
        Element(kind: kind, modifiers: modifiers, id: id, suppressions: suppressions, source: source)
    }

    /// The element with more suppressions (a `// layoutcheck:ignore` written on the call that made it).
    func with(suppressions more: [Suppression]) -> Element {
        more.isEmpty ? self : Element(kind: kind, modifiers: modifiers, id: id, suppressions: suppressions + more, source: source)
    }

    /// The element with more modifiers written after its own: in SwiftUI the later ones wrap the earlier, and
    /// environment values flow down to the whole element, which is what spec modifiers mean.
    /// Environment modifiers go first: the spec resolver applies them in order, later ones winning, while in
    /// SwiftUI the one nearest the view wins (`Text(…).font(.body)` inside a view given `.font(.title)`).
    func adding(_ more: [Modifier]) -> Element {
        let environment = more.filter(\.kind.isEnvironment)
        let layout = more.filter { !$0.kind.isEnvironment }
        return Element(kind: kind, modifiers: environment + modifiers + layout, id: id, suppressions: suppressions, source: source)
    }
}

extension ModifierKind {
    var isEnvironment: Bool {
        switch self {
        case .font, .fontWeight, .bold, .lineLimit, .truncationMode, .minimumScaleFactor, .labelStyle, .dynamicTypeSize,
             .imageScale, .controlSize:
            return true
        default:
            return false
        }
    }
}

extension Interpreter {
    /// `.safeAreaInset(edge: .bottom, spacing: 8) { Bar() }`: the inset view sits at that edge and the view keeps
    /// what is left, as a stack of the two (*estimate*: SwiftUI shrinks the view's safe area rather than its frame,
    /// which is the same for content that does not ignore the safe area; the default spacing is a stack's).
    func safeAreaInset(_ args: [Argument], on views: [Element], at c: FunctionCallExprSyntax) throws -> Value {
        guard case .closure(let closure)? = args.last?.value else { throw fail("safeAreaInset needs a content closure", at: c) }
        guard case .member(let edge, nil)? = args.first(where: { $0.label == "edge" })?.value,
              ["top", "bottom", "leading", "trailing"].contains(edge) else {
            throw fail("safeAreaInset: the edge is .top, .bottom, .leading or .trailing", at: c)
        }
        let inset = try single(try invoke(closure, [], at: c), "the inset", at: c)
        let base = try single(.views(views), "the view", at: c)
        let spacing = try args.first { $0.label == "spacing" }.flatMap { $0.value.isNull ? nil : try number($0.value, at: c) }
        let alignment = args.first { $0.label == "alignment" }?.value ?? .member("center", arguments: nil)
        let vertical = edge == "top" || edge == "bottom"
        var stack = try stackValue(StackLayout(axis: vertical ? .vertical : .horizontal, alignment: alignment, spacing: spacing),
                                   [], at: c)
        stack.children = (edge == "top" || edge == "leading" ? [inset, base] : [base, inset]).map { Varying($0) }
        return .views([Element(kind: .stack(stack),
                               modifiers: [], id: nil, suppressions: [], source: location(c))])
    }
}

extension Interpreter {
    /// `.sheet(isPresented: .constant(true)) { Detail() }`, `.sheet(item: .constant(order)) { OrderView($0) }`,
    /// `.fullScreenCover`, `.popover` (a sheet on iPhone): content presented while the preview shows is laid out
    /// on its own screen and checked with the preview; content not presented is not evaluated.
    /// True when the content is shown (and now laid out); false when it is not presented.
    func present(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Bool {
        guard case .closure(let closure)? = args.last(where: { $0.label == nil || $0.label == "content" })?.value else { return false }
        var item: Value?
        if let shown = args.first(where: { $0.label == "isPresented" })?.value {
            guard case .bool(true) = Self.wrappedValue(shown) else { return false }
        } else if let selected = args.first(where: { $0.label == "item" })?.value {
            let value = Self.wrappedValue(selected)
            if case .opaque = value { return false }
            guard !value.isNull else { return false }
            item = value
        } else {
            return false
        }
        let content = try invoke(closure, item.map { [Argument(label: nil, value: $0)] } ?? [], at: c)
        presented.append(try single(content, "the presented content", at: c))
        return true
    }

    /// `.position(x: 40, y: 20)` (either left out is 0, as SwiftUI's defaults) or `.position(CGPoint(x:y:))`.
    func position(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Point {
        if args.count == 1, args[0].label == nil {
            guard case .member(_, let parts?) = args[0].value else { throw fail("position: expected a CGPoint", at: c) }
            return try position(parts, at: c)
        }
        var point = Point(x: 0, y: 0)
        for a in args {
            switch a.label {
            case "x": point.x = try number(a.value, at: c)
            case "y": point.y = try number(a.value, at: c)
            default: throw fail("position takes `x:` and `y:`, or a CGPoint", at: c)
            }
        }
        return point
    }
}
