import Foundation
import SwiftSyntax

/// Swift's two kinds of numbers: `Int` arithmetic truncates and traps, floating-point arithmetic does not; an integer
/// literal takes the type its context gives it (The Swift Programming Language, "Integer and Floating-Point
/// Conversion" and "Numeric Literals").
extension Interpreter {
    /// `1_000`, `0x10`, `0b101`, `0o17`.
    static func integerLiteral(_ text: String) -> Int? {
        if let plain = Int(text) { return plain }
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    /// A whole number where Swift needs one (an index, a count, `Int(…)`); a fraction is diagnosed, never rounded.
    func integer(_ v: Value, at node: some SyntaxProtocol) throws -> Int {
        switch v {
        case .int(let i), .intLiteral(let i, _): return i
        default:
            let d = try number(v, at: node)
            guard d.rounded() == d, abs(d) < 1e15 else { throw fail("expected a whole number, found \(d)", at: node) }
            return Int(d)
        }
    }

    func isNumeric(_ v: Value) -> Bool {
        switch v {
        case .number, .float, .int, .intLiteral, .scaled, .decimal: return true
        default: return false
        }
    }

    /// `+ - * / %` on numbers: Int with Int (or an integer literal) is Int arithmetic; literals with literals keep
    /// both readings; anything with a floating-point value is floating-point.
    func arithmetic(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value {
        if let product = try scaledProduct(op, a, b, at: node) { return product }
        if let duration = try durationArithmetic(op, a, b, at: node) { return duration }
        if let decimal = try decimalArithmetic(op, a, b, at: node) { return decimal }
        if let unsigned = try unsignedOperation(op, a, b, at: node) { return unsigned }
        switch (op, a, b) {
        // Foundation's `Date + TimeInterval`, `Date - TimeInterval` (and `TimeInterval + Date`).
        case ("+", .date(let t), _) where isNumeric(b): return .date(t + (try number(b, at: node)))
        case ("-", .date(let t), _) where isNumeric(b): return .date(t - (try number(b, at: node)))
        case ("+", _, .date(let t)) where isNumeric(a): return .date(t + (try number(a, at: node)))
        default: break
        }
        switch (a, b) {
        case (.intLiteral(let x, let dx), .intLiteral(let y, let dy)):
            return .intLiteral(try integerResult(op, x, y, at: node), asDouble: try floatingResult(op, dx, dy, at: node))
        case (.int(let x), .int(let y)), (.int(let x), .intLiteral(let y, _)), (.intLiteral(let x, _), .int(let y)):
            return .int(try integerResult(op, x, y, at: node))
        case (.float, _), (_, .float):
            // A Float mixes only with another or a literal. Computing in Double and rounding once gives the Float
            // result exactly for + - * / (53 bits ≥ 2·24 + 2: Figueroa, "When is double rounding innocuous?", 1995).
            return .float(Float(try floatingResult(op, try number(a, at: node), try number(b, at: node), at: node)))
        default:
            return .number(try floatingResult(op, try number(a, at: node), try number(b, at: node), at: node))
        }
    }

    /// `size * 0.4`, `0.4 * size`, `size / 2` for an `@ScaledMetric` `size`: the scaled value times the number, as
    /// Swift computes it, still scaling with Dynamic Type (a font of that size follows the user's text size).
    private func scaledProduct(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard op == "*" || op == "/" else { return nil }
        switch (a, b) {
        case (.scaled(let v, let base, let style, let factor), _) where !b.isScaled:
            let k = try number(b, at: node)
            guard op == "*" || k != 0 else { return nil }
            return .scaled(op == "*" ? v * k : v / k, base: base, style: style, factor: op == "*" ? factor * k : factor / k)
        case (_, .scaled(let v, let base, let style, let factor)) where op == "*" && !a.isScaled:
            let k = try number(a, at: node)
            return .scaled(k * v, base: base, style: style, factor: k * factor)
        default: return nil
        }
    }

    /// `price - discount`, `total / 3` with a Decimal: Decimal arithmetic (Swift mixes a Decimal only with another
    /// or with a literal, which takes the Decimal type).
    private func decimalArithmetic(_ op: String, _ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch (a, b) {
        case (.decimal, _), (_, .decimal): return try decimalResult(op, try decimal(a, at: node), try decimal(b, at: node), at: node)
        default: return nil
        }
    }

    private func decimalResult(_ op: String, _ x: Decimal, _ y: Decimal, at node: some SyntaxProtocol) throws -> Value {
        switch op {
        case "+": return .decimal(x + y)
        case "-": return .decimal(x - y)
        case "*": return .decimal(x * y)
        case "/":
            // Foundation's Decimal division by zero gives NaN, which Swift does not trap on; shown, it is "NaN".
            return .decimal(x / y)
        default: throw fail("the operator `\(op)` is not evaluated on Decimals", at: node)
        }
    }

    /// A value as a Decimal: a Decimal, or a literal written where one is expected (`price * 2`, `price * 0.5`).
    func decimal(_ v: Value, at node: some SyntaxProtocol) throws -> Decimal {
        switch v {
        case .decimal(let d): return d
        case .int(let i), .intLiteral(let i, _): return Decimal(i)
        default: return Decimal(try number(v, at: node))
        }
    }

    private func integerResult(_ op: String, _ x: Int, _ y: Int, at node: some SyntaxProtocol) throws -> Int {
        let (value, overflow): (Int, Bool)
        switch op {
        case "+": (value, overflow) = x.addingReportingOverflow(y)
        case "-": (value, overflow) = x.subtractingReportingOverflow(y)
        case "*": (value, overflow) = x.multipliedReportingOverflow(by: y)
        case "/", "%":
            guard y != 0 else { throw fail("division by zero (Swift stops here at run time)", at: node) }
            (value, overflow) = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
        default: throw fail("the operator `\(op)` is not evaluated on integers", at: node)
        }
        guard !overflow else { throw fail("integer overflow in `\(op)` (Swift stops here at run time)", at: node) }
        return value
    }

    private func floatingResult(_ op: String, _ x: Double, _ y: Double, at node: some SyntaxProtocol) throws -> Double {
        switch op {
        case "+": return x + y
        case "-": return x - y
        case "*": return x * y
        case "/": return x / y
        case "%": return x.truncatingRemainder(dividingBy: y)
        default: throw fail("the operator `\(op)` is not evaluated on numbers", at: node)
        }
    }

    func negated(_ v: Value, at node: some SyntaxProtocol) throws -> Value {
        switch v {
        case .int(let i): return .int(-i)
        case .intLiteral(let i, let d): return .intLiteral(-i, asDouble: -d)
        case .decimal(let d): return .decimal(-d)
        case .float(let f): return .float(-f)
        default: return .number(-(try number(v, at: node)))
        }
    }

    /// Types an integer literal stored in is not an `Int` (`let price: Decimal = 28` divides exactly).
    static let floatingPointTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32", "Decimal"]
    static let numericTypeNames = floatingPointTypes.union(integerTypes).union(unsignedTypes)
    /// The single-precision names (`Float32` is Float's alias).
    static let singlePrecisionTypes: Set<String> = ["Float", "Float32"]

    /// `NSDecimalRound(&result, &value, 2, .plain)`: Foundation's rounding of a Decimal to a scale, stored into the
    /// first argument's variable. Nil for another form.
    func decimalRound(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let args = Array(c.arguments)
        guard args.count == 4, let target = args[0].expression.as(InOutExprSyntax.self),
              let source = args[1].expression.as(InOutExprSyntax.self) else { return nil }
        var value = try decimal(try known(try evaluate(source.expression, scope)), at: source)
        let scale = try integer(try evaluate(args[2].expression, scope), at: args[2])
        guard (-128...127).contains(scale) else { throw fail("`NSDecimalRound` to a scale of \(scale) is not evaluated", at: args[2]) }
        let modes: [String: NSDecimalNumber.RoundingMode] = ["plain": .plain, "down": .down, "up": .up, "bankers": .bankers]
        guard case .member(let name, nil) = try evaluate(args[3].expression, scope), let mode = modes[name] else {
            throw fail("`NSDecimalRound`'s rounding mode is .plain, .down, .up or .bankers", at: args[3])
        }
        var result = Decimal()
        NSDecimalRound(&result, &value, scale, mode)
        try assign([target.expression][...], .decimal(result), scope, at: ExprSyntax(c))
        return .null
    }

    /// Integer literals given to a conversion (`Double(7 / 2)`): Swift picks the `init(_: Int)` overload, so the
    /// literals are Ints and the division truncates (3.0), as their default type.
    static func integerReading(_ v: Value) -> Value {
        if case .intLiteral(let i, _) = v { return .int(i) }
        return v
    }

    /// A floating-point result of the same type as `base`: a Float stays a Float (`x.rounded()` of a Float).
    static func floating(_ d: Double, like base: Value) -> Value {
        if case .float = base { return .float(Float(d)) }
        return .number(d)
    }
    static let integerTypes: Set<String> = ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt8"]

    /// A literal stored as the type named (`Double`, `Int`, `UInt64`…), as `typed(_:as:)` reads a written type.
    func typed(_ v: Value, asNamed name: String) -> Value {
        switch v {
        case .intLiteral(let i, let d):
            if Self.singlePrecisionTypes.contains(name) { return .float(Float(d)) }
            if Self.floatingPointTypes.contains(name) { return name == "Decimal" ? .decimal(Decimal(i)) : .number(d) }
            if Self.unsignedTypes.contains(name), i >= 0 { return .unsigned(UInt64(i)) }
            return .int(i)
        // A floating-point literal stored as a Float (`case half = 0.5` in `enum Rate: Float`).
        case .number(let d) where Self.singlePrecisionTypes.contains(name): return .float(Float(d))
        default: return v
        }
    }

    /// A value stored where its type is declared (`let width: CGFloat = 10 / 4`, a parameter, a property): an
    /// integer literal takes that type. Where no type is written, a literal is an `Int`, as Swift infers it.
    func typed(_ v: Value, as written: TypeSyntax?) -> Value {
        // `(min: String, max: String)?`: an optional holds its value or nil, so the wrapped type applies.
        let type = written?.as(OptionalTypeSyntax.self)?.wrappedType
            ?? written?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? written
        switch v {
        case .closure(var closure):
            guard let function = Self.functionType(type) else { return v }
            closure.resultType = function.returnClause.type
            return .closure(closure)
        case .record(let parts) where type != nil:
            // `let x: (icon: String, title: String) = ("a", "b")`: the tuple takes the type's labels.
            guard let tuple = type?.as(TupleTypeSyntax.self), tuple.elements.count == parts.count else { return v }
            return .record(zip(parts, tuple.elements).map { part, element in
                Argument(label: part.label ?? element.firstName?.text, value: typed(part.value, as: element.type))
            })
        case .array(let items) where ["ClosedRange", "Range", "CountableClosedRange"].contains(Self.baseTypeName(type)):
            return declaredRange(items, as: Self.baseTypeName(type), at: type!) ?? v
        case .array(let items) where Self.isSetType(type):
            // `var selected: Set<Int> = [1, 2]`: an array literal stored as a Set.
            return (try? distinct(items, at: type!)) ?? v
        case .unordered(let items) where type?.as(ArrayTypeSyntax.self)?.element.is(TupleTypeSyntax.self) == true:
            // `-> [(name: String, count: Int)]` of a dictionary's `map`: the tuples take the labels, in no order.
            return .unordered(items.map { typed($0, as: type!.as(ArrayTypeSyntax.self)!.element) })
        case .member("zero", nil) where Self.baseTypeName(type) == "Duration":
            // `let position: Duration = .zero`: a Duration of no seconds.
            return .member("seconds", arguments: [Argument(label: nil, value: .int(0))])
        case .array(let items) where type?.is(ArrayTypeSyntax.self) == true:
            // `[Float]`, `[Double]`, `[(String, Int)]`: each literal element takes the element type.
            guard let element = type?.as(ArrayTypeSyntax.self)?.element,
                  element.is(TupleTypeSyntax.self) || Self.numericTypeNames.contains(Self.baseTypeName(element)) else { return v }
            return .array(items.map { typed($0, as: element) })
        case .intLiteral(let i, _) where Self.baseTypeName(type) == "Decimal": return .decimal(Decimal(i))
        case .intLiteral(let i, _) where i >= 0 && Self.unsignedTypes.contains(Self.baseTypeName(type)): return .unsigned(UInt64(i))
        case .number(let d) where Self.baseTypeName(type) == "Decimal": return .decimal(Decimal(d))
        // `let rating: Float = 4.1`: the literal rounded to single precision (Swift refuses a Double stored as a
        // Float, so a `.number` here is a literal).
        case .number(let d) where Self.singlePrecisionTypes.contains(Self.baseTypeName(type)): return .float(Float(d))
        case .intLiteral(_, let d) where Self.singlePrecisionTypes.contains(Self.baseTypeName(type)): return .float(Float(d))
        case .intLiteral(let i, let d):
            let name = Self.baseTypeName(type)
            if Self.floatingPointTypes.contains(name) { return .number(d) }
            return type == nil || Self.integerTypes.contains(name) ? .int(i) : v
        case .int(let i) where Self.floatingPointTypes.contains(Self.baseTypeName(type)):
            return .number(Double(i))
        case .member("init", let args?) where args.count == 1 && args[0].label == nil
                                              && Self.implicitlyConvertedNumberTypes.contains(Self.baseTypeName(type)):
            // `spacing: .init(12)` where a CGFloat is declared: the number converted as `CGFloat(12)` does (an Int
            // made from a Double drops its fraction, as `Int(_:)` does).
            return Self.converted(args[0].value, toInteger: Self.baseTypeName(type) == "Int") ?? v
        case .member("init", let args?) where args.count == 1 && args[0].label == nil
                                              && Self.stringTypes.contains(Self.baseTypeName(type)):
            // `return .init(donut.name)` where a `LocalizedStringKey` or `String` is declared: that string.
            if case .string = args[0].value { return args[0].value }
            return v
        default:
            return v
        }
    }

    static let stringTypes: Set<String> = ["String", "LocalizedStringKey", "Substring", "LocalizedStringResource"]

    /// The 64-bit floating-point types (a CGFloat is a Double on iOS devices).
    static let doubleWidthTypes: Set<String> = ["Double", "CGFloat", "TimeInterval", "Float64"]
    /// The number types an implicit `.init(x)` is converted to (`converted(_:toInteger:)`).
    static let implicitlyConvertedNumberTypes = doubleWidthTypes.union(["Int"])

    /// A number made by `Double(x)`/`CGFloat(x)` or `Int(x)` from an integer or a Double; nil for anything else
    /// (a Double too large for an Int traps in Swift, so it is not converted here).
    static func converted(_ value: Value, toInteger: Bool) -> Value? {
        let double: Double
        switch value {
        case .intLiteral(let i, _), .int(let i): return toInteger ? .int(i) : .number(Double(i))
        case .number(let d): double = d
        default: return nil
        }
        guard toInteger else { return .number(double) }
        guard double.isFinite, abs(double) < 9.0e18 else { return nil }
        return .int(Int(double))
    }

    /// `Set<T>` or `Set` as written.
    static func isSetType(_ type: TypeSyntax?) -> Bool {
        guard let identifier = type?.as(IdentifierTypeSyntax.self) else { return false }
        return identifier.name.text == "Set"
    }

    /// `typed(_:as:)` with the type written where `node` is declared, looked up only for the values a declared
    /// type changes (an integer, a tuple, an array of tuples).
    /// `(Point) -> (start: Double, end: Double)`, `@escaping (Int) -> Bool`, `((Int) -> Bool)?`: the function type.
    static func functionType(_ type: TypeSyntax?) -> FunctionTypeSyntax? {
        var t = type
        while let inner = t?.as(AttributedTypeSyntax.self)?.baseType ?? t?.as(TupleTypeSyntax.self).flatMap({
            $0.elements.count == 1 && $0.elements.first?.firstName == nil ? $0.elements.first?.type : nil
        }) { t = inner }
        return t?.as(FunctionTypeSyntax.self)
    }

    func typed(_ v: Value, declaredAt node: some SyntaxProtocol) -> Value {
        switch v {
        case .int, .intLiteral, .number, .record, .array, .closure, .member("init", _?): return typed(v, as: Self.declaredType(of: node))
        default: return v
        }
    }

    /// The type written for the property or constant an initial value or getter belongs to (`var w: CGFloat { … }`).
    static func declaredType(of node: some SyntaxProtocol) -> TypeSyntax? {
        var current = node.parent
        for _ in 0..<3 {
            if let binding = current?.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            current = current?.parent
        }
        return nil
    }
}
