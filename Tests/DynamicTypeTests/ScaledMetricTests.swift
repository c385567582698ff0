import Testing
import DynamicType

@Test func bodySeventeenAtMediumIsTheMeasured16_333() {
    // Jared Sinclair (2024): UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) at .medium = 16.333…
    let value = ScaledMetric.scale(17, relativeTo: .body, at: .medium)
    #expect(abs(value - 16.333) < 0.001)
}

@Test(arguments: TextStyle.allCases)
func theIdentityPointIsLarge(_ style: TextStyle) {
    #expect(ScaledMetric.scale(24, relativeTo: style, at: .large) == 24)
}

@Test(arguments: ContentSizeCategory.allCases)
func scaledValuesFollowTheLeadingRatioOnTheThirdPointGrid(_ category: ContentSizeCategory) {
    let expected = 44 * TextStyle.body.leading(at: category) / 22
    let value = ScaledMetric.scale(44, at: category)
    #expect(abs(value - expected) <= 1.0 / 6 + 1e-9)
    #expect(abs(value * 3 - (value * 3).rounded()) < 1e-9, "on the @3x pixel grid")
}

@Test func twoXDisplaysRoundToHalfPoints() {
    let value = ScaledMetric.scale(17, relativeTo: .body, at: .medium, displayScale: 2)
    #expect(value == 16.0)  // 16.227 → nearest 0.5
}

@Test func scaledMetricDefaultsToBody() {
    #expect(ScaledMetric.scale(10, at: .accessibility5) == ScaledMetric.scale(10, relativeTo: .body, at: .accessibility5))
}

// The ladder observed on iOS devices with Bold Text on (YMatterType PR 67; material-components-ios issue 2905).
@Test(arguments: [(FontWeight.ultraLight, FontWeight.thin), (.thin, .light), (.light, .regular), (.regular, .semibold),
                  (.medium, .bold), (.semibold, .heavy), (.bold, .black), (.heavy, .black), (.black, .black)])
func boldTextFollowsTheObservedLadder(weight: FontWeight, bold: FontWeight) {
    #expect(weight.boldTextWeight == bold)
}

@Test func weightsParseByNameAndNumber() {
    #expect(FontWeight(parsing: "semibold") == .semibold)
    #expect(FontWeight(parsing: "650")?.value == 650)
    #expect(FontWeight(parsing: "heavyy") == nil)
}
