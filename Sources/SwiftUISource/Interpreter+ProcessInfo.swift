import SwiftSyntax

/// What a preview's process knows about itself (Foundation's `ProcessInfo`): previews are iPhone apps run by Xcode's
/// canvas. Everything else ProcessInfo reports (its arguments, other environment variables, the OS version, thermal
/// state) belongs to a run and stays unknown (`runtimeSingletons`).
extension Interpreter {
    /// Xcode sets this variable in the process it runs previews in; apps read it to use sample data there.
    static let previewEnvironmentVariable = "XCODE_RUNNING_FOR_PREVIEWS"

    /// `ProcessInfo.processInfo.isiOSAppOnMac` and `.isMacCatalystApp`: false for an iPhone app (Apple's ProcessInfo:
    /// "true if the process is an iPhone or iPad app running on a Mac"; "a Mac app built with Mac Catalyst, or an
    /// iOS app running on Apple silicon"). Nil for another member.
    static func processFlag(_ name: String, of base: ExprSyntax) -> Value? {
        guard name == "isiOSAppOnMac" || name == "isMacCatalystApp", isProcessInfo(base) else { return nil }
        return .bool(false)
    }

    /// `ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"]`: "1", as in Xcode's preview canvas. Nil for
    /// another subscript (another variable is unknown, as the whole environment is).
    func previewEnvironmentValue(_ sub: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard sub.arguments.count == 1, let m = sub.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.text == "environment", let base = m.base, Self.isProcessInfo(base), let key = sub.arguments.first,
              case .string(Self.previewEnvironmentVariable) = try evaluate(key.expression, scope) else { return nil }
        return .string("1")
    }

    private static func isProcessInfo(_ e: ExprSyntax) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "processInfo" else { return false }
        return m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ProcessInfo"
    }
}
