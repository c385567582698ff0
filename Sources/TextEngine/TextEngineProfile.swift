import Foundation

/// Where a profiling engine's time goes, for `layoutcheck bench layouts`: nanoseconds summed over all threads
/// (CPU time, not wall time). Off by default; when on, each `measure` call pays two clock reads and a lock,
/// each shaping two more, which is well under 1% of a measurement.
public final class TextEngineProfile: @unchecked Sendable {  // state behind `lock`
    private let lock = NSLock()
    private var measuring: UInt64 = 0
    private var shaping: UInt64 = 0
    private var calls = 0

    public init() {}

    public struct Snapshot: Hashable, Sendable {
        /// All of `measure`: shaping on a cache miss, line breaking, truncation, shrinking, results.
        public var measureSeconds: Double
        /// HarfBuzz shaping plus ICU break analysis of texts not yet in the cache.
        public var shapingSeconds: Double
        /// The rest of `measure`: cache look-ups, line breaking (with line-end re-shaping), truncation.
        public var breakingSeconds: Double { max(0, measureSeconds - shapingSeconds) }
        public var measureCalls: Int
    }

    public var snapshot: Snapshot {
        lock.lock(); defer { lock.unlock() }
        return Snapshot(measureSeconds: Double(measuring) / 1e9, shapingSeconds: Double(shaping) / 1e9, measureCalls: calls)
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    func addMeasure(_ start: UInt64) {
        let elapsed = Self.now() &- start
        lock.lock(); measuring &+= elapsed; calls += 1; lock.unlock()
    }

    func addShaping(_ start: UInt64) {
        let elapsed = Self.now() &- start
        lock.lock(); shaping &+= elapsed; lock.unlock()
    }
}
