import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import SwiftUISource
import ViewModel
import Testing

/// GeometryReader content sized from its proxy, checked with real fonts at every category.
@Suite struct GeometryReaderCheckTests {
    func evaluate(_ swift: String) throws -> CaseEvaluation { try checkSwiftPreview(swift) }

    @Test func aTextHalfTheReadersWidthTruncatesAtAX5AndNotAtLarge() throws {
        let evaluation = try evaluate("""
        #Preview {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Text("Monthly budget")
                        .lineLimit(1)
                        .frame(width: proxy.size.width / 2, alignment: .leading)
                    Text("$1,200")
                        .frame(width: proxy.size.width / 2, alignment: .trailing)
                }
            }
            .frame(height: 80)
        }
        """)
        let results = try #require(evaluation.variants.first).results
        func truncated(at category: ContentSizeCategory) -> [Finding] {
            results.first { $0.category == category }?.findings.filter { $0.rule == RuleID.textTruncated } ?? []
        }
        #expect(truncated(at: .large).isEmpty, "the title fits half of the 393 pt screen at Large")
        let finding = try #require(truncated(at: .accessibility5).first)
        #expect(finding.source?.line == 4, "at the title's Text")
    }

    @Test func anUnknownValueReadAtTheReadersSizeStopsTheCaseAtItsLine() throws {
        let source = """
        #Preview {
            GeometryReader { proxy in
                Text(Store.live.title(fitting: proxy.size.width))
            }
        }
        """
        let d = try #require(throws: SwiftDiagnostic.self) { try evaluate(source) }
        #expect(d.location.line == 3 && d.location.file == "Views/Budget.swift", "\(d)")
    }

    @Test func everyBlockerInAReadersContentIsReportedWhenItIsMadeAtItsSize() throws {
        let source = """
        #Preview {
            GeometryReader { proxy in
                VStack {
                    Capsule().frame(width: proxy.size.width / 2, height: 4)
                    Text(Store.live.title)
                    Text(Meter.reading.formatted())
                }
            }
        }
        """
        let d = try #require(throws: SwiftDiagnostic.self) { try evaluate(source) }
        #expect(d.allBlockers.map(\.location.line) == [5, 6], "\(d.allBlockers)")
    }

    @Test func previewsAndTheCheckListEveryBlockerOfAPreviewAtItsLine() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Energy.swift", """
        import SwiftUI

        #Preview("Energy") {
            VStack {
                Text(Meter.live.todayText)
                Text("Energy today")
                Text(Tariff.current.name)
            }
        }
        """)
        let list = try project.run(["previews"])
        #expect(list.stdout.contains("Views/Energy.swift:5:"), "\(list.stdout)")
        #expect(list.stdout.contains("Views/Energy.swift:7:"), "\(list.stdout)")
        let check = try project.run(["--record=never"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("Energy.swift:5") && check.stdout.contains("Energy.swift:7"), "\(check.stdout)")
    }

    @Test func previewsListsAPreviewThatStopsOnlyAtLayoutAsNotEvaluated() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Chart.swift", """
        import SwiftUI

        #Preview("Chart") {
            GeometryReader { proxy in
                Text(Store.live.label(fitting: proxy.size.width))
            }
        }
        """)
        let run = try project.run(["previews"])
        #expect(run.stdout.contains("Chart.swift › Chart: not-evaluated"), "\(run.stdout)")
        #expect(run.stdout.contains("Views/Chart.swift:5:"), "at the Text that reads the unknown store: \(run.stdout)")
    }

    @Test func previewsListsAPreviewTheResolverRefusesAsNotEvaluated() throws {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Welcome.swift", """
        import SwiftUI

        #Preview("Welcome") {
            VStack {
                Image("logo").resizable().scaledToFit()
                Text("Welcome home")
            }
        }
        """)
        let run = try project.run(["previews"])
        #expect(run.stdout.contains("Welcome.swift › Welcome: not-evaluated"), "\(run.stdout)")
        #expect(run.stdout.contains("Views/Welcome.swift:5:"), "at the image of unknown ratio: \(run.stdout)")
    }
}
