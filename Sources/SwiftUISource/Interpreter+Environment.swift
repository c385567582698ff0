import DynamicType
import SwiftSyntax

/// `@Environment(\.key)`: the value the view reads, as a preview on an iPhone has it.
extension Interpreter {
    func environmentValue(_ keyPath: String, at node: some SyntaxProtocol) throws -> Value {
        // `@Environment(\.passIDs.group)`: the key's value, then the key path's members on it.
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let key = parts.first, parts.count > 1 else { return try environmentValue(key: keyPath, at: node) }
        var value = try environmentValue(key: key, at: node)
        for member in parts.dropFirst() { value = try property(member, of: value, at: node) }
        return value
    }

    private func environmentValue(key: String, at node: some SyntaxProtocol) throws -> Value {
        if let set = env.values[key] { return set }
        switch key {
        case "dynamicTypeSize", "sizeCategory": return .dynamicTypeSize(env.category)
        // `.controlSize(_:)` sets it; `.regular` is `EnvironmentValues.controlSize`'s default.
        case "controlSize": return .member(env.controlSize, arguments: nil)
        case "modelContext": return environmentModelContext()
        case "legibilityWeight": return .member(env.boldText ? "bold" : "regular", arguments: nil)
        case "layoutDirection": return .member(env.locale.layoutDirection.rawValue, arguments: nil)
        // The locale the case is checked in (en_US for the development language), as `Text` formats with it.
        case "locale":
            let identifier = inTextEnvironmentLocale.identifier
            return .member("Locale", arguments: [Argument(label: "identifier", value: .string(identifier))])
        case "horizontalSizeClass":
            return .member(env.device.width >= 600 ? "regular" : "compact", arguments: nil)
        case "displayScale", "pixelLength":
            return .number(key == "displayScale" ? env.device.displayScale : 1 / env.device.displayScale)
        default: break
        }
        if let value = Self.systemEnvironmentDefault(key) { return value }
        if let value = try sourceEnvironmentDefault(key, at: node) { return value }
        // Actions (`\.dismiss`, `\.openURL`) and values of the run time (`\.locale` beyond layoutcheck's own): unknown
        // until layout reads them.
        return .opaque(fail("the environment value `\\.\(key)` is not modelled: set it in the preview with "
                            + "`.environment(\\.\(key), …)`", at: node))
    }

    /// SwiftUI's values for a view shown on an iPhone in portrait, enabled, not presented, with the accessibility
    /// settings off (the defaults of `EnvironmentValues`; Apple's documentation of each key).
    static func systemEnvironmentDefault(_ key: String) -> Value? {
        switch key {
        case "isEnabled", "showsWidgetContainerBackground": return .bool(true)
        case "isPresented", "isSearching", "isFocused", "isLuminanceReduced", "accessibilityEnabled",
             "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityShowButtonShapes", "accessibilityVoiceOverEnabled",
             "accessibilitySwitchControlEnabled":
            return .bool(false)
        case "colorScheme": return .member("light", arguments: nil)
        case "colorSchemeContrast": return .member("standard", arguments: nil)
        case "verticalSizeClass": return .member("regular", arguments: nil)
        case "scenePhase": return .member("active", arguments: nil)
        // An OptionSet (RedactionReasons), empty until `.redacted(reason:)` above adds to it.
        case "redactionReasons": return .unordered([])
        // A widget on the Home Screen, in full colour.
        case "widgetRenderingMode": return .member("fullColor", arguments: nil)
        default: return nil
        }
    }

    /// The type of a key the sources add (`@Entry var deps: Deps = .live`, or `var deps: Deps { get set }` in
    /// `extension EnvironmentValues`): a value set with `.environment(\.deps, .preview)` is a member of it.
    func sourceEnvironmentValue(_ value: Value, forKey key: String) throws -> Value {
        guard Self.holdsImplicitMember(value), let values = index.types["EnvironmentValues"] else { return value }
        let declared = values.stored.first(where: { $0.name == key })?.type
            ?? values.computed[key].flatMap { Self.declaredType(of: $0) }
        return try implicitMember(value, as: declared, context: values)
    }

    /// A key the sources add: `@Entry var accent: Color = .blue`, or a property of `extension EnvironmentValues`
    /// whose getter reads `self[AccentKey.self]`, whose `static let defaultValue` is the value.
    private func sourceEnvironmentDefault(_ key: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let values = index.types["EnvironmentValues"] else { return nil }
        if let entry = values.stored.first(where: { $0.name == key }), let initial = entry.initializer {
            // `@Entry var density: Density = .regular`: the implicit member is the declared type's case.
            let value = try typed(try enter(at: node) { try evaluate(initial, Scope()) }, as: entry.type)
            return try implicitMember(value, as: entry.type, context: values)
        }
        guard let getter = values.computed[key], let keyType = EnvironmentKeyFinder.keyType(in: getter),
              let t = lookupType(keyType, from: values) else { return nil }
        return try staticMember("defaultValue", of: t.qualifiedName, at: node)
    }
}

/// Finds `K` in a getter's `self[K.self]`.
private final class EnvironmentKeyFinder: SyntaxVisitor {
    private var found: String?

    static func keyType(in getter: AccessorBlockSyntax) -> String? {
        let finder = EnvironmentKeyFinder(viewMode: .sourceAccurate)
        finder.walk(getter)
        return finder.found
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, node.calledExpression.sourceText == "self", node.arguments.count == 1,
              let member = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "self", let base = member.base else { return .visitChildren }
        found = base.sourceText
        return .skipChildren
    }
}
