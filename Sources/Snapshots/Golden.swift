import Checks
import CheckSettings

/// One golden file: a (spec, device) at every variant and size category.
///
/// ```json
/// {
///   "device": "iphone-16",
///   "engineVersion": "0.1.0",
///   "fontHashes": {"Inter-Regular.ttf": "…sha256…"},
///   "schemaVersion": 2,
///   "spec": "LibraryBookCard",
///   "variants": {
///     "long": {
///       "categories": [
///         {
///           "category": "xSmall",
///           "elements": {
///             "card/favorite": {"frame": [305, 0, 44, 44], "hitTarget": [44, 44], "role": "button"},
///             "card/title": {"fontSize": 20, "frame": [136, 0, 161, 48], "lines": 2, "truncated": false}
///           },
///           "findings": [
///             {"element": "card/title", "measured": {"unit": "lines", "value": 2}, "rule": "text-truncated", …}
///           ]
///         }, …12 categories in order…
/// ```
public struct Golden: Codable, Hashable, Sendable {
    /// Bump when the format changes meaning; a golden from a newer version is refused, not misread.
    /// 2: elements keyed by identity (`card/title`), not by paths of view kinds; 1 is read and migrated
    /// (`migrated(to:)`).
    public static let currentSchemaVersion = 2
    /// The variant name for specs without variants.
    public static let defaultVariant = "default"

    public var schemaVersion: Int
    public var engineVersion: String
    /// `[font file name: SHA-256 hex]` of the fonts the layout was measured with.
    public var fontHashes: [String: String]
    public var spec: String
    public var device: String
    public var variants: [String: GoldenVariant]

    public init(schemaVersion: Int = Golden.currentSchemaVersion, engineVersion: String, fontHashes: [String: String],
                spec: String, device: String, variants: [String: GoldenVariant]) {
        self.schemaVersion = schemaVersion; self.engineVersion = engineVersion; self.fontHashes = fontHashes
        self.spec = spec; self.device = device; self.variants = variants
    }
}

public struct GoldenVariant: Codable, Hashable, Sendable {
    /// In size order (xSmall … accessibility5), so the file reads top to bottom as the text grows.
    public var categories: [GoldenCategory]
    public init(categories: [GoldenCategory]) { self.categories = categories }
}

public struct GoldenCategory: Codable, Hashable, Sendable {
    /// `ContentSizeCategory.name`.
    public var category: String
    /// Keyed by element path: every named element, every tappable one and every adaptive stack.
    public var elements: [String: GoldenElement]
    /// Sorted by element, rule, related element.
    public var findings: [GoldenFinding]
    public init(category: String, elements: [String: GoldenElement], findings: [GoldenFinding]) {
        self.category = category; self.elements = elements; self.findings = findings
    }
}

public struct GoldenElement: Codable, Hashable, Sendable {
    /// x, y, width, height in root coordinates: the element's outermost frame (modifiers included).
    public var frame: [Double]
    /// Text only.
    public var lines: Int?
    public var truncated: Bool?
    public var fontSize: Double?
    /// Tappable only: width, height of the node carrying the role.
    public var hitTarget: [Double]?
    public var role: String?
    /// Adaptive stacks and ViewThatFits: the branch taken.
    public var branch: String?

    public init(frame: [Double], lines: Int? = nil, truncated: Bool? = nil, fontSize: Double? = nil,
                hitTarget: [Double]? = nil, role: String? = nil, branch: String? = nil) {
        self.frame = frame; self.lines = lines; self.truncated = truncated; self.fontSize = fontSize
        self.hitTarget = hitTarget; self.role = role; self.branch = branch
    }
}

public struct GoldenFinding: Codable, Hashable, Sendable {
    public var rule: String
    public var element: String
    public var related: String?
    public var severity: Severity
    public var measured: Measure?
    public var suppressed: Bool

    public init(rule: String, element: String, related: String? = nil, severity: Severity, measured: Measure? = nil,
                suppressed: Bool = false) {
        self.rule = rule; self.element = element; self.related = related; self.severity = severity
        self.measured = measured; self.suppressed = suppressed
    }

    /// What makes two findings "the same" across runs: measured values and severity may drift, identity does not.
    public var identity: FindingIdentity { FindingIdentity(rule: rule, element: element, related: related) }
}

public struct FindingIdentity: Hashable, Sendable, Comparable {
    public var rule: String
    public var element: String
    public var related: String?

    public static func < (a: Self, b: Self) -> Bool {
        (a.element, a.rule, a.related ?? "") < (b.element, b.rule, b.related ?? "")
    }
}
