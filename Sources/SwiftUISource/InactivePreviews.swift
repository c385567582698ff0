import SwiftIfConfig
import SwiftSyntax

/// A preview written inside a `#if` clause the iOS build layoutcheck checks does not compile (`#if os(watchOS)`, an
/// `#else` not taken, a flag not set). Found and listed with why, never evaluated: its code may use another
/// platform's APIs. Not a `LayoutSource`, so nothing that checks sources can evaluate it by mistake.
public struct InactivePreview: Sendable, Hashable {
    /// `Watch.swift › Complication`, named as an active preview would be.
    public let name: String
    public let previewName: String
    public let file: String
    public let line: Int
    /// The folder its goldens would have: goldens recorded while it was active are kept, never orphaned.
    public let goldenFolder: String
    /// The clause as written, its line and why it is off ("inside `#if os(watchOS)` (line 12): not compiled in an
    /// iOS build; layoutcheck checks iOS").
    public let reason: String
}

/// Everything `SwiftSources` finds: the previews to check, and those in clauses an iOS build does not compile.
public struct PreviewDiscovery: Sendable {
    public var previews: [SwiftPreview] = []
    public var inactive: [InactivePreview] = []

    public init(previews: [SwiftPreview] = [], inactive: [InactivePreview] = []) {
        self.previews = previews
        self.inactive = inactive
    }
}

extension SwiftSources {
    typealias InactiveFound = (found: Found, reason: String)

    /// The previews in the inactive clauses of the `#if`s among `items` (a file's top level), nested `#if`s too, each
    /// with the outermost clause that is off: that clause is why nothing inside it is compiled.
    static func inactivePreviews(in items: CodeBlockItemListSyntax, file: SourceFile, index: SourceIndex) -> [InactiveFound] {
        var out: [InactiveFound] = []
        for item in items {
            guard let decl = item.item.as(IfConfigDeclSyntax.self) else { continue }
            let active = index.active.clause(of: decl)
            for clause in decl.clauses {
                guard case .statements(let inner)? = clause.elements else { continue }
                if clause.id == active?.id {
                    out += inactivePreviews(in: inner, file: file, index: index)
                } else {
                    let reason = InactiveClause.reason(clause, active: active, conditions: index.active.conditions, file: file)
                    out += everyPreview(in: inner, file: file, index: index).map { ($0, reason) }
                }
            }
        }
        return out
    }

    /// Every preview among `items`, whichever clause of their own `#if`s is compiled (all are off inside an off one).
    private static func everyPreview(in items: CodeBlockItemListSyntax, file: SourceFile, index: SourceIndex) -> [Found] {
        items.flatMap { item -> [Found] in
            guard let decl = item.item.as(IfConfigDeclSyntax.self) else { return declared(in: item, file: file, index: index) }
            return decl.clauses.flatMap { clause -> [Found] in
                guard case .statements(let inner)? = clause.elements else { return [] }
                return everyPreview(in: inner, file: file, index: index)
            }
        }
    }
}

/// Why a clause of a `#if` is not compiled in the build layoutcheck checks (an iOS Simulator Debug build with the
/// `conditions:` flags), said with the clause as written so the reader finds it.
enum InactiveClause {
    static func reason(_ clause: IfConfigClauseSyntax, active: IfConfigClauseSyntax?, conditions: BuildConditions,
                       file: SourceFile) -> String {
        let written = "inside `\(heading(clause))` (line \(file.location(of: clause).line))"
        if let active, active.position < clause.position {
            return written + ": `\(heading(active))` (line \(file.location(of: active).line)) is the clause compiled in "
                + "the iOS build layoutcheck checks"
        }
        guard let condition = clause.condition else { return written }  // an `#else` is off only after a taken clause
        return written + ": " + whyFalse(condition, conditions)
    }

    /// `#if os(watchOS)`, `#elseif FEATURE_X`, `#else`.
    static func heading(_ clause: IfConfigClauseSyntax) -> String {
        ([clause.poundKeyword.text] + (clause.condition.map { [$0.sourceText] } ?? [])).joined(separator: " ")
    }

    /// Why `condition` is false: the first part that makes it so (in `a && b`, the first false one).
    static func whyFalse(_ condition: ExprSyntax, _ conditions: BuildConditions) -> String {
        if let inner = parenthesized(condition) { return whyFalse(inner, conditions) }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `||` binds looser than `&&`: in a false `a && b || c` every alternative is false, so the first one's
            // first false operand says why.
            if let operand = split(sequence, at: "||")[0].first(where: { !holds($0, conditions) }) {
                return whyFalse(operand, conditions)
            }
        }
        if let not = condition.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" {
            return whyTrue(not.expression, conditions)
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            return "`\(flag.baseName.text)` is not set: add it under `conditions:` in layoutcheck.yml to check it"
        }
        if let call = condition.as(FunctionCallExprSyntax.self) {
            let argument = call.arguments.first?.expression.sourceText ?? ""
            switch call.calledExpression.sourceText {
            case "os", "targetEnvironment": return "not compiled in an iOS build; layoutcheck checks iOS"
            case "canImport":
                return "`\(argument)` is not a framework of the iOS SDK, so an iOS build does not import it; layoutcheck checks iOS"
            default: break
            }
        }
        return "false in the build layoutcheck checks (iOS Simulator, Debug, the flags under `conditions:` in layoutcheck.yml)"
    }

    /// Why `!condition` is false: `condition` holds.
    static func whyTrue(_ condition: ExprSyntax, _ conditions: BuildConditions) -> String {
        if let inner = parenthesized(condition) { return whyTrue(inner, conditions) }
        if let flag = condition.as(DeclReferenceExprSyntax.self) {
            return "`\(flag.baseName.text)` is set (`conditions:` in layoutcheck.yml, `[DEBUG]` unless written)"
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           ["os", "targetEnvironment", "canImport"].contains(call.calledExpression.sourceText) {
            return "it excludes the iOS build layoutcheck checks (`\(condition.sourceText)` holds there)"
        }
        return "`\(condition.sourceText)` holds in the build layoutcheck checks (iOS Simulator, Debug, the flags "
            + "under `conditions:` in layoutcheck.yml)"
    }

    /// `(a)` as `a`; nil when `e` is not one parenthesized expression.
    private static func parenthesized(_ e: ExprSyntax) -> ExprSyntax? {
        guard let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil else {
            return nil
        }
        return tuple.elements.first?.expression
    }

    /// The operands of an unfolded `a && b || c`, grouped between the `op`s (`#if` allows only `!`, `&&`, `||`).
    private static func split(_ sequence: SequenceExprSyntax, at op: String) -> [[ExprSyntax]] {
        var groups: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                if binary.operator.text == op { groups.append([]) }
            } else {
                groups[groups.count - 1].append(element)
            }
        }
        return groups
    }

    private static func holds(_ condition: ExprSyntax, _ conditions: BuildConditions) -> Bool {
        IfConfigRegionState.evaluating(condition, in: conditions).state == .active
    }
}
