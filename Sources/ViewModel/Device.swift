/// A screen a spec is checked on, portrait, in points (docs/platform-facts.md, "Devices and margins").
public struct Device: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var width: Double
    public var height: Double
    /// 2 or 3: the pixel grid scaled metrics round to, and the divider hairline (1/scale pt).
    public var displayScale: Double
    /// The root view's leading/trailing layout margin: "either 16 or 20 points" (UIKit `layoutMargins`);
    /// 16 for compact width (every iPhone in portrait), 20 for regular width (iPad).
    public var layoutMargin: Double

    public init(name: String, width: Double, height: Double, displayScale: Double, layoutMargin: Double? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.displayScale = displayScale
        self.layoutMargin = layoutMargin ?? (width >= 700 ? 20 : 16)
    }

    public var description: String { "\(name) (\(Int(width)) pt @\(Int(displayScale))x)" }

    /// Presets, portrait points and scale from docs/platform-facts.md, "Devices and margins".
    public static let presets: [Device] = [
        Device(name: "iphone-se-1", width: 320, height: 568, displayScale: 2),
        Device(name: "iphone-se", width: 375, height: 667, displayScale: 2),
        Device(name: "iphone-13-mini", width: 375, height: 812, displayScale: 3),
        Device(name: "iphone-11", width: 414, height: 896, displayScale: 2),
        Device(name: "iphone-14", width: 390, height: 844, displayScale: 3),
        Device(name: "iphone-16", width: 393, height: 852, displayScale: 3),
        Device(name: "iphone-16-pro", width: 402, height: 874, displayScale: 3),
        Device(name: "iphone-16-plus", width: 430, height: 932, displayScale: 3),
        Device(name: "iphone-16-pro-max", width: 440, height: 956, displayScale: 3),
        Device(name: "ipad-mini", width: 744, height: 1133, displayScale: 2),
        Device(name: "ipad-11", width: 834, height: 1194, displayScale: 2),
        Device(name: "ipad-13", width: 1024, height: 1366, displayScale: 2),
    ]

    /// Other names for the same screens (models that share a point size and scale).
    public static let aliases: [String: String] = [
        "iphone-5s": "iphone-se-1", "iphone-se-3": "iphone-se", "iphone-se-2": "iphone-se", "iphone-8": "iphone-se",
        "iphone-12-mini": "iphone-13-mini", "iphone-12": "iphone-14", "iphone-13": "iphone-14", "iphone-16e": "iphone-14",
        "iphone-15": "iphone-16", "iphone-15-pro": "iphone-16", "iphone-14-pro": "iphone-16", "iphone-17": "iphone-16-pro",
        "iphone-15-plus": "iphone-16-plus", "iphone-15-pro-max": "iphone-16-plus", "iphone-17-pro-max": "iphone-16-pro-max",
        "ipad-pro-11": "ipad-11", "ipad-pro-13": "ipad-13",
    ]

    public static func preset(named name: String) -> Device? {
        let key = name.lowercased()
        let target = aliases[key] ?? key
        return presets.first(where: { $0.name == target })
    }

    public static var acceptedNames: [String] { presets.map(\.name) + aliases.keys.sorted() }

    /// The project default when neither the spec nor `layoutcheck.yml` names devices: the smallest current
    /// iPhone, a mid-size one and the largest.
    public static let defaultDevices: [Device] = ["iphone-se", "iphone-16", "iphone-16-pro-max"].map { preset(named: $0)! }
}
