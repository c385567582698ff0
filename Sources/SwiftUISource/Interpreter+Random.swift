import SwiftSyntax

/// Random values drawn from a generator the sources define (`Int.random(in: 1...5, using: &generator)`): the same
/// on every run, so sample data built with one is evaluated exactly, as the app computes it.
///
/// Each algorithm is the standard library's (swiftlang/swift, `stdlib/public/core/Random.swift`, `Integers.swift`,
/// `FloatingPoint.swift`, `CollectionAlgorithms.swift`), which are `@inlinable`: the app runs the version its
/// compiler ships. Checked against Swift 6.3's own results by `SeededRandomTests`; the floating-point algorithm has
/// not changed since Swift 4.2 (a proposed rewrite, swiftlang/swift#33560, is not merged).
/// - `next(upperBound:)`: Lemire's nearly divisionless method on 64-bit products.
/// - `Int.random(in:using:)`: lowerBound plus `next(upperBound:)` of the range's width.
/// - `Double.random(in:using:)`: 53 random significand bits scaled into the range (`delta * unit + lowerBound`);
///   a closed range draws `next(upperBound: 2⁵³ + 1)` and gives the upper bound for 2⁵³.
/// - `Bool.random(using:)`: bit 17 of `next()` is clear.
/// - `shuffle(using:)`: Fisher–Yates from the front, `Int.random(in: 0 ..< amount)` per step; `randomElement(using:)`
///   the element at `Int.random(in: 0 ..< count)`.
/// Without `using:` (the system generator), the value differs on every run and stays diagnosed.
extension Interpreter {
    /// The generator passed as `&generator`: each `next()` runs the source's method; its final value goes back.
    struct SourceGenerator {
        var value: Value
        let writeBack: ((Value) throws -> Void)?
    }

    /// The bounds of `in:`. Integer literals keep both readings (`.random(in: 60 ..< 180)` is an Int or a Double by
    /// its context, as literals are).
    enum RandomBounds {
        case integers(Int, Int)
        case literals(Int, Int, Double, Double)
        case floating(Double, Double)
    }

    // MARK: Entry points

    /// `T.random(in:using:)` (T nil for the implicit `.random(in:using:)`), `Bool.random(using:)`; nil without a
    /// generator of the sources, which leaves the value to the random-value diagnostic.
    func seededRandom(of typeName: String?, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard c.arguments.contains(where: { $0.label?.text == "using" }) else { return nil }
        let args = try arguments(c, scope, unevaluated: ["in"])
        guard var generator = sourceGenerator(args) else { return nil }
        defer { try? generator.writeBack?(generator.value) }
        if typeName == "Bool" { return .bool(try nextRandom(&generator, at: c) >> 17 & 1 == 0) }
        guard let written = c.arguments.first(where: { $0.label?.text == "in" })?.expression else { return nil }
        let (bounds, closed) = try randomBounds(written, scope)
        switch (typeName, bounds) {
        case ("Int", .integers(let lo, let hi)), ("Int", .literals(let lo, let hi, _, _)), (nil, .integers(let lo, let hi)):
            return .int(try draw(&generator, at: c) { try self.intReading($0, lo, hi, closed: closed, at: c) })
        case ("Double", _), ("CGFloat", _), ("TimeInterval", _), (nil, .floating):
            let (lo, hi) = try floatingBounds(bounds, at: written)
            return .number(try draw(&generator, at: c) { try self.doubleReading($0, lo, hi, closed: closed, at: c) })
        case (nil, .literals(let lo, let hi, let dlo, let dhi)):
            // Both readings from one output of the generator, which then advances the same either way.
            let u = try nextRandom(&generator, at: c)
            guard let i = try intReading(u, lo, hi, closed: closed, at: c),
                  let d = try doubleReading(u, dlo, dhi, closed: closed, at: c) else {
                throw fail("`.random(in:using:)` is an Int or a Double by its context, and the two draw differently "
                           + "here: write `Int.random(…)` or `Double.random(…)`", at: c)
            }
            return .intLiteral(i, asDouble: d)
        default:
            return .opaque(fail("`\(typeName ?? "").random(in:using:)` with \(written.sourceText) is not evaluated", at: c))
        }
    }

