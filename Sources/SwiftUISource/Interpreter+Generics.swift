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
            let name = same.leftType.sourceText
            if t.genericParameters.contains(name) { types[Self.genericKey(name)] = .type(same.rightType.sourceText) }
        }
        for parameter in initializer.signature.parameterClause.parameters {
            let type = parameter.type.sourceText
            guard let arrow = type.range(of: "->", options: .backwards) else { continue }
            let result = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            guard case .closure(let closure)? = bound.lookup((parameter.secondName ?? parameter.firstName).text) else { continue }
            for (name, inferred) in closureInputTypes(parameter.type, of: t, closure) where types[Self.genericKey(name)] == nil {
                types[Self.genericKey(name)] = .type(inferred)
            }
            guard t.genericParameters.contains(result), types[Self.genericKey(result)] == nil else { continue }
            types[Self.genericKey(result)] = .type(Self.buildsEmptyView(closure.syntax) ? "EmptyView" : "some View")
        }
        return types
    }

    /// `ModelPreview { bird in BirdRow(bird: bird) }` given to `content: (Model) -> Content`: Swift infers `Model`
    /// from the closure's body, where its parameter is passed as `bird:` to an initializer of the sources that
    /// declares that parameter a `Bird` (the Swift book, Closures, Inferring Type From Context; SE-0326 extends
    /// inference to multi-statement closures). An input whose type no such use names stays unknown.
    private func closureInputTypes(_ type: TypeSyntax, of t: TypeDecl, _ closure: Closure) -> [(String, String)] {
        var function = type.as(FunctionTypeSyntax.self)
        if function == nil, let attributed = type.as(AttributedTypeSyntax.self) { function = attributed.baseType.as(FunctionTypeSyntax.self) }
        guard let inputs = function?.parameters else { return [] }
        let names = closure.parameterNames
        var found: [(String, String)] = []
        for (position, input) in inputs.enumerated() where position < names.count {
            let generic = input.type.sourceText
            guard t.genericParameters.contains(generic),
                  let inferred = declaredType(ofArgument: names[position], in: closure.syntax) else { continue }
            found.append((generic, inferred))
        }
        return found
    }

    /// The type of the sources that a call in `closure` declares for the parameter `name` is passed to
    /// (`BirdRow(bird: bird)`: `BirdRow`'s `bird`), by its initializers or its memberwise initializer.
    private func declaredType(ofArgument name: String, in closure: ClosureExprSyntax) -> String? {
        let finder = ArgumentUseFinder(name: name)
        finder.walk(closure.statements)
        for (callee, label) in finder.uses {
            guard let owner = lookupType(callee, from: nil) else { continue }
            let declared = owner.initializers.lazy.flatMap(\.signature.parameterClause.parameters)
                .first { $0.firstName.text == label }?.type
                ?? owner.stored.first { $0.name == label }?.type
            if let declared, let model = lookupType(declared.sourceText, from: owner) { return model.qualifiedName }
        }
        return nil
    }

    private static func buildsEmptyView(_ closure: ClosureExprSyntax) -> Bool {
        let statements = closure.statements
        if statements.isEmpty { return true }
        guard statements.count == 1, case .expr(let e) = statements.first!.item,
              let call = e.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.sourceText == "EmptyView" && call.arguments.isEmpty
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
            let name = argument.argument.sourceText
            fields[Self.genericKey(parameter)] = .type(lookupType(name, from: t)?.qualifiedName ?? name)
        }
        return .instance(t, fields)
    }
}

/// Which overload of a function of the sources a call runs.
extension Interpreter {
    /// The overloads whose labels and arguments fit, each with its parameters bound, in the order they are tried.
    /// Overloads differ by their parameters' types, which are checked only where an argument's generic arguments are
    /// known (`Key<String?>`): one they contradict is passed over, and a non-generic one they confirm comes first, as
    /// Swift ranks a non-generic function above a generic one that also fits (the Swift book, Generics; SE-0287's
    /// ranking rules). Otherwise the overloads are tried in the order written; one whose arguments cannot be made its
    /// parameters' types (an implicit member it does not have) gives way to the next.
    func boundOverloads(_ overloads: [FunctionDeclSyntax], _ args: [Argument], _ scope: Scope,
                        firstRefusal: inout SwiftDiagnostic?) throws -> [(FunctionDeclSyntax, Scope)] {
        if overloads.count == 1 {
            return try bind(overloads[0].signature.parameterClause.parameters, args, scope).map { [(overloads[0], $0)] } ?? []
        }
        var fitting: [(FunctionDeclSyntax, Scope)] = []
        var confirmed: [(FunctionDeclSyntax, Scope)] = []
        for f in overloads {
            let bound: Scope?
            do { bound = try bind(f.signature.parameterClause.parameters, args, scope) } catch let d as SwiftDiagnostic {
                firstRefusal = firstRefusal ?? d
                continue
            }
            guard let bound else { continue }
            switch concreteGenericArguments(of: f, match: bound) {
            case false?: continue
            case true? where f.genericParameterClause == nil: confirmed.append((f, bound))
            default: fitting.append((f, bound))
            }
        }
        return confirmed + fitting
    }

    /// Whether the generic arguments written in `f`'s parameter types (`for key: Key<String?>`) are those the bound
    /// arguments were made with; nil where no parameter writes any or no argument's are known.
    private func concreteGenericArguments(of f: FunctionDeclSyntax, match bound: Scope) -> Bool? {
        let generics = Set((f.genericParameterClause?.parameters ?? []).map(\.name.text))
        var result: Bool?
        for p in f.signature.parameterClause.parameters {
            guard let type = p.type.as(IdentifierTypeSyntax.self), let written = type.genericArgumentClause?.arguments,
                  case .instance(let t, let fields)? = bound.lookup((p.secondName ?? p.firstName).text) else { continue }
            for (argument, parameter) in zip(written, t.genericParameters) {
                let name = argument.argument.sourceText
                guard !generics.contains(name), case .type(let known)? = fields[Self.genericKey(parameter)] else { continue }
                if (lookupType(name, from: t)?.qualifiedName ?? name) != known { return false }
                result = true
            }
        }
        return result
    }
}

/// Where a closure passes one of its parameters as a labelled argument of a call (`BirdRow(bird: bird)`): the callee's
/// name and the label, in the order written.
private final class ArgumentUseFinder: SyntaxVisitor {
    let name: String
    var uses: [(callee: String, label: String)] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return .visitChildren }
        for argument in call.arguments {
            guard let label = argument.label?.text, argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { continue }
            uses.append((callee, label))
        }
        return .visitChildren
    }
}
