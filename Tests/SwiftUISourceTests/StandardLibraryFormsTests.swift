import Testing
@testable import SwiftUISource

/// Standard-library and Foundation forms the fifth probe round found blocking or printed wrong. The expected texts
/// are what Swift 6.3 prints for the same code compiled natively.
@Suite struct StandardLibraryFormsTests {
    @Test func narrowIntegersConvertAsTheirWidthDefines() throws {
        let texts = try laidTexts(#"""
        #Preview {
            Text(verbatim: "\(Int8(clamping: 300)) \(Int8(clamping: -300)) \(UInt8(truncatingIfNeeded: -1)) \(Int8("300") == nil) \(Int("ff", radix: 16)!) \(Int8.max) \(UInt16.max)")
        }
        """#)
        #expect(texts == ["127 -128 255 true 255 127 65535"])
    }

    @Test func aNarrowIntegerThatDoesNotFitTraps() throws {
        let d = try #require(diagnostic(#"#Preview { Text(verbatim: "\(Int8(300))") }"#))
        #expect(d.message.contains("does not fit in Int8"))
    }

    @Test func zipWithAOneSidedRangeForCaseAndModuleQualifiedFunctions() throws {
        let texts = try laidTexts(#"""
        #Preview {
            var out = ""
            for case let x? in [1, nil, 3] as [Int?] { out += "\(x)" }
            return Text(verbatim: zip(1..., ["Jan", "Feb"]).map { "\($0).\($1)" }.joined(separator: " ") + " " + out + " \(Swift.min(3, 5))")
        }
        """#)
        #expect(texts == ["1.Jan 2.Feb 13 3"])
    }

    @Test func anEnumCasePrintsItsAssociatedValues() throws {
        let texts = try laidTexts(#"""
        enum Status { case failed(message: String), pair(Int, Double), opt(Int?), list([String]), idle }
        #Preview {
            Text(verbatim: "\(Status.failed(message: "x \"y\"")) \(Status.pair(1, 2)) \(Status.opt(nil)) \(Status.opt(3)) \(Status.list(["a"])) \(Status.idle)")
        }
        """#)
        #expect(texts == [#"failed(message: "x \"y\"") pair(1, 2.0) opt(nil) opt(Optional(3)) list(["a"]) idle"#])
    }

    @Test func anEnumCaseHoldingAModelIsNotPrintedWithoutItsModule() throws {
        let d = try #require(diagnostic(#"""
        enum Kind { case big }
        enum Status { case nested(Kind) }
        #Preview { Text(verbatim: "\(Status.nested(.big))") }
        """#))
        #expect(d.message.contains("module's name"))
    }

    @Test func parsedDatesTrigonometryAndDurationsAsFoundationGivesThem() throws {
        let texts = try laidTexts(#"""
        extension Duration { var clock: String { let s = components.seconds; return String(format: "%d:%02d", s / 60, s % 60) } }
        #Preview {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.dateFormat = "yyyy-MM-dd"
            let zero: Duration = .zero
            return Text(verbatim: "\(f.date(from: "2024-03-04")!.timeIntervalSince1970) \(f.date(from: "nope") == nil) \(Int(2 * 6_371_000 * atan2(0.001, 0.999))) \(Duration.seconds(1210) > .zero) \(Duration.seconds(1210).clock) \(zero.components.seconds)")
        }
        """#)
        #expect(texts == ["1709510400.0 true 12754 true 20:10 0"])
    }

    @Test func tuplesTakeTheLabelsOfTheDeclaredResultAndALazyInitializerChangesSelf() throws {
        let texts = try laidTexts(#"""
        final class Watchlist {
            var log: [String] = []
            lazy var counted: Int = { log.append("counted"); return 3 }()
        }
        func coaches() -> [(name: String, classes: Int)] { ["Lena": 2].map { ($0.key, $0.value) } }
        #Preview {
            let list = Watchlist()
            let n = list.counted
            return Text(verbatim: coaches().map { "\($0.name) \($0.classes)" }.joined() + " \(n) \(list.log)")
        }
        """#)
        #expect(texts == [#"Lena 2 3 ["counted"]"#])
    }

    @Test func narrowIntegerFieldsDecodeInTheirWidth() throws {
        let texts = try laidTexts(#"""
        struct Chore: Decodable { let title: String; let level: Int8 }
        #Preview {
            let ok = try? JSONDecoder().decode(Chore.self, from: Data(#"{"title": "Dishes", "level": 2}"#.utf8))
            let big = try? JSONDecoder().decode(Chore.self, from: Data(#"{"title": "Dishes", "level": 300}"#.utf8))
            return Text(verbatim: "\(ok!.title) \(ok!.level) \(big == nil)")
        }
        """#)
        #expect(texts == ["Dishes 2 true"])
    }
}

/// SwiftUI forms the fifth probe round found dropped or refused.
@Suite struct ProbedSwiftUIFormsTests {
    @Test func aPickerOverARangeForEachIsTaggedByItsElements() throws {
        let texts = try laidTexts(#"""
        #Preview { Form { Picker("Count", selection: .constant(1)) { ForEach(0..<3) { Text("Item \($0)") } } } }
        """#)
        #expect(texts.contains("Item 1"))
    }

    @Test func aSlidersValueLabelsAreLaidOutAtItsEnds() throws {
        let texts = try laidTexts(#"""
        #Preview {
            Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: { Text("Min") } maximumValueLabel: { Text("Max") }
        }
        """#)
        #expect(texts == ["Min", "Max"])
    }

    @Test func aProviderOfStatementsIsNamedByItsViewsDisplayName() throws {
        let found = previews("""
        struct Named_Previews: PreviewProvider {
            static var previews: some View {
                let title = "Hello"
                Text(title).previewDisplayName("Greeting")
            }
        }
        """)
        #expect(found.map(\.previewName) == ["Greeting"])
    }
}

/// An AttributedString's drawing attributes change no width; one in its own font is reported.
@Suite struct AttributedStringAttributeTests {
    @Test func colourAndUnderlineAttributesLeaveTheTextAsItIs() throws {
        let texts = try laidTexts(#"""
        #Preview {
            var s = AttributedString("Episode 42 of 50")
            s.foregroundColor = .secondary
            if let r = s.range(of: "42") { s[r].underlineStyle = .single }
            let found = "Episode 42".range(of: "EPISODE", options: .caseInsensitive).map { String("Episode 42"[$0]) } ?? "-"
            return VStack { Text(s); Text(found) }
        }
        """#)
        #expect(texts == ["Episode 42 of 50", "Episode"])
    }

    @Test func aRunInItsOwnFontIsReported() throws {
        let d = try #require(diagnostic(#"""
        #Preview {
            var s = AttributedString("1994 · 2h 22m")
            if let r = s.range(of: "1994") { s[r].font = .caption.bold() }
            return Text(s)
        }
        """#))
        #expect(d.message.contains("given its own `font`"))
    }
}
