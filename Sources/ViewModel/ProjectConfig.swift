import DynamicType
import Localization
import Foundation
import Layout
import CheckSettings

/// `layoutcheck.yml` at the project root. Every key is optional; the defaults are documented per property.
/// Decoded with the same located errors as specs (unknown keys get a did-you-mean).
public struct ProjectConfig: Sendable {
    /// The config file's folder; relative paths in the config are relative to it.
    public var baseDirectory: String
    /// SwiftUI sources whose previews are checked (files or folders, relative to the configuration). Default none.
    public var swiftui: [String] = []
    /// The app's strings for specs (files or folders holding `*.xcstrings`, or `xx.lproj` folders of `.strings` /
    /// `.stringsdict`), relative to the configuration. Default none: spec texts are shown as written. Swift
    /// previews read the tables beside their sources instead.
    public var strings: [String] = []
    /// The compilation conditions (`-D` flags) set when the Swift sources' `#if` is decided, as an iOS Simulator
    /// Debug build. Default `[DEBUG]`, as Xcode's Debug configuration sets it.
    public var conditions: [String] = ["DEBUG"]
    /// `now: 2026-09-09T09:41:00Z`: the moment the Swift previews are evaluated at (`Date()`, `Date.now`, a
    /// TimelineView's date), as seconds since 1970. Default none: a preview that reads the current time is
    /// reported, since its text would change from run to run.
    public var now: Double?
    /// Previews not to check, by name (`OrderRow.swift › Preview`), each with the reason.
    public var skip: [String: String] = [:]
    /// Views the Swift sources use but do not define (`AsyncImage`, a package's view), as fixed boxes; a missing
    /// side fills what is offered.
    public var stubs: [String: Stub] = [:]
    public struct Stub: Hashable, Sendable {
        public var width: Double?
        public var height: Double?
        public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    }
    /// Folder of specs. Default `layouts`.
    public var layouts: String = "layouts"
    /// Folder of golden files. Default `golden`.
    public var golden: String = "golden"
    public var fonts = Fonts()
    /// Devices for specs that name none. Default iphone-se, iphone-16, iphone-16-pro-max.
    public var devices: [Device] = Device.defaultDevices
    /// Categories to check. Default all 12.
    public var categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    /// Bold Text settings to check: `false` → [false] (default), `true` → [true], `both` → [false, true].
    public var boldText: [Bool] = [false]
    /// Locales to check for specs and previews that name none: language tags and pseudolanguages. Default `[en]`,
    /// the development language, in which texts are as written.
    public var locales: [LocaleSetting] = [.development()]
    public var thresholds = Thresholds()
    /// Points two layouts may differ by and still match a golden. Default 0.5.
    public var tolerance: Double = 0.5
    /// Line height of text styles: `font` (the font's metrics, default) or `hig` (the HIG table's leading).
    public var lineHeight: LineHeightModel = .sf
    /// The iOS release whose platform numbers (controls) the engine reproduces.
    public var platform: Platform = .default
    /// Severity per rule id (`text-truncated: warning`) and rules turned `off`; rules not listed keep their own default.
    public var rules = RuleConfiguration()
    /// Where each rule was written, to report rule ids the checks do not know (`unknownRules(known:)`).
    public var ruleLocations: [String: SourceLocation] = [:]
    /// Golden record mode (swift-snapshot-testing's); nil = not configured, so the default applies (`never` when CI is
    /// set, `missing` otherwise). A `--record` flag and `LAYOUTCHECK_RECORD` take precedence.
    public var record: RecordMode?
    /// `record: {acceptFindings: true}`: recording may accept new errors into goldens (as `--accept-findings`).
    public var acceptFindings = false
    /// `improvements: pass`: a run whose only differences are findings gone passes; by default it exits 1 so the
    /// fix is locked in by recording.
    public var improvementsPass = false

    public init(baseDirectory: String = ".") { self.baseDirectory = baseDirectory }

    public struct Fonts: Sendable {
        /// The face standing in for SF Pro at every size (`text`); `display`, when given, from 20 pt (for SF Pro
        /// Text/Display files of systems before iOS 14, which had that split).
        public var systemText: String = "fonts/Inter-roman.var.ttf"
        public var systemDisplay: String? = nil
        /// Size-dependent letter spacing of the system font; nil = Inter's dynamic metrics for the bundled Inter,
        /// none for other files (SF's own `trak` table applies).
        public var tracking: String? = nil
        /// Custom families for `font: {family: …}`, by name.
        public var families: [String: [FontFace]] = [:]
        /// The fallback cascade for characters the fonts lack, in order; nil = Debian's Noto families (the text
        /// engine's default), [] = none.
        public var fallback: [Fallback]? = nil
        public init() {}
    }

    /// One `fonts.fallback` entry: `PATH[#INDEX]`, or `{files: [PATH[#INDEX], …], languages: [ja]}` (files of
    /// several weights; languages whose text tries this entry first).
    public struct Fallback: Hashable, Sendable {
        public var files: [String]
        public var languages: [String]
        public init(files: [String], languages: [String] = []) { self.files = files; self.languages = languages }
    }

    public struct FontFace: Hashable, Sendable {
        public var path: String
        /// nil = a variable font (or a single static face used for every weight).
        public var weight: Double?
        /// Face index inside a TrueType/OpenType collection (.ttc). Default 0.
        public var index: Int
        public init(path: String, weight: Double? = nil, index: Int = 0) { self.path = path; self.weight = weight; self.index = index }
    }

    public struct Thresholds: Hashable, Sendable {
        /// Apple's HIG (44×44 pt) or WCAG 2.2 SC 2.5.8 (24×24 pt with its spacing exception);
        /// `thresholds: {standard: wcag-2.5.8}` also lowers the default minimum to 24.
        public var standard: HitTargetStandard = .hig
        /// HIG: 44×44 pt hit targets.
        public var hitTarget: Double = 44
        /// HIG/UnaMentis: 8 pt between adjacent targets.
        public var spacing: Double = 8
        /// HIG: text should never be smaller than 11 pt.
        public var minTextSize: Double = 11
        public init() {}
    }


    /// The names `font: {family: …}` may use (pass to `SpecLoader`/`SpecResolver`).
    public var fontFamilyNames: Set<String> { Set(fonts.families.keys) }

    /// A config path made absolute against the config's folder.
    public func path(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : (baseDirectory == "." ? relative : baseDirectory + "/" + relative)
    }

    /// Errors for rule ids the checks do not define, with did-you-mean.
    public func unknownRules(known: [String]) -> [SpecError] {
        rules.named.sorted().filter { !known.contains($0) }.map { rule in
            let at = ruleLocations[rule] ?? SourceLocation(file: "layoutcheck.yml", line: 1)
            return SpecError(file: at.file, line: at.line, column: at.column, keyPath: "rules.\(rule)",
                             message: "unknown rule `\(rule)`" + Suggest.hint(rule, known)
                                 + " (rules: \(known.joined(separator: ", ")))")
        }
    }
}
