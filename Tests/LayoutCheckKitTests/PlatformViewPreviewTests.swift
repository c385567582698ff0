import Foundation
import Testing

/// `layoutcheck previews` says "evaluated" only when the preview also lays out: a UIKit view with no size of its
/// own fills what it is proposed, so asked its ideal height (in a ScrollView, which proposes none) it has no answer
/// in the source, and that is found when `previews` lists it, not only when it is checked.
@Suite struct PlatformViewPreviewTests {
    static let webView = """
    import SwiftUI
    import WebKit

    struct ArticleWebView: UIViewRepresentable {
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ view: WKWebView, context: Context) {}
    }

    """

    func previews(_ preview: String) throws -> String {
        let project = try CommandLineHarness()
        defer { project.remove() }
        try project.write("layoutcheck.yml", "swiftui: Views\ndevices: [iphone-se]\n")
        try project.write("Views/Article.swift", Self.webView + preview)
        return try project.run(["previews"]).stdout
    }

    @Test func aWebViewInAScrollViewWithoutAHeightIsListedAsNotEvaluatedAtItsLine() throws {
        let out = try previews("""
        #Preview("Article") {
            ScrollView {
                Text("Release notes")
                ArticleWebView()
            }
        }
        """)
        #expect(out.contains("Article.swift › Article: not-evaluated"), "\(out)")
        #expect(out.contains("Views/Article.swift:11:9:") && out.contains("give it a frame on that axis"), "\(out)")
    }

    @Test func aWebViewGivenAHeightInAScrollViewIsEvaluated() throws {
        let out = try previews("""
        #Preview("Article") {
            ScrollView {
                Text("Release notes")
                ArticleWebView().frame(height: 300)
            }
        }
        """)
        #expect(out.contains("Article.swift › Article: evaluated"), "\(out)")
    }
}
