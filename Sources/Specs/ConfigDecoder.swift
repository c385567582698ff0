import Foundation
import ViewModel
import CheckSettings
import DynamicType
import Localization
import Layout

/// Walks `layoutcheck.yml` with the spec decoder's located-error helpers.
struct ConfigDecoder {
    let diags: Diagnostics
    var d: SpecDecoder { SpecDecoder(diags: diags, componentNames: []) }

    static let keys = ["layouts", "golden", "fonts", "devices", "locales", "categories", "boldText", "thresholds", "tolerance",
                       "rules", "record", "lineHeight", "platform", "swiftui", "conditions", "now", "skip", "stubs", "improvements", "strings"]

    /// `record: missing`, or `record: {mode: missing, acceptFindings: true}`.
    func record(_ v: Cursor, into config: inout ProjectConfig) {
        let modes = RecordMode.allCases.map { ($0.rawValue, $0) }
        if v.scalarString != nil {
            if let r = d.choice(v, modes, what: "record mode") { config.record = r }
            return
        }
        guard let map = MapReader(v, diags, expected: "a record mode, or {mode, acceptFindings}") else { return }
        map.rejectUnknown(allowed: ["mode", "acceptFindings"], context: "in record", diags)
        if let m = map["mode"], let r = d.choice(m, modes, what: "record mode") { config.record = r }
        if let a = map["acceptFindings"], let b = d.bool(a) { config.acceptFindings = b }
    }

    func decode(_ c: Cursor, into config: inout ProjectConfig) {
        guard let map = MapReader(c, diags, expected: "a mapping of settings") else { return }
        map.rejectUnknown(allowed: Self.keys, context: "in layoutcheck.yml", diags)
        let d = self.d
        if let v = map["layouts"], let s = d.name(v) { config.layouts = s }
        if let v = map["golden"], let s = d.name(v) { config.golden = s }
        if let v = map["fonts"] { fonts(v, into: &config.fonts) }
        if let v = map["devices"], let list = d.devices(v) { config.devices = list }
        if let v = map["locales"], let list = d.locales(v) { config.locales = list }
        if let v = map["categories"], let list = categories(v) { config.categories = list }
        if let v = map["boldText"] {
            if v.scalarString == "both" { config.boldText = [false, true] } else if let b = d.bool(v) { config.boldText = [b] }
        }
        if let v = map["platform"], let p = d.choice(v, Platform.allCases.map { ($0.rawValue, $0) }, what: "platform") {
            config.platform = p
        }
        if let v = map["lineHeight"], let m = d.choice(v, LineHeightModel.allCases.map { ($0.rawValue, $0) }, what: "line-height model") {
            config.lineHeight = m
        }
        if let v = map["thresholds"] { thresholds(v, into: &config.thresholds) }
        if let v = map["tolerance"], let t = d.number(v, expected: "a tolerance in points") {
            if t < 0 { diags.error("`tolerance` cannot be negative", v) } else { config.tolerance = t }
        }
        if let v = map["rules"], let rules = MapReader(v, diags, expected: "{rule-id: error | warning | note | off}") {
            for entry in rules.entries {
                let options: [(String, Severity?)] = Severity.allCases.map { ($0.rawValue, $0) } + [("off", nil)]
                if let s = d.choice(entry.value, options, what: "severity") {
                    if let severity = s { config.rules.severities[entry.key] = severity } else { config.rules.disabled.insert(entry.key) }
                    config.ruleLocations[entry.key] = SourceLocation(file: diags.file, line: entry.keyNode.mark?.line ?? 1,
                                                                     column: entry.keyNode.mark?.column ?? 1)
                }
            }
        }
        if let v = map["swiftui"] {
            // `swiftui: Sources/App/Views` or a list of files and folders.
            if let one = v.scalarString { config.swiftui = [one] }
            else if let items = v.sequence { config.swiftui = items.compactMap { d.name($0) } }
            else { diags.error("`swiftui` takes a folder or file, or a list of them", v) }
        }
        if let v = map["conditions"] {
            // `conditions: [DEBUG, FEATURE_X]`: the flags `#if` sees.
            if let items = v.sequence { config.conditions = items.compactMap { d.name($0) } }
            else { diags.error("`conditions` takes a list of compilation conditions, such as [DEBUG, FEATURE_X]", v) }
        }
        if let v = map["now"] {
            // `now: 2026-09-09T09:41:00Z`: the moment previews are evaluated at, in ISO 8601 with a time zone.
            if let text = v.scalarString, let date = ISO8601DateFormatter().date(from: text) {
                config.now = date.timeIntervalSince1970
            } else {
                diags.error("`now` takes a date and time in ISO 8601 with its time zone, such as 2026-09-09T09:41:00Z", v)
            }
        }
        if let v = map["strings"] {
            // `strings: Resources/Localizable.xcstrings` or a list of files and folders.
            if let one = v.scalarString { config.strings = [one] }
            else if let items = v.sequence { config.strings = items.compactMap { d.name($0) } }
            else { diags.error("`strings` takes a String Catalog, an .lproj folder or a folder holding them, or a list of them", v) }
        }
        if let v = map["skip"], let skips = MapReader(v, diags, expected: "{\"File.swift › Preview\": reason}") {
            for entry in skips.entries {
                guard let reason = entry.value.scalarString, reason.contains(where: { !$0.isWhitespace }) else {
                    diags.error("`skip` needs a reason for `\(entry.key)`", entry.value); continue
                }
                config.skip[entry.key] = reason
            }
        }
        if let v = map["stubs"], let stubs = MapReader(v, diags, expected: "{ViewName: {width: 60, height: 60}}") {
            for entry in stubs.entries {
                guard let size = MapReader(entry.value, diags, expected: "{width: …, height: …}") else { continue }
                size.rejectUnknown(allowed: ["width", "height"], context: "in a stub", diags)
                let width = size["width"].flatMap { d.number($0, expected: "a width in points") }
                let height = size["height"].flatMap { d.number($0, expected: "a height in points") }
                if width == nil, height == nil { diags.error("a stub needs `width:`, `height:` or both", entry.value); continue }
                config.stubs[entry.key] = ProjectConfig.Stub(width: width, height: height)
            }
        }
        if let v = map["record"] { record(v, into: &config) }
        if let v = map["improvements"], let pass = d.choice(v, [("fail", false), ("pass", true)], what: "improvements setting") {
            config.improvementsPass = pass
        }
    }

