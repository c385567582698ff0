import DynamicType
/// Points, as UIKit and SwiftUI measure them.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(fmt(width))×\(fmt(height))" }
}

public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var description: String { "(\(fmt(minX)), \(fmt(minY))) \(size)" }
}

/// SwiftUI's `ProposedViewSize`: nil on an axis asks for the ideal size, `.infinity` for the maximum, 0 for the minimum.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
    public var description: String {
        "\(width.map(fmt) ?? "nil")×\(height.map(fmt) ?? "nil")"
    }
}

public enum Axis: String, Hashable, Sendable { case horizontal, vertical }

/// Points as goldens and reports print them (`Points`), with ∞ and NaN spelled out.
public func fmt(_ value: Double) -> String {
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    if value.isNaN { return "NaN" }
    return Points.text(value)
}
