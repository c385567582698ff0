import SwiftSyntax

/// `UInt64` and `UInt` (`Value.unsigned`): the integers a `RandomNumberGenerator` works in (`next() -> UInt64`,
/// SplitMix's `state &+= 0x9E3779B97F4A7C15`). Swift's rules, each reproduced by the same Swift operation:
/// arithmetic traps on overflow (`+ - * / %`), the `&` operators wrap, shifts are smart (a shift past the width
/// gives 0), and a UInt64 mixes with a literal (which takes its type) but not with an `Int` (a compile error).
extension Interpreter {
    static let unsignedTypes: Set<String> = ["UInt64", "UInt"]

    /// `+ - * / % & | ^ << >> &+ &- &* &<< &>>` with a UInt64 operand; nil when neither operand is one.
    func unsignedOperation(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch (a, b) {
        case (.unsigned, _), (_, .unsigned): break
        default: return nil
        }
        let x = try unsignedOperand(a, op, at: node)
        if op == "<<" || op == ">>" || op == "&<<" || op == "&>>" {
            // The shift amount may be any integer type (`x >> 30`, `x << k` with an Int k).
            let k = try shiftAmount(b, at: node)
            switch op {
            case "<<": return .unsigned(x << k)
            case ">>": return .unsigned(x >> k)
            case "&<<": return .unsigned(x &<< k)
            default: return .unsigned(x &>> k)
            }
        }
        return .unsigned(try unsignedResult(op, x, try unsignedOperand(b, op, at: node), at: node))
    }

    private func unsignedResult(_ op: String, _ x: UInt64, _ y: UInt64, at node: some SyntaxProtocol) throws -> UInt64 {
        func checked(_ r: (partialValue: UInt64, overflow: Bool)) throws -> UInt64 {
            guard !r.overflow else { throw fail("`\(x) \(op) \(y)` overflows a UInt64: Swift traps at run time", at: node) }
            return r.partialValue
        }
        switch op {
        case "+": return try checked(x.addingReportingOverflow(y))
        case "-": return try checked(x.subtractingReportingOverflow(y))
        case "*": return try checked(x.multipliedReportingOverflow(by: y))
        case "/", "%":
            guard y != 0 else { throw fail("division by zero traps at run time", at: node) }
            return op == "/" ? x / y : x % y
        case "&+": return x &+ y
        case "&-": return x &- y
        case "&*": return x &* y
        case "&": return x & y
        case "|": return x | y
        case "^": return x ^ y
        default: throw fail("the operator `\(op)` is not evaluated on a UInt64", at: node)
        }
    }

    /// An operand beside a UInt64: another, or a literal (which takes the UInt64 type; a negative one does not fit).
    private func unsignedOperand(_ v: Value, _ op: String, at node: some SyntaxProtocol) throws -> UInt64 {
        switch v {
        case .unsigned(let u): return u
        case .intLiteral(let i, _) where i >= 0: return UInt64(i)
        // `state == .max`: the implicit members take the UInt64 type.
        case .member("max", nil): return .max
        case .member("min", nil), .member("zero", nil): return 0
        case .opaque(let why): throw unknown(why, readAt: node)
        default: throw fail("`\(op)` between a UInt64 and \(v.typeDescription): Swift converts neither (write `UInt64(…)`)", at: node)
        }
    }

    private func shiftAmount(_ v: Value, at node: some SyntaxProtocol) throws -> Int {
        if case .unsigned(let u) = v { return u > 128 ? 128 : Int(u) }
        return try integer(v, at: node)
    }

    /// `&+ &- &*` on Ints: the wrapped result (Swift's overflow operators).
    func wrappingIntOperation(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard ["&+", "&-", "&*", "&<<", "&>>"].contains(op), a.isInteger, b.isInteger else { return nil }
        let x = try integer(a, at: node), y = try integer(b, at: node)
        switch op {
        case "&+": return .int(x &+ y)
        case "&-": return .int(x &- y)
        case "&*": return .int(x &* y)
        case "&<<": return .int(x &<< y)
        default: return .int(x &>> y)
        }
    }

    /// `UInt64(x)`, `UInt(x)`: from a Double toward zero, or an integer; a value outside 0…2⁶⁴−1 traps. With
    /// `truncatingIfNeeded:` or `bitPattern:`, an Int's two's-complement bits.
    func unsignedConversion(_ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard args.count == 1, let v = Optional(args[0].value) else { return nil }
        if case .opaque = v { return v }
        if args[0].label == "truncatingIfNeeded" || args[0].label == "bitPattern" {
            if case .unsigned = v { return v }
            return .unsigned(UInt64(bitPattern: Int64(try integer(v, at: node))))
        }
        guard args[0].label == nil else { return nil }
        switch v {
        case .unsigned: return v
        case .int(let i), .intLiteral(let i, _):
            guard i >= 0 else { throw fail("`UInt64(\(i))` traps at run time (a negative value)", at: node) }
            return .unsigned(UInt64(i))
        default:
            let d = try number(v, at: node)
            // UInt64(exactly:) bounds: -1 < d < 2⁶⁴, as the standard library's conversion checks before truncating.
            guard d.isFinite, d > -1, d < 0x1p64 else { throw fail("`UInt64(\(d))` traps at run time (out of range)", at: node) }
            return .unsigned(UInt64(d))
        }
    }

    /// `Int(u)` (traps above Int.max), `Int(truncatingIfNeeded: u)`, `Int(bitPattern: u)`, `Double(u)` of a UInt64.
    func conversionOfUnsigned(_ typeName: String, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard args.count == 1, case .unsigned(let u) = args[0].value else { return nil }
        if Self.unsignedTypes.contains(typeName) { return .unsigned(u) }
        if typeName == "Double" || typeName == "CGFloat" || typeName == "TimeInterval" { return .number(Double(u)) }
        if Self.singlePrecisionTypes.contains(typeName) { return .float(Float(u)) }
        guard typeName == "Int" || typeName == "Int64" else { return nil }
        if args[0].label == "truncatingIfNeeded" || args[0].label == "bitPattern" { return .int(Int(truncatingIfNeeded: u)) }
        guard u <= UInt64(Int.max) else { throw fail("`Int(\(u))` traps at run time (more than Int.max)", at: node) }
        return .int(Int(u))
    }

    /// An integer literal too large for an Int (`0x9E3779B97F4A7C15`): only a UInt64 holds it.
    static func unsignedLiteral(_ text: String) -> UInt64? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return UInt64(digits.dropFirst(2), radix: radix)
        }
        return UInt64(digits)
    }

    /// `u1 == u2`, `u < 7`: exact, not through a Double (which holds only 53 bits); nil without a UInt64 operand.
    func unsignedComparison(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Bool? {
        switch (a, b) {
        case (.unsigned, _), (_, .unsigned): break
        default: return nil
        }
        let x = try unsignedOperand(a, op, at: node), y = try unsignedOperand(b, op, at: node)
        switch op {
        case "==": return x == y
        case "!=": return x != y
        case "<": return x < y
        case "<=": return x <= y
        case ">": return x > y
        default: return x >= y
        }
    }
}
