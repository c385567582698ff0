import CheckSettings
import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

@Suite("layoutcheck.yml")
struct ConfigTests {
    @Test func emptyConfigGivesTheDocumentedDefaults() throws {
        let c = try ProjectConfig.decode(yaml: "")
        #expect(c.layouts == "layouts")
        #expect(c.golden == "golden")
        #expect(c.devices.map(\.name) == ["iphone-se", "iphone-16", "iphone-16-pro-max"])
        #expect(c.categories.count == 12)
        #expect(c.boldText == [false])
        #expect(c.thresholds == ProjectConfig.Thresholds())
        #expect(c.thresholds.hitTarget == 44 && c.thresholds.spacing == 8 && c.thresholds.minTextSize == 11)
        #expect(c.tolerance == 0.5)
        #expect(c.record == nil, "unset, so CI's default (never) can apply")
        #expect(c.fonts.systemText == "fonts/Inter-roman.var.ttf")
    }

    @Test func fallbackFontsAreAnOrderedListOfFilesOrFamiliesWithLanguages() throws {
        let c = try ProjectConfig.decode(yaml: """
        fonts:
          fallback:
            - fonts/SFArabic.ttf
            - {files: [fonts/Hiragino-W3.ttc#0, fonts/Hiragino-W6.ttc#0], languages: [ja]}
        """)
        #expect(c.fonts.fallback == [.init(files: ["fonts/SFArabic.ttf"]),
                                     .init(files: ["fonts/Hiragino-W3.ttc#0", "fonts/Hiragino-W6.ttc#0"], languages: ["ja"])])
        #expect(try ProjectConfig.decode(yaml: "").fonts.fallback == nil, "unset: the engine's default cascade")
    }

    @Test func fullConfig() throws {
        let c = try ProjectConfig.decode(yaml: """
        layouts: specs
        golden: snapshots
        fonts:
          system: {text: fonts/Inter.ttf, display: fonts/InterDisplay.ttf}
          families:
            Lora:
              - fonts/Lora-Regular.ttf
              - {path: fonts/Lora-Bold.ttf, weight: bold}
            Noto: {path: fonts/Noto.ttc, index: 2}
        devices: [iphone-se-1, ipad-mini]
        categories: large...accessibility5
        boldText: both
        thresholds: {hitTarget: 48, minTextSize: 12}
        tolerance: 0.25
        rules: {text-truncated: warning, hit-target: off}
        record: never
        """, file: "proj/layoutcheck.yml", baseDirectory: "proj")
        #expect(c.layouts == "specs" && c.golden == "snapshots")
        #expect(c.fonts.systemDisplay == "fonts/InterDisplay.ttf")
        #expect(c.fonts.families["Lora"] == [.init(path: "fonts/Lora-Regular.ttf"), .init(path: "fonts/Lora-Bold.ttf", weight: 700)])
        #expect(c.fonts.families["Noto"] == [.init(path: "fonts/Noto.ttc", index: 2)])
        #expect(c.fontFamilyNames == ["Lora", "Noto"])
        #expect(c.devices.map(\.width) == [320, 744])
        #expect(c.categories.first == .large && c.categories.count == 9)
        #expect(c.boldText == [false, true])
        #expect(c.thresholds.hitTarget == 48 && c.thresholds.spacing == 8 && c.thresholds.minTextSize == 12)
        #expect(c.tolerance == 0.25)
        #expect(c.rules == RuleConfiguration(severities: ["text-truncated": .warning], disabled: ["hit-target"]))
        #expect(c.record == .never)
        #expect(c.path("fonts/Inter.ttf") == "proj/fonts/Inter.ttf")
        let unknown = c.unknownRules(known: ["text-truncated", "hit-targets"])
        #expect(unknown.count == 1)
        #expect(unknown.first?.message.contains("did you mean `hit-targets`?") == true)
        #expect(unknown.first?.line == 15)
    }

    @Test func stringsNameOneTableOrAList() throws {
        #expect(try ProjectConfig.decode(yaml: "").strings.isEmpty)
        #expect(try ProjectConfig.decode(yaml: "strings: Resources/Localizable.xcstrings").strings == ["Resources/Localizable.xcstrings"])
        #expect(try ProjectConfig.decode(yaml: "strings: [Resources, Legacy/de.lproj]").strings == ["Resources", "Legacy/de.lproj"])
    }

    @Test func nowIsAnISO8601MomentWithItsTimeZone() throws {
        #expect(try ProjectConfig.decode(yaml: "").now == nil, "unset: a preview reading the current time is reported")
        #expect(try ProjectConfig.decode(yaml: "now: 2026-09-09T09:41:00Z").now == 1_788_946_860)
        #expect(try ProjectConfig.decode(yaml: "now: 2026-09-09T11:41:00+02:00").now == 1_788_946_860)
        do {
            _ = try ProjectConfig.decode(yaml: "swiftui: [Sources]\nnow: next tuesday\n", file: "layoutcheck.yml")
            Issue.record("accepted")
        } catch let e as SpecErrors {
            #expect(e.errors.map(\.line) == [2] && e.errors[0].message.contains("ISO 8601"))
        }
    }

    @Test func configErrorsAreLocatedWithSuggestions() {
        #expect(throws: SpecErrors.self) { try ProjectConfig.decode(yaml: "tolerence: 0.5\n") }
        do {
            _ = try ProjectConfig.decode(yaml: "tolerence: 0.5\nthresholds: {hitTarget: big}\nrecord: sometimes\ncategories: [large, acessibility2]\n",
                                         file: "layoutcheck.yml")
        } catch let e as SpecErrors {
            #expect(e.errors.count == 4)
            #expect(e.errors[0].description == "layoutcheck.yml:1:1: error: unknown key `tolerence` in layoutcheck.yml; did you mean `tolerance`?")
            #expect(e.errors.contains { $0.line == 2 && $0.message.contains("expected a number, found the text \"big\"") })
            #expect(e.errors.contains { $0.line == 3 && $0.message.contains("unknown record mode `sometimes`") })
            #expect(e.errors.contains { $0.line == 4 && $0.message.contains("did you mean `accessibility2`?") })
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
