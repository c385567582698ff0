import Foundation
@testable import PreviewServer
import XCTest

/// The live workspace re-evaluates what a save changes, and shows errors where the drawing was.
final class LiveWorkspaceTests: XCTestCase {
    func testASavedSpecIsReEvaluatedAloneAndOnlyItsPageChanges() async throws {
        let project = try ScratchProject(specs: ["a.yaml": cardSpec(name: "Alpha", text: "one"),
                                                 "b.yaml": cardSpec(name: "Beta", text: "two")])
        let workspace = try await project.workspace()
        let beforeB = await workspace.pages["b--iphone-16.html"]?.version
        try project.write("a.yaml", cardSpec(name: "Alpha2", text: "one more"))
        let changed = await workspace.apply(changed: [project.path("a.yaml")])
        XCTAssertEqual(changed, ["a--iphone-16.html"])
        let pageA = await workspace.html(page: "a--iphone-16.html")
        XCTAssertTrue(pageA?.contains("<title>Alpha2 — iphone-16") == true)
        let afterB = await workspace.pages["b--iphone-16.html"]?.version
        XCTAssertEqual(afterB, beforeB)
    }

    func testASpecErrorIsShownAtItsLineInsteadOfAStaleDrawing() async throws {
        let project = try ScratchProject(specs: ["a.yaml": cardSpec(name: "Alpha", text: "one")])
        let workspace = try await project.workspace()
        try project.write("a.yaml", "name: Alpha\ndevices: [iphone-16]\nbody:\n  text: one\n  lineLimt: 2\n")
        let changed = await workspace.apply(changed: [project.path("a.yaml")])
        XCTAssertEqual(changed, ["a--iphone-16.html"])
        let served = await workspace.html(page: "a--iphone-16.html")
        let page = try XCTUnwrap(served)
        XCTAssertTrue(page.contains("a.yaml:5:"), page)
        XCTAssertTrue(page.contains("lineLimt"))
        XCTAssertFalse(page.contains("<svg class=\"p\""), "no stale drawing")

        try project.write("a.yaml", cardSpec(name: "Alpha", text: "fixed"))
        await workspace.apply(changed: [project.path("a.yaml")])
        let fixed = await workspace.html(page: "a--iphone-16.html")
        XCTAssertTrue(fixed?.contains("<svg class=\"p\"") == true)
    }

    func testTheWatcherNoticesASaveAndADeletion() throws {
        let project = try ScratchProject(specs: ["a.yaml": cardSpec(name: "Alpha", text: "one"),
                                                 "b.yaml": cardSpec(name: "Beta", text: "two")])
        var watcher = SourceWatcher()
        let files = [project.path("a.yaml"), project.path("b.yaml")]
        XCTAssertEqual(watcher.changes(in: files), [])
        XCTAssertEqual(watcher.changes(in: files), [], "nothing saved")
        try project.write("a.yaml", cardSpec(name: "Alpha", text: "one, longer"))
        XCTAssertEqual(watcher.changes(in: files), [project.path("a.yaml")])
        try FileManager.default.removeItem(atPath: project.path("b.yaml"))
        XCTAssertEqual(watcher.changes(in: files), [project.path("b.yaml")])
    }
}
