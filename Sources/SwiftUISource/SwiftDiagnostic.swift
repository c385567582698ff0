import Layout

/// Why a preview could not be evaluated, at the Swift source that stopped it, with what would make it evaluable.
public struct SwiftDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: Layout.SourceLocation
    public var message: String
    /// Whether this blocker is `cause` or reads the unknown value `cause` made (`an unknown value (Card.swift:4: …)`),
    /// wherever it was reached from.
    func stems(from cause: SwiftDiagnostic) -> Bool {
        (location == cause.location && message == cause.message)
            || message.contains("(\(cause.citedLocation): \(cause.message)")
    }

    /// The preview's other blockers, in the order met: views beside the one that failed are still evaluated, so a
    /// team sees every line to fix at once, not one per run.
    public var otherBlockers: [SwiftDiagnostic] = []
    /// Where the evaluation came from when it stopped in another file (a view reading an app-wide global declared
    /// elsewhere): in each file crossed, the site that left it (the read or call nearest the blocker), innermost
    /// first. Without it a team sees only a line of a file they never wrote the preview in.
    public var trail: [Layout.SourceLocation] = []
    /// An unknown value the code makes itself on every run, without waiting on anything outside it (a random
    /// number, a `UUID()`, the current time): the code that made it always goes on, unlike a network call's or a
    /// store's result, which may never come.
    var isMadeByTheCode = false

    public init(_ message: String, at location: Layout.SourceLocation) {
        self.location = location
        self.message = message
    }

    /// This blocker and the others, each once, in order.
    public var allBlockers: [SwiftDiagnostic] {
        var seen = Set<SwiftDiagnostic>()
        var this = self
        this.otherBlockers = []
        return ([this] + otherBlockers).filter { seen.insert($0).inserted }
    }

    /// The evaluation passed `site` (a call, a member or a name) on its way out: kept when it is in another file than
    /// the last place recorded; sites further out in the same file are less precise and are not kept.
    mutating func reached(from site: Layout.SourceLocation) {
        guard site.file != (trail.last ?? location).file else { return }
        trail.append(site)
    }

    /// The message, then where it was reached from, outermost first (`reached from Row.swift:6:51 › Store.swift:12:9`).
    public var shownMessage: String {
        guard !trail.isEmpty else { return message }
        let sites = trail.reversed().map { "\(Self.fileName($0.file)):\($0.line):\($0.column)" }
        return message + " (reached from " + sites.joined(separator: " › ") + ")"
    }

    public var description: String { "\(location): error: \(shownMessage)" }

    /// `ServerManager.swift:115`: where this stopped, named in a message shown at another line, maybe of another
    /// file (`an unknown value (ServerManager.swift:115: …)`).
    var citedLocation: String { "\(Self.fileName(location.file)):\(location.line)" }

    /// A path's last component.
    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}

/// SwiftSyntax has a `SourceLocation` too; in this module the name means layoutcheck's.
typealias SourceLocation = Layout.SourceLocation
