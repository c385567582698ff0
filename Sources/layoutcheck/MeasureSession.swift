import Foundation
import LayoutCheckKit
import TextEngine

/// The engine behind `measure` (single and batch) and `bench text`: the bundled system font plus any `--font` files,
/// each file registered once under a private family name, load errors remembered so a bad path fails fast per case.
final class MeasureSession {
    let engine: TextEngine
    private let systemFontError: Error?
    private var registered: [String: Result<String, FontError>] = [:]

    init() {
        let library = FontLibrary()
        do {
            let dir = BundledFonts.directory()
            try library.setSystemFont(text: [FontSource(path: dir + "/" + BundledFonts.textCut)],
                                      display: [FontSource(path: dir + "/" + BundledFonts.displayCut)])
            systemFontError = nil
        } catch {
            systemFontError = error
        }
        engine = TextEngine(fonts: library)
    }

    /// Measures one case; errors are `MeasureError` with the exit status they deserve.
    func measure(_ input: MeasureInput) throws -> (MeasuredText, TextRequest, String) {
        let family = try family(for: input)
        let request = try input.request(family: family)
        do {
            return (try engine.measure(request), request, input.font ?? "system font (Inter)")
        } catch let error as FontError {
            throw MeasureError.environment(error.description)
        } catch {
            throw MeasureError.usage("\(error)")
        }
    }

    private func family(for input: MeasureInput) throws -> String? {
        guard let path = input.font else {
            if let systemFontError { throw MeasureError.environment("system font: \(systemFontError)") }
            return nil
        }
        let key = "\(path)#\(input.faceIndex)"
        if registered[key] == nil {
            do {
                try engine.fonts.register(family: key, sources: [FontSource(path: path, faceIndex: input.faceIndex)])
                registered[key] = .success(key)
            } catch let error as FontError {
                registered[key] = .failure(error)
            }
        }
        switch registered[key]! {
        case .success(let name): return name
        case .failure(let error): throw MeasureError.environment(error.description)
        }
    }

    /// One batch line in, one JSON line out (an error object for a bad line). `ok` is false for an error.
    func batchLine(_ line: String, defaults: MeasureInput) -> (output: String, ok: Bool) {
        let object: [String: JSONValue]
        do { object = try JSONLineParser.object(line) } catch {
            return (MeasureOutput.error("not a JSON object (\(error)): \(line.prefix(80))", idJSON: nil), false)
        }
        let idJSON = object["id"].map(Self.json)
        do {
            let input = try defaults.overlaid(with: object)
            let (measured, _, _) = try measure(input)
            return (MeasureOutput.json(measured, idJSON: idJSON), true)
        } catch {
            return (MeasureOutput.error("\(error)", idJSON: idJSON), false)
        }
    }

    /// A value re-encoded as JSON to echo an id: numbers that are whole print as integers, keys sorted.
    static func json(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return MeasureOutput.string(s)
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
        case .array(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .object(let members):
            var last: [String: JSONValue] = [:]
            for m in members { last[m.key] = m.value }
            return "{" + last.keys.sorted().map { MeasureOutput.string($0) + ":" + json(last[$0]!) }.joined(separator: ",") + "}"
        }
    }
}
