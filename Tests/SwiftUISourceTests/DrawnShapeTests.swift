import Layout
import Testing
@testable import SwiftUISource

/// Views that only draw (a Path, a Canvas, a Shape of the app's own) fill what they are offered, so the texts
/// around them are laid out; their drawing code is never run (10 pt per character, 20 pt lines, 361 pt wide).
@Suite struct DrawnShapeTests {
    static let wave = """
    struct Wave: Shape {
        var amplitude: CGFloat = 4
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: 0, y: rect.midY))
            path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: amplitude))
            return path
        }
    }

    """

    @Test func aPathAndACanvasTakeTheirFramesAndTheCaptionFollows() throws {
        let frames = laidFrames(try tree("""
        #Preview {
            VStack(spacing: 0) {
                Path { path in
                    path.move(to: .zero)
                    path.addLine(to: CGPoint(x: 40, y: 40))
                }
                .stroke(.red, lineWidth: 2)
                .frame(height: 40)
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                }
                .frame(width: 80, height: 30)
                Text("Trend")
            }
        }
        """).body)
        #expect(frames == ["vstack (0, 0) 361×90", "frame (0, 0) 361×40", "color (0, 0) 361×40",
                           "frame (140.5, 40) 80×30", "color (140.5, 40) 80×30", "text (155.5, 70) 50×20"], "\(frames)")
    }

    @Test func anAppsOwnShapeFillsWhatItIsOffered() throws {
        let frames = laidFrames(try tree(Self.wave + """
        #Preview { HStack(spacing: 0) { Wave(amplitude: 8).fill(.blue.gradient); Text("Tide") }.frame(height: 24) }
        """).body)
        #expect(frames.contains("color (0, 0) 321×24") && frames.contains("text (321, 2) 40×20"), "\(frames)")
    }

    @Test func aShapeThatSizesItselfIsReported() throws {
        let d = try #require(diagnostic("""
        struct Badge: Shape {
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 20, height: 20) }
        }
        #Preview { Badge() }
        """))
        #expect(d.message.contains("sizeThatFits") && d.location.line == 5, "\(d)")
    }
}

/// `AsyncImage` before its image loads: the placeholder that fills what it is offered, the `placeholder:` view, or
/// the phase closure's view for `.empty`.
@Suite struct AsyncImageTests {
    static let url = #"URL(string: "https://example.com/cover.png")"#

    @Test func theStandardPlaceholderFillsItsFrame() throws {
        let frames = laidFrames(try tree("""
        #Preview { HStack(spacing: 8) { AsyncImage(url: \(Self.url)).frame(width: 60, height: 60); Text("Dune") } }
        """).body)
        #expect(frames.contains("color (0, 0) 60×60") && frames.contains("text (68, 20) 40×20"), "\(frames)")
    }

    @Test func aPlaceholderViewIsWhatIsShown() throws {
        let laid = try tree("""
        #Preview {
            AsyncImage(url: \(Self.url)) { image in
                image.resizable()
            } placeholder: {
                Text("Loading cover")
            }
        }
        """)
        #expect(shape(laid.body) == #"text "Loading cover""#)
    }

    @Test func aPhaseClosureShowsItsViewForNoImageYet() throws {
        let laid = try tree("""
        #Preview {
            VStack {
                AsyncImage(url: \(Self.url)) { phase in
                    if let image = phase.image { image.resizable() } else if phase.error != nil { Text("Failed") } else { Text("Loading") }
                }
                AsyncImage(url: \(Self.url)) { phase in
                    switch phase {
                    case .success(let image): image.resizable()
                    case .failure: Text("Failed")
                    case .empty: Text("Waiting")
                    @unknown default: EmptyView()
                    }
                }
            }
        }
        """)
        #expect(shape(laid.body) == #"vstack(text "Loading", text "Waiting")"#)
    }
}
