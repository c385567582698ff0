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
func scaledValuesLieOnTheThirdPointGridAndGrowWithTheBase(_ category: ContentSizeCategory) {
    var previous = -Double.infinity
    for base in stride(from: 1.0, through: 200, by: 0.5) {
        let value = ScaledMetric.scale(base, at: category)
        #expect(abs(value * 3 - (value * 3).rounded()) < 1e-9, "on the @3x pixel grid")
        #expect(value >= previous, "\(base) at \(category)")
        previous = value
    }
}

@Test func betweenMeasuredBasesTheValueIsInterpolated() {
    // body at AX5: 17 → 48, 18 → 50.667 (measured); 17.5 lies between them.
    let value = ScaledMetric.scale(17.5, relativeTo: .body, at: .accessibility5)
    #expect(value > 48 && value < 50.667)
}

@Test func negativeLengthsScaleLikeTheirMagnitude() {
    #expect(ScaledMetric.scale(-17, relativeTo: .body, at: .accessibility5) == -48)
}

@Test func customFontsScaleToWholePoints() {
    // UIFontMetrics.scaledFont(for:) on iOS 26: body 17 → 16 at Medium, 8 → 23 at AX5 (value 22.667).
    #expect(ScaledMetric.scaledFontSize(17, relativeTo: .body, at: .medium) == 16)
    #expect(ScaledMetric.scaledFontSize(8, relativeTo: .body, at: .accessibility5) == 23)
}

@Test func twoXDisplaysRoundToHalfPoints() {
    let value = ScaledMetric.scale(17, relativeTo: .body, at: .medium, displayScale: 2)
    #expect(value == 16.5)  // measured 16.333 at @3x → nearest 0.5
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
