import Foundation

/// Why a golden file could not be read; each names the file.
public enum GoldenError: Error, Equatable, CustomStringConvertible {
    case invalidJSON(file: String, detail: String)
    case newerSchema(file: String, found: Int, supported: Int)
    case invalidGolden(file: String, detail: String)
    case unreadable(file: String, detail: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let detail):
            return "\(file): cannot read golden (\(detail))"
        case .invalidJSON(let file, let detail):
            return "\(file): not valid JSON (\(detail)); fix or delete it and re-record"
        case .newerSchema(let file, let found, let supported):
            return "\(file): golden schema version \(found) is newer than this layoutcheck supports (\(supported)); "
                + "upgrade layoutcheck"
        case .invalidGolden(let file, let detail):
            return "\(file): not a layoutcheck golden (\(detail)); fix or delete it and re-record"
        }
    }
}

extension Golden {
    /// The canonical bytes (see `CanonicalJSON`): the same golden always encodes to the same bytes.
    public func encoded() throws -> Data { try CanonicalJSON.encode(self) }

    /// Decodes a golden, checking the schema version before anything else. `file` names it in errors.
    public static func decode(_ data: Data, file: String) throws -> Golden {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let json: JSONValue
        do { json = try decoder.decode(JSONValue.self, from: data) } catch {
            throw GoldenError.invalidJSON(file: file, detail: describe(error))
        }
        guard case .object(let top) = json, case .number(let version)? = top["schemaVersion"] else {
            throw GoldenError.invalidGolden(file: file, detail: "no schemaVersion")
        }
        // Checked as a Double: `Int(version)` traps on 1e300 or NaN.
        guard version.isFinite, version >= 1, version == version.rounded() else {
            throw GoldenError.invalidGolden(file: file, detail: "schemaVersion \(version) is not a version number")
        }
        if version > Double(currentSchemaVersion) {
            let found = version < 1e9 ? Int(version) : Int.max
            throw GoldenError.newerSchema(file: file, found: found, supported: currentSchemaVersion)
        }
        do { return try decoder.decode(Golden.self, from: data) } catch {
            throw GoldenError.invalidGolden(file: file, detail: describe(error))
        }
    }

    /// Reads and decodes a golden file.
    public static func read(from url: URL) throws -> Golden {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw GoldenError.unreadable(file: url.path, detail: "it is a directory")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw GoldenError.unreadable(file: url.path, detail: (error as NSError).localizedDescription)
        }
        return try decode(data, file: url.path)
    }

    /// A short reason with the coding path ("variants.long.categories[2].elements: key not found: frame").
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let c): return "missing \"\(key.stringValue)\" at \(path(c.codingPath).isEmpty ? "top level" : path(c.codingPath))"
        case .typeMismatch(_, let c), .valueNotFound(_, let c): return "\(c.debugDescription) at \(path(c.codingPath))"
        case .dataCorrupted(let c):
            let underlying = (c.underlyingError as NSError?).map { " \($0.localizedDescription)" } ?? ""
            return c.debugDescription + underlying
        @unknown default: return "\(error)"
        }
    }
}
