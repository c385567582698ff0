import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// Images as SwiftUI sizes them, read from Swift: `resizable()` on assets and SF Symbols, `aspectRatio`,
/// `scaledToFit()`/`scaledToFill()`, and frames around them (issue 23).
@Suite struct ImageSizingEvaluationTests {
    /// The laid-out frame of the first node of `kind` ("symbol", "image") in the first preview, at a category.
    func frame(of kind: String, _ source: String, at category: ContentSizeCategory = .large,
               stubs: [String: ProjectConfig.Stub] = [:]) throws -> Rect {
        let preview = try #require(SwiftSources.previews(sources: [("Views/Row.swift", source)], stubs: stubs).first)
        let root = try preview.resolve(variant: "default", device: iPhone, category: category, boldText: false,
                                       resolver: SpecResolver()).body
        let laid = computeLayout(root: root, proposal: ProposedSize(width: 393, height: 852),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        var found: Rect?
        laid.forEach { n, _ in if found == nil, n.node.kind.name == kind { found = n.frame } }
        return try #require(found)
    }

    static let bellRow = """
    struct InboxRow: View {
        var body: some View {
            HStack(spacing: 12) {
                Image(systemName: "bell")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 28, height: 28)
                Text("Reminders")
            }
        }
    }
    #Preview { InboxRow() }
    """

    @Test func aResizableSymbolFillsItsTwentyEightPointFrameAtAX5() throws {
        let bell = try frame(of: "symbol", Self.bellRow, at: .accessibility5)
        #expect(max(bell.width, bell.height) == 28, "the symbol's longer side is the frame's")
        #expect(bell.width <= 28 && bell.height <= 28, "not its 65-point box at AX5's body size")
    }

    @Test func aSymbolFitUnderAMaximumHeightIsThatTallAtAX5() throws {
        let source = """
        #Preview {
            VStack {
                Image(systemName: "star").resizable().aspectRatio(contentMode: .fit).frame(maxHeight: 50)
                Text("Favourites")
            }
        }
        """
        let star = try frame(of: "symbol", source, at: .accessibility5)
        #expect(star.height == 50)
        #expect(star.width < 393, "the ratio's width, not the screen's")
    }

    @Test func aStubbedHeaderPhotoScaledToFitKeepsItsStubsRatio() throws {
        let source = """
        #Preview {
            VStack(spacing: 0) {
                Image("header").resizable().scaledToFit()
                Text("Spring sale")
            }
        }
        """
        let header = try frame(of: "image", source, stubs: ["header": ProjectConfig.Stub(width: 1200, height: 800)])
        #expect(abs(header.width / header.height - 1.5) < 1e-9)
        #expect(header.width == 393)
    }

    @Test func anAvatarScaledToFillOverflowsItsSquareFrameSideways() throws {
        let source = """
        #Preview {
            Image("portrait").resizable().scaledToFill().frame(width: 60, height: 60).clipShape(Circle())
        }
        """
        let avatar = try frame(of: "image", source, stubs: ["portrait": ProjectConfig.Stub(width: 300, height: 200)])
        #expect(avatar.size == Size(width: 90, height: 60))
    }

    @Test func aCGSizeRatioIsItsWidthOverItsHeight() throws {
        let source = """
        #Preview {
            VStack { Image("cover").resizable().aspectRatio(CGSize(width: 2, height: 3), contentMode: .fit) }
                .frame(width: 120, height: 400)
        }
        """
        let cover = try frame(of: "image", source)
        #expect(cover.size == Size(width: 120, height: 180))
    }

    @Test func anAssetOfUnknownSizeScaledToFitIsLaidOutAsASquareStandIn() throws {
        // Whether anything around it depends on its size is learnt when the case is laid out (UnknownImageSizes).
        let source = """
        #Preview {
            Image("hero")
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 60)
        }
        """
        let hero = try frame(of: "image", source)
        #expect(hero.size == Size(width: 60, height: 60))
    }

    @Test func aLogoOfUnknownRatioInAFixedFrameIsLaidOutAtTheFramesSize() throws {
        let source = """
        struct Welcome: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image("logo").resizable().scaledToFit().frame(width: 80, height: 80)
                    Text("Welcome home")
                }
            }
        }
        #Preview { Welcome() }
        """
        // The frame's size is the view's whatever the logo's ratio: the text below starts 80 pt down.
        let text = try frame(of: "text", source)
        #expect(text.minY == 80)
    }

    @Test func modifiersThatChangeNoSizeMayComeBetweenTheRatioAndTheFixedFrame() throws {
        let source = """
        struct Welcome: View {
            var body: some View {
                VStack(spacing: 0) {
                    Image("logo")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .accessibilityLabel("Home Assistant")
                        .scaleEffect(1.2, anchor: .center)
                        .frame(width: 120, height: 120)
                    Text("Welcome home")
                }
            }
        }
        #Preview { Welcome() }
        """
        let text = try frame(of: "text", source)
        #expect(text.minY == 120)
    }

    @Test func symbolDrawingModifiersChangeNoFrame() throws {
        let plain = "#Preview { Label(\"Alerts\", systemImage: \"bell\") }"
        let drawn = """
        #Preview {
            Label("Alerts", systemImage: "bell")
                .symbolRenderingMode(.hierarchical)
                .symbolVariant(.fill)
                .symbolEffect(.bounce, value: 1)
                .contentTransition(.symbolEffect(.replace))
        }
        """
        #expect(laidFrames(try tree(drawn).body) == laidFrames(try tree(plain).body))
    }
}
