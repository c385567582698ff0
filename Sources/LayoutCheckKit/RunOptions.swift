import DynamicType
import Localization
import Snapshots
import CheckSettings

/// What one `layoutcheck` run is asked to do. Every field left nil falls back to `layoutcheck.yml`, then to the
/// built-in default (command-line flags override the configuration).
public struct RunOptions: Sendable {
    /// The project root: where `layoutcheck.yml`, `layouts/` and `golden/` are looked for.
    public var root: String
    /// An explicit configuration file; nil = `<root>/layoutcheck.yml` when it exists.
    public var configPath: String?
    public var layoutsDirectory: String?
    public var goldenDirectory: String?
    /// Spec files or spec names to run; empty = all. A filtered run never touches other specs' goldens.
    public var specFilters: [String]
    public var devices: [String]?
    public var categories: [ContentSizeCategory]?
    public var boldText: Bool?
    /// `--locale ar,de`: these locales instead of the configured ones (a what-if run, like `--category`).
    public var locales: [LocaleSetting]? = nil
    /// `--record[=mode]`; nil = from the environment (`LAYOUTCHECK_RECORD`), configuration or default.
    public var record: RecordMode?
    public var prune: Bool
    /// `--accept-findings`: recording may accept new errors into goldens (else `record: {acceptFindings:}`).
    public var acceptFindings = false
    public var tolerance: Double?
    /// `--shard I/N` (1-based I): this machine runs the specs whose position in the sorted list ≡ I−1 mod N.
    public var shard: Shard?
    public var environment: [String: String]
    /// `--html DIR`: also write preview pages of every case there (before goldens are written, so a failing run
    /// shows golden and current side by side).
    public var htmlDirectory: String? = nil
    /// Where goldens are written (a test can fault it); atomic file writes by default.
    public var goldenWriter: any GoldenWriting = AtomicGoldenWriter()

    public init(root: String = ".", configPath: String? = nil, layoutsDirectory: String? = nil, goldenDirectory: String? = nil,
                specFilters: [String] = [], devices: [String]? = nil, categories: [ContentSizeCategory]? = nil,
                boldText: Bool? = nil, record: RecordMode? = nil, prune: Bool = false, tolerance: Double? = nil,
                shard: Shard? = nil, environment: [String: String] = [:]) {
        self.root = root
        self.configPath = configPath
        self.layoutsDirectory = layoutsDirectory
        self.goldenDirectory = goldenDirectory
        self.specFilters = specFilters
        self.devices = devices
        self.categories = categories
        self.boldText = boldText
        self.record = record
        self.prune = prune
        self.tolerance = tolerance
        self.shard = shard
        self.environment = environment
    }
}

public struct Shard: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        index = i
        count = n
    }

    public func includes(position: Int) -> Bool { position % count == index - 1 }
    public var description: String { "\(index)/\(count)" }
}
