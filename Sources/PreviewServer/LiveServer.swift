import FlyingFox
import Foundation

/// `layoutcheck preview --serve`: the workspace's pages over HTTP on 127.0.0.1 (FlyingFox), the sources polled for
/// changes, and open pages updating themselves within a second of a save.
public final class LiveServer: Sendable {
    public let workspace: LiveWorkspace
    let server: HTTPServer
    /// How often the sources are polled for changes.
    static let watchInterval: Duration = .milliseconds(200)

    /// Bound to 127.0.0.1 only: the pages show unreleased work, so nothing else on the network sees them.
    /// `port` 0 lets the system choose (see `port()`).
    public init(workspace: LiveWorkspace, port: UInt16) throws {
        self.workspace = workspace
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
    }

    /// Serves until the task is cancelled, watching the sources meanwhile.
    public func run() async throws {
        await addRoutes()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            group.addTask { try await self.watch() }
            try await group.next()
            group.cancelAll()
        }
    }

    /// The port listened on, once listening.
    public func port() async throws -> UInt16 {
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { return 0 }
        return port
    }

    private func watch() async throws {
        var watcher = SourceWatcher()
        _ = watcher.changes(in: await workspace.watchedFiles())
        while !Task.isCancelled {
            try await Task.sleep(for: Self.watchInterval)
            let changed = watcher.changes(in: await workspace.watchedFiles())
            if !changed.isEmpty { await workspace.apply(changed: changed) }
        }
    }

    private func addRoutes() async {
        let workspace = self.workspace
        await server.appendRoute("GET /_live/version") { request in
            let name = request.query.first { $0.name == "page" }?.value ?? ""
            // The index ("") changes with every generation; a page when its own content does.
            let version = name.isEmpty ? await workspace.generation : await workspace.pages[name]?.version ?? 0
            return Self.response(String(version), type: "text/plain")
        }
        await server.appendRoute("GET /*") { request in
            let name = String(request.path.split(separator: "/").last ?? "")
            if name.isEmpty || name == "index.html" {
                let pages = await workspace.pages.mapValues(\.unit)
                return Self.response(LivePages.live(LivePages.index(pages: pages, errors: await workspace.errors),
                                                    page: "", version: await workspace.generation), type: "text/html")
            }
            guard let html = await workspace.html(page: name), let page = await workspace.pages[name] else {
                return HTTPResponse(statusCode: .notFound)
            }
            return Self.response(LivePages.live(html, page: name, version: page.version), type: "text/html")
        }
    }

    private static func response(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: "\(type); charset=utf-8", .cacheControl: "no-store"],
                     body: Data(text.utf8))
    }
}
