import SwiftSyntax

/// Members the sources add to the standard library's and Foundation's value types: `extension String { var
/// initials: String { … } }`, `extension Double { func asPrice() -> String }`, `extension Array { var second:
/// Element? }`. Swift runs them with `self` the value; a bare name inside is `self.name` (the Swift book, Extensions).
extension Interpreter {
    /// The framework types whose extensions may hold `name` for this value, most specific first: a number literal
    /// that is still untyped can be an `Int` or a `Double`, as Swift infers from the member used.
    static func wrappedTypeNames(of value: Value) -> [String] {
        switch value {
        case .string: return ["String", "StringProtocol"]
        case .int: return ["Int", "BinaryInteger", "Numeric"]
        // `TimeInterval` is Foundation's `typealias TimeInterval = Double`: its extensions are Double's.
        case .intLiteral: return ["Int", "BinaryInteger", "Double", "TimeInterval", "CGFloat", "BinaryFloatingPoint", "Numeric"]
        case .number: return ["Double", "TimeInterval", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]
        case .float: return ["Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]
        case .bool: return ["Bool"]
        case .date: return ["Date"]
        case .url: return ["URL"]
        case .array: return ["Array", "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
        // `\.sizeCategory` and `\.dynamicTypeSize` read the same setting: members added to either type apply.
        case .dynamicTypeSize: return ["DynamicTypeSize", "ContentSizeCategory"]
        // `.dark` read from `@Environment(\.colorScheme)`, or written where its type is not known: the framework
        // enums that have such a case (`extension ColorScheme { var label: String }`).
        case .unsigned: return ["UInt64", "UInt", "FixedWidthInteger", "UnsignedInteger", "BinaryInteger", "Numeric"]
        case .member(floatingRange, let parts?), .member(integerRange, let parts?):
            let closed = parts.count == 3 && parts[2].value.isTrueBool
            return [closed ? "ClosedRange" : "Range", "RangeExpression"]
        case .member(let name, nil): return frameworkEnums[name] ?? []
        // `Duration.seconds(1210).clock` with `extension Duration { var clock: String }`.
        case .member(let unit, let args?) where durationUnits[unit] != nil && args.count == 1: return ["Duration", "DurationProtocol"]
        case .views(let views) where views.count == 1:
            // `extension Text { func cardTitle() -> Text }`, `extension Image { func avatar() -> some View }`,
            // `extension Color { var hex: String }`: members of the view's own SwiftUI type.
            switch views[0].kind {
            case .text: return ["Text"]
            case .symbol, .image: return ["Image"]
            case .color: return ["Color", "ShapeStyle"]
            default: return []
            }
        default: return []
        }
    }

    /// Framework enums by each of their cases, for the members apps add to them (Apple's documentation of each type).
    static let frameworkEnums: [String: [String]] = {
        let cases: [(type: String, cases: [String])] = [
            ("ColorScheme", ["light", "dark"]),
            ("LayoutDirection", ["leftToRight", "rightToLeft"]),
            ("ControlSize", ["mini", "small", "regular", "large", "extraLarge"]),
            ("Edge", ["top", "leading", "bottom", "trailing"]),
            ("Axis", ["horizontal", "vertical"]),
            ("TextAlignment", ["leading", "center", "trailing"]),
            ("Visibility", ["automatic", "visible", "hidden"]),
            ("ScenePhase", ["active", "inactive", "background"]),
            ("UIUserInterfaceStyle", ["unspecified", "light", "dark"]),
            ("ColorSchemeContrast", ["standard", "increased"]),
            ("WidgetFamily", ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular",
                              "accessoryRectangular", "accessoryInline", "accessoryCorner"]),
            ("HorizontalAlignment", ["leading", "center", "trailing", "listRowSeparatorLeading", "listRowSeparatorTrailing"]),
            ("VerticalAlignment", ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]),
            ("Alignment", ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
                           "bottomTrailing", "leadingFirstTextBaseline", "centerFirstTextBaseline",
                           "trailingFirstTextBaseline", "leadingLastTextBaseline", "centerLastTextBaseline",
                           "trailingLastTextBaseline"]),
        ]
        var byCase: [String: [String]] = [:]
        for (type, names) in cases { for name in names { byCase[name, default: []].append(type) } }
        return byCase
    }()

    /// `value.name` for a computed property the sources add to the value's type; nil when none declares it.
    func extensionProperty(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        if let t = extendedType(of: value, where: { $0.computed[name] != nil }) {
            return try extensionGetter(name, of: t, on: value, at: node)
        }
        // `.center` with `percent` added to both HorizontalAlignment and VerticalAlignment (Apple's FlowLayout
        // sample): Swift picks one by a type the evaluator does not know, so it is known only if both give the
        // same value.
        let candidates = Self.frameworkEnumsDeclaring(value, in: index) { $0.computed[name] != nil }
        guard candidates.count > 1 else { return nil }
        let results = try candidates.map { try extensionGetter(name, of: $0, on: value, at: node) }
        return results.dropFirst().allSatisfy { Self.same($0, results[0]) } && !results[0].isOpaque ? results[0] : nil
    }

    private func extensionGetter(_ name: String, of t: TypeDecl, on value: Value, at node: some SyntaxProtocol) throws -> Value {
        let accessors = t.computed[name]!
        let scope = Scope()
        scope.bind("self", value)
        let result = try unknownIfStopped(index.getterResults[accessors.id] ?? .other) {
            try enter(at: node) { try body(of: accessors, scope) }
        }
        return typed(result, declaredAt: accessors)
    }

    /// The framework enums with the case `value` is, among them those whose extensions in the sources declare a member.
    private static func frameworkEnumsDeclaring(_ value: Value, in index: SourceIndex, _ declares: (TypeDecl) -> Bool) -> [TypeDecl] {
        guard case .member(_, nil) = value else { return [] }
        return wrappedTypeNames(of: value).compactMap { index.types[$0] }.filter { !$0.isDeclared && declares($0) }
    }

    /// `value.name(…)` for a method the sources add to the value's type; nil when none declares it.
    func extensionMethod(_ name: String, on value: Value, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        if let t = extendedType(of: value, where: { $0.methods[name] != nil }),
           let functions = t.methods[name].map({ visible($0, from: c) }), !functions.isEmpty {
            let selfScope = Scope()
            selfScope.bind("self", value)
            return try callFunction(functions, try arguments(c, scope), selfScope, at: c)
        }
        return nil
    }

    /// A method (with `args`) or computed property (without) the sources add to the value's type, applied to it;
    /// nil when none declares `name`.
    func extensionMember(_ name: String, on value: Value, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        if let t = extendedType(of: value, where: { $0.methods[name] != nil }),
           let functions = t.methods[name].map({ visible($0, from: node) }), !functions.isEmpty {
            let selfScope = Scope()
            selfScope.bind("self", value)
            return try callFunction(functions, args, selfScope, at: node)
        }
        return args.isEmpty ? try extensionProperty(name, of: value, at: node) : nil
    }

    /// The framework type of `value` whose extension in the sources declares the member `declares` looks for; an
    /// Optional's extensions come last (a value may be an Optional holding it, and member lookup on an Optional
    /// finds Optional's own).
    private func extendedType(of value: Value, where declares: (TypeDecl) -> Bool) -> TypeDecl? {
        let names = Self.wrappedTypeNames(of: value)
        // `.center` is a case of several framework types (HorizontalAlignment, TextAlignment, Alignment…): when
        // extensions give more than one of them this member, Swift picks by a type the evaluator does not know.
        if Self.frameworkEnumsDeclaring(value, in: index, declares).count > 1 { return nil }
        // `typealias Seconds = Double; extension Seconds { … }` extends Double.
        for typeName in names + index.aliasNames(of: names) {
            if let t = index.types[typeName], !t.isDeclared, declares(t) { return t }
        }
        if let t = index.types["Optional"], !t.isDeclared, declares(t) { return t }
        return nil
    }

    /// Inside such an extension, the value `self` is (nil in a view, a model, or a `View`, `Text` or `Color`
    /// extension, whose bare calls are modifiers of `self`).
    static func extendedValue(_ scope: Scope) -> Value? {
        guard scope.instance == nil, scope.object == nil, let value = scope.lookup("self"),
              !value.isViews, !wrappedTypeNames(of: value).isEmpty else { return nil }
        return value
    }
}
