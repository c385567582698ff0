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

extension Interpreter {
    /// Binds the generic parameters of `f` that its bound arguments reveal: a parameter of type `Key<T>` given an
    /// instance of `Key` whose generic argument is known binds `T` to that type; a parameter of type `T` given an
    /// instance of a type of the sources binds `T` to it (the Swift book, Generics: type parameters are inferred from
    /// the arguments).
    func inferGenericParameters(of f: FunctionDeclSyntax, in bound: Scope) {
        let generics = Set((f.genericParameterClause?.parameters ?? []).map(\.name.text))
        guard !generics.isEmpty else { return }
        for p in f.signature.parameterClause.parameters {
            guard let value = bound.lookup((p.secondName ?? p.firstName).text), let type = p.type.as(IdentifierTypeSyntax.self)
            else { continue }
            if generics.contains(type.name.text), bound.lookup(type.name.text) == nil, let t = value.sourceType {
                bound.bind(type.name.text, .type(t.qualifiedName))
                continue
            }
            guard case .instance(let t, let fields) = value, let arguments = type.genericArgumentClause?.arguments else { continue }
            for (argument, parameter) in zip(arguments, t.genericParameters) {
                guard let name = argument.argument.as(IdentifierTypeSyntax.self)?.name.text, generics.contains(name),
                      bound.lookup(name) == nil, let known = fields[Self.genericKey(parameter)] else { continue }
                bound.bind(name, known)
            }
        }
    }

    /// A value of a generic type of the sources made where its type is written (`static var level: Key<Level> {
    /// "level" }`): the generic arguments written, kept with the value so that a generic function can infer them.
    func withGenericArguments(_ v: Value, from type: TypeSyntax) -> Value {
        guard case .instance(let t, var fields) = v, !t.genericParameters.isEmpty,
              let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments else { return v }
        for (argument, parameter) in zip(arguments, t.genericParameters) where fields[Self.genericKey(parameter)] == nil {
            let name = argument.argument.trimmedDescription
            fields[Self.genericKey(parameter)] = .type(index.type(named: name, from: t)?.qualifiedName ?? name)
        }
        return .instance(t, fields)
    }
}

