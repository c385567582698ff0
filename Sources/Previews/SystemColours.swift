/// iOS's system colours in light and dark appearance, as UIKit defines them (sources: Apple's Human Interface
/// Guidelines, "Color", https://developer.apple.com/design/human-interface-guidelines/color, and the UIColor
/// documentation, https://developer.apple.com/documentation/uikit/uicolor/standard_colors and
/// .../ui_element_colors; the values are listed in docs/platform-facts.md). Each is a CSS colour.
enum SystemColours {
    struct Entry {
        var name: String
        var light: String
        var dark: String
    }

    static let all: [Entry] = tints + greys + labels + backgrounds + fills + extras

    /// The adaptable tints (HIG "Color", iOS default values).
    static let tints: [Entry] = [
        .init(name: "systemRed", light: "#ff3b30", dark: "#ff453a"),
        .init(name: "systemOrange", light: "#ff9500", dark: "#ff9f0a"),
        .init(name: "systemYellow", light: "#ffcc00", dark: "#ffd60a"),
        .init(name: "systemGreen", light: "#34c759", dark: "#30d158"),
        .init(name: "systemMint", light: "#00c7be", dark: "#63e6e2"),
        .init(name: "systemTeal", light: "#30b0c7", dark: "#40c8e0"),
        .init(name: "systemCyan", light: "#32ade6", dark: "#64d2ff"),
        .init(name: "systemBlue", light: "#007aff", dark: "#0a84ff"),
        .init(name: "systemIndigo", light: "#5856d6", dark: "#5e5ce6"),
        .init(name: "systemPurple", light: "#af52de", dark: "#bf5af2"),
        .init(name: "systemPink", light: "#ff2d55", dark: "#ff375f"),
        .init(name: "systemBrown", light: "#a2845e", dark: "#ac8e68"),
    ]

    static let greys: [Entry] = [
        .init(name: "systemGray", light: "#8e8e93", dark: "#8e8e93"),
        .init(name: "systemGray2", light: "#aeaeb2", dark: "#636366"),
        .init(name: "systemGray3", light: "#c7c7cc", dark: "#48484a"),
        .init(name: "systemGray4", light: "#d1d1d6", dark: "#3a3a3c"),
        .init(name: "systemGray5", light: "#e5e5ea", dark: "#2c2c2e"),
        .init(name: "systemGray6", light: "#f2f2f7", dark: "#1c1c1e"),
    ]

    /// Label colours: #3C3C43 / #EBEBF5 at 60 %, 30 %, 18 % (16 % dark) for secondary, tertiary, quaternary.
    static let labels: [Entry] = [
        .init(name: "label", light: "#000000", dark: "#ffffff"),
        .init(name: "secondaryLabel", light: "rgba(60,60,67,.6)", dark: "rgba(235,235,245,.6)"),
        .init(name: "tertiaryLabel", light: "rgba(60,60,67,.3)", dark: "rgba(235,235,245,.3)"),
        .init(name: "quaternaryLabel", light: "rgba(60,60,67,.18)", dark: "rgba(235,235,245,.16)"),
        .init(name: "placeholderText", light: "rgba(60,60,67,.3)", dark: "rgba(235,235,245,.3)"),
        .init(name: "link", light: "#007aff", dark: "#0984ff"),
        .init(name: "separator", light: "rgba(60,60,67,.29)", dark: "rgba(84,84,88,.6)"),
        .init(name: "opaqueSeparator", light: "#c6c6c8", dark: "#38383a"),
    ]

    static let backgrounds: [Entry] = [
        .init(name: "systemBackground", light: "#ffffff", dark: "#000000"),
        .init(name: "secondarySystemBackground", light: "#f2f2f7", dark: "#1c1c1e"),
        .init(name: "tertiarySystemBackground", light: "#ffffff", dark: "#2c2c2e"),
        .init(name: "systemGroupedBackground", light: "#f2f2f7", dark: "#000000"),
        .init(name: "secondarySystemGroupedBackground", light: "#ffffff", dark: "#1c1c1e"),
        .init(name: "tertiarySystemGroupedBackground", light: "#f2f2f7", dark: "#2c2c2e"),
    ]

    static let fills: [Entry] = [
        .init(name: "systemFill", light: "rgba(120,120,128,.2)", dark: "rgba(120,120,128,.36)"),
        .init(name: "secondarySystemFill", light: "rgba(120,120,128,.16)", dark: "rgba(120,120,128,.32)"),
        .init(name: "tertiarySystemFill", light: "rgba(118,118,128,.12)", dark: "rgba(118,118,128,.24)"),
        .init(name: "quaternarySystemFill", light: "rgba(116,116,128,.08)", dark: "rgba(118,118,128,.18)"),
    ]

    /// Not UIKit colours: fixed black and white, materials approximated by a translucent grouped background (a
    /// blur is not drawn), and an app's asset colour, unknown here, as a neutral fill.
    static let extras: [Entry] = [
        .init(name: "black", light: "#000000", dark: "#000000"),
        .init(name: "white", light: "#ffffff", dark: "#ffffff"),
        .init(name: "clear", light: "rgba(0,0,0,0)", dark: "rgba(0,0,0,0)"),
        .init(name: "material", light: "rgba(242,242,247,.85)", dark: "rgba(44,44,46,.85)"),
        .init(name: "asset", light: "rgba(120,120,128,.16)", dark: "rgba(120,120,128,.32)"),
    ]

    static let byName: [String: Entry] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// SwiftUI's names for the same colours (`Color.red`, `.secondary`, `.background`, `.regularMaterial`).
    static let swiftUINames: [String: String] = {
        var m: [String: String] = [
            "primary": "label", "secondary": "secondaryLabel", "tertiary": "tertiaryLabel",
            "quaternary": "quaternaryLabel", "quinary": "quaternarySystemFill",
            "gray": "systemGray", "grey": "systemGray", "background": "systemBackground", "separator": "separator",
            "fill": "systemFill", "link": "link",
            "ultraThinMaterial": "material", "thinMaterial": "material", "regularMaterial": "material",
            "thickMaterial": "material", "ultraThickMaterial": "material", "bar": "material",
        ]
        for t in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"] {
            m[t] = "system" + t.prefix(1).uppercased() + t.dropFirst()
        }
        return m
    }()

    /// `:root` custom properties for both appearances: light by default, dark under `prefers-color-scheme: dark`
    /// unless the page is switched to light, and dark whenever it is switched to dark (`data-scheme`).
    static var css: String {
        let light = all.map { "--ios-\($0.name):\($0.light)" }.joined(separator: ";")
        let dark = all.map { "--ios-\($0.name):\($0.dark)" }.joined(separator: ";")
        return ":root{\(light)}:root[data-scheme=dark]{\(dark)}"
            + "@media (prefers-color-scheme:dark){:root:not([data-scheme=light]){\(dark)}}"
    }
}
