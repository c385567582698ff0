import DynamicType
import Specs
import ViewModel
@testable import SwiftUISource
import Testing

/// An evaluation lets go of everything it made once its preview is resolved: the preview server evaluates on every
/// edit for hours, so a cycle through the evaluator (a closure that keeps it, held by a scope it keeps) would keep
/// each evaluation's scopes and objects alive for the life of the process.
@Suite struct EvaluatorLifetimeTests {
    /// The previews' texts, each resolved at two categories, and the evaluators of their index left alive.
    func resolved(_ source: String) throws -> (texts: [[String]], liveEvaluators: Int) {
        let all = previews(source)
        var texts: [[String]] = []
        for preview in all {
            for category in [ContentSizeCategory.large, .accessibility5] {
                let layout = try preview.resolve(variant: "default", device: iPhone, category: category, boldText: false,
                                                 resolver: SpecResolver())
                texts.append(SwiftUISourceTests.texts(of: layout.body))
            }
        }
        return (texts, all.first?.index.liveEvaluators.count ?? -1)
    }

    @Test func aLocksStateChangedInWithLockDoesNotKeepTheEvaluator() throws {
        let (texts, live) = try resolved("""
        import os
        private let launches = OSAllocatedUnfairLock(initialState: 0)
        struct LaunchBadge: View {
            var body: some View {
                let n = launches.withLock { count in
                    count += 1
                    let now = count
                    return now
                }
                Text("Launch \\(n)")
            }
        }
        #Preview { LaunchBadge() }
        #Preview("Second") { LaunchBadge() }
        """)
        #expect(texts == [["Launch 1"], ["Launch 1"], ["Launch 1"], ["Launch 1"]])
        #expect(live == 0)
    }

    @Test func anInoutArgumentDoesNotKeepTheEvaluator() throws {
        let (texts, live) = try resolved("""
        func bump(_ n: inout Int) { let step = 2; n += step }
        struct Counter: View {
            var body: some View {
                var n = 1
                bump(&n)
                return Text("Count \\(n)")
            }
        }
        #Preview { Counter() }
        """)
        #expect(texts == [["Count 3"], ["Count 3"]])
        #expect(live == 0)
    }

    @Test func contentLaidOutLaterKeptInALocalDoesNotKeepTheEvaluator() throws {
        let (texts, live) = try resolved("""
        struct Ruler: View {
            var body: some View {
                let reader = GeometryReader { proxy in Text("Width \\(Int(proxy.size.width))") }
                VStack { reader.frame(height: 30) }
            }
        }
        #Preview { Ruler() }
        """)
        #expect(texts.count == 2)
        // Open (docs/internals.md, "Fuzzing"): the reader's content, run at layout time, holds the scope its closure
        // was written in, which holds `reader`, which holds the content: a cycle no scope forgets, as the content
        // may still be laid out. Fails here once it is freed.
        withKnownIssue("a local holding content laid out later keeps the evaluation alive") {
            #expect(live == 0)
        }
    }
}
