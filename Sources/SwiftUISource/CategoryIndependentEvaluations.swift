import Foundation
import Localization
import ViewModel

/// A preview's evaluations that read no size category, by the rest of their environment (`SwiftPreview.evaluation`).
final class CategoryIndependentEvaluations: @unchecked Sendable {  // under `lock`
    struct Key: Hashable {
        let device: Device
        let boldText: Bool
        let locale: LocaleSetting
    }

    private var results: [Key: Result<Element, Error>] = [:]
    private let lock = NSLock()

    subscript(key: Key) -> Result<Element, Error>? {
        get { lock.withLock { results[key] } }
        set { lock.withLock { results[key] = newValue } }
    }
}
