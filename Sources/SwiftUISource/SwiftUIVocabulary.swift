import DynamicType

/// Names SwiftUI defines that the evaluator knows.
enum SwiftUIVocabulary {
    /// Types whose static members (`Font.headline`, `Color.blue`) read as constants.
    static let types: Set<String> = [
        "Font", "Color", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "DynamicTypeSize",
        "ContentSizeCategory", "CGFloat", "Double", "Int", "Text", "Image", "Axis", "TextAlignment", "LegibilityWeight",
        "Material", "ShapeStyle", "UIColor", "ControlSize", "Date", "Calendar", "UIDevice", "Float", "EmptyView", "AnyView",
        "Decimal", "Bool", "UInt64", "UInt", "TimeInterval", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
        // Singletons of a running app (`Interpreter.runtimeSingletons`) and the device's screen.
        "FileManager", "UserDefaults", "ProcessInfo", "Bundle", "NotificationCenter", "UIApplication", "URLSession",
        "UIScreen", "WidgetFamily", "ColorScheme", "LayoutDirection",
        // Core Graphics' and SwiftUI's geometry (`CGSize.zero`, `UnitPoint.center`), the same as the implicit members.
        "CGSize", "CGPoint", "CGRect", "CGVector", "UnitPoint",
        // `ByteCountFormatter.string(fromByteCount:countStyle:)`, `ListFormatter.localizedString(byJoining:)`
        // (Interpreter+Formatters.swift).
        "ByteCountFormatter", "ListFormatter",
        // `Duration.seconds(2700)` (Interpreter+Durations.swift).
        "Duration",
    ]

    /// Module names that qualify a framework name (`SwiftUI.List` is SwiftUI's even where the sources define a `List`).
    static let modules: Set<String> = ["SwiftUI", "Foundation", "SwiftData", "Swift"]

    /// SwiftUI's `DynamicTypeSize` cases and the older `ContentSizeCategory` names.
    static func category(named name: String) -> ContentSizeCategory? {
        if let c = ContentSizeCategory.allCases.first(where: { $0.name == name }) { return c }
        let legacy: [String: ContentSizeCategory] = [
            "extraSmall": .xSmall, "extraLarge": .xLarge, "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge,
            "accessibilityMedium": .accessibility1, "accessibilityLarge": .accessibility2,
            "accessibilityExtraLarge": .accessibility3, "accessibilityExtraExtraLarge": .accessibility4,
            "accessibilityExtraExtraExtraLarge": .accessibility5,
        ]
        return legacy[name]
    }
}
