import DynamicType
import ViewModel
import Layout
import SwiftUISource
import Testing

/// GeometryReader content that reads its proxy, laid out once the reader's size is known: the reader takes what it
/// is proposed (10 pt on an open axis) and its content is made at that size, at its top-leading corner.
@Suite struct GeometryReaderTests {
    /// The laid-out nodes of the first preview, depth first, as `laidFrames` prints them.
    func frames(_ source: String, width: Double = 361) throws -> [String] {
        laidFrames(try tree(source).body, width: width)
    }

    @Test func aProgressFillIsItsFractionOfTheReadersWidth() throws {
        let frames = try frames("""
        struct UploadCard: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Uploading")
                    GeometryReader { geo in
                        ZStack(alignment: .leading) {
                            Capsule().fill(.gray)
                            Capsule().fill(.blue).frame(width: geo.size.width * 0.4)
                        }
                    }
                    .frame(height: 6)
                }
                .frame(width: 300)
            }
        }
        #Preview { UploadCard() }
        """)
        // The reader spans the card's 300 pt below the 20 pt line and the 8 pt gap.
        #expect(frames.contains("geometryReader (0, 28) 300×6"))
        #expect(frames.contains("frame (0, 28) 120×6"), "the fill is 0.4 of the reader's 300 pt")
    }

    @Test func aHeaderIsAThirdOfTheReadersHeight() throws {
        let frames = try frames("""
        #Preview {
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    Color.orange.frame(height: proxy.size.height / 3)
                    Text("Welcome back")
                }
            }
            .frame(height: 600)
        }
        """)
        #expect(frames.contains("geometryReader (0, 0) 361×600"))
        // The VStack (220 pt) is proposed the reader's size and placed at its top-leading corner, not centred.
        #expect(frames.contains("frame (0, 0) 361×200"))
    }

    @Test func aReaderProposedNoHeightInAScrollViewIsTenPointsTall() throws {
        let frames = try frames("""
        #Preview {
            ScrollView {
                GeometryReader { proxy in
                    Text("Daily goal").frame(width: proxy.size.width / 2, alignment: .leading)
                }
            }
        }
        """)
        let reader = try #require(frames.first { $0.hasPrefix("geometryReader ") })
        #expect(reader.hasSuffix(" 361×10"), "SwiftUI's default size for an unspecified axis: \(reader)")
        #expect(frames.contains { $0.hasPrefix("frame ") && $0.contains(" 180.5×") }, "\(frames)")
    }

    @Test func contentThatDoesNotReadTheProxyIsLaidOutAtTheReadersTopLeading() throws {
        let frames = try frames("""
        #Preview {
            GeometryReader { _ in
                Text("Inside")
            }
            .frame(height: 120)
        }
        """)
        #expect(frames == ["frame (0, 0) 361×120", "geometryReader (0, 0) 361×120", "text (0, 0) 60×20"])
    }

    @Test func anUnknownValueTheContentReadsAtItsSizeIsReportedAtItsLine() throws {
        let laid = try tree("""
        #Preview {
            GeometryReader { proxy in
                VStack {
                    Text("Width")
                    Text(remoteTitle(for: proxy.size.width))
                }
            }
        }
        """)
        let tree = computeLayout(root: laid.body, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let d = try #require(tree.failures.first as? SwiftDiagnostic)
        #expect(d.location.line == 5)
        #expect(d.message.contains("remoteTitle"))
    }

    @Test func aFrameInTheGlobalSpaceIsReportedWhereItIsRead() throws {
        let laid = try tree("""
        #Preview {
            GeometryReader { proxy in
                Text("Header")
                    .padding(.top, proxy.frame(in: .global).minY)
            }
        }
        """)
        let tree = computeLayout(root: laid.body, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let d = try #require(tree.failures.first as? SwiftDiagnostic)
        #expect(d.location.line == 4 && d.message.contains("frame(in: .global)"))
    }

    @Test func theLocalFrameIsTheReadersBoundsAtTheOrigin() throws {
        let frames = try frames("""
        #Preview {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .local).midX, height: proxy.frame(in: .local).maxY)
            }
            .frame(width: 200, height: 50)
        }
        """)
        #expect(frames.contains("frame (0, 0) 100×50"), "midX and maxY of (0, 0) 200×50")
    }

    @Test func aReaderInsideAReadersContentIsMadeAtTheSizeTheOuterContentGivesIt() throws {
        let frames = try frames("""
        struct Meter: View {
            let width: CGFloat
            var body: some View { Color.blue.frame(width: width * 0.5, height: 4) }
        }
        #Preview {
            GeometryReader { outer in
                GeometryReader { inner in Meter(width: inner.size.width) }
                    .frame(width: outer.size.width / 2, height: 20)
            }
            .frame(height: 40)
        }
        """)
        // The outer content sits at the outer reader's top-leading corner; the inner reader is half its width.
        #expect(frames.contains("geometryReader (0, 0) 180.5×20"))
        #expect(frames.contains("frame (0, 0) 90.25×4"), "the meter is half the inner reader's 180.5 pt")
    }

    @Test func aSizeReadInAnotherFileIsMadeAtTheReadersSize() throws {
        // The unknown size is read in Shelf+Title.swift: the blocker carries where it was reached from, and the
        // content was wrongly reported as never sizable instead of being made at the reader's size.
        let found = SwiftSources.previews(sources: [
            ("Model/Shelf+Title.swift", """
            import SwiftUI
            let compactWidth: Double = 200
            protocol Titled { var name: String { get } }
            extension Titled {
                func title(compact: Bool) -> String { "\\(name) \\(compact ? "S" : "L")" }
            }
            struct Shelf: Titled { var name: String }
            """),
            ("Views/ShelfView.swift", """
            import SwiftUI
            struct ShelfView: View {
                var shelf = Shelf(name: "Donuts")
                var body: some View {
                    GeometryReader { proxy in
                        let compact = min(proxy.size.width, proxy.size.height) <= compactWidth
                        Text(shelf.title(compact: compact))
                    }
                    .frame(width: 150, height: 40)
                }
            }
            #Preview { ShelfView() }
            """),
        ])
        let preview = try #require(found.first)
        let laid = try preview.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        let frames = laidFrames(laid.body)
        #expect(frames.contains("text (0, 0) 80×20"), "the compact title at 150 pt, \"Donuts S\": \(frames)")
    }
}
