import Foundation
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
        guard let data = line.data(using: .utf8),
              let parsed = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
              let object = parsed as? [String: Any] else {
            return (MeasureOutput.error("not a JSON object: \(line.prefix(80))", idJSON: nil), false)
        }
        let idJSON = object["id"].flatMap(Self.idJSON)
        do {
            let input = try defaults.overlaid(with: object)
            let (measured, _, _) = try measure(input)
            return (MeasureOutput.json(measured, idJSON: idJSON), true)
        } catch {
            return (MeasureOutput.error("\(error)", idJSON: idJSON), false)
        }
    }

    /// The id re-encoded as JSON (string, number, or anything JSONSerialization can write).
    private static func idJSON(_ id: Any) -> String? {
        if let s = id as? String { return MeasureOutput.string(s) }
        if id is NSNull { return "null" }
        if let n = id as? NSNumber, "\(type(of: id))" != "Bool" {
            let d = n.doubleValue
            return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
        }
        if let b = id as? Bool { return b ? "true" : "false" }
        guard JSONSerialization.isValidJSONObject([id]),
              let data = try? JSONSerialization.data(withJSONObject: [id], options: [.sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
