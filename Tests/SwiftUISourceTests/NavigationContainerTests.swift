import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// What an iPhone shows of a split view, a tab view and an animator.
@Suite struct NavigationContainerTests {
    @Test func aSplitViewShowsItsSidebarOnAnIPhone() throws {
        let root = try tree("""
        struct MailApp: View {
            var body: some View {
                NavigationSplitView {
                    List { Text("Inbox"); Text("Archive") }
                } detail: {
                    Text("Select a mailbox")
                }
            }
        }
        #Preview { MailApp() }
        """).body
        #expect(shape(root).contains("text \"Inbox\""))
        #expect(!shape(root).contains("Select a mailbox"))
    }

    @Test func aSplitViewShowsThePreferredCompactColumn() throws {
        let root = try tree("""
        #Preview {
            NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
                Text("Mailboxes")
            } detail: {
                Text("Message from a sender with a very long name")
            }
        }
        """).body
        #expect(shape(root) == "text \"Message from a sender with a very long name\"")
    }

    @Test func aTabViewShowsItsFirstTabAndListsTheBarItemAsNotChecked() throws {
        let laid = try tree("""
        #Preview {
            TabView {
                Text("Today's workout").tabItem { Label("Today", systemImage: "flame") }
                Text("History").tabItem { Label("History", systemImage: "clock") }
            }
        }
        """)
        #expect(shape(laid.body) == "text \"Today's workout\"")
        #expect(laid.notShown.map(\.modifier) == ["tabItem"])
    }

    @Test func aSearchableListIsLaidOutAndItsSearchFieldListedAsNotChecked() throws {
        let laid = try tree("""
        struct Recipes: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List { Text("Lemon tart") }
                        .searchable(text: $query, prompt: "Search recipes")
                        .navigationTitle("Recipes")
                }
            }
        }
        #Preview { Recipes() }
        """)
        #expect(first(laid.body) { if case .text(let t) = $0.kind { t.string == "Lemon tart" } else { false } } != nil)
        #expect(laid.notShown.map(\.modifier) == ["searchable"])
    }

    /// The selection picks a `Tab(value:)` (iOS 18) or a view tagged with `.tag(_:)`.
    @Test(arguments: [("today", "Today's workout"), ("history", "Past workouts")])
    func aTabViewShowsTheTabItsSelectionIsTaggedWith(selected: String, shown: String) throws {
        let root = try tree("""
        enum Section { case today, history }
        struct Workouts: View {
            @State private var selection = Section.\(selected)
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Today", systemImage: "flame", value: Section.today) { Text("Today's workout") }
                    Text("Past workouts").tag(Section.history)
                }
            }
        }
        #Preview { Workouts() }
        """).body
        #expect(shape(root) == "text \"\(shown)\"")
    }

    @Test func aPhaseAnimatorShowsItsFirstPhase() throws {
        let root = try tree("""
        #Preview {
            PhaseAnimator([false, true]) { expanded in
                Text(expanded ? "Expanded headline that wraps" : "Short")
            }
        }
        """).body
        #expect(shape(root) == "text \"Short\"")
    }
}

