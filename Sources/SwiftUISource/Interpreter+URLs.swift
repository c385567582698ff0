import Foundation
import SwiftSyntax

/// `URL(string:)` of a known string, and the parts a view shows (`Text(url.host ?? "")`, `"\(url)"`). Parsed by
/// Foundation's own URL type, the same RFC 3986 parser as on iOS 17 and later (swift-foundation; Apple, "URL",
/// <https://developer.apple.com/documentation/foundation/url/init(string:)>: "returns nil" for a string that is
/// not a valid URL). Where a link goes is never read by layout; a URL only matters where its text is shown.
extension Interpreter {
    func url(from argument: Value, at c: some SyntaxProtocol) throws -> Value {
        guard case .string(let s) = argument else {
            return .opaque(fail("`URL(string:)` of \(argument.typeDescription) is not evaluated: its value is only known at run time", at: c))
        }
        return URL(string: s).map(Value.url) ?? .null
    }

    /// The URL's components as Foundation reports them; nil for a name that is not one of them.
    func urlProperty(_ name: String, _ u: URL) -> Value? {
        func optional(_ s: String?) -> Value { s.map(Value.string) ?? .null }
        switch name {
        case "absoluteString", "description", "relativeString": return .string(u.absoluteString)
        case "scheme": return optional(u.scheme)
        case "host": return optional(u.host)
        case "port": return u.port.map(Value.int) ?? .null
        case "path", "relativePath": return .string(u.path)
        case "query": return optional(u.query)
        case "fragment": return optional(u.fragment)
        case "lastPathComponent": return .string(u.lastPathComponent)
        case "pathExtension": return .string(u.pathExtension)
        case "pathComponents": return .array(u.pathComponents.map(Value.string))
        case "isFileURL": return .bool(u.isFileURL)
        default: return nil
        }
    }

    /// `host()`, `path()` (iOS 16), `appendingPathComponent(_:)`, `appending(path:)`; nil for other methods.
    func urlMethod(_ name: String, _ u: URL, _ args: [Argument], at c: some SyntaxProtocol) throws -> Value? {
        switch (name, args.count) {
        case ("host", 0): return u.host(percentEncoded: true).map(Value.string) ?? .null
        case ("path", 0): return .string(u.path(percentEncoded: true))
        case ("appendingPathComponent", 2) where args[1].label == "isDirectory":
            guard case .string(let part) = args[0].value, case .bool(let isDirectory) = args[1].value else { return nil }
            return .url(u.appendingPathComponent(part, isDirectory: isDirectory))
        case ("appendingPathComponent", 1), ("appending", 1) where args[0].label == "path" || args[0].label == "component":
            guard case .string(let part) = args[0].value else { return nil }
            switch (name, args[0].label) {
            case ("appending", "component"): return .url(u.appending(component: part))
            case ("appending", _): return .url(u.appending(path: part))
            default: return .url(u.appendingPathComponent(part))
            }
        default: return nil
        }
    }
}
