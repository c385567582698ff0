import Foundation
import Snapshots

/// A golden the run decided to write.
public struct PendingGolden: Sendable {
    public var data: Data
    public var url: URL
    /// The path as reports show it.
    public var display: String
}

/// Where decided goldens go. The run writes through this seam only, so a test can stop or fail a write at a chosen
/// point (the interrupted-recording test stops the process between a complete temporary and its rename).
public protocol GoldenWriting: Sendable {
    func write(_ golden: PendingGolden) throws
}

/// Writes atomically (a reader, or a killed run, sees the old bytes or the new) and only when the bytes change.
public struct AtomicGoldenWriter: GoldenWriting {
    /// Called with each golden's index, once its temporary file is complete and before it is renamed into place.
    public var beforeRename: @Sendable (Int) -> Void
    private let counter = Counter()

    public init(beforeRename: @escaping @Sendable (Int) -> Void = { _ in }) { self.beforeRename = beforeRename }

    public func write(_ pending: PendingGolden) throws {
        if let existing = try? Data(contentsOf: pending.url), existing == pending.data { return }
        let index = counter.next()
        do {
            try FileManager.default.createDirectory(at: pending.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(pending.data, to: pending.url) { beforeRename(index) }
        } catch {
            throw LayoutCheckError(.environment, "\(pending.display): cannot write golden: \(error)")
        }
    }

    private final class Counter: @unchecked Sendable {  // `value` only under `lock`
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value - 1 }
    }
}