    /// `all`, a list of names, or a range `large...accessibility5`.
    private func categories(_ c: Cursor) -> [ContentSizeCategory]? {
        let d = self.d
        if c.scalarString == "all" { return ContentSizeCategory.allCases }
        if let items = c.sequence {
            let parsed = items.map { d.category($0) }
            guard parsed.allSatisfy({ $0 != nil }) else { return nil }
            let list = parsed.compactMap { $0 }
            if list.isEmpty { diags.error("`categories` cannot be empty", c); return nil }
            return Array(Set(list)).sorted()
        }
        if let text = c.scalarString, let r = text.range(of: "...") {
            let lo = text[..<r.lowerBound].isEmpty ? .xSmall : d.category(text: String(text[..<r.lowerBound]), c)
            let hi = text[r.upperBound...].isEmpty ? .accessibility5 : d.category(text: String(text[r.upperBound...]), c)
            guard let lo, let hi else { return nil }
            guard lo <= hi else { diags.error("`categories`: \(lo.name) comes after \(hi.name)", c); return nil }
            return ContentSizeCategory.allCases.filter { $0 >= lo && $0 <= hi }
        }
        d.mismatch(c, expected: "all, a list of categories, or a range like large...accessibility5")
        return nil
    }

    private func thresholds(_ c: Cursor, into t: inout ProjectConfig.Thresholds) {
        guard let map = MapReader(c, diags, expected: "{standard, hitTarget, spacing, minTextSize}") else { return }
        map.rejectUnknown(allowed: ["standard", "hitTarget", "spacing", "minTextSize"], context: "in thresholds", diags)
        let d = self.d
        if let v = map["standard"], let s = d.choice(v, [("hig", HitTargetStandard.hig),
                                                         ("wcag-2.5.8", .wcag258), ("wcag258", .wcag258)],
                                                     what: "hit-target standard") {
            t.standard = s
            if s == .wcag258 { t.hitTarget = 24 }
        }
        if let v = map["hitTarget"], let n = d.number(v) { t.hitTarget = n }
        if let v = map["spacing"], let n = d.number(v) { t.spacing = n }
        if let v = map["minTextSize"], let n = d.number(v) { t.minTextSize = n }
    }

