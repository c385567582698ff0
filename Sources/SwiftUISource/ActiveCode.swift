import Foundation
import SwiftIfConfig
import SwiftSyntax

/// The code a build under `BuildConditions` compiles: each `#if` replaced by its active clause (or nothing), decided
/// once per `#if` with swift-syntax's `SwiftIfConfig` and shared by every environment's evaluation.
final class ActiveCode: @unchecked Sendable {  // `chosen` is only touched under `lock`
    let conditions: BuildConditions
    private var chosen: [SyntaxIdentifier: IfConfigClauseSyntax?] = [:]
    private let lock = NSLock()

    init(conditions: BuildConditions) {
        self.conditions = conditions
    }

    /// The clause of `#if … #elseif … #else` that is compiled; nil when none is.
    func clause(of decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        lock.lock()
        if let known = chosen[decl.id] { lock.unlock(); return known }
        lock.unlock()
        let clause = decl.activeClause(in: conditions).clause
        lock.lock()
        chosen[decl.id] = clause
        lock.unlock()
        return clause
    }

    /// Statements (a file's, a body's, a view builder's) with every `#if` replaced by its active statements.
    func statements(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let decl = item.item.as(IfConfigDeclSyntax.self) else { out.append(item); continue }
            if case .statements(let inner)? = clause(of: decl)?.elements { out += statements(inner) }
        }
        return out
    }

    /// A type's members with every `#if` replaced by its active members.
    func members(_ items: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        guard items.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) else { return Array(items) }
        var out: [MemberBlockItemSyntax] = []
        for item in items {
            guard let decl = item.decl.as(IfConfigDeclSyntax.self) else { out.append(item); continue }
            if case .decls(let inner)? = clause(of: decl)?.elements { out += members(inner) }
        }
        return out
    }

    /// A switch's cases with every `#if` replaced by its active cases.
    func cases(_ items: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        var out: [SwitchCaseSyntax] = []
        for element in items {
            switch element {
            case .switchCase(let c): out.append(c)
            case .ifConfigDecl(let decl):
                if case .switchCases(let inner)? = clause(of: decl)?.elements { out += cases(inner) }
            }
        }
        return out
    }

    /// The modifiers a postfix `#if` adds (`Text("x") #if os(iOS) .padding() #endif`): the active clause's chain,
    /// whose innermost member has no base; nil when no clause is active.
    func postfix(_ expr: PostfixIfConfigExprSyntax) -> ExprSyntax? {
        guard case .postfixExpression(let chain)? = clause(of: expr.config)?.elements else { return nil }
        return chain
    }
}
