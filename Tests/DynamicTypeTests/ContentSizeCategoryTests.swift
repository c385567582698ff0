import Testing
import DynamicType

@Test func thereAreTwelveCategoriesInOrder() {
    #expect(ContentSizeCategory.allCases.map(\.name) == [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ])
    #expect(ContentSizeCategory.xxxLarge < .accessibility1)
}

@Test(arguments: [
    ("xS", ContentSizeCategory.xSmall), ("xSmall", .xSmall), ("extraSmall", .xSmall), ("L", .large),
    ("large", .large), ("xxxL", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge), ("AX1", .accessibility1),
    ("ax5", .accessibility5), ("accessibility3", .accessibility3), ("accessibilityMedium", .accessibility1),
    ("accessibilityExtraExtraExtraLarge", .accessibility5), ("UICTContentSizeCategoryAccessibilityXL", .accessibility3),
    (" Medium ", .medium),
])
func aliasesPeopleTypeAreAccepted(_ input: String, _ expected: ContentSizeCategory) {
    #expect(ContentSizeCategory(parsing: input) == expected)
}

@Test(arguments: ["huge", "AX6", "", "xxxxL"])
func unknownCategoryNamesAreRejected(_ input: String) {
    #expect(ContentSizeCategory(parsing: input) == nil)
}

@Test(arguments: ContentSizeCategory.allCases)
func accessibilitySizesStartAtAccessibility1(_ category: ContentSizeCategory) {
    #expect(category.isAccessibilitySize == category.name.hasPrefix("accessibility"))
}

@Test func textStylesParseSwiftUIAndUIKitNames() {
    #expect(TextStyle(parsing: "title1") == .title)
    #expect(TextStyle(parsing: "caption1") == .caption)
    #expect(TextStyle(parsing: "subhead") == .subheadline)
    #expect(TextStyle(parsing: "LargeTitle") == .largeTitle)
    #expect(TextStyle(parsing: "bodyy") == nil)
}

@Test func clampingToARangeLimitsTheCategory() {
    let upToAX3 = ContentSizeRange(upper: .accessibility3)
    #expect(upToAX3.clamp(.accessibility5) == .accessibility3)
    #expect(upToAX3.clamp(.small) == .small)
    let nested = ContentSizeRange(lower: .small).intersection(ContentSizeRange(upper: .large))
    #expect(nested.clamp(.xSmall) == .small)
    #expect(nested.clamp(.xxLarge) == .large)
}

@Test func anInvertedRangeAppliesOnlyItsMaximum() {
    // UIKit: "If you set an invalid range, so that the minimum is greater than the maximum, only the maximum value applies."
    let inverted = ContentSizeRange(lower: .accessibility2, upper: .medium)
    #expect(inverted.clamp(.xSmall) == .xSmall)
    #expect(inverted.clamp(.accessibility5) == .medium)
}
