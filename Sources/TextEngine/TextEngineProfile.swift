import Foundation

/// Where a profiling engine's time goes, for `layoutcheck bench layouts`: each thread's CPU time
/// (CLOCK_THREAD_CPUTIME_ID, so time other processes take on a loaded machine is not counted), summed over threads.
/// Off by default; when on, each `measure` call pays two clock reads and a lock, each shaping two more.
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

    /// This thread's CPU time in nanoseconds.
    public static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    func addMeasure(_ start: UInt64) {
        let elapsed = Self.now() &- start
        lock.lock(); measuring &+= elapsed; calls += 1; lock.unlock()
    }

    func addShaping(_ start: UInt64) {
        let elapsed = Self.now() &- start
        lock.lock(); shaping &+= elapsed; lock.unlock()
    }
}
