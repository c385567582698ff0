import SwiftSyntax

/// A declaration inside a `#if` clause that the iOS build does not compile: Swift does not see it, so neither does
/// the evaluator; a use of its name is diagnosed with the clause that hides it.
struct InactiveDeclaration {
    let node: Syntax
    let clause: IfConfigClauseSyntax
    let activeClause: IfConfigClauseSyntax?
    let file: SourceFile
}

extension SourceIndex {
    /// Records the names declared in the clauses of `items`' `#if`s that are not compiled (the first wins): types,
    /// functions, properties, and the members of the types and extensions declared there.
    func collectInactiveDeclarations(in items: CodeBlockItemListSyntax, file: SourceFile) {
        for item in items {
            guard let decl = item.item.as(IfConfigDeclSyntax.self) else { continue }
            let compiled = active.clause(of: decl)
            for clause in decl.clauses {
                guard case .statements(let inner)? = clause.elements else { continue }
                if clause.id == compiled?.id {
                    collectInactiveDeclarations(in: inner, file: file)
                    continue
                }
                for statement in inner {
                    guard case .decl(let d) = statement.item else { continue }
                    for (name, node) in Self.declaredNames(d) where inactiveDeclarations[name] == nil {
                        inactiveDeclarations[name] = InactiveDeclaration(node: node, clause: clause, activeClause: compiled, file: file)
                    }
                }
            }
        }
    }

    /// The names a declaration adds: its own, and for a type or an extension its members' (one level).
    private static func declaredNames(_ d: DeclSyntax) -> [(String, Syntax)] {
        if let f = d.as(FunctionDeclSyntax.self) { return [(f.name.text, Syntax(f))] }
        if let v = d.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { b in b.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, Syntax(v)) } }
        }
        guard let group = d.asProtocol(DeclGroupSyntax.self) else { return [] }
        let own = nameAndKind(group).map { [($0.0, Syntax(d))] } ?? []
        return own + group.memberBlock.members.flatMap { member -> [(String, Syntax)] in
            member.decl.is(IfConfigDeclSyntax.self) ? [] : declaredNames(member.decl)
        }
    }

    /// "declared only at File.swift:28, inside `#if os(watchOS)` (line 1): not compiled in an iOS build; …", or nil
    /// when `name` is not declared in an inactive clause.
    func inactiveNote(_ name: String) -> String? {
        guard let d = inactiveDeclarations[name] else { return nil }
        let at = d.file.location(of: d.node)
        let fileName = d.file.path.split(separator: "/").last.map(String.init) ?? d.file.path
        let reason = InactiveClause.reason(d.clause, active: d.activeClause, conditions: active.conditions, file: d.file)
        return "declared only at \(fileName):\(at.line), \(reason)"
    }
}
