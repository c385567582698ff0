import Foundation
import SwiftSyntax

/// Sample data in the app's bundle (`Bundle.main.url(forResource: "trips", withExtension: "json")`, then
/// `Data(contentsOf:)` and `JSONDecoder`): the file of that name in the app's folders (`BundleResources`). The
/// bundle's own values (`bundleIdentifier`, `infoDictionary`) stay run-time values, as `Bundle.main` is; so does
/// where the file is on the device (a resource URL's `path` or `absoluteString`).
extension Interpreter {
    static let resourceMarker = "$bundleResource"
    /// Files read as sample data are refused above this size.
    static let maxResourceBytes = 2_000_000

    /// `Bundle.main.url(forResource:withExtension:)` and `Bundle.main.path(forResource:ofType:)`; nil for another call.
    func bundleResource(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "url" || name == "path", c.arguments.first?.label?.text == "forResource" else { return nil }
        let args = try arguments(c, scope)
        let extensionLabel = name == "url" ? "withExtension" : "ofType"
        guard args.allSatisfy({ [nil, extensionLabel, "forResource", "subdirectory"].contains($0.label) && $0.label != nil }) else { return nil }
        if let subdirectory = args.first(where: { $0.label == "subdirectory" }), !subdirectory.value.isNull {
            return .opaque(fail("a bundle resource in a `subdirectory:` (a folder reference) is not looked up: load the "
                                + "sample data in the preview another way", at: c))
        }
        guard case .string(let resource) = try known(args[0].value) else { return nil }
        var ext: String?
        if let e = args.first(where: { $0.label == extensionLabel }) {
            switch try known(e.value) {
            case .string(let s): ext = s
            case .null: ext = nil
            default: return nil
            }
        }
        switch index.resources.file(named: resource, extension: ext) {
        case .success(let path):
            return .member(Self.resourceMarker, arguments: [Argument(label: "name", value: .string((path as NSString).lastPathComponent)),
                                                           Argument(label: "path", value: .string(path))])
        case .failure(.missing(let file)):
            return .opaque(fail("no file named `\(file)` is in the app's folders (`swiftui:` in layoutcheck.yml), so the "
                                + "bundle resource is not known: add the folder that holds it", at: c))
        case .failure(.ambiguous(let file, let paths)):
            return .opaque(fail("`\(file)` is in \(paths.count) of the app's folders (\(paths.joined(separator: ", "))): "
                                + "which one the bundle holds is not known", at: c))
        }
    }

    /// `Bundle.main`, read from the syntax (this is asked of every method call's base, so no text is made).
    static func isBundleMain(_ e: ExprSyntax) -> Bool {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "main" else { return false }
        return m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bundle"
    }

    /// The resource file's path on this machine, for a resource value.
    static func resourcePath(_ v: Value) -> String? {
        guard case .member(resourceMarker, let args?) = v, case .string(let path)? = args.last?.value else { return nil }
        return path
    }

    /// `Data(contentsOf: url)`, `String(contentsOf: url)`: the file's bytes, held as the UTF-8 text they are.
    func resourceText(_ v: Value, at c: some SyntaxProtocol) throws -> String? {
        guard let path = Self.resourcePath(v) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fail("the bundle resource `\(path)` cannot be read", at: c)
        }
        guard data.count <= Self.maxResourceBytes else {
            throw fail("the bundle resource `\(path)` is larger than \(Self.maxResourceBytes) bytes: give the preview a smaller sample", at: c)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw fail("the bundle resource `\(path)` is not UTF-8 text: only text sample data (JSON, plain text) is read", at: c)
        }
        return text
    }

    /// A resource URL's `lastPathComponent` and `pathExtension`; its location on the device is a run-time value.
    func resourceProperty(_ name: String, of v: Value, at node: some SyntaxProtocol) -> Value? {
        guard case .member(Self.resourceMarker, let args?) = v, case .string(let file)? = args.first?.value else { return nil }
        switch name {
        case "lastPathComponent": return .string(file)
        case "pathExtension": return .string((file as NSString).pathExtension)
        default:
            return .opaque(fail("where a bundle resource is on the device (`\(name)`) is known only at run time", at: node))
        }
    }
}
