import Testing
@testable import SwiftUISource

/// Sets and a dictionary's keys: what does not depend on their unspecified order is evaluated, what does is reported.
@Suite struct UnorderedCollectionTests {
    @Test func aDictionaryCountsWithADefaultAndSumsItsValuesInAnyOrder() throws {
        let laid = try tree("""
        struct Tally: View {
            var body: some View {
                var counts: [String: Int] = [:]
                for word in ["tea", "cake", "tea"] { counts[word, default: 0] += 1 }
                let total = counts.values.reduce(0, +)
                return Text("\\(counts["tea", default: 0]) tea, \\(counts["jam", default: 0]) jam, \\(total) in all")
            }
        }
        #Preview { Tally() }
        """)
        #expect(shape(laid.body) == #"text "2 tea, 0 jam, 3 in all""#)
    }

    @Test func aSetOfOneElementHasOneOrder() throws {
        let texts = try laidTexts("""
        #Preview {
            let tags: Set<String> = ["travel"]
            VStack {
                Text(tags.first ?? "none")
                ForEach(tags.map { $0.uppercased() }, id: \\.self) { Text($0) }
            }
        }
        """)
        #expect(texts == ["travel", "TRAVEL"])
    }

    @Test func aLoopOverASetThatOnlyCountsRunsInAnyOrder() throws {
        let texts = try laidTexts("""
        struct Task { var tags: Set<String>; var isDone: Bool }
        #Preview {
            let tasks = [Task(tags: ["home", "urgent"], isDone: false), Task(tags: ["home"], isDone: false),
                         Task(tags: ["work"], isDone: true)]
            var counts: [String: Int] = [:]
            for task in tasks where !task.isDone {
                for tag in task.tags { counts[tag, default: 0] += 1 }
            }
            var open = 0
            for (_, n) in counts { if n > 0 { open += 1 } }
            return Text("home \\(counts["home", default: 0]), urgent \\(counts["urgent", default: 0]), \\(open) tags")
        }
        """)
        #expect(texts == ["home 2, urgent 1, 2 tags"])
    }

    @Test func aLoopOverASetWhoseBodyDependsOnTheOrderIsReported() {
        let d = diagnostic("""
        #Preview {
            var names = ""
            for tag in Set(["home", "work"]) { names += tag }
            return Text(names)
        }
        """)
        #expect(d?.message.contains("runs in an order Swift leaves unspecified") == true, "\(d?.message ?? "")")
    }

    @Test func aCountingLoopWhoseConditionReadsItsOwnCountIsReported() {
        let d = diagnostic("""
        #Preview {
            var seen = 0
            var homeFirst = 0
            for tag in Set(["home", "work"]) {
                if tag == "home" && seen == 0 { homeFirst += 1 }
                seen += 1
            }
            return Text("\\(homeFirst)")
        }
        """)
        #expect(d?.message.contains("runs in an order Swift leaves unspecified") == true)
    }

    static let pantry = """
    @Model final class Food {
        var id: String
        var owned = 0
        init(id: String) { self.id = id }
    }

    """

    @Test func aLoopOverFetchedModelsThatSetsEachOnesOwnPropertyRunsInAnyOrder() throws {
        // An unsorted fetch has no order; each iteration changes only its own model, from values no iteration
        // changes, so any order gives the same.
        let texts = try laidTexts(Self.pantry + """
        #Preview {
            let container = try! ModelContainer(for: Food.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            container.mainContext.insert(Food(id: "seeds"))
            container.mainContext.insert(Food(id: "suet"))
            let stock = ["seeds": 4]
            for food in try! container.mainContext.fetch(FetchDescriptor<Food>()) {
                if let n = stock[food.id] { food.owned = n }
            }
            let foods = try! container.mainContext.fetch(FetchDescriptor<Food>(sortBy: [SortDescriptor(\\.id)]))
            return Text(foods.map { "\\($0.id) \\($0.owned)" }.joined(separator: ", "))
        }
        """)
        #expect(texts == ["seeds 4, suet 0"])
    }

