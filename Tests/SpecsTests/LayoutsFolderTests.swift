import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing

/// The repository's `layouts/` folder, found from this file so the tests run from any directory.
let layoutsFolder: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // SpecsTests/LayoutsFolderTests.swift, Tests
    return parts.joined(separator: "/") + "/layouts"
}()

@Suite("layouts/ specs")
struct LayoutsFolderTests {
    @Test func everySpecDecodesAndResolvesAtEveryCategoryOnItsDevices() throws {
        let specs: [LayoutSpec]
        do { specs = try SpecLoader.loadFolder(layoutsFolder) } catch let e as SpecErrors {
            Issue.record("layouts/ did not load:\n\(e)"); return
        }
        #expect(specs.count >= 12)
        var cases = 0
        for spec in specs {
            #expect(spec.variants.count >= 3, "\(spec.name) needs short, long and German content")
            for device in spec.devices(default: Device.defaultDevices) {
                for variant in spec.variantNames {
                    for category in ContentSizeCategory.allCases {
                        for bold in [false, true] {
                            let r = try SpecResolver().resolve(spec, variant: variant, device: device, category: category, boldText: bold)
                            #expect(!r.body.texts.isEmpty, "\(spec.name) has no text")
                            #expect(r.body.texts.allSatisfy { !$0.string.contains("{") }, "\(spec.name): unfilled placeholder")
                            cases += 1
                        }
                    }
                }
            }
        }
        #expect(cases > 12 * 12)
    }

    @Test func everySpecCitesItsSeed() throws {
        for path in SpecLoader.files(in: layoutsFolder) {
            let text = try SpecLoader.read(path)
            #expect(text.contains("# Seed: "), "\(path) should say which app and plan it is drawn from")
        }
    }

    private func load(_ name: String) throws -> LayoutSpec {
        let library = try ComponentLibrary.load(directory: layoutsFolder + "/components")
        return try SpecLoader.load(file: layoutsFolder + "/" + name, library: library)
    }

    @Test func tabBarTurnsVerticalFromAccessibility3() throws {
        let s = try load("tab_bar.yaml")
        #expect(try body(s, .accessibility2).shape.hasPrefix("hstack["))
        #expect(try body(s, .accessibility3).shape.hasPrefix("frame(vstack["))
        #expect(try body(s, .accessibility3).find("library-tab")?.role == .button)
    }

    @Test func readingControlsGainTitlesAtAccessibilitySizes() throws {
        let s = try load("reading_controls.yaml")
        #expect(try body(s, .xxxLarge).find("previous")?.shape == "symbol")
        #expect(try body(s, .accessibility1).find("previous")?.shape == "hstack[symbol,text]")
        #expect(try body(s, .accessibility1, variant: "german").find("previous")?.texts.first?.string == "Zurück")
    }

    @Test func navigationHeaderMovesItsActionBelowTheTitle() throws {
        let s = try load("navigation_header.yaml")
        let standard = try #require(try body(s).children.first?.stack)
        #expect(standard.children.count == 1)                      // the header row only
        #expect(standard.children[0].find("add")?.role == .button)
        let ax = try #require(try body(s, .accessibility1).children.first?.stack)
        #expect(ax.children.count == 2)                            // the row, then the full-width button
        #expect(ax.children[0].find("add") == nil)
        #expect(ax.children[1].frameValue?.maxWidth == .infinity)
    }

    @Test func componentUseIdLandsOnTheComponentsOwnView() throws {
        let s = try load("settings_toggles.yaml")
        let row = try #require(try body(s).find("reduce-motion"))
        #expect(row.role == .toggle)                 // the toggle row, inside the component's frame and padding
        #expect(row.shape == "hstack[text,spacer,image]")
    }

    @Test func plantGridColumnsFollowTheSeed() throws {
        let s = try load("plant_grid.yaml")
        let counts = try ContentSizeCategory.allCases.map { c -> Int in
            guard case .grid(let g) = try body(s, c).kind else { return 0 }
            return g.items.count
        }
        #expect(counts == [3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1])
        // The plant name is clamped at accessibility3 (ScalableText), the rest of the card is not.
        let name = try #require(try body(s, .accessibility5).find("plant-name")?.textSpec)
        #expect(name.font.size == TextStyle.headline.size(at: .accessibility3))
        #expect(name.minimumScaleFactor == 0.8)
    }
}
