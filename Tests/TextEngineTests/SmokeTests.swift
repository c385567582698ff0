import Testing
import TextEngine

@Test func smoke() throws {
    let engine = try Fixtures.engine()
    for w in [nil, 200.0, 100, 40] as [Double?] {
        let m = try engine.measure(TextRequest("The quick brown fox jumps over the lazy dog, www.example.com", size: 17, width: w))
        print(w as Any, m.lines.map { "\($0.text)|\($0.width)" }, m.height, m.naturalWidth)
    }
    let t = try engine.measure(TextRequest("The quick brown fox jumps over the lazy dog", size: 17, width: 100, lineLimit: 2))
    print(t.lines, t.truncated)
    for mode in Truncation.allCases {
        let t = try engine.measure(TextRequest("The quick brown fox jumps over the lazy dog", size: 17, width: 100, lineLimit: 1, truncation: mode))
        print(t.lines, t.truncated)
    }
    let s = try engine.measure(TextRequest("The quick brown fox jumps", size: 17, width: 150, lineLimit: 1, minimumScaleFactor: 0.5))
    print(s.lines, s.effectiveSize, s.truncated)
    print(engine.statistics)
}
