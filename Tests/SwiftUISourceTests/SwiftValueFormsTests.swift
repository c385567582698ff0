import Testing
@testable import SwiftUISource

/// Int and Double are different types, as in Swift; what is not implemented is diagnosed, never guessed.
@Suite struct SwiftValueTests {
    @Test func integerDivisionTruncatesAndLiteralsTakeTheirContextsType() throws {
        let laid = try tree("""
        struct Stats: View {
            let total = 10
            var perRow: CGFloat { 10 / 4 }
            var body: some View {
                VStack {
                    Text("\\(total / 4) per page")
                    Text("\\(perRow) pt")
                    Text("\\(10 / 4.0)")
                }
                .frame(width: 100 / 8)
            }
        }
        #Preview { Stats() }
        """)
        // A Text key prints a CGFloat or Double with `%lf`, as SwiftUI does.
        #expect(shape(laid.body) == "frame(vstack(text \"2 per page\", text \"2.500000 pt\", text \"2.500000\"))")
        guard case .frame(let f, _) = laid.body.kind else { Issue.record("no frame"); return }
        #expect(f.width == 12.5)
    }

    @Test func anImplicitInitOfANumberTypeConvertsAsTheTypesInitializerDoes() throws {
        let laid = try tree("""
        struct Row: View {
            var gap: CGFloat
            var km: Double
            var seats: Int
            var body: some View {
                VStack(spacing: gap) { Text(String(format: "%.1f km", km)); Text("\\(seats) seats") }
            }
        }
        #Preview { Row(gap: .init(12), km: .init(5.25), seats: .init(3.9)) }
        """)
        // `Int(3.9)` drops the fraction.
        #expect(shape(laid.body) == "vstack(text \"5.2 km\", text \"3 seats\")", "\(shape(laid.body))")
        guard case .stack(let stack) = laid.body.kind else { Issue.record("no stack"); return }
        #expect(stack.spacing == 12)
    }

    @Test func anImplicitInitOfAViewParameterIsDiagnosedWithTheViewsName() throws {
        let d = try #require(diagnostic("""
        struct Tile: View {
            var label: Text
            var body: some View { label.padding() }
        }
        #Preview { Tile(label: .init("Hello")) }
        """))
        #expect(d.message.contains("`.init(…)` where a `Text` is expected is not evaluated: write `Text(…)`"), "\(d.message)")
    }

    @Test func anImplicitInitOfAColourOrShapeParameterIsCarriedSinceItOnlyDraws() throws {
        let texts = try laidTexts("""
        struct Swatch: View {
            var tint: Color
            var shape: RoundedRectangle
            var body: some View { Text("Brand").padding().foregroundStyle(tint).clipShape(shape) }
        }
        #Preview { Swatch(tint: .init(red: 0.2, green: 0.4, blue: 0.6), shape: .init(cornerRadius: 8)) }
        """)
        #expect(texts == ["Brand"])
    }

    @Test func stringFormatAndRepeatingPrintAsFoundationDoes() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                Text(String(format: "%.2f km", 3.14159))
                Text(String(format: "%d of %@", 3, "five"))
                Text(String(repeating: "ab ", count: 3))
                Text("Kitchen lights".uppercased().prefix(7))
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"3.14 km\", text \"3 of five\", text \"ab ab ab \", text \"KITCHEN\")")
    }

    @Test func aFormatConversionGivenTheWrongKindOfNumberIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(String(format: \"%.1f\", 3)) }"))
        #expect(d.message.contains("%f") && d.message.contains("Int"))
    }

    @Test func integerDivisionByZeroIsDiagnosed() throws {
        let d = try #require(diagnostic("#Preview { Text(\"\\(7 / 0)\") }"))
        #expect(d.message.contains("division by zero"))
    }
}

/// Values layout never reads are carried along; what layout reads is known or diagnosed where it is read.
@Suite struct UnknownValueTests {
    @Test func aURLAndAnActionOfAnotherModuleDoNotStopTheRow() throws {
        let laid = try tree("""
        struct HelpRow: View {
            let title: String
            let url: URL
            var body: some View {
                HStack {
                    Link(title, destination: url)
                    Button("Share") { Analytics.shared.track(.share) }
                }
            }
        }
        #Preview { HelpRow(title: "Documentation", url: URL(string: "https://example.com/docs")!) }
        """)
        #expect(shape(laid.body).contains("text \"Documentation\""))
        #expect(shape(laid.body).contains("text \"Share\""))
    }

    @Test func anUnknownValueShownAsTextIsDiagnosedWithItsCause() throws {
        let d = try #require(diagnostic("""
        #Preview {
            VStack {
                Text("Title")
                Text(RemoteConfig.shared.banner)
            }
        }
        """))
        #expect(d.location.line == 4)
        #expect(d.message.contains("RemoteConfig"))
    }

    @Test func tryAndBindingConstantsEvaluate() throws {
        let laid = try tree("""
        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View { Text(isOn ? "On" : "Off") }
        }
        #Preview { VStack { Switch(isOn: .constant(true)); Switch(isOn: Binding.constant(false)) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"On\", text \"Off\")")
    }
}

