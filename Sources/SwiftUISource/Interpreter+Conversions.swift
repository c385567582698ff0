import DynamicType
import Layout
import Localization
import ViewModel
import SwiftSyntax

/// Values read as SwiftUI's types: alignments, axes, fonts, weights, environment modifiers.
extension Interpreter {
    func alignment(_ v: Value, at node: some SyntaxProtocol) throws -> Alignment {
        guard case .member(let name, nil) = v else { throw fail("expected an alignment, found \(v.typeDescription)", at: node) }
        switch name {
        case "center": return .center
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "topLeading": return .topLeading
        case "topTrailing": return .topTrailing
        case "bottomLeading": return .bottomLeading
        case "bottomTrailing": return .bottomTrailing
        // An HStack aligns its texts' baselines (`BaselineAlignment.swift`); elsewhere the edge they are nearest to.
        case "firstTextBaseline": return Alignment(vertical: .top, textBaseline: .first)
        case "lastTextBaseline": return Alignment(vertical: .bottom, textBaseline: .last)
        default: throw fail("`.\(name)` is not an alignment layoutcheck knows", at: node)
        }
    }

    /// A VStack takes a horizontal alignment, an HStack a vertical one.
    func stackAlignment(_ v: Value, axis: Axis, at node: some SyntaxProtocol) throws -> Alignment {
        let a = try alignment(v, at: node)
        return axis == .vertical ? Alignment(horizontal: a.horizontal) : Alignment(vertical: a.vertical, textBaseline: a.textBaseline)
    }

    /// `alignment.horizontal` and `alignment.vertical` of an `Alignment` written as one of its static members
    /// (`.topLeading`, `.center`): its HorizontalAlignment and VerticalAlignment guides (Apple, Alignment: "An
    /// alignment in both axes", `horizontal` and `vertical`), as the members they are written as (`.leading`,
    /// `.top`, `.firstTextBaseline`); nil for a name that is not an Alignment's.
    static func alignmentGuide(_ axis: String, of alignment: String) -> String? {
        guard let parts = alignmentGuides[alignment] else { return nil }
        switch axis {
        case "horizontal": return parts.horizontal
        case "vertical": return parts.vertical
        default: return nil
        }
    }

    /// Each of Alignment's static members and its two guides.
    private static let alignmentGuides: [String: (horizontal: String, vertical: String)] = [
        "center": ("center", "center"), "leading": ("leading", "center"), "trailing": ("trailing", "center"),
        "top": ("center", "top"), "bottom": ("center", "bottom"),
        "topLeading": ("leading", "top"), "topTrailing": ("trailing", "top"),
        "bottomLeading": ("leading", "bottom"), "bottomTrailing": ("trailing", "bottom"),
        "leadingFirstTextBaseline": ("leading", "firstTextBaseline"), "centerFirstTextBaseline": ("center", "firstTextBaseline"),
        "trailingFirstTextBaseline": ("trailing", "firstTextBaseline"),
        "leadingLastTextBaseline": ("leading", "lastTextBaseline"), "centerLastTextBaseline": ("center", "lastTextBaseline"),
        "trailingLastTextBaseline": ("trailing", "lastTextBaseline"),
    ]

    func axes(_ v: Value, at node: some SyntaxProtocol) throws -> Set<Axis> {
        switch v {
        case .member("horizontal", nil): return [.horizontal]
        case .member("vertical", nil): return [.vertical]
        case .array(let items): return try items.reduce(into: Set<Axis>()) { $0.formUnion(try axes($1, at: node)) }
        default: throw fail("expected .horizontal or .vertical, found \(v.typeDescription)", at: node)
        }
    }

    /// A length: a scaled metric stays one (it scales where it is used, as a spec's `{scaled:}`), ∞ stays ∞.
    func length(_ v: Value, at node: some SyntaxProtocol) throws -> Length {
        if case .scaled(_, let base, let style, let factor) = v {
            return factor == 1 ? .scaled(base, relativeTo: style) : .scaledTimes(base, relativeTo: style, factor: factor)
        }
        let n = try number(v, at: node)
        return n.isInfinite ? .infinity : .points(n)
    }

    func weight(_ v: Value, at node: some SyntaxProtocol) throws -> FontWeight {
        guard case .member(let name, nil) = v, let w = FontWeight(parsing: name) else {
            throw fail("expected a font weight like .semibold, found \(v.typeDescription)", at: node)
        }
        return w
    }

