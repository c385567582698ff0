import DynamicType

/// A property that may change with the size category, as real views do with
/// `dynamicTypeSize.isAccessibilitySize ? a : b`.
///
/// Written `{default: 3, accessibility1: 5, accessibility5: null}`: a step function over the 12 ordered
/// categories. Each named category starts a step that holds "from that category upward" until the next named
/// one; `default` is the step from xSmall. A plain value is one step covering every category.
public struct Varying<Value: Sendable>: Sendable {
    public struct Step: Sendable {
        public var from: ContentSizeCategory
        public var value: Value
        @inlinable package init(from: ContentSizeCategory, value: Value) { self.from = from; self.value = value }
    }

    /// Ascending by `from`; the first starts at xSmall.
    public let steps: [Step]

    @inlinable public init(_ value: Value) { steps = [Step(from: .xSmall, value: value)] }

    /// `steps` must be non-empty, ascending, and start at xSmall (the decoder guarantees it).
    package init(steps: [Step]) {
        precondition(steps.first?.from == .xSmall, "a step function must start at xSmall")
        self.steps = steps
    }

    public func value(at category: ContentSizeCategory) -> Value {
        var current = steps[0].value
        for step in steps where step.from <= category { current = step.value }
        return current
    }

    public var isConstant: Bool { steps.count == 1 }

    /// Every value the property can take, in category order.
    /// (A closure, not `\.value`: a key path in a generic type is instantiated at run time on every call, which
    /// profiles showed as 6% of evaluating a preview.)
    public var allValues: [Value] { steps.map { $0.value } }

    /// The first value other than nil, in category order, without building the array of all values.
    public func firstNonNil<Wrapped>() -> Wrapped? where Value == Wrapped? {
        for step in steps { if let value = step.value { return value } }
        return nil
    }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Varying<T> {
        Varying<T>(steps: try steps.map { .init(from: $0.from, value: try transform($0.value)) })
    }
}

/// A length in points: fixed, `@ScaledMetric`-scaled, or `.infinity` (only where SwiftUI accepts it: max sizes).
public enum Length: Hashable, Sendable, CustomStringConvertible {
    case points(Double)
    /// `@ScaledMetric(relativeTo: style) var x = value`.
    case scaled(Double, relativeTo: TextStyle)
    /// A scaled metric's value times a number (`size * 0.4` in Swift): the metric scaled and rounded to the pixel grid
    /// first, then multiplied, as the app's arithmetic does it.
    case scaledTimes(Double, relativeTo: TextStyle, factor: Double)
    case infinity

    /// The value at a category on a display: scaled metrics are rounded to the pixel grid as SwiftUI does.
    public func resolve(at category: ContentSizeCategory, displayScale: Double) -> Double {
        switch self {
        case .points(let v): return v
        case .scaled(let v, let style): return ScaledMetric.scale(v, relativeTo: style, at: category, displayScale: displayScale)
        case .scaledTimes(let v, let style, let factor):
            return ScaledMetric.scale(v, relativeTo: style, at: category, displayScale: displayScale) * factor
        case .infinity: return .infinity
        }
    }

    /// Follows Dynamic Type (a scaled metric, or one multiplied by a number).
    public var scales: Bool {
        switch self {
        case .scaled, .scaledTimes: return true
        case .points, .infinity: return false
        }
    }

    public var description: String {
        switch self {
        case .points(let v): return "\(v)"
        case .scaled(let v, let s): return "scaled(\(v), relativeTo: \(s))"
        case .scaledTimes(let v, let s, let f): return "scaled(\(v), relativeTo: \(s)) × \(f)"
        case .infinity: return "infinity"
        }
    }
}
