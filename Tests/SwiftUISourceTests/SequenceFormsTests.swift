import Testing
@testable import SwiftUISource

/// The standard library's sequence forms sample data is shaped with in view code, with the standard library's
/// results (ties, order, integer strides).
@Suite struct SequenceFormsTests {
    static let items = """
    struct Item { let name: String; let price: Double; let tags: [String] }
    let items = [Item(name: "Apple", price: 3, tags: ["fruit"]), Item(name: "Bread", price: 3, tags: ["bakery", "fresh"]),
                 Item(name: "Cheese", price: 1, tags: [])]

    """

    @Test func maxByKeepsTheFirstOfEqualElementsAndMinByTheFirstToo() throws {
        let laid = try tree(Self.items + """
        #Preview { VStack { Text(items.max(by: { $0.price < $1.price })!.name); Text(items.min { $0.price < $1.price }!.name) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Apple", text "Cheese")"#)
    }

    @Test func aComparisonOperatorIsTheOrderingFunction() throws {
        let laid = try tree("""
        let scores = [12, 40, 7]
        #Preview { VStack { Text(scores.sorted(by: >).map(String.init).joined(separator: " ")); Text(scores.max(by: <)!.description) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "40 12 7", text "40")"#)
    }

    @Test func aGlobalFunctionNamedWithoutACallIsAFunctionValue() throws {
        let laid = try tree("""
        func size(_ n: Int) -> String {
            switch n {
            case let x where x < 0: return "neg"
            case 0: return "zero"
            case 1...9: return "small"
            default: return "big"
            }
        }
        #Preview { Text([-1, 0, 5, 50].map(size).joined(separator: ",")) }
        """)
        #expect(shape(laid.body) == #"text "neg,zero,small,big""#)
    }

    @Test func aClosuresTupleResultTakesTheLabelsOfItsFunctionType() throws {
        let laid = try tree("""
        struct Span: View {
            let points: [Double]
            let span: (Double) -> (start: Double, end: Double)
            var body: some View {
                VStack {
                    ForEach(points, id: \\.self) { point in
                        let range = span(point)
                        Text("\\(Int(range.start))–\\(Int(range.end))")
                    }
                }
            }
        }
        #Preview { Span(points: [2, 5]) { ($0 - 1, $0 + 1) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "1–3", text "4–6")"#)
    }

    @Test func stringsCompareInSwiftsOrderSoSortedByNameWorks() throws {
        let laid = try tree(Self.items + """
        #Preview { Text(items.sorted(by: { $0.name > $1.name }).map(\\.name).joined(separator: ", ")) }
        """)
        #expect(shape(laid.body) == #"text "Cheese, Bread, Apple""#)
    }

    @Test func reduceIntoUpdatesItsAccumulatorInPlace() throws {
        let laid = try tree(Self.items + """
        #Preview { Text("\\(items.reduce(into: 0) { $0 += $1.tags.count }) tags") }
        """)
        #expect(shape(laid.body) == #"text "3 tags""#)
    }

    @Test func strideAndZipMakeSequencesForEachCanShow() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                ForEach(Array(stride(from: 0, to: 10, by: 4)), id: \\.self) { Text("\\($0)") }
                ForEach(Array(zip(["a", "b", "c"], [1, 2])), id: \\.0) { pair in Text("\\(pair.0)\\(pair.1)") }
                Text("\\(Array(stride(from: 1.0, through: 2.0, by: 0.5)).count)")
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "0", text "4", text "8", text "a1", text "b2", text "3")"#)
    }

    @Test func anInitializerPassedAsAFunctionIsCalledWithEachValue() throws {
        let laid = try tree("""
        #Preview { Text(["1", "x", "3"].compactMap { Int($0) }.map(String.init).joined(separator: "+")) }
        """)
        #expect(shape(laid.body) == #"text "1+3""#)
    }

    @Test func whileAndRepeatLoopsRunUntilTheirConditionFails() throws {
        let laid = try tree("""
        func countdown() -> String { var n = 3; var out = ""; while n > 0 { out += "\\(n)"; n -= 1 }; return out }
        func once() -> String { var n = 0; repeat { n += 1 } while n < 0; return "\\(n)" }
        #Preview { VStack { Text(countdown()); Text(once()) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "321", text "1")"#)
    }

    @Test func aLoopThatNeverEndsIsDiagnosedAtItsLine() {
        let d = diagnostic("""
        func forever() -> String { var n = 0; while true { n += 1 }; return "\\(n)" }
        #Preview { Text(forever()) }
        """)
        #expect(d?.message.contains("a loop of more than 10000 iterations") == true || d?.message.contains("steps") == true)
    }

    @Test func aSwitchOverATupleMatchesElementByElement() throws {
        let laid = try tree("""
        struct Badge: View {
            let count: Int; let muted: Bool
            var body: some View {
                switch (count, muted) {
                case (0, false): Text("none")
                case (1, false): Text("one")
                default: Text("other")
                }
            }
        }
        #Preview { VStack { Badge(count: 1, muted: false); Badge(count: 1, muted: true) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "one", text "other")"#)
    }

    @Test func aStringsFilterKeepsItsCharacters() throws {
        let laid = try tree(#"#Preview { Text("+1 (555) 010-9999".filter { $0 != " " && $0 != "-" }) }"#)
        #expect(shape(laid.body) == #"text "+1(555)0109999""#)
    }
}

/// Swift's patterns and statements as view code writes them: ranges in `switch`, tuple patterns with `_`,
/// `defer`, `AnyView`.
@Suite struct SwiftPatternFormsTests {
    @Test func aSwitchMatchesOpenAndFractionalRanges() throws {
        let laid = try tree("""
        func grade(_ n: Int) -> String { switch n { case 90...: return "A"; case 80..<90: return "B"; case ..<50: return "F"; default: return "C" } }
        func level(_ x: Double) -> String { switch x { case 0..<0.2: return "low"; case 0.2...0.8: return "mid"; default: return "high" } }
        #Preview { VStack { Text(grade(95) + grade(85) + grade(60) + grade(10)); Text(level(0.5)) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "ABCF", text "mid")"#)
    }

    @Test func aTuplePatternWithWildcardsAndBindingsMatchesElementwise() throws {
        let laid = try tree("""
        struct Cell: View {
            let row: Int; let selected: Bool
            var body: some View {
                switch (row, selected) {
                case (_, true): Text("Selected")
                case (let n, false) where n == 0: Text("First")
                default: Text("Row \\(row)")
                }
            }
        }
        #Preview { VStack { Cell(row: 3, selected: true); Cell(row: 0, selected: false); Cell(row: 2, selected: false) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Selected", text "First", text "Row 2")"#)
    }

    @Test func deferRunsAfterTheReturnValueIsTaken() throws {
        let laid = try tree("""
        func label() -> String { var s = "a"; defer { s += "b" }; s += "c"; return s }
        #Preview { Text(label()) }
        """)
        #expect(shape(laid.body) == #"text "ac""#)
    }

    @Test func anAnyViewLaysOutAsTheViewItWraps() throws {
        let laid = try tree(#"#Preview { VStack { AnyView(Text("Erased")); Text("\(Int.max > 0)") } }"#)
        #expect(shape(laid.body) == #"vstack(text "Erased", text "true")"#)
    }
}

/// Functions declared inside a body or a function, as helpers are written next to their use.
@Suite struct NestedFunctionTests {
    @Test func aNestedFunctionIsCalledAndPassedToMap() throws {
        let laid = try tree("""
        struct Team: View {
            let names = ["Ada Lovelace", "Alan Turing"]
            var body: some View {
                func initials(_ name: String) -> String { name.split(separator: " ").map { String($0.prefix(1)) }.joined() }
                return Text(names.map(initials).joined(separator: " · ") + " " + initials("Grace Hopper"))
            }
        }
        #Preview { Team() }
        """)
        #expect(shape(laid.body) == #"text "AL · AT GH""#)
    }

    @Test func aNestedFunctionMayCallItself() throws {
        let laid = try tree("""
        func label() -> String {
            func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
            return "\\(factorial(5))"
        }
        #Preview { Text(label()) }
        """)
        #expect(shape(laid.body) == #"text "120""#)
    }
}

@Suite struct TimerTextTests {
    @Test func aTimerTextIsReportedAsChangingWithTime() {
        let d = diagnostic("#Preview { Text(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)) }")
        #expect(d?.message.contains("counts as time passes") == true)
    }
}

/// Errors the app's code throws: `do`/`catch`, `try?` and `try!`, as Swift runs them.
@Suite struct ThrownErrorTests {
    static let parser = """
    enum ParseError: Error { case empty, tooLong(Int) }
    func title(_ s: String) throws -> String {
        if s.isEmpty { throw ParseError.empty }
        if s.count > 10 { throw ParseError.tooLong(s.count) }
        return s.uppercased()
    }

    """

    @Test func catchClausesRunForTheErrorThrown() throws {
        let laid = try tree(Self.parser + """
        func shown(_ s: String) -> String {
            do { return try title(s) } catch ParseError.empty { return "Untitled" } catch { return "Too long" }
        }
        #Preview { VStack { Text(shown("inbox")); Text(shown("")); Text(shown("a very long title")) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "INBOX", text "Untitled", text "Too long")"#)
    }

    @Test func tryOptionalIsNilWhenTheCodeThrows() throws {
        let laid = try tree(Self.parser + #"#Preview { Text((try? title("")) ?? "none") }"#)
        #expect(shape(laid.body) == #"text "none""#)
    }

    @Test func anErrorNothingCatchesIsReportedWhereItIsThrown() {
        let d = diagnostic(Self.parser + #"#Preview { Text(try! title("")) }"#)
        #expect(d?.message.contains("`try!` traps at run time") == true)
    }
}

/// Forms met in settings rows and formula resolvers: closures stored in properties, tuples taken apart, Optional's
/// `map` on a value, enum cases made where their type is not written.
@Suite struct StoredClosureFormsTests {
    static let fields = """
    struct Field { let title: String; let getter: () -> Int }
    let fields = [Field(title: "Volume", getter: { 4 }), Field(title: "Rate", getter: { 8 })]

    """

    @Test func aZipContainsClosureTakesEachPairApartAndCallsAStoredGetter() throws {
        let laid = try tree(Self.fields + """
        #Preview {
            VStack {
                Text(zip([4, 9], fields).contains { $0 != $1.getter() } ? "changed" : "same")
                Text(zip([4, 8], fields).contains { $0 != $1.getter() } ? "changed" : "same")
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "changed", text "same")"#)
    }

    @Test func containsWithAValueStillComparesElements() throws {
        let laid = try tree("#Preview { Text([1, 2, 3].contains(2) ? \"yes\" : \"no\") }")
        #expect(shape(laid.body) == #"text "yes""#)
    }

    @Test func optionalMapOnANumberAppliesTheFunction() throws {
        let laid = try tree("""
        struct SliderRow: View {
            let display: (Double?) -> String?
            var body: some View { Text(display(12.0) ?? "—") }
        }
        #Preview { SliderRow(display: { value in value.map { String(format: "%.0f fps", $0) } }) }
        """)
        #expect(shape(laid.body) == #"text "12 fps""#)
    }

    @Test func optionalMapOnATupleReadsItsLabels() throws {
        let laid = try tree("""
        struct Gauge: View {
            var range: (min: Double, max: Double)? = (0, 40)
            var body: some View { Text(range.map { "\\(Int($0.max))" } ?? "") }
        }
        #Preview { Gauge() }
        """)
        #expect(shape(laid.body) == #"text "40""#)
    }

    @Test func aSwitchBindsThePayloadOfACaseMadeWithoutItsType() throws {
        let laid = try tree("""
        enum Part { case text(String), value(Int) }
        func render(_ parts: [Part]) -> String {
            parts.map { part in
                switch part {
                case let .text(t): return t
                case let .value(v): return "\\(v)%"
                }
            }.joined()
        }
        #Preview { Text(render([.text("Battery "), .value(80)])) }
        """)
        #expect(shape(laid.body) == #"text "Battery 80%""#)
    }

    @Test func anNSStringLengthCountsUTF16Units() throws {
        let laid = try tree(#"#Preview { Text("\(("café 👍" as NSString).length)") }"#)
        #expect(shape(laid.body) == #"text "7""#)
    }
}

/// Forms met in sample apps' models: typed arrays of enum cases, rectangles from an origin and a size, optional
/// tuples taken apart, a type's own subscript, a dictionary mapped.
@Suite struct ModelFormsTests {
    @Test func anArrayDeclaredOfAnEnumTypeHoldsItsCasesAndTheirMembers() throws {
        let laid = try tree("""
        enum Tag {
            case title(String), city(String)
            var label: String {
                switch self {
                case .title(let s): return s
                case .city(let name): return "📍 " + name
                }
            }
        }
        struct Tags: View {
            private let tags: [Tag] = [.title("Warm"), .city("London")]
            var body: some View {
                VStack { ForEach(0..<tags.count, id: \\.self) { i in Text(tags[i].label) } }
            }
        }
        #Preview { Tags() }
        """)
        #expect(shape(laid.body) == #"vstack(text "Warm", text "📍 London")"#)
    }

    @Test func aRectFromAnOriginAndASizeHasItsCentre() throws {
        let laid = try tree("""
        #Preview {
            let rect = CGRect(origin: CGPoint(x: 10, y: 20), size: CGSize(width: 100, height: 40))
            return Text("\\(Int(rect.midX)),\\(Int(rect.midY))")
        }
        """)
        #expect(shape(laid.body) == #"text "60,40""#)
    }

    @Test func anOptionalTupleIsTakenApartByIfLet() throws {
        let laid = try tree("""
        struct Shelf: View {
            var best: (name: String, price: Int)? = ("Sunflower seeds", 4)
            var body: some View {
                if let (name, price) = best { Text("\\(name) $\\(price)") } else { Text("None") }
            }
        }
        #Preview { VStack { Shelf(); Shelf(best: nil) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Sunflower seeds $4", text "None")"#)
    }

    @Test func aTypesOwnSubscriptIsReadThroughItsGetter() throws {
        let laid = try tree("""
        enum Flavor { case salty, sweet }
        struct Profile {
            var salty = 1
            var sweet = 5
            subscript(flavor: Flavor) -> Int {
                get { switch flavor { case .salty: return salty; case .sweet: return sweet } }
                set { }
            }
        }
        #Preview { Text("Sweet \\(Profile()[.sweet])") }
        """)
        #expect(shape(laid.body) == #"text "Sweet 5""#)
    }

    @Test func aDictionaryMappedIsUnorderedSoOnlyItsSortedFormIsShown() throws {
        let laid = try tree("""
        let sales = ["Glazed": 3, "Jelly": 5]
        #Preview { Text(sales.map { "\\($0.key) \\($0.value)" }.sorted().joined(separator: ", ")) }
        """)
        #expect(shape(laid.body) == #"text "Glazed 3, Jelly 5""#)
        let d = try #require(diagnostic("""
        let sales = ["Glazed": 3, "Jelly": 5]
        #Preview { Text(sales.map { $0.key }.joined()) }
        """))
        #expect(d.message.contains("order"), "\(d)")
    }
}

extension ModelFormsTests {
    @Test func subscriptsTakingTheSameArgumentsAreReportedNotPickedByOrder() throws {
        let d = try #require(diagnostic("""
        struct Catalog {
            subscript(id: String) -> String { "by id" }
            subscript(index: Int) -> String { "by index" }
        }
        #Preview { Text(Catalog()[2]) }
        """))
        #expect(d.message.contains("several subscripts"), "\(d)")
    }

    @Test func anEnumsOwnEmptyCaseKeepsItsOwnImageProperty() throws {
        let laid = try tree("""
        enum Slot {
            case empty, filled
            var image: String { self == .empty ? "placeholder" : "photo" }
        }
        #Preview { Text(Slot.empty.image) }
        """)
        #expect(shape(laid.body) == #"text "placeholder""#)
    }
}

/// A key path of several members reads each in turn (`map(\.low.value)`).
@Suite struct NestedKeyPathTests {
    @Test func aKeyPathThroughANestedValueReadsTheInnerMember() throws {
        let texts = try laidTexts("""
        struct Temperature { let value: Double }
        struct Day { let name: String; let low: Temperature }
        struct Week: View {
            let days = [Day(name: "Mon", low: Temperature(value: 12)), Day(name: "Tue", low: Temperature(value: 9))]
            var body: some View { Text("Low \\(Int(days.map(\\.low.value).min() ?? 0))°") }
        }
        #Preview { Week() }
        """)
        #expect(texts == ["Low 9°"])
    }

    @Test func aStringSplitByAClosureDropsEmptyPieces() throws {
        let texts = try laidTexts("""
        struct WordCount: View {
            let text: String
            var body: some View {
                Text(verbatim: "\\(text.split { $0.isWhitespace }.count) words, \\(text.split(whereSeparator: \\.isNewline).count) lines")
            }
        }
        #Preview { WordCount(text: "Weekend shop\\nDon't  forget the oil") }
        """)
        #expect(texts == ["6 words, 2 lines"])
    }
}

/// `makeIterator()`/`next()` and `AnyIterator`, drained by `Array(_:)` and `for … in` in order.
@Suite struct IteratorTests {
    @Test func anAnyIteratorYieldsUntilItsClosureGivesNil() throws {
        let texts = try laidTexts("""
        enum Grid {
            static func rows(of size: Int, _ tiles: [String]) -> AnyIterator<[String]> {
                var remaining = tiles.makeIterator()
                return AnyIterator {
                    let row = stride(from: 0, to: size, by: 1).compactMap { _ in remaining.next() }
                    return row.isEmpty ? nil : row
                }
            }
        }
        #Preview {
            VStack {
                ForEach(Array(Grid.rows(of: 2, ["Lights", "Heat", "Door", "Fan", "Blinds"])), id: \\.self) { row in
                    Text(row.joined(separator: " · "))
                }
            }
        }
        """)
        #expect(texts == ["Lights · Heat", "Door · Fan", "Blinds"])
    }

    @Test func aForLoopRunsOverAnIteratorsRemainingElements() throws {
        let texts = try laidTexts("""
        #Preview {
            var it = ["a", "b", "c"].makeIterator()
            let first = it.next() ?? "-"
            var rest: [String] = []
            for x in AnyIterator({ it.next() }) { rest.append(x) }
            return Text("\\(first) then \\(rest.joined())")
        }
        """)
        #expect(texts == ["a then bc"])
    }
}

/// A range is held by its bounds, as Swift's `ClosedRange` and `Range` are, and listed where it is gone through.
@Suite struct RangeValueTests {
    @Test func aRangeKnowsItsBoundsAndCountHoweverLargeItIs() throws {
        let texts = try laidTexts("""
        struct Opening { var salary: ClosedRange<Int>; var floors: Range<Int> }
        #Preview {
            let job = Opening(salary: 85_000...105_000, floors: 2..<5)
            let r = 3...7
            return VStack {
                Text("\\(job.salary.lowerBound)–\\(job.salary.upperBound), \\(job.salary.count) steps")
                Text("\\(r.lowerBound)…\\(r.upperBound) has \\(r.count); floors \\(job.floors.upperBound), \\(job.floors.contains(5))")
                Text(job.salary.contains(90_000) ? "In range" : "Out of range")
            }
        }
        """)
        #expect(texts == ["85,000–105,000, 20,001 steps", "3…7 has 5; floors 5, false", "In range"])
    }

    @Test func aRangeIsListedWhereItIsGoneThrough() throws {
        let texts = try laidTexts("""
        #Preview {
            let stars = 1...3
            return HStack { ForEach(stars, id: \\.self) { Text("\\($0)") }; Text(stars.map(String.init).joined()) }
        }
        """)
        #expect(texts == ["1", "2", "3", "123"])
    }

    @Test func aRangeWhoseUpperBoundIsBelowItsLowerTraps() {
        let d = diagnostic("""
        #Preview { let n = 2; return Text("\\((5...n).count)") }
        """)
        #expect(d?.message.contains("upper bound is below its lower one traps at run time") == true)
    }
}

@Suite struct RangeConsumersTests {
    @Test func aRangeLimitsLinesPairsWithZipAndMatchesInASwitch() throws {
        let texts = try laidTexts("""
        #Preview {
            let cold = -10...5
            let label: (Int) -> String = { t in switch t { case cold: return "cold"; default: return "mild" } }
            return VStack {
                Text(zip(1...3, ["a", "b", "c"]).map { "\\($0)\\($1)" }.joined(separator: " ")).lineLimit(1...2)
                Text("\\(label(2)) \\(label(12)) \\(Set(0..<4).count)")
            }
        }
        """)
        #expect(texts == ["1a 2b 3c", "cold mild 4"])
    }
}

@Suite struct RangeLimitsTests {
    @Test func anExtensionOfAnIntegerRangeReadsItsBounds() throws {
        let texts = try laidTexts("""
        extension ClosedRange where Bound == Int { var spread: Int { upperBound - lowerBound } }
        #Preview { Text("\\((40_000...65_000).spread)") }
        """)
        #expect(texts == ["25,000"])
    }

    @Test func aRangeAtTheEdgesOfIntIsDiagnosedNotTrapped() {
        let d = diagnostic("""
        #Preview { Text("\\((Int.min...Int.max).count)") }
        """)
        #expect(d?.message.contains("more than Int.max: Swift traps") == true)
    }
}