    /// `items.shuffled(using:)`, `items.randomElement(using:)`; nil without a generator of the sources.
    func seededCollectionRandom(_ name: String, _ items: [Value], _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        guard var generator = sourceGenerator(args) else { return nil }
        defer { try? generator.writeBack?(generator.value) }
        if name == "randomElement" {
            guard !items.isEmpty else { return .null }
            return items[try draw(&generator, at: c) { try self.intReading($0, 0, items.count, closed: false, at: c) }]
        }
        var shuffled = items, amount = items.count, current = 0
        while amount > 1 {
            let offset = try draw(&generator, at: c) { try self.intReading($0, 0, amount, closed: false, at: c) }
            amount -= 1
            shuffled.swapAt(current, current + offset)
            current += 1
        }
        return .array(shuffled)
    }

    /// `srand48(seed)`, `drand48()`, `lrand48()`: libc's 48-bit linear congruential generator, the same on Darwin
    /// and glibc (POSIX `drand48`: Xₙ₊₁ = (0x5DEECE66D·Xₙ + 0xB) mod 2⁴⁸; `srand48` sets the high 32 bits to the seed
    /// and the low 16 to 0x330E). Its state lives as long as the evaluation, as the process's does.
    func rand48Function(_ name: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "srand48":
            guard args.count == 1 else { return nil }
            let seed = UInt64(UInt32(truncatingIfNeeded: try integer(args[0].value, at: c)))
            rand48State = seed << 16 | 0x330E
            return .null
        case "drand48", "lrand48":
            guard args.isEmpty else { return nil }
            rand48State = (0x5DEECE66D &* rand48State &+ 0xB) & 0xFFFF_FFFF_FFFF
            return name == "drand48" ? .number(Double(rand48State) / 0x1p48) : .int(Int(rand48State >> 17))
        default: return nil
        }
    }

    // MARK: Generators

    private func sourceGenerator(_ args: [Argument]) -> SourceGenerator? {
        guard let a = args.first(where: { $0.label == "using" }), let type = a.value.sourceType,
              index.methods("next", of: type) != nil else { return nil }
        return SourceGenerator(value: a.value, writeBack: a.writeBack)
    }

    /// One `next()` of the generator: its own method, run on the struct's current value (or the class instance).
    private func nextRandom(_ g: inout SourceGenerator, at c: FunctionCallExprSyntax) throws -> UInt64 {
        let result: Value
        switch g.value {
        case .instance(let t, let fields):
            let box = ObjectRef(type: t, fields: fields)
            result = try callFunction(try nextMethod(of: t, at: c), [], Scope(object: box), at: c)
            g.value = .instance(t, box.fields)
        case .object(let o):
            result = try callFunction(try nextMethod(of: o.type, at: c), [], Scope(object: o), at: c)
        default:
            throw fail("\(g.value.typeDescription) is not a random number generator of the sources", at: c)
        }
        if case .opaque(let why) = result { throw unknown(why, readAt: c) }
        guard case .unsigned(let u) = result else {
            throw fail("the generator's `next()` gave \(result.typeDescription), not a UInt64", at: c)
        }
        return u
    }

    private func nextMethod(of t: TypeDecl, at c: FunctionCallExprSyntax) throws -> [FunctionDeclSyntax] {
        let methods = index.methods("next", of: t)?.filter { $0.signature.parameterClause.parameters.isEmpty } ?? []
        guard !methods.isEmpty else { throw fail("`\(t.name)` has no `next()` method", at: c) }
        return methods
    }

    /// Draws outputs until a reading accepts one (the standard library's rejection loops).
    private func draw<T>(_ g: inout SourceGenerator, at c: FunctionCallExprSyntax, _ reading: (UInt64) throws -> T?) throws -> T {
        for _ in 0..<64 {
            if let value = try reading(try nextRandom(&g, at: c)) { return value }
        }
        throw fail("the generator gave 64 outputs that `random(in:)` rejects: it is not uniform", at: c)
    }

    // MARK: Readings of one output

    /// `next(upperBound:)` from one output: nil when Lemire's method rejects it and draws again.
    private func bounded(_ u: UInt64, _ bound: UInt64) -> UInt64? {
        let m = u.multipliedFullWidth(by: bound)
        if m.low < bound, m.low < (0 &- bound) % bound { return nil }
        return m.high
    }

    private func intReading(_ u: UInt64, _ lo: Int, _ hi: Int, closed: Bool, at c: FunctionCallExprSyntax) throws -> Int? {
        guard closed ? lo <= hi : lo < hi else { throw fail("`random(in:)` of an empty range traps at run time", at: c) }
        var width = UInt64(truncatingIfNeeded: hi &- lo)
        if closed {
            if width == .max { return Int(truncatingIfNeeded: u) }
            width += 1
        }
        return bounded(u, width).map { Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: lo) &+ $0) }
    }

    private func doubleReading(_ u: UInt64, _ lo: Double, _ hi: Double, closed: Bool, at c: FunctionCallExprSyntax) throws -> Double? {
        guard closed ? lo <= hi : lo < hi else { throw fail("`random(in:)` of an empty range traps at run time", at: c) }
        let delta = hi - lo
        guard delta.isFinite else { throw fail("there is no uniform distribution on an infinite range", at: c) }
        let significands: UInt64 = 1 << 53
        if closed {
            guard let r = bounded(u, significands + 1) else { return nil }
            return r == significands ? hi : delta * (Double(r) * (Double.ulpOfOne / 2)) + lo
        }
        let x = delta * (Double(u & (significands - 1)) * (Double.ulpOfOne / 2)) + lo
        return x == hi ? nil : x
    }

    // MARK: Bounds

    /// `in:` read from the two sides of `...`/`..<` as written (a range of literals keeps both readings), or from a
    /// range value (`Interpreter+Ranges.swift`) or an array of consecutive integers.
    private func randomBounds(_ written: ExprSyntax, _ scope: Scope) throws -> (RandomBounds, closed: Bool) {
        if let (lhs, op, rhs) = Self.rangeSides(written) {
            let (lo, hi) = (try known(try evaluate(lhs, scope)), try known(try evaluate(rhs, scope)))
            return (try bounds(lo, hi, at: written), op == "...")
        }
        switch try known(try evaluate(written, scope)) {
        case .array(let items):
            guard let lo = items.first, let hi = items.last else { throw fail("`random(in:)` of an empty range traps at run time", at: written) }
            return (try bounds(lo, hi, at: written), true)
        case let range where Self.rangeParts(range) != nil:
            let (lo, hi, closed) = Self.rangeParts(range)!
            return (try bounds(lo, hi, at: written), closed)
        case let other:
            throw fail("`random(in:)` of \(other.typeDescription), not a range", at: written)
        }
    }

    private func bounds(_ lo: Value, _ hi: Value, at node: some SyntaxProtocol) throws -> RandomBounds {
        switch (lo, hi) {
        case (.intLiteral(let a, let da), .intLiteral(let b, let db)): return .literals(a, b, da, db)
        case _ where lo.isInteger && hi.isInteger: return .integers(try integer(lo, at: node), try integer(hi, at: node))
        default: return .floating(try number(lo, at: node), try number(hi, at: node))
        }
    }

    private func floatingBounds(_ b: RandomBounds, at node: some SyntaxProtocol) throws -> (Double, Double) {
        switch b {
        case .floating(let lo, let hi), .literals(_, _, let lo, let hi): return (lo, hi)
        case .integers: throw fail("`Double.random(in:)` of a range of Ints does not compile in Swift", at: node)
        }
    }

    /// `a ... b` / `a ..< b` as written: its two sides and the operator.
    static func rangeSides(_ e: ExprSyntax) -> (ExprSyntax, String, ExprSyntax)? {
        if let infix = e.as(InfixOperatorExprSyntax.self), ["...", "..<"].contains(infix.operator.sourceText) {
            return (infix.leftOperand, infix.operator.sourceText, infix.rightOperand)
        }
        guard let s = e.as(SequenceExprSyntax.self), s.elements.count == 3,
              let op = s.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "..." || op == "..<", let lhs = s.elements.first, let rhs = s.elements.last else { return nil }
        return (lhs, op, rhs)
    }
}
