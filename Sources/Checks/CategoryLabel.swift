import DynamicType

extension ContentSizeCategory {
    /// How sentences name a category: SwiftUI's name below the accessibility sizes (`xSmall`, `xxxLarge`) and the
    /// short form above (`AX3`), as designers say them ("truncates from AX3", "40×44 pt at xSmall").
    public var label: String { isAccessibilitySize ? shortName : name }
}