    @Test func aLoopSettingElementsFromWhatItChangesIsReported() {
        // `food.owned = last` reads a value each iteration changes: the result depends on the order.
        let d = diagnostic(Self.pantry + """
        #Preview {
            let container = try! ModelContainer(for: Food.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            container.mainContext.insert(Food(id: "seeds"))
            container.mainContext.insert(Food(id: "suet"))
            var last = 0
            for food in try! container.mainContext.fetch(FetchDescriptor<Food>()) { food.owned = last; last += 1 }
            return Text("\\(last)")
        }
        """)
        #expect(d?.message.contains("runs in an order Swift leaves unspecified") == true, "\(d?.message ?? "")")
    }

    @Test func theFirstOfASetOfTwoIsStillReported() {
        let d = diagnostic("""
        #Preview { Text(Set(["travel", "food"]).first ?? "none") }
        """)
        #expect(d?.message.contains("order Swift leaves unspecified") == true, "\(d?.message ?? "")")
    }

    @Test func summingFractionsInAnUnspecifiedOrderIsStillReported() {
        let d = diagnostic("""
        #Preview {
            let prices: [String: Double] = ["tea": 2.1, "cake": 3.35]
            Text("\\(prices.values.reduce(0, +))")
        }
        """)
        #expect(d?.message.contains("order Swift leaves unspecified") == true, "\(d?.message ?? "")")
    }

    @Test func summingUnknownValuesReportsWhyTheyAreUnknown() {
        let d = diagnostic("""
        #Preview {
            let sales: [String: Int] = ["tea": Int.random(in: 1...9), "cake": 4]
            Text("\\(sales.values.reduce(0, +))")
        }
        """)
        #expect(d?.message.contains("random") == true, "\(d?.message ?? "")")
    }

    @Test func aDictionaryBuiltFromPairsIsReadByKey() throws {
        let laid = try tree("""
        struct Stand { let city: String; let sales: Int }
        struct Totals: View {
            let stands = [Stand(city: "Cupertino", sales: 4), Stand(city: "London", sales: 7), Stand(city: "London", sales: 2)]
            var body: some View {
                let latest = Dictionary(uniqueKeysWithValues: stands.prefix(2).map { ($0.city, $0.sales) })
                let summed = Dictionary(stands.map { ($0.city, $0.sales) }, uniquingKeysWith: +)
                return Text("\\(latest["London"] ?? 0) of \\(summed["London"] ?? 0)")
            }
        }
        #Preview { Totals() }
        """)
        #expect(shape(laid.body) == #"text "7 of 9""#)
    }

    @Test func aRepeatedKeyInUniqueKeysWithValuesIsTheTrapItIs() {
        let d = diagnostic("""
        #Preview {
            let names = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)])
            Text("\\(names.count)")
        }
        """)
        #expect(d?.message.contains("traps at run time") == true, "\(d?.message ?? "")")
    }

    @Test func aSetCountsDistinctElementsAndAnswersContains() throws {
        let laid = try tree("""
        struct Filters: View {
            @State private var selected: Set<String> = ["wifi", "bluetooth", "wifi"]
            var body: some View {
                VStack {
                    Text("\\(selected.count) selected")
                    if selected.contains("wifi") { Text("Wi-Fi on") }
                    Text(selected.sorted().joined(separator: ", "))
                    Text(Set([1, 2, 3]).intersection([2, 3, 4]).isEmpty ? "none" : "overlap")
                }
            }
        }
        #Preview { Filters() }
        """)
        #expect(shape(laid.body) == #"vstack(text "2 selected", text "Wi-Fi on", text "bluetooth, wifi", text "overlap")"#)
    }

    @Test func groupedDictionaryKeysAreShownOnceSorted() throws {
        let laid = try tree("""
        struct Item { let name: String; let aisle: String }
        let items = [Item(name: "Milk", aisle: "Dairy"), Item(name: "Bread", aisle: "Bakery"), Item(name: "Cheese", aisle: "Dairy")]
        #Preview {
            let groups = Dictionary(grouping: items, by: \\.aisle)
            VStack {
                ForEach(groups.keys.sorted(), id: \\.self) { aisle in
                    Text("\\(aisle): \\(groups[aisle]!.map(\\.name).joined(separator: ", "))")
                }
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "Bakery: Bread", text "Dairy: Milk, Cheese")"#)
    }

    @Test func showingASetInItsOwnOrderIsReported() {
        let d = diagnostic("""
        #Preview { Text(Set(["b", "a"]).joined(separator: ", ")) }
        """)
        #expect(d?.message.contains("depends on an order Swift leaves unspecified") == true)
    }
}
