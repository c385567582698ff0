import SwiftSyntax

/// Members an app adds to a framework type or protocol and names as implicit members: a design system's font tokens
/// (`extension Font { static let cardTitle = Font.title2.weight(.bold) }`, `.font(.cardTitle)`) and style shorthands
/// (`extension ButtonStyle where Self == PrimaryButtonStyle { static func primary(fullWidth: Bool) -> Self }`,
/// `.buttonStyle(.primary(fullWidth: false))`). Swift looks an implicit member up in the contextual type, here the
/// modifier's parameter type (the Swift book, Implicit Member Expression).
extension Interpreter {
    /// `.name` or `.name(…)` as a static property or static method the sources declare on one of `owners` (framework
    /// types they extend); nil when none declares it.
    func frameworkStatic(_ value: Value, declaredOn owners: [String], at node: some SyntaxProtocol) throws -> Value? {
        guard case .member(let name, let args) = value else { return nil }
        if let args, let start = args.firstIndex(where: { $0.label == "$self" }) {
            // `.fixture.daysAgo(1)` where a Date is expected: the chain's start is the type's static, and what
            // follows is a member the sources add to the type (SE-0287's implicit member chains).
            guard let base = try frameworkStatic(args[start].value, declaredOn: owners, at: node) else { return nil }
            var rest = args
            rest.remove(at: start)
            return try extensionMember(name, on: base, rest, at: node)
        }
        for owner in owners {
            guard let t = index.types[owner], !t.isDeclared else { continue }
            if args == nil, let member = t.statics[name] {
                return try selfConstrained(try staticMember(name, of: t.qualifiedName, at: node), declaredAt: member)
            }
            if let args, let functions = t.staticMethods[name] {
                let result = try callFunction(functions, args, Scope(instance: (t, [:])), at: node)
                return try selfConstrained(result, declaredAt: functions[0])
            }
        }
        return nil
    }

    /// `static var badge: Self { .init() }` in `extension LabelStyle where Self == BadgeLabelStyle`: `Self` is the
    /// constrained type, so an implicit `.init(…)` makes a `BadgeLabelStyle`.
    private func selfConstrained(_ value: Value, declaredAt member: StaticMember) throws -> Value {
        switch member {
        case .value(let e): return try selfConstrained(value, declaredAt: Syntax(e))
        case .computed(let a): return try selfConstrained(value, declaredAt: Syntax(a))
        }
    }

    private func selfConstrained(_ value: Value, declaredAt node: some SyntaxProtocol) throws -> Value {
        guard case .member("init", let args?) = value else { return value }
        var cursor: Syntax? = Syntax(node)
        while let n = cursor, !n.is(ExtensionDeclSyntax.self) { cursor = n.parent }
        guard let ext = cursor?.as(ExtensionDeclSyntax.self), let requirements = ext.genericWhereClause?.requirements else {
            return value
        }
        for r in requirements {
            guard case .sameTypeRequirement(let same) = r.requirement, same.leftType.trimmedDescription == "Self",
                  let t = lookupType(same.rightType.trimmedDescription, from: nil) else { continue }
            return try instantiate(t, args, at: node)
        }
        return value
    }
}
