import Layout
import SwiftUISource
import Testing

/// Views UIKit draws, wrapped for SwiftUI: one with no intrinsic size fills what it is proposed; one that sizes
/// itself needs a stub. Laid out as a preview is, 361 pt wide in a screen that scrolls (10 pt per character, 20 pt
/// lines).
@Suite struct PlatformViewTests {
    func frames(_ source: String) throws -> (frames: [String], failures: [any Error]) {
        let laid = computeLayout(root: try tree(source).body, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        var out: [String] = []
        laid.forEach { node, _ in out.append("\(node.node.kind.name) \(node.frame)") }
        return (out, laid.failures)
    }

    static let webView = """
    struct PlayerWebView: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ view: WKWebView, context: Context) {}
    }

    """

    @Test func aWebViewInAFixedFrameTakesTheFrameAndTheCaptionSitsBelow() throws {
        let laid = try frames(Self.webView + """
        #Preview {
            VStack(spacing: 0) {
                PlayerWebView(url: URL(string: "https://example.com")!).frame(height: 200)
                Text("Live")
            }
        }
        """)
        #expect(laid.failures.isEmpty)
        #expect(laid.frames.contains("customLayout (0, 0) 361×200"), "\(laid.frames)")
        #expect(laid.frames.contains("text (160.5, 200) 40×20"), "\(laid.frames)")
    }

    @Test func aViewControllerTakesTheWidthOfferedAndItsFramesHeight() throws {
        let laid = try frames("""
        struct CameraController: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        #Preview {
            VStack(spacing: 0) {
                Text("Front door")
                CameraController().frame(height: 240)
            }
        }
        """)
        #expect(laid.failures.isEmpty)
        #expect(laid.frames.contains("customLayout (0, 20) 361×240"), "\(laid.frames)")
    }

    @Test func aSubclassOfAViewWithoutIntrinsicSizeFillsToo() throws {
        let laid = try frames("""
        final class LogoWebView: WKWebView {
            func start() {}
        }
        struct AnimatedLogo: UIViewRepresentable {
            func makeUIView(context: Context) -> LogoWebView { LogoWebView() }
            func updateUIView(_ view: LogoWebView, context: Context) {}
        }
        #Preview { AnimatedLogo().frame(width: 110, height: 110) }
        """)
        #expect(laid.failures.isEmpty)
        #expect(laid.frames.contains("customLayout (0, 0) 110×110"), "\(laid.frames)")
    }

    @Test func aLabelHasItsOwnSizeSoItNeedsAStub() throws {
        let d = try #require(diagnostic("""
        struct Caption: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel { UILabel() }
            func updateUIView(_ view: UILabel, context: Context) {}
        }
        #Preview { Caption() }
        """))
        #expect(d.message.contains("`UILabel`") && d.message.contains("stubs:"), "\(d)")
    }

    @Test func aViewThatGivesItsOwnIntrinsicSizeNeedsAStub() throws {
        let d = try #require(diagnostic("""
        final class Meter: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 20) }
        }
        struct MeterView: UIViewRepresentable {
            func makeUIView(context: Context) -> Meter { Meter() }
            func updateUIView(_ view: Meter, context: Context) {}
        }
        #Preview { MeterView() }
        """))
        #expect(d.message.contains("gives its own size"), "\(d)")
    }

    @Test func aRepresentableWithItsOwnSizeThatFitsNeedsAStub() throws {
        let d = try #require(diagnostic("""
        struct Sized: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { nil }
        }
        #Preview { Sized() }
        """))
        #expect(d.message.contains("sizeThatFits"), "\(d)")
    }

    @Test func withoutAFrameItsHeightInTheScrollingScreenIsReportedNotGuessed() throws {
        let laid = try frames(Self.webView + """
        #Preview { PlayerWebView(url: URL(string: "https://example.com")!) }
        """)
        let d = try #require(laid.failures.first as? SwiftDiagnostic, "\(laid.frames) \(laid.failures)")
        #expect(d.message.contains("ideal size") && d.location.line == 6, "\(d)")
    }

    @Test func aRepresentableThroughATypealiasIsAUIKitView() throws {
        let laid = try frames("""
        private typealias ViewControllerRepresentable = UIViewControllerRepresentable
        struct MapScreen: ViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }
        #Preview { MapScreen().frame(height: 300) }
        """)
        #expect(laid.failures.isEmpty)
        #expect(laid.frames.contains("customLayout (0, 0) 361×300"), "\(laid.frames)")
    }

    @Test func aRawRepresentableTypeIsNotAUIKitView() throws {
        let laid = try tree("""
        struct ReleaseID: RawRepresentable, Hashable {
            var rawValue: String
        }
        #Preview { Text(ReleaseID(rawValue: "2026.1").rawValue) }
        """)
        #expect(shape(laid.body) == "text \"2026.1\"")
    }
}

extension PlatformViewTests {
    @Test func aHostingControllerIsSizedByItsContentSoItNeedsAStub() throws {
        let d = try #require(diagnostic("""
        struct Hosted: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIHostingController<Text> { UIHostingController(rootView: Text("A")) }
            func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
        }
        #Preview { Hosted() }
        """))
        #expect(d.message.contains("hosts SwiftUI content") && d.message.contains("stubs:"), "\(d)")
    }
}