/// Everyday Swift forms of models and sample data.
@Suite struct SwiftFormsTests {
    @Test func enumCasesWithAssociatedValuesAreBuiltAndMatched() throws {
        let laid = try tree("""
        enum LoadState {
            case loading
            case loaded([String])
            case failed(message: String)
        }
        struct Status: View {
            let state: LoadState
            var body: some View {
                switch state {
                case .loading: Text("Loading…")
                case .loaded(let names): Text("\\(names.count) rooms")
                case let .failed(message): Text(message)
                }
            }
        }
        #Preview {
            VStack {
                Status(state: .loaded(["Hall", "Attic"]))
                Status(state: LoadState.failed(message: "Offline"))
                if case .failed(let m) = LoadState.failed(message: "x"), m == "x" { Text("matched") }
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"2 rooms\", text \"Offline\", text \"matched\")")
    }

    @Test func initializersRunStatementsLoopsAndVariadicHelpers() throws {
        let laid = try tree("""
        final class Fixture {
            var names: [String] = []
            var lookup = ["a": "Alpha", "b": "Beta"]
            init(count: Int) {
                for i in 0..<count where i != 1 { names.append("Room \\(i)") }
                names.append(contentsOf: ["Hall"])
                _ = Fixture.describe("x", "y", "z")
            }
            static func describe(_ parts: String...) -> String { parts.joined(separator: "-") }
        }
        extension Array { }
        struct Rooms: View {
            let fixture: Fixture
            var body: some View {
                VStack {
                    Text(Fixture.describe("a", "b"))
                    Text(fixture.names.joined(separator: ","))
                    Text(fixture.lookup["b"] ?? "?")
                    if #available(iOS 17, *) { Text("new") } else { Text("old") }
                }
            }
        }
        #Preview { Rooms(fixture: Fixture(count: 3)) }
        """)
        #expect(shape(laid.body) == "vstack(text \"a-b\", text \"Room 0,Room 2,Hall\", text \"Beta\", text \"new\")")
    }

    @Test func collectionFunctionsTakeClosuresAndKeyPaths() throws {
        let laid = try tree("""
        struct Item { let name: String; let price: Double }
        let items = [Item(name: "Tea", price: 3), Item(name: "Cake", price: 4.5), Item(name: "Jam", price: 2)]
        #Preview {
            VStack {
                Text(items.map(\\.name).sorted().joined(separator: ", "))
                Text(items.first(where: { $0.price > 4 })?.name ?? "none")
                Text("\\(items.reduce(0) { $0 + $1.price })")
                Text(items.sorted { $0.price < $1.price }.map(\\.name).joined())
            }
        }
        """)
        #expect(shape(laid.body) == "vstack(text \"Cake, Jam, Tea\", text \"Cake\", text \"9.500000\", text \"JamTeaCake\")")
    }

    @Test func anAssetImageFromAGeneratedResourceNeedsASize() throws {
        let d = try #require(diagnostic("#Preview { Image(.logo) }"))
        #expect(d.message.contains("logo"))
        let laid = try tree("#Preview { Image(.logo).resizable().frame(width: 40, height: 40) }")
        #expect(shape(laid.body) == "frame(image)")
    }
}

/// Limits on what one evaluation may do, each a located diagnostic.
@Suite struct EvaluationLimitTests {
    @Test func runawayWorkStopsWithADiagnosticAtTheExpression() throws {
        let d = try #require(diagnostic("""
        enum Table { static func total() -> Int { var n = 0; for i in 0..<9000 { for j in 0..<30 { n += i * j } }; return n } }
        #Preview { Text("\\(Table.total())") }
        """))
        #expect(d.message.contains("steps"))
    }

    @Test func aLoopOfMoreThanTenThousandIterationsIsRefused() throws {
        let d = try #require(diagnostic("""
        enum Big { static func count() -> Int { var n = 0; for _ in 0..<20000 { n += 1 }; return n } }
        #Preview { Text("\\(Big.count())") }
        """))
        #expect(d.message.contains("10,000"))
    }
}

/// `truncatingRemainder(dividingBy:)`, as apps split a duration into minutes and seconds.
@Suite struct TruncatingRemainderTests {
    @Test func aDurationIsSplitWithTheRemainderOfItsDivision() throws {
        let laid = try tree("""
        struct Elapsed: View {
            let seconds: Double = 125.5
            var body: some View {
                Text("\\(Int(seconds / 60)):\\(String(format: "%02d", Int(seconds.truncatingRemainder(dividingBy: 60))))")
            }
        }
        #Preview { VStack { Elapsed(); Text("\\((-7.5).truncatingRemainder(dividingBy: 2))") } }
        """)
        // The remainder keeps the dividend's sign (fmod), unlike `remainder(dividingBy:)`.
        #expect(shape(laid.body) == #"vstack(text "2:05", text "-1.500000")"#)
    }
}

/// `formatted(.list(…))` on an array, as Foundation's ListFormatStyle writes it in the development language.
@Suite struct ListFormatTests {
    func text(_ expression: String) throws -> String {
        let laid = try tree("#Preview { Text(\(expression)) }")
        guard case .text(let t) = laid.body.kind else { return shape(laid.body) }
        return t.string
    }

    @Test func namesAreJoinedWithCommasAndTheConjunction() throws {
        #expect(try text(#"["Ada", "Grace", "Linus"].formatted(.list(type: .and))"#) == "Ada, Grace, and Linus")
        #expect(try text(#"["Ada", "Grace"].formatted(.list(type: .or))"#) == "Ada or Grace")
        #expect(try text(#"["Ada", "Grace", "Linus"].formatted()"#) == "Ada, Grace, and Linus")
    }

    @Test func numbersAreFormattedByTheMemberStyle() throws {
        #expect(try text("[1200, 3, 45].formatted(.list(memberStyle: .number, type: .and))") == "1,200, 3, and 45")
    }

    @Test func numbersWithoutAMemberStyleAreReported() {
        #expect(diagnostic("#Preview { Text([1, 2].formatted(.list(type: .and))) }")?.message.contains("memberStyle") == true)
    }
}

/// Letters made from their code (`UnicodeScalar(65 + i)`) and optional patterns in enum payloads.
@Suite struct ScalarAndOptionalPatternTests {
    @Test func aScalarFromItsCodeIsThatLetter() throws {
        let texts = try laidTexts("""
        #Preview { VStack { ForEach(0..<3, id: \\.self) { i in Text(String(UnicodeScalar(65 + i)!) + ".") } } }
        """)
        #expect(texts == ["A.", "B.", "C."])
    }

    @Test func anOptionalPatternMatchesOnlyAValue() throws {
        let texts = try laidTexts("""
        enum Limit { case capped(Int?) }
        func describe(_ l: Limit) -> String {
            switch l { case .capped(let max?): return "max \\(max)"; case .capped(nil): return "none" }
        }
        #Preview { VStack { Text(describe(.capped(4))); Text(describe(.capped(nil))) } }
        """)
        #expect(texts == ["max 4", "none"])
    }
}
