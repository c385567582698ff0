import SwiftSyntax

/// The standard library's integer conversions as they are defined for each width (the Swift book, "Integer
/// Conversion"; `BinaryInteger` and `FixedWidthInteger`): `Int8(300)` traps, `Int8(clamping: 300)` is 127,
/// `UInt8(truncatingIfNeeded: -1)` is 255, `Int8(exactly: 2.5)` is nil, `Int("ff", radix: 16)` is 255. The
/// values are held as Ints, which hold every value of these widths.
///
/// Arithmetic on a narrower integer is Int arithmetic here: an overflow of its width (`Int8(100) + 100`, which
/// traps in Swift) is not detected, and `&+` does not wrap at its width. A documented limit.
extension Interpreter {
    static let narrowIntegerNames: Set<String> = ["Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32"]

    /// `T(…)` for an integer type `name` (Int, Int64 and the narrower ones); nil for a form this does not read.
    func integerConversion(_ name: String, _ args: [Argument], at c: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "Int8": return try convert(Int8.self, name, args, at: c)
        case "Int16": return try convert(Int16.self, name, args, at: c)
        case "Int32": return try convert(Int32.self, name, args, at: c)
        case "UInt8": return try convert(UInt8.self, name, args, at: c)
        case "UInt16": return try convert(UInt16.self, name, args, at: c)
        case "UInt32": return try convert(UInt32.self, name, args, at: c)
        case "Int", "Int64": return try convert(Int.self, name, args, at: c)
        default: return nil
        }
    }

    private func convert<T: FixedWidthInteger>(_ type: T.Type, _ name: String, _ args: [Argument],
                                               at c: some SyntaxProtocol) throws -> Value? {
        guard let first = args.first else { return nil }
        if case .string(let s) = first.value, first.label == nil {
            // `Int8("300")` is nil (out of range), as is text that is not a number in the radix.
            guard args.count == 1 || (args.count == 2 && args[1].label == "radix") else { return nil }
            let radix = args.count == 2 ? try integer(args[1].value, at: c) : 10
            guard (2...36).contains(radix) else { throw fail("`\(name)(_:radix:)` traps at run time: radix \(radix) is not 2...36", at: c) }
            return T(s, radix: radix).map { .int(Int($0)) } ?? .null
        }
        guard args.count == 1, isNumeric(first.value) else { return nil }
        let whole: Int?
        if first.value.isInteger { whole = try integer(first.value, at: c) } else {
            let d = try number(first.value, at: c)
            if first.label == "exactly" { return d.rounded(.towardZero) == d ? Int(exactly: d).flatMap { T(exactly: $0) }.map { .int(Int($0)) } ?? .null : .null }
            guard d.isFinite, let truncated = Int(exactly: d.rounded(.towardZero)) else { throw trap(name, d, at: c) }
            whole = truncated
        }
        guard let i = whole else { return nil }
        switch first.label {
        case nil:
            guard let v = T(exactly: i) else { throw trap(name, Double(i), at: c) }
            return .int(Int(v))
        case "exactly": return T(exactly: i).map { .int(Int($0)) } ?? .null
        case "clamping": return .int(Int(T(clamping: i)))
        case "truncatingIfNeeded": return .int(Int(T(truncatingIfNeeded: i)))
        default: return nil
        }
    }

    private func trap(_ name: String, _ value: Double, at c: some SyntaxProtocol) -> SwiftDiagnostic {
        fail("`\(name)(\(value))` traps at run time: the value does not fit in \(name)", at: c)
    }

    /// `Int8.max`, `UInt16.min`, `Int32.zero`.
    static func narrowIntegerStatic(_ typeName: String, _ name: String) -> Value? {
        let bounds: [String: (Int, Int)] = [
            "Int8": (Int(Int8.min), Int(Int8.max)), "Int16": (Int(Int16.min), Int(Int16.max)), "Int32": (Int(Int32.min), Int(Int32.max)),
            "UInt8": (0, Int(UInt8.max)), "UInt16": (0, Int(UInt16.max)), "UInt32": (0, Int(UInt32.max)),
        ]
        guard let (lo, hi) = bounds[typeName] else { return nil }
        switch name {
        case "min": return .int(lo)
        case "max": return .int(hi)
        case "zero": return .int(0)
        default: return nil
        }
    }
}
