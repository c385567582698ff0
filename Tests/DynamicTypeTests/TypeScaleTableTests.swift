import Testing
@testable import DynamicType

/// The HIG table as Apple's HIG prints it (docs/platform-facts.md, "Type scale"), pasted verbatim, so the test checks the
/// engine's table against an independent transcription cell for cell.
private let referenceTable = """
| Large Title | 31/38 | 32/39 | 33/40 | **34/41** | 36/43 | 38/46 | 40/48 | 44/52 | 48/57 | 52/61 | 56/66 | 60/70 |
| Title 1     | 25/31 | 26/32 | 27/33 | **28/34** | 30/37 | 32/39 | 34/41 | 38/46 | 43/51 | 48/57 | 53/62 | 58/68 |
| Title 2     | 19/24 | 20/25 | 21/26 | **22/28** | 24/30 | 26/32 | 28/34 | 34/41 | 39/47 | 44/52 | 50/59 | 56/66 |
| Title 3     | 17/22 | 18/23 | 19/24 | **20/25** | 22/28 | 24/30 | 26/32 | 31/38 | 37/44 | 43/51 | 49/58 | 55/65 |
| Headline    | 14/19 | 15/20 | 16/21 | **17/22** | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
| Body        | 14/19 | 15/20 | 16/21 | **17/22** | 19/24 | 21/26 | 23/29 | 28/34 | 33/40 | 40/48 | 47/56 | 53/62 |
| Callout     | 13/18 | 14/19 | 15/20 | **16/21** | 18/23 | 20/25 | 22/28 | 26/32 | 32/39 | 38/46 | 44/52 | 51/60 |
| Subhead     | 12/16 | 13/18 | 14/19 | **15/20** | 17/22 | 19/24 | 21/28 | 25/31 | 30/37 | 36/43 | 42/50 | 49/58 |
| Footnote    | 12/16 | 12/16 | 12/16 | **13/18** | 15/20 | 17/22 | 19/24 | 23/29 | 27/33 | 33/40 | 38/46 | 44/52 |
| Caption 1   | 11/13 | 11/13 | 11/13 | **12/16** | 14/19 | 16/21 | 18/23 | 22/28 | 26/32 | 32/39 | 37/44 | 43/51 |
| Caption 2   | 11/13 | 11/13 | 11/13 | **11/13** | 13/18 | 15/20 | 17/22 | 20/25 | 24/30 | 29/35 | 34/41 | 40/48 |
"""

private let higNames: [String: TextStyle] = [
    "Large Title": .largeTitle, "Title 1": .title, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
    "Body": .body, "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption 1": .caption,
    "Caption 2": .caption2,
]

private struct Cell: Sendable, CustomStringConvertible {
    var style: TextStyle, category: ContentSizeCategory, size: Double, leading: Double
    var description: String { "\(style) @ \(category)" }
}

private let referenceCells: [Cell] = referenceTable.split(separator: "\n").flatMap { row -> [Cell] in
    let columns = row.split(separator: "|").map { $0.trimmingCharacters(in: " *") }
    let style = higNames[columns[0]]!
    return columns.dropFirst().enumerated().map { index, cell in
        let parts = cell.split(separator: "/").map { Double($0)! }
        return Cell(style: style, category: ContentSizeCategory(rawValue: index)!, size: parts[0], leading: parts[1])
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = self
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}

@Test func referenceTableHas132Cells() {
    #expect(referenceCells.count == 132)
}

@Test(arguments: referenceCells)
private func sizeAndLeadingMatchTheHIG(_ cell: Cell) {
    let metrics = cell.style.metrics(at: cell.category)
    #expect(metrics.size == cell.size)
    #expect(metrics.leading == cell.leading)
}

@Test(arguments: TextStyle.allCases)
func onlyHeadlineIsSemiboldAtEveryCategory(_ style: TextStyle) {
    for category in ContentSizeCategory.allCases {
        #expect(style.metrics(at: category).weight == (style == .headline ? .semibold : .regular))
    }
}

@Test func largeIsTheDefaultAndBodyIs17There() {
    #expect(ContentSizeCategory.default == .large)
    #expect(TextStyle.body.size(at: .default) == 17)
}

@Test func typeScaleJSONIsKeyedBySwiftUINames() {
    let json = TypeScaleTable.json()
    #expect(json.contains("\"largeTitle\": {"))
    #expect(json.contains("\"accessibility5\": {\"size\": 60, \"leading\": 70, \"weight\": \"regular\","))
    #expect(json.contains("\"caption2\": {"))
    #expect(TypeScaleTable.json() == json, "deterministic")
}

@Test func typeScaleJSONShowsTheTextMetricsAndScaledMetricFactorTheEngineUses() {
    // body at Large: SF's line height 17 × 1.193359 = 20.287, UIFont.leading 22 − 20.287 = 1.713, factor 1.
    #expect(TypeScaleTable.json().contains(
        "\"large\": {\"size\": 17, \"leading\": 22, \"weight\": \"regular\", \"lineHeight\": 20.287, \"lineSpacing\": 1.713, \"scaledMetricFactor\": 1}"))
    // headline at AX4 scales 64 to 148.333 on iOS 26: 2.317708.
    #expect(TypeScaleTable.json().contains("\"scaledMetricFactor\": 2.317708}"))
}
