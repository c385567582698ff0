import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import PreviewServer
import XCTest

/// An open page in headless Chromium updates itself after a save: no reload asked for.
final class LiveBrowserTests: XCTestCase {
    func testAnOpenPageShowsASavedSpecWithinSeconds() async throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0)
        }) else { throw XCTSkip("chromium is not installed: run the suite with scripts/test") }
        let project = try ScratchProject(specs: ["live.yaml": cardSpec(name: "Before", text: "first words")])
        let server = try LiveServer(workspace: try await project.workspace(), port: 0)
        let serving = Task { try await server.run() }
        defer { serving.cancel() }
        let port = try await server.port()

        let profile = project.root.appendingPathComponent("chromium-profile")
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
                             "--user-data-dir=\(profile.path)", "http://127.0.0.1:\(port)/live--iphone-16.html"]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        defer { browser.terminate(); browser.waitUntilExit() }

        let devtools = try await devToolsPort(profile)
        try await waitForTitle(devtools, containing: "Before — iphone-16", seconds: 30)
        let saved = Date()
        try project.write("live.yaml", cardSpec(name: "After", text: "second words"))
        try await waitForTitle(devtools, containing: "After — iphone-16", seconds: 5)
        let elapsed = Date().timeIntervalSince(saved)
        print("live update seen in the browser \(Int(elapsed * 1000)) ms after the save")
        XCTAssertLessThan(elapsed, 3, "the page updates itself within seconds (a second on an idle machine)")
    }

    /// The port Chromium's DevTools listen on (`--remote-debugging-port=0` writes it to the profile).
    private func devToolsPort(_ profile: URL) async throws -> Int {
        let file = profile.appendingPathComponent("DevToolsActivePort")
        for _ in 0..<300 {
            if let text = try? String(contentsOf: file, encoding: .utf8), let port = Int(text.split(separator: "\n").first ?? "") {
                return port
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw XCTSkip("chromium did not open its DevTools port")
    }

    /// Polls DevTools' target list (plain HTTP) until the page's title contains `text`.
    private func waitForTitle(_ port: Int, containing text: String, seconds: Double) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            do {
                let data = try httpGet(port: port, path: "/json/list")
                let targets = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
                last = targets.compactMap { $0["title"] as? String }.joined(separator: " | ")
                if last.contains(text) { return }
            } catch {
                last = "\(error)"
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        XCTFail("no page titled \(text) after \(seconds) s (titles: \(last))")
        throw CancellationError()
    }

    /// A plain HTTP/1.1 GET on 127.0.0.1, body only, read to its Content-Length (FoundationNetworking's client
    /// fails on DevTools' headers, and DevTools answers HTTP/1.0 with nothing).
    private func httpGet(port: Int, path: String) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CancellationError() }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw CancellationError() }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = response.range(of: Data("\r\n\r\n".utf8)) {
                let head = String(decoding: response[..<end.lowerBound], as: UTF8.self).lowercased()
                let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if response.count - end.upperBound >= length { return response[end.upperBound..<end.upperBound + length] }
            }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { return Data() }
            response.append(contentsOf: buffer[0..<n])
        }
    }
}
