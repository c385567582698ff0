import DynamicType
import Layout
import CheckSettings

/// The environment one frame tree was laid out in, and the thresholds and severities to check it against.
public struct CheckContext: Sendable {
    public var category: ContentSizeCategory
    public var device: Screen
    /// The container's insets around the layout root (list row insets); the root's origin is the content origin.
    public var insets: EdgeInsets
    /// The spec's content variant, copied into findings.
    public var variant: String?
    public var thresholds: Thresholds
    public var rules: RuleConfiguration

    public init(category: ContentSizeCategory, device: Screen, insets: EdgeInsets = EdgeInsets(), variant: String? = nil,
                thresholds: Thresholds = Thresholds(), rules: RuleConfiguration = RuleConfiguration()) {
        self.category = category; self.device = device; self.insets = insets; self.variant = variant
        self.thresholds = thresholds; self.rules = rules
    }

    /// The width the layout root is offered: the screen less the horizontal insets.
    public var contentWidth: Double { device.screenWidth - insets.horizontal }

    /// The screen's horizontal extent in root coordinates (the root sits `insets.leading` from the screen's edge).
    public var screenMinX: Double { -insets.leading }
    public var screenMaxX: Double { device.screenWidth - insets.leading }

    public func severity(for rule: String, default fallback: Severity) -> Severity {
        rules.severities[rule] ?? fallback
    }
}

/// The screen a case is checked on, as checks need it: its name for findings, its width for the edges and its
/// pixel size.
public struct Screen: Hashable, Sendable {
    public var name: String
    /// Points, portrait.
    public var screenWidth: Double
    /// Pixels per point (3 on every current iPhone): `text-overlap` counts overlaps of more than one pixel.
    public var displayScale: Double
    public init(name: String, screenWidth: Double, displayScale: Double = 3) {
        self.name = name; self.screenWidth = screenWidth; self.displayScale = displayScale
    }
}


public struct Thresholds: Hashable, Sendable {
    public var hitTargetStandard: HitTargetStandard
    /// Minimum target side in points; also the circle diameter for WCAG 2.5.8's spacing exception.
    public var hitTargetMinimum: Double
    /// Minimum gap between adjacent targets (`hit-target-spacing`).
    public var targetSpacing: Double
    /// Minimum effective font size (`text-too-small`).
    public var minimumTextSize: Double
    /// Overflow smaller than this is not reported (sub-pixel layout noise): `text-clipped`, `content-overflow`.
    public var overflowTolerance: Double

    public init(hitTargetStandard: HitTargetStandard = .hig, hitTargetMinimum: Double = 44, targetSpacing: Double = 8,
                minimumTextSize: Double = 11, overflowTolerance: Double = 0.5) {
        self.hitTargetStandard = hitTargetStandard; self.hitTargetMinimum = hitTargetMinimum
        self.targetSpacing = targetSpacing; self.minimumTextSize = minimumTextSize
        self.overflowTolerance = overflowTolerance
    }

    /// The alternative rule set: WCAG 2.5.8's 24 pt minimum with its spacing exception.
    public static let wcag258 = Thresholds(hitTargetStandard: .wcag258, hitTargetMinimum: 24)
}

/// Per-rule severity overrides and disabled rules, from the configuration.
