import SwiftSyntax

/// The types a generic view's parameters stand for, as far as view code compares them (`if Content.self !=
/// EmptyView.self { Divider(); content }`).
extension Interpreter {
    static func genericKey(_ name: String) -> String { "<generic>" + name }

    /// What the initializer just run binds: `extension Card where Content == EmptyView { init(…) }` binds
    /// Content to EmptyView; a `@ViewBuilder content: () -> Content` argument binds it to EmptyView when the closure
    /// is empty or is `EmptyView()` (ViewBuilder's `buildBlock()` makes an EmptyView), else to a view type that is
    /// not EmptyView (`some View`).
    func genericTypes(_ t: TypeDecl, _ initializer: InitializerDeclSyntax, _ bound: Scope) -> [String: Value] {
        guard !t.genericParameters.isEmpty else { return [:] }
        var types: [String: Value] = [:]
        for requirement in Self.enclosingExtension(of: initializer)?.genericWhereClause?.requirements ?? [] {
            guard case .sameTypeRequirement(let same) = requirement.requirement else { continue }
            let name = same.leftType.trimmedDescription
            if t.genericParameters.contains(name) { types[Self.genericKey(name)] = .type(same.rightType.trimmedDescription) }
        }
        for parameter in initializer.signature.parameterClause.parameters {
            let type = parameter.type.trimmedDescription
            guard let arrow = type.range(of: "->", options: .backwards) else { continue }
            let result = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            guard t.genericParameters.contains(result), types[Self.genericKey(result)] == nil,
                  case .closure(let closure)? = bound.lookup((parameter.secondName ?? parameter.firstName).text) else { continue }
            types[Self.genericKey(result)] = .type(Self.buildsEmptyView(closure.syntax) ? "EmptyView" : "some View")
        }
        return types
    }

    private static func buildsEmptyView(_ closure: ClosureExprSyntax) -> Bool {
        let statements = closure.statements
        if statements.isEmpty { return true }
        guard statements.count == 1, case .expr(let e) = statements.first!.item,
              let call = e.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.trimmedDescription == "EmptyView" && call.arguments.isEmpty
    }

    private static func enclosingExtension(of node: some SyntaxProtocol) -> ExtensionDeclSyntax? {
        var parent = node.parent
        while let p = parent {
            if let x = p.as(ExtensionDeclSyntax.self) { return x }
            if p.is(StructDeclSyntax.self) || p.is(ClassDeclSyntax.self) { return nil }
            parent = p.parent
        }
        return nil
    }
}
