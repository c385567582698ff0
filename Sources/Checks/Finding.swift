import DynamicType
import Layout
import CheckSettings


/// A number with its unit, or a width×height pair: what was measured and what a rule requires.
/// Encoded as `{"unit":"pt","value":40}` or `{"height":44,"unit":"pt","width":40}`.
public struct Measure: Codable, Hashable, Sendable, CustomStringConvertible {
    public var value: Double?
    public var width: Double?
    public var height: Double?
    public var unit: String

    public init(value: Double? = nil, width: Double? = nil, height: Double? = nil, unit: String) {
        self.value = value; self.width = width; self.height = height; self.unit = unit
    }

    public static func points(_ value: Double) -> Measure { Measure(value: value, unit: "pt") }
    public static func size(_ size: Size) -> Measure { Measure(width: size.width, height: size.height, unit: "pt") }
    public static func lines(_ count: Int) -> Measure { Measure(value: Double(count), unit: "lines") }

    /// "12 pt", "40×44 pt", "3 lines".
    public var description: String {
        if let width, let height { return "\(fmt(width))×\(fmt(height)) \(unit)" }
        if unit == "lines", value == 1 { return "1 line" }
        return "\(value.map(fmt) ?? "?") \(unit)"
    }
}

/// One problem a rule found on one element in one environment (size category, device, variant).
/// Codable; encode with sorted keys (JSONEncoder `.sortedKeys` or `CanonicalJSON`) for a stable key order.
public struct Finding: Hashable, Sendable {
    /// Stable rule id, e.g. `text-truncated` (see `allRules`).
    public var rule: String
    public var severity: Severity
    /// Stable element path, e.g. `card/adaptiveStack/title` (see `ElementTree`).
    public var element: String
    /// The spec's `id:` for the element, when it has one.
    public var elementID: String?
    /// A second element involved (the neighbour of a too-close target), as a path.
    public var relatedElement: String?
    public var category: ContentSizeCategory
    public var device: String
    public var variant: String?
    public var measured: Measure?
    public var required: Measure?
    /// One sentence saying why, e.g. "Truncated by its line limit of 2 lines."
    public var cause: String
    /// For `text-truncated`: which constraint truncated it (`lineLimit`, `height`, `width`).
    public var constraint: String?
    public var source: SourceLocation?
    /// Kept, not dropped, when the element or an ancestor carries `ignore: [rule]`.
    public var suppressed: Bool
    public var suppressionReason: String?

    public init(rule: String, severity: Severity, element: String, elementID: String? = nil,
                relatedElement: String? = nil, category: ContentSizeCategory, device: String, variant: String? = nil,
                measured: Measure? = nil, required: Measure? = nil, cause: String, constraint: String? = nil,
                source: SourceLocation? = nil, suppressed: Bool = false, suppressionReason: String? = nil) {
        self.rule = rule; self.severity = severity; self.element = element; self.elementID = elementID
        self.relatedElement = relatedElement; self.category = category; self.device = device; self.variant = variant
        self.measured = measured; self.required = required; self.cause = cause; self.constraint = constraint
        self.source = source; self.suppressed = suppressed; self.suppressionReason = suppressionReason
    }
}

extension Finding: Codable {
    enum CodingKeys: String, CodingKey {
        case rule, severity, element, elementID, relatedElement, category, device, variant, measured, required
        case cause, constraint, source, suppressed, suppressionReason
    }

    struct Location: Codable {
        var file: String
        var line: Int
        var column: Int
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let categoryName = try c.decode(String.self, forKey: .category)
        guard let category = ContentSizeCategory(parsing: categoryName) else {
            throw DecodingError.dataCorruptedError(forKey: .category, in: c,
                                                   debugDescription: "unknown size category '\(categoryName)'")
        }
        self.init(rule: try c.decode(String.self, forKey: .rule),
                  severity: try c.decode(Severity.self, forKey: .severity),
                  element: try c.decode(String.self, forKey: .element),
                  elementID: try c.decodeIfPresent(String.self, forKey: .elementID),
                  relatedElement: try c.decodeIfPresent(String.self, forKey: .relatedElement),
                  category: category,
                  device: try c.decode(String.self, forKey: .device),
                  variant: try c.decodeIfPresent(String.self, forKey: .variant),
                  measured: try c.decodeIfPresent(Measure.self, forKey: .measured),
                  required: try c.decodeIfPresent(Measure.self, forKey: .required),
                  cause: try c.decode(String.self, forKey: .cause),
                  constraint: try c.decodeIfPresent(String.self, forKey: .constraint),
                  source: try c.decodeIfPresent(Location.self, forKey: .source)
                      .map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) },
                  suppressed: try c.decodeIfPresent(Bool.self, forKey: .suppressed) ?? false,
                  suppressionReason: try c.decodeIfPresent(String.self, forKey: .suppressionReason))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(element, forKey: .element)
        try c.encodeIfPresent(elementID, forKey: .elementID)
        try c.encodeIfPresent(relatedElement, forKey: .relatedElement)
        try c.encode(category.name, forKey: .category)
        try c.encode(device, forKey: .device)
        try c.encodeIfPresent(variant, forKey: .variant)
        try c.encodeIfPresent(measured, forKey: .measured)
        try c.encodeIfPresent(required, forKey: .required)
        try c.encode(cause, forKey: .cause)
        try c.encodeIfPresent(constraint, forKey: .constraint)
        try c.encodeIfPresent(source.map { Location(file: $0.file, line: $0.line, column: $0.column) }, forKey: .source)
        try c.encode(suppressed, forKey: .suppressed)
        try c.encodeIfPresent(suppressionReason, forKey: .suppressionReason)
    }
}