    /// `.headline`, `.system(size:weight:design:)`, `.system(.title, design:, weight:)`, `.custom(_:size:relativeTo:)`,
    /// `.custom(_:fixedSize:)`, and `.weight(_:)` / `.bold()` on any of them.
    func font(_ v: Value, at node: some SyntaxProtocol) throws -> FontValue {
        guard case .member(let name, let written) = v else { throw fail("expected a font, found \(v.typeDescription)", at: node) }
        let args = written ?? []
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        func design() -> String? { if case .member(let d, nil)? = arg("design") { return d } else { return nil } }
        if let base = arg("$self") {
            var f = try font(base, at: node)
            switch name {
            case "weight": f.weight = try weight(args[1].value, at: node)
            case "bold": f.bold = true
            case "monospacedDigit": f.monospacedDigit = true
            case "monospaced": f.design = "monospaced"
            case "italic", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading":
                throw fail("`Font.\(name)()` is not modelled yet", at: node)
            default: throw fail("`.\(name)` on a font is not known", at: node)
            }
            return f
        }
        if args.isEmpty, let style = TextStyle(parsing: name) { return FontValue(base: .style(style)) }
        switch name {
        case "system":
            let w = try arg("weight").map { try weight($0, at: node) }
            if let size = arg("size") {
                return FontValue(base: .system(size: Varying(try length(size, at: node))), weight: w, design: design())
            }
            guard case .member(let s, nil)? = arg(nil), let style = TextStyle(parsing: s) else {
                throw fail("Font.system needs `size:` or a text style", at: node)
            }
            return FontValue(base: .style(style), weight: w, design: design())
        case "custom":
            guard case .string(let family)? = arg(nil) else { throw fail("Font.custom needs a family name", at: node) }
            if let fixed = arg("fixedSize") {
                return FontValue(base: .custom(family: family, size: try number(fixed, at: node), relativeTo: nil))
            }
            guard let size = arg("size") else { throw fail("Font.custom needs `size:` or `fixedSize:`", at: node) }
            var style = TextStyle.body  // Font.custom(_:size:) scales relative to body (Apple's documentation)
            if case .member(let s, nil)? = arg("relativeTo") {
                guard let t = TextStyle(parsing: s) else { throw fail("`.\(s)` is not a text style", at: node) }
                style = t
            }
            return FontValue(base: .custom(family: family, size: try number(size, at: node), relativeTo: style))
        default:
            if let token = try frameworkStatic(v, declaredOn: ["Font"], at: node) { return try font(token, at: node) }
            throw fail("the font `.\(name)` is not known; write a text style, .system(…) or .custom(…), or declare it in "
                       + "`extension Font`", at: node)
        }
    }

