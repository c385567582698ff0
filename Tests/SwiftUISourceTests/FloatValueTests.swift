import Testing
@testable import SwiftUISource

/// A `Float` is 32 bits: each operation rounds to single precision and it prints as Swift prints a Float. The
/// expected texts are what Swift 6.3 prints for the same code compiled natively.
@Suite struct FloatValueTests {
    @Test func floatArithmeticRoundsToSinglePrecisionAndPrintsAsAFloat() throws {
        let texts = try laidTexts("""
        #Preview {
            let a: Float = 0.1
            let b: Float = 0.2
            let x: Float = 10 / 4
            return Text(verbatim: "\\(a + b) \\(x) \\(Float(10) / 3) \\(-a) \\(Float.pi)")
        }
        """)
        #expect(texts == ["0.3 2.5 3.3333333 -0.1 3.1415925"])
    }

    @Test func aFloatWidenedToADoubleShowsItsSinglePrecisionDigits() throws {
        let texts = try laidTexts("""
        #Preview { let a: Float = 0.1; return Text(verbatim: "\\(Double(a)) \\(Double(Float(1.1))) \\(Float(1.1))") }
        """)
        #expect(texts == ["0.10000000149011612 1.100000023841858 1.1"])
    }

    @Test func aStoredFloatPropertyComparesWithALiteralAsAFloat() throws {
        let texts = try laidTexts("""
        struct Track { var rating: Float; var progress: Float = 0.1 }
        #Preview {
            let t = Track(rating: 4.1)
            return Text(verbatim: "\\(t.rating) \\(t.progress * 3) \\(t.rating == 4.1) \\(t.progress < 0.1)")
        }
        """)
        #expect(texts == ["4.1 0.3 true false"])
    }

    @Test func floatRawValuesArraysAndMethodsStayFloats() throws {
        let texts = try laidTexts("""
        enum Rate: Float { case half = 0.5, slow = 0.75 }
        #Preview {
            let parts: [Float] = [0.1, 0.2, 0.3]
            let total = parts.reduce(0, +)
            return Text(verbatim: "\\(Rate.slow.rawValue * 3) \\(total) \\(Float(2.5).rounded()) \\(Float(7).truncatingRemainder(dividingBy: 2.5)) \\(parts.map { $0 * 7 })")
        }
        """)
        #expect(texts == ["2.25 0.6 3.0 2.0 [0.7, 1.4, 2.1000001]"])
    }

    @Test func aFloatParsedFromAStringIsAFloat() throws {
        let texts = try laidTexts("""
        #Preview { Text(verbatim: "\\(Float("4.35")!) \\(String(format: "%.2f", Float(2.675)))") }
        """)
        #expect(texts == ["4.35 2.67"])
    }
}

/// `"\(array)"` prints as Swift's `Array.description`: each element's debug description.
@Suite struct ArrayDescriptionTests {
    @Test func anInterpolatedArrayPrintsItsElementsDebugDescriptions() throws {
        let texts = try laidTexts("""
        #Preview {
            let tags = ["cozy", "say \\"hi\\""]
            let seats: [Int?] = [12, nil]
            return Text(verbatim: "\\(tags) \\([[1, 2], [3]]) \\(seats) \\([Double]())")
        }
        """)
        #expect(texts == [#"["cozy", "say \"hi\""] [[1, 2], [3]] [Optional(12), nil] []"#])
    }
}

/// Everyday values the fourth probe round found printed wrong, each as Swift 6.3 prints it compiled natively.
@Suite struct PrintedValueTests {
    @Test func unicodeEscapesAndRawStringsReadAsSwiftReadsThem() throws {
        let texts = try laidTexts(##"""
        #Preview {
            VStack {
                Text(verbatim: "caf\u{E9} \u{1F600} \"q\" \\ \("e\u{301}".count)")
                Text(verbatim: #"raw \n \#u{E9}"#)
            }
        }
        """##)
        #expect(texts == ["café 😀 \"q\" \\ 1", "raw \\n é"])
    }

    @Test func aLazyPropertyKeepsTheValueOfItsFirstRead() throws {
        let texts = try laidTexts("""
        final class Basket { var count = 1; lazy var summary: String = "\\(count) items" }
        #Preview { let b = Basket(); _ = b.summary; b.count = 2; return Text(verbatim: "\\(b.summary), \\(b.count)") }
        """)
        #expect(texts == ["1 items, 2"])
    }

    @Test func integerLiteralsGivenToAConversionDivideAsInts() throws {
        let texts = try laidTexts("""
        #Preview { Text(verbatim: "\\(Double(7 / 2)) \\(Float(9 / 4)) \\(Double(7.0 / 2))") }
        """)
        #expect(texts == ["3.0 2.0 3.5"])
    }

    @Test func splitKeepsEmptyPiecesWhenAskedAndStopsAtMaxSplits() throws {
        let texts = try laidTexts("""
        #Preview {
            Text(verbatim: "a,,b,".split(separator: ",", omittingEmptySubsequences: false).joined(separator: "|")
                 + " " + "a,,b,".split(separator: ",", maxSplits: 1).joined(separator: "|"))
        }
        """)
        #expect(texts == ["a||b| a|,b,"])
    }

    @Test func stringDescribingAnOptionalPrintsTheOptional() throws {
        let texts = try laidTexts("""
        #Preview { let gate: String? = "B12"; let seat: Int? = nil; return Text(verbatim: String(describing: gate) + " " + String(describing: seat)) }
        """)
        #expect(texts == [#"Optional("B12") nil"#])
    }

    @Test func aCurrencyFormatterWithNoFractionDigitsShowsWholeUnits() throws {
        let texts = try laidTexts("""
        #Preview {
            let f = NumberFormatter()
            f.numberStyle = .currency
            f.locale = Locale(identifier: "en_US")
            f.maximumFractionDigits = 0
            return Text(verbatim: f.string(from: 1886.28)!)
        }
        """)
        #expect(texts == ["$1,886"])
    }
}
