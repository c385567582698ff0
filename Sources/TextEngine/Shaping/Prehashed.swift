/// A dictionary key that hashes its value once. Cache keys here hold whole texts: a miss looks the key up and then
/// inserts it, and re-hashing the text each time was a measurable share of a run.
public struct Prehashed<Value: Hashable>: Hashable {
    public let value: Value
    @usableFromInline let hash: Int

    @inlinable public init(_ value: Value) {
        self.value = value
        hash = value.hashValue
    }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    @inlinable public static func == (a: Self, b: Self) -> Bool { a.hash == b.hash && a.value == b.value }
}