    /// `.dynamicTypeSize(.large)`, `(...accessibility3)`, `(.small ... .xxLarge)`, `(.large...)`;
    /// `.environment(\.dynamicTypeSize / \.sizeCategory, x)`: as a spec modifier.
    func environmentModifier(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws -> ModifierKind? {
        var value = args.first?.value ?? .null
        if name == "environmentObject" || (name == "environment" && args.count == 1) { return nil }
        if name == "environment" {
            guard case .keyPath(let key)? = args.first?.value, args.count == 2 else {
                throw fail("environment(_:_:) needs a key path and a value", at: node)
            }
            if key == "layoutDirection" {
                guard case .member(let d, _) = args[1].value, let direction = LayoutDirection(rawValue: d) else {
                    throw fail("\\.layoutDirection takes .leftToRight or .rightToLeft", at: node)
                }
                return .layoutDirection(direction)
            }
            if key == "locale" {
                // Read from the preview's syntax before evaluation (`PreviewLocale`): only a literal tag can be.
                guard case .member(let m, let a?) = args[1].value, m == "Locale" || m == "init",
                      a.first?.label == "identifier", case .string(let tag)? = a.first?.value, LocaleSetting(tag) != nil else {
                    throw fail("\\.locale is read as `Locale(identifier: \"ar\")` with a literal language tag; list other "
                               + "locales under `locales:` in layoutcheck.yml", at: node)
                }
                return nil
            }
            guard key == "dynamicTypeSize" || key == "sizeCategory" else {
                if key == "legibilityWeight" {
                    throw fail("set Bold Text with `boldText:` in layoutcheck.yml, not in a preview", at: node)
                }
                return nil  // other environment values (locale, colorScheme) do not change layout here
            }
            value = args[1].value
        }
        if let c = category(value) { return .dynamicTypeSize(.fixed(c)) }
        guard case .member(let kind, let a?) = value else {
            throw fail("dynamicTypeSize takes a size or a range of sizes, found \(value.typeDescription)", at: node)
        }
        let bounds = try a.map { arg -> ContentSizeCategory in
            guard let c = category(arg.value) else { throw fail("a range of Dynamic Type sizes expected", at: node) }
            return c
        }
        switch kind {
        case PartialRange.through: return .dynamicTypeSize(.range(ContentSizeRange(upper: bounds[0])))
        case PartialRange.upTo:
            return .dynamicTypeSize(.range(ContentSizeRange(upper: ContentSizeCategory(rawValue: bounds[0].rawValue - 1) ?? .xSmall)))
        case PartialRange.from: return .dynamicTypeSize(.range(ContentSizeRange(lower: bounds[0])))
        case PartialRange.closed: return .dynamicTypeSize(.range(ContentSizeRange(lower: bounds[0], upper: bounds[1])))
        default: throw fail("dynamicTypeSize takes a size or a range of sizes", at: node)
        }
    }

    /// What an environment modifier changes for the views it modifies, before they are evaluated.
    func applyEnvironment(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws {
        if name == "environmentObject" || (name == "environment" && args.count == 1) {
            guard let object = args.first?.value, let t = object.sourceType else {
                throw fail("`.\(name)(_:)` puts an object in the environment; found \(args.first?.value.typeDescription ?? "nothing")",
                           at: node)
            }
            for type in [t] + index.supertypes(of: t) { env.objects[type.qualifiedName] = object }
            return
        }
        if name == "modelContainer" || name == "modelContext" {
            try applyModelEnvironment(name, args, at: node)
            return
        }
        if name == "controlSize" {
            if case .member(let size, nil)? = args.first?.value { env.controlSize = size }
            return
        }
        if name == "textFieldStyle" {
            // Read by each TextField inside, as SwiftUI's style environment is.
            env.values["textFieldStyle"] = args.first?.value
            return
        }
        if name == "disclosureGroupStyle" {
            // Read by each DisclosureGroup inside (an app's style draws it through its makeBody).
            env.values["disclosureGroupStyle"] = args.first?.value
            return
        }
        if name == "preferredColorScheme" {
            // The presentation's scheme, so every view inside reads it from `\.colorScheme` (nil keeps the system's).
            if case .member(let scheme, nil)? = args.first?.value { env.values["colorScheme"] = .member(scheme, arguments: nil) }
            return
        }
        if name == "redacted" || name == "unredacted" {
            // `.redacted(reason: .placeholder)` adds its reasons to `\.redactionReasons` for the views inside;
            // `.unredacted()` removes them all (Apple's `redacted(reason:)`, `unredacted()`). Drawing only otherwise.
            env.values["redactionReasons"] = name == "unredacted" ? .unordered([]) : try addingRedaction(args.first?.value, at: node)
            return
        }
        if name == "disabled" {
            if case .bool(true)? = args.first?.value { env.values["isEnabled"] = .bool(false) }
            return
        }
        // `\.dynamicTypeSize` is the category the preview is evaluated at (read back as a DynamicTypeSize below).
        if name == "environment", args.count == 2, case .keyPath(let key) = args[0].value,
           key != "dynamicTypeSize", key != "sizeCategory" {
            env.values[key] = try sourceEnvironmentValue(args[1].value, forKey: key)
            // `.environment(\.controlSize, .large)` is `.controlSize(.large)`.
            if key == "controlSize", case .member(let size, nil) = args[1].value { env.controlSize = size }
        }
        guard let kind = try environmentModifier(name, args, at: node), case .dynamicTypeSize(let value) = kind else { return }
        switch value {
        case .range(let r): env.range = env.range.intersection(r)
        case .fixed(let c): env.fix(category: c)
        }
    }

    /// The reasons already set above, with those of a `.redacted(reason:)` added (an OptionSet: each once).
    private func addingRedaction(_ reason: Value?, at node: some SyntaxProtocol) throws -> Value {
        var reasons: [String] = []
        if case .unordered(let items)? = env.values["redactionReasons"] {
            reasons = items.compactMap { if case .member(let m, nil) = $0 { m } else { nil } }
        }
        let added: [Value]
        switch reason {
        case .member(_, nil)?: added = [reason!]
        case .array(let items)?, .unordered(let items)?: added = items
        // `.redacted(reason: isLoading ? .placeholder : [])` with a run-time flag: the views inside read unknown reasons.
        case .opaque?: return reason!
        default: throw fail("`.redacted(reason:)` takes `.placeholder`, `.privacy` or `.invalidated`", at: node)
        }
        for case .member(let m, nil) in added where !reasons.contains(m) { reasons.append(m) }
        return .unordered(reasons.sorted().map { .member($0, arguments: nil) })
    }

    /// The object `@EnvironmentObject` / `@Environment(Model.self)` reads: the nearest `.environmentObject(_:)` or
    /// `.environment(_:)` above the view. SwiftUI stops with a fatal error when there is none; so does the check.
    func environmentObject(_ typeName: String, at node: some SyntaxProtocol) throws -> Value {
        let key = lookupType(typeName, from: nil)?.qualifiedName ?? typeName
        if let object = env.objects[key] { return object }
        throw fail("`\(typeName)` is read from the environment, but nothing above this view provides one (SwiftUI stops "
                   + "here too): add `.environmentObject(…)` or `.environment(…)` with a sample to the preview", at: node)
    }
}
