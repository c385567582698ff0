import Checks
import DynamicType
import Foundation
import Layout
import LayoutCheckKit
import Specs
import ViewModel
import Testing

/// An asset image whose size the source does not give: checked around when nothing depends on its size (the views
/// keep their frames with the image wide, tall, large or small), with the `image-size-unknown` note; not evaluated,
/// at the modifier that reads its ratio, when something does.
@Suite struct UnknownImageSizeCheckTests {
    static let welcome = """
    struct Welcome: View {
        var body: some View {
            VStack(spacing: 24) {
                Image("welcomeIllustration")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(height: 130)
                    .frame(maxWidth: .infinity, alignment: .center)
                Text("Welcome to your new home dashboard")
                    .font(.largeTitle.bold())
            }
            .padding()
        }
    }
    #Preview { Welcome() }
    """

    func results(_ swift: String) throws -> [CategoryResult] {
        try #require(try checkSwiftPreview(swift, file: "Views/Welcome.swift").variants.first).results
    }

    @Test func anIllustrationInAFixedHeightFullWidthFrameLeavesTheTextBelowItExact() throws {
        let ax5 = try #require(try results(Self.welcome).first { $0.category == .accessibility5 })
        var title: Rect?
        ax5.root.forEach { n, _ in if case .text = n.node.kind { title = n.frame } }
        // 16 pt padding, the 130 pt frame whatever the image's ratio, 24 pt spacing.
        #expect(title?.minY == 170)
        #expect(ax5.findings.contains { $0.rule == RuleID.imageSizeUnknown && $0.cause.contains("`welcomeIllustration`") })
    }

    @Test func noOtherRuleReportsTheStandInFrameOfTheImage() throws {
        // Filling a 60 pt wide frame's height, the square stand-in is wider than the screen: content-overflow would
        // report it, were its frame the image's.
        let results = try results("""
        #Preview {
            VStack {
                Image("banner").resizable().scaledToFill().frame(width: 60, height: 900).frame(maxWidth: .infinity)
                Text("Spring sale")
            }
        }
        """)
        let findings = results.flatMap(\.findings)
        #expect(findings.contains { $0.rule == RuleID.imageSizeUnknown })
        #expect(!findings.contains { $0.rule == RuleID.contentOverflow || $0.rule == RuleID.textClipped })
    }

    @Test func aResizableImageInAFixedFrameHasAKnownFrameAndIsCheckedAsAnyView() throws {
        // It fills the frame it is proposed whatever the asset's size: no stand-in, no note, and its frame is checked
        // (here past the screen's edge, at 500 pt).
        let results = try results("""
        #Preview {
            VStack {
                Image("cover").resizable().frame(width: 500, height: 180).accessibilityIdentifier("cover")
                Text("Dune")
            }
        }
        """)
        let findings = results.flatMap(\.findings)
        #expect(!findings.contains { $0.rule == RuleID.imageSizeUnknown })
        #expect(findings.contains { $0.rule == RuleID.textClipped && $0.element.contains("cover") })
    }

    /// A member row whose badge's ratio sets the width left to its text, under `above` (one line of views, or none).
    static func member(above: String = "") -> String {
        """
        struct Member: View {
            var body: some View {
                VStack {
                    \(above)
                    HStack {
                        Image("badge").resizable().scaledToFit().frame(height: 40)
                        Text("Member since 2019, thank you for your support")
                    }
                }
            }
        }
        #Preview { Member() }
        """
    }

    /// The error that stops the member row, its first at least.
    func memberError(above: String = "") throws -> SpecError {
        let error = try #require(throws: SpecErrors.self) {
            try checkSwiftPreview(Self.member(above: above), file: "Views/Member.swift")
        }
        return try #require(error.errors.first)
    }

    @Test func aBadgeWhoseRatioSetsTheWidthLeftToItsTextIsNotEvaluated() throws {
        let error = try memberError()
        #expect(error.line == 6 && error.column == 44, "at `scaledToFit()`: \(error)")
        #expect(error.message.contains("`badge`") && error.message.contains("stubs:"))
    }

    @Test func theImageNamedIsTheOneTheViewsDependOnNotTheFirst() throws {
        // The illustration comes first and nothing depends on it: the badge is named.
        let error = try memberError(above: "Image(\"illustration\").resizable().scaledToFit().frame(height: 130).frame(maxWidth: .infinity)")
        #expect(error.line == 6 && error.message.contains("`badge`"), "\(error)")
    }

    @Test func textOverlaidOnTheImageIsLaidOutInItsUnknownSizeSoItIsNotEvaluated() throws {
        let swift = """
        #Preview {
            Image("logo").resizable().scaledToFit().overlay { Text("New") }.frame(width: 80, height: 80)
        }
        """
        #expect(throws: SpecErrors.self) { try checkSwiftPreview(swift) }
    }

    @Test func imagesInAGeometryReadersContentAreTriedAtTheSizesTheReaderGivesThem() throws {
        let results = try results("""
        struct Donut: View {
            var body: some View {
                GeometryReader { proxy in
                    ZStack {
                        Image(proxy.size.width < 100 ? "dough-thumb" : "dough").resizable().scaledToFit()
                        Image("glaze").resizable().scaledToFit()
                    }
                    .aspectRatio(1, contentMode: .fit)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .frame(height: 80)
            }
        }
        #Preview { VStack { Donut(); Text("Glazed") } }
        """)
        let large = try #require(results.first { $0.category == .large })
        #expect(large.findings.filter { $0.rule == RuleID.imageSizeUnknown }.count == 2)
    }

    @Test func aSpecImageOfUnknownSizeBesideATextIsAnErrorAtItsKey() throws {
        let spec = try SpecLoader.decode(yaml: """
        body:
          hstack:
            children:
              - image: {name: hero, resizable: true}
                scaledToFit: true
                frame: {height: 40}
              - text: "A headline that wraps beside the hero image"
        """, file: "layouts/hero.yaml")
        let evaluator = CaseEvaluator(project: try Project(options: RunOptions(root: repositoryRoot)))
        let error = try #require(throws: SpecErrors.self) {
            try evaluator.evaluate(spec, on: try #require(Device.preset(named: "iphone-16")))
        }
        #expect(error.errors.first?.line == 5 && error.errors.first?.message.contains("`hero`") == true)
    }
}