@Suite struct HorizontalScrollViewEvaluationTests {
    @Test func aHorizontalScrollViewsContentIsARowAtItsIdealWidthInAFrameAsWideAsOffered() throws {
        let root = try tree("""
        #Preview { ScrollView(.horizontal, showsIndicators: false) { HStack { Text("Living room"); Text("Kitchen") } } }
        """).body
        #expect(shape(root) == "frame(fixedSize(hstack(hstack(text \"Living room\", text \"Kitchen\"))))")
        let laid = computeLayout(root: root, proposal: ProposedSize(width: 100, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        var frames: [String] = []
        laid.forEach { node, _ in frames.append("\(node.node.kind.name) \(node.frame)") }
        #expect(frames.first == "frame (0, 0) 100×20", "\(frames)")
        #expect(frames.contains("text (0, 0) 110×20"), "one line at its ideal width: \(frames)")
    }
}

@Suite struct OverlayAndBackgroundTests {
    func frames(_ source: String) throws -> [String] {
        laidFrames(try tree(source).body, width: 200)
    }

    @Test func anOverlayIsOfferedTheViewsSizeAndAlignedInIt() throws {
        let laid = try frames("""
        #Preview {
            Color.blue.frame(width: 100, height: 60)
                .overlay(alignment: .bottomTrailing) { Text("New") }
        }
        """)
        #expect(laid == ["overlay (0, 0) 100×60", "frame (0, 0) 100×60", "color (0, 0) 100×60", "text (70, 40) 30×20"])
    }

    @Test func aBackgroundsViewsAreDrawnFirstAndDoNotSizeTheView() throws {
        let laid = try frames("""
        #Preview {
            Text("Hi").background { VStack { Text("Behind the greeting") } }
        }
        """)
        #expect(laid.first == "background (0, 0) 20×20", "\(laid)")
        #expect(laid.dropFirst().first?.hasPrefix("vstack") == true, "drawn first: \(laid)")
    }

    @Test func aColourBackgroundStaysADrawingOfTheView() throws {
        let laid = try frames("#Preview { Text(\"Hi\").background(Color.yellow) }")
        #expect(laid == ["text (0, 0) 20×20"])
    }
}

@Suite struct UnevaluatedLayerTests {
    @Test func anOverlayWhoseViewsCannotBeEvaluatedIsListedAsNotCheckedAndTheViewIsStillChecked() throws {
        let laid = try tree("""
        #Preview {
            Text("Inbox").overlay { Text(LiveMailbox.shared.unreadSummary) }
        }
        """)
        #expect(shape(laid.body) == "text \"Inbox\"")
        #expect(laid.notShown.map(\.modifier) == ["overlay"])
    }
}

/// A NavigationLink that is a List or Form row shows iOS's disclosure indicator at the row's trailing edge, which
/// takes room from the row's content.
@Suite struct DisclosureIndicatorTests {
    func chevrons(_ row: String) throws -> Int {
        let laid = try tree("#Preview { NavigationStack { Form { \(row) } } }")
        var count = 0
        func walk(_ n: ViewNode) {
            if case .symbol("chevron.right", _, _) = n.kind { count += 1 }
            n.children.forEach(walk)
        }
        walk(laid.body)
        return count
    }

    @Test func aNavigationLinkRowEndsWithAChevron() throws {
        #expect(try chevrons(#"NavigationLink("Acknowledgements") { Text("Thanks") }"#) == 1)
        #expect(try chevrons(#"NavigationLink { Text("x") } label: { LabeledContent("App Icon", value: "Default") }"#) == 1)
    }

    @Test func aButtonRowHasNone() throws {
        #expect(try chevrons(#"Button("Sign Out") {}"#) == 0)
    }

    @Test func aLinkInAnotherButtonStyleKeepsIt() throws {
        #expect(try chevrons(#"NavigationLink("More") { Text("x") }.buttonStyle(.plain)"#) == 1)
    }

    @Test func theChevronNarrowsTheRowsText() throws {
        let laid = try tree(#"#Preview { NavigationStack { Form { NavigationLink("Acknowledgements") { Text("x") } } } }"#)
        let framed = computeLayout(root: laid.body, proposal: ProposedSize(width: 375, height: nil),
                                   measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        var textProposal: Double?
        framed.forEach { node, _ in if case .text = node.node.kind, textProposal == nil { textProposal = node.proposal.width } }
        // 375 − 2 × 32 of row inset, less the chevron and the spacer's 8 pt before it.
        #expect(try #require(textProposal) < 375 - 64 - 8)
    }
}

/// An empty state drawn over a List (`.overlay { if items.isEmpty { ContentUnavailableView(…) } }`): iOS centres it in
/// the screen the list fills, which layoutcheck does not size (a list is as tall as its rows), so the layer is listed
/// as not checked rather than laid out in a zero-height box and reported as cut.
@Suite struct ListOverlayTests {
    @Test func anOverlayOnAnEmptyListIsListedNotLaidOut() throws {
        let laid = try tree("""
        struct Favorites: View {
            let items: [String]
            var body: some View {
                List { ForEach(items, id: \\.self) { Text($0) } }
                    .overlay {
                        if items.isEmpty {
                            ContentUnavailableView("No Favorites", systemImage: "star")
                        }
                    }
            }
        }
        #Preview { Favorites(items: []) }
        """)
        #expect(first(laid.body, { if case .text = $0.kind { true } else { false } }) == nil, "\(shape(laid.body))")
        #expect(laid.notShown.map(\.modifier) == ["overlay"])
        #expect(laid.notShown.first?.source.line == 5)
    }
}