    /// `system: {text: path, display: path}` (or `system: path`), `families: {Name: path | {path, weight, index} | [faces]}`,
    /// `fallback: [PATH[#INDEX] | {files, languages}]`.
    private func fonts(_ c: Cursor, into fonts: inout ProjectConfig.Fonts) {
        guard let map = MapReader(c, diags, expected: "{system, families}") else { return }
        map.rejectUnknown(allowed: ["system", "families", "fallback"], context: "in fonts", diags)
        if let f = map["fallback"] { fonts.fallback = (f.sequence ?? [f]).compactMap { fallback($0) } }
        let d = self.d
        if let s = map["system"] {
            if let path = s.scalarString {
                fonts.systemText = path; fonts.systemDisplay = nil
            } else if let sm = MapReader(s, diags, expected: "a path or {text, display}") {
                sm.rejectUnknown(allowed: ["text", "display", "tracking"], context: "in fonts.system", diags)
                if let t = sm["tracking"], let v = d.choice(t, [("inter-dynamic", "inter-dynamic"), ("none", "none")],
                                                             what: "tracking") { fonts.tracking = v }
                if let t = sm["text"], let p = d.name(t) { fonts.systemText = p }
                if let v = sm["display"] { fonts.systemDisplay = v.isNull ? nil : d.name(v) }
            }
        }
        guard let f = map["families"], let families = MapReader(f, diags, expected: "{FamilyName: faces}") else { return }
        for entry in families.entries {
            let items = entry.value.sequence ?? [entry.value]
            let faces = items.compactMap { face($0) }
            if faces.count == items.count, !faces.isEmpty { fonts.families[entry.key] = faces }
            if items.isEmpty { diags.error("font family `\(entry.key)` lists no files", entry.value) }
        }
    }

    /// `PATH[#INDEX]` or `{files: [PATH[#INDEX], …], languages: [tag, …]}`.
    private func fallback(_ c: Cursor) -> ProjectConfig.Fallback? {
        if let path = c.scalarString { return ProjectConfig.Fallback(files: [path]) }
        guard let map = MapReader(c, diags, expected: "a path or {files, languages}") else { return nil }
        map.rejectUnknown(allowed: ["files", "languages"], context: "in a fallback font", diags)
        guard let f = map["files"] else { diags.error("a fallback font needs `files:`", c); return nil }
        let files = (f.sequence ?? [f]).compactMap { d.name($0) }
        let languages = map["languages"].map { ($0.sequence ?? [$0]).compactMap { d.name($0) } } ?? []
        guard !files.isEmpty else { diags.error("a fallback font lists no files", f); return nil }
        return ProjectConfig.Fallback(files: files, languages: languages)
    }

    private func face(_ c: Cursor) -> ProjectConfig.FontFace? {
        let d = self.d
        if let path = c.scalarString { return ProjectConfig.FontFace(path: path) }
        guard let map = MapReader(c, diags, expected: "a path or {path, weight, index}") else { return nil }
        map.rejectUnknown(allowed: ["path", "weight", "index"], context: "in a font face", diags)
        guard let p = map["path"], let path = d.name(p) else {
            diags.error("a font face needs `path:`", c); return nil
        }
        var face = ProjectConfig.FontFace(path: path)
        if let w = map["weight"] {
            guard let weight = d.fontWeight(w) else { return nil }
            face.weight = weight.value
        }
        if let i = map["index"] {
            guard let index = d.int(i, expected: "a face index (0 for the first face of a .ttc)"), index >= 0 else { return nil }
            face.index = index
        }
        return face
    }
}
