import Testing
@testable import SwiftUISource

/// A URL made from a known string is known: its text, host and path can be shown, as Foundation parses them.
@Suite struct URLValueTests {
    static let invitation = """
    struct InvitationRow: View {
        let serverURL: URL
        var body: some View {
            VStack {
                Text(serverURL.absoluteString)
                Text(serverURL.host ?? "unknown host")
                Text("Port \\(serverURL.port ?? 0)")
                Link(destination: serverURL) { Text("Open") }
            }
        }
    }

    """

    @Test func aURLFromALiteralShowsItsStringHostAndPort() throws {
        let laid = try tree(Self.invitation + #"#Preview { InvitationRow(serverURL: URL(string: "http://192.168.0.188:8123")!) }"#)
        #expect(shape(laid.body) == #"vstack(text "http://192.168.0.188:8123", text "192.168.0.188", text "Port 8,123", text "Open")"#)
    }

    @Test func aURLInterpolatesAsItsAbsoluteStringAndAppendsPaths() throws {
        let laid = try tree(#"""
        #Preview {
            let base = URL(string: "https://example.com/docs")!
            return Text("\(base.appendingPathComponent("setup")) · \(base.lastPathComponent)")
        }
        """#)
        #expect(shape(laid.body) == #"text "https://example.com/docs/setup · docs""#)
    }

    @Test func aURLOfAStringKnownOnlyAtRunTimeIsReportedWhereItsTextIsShown() throws {
        let d = try #require(diagnostic("""
        struct Row: View {
            let address: String
            var body: some View { Text(URL(string: address)!.absoluteString) }
        }
        #Preview { Row(address: UserDefaults.standard.string(forKey: "server")!) }
        """))
        #expect(d.location.line == 5 && d.message.contains("UserDefaults"), "\(d)")
    }
}

extension URLValueTests {
    @Test func appendingAComponentEncodesItsSlashAsFoundationDoes() throws {
        let laid = try tree(#"#Preview { Text(URL(string: "https://example.com")!.appending(component: "a/b").absoluteString) }"#)
        #expect(shape(laid.body) == #"text "https://example.com/a%2Fb""#)
    }
}
