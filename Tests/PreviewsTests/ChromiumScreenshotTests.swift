import Foundation
import Previews
import XCTest

/// Opens pages in headless Chromium (Debian's `chromium`) and reads the screenshot back: what a designer sees.
final class ChromiumScreenshotTests: XCTestCase {
    func testScreenshotIsDrawnWithTruncationMarks() throws {
        let chromium = try Self.chromium()
        let bundled = Bundled.shared
        // Without a golden, so the only mark colour on the page is the truncation marks of the current layout.
        var truncating = try XCTUnwrap(bundled.cases.first { $0.spec == "SearchResultRow" })
        truncating.golden = nil
        var clean = try XCTUnwrap(bundled.cases.first { c in
            c.variants.allSatisfy { $0.panels.allSatisfy { truncatedTexts($0.root) == 0 } }
        }, "a bundled spec that never truncates, as the control")
        clean.golden = nil

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let marked = try Self.screenshot(bundled.page(truncating), chromium: chromium, in: dir, name: "marked", size: "1600,3000")
        let control = try Self.screenshot(bundled.page(clean), chromium: chromium, in: dir, name: "control", size: "1600,3000")

        XCTAssertGreaterThan(marked.distinctColours, 50, "the screenshot is blank")
        let background = marked.count((243, 244, 246), tolerance: 1)
        XCTAssertLessThan(background, marked.width * marked.height * 9 / 10, "the screenshot is mostly background")
        // Glyphs drawn: plenty of near-black text pixels.
        XCTAssertGreaterThan(marked.count((17, 20, 24), tolerance: 30), 2_000)
        let red = marked.count(PreviewColour.truncationRGB)
        XCTAssertGreaterThan(red, 300, "truncation marks (underline and … badge) are drawn")
        XCTAssertLessThan(control.count(PreviewColour.truncationRGB), 20, "\(clean.spec) has no truncation to mark")
    }

    /// `fragment`: opens `page.html#fragment` (`dark` switches the page to dark appearance).
    static func screenshot(_ html: String, chromium: String, in dir: URL, name: String, fragment: String? = nil,
                           size: String = "1280,1000") throws -> PNGImage {
        let page = dir.appendingPathComponent(name + ".html"), png = dir.appendingPathComponent(name + ".png")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        // As root (CI) Chromium needs --no-sandbox; no GPU in containers.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--user-data-dir=\(dir.appendingPathComponent("profile-" + name).path)",
                             "--window-size=\(size)", "--screenshot=\(png.path)", page.absoluteString + (fragment.map { "#" + $0 } ?? "")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "chromium failed")
        return try PNGImage(data: Data(contentsOf: png))
    }

    /// Chromium's path. `scripts/test` installs Debian's package before the suite runs; a bare `swift test` on a
    /// machine without it skips this test and says how to get it.
    static func chromium() throws -> String {
        if let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return path
        }
        throw XCTSkip("chromium is not installed: run the suite with scripts/test, or `scripts/setup chromium` first")
    }
}
