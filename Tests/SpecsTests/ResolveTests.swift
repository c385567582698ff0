import DynamicType
import Layout
@testable import Specs
@testable import ViewModel
import Testing
import CheckSettings

@Suite("Resolving a spec for one case")
struct ResolveTests {
    @Test func perCategoryValueIsAStepFunction() throws {
        let s = try spec("""
        body:
          text: Hi
          lineLimit: {default: 3, accessibility1: 5, accessibility5: null}
        """)
        let limits = try ContentSizeCategory.allCases.map { try body(s, $0).textSpec?.lineLimit }
        #expect(limits == [3, 3, 3, 3, 3, 3, 3, 5, 5, 5, 5, nil])
    }

    @Test func perCategoryValuesNestInsideModifiers() throws {
        let s = try spec("""
        body:
          text: Hi
          frame: {maxWidth: {default: 280, accessibility1: infinity}, alignment: leading}
        """)
        #expect(try body(s, .xxxLarge).frameValue?.maxWidth == 280)
        #expect(try body(s, .accessibility1).frameValue?.maxWidth == .infinity)
        #expect(try body(s).frameValue?.alignment == .leading)
    }

    @Test func scaledMetricIsRoundedToThePixelGrid() throws {
        let s = try spec("""
        body:
          image: {name: cover, width: {scaled: 120}, height: {scaled: 17, relativeTo: body}}
        """)
        // body 17 at Medium is 16.333 on @3x (measured on iOS 26; Sinclair's measurement), 16.5 on the @2x grid.
        #expect(abs((try body(s, .medium).imageSize?.height ?? 0) - 16.333) < 0.001)
        #expect(try body(s, .medium, device: iPhoneSE).imageSize?.height == 16.5)
        #expect(try body(s, .accessibility5).imageSize?.width == ScaledMetric.scale(120, at: .accessibility5))
        #expect(try body(s, .large).imageSize == Size(width: 120, height: 17))
    }

    @Test func textStyleFontsFollowTheHIGTableWithTheFontsOwnLineHeight() throws {
        let s = try spec("body: {text: Hi, font: title2}\n")
        let f = try #require(try body(s, .accessibility3).textSpec?.font)
        #expect(f == FontSpec(family: nil, size: 44, weight: 400, lineHeight: nil))
    }

    @Test func theSystemFontHasSFsLineHeightAndTextStylesTheirLeading() throws {
        // iOS 26: body at Large is 20.287 pt a line with UIFont.leading 1.713 (22 − 20.287); .system(size:) fonts
        // have no leading; heights round up to the display's pixels.
        let s = try spec("body: {vstack: [{text: A, id: a, font: body}, {text: B, id: b, font: {size: 12}}]}\n")
        let root = try body(s, .large, lineHeight: .sf)
        let a = try #require(root.find("a")?.textSpec)
        #expect(abs(a.font.lineHeight! - 20.287103) < 1e-5)
        #expect(abs(a.font.lineSpacing - 1.712897) < 1e-5)
        #expect(a.heightGrid == 1.0 / 3)
        let b = try #require(root.find("b")?.textSpec)
        #expect(abs(b.font.lineHeight! - 14.320308) < 1e-5)
        #expect(b.font.lineSpacing == 0)
    }

    @Test func theHIGLeadingIsTheLineHeightWhenConfigured() throws {
        let s = try spec("body: {text: Hi, font: title2}\n")
        let f = try #require(try body(s, .accessibility3, lineHeight: .hig).textSpec?.font)
        #expect(f == FontSpec(family: nil, size: 44, weight: 400, lineHeight: 52))
    }

    @Test func fontInheritsDownLikeAnEnvironmentValue() throws {
        let s = try spec("""
        body:
          vstack:
            - text: Inherits
              id: a
            - text: Overrides
              id: b
              font: caption
            - hstack:
                - text: Deep
                  id: c
          font: {style: headline}
          lineLimit: 2
          truncationMode: middle
          minimumScaleFactor: 0.8
        """)
        let root = try body(s)
        #expect(root.find("a")?.textSpec?.font.size == 17)
        #expect(root.find("a")?.textSpec?.font.weight == 600)
        #expect(root.find("b")?.textSpec?.font.size == 12)
        let deep = try #require(root.find("c")?.textSpec)
        #expect(deep.font.weight == 600)
        #expect(deep.lineLimit == 2)
        #expect(deep.truncationMode == .middle)
        #expect(deep.minimumScaleFactor == 0.8)
    }

    @Test func boldAndBoldText() throws {
        let s = try spec("""
        body:
          vstack:
            - {text: A, id: a, font: {style: title, bold: true}}
            - {text: B, id: b, font: body, bold: true}
            - {text: C, id: c, font: body}
        """)
        let plain = try body(s)
        #expect(plain.find("a")?.textSpec?.font.weight == 700)   // title's emphasized weight: Bold
        #expect(plain.find("b")?.textSpec?.font.weight == 600)   // body's emphasized weight: Semibold
        let boldText = try body(s, boldText: true)
        #expect(boldText.find("c")?.textSpec?.font.weight == 600)  // Regular → Semibold with Bold Text
        #expect(boldText.find("a")?.textSpec?.font.weight == 900)  // Bold → Black, as observed on devices
    }

    @Test func customAndSystemSizedFonts() throws {
        let s = try spec("""
        body:
          vstack:
            - {text: A, id: custom, font: {family: Lora, size: 20, relativeTo: title3}}
            - {text: B, id: fixed, font: {size: 17, weight: semibold}}
            - {text: C, id: scaled, font: {size: {scaled: 22, relativeTo: title2}, weight: bold}}
            - {text: D, id: customFixed, font: {family: Lora, fixedSize: 20}}
        """, families: ["Lora"])
        let root = try body(s, .accessibility2, families: ["Lora"])
        let custom = try #require(root.find("custom")?.textSpec?.font)
        #expect(custom.family == "Lora")
        #expect(custom.size == 35)  // Font.custom scales like UIFontMetrics.scaledFont: 20 × 112.667 / 64 (title3, AX2), whole points
        #expect(root.find("fixed")?.textSpec?.font == FontSpec(family: nil, size: 17, weight: 600, lineHeight: nil))
        #expect(root.find("scaled")?.textSpec?.font.size == ScaledMetric.scale(22, relativeTo: .title2, at: .accessibility2))
        #expect(root.find("customFixed")?.textSpec?.font.size == 20)
    }

    @Test func dynamicTypeSizeClampsTheSubtreeAndNestedRangesIntersect() throws {
        let s = try spec("""
        body:
          vstack:
            - {text: Free, id: free}
            - vstack:
                - {text: Clamped, id: clamped}
                - text: Narrower
                  id: narrow
                  dynamicTypeSize: large...xxLarge
                - text: Pinned
                  id: pinned
                  dynamicTypeSize: xxxLarge
                  lineLimit: {default: 1, accessibility1: 4}
              dynamicTypeSize: ...accessibility2
        """)
        let root = try body(s, .accessibility5)
        #expect(root.find("free")?.textSpec?.font.size == 53)
        #expect(root.find("clamped")?.textSpec?.font.size == 33)        // body at accessibility2
        #expect(root.find("narrow")?.textSpec?.font.size == 21)         // intersection: large…xxLarge
        #expect(root.find("pinned")?.textSpec?.font.size == 23)         // a fixed value inside the range
        #expect(root.find("pinned")?.textSpec?.lineLimit == 1)           // per-category values read the clamped size
        let small = try body(s, .xSmall)
        #expect(small.find("narrow")?.textSpec?.font.size == 17)        // raised to large
    }

    @Test func adaptiveStackSwitchesAtItsThreshold() throws {
        let s = try spec("""
        body:
          adaptiveStack:
            alignment: leading
            spacing: {default: 16, accessibility1: 12}
            children:
              - {text: A}
              - {text: B}
        """)
        let below = try #require(try body(s, .xxxLarge).stack)
        #expect(below.axis == .horizontal)
        #expect(below.adaptiveBranch == "hstack")
        #expect(below.spacing == 16)
        #expect(below.alignment.vertical == .center)
        let at = try #require(try body(s, .accessibility1).stack)
        #expect(at.axis == .vertical)
        #expect(at.adaptiveBranch == "vstack")
        #expect(at.spacing == 12)
        #expect(at.alignment.horizontal == .leading)

        let custom = try spec("body: {adaptiveStack: {threshold: accessibility3, children: [{text: A}]}}\n")
        #expect(try body(custom, .accessibility2).stack?.axis == .horizontal)
        #expect(try body(custom, .accessibility3).stack?.axis == .vertical)
    }

    @Test func variantsFillPlaceholders() throws {
        let s = try spec("""
        variants:
          short: {title: Dune, author: Frank Herbert}
          german: {title: "Der Wüstenplanet", author: Frank Herbert}
        body:
          text: "{title} — {author} {{literal}}"
        """)
        #expect(s.variantNames == ["short", "german"])
        #expect(try body(s).textSpec?.string == "Dune — Frank Herbert {literal}")
        #expect(try body(s, variant: "german").textSpec?.string == "Der Wüstenplanet — Frank Herbert {literal}")
        #expect(throws: SpecErrors.self) { try body(s, variant: "long") }
    }

    @Test func componentsTakeParametersAndModifiersWrapTheUse() throws {
        let s = try spec("""
        variants:
          long: {name: "Fiddle-leaf fig (Ficus lyrata)"}
        components:
          PlantCard:
            parameters: {name: null, status: Healthy}
            body:
              vstack:
                alignment: leading
                children:
                  - {text: "{name}", id: name, font: headline}
                  - {text: "{status}", id: status, font: caption}
        body:
          hstack:
            - PlantCard: {name: "{name}"}
              id: first
              padding: 8
            - PlantCard: {name: Monstera, status: Needs water}
        """)
        let root = try body(s)
        let first = try #require(root.stack?.children.first)
        #expect(first.shape == "padding(vstack[text,text])")
        #expect(first.children.first?.id == "first")
        #expect(root.texts.map(\.string) == ["Fiddle-leaf fig (Ficus lyrata)", "Healthy", "Monstera", "Needs water"])
    }

    @Test func sharedComponentLibrary() throws {
        let library = try ComponentLibrary.decode(files: [
            ("components/rows.yaml", "components:\n  Row:\n    parameters: [title]\n    body: {Badge: {label: \"{title}\"}}\n"),
            ("components/badge.yaml", "components:\n  Badge:\n    parameters: [label]\n    body: {text: \"{label}\", font: caption}\n"),
        ])
        let s = try spec("body: {Row: {title: New}}\n", library: library)
        #expect(try body(s).textSpec?.string == "New")
        #expect(try body(s).textSpec?.font.size == 12)
    }

    @Test func modifiersWrapInWrittenOrder() throws {
        let a = try spec("body:\n  text: Hi\n  padding: 8\n  frame: {maxWidth: infinity}\n")
        #expect(try body(a).shape == "frame(padding(text))")
        let b = try spec("body:\n  text: Hi\n  frame: {maxWidth: infinity}\n  padding: 8\n")
        #expect(try body(b).shape == "padding(frame(text))")
        let chain = try spec("body:\n  text: Hi\n  modifiers: [{padding: 4}, {frame: {width: 44}}, {padding: {horizontal: 8}}]\n")
        let node = try body(chain)
        #expect(node.shape == "padding(frame(padding(text)))")
        #expect(node.paddingValue == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    }

    @Test func paddingForms() throws {
        let s = try spec("""
        body:
          text: Hi
          padding: {horizontal: default, vertical: {scaled: 8}, top: 2}
        """)
        let p = try #require(try body(s, .accessibility1).paddingValue)
        #expect(p.leading == 16 && p.trailing == 16)
        #expect(p.top == 2)
        #expect(p.bottom == ScaledMetric.scale(8, at: .accessibility1))
        let plain = try spec("body:\n  text: Hi\n  padding:\n")
        #expect(try body(plain).paddingValue == EdgeInsets(all: 16))
    }

    @Test func buttonHitTargetIsTheLabelWithItsInnerModifiers() throws {
        let s = try spec("""
        body:
          hstack:
            - button:
                systemImage: heart
                frame: {minWidth: 44, minHeight: 44}
              font: caption
              id: favorite
            - button: {title: Next, systemImage: chevron.right}
              id: next
              labelStyle: {default: iconOnly, accessibility1: titleAndIcon}
              frame: {minWidth: 44, minHeight: 44}
        """)
        let root = try body(s)
        let fav = try #require(root.find("favorite"))
        #expect(fav.role == .button)
        #expect(fav.frameValue?.minWidth == 44)
        // heart at caption (12 pt): 43 × 37 px measured on iOS 26 (@3x)
        #expect(fav.children.first?.symbolSize == Size(width: 43.0 / 3, height: 37.0 / 3))
        let next = try #require(root.stack?.children.last)
        #expect(next.frameValue != nil)                         // outside the button: not the hit target
        #expect(next.children.first?.role == .button)
        #expect(next.children.first?.shape == "symbol")        // iconOnly below accessibility sizes
        let ax = try body(s, .accessibility1)
        #expect(ax.find("next")?.shape == "hstack[symbol,text]")
    }

    @Test func anIDBesidePerCategoryViewsNamesTheViewAtEveryCategory() throws {
        let s = try spec("""
        body:
          vstack:
            - default: {text: Hello}
              accessibility1: null
              id: greeting
            - text: World
        """)
        #expect(try body(s).find("greeting") != nil)
        #expect(try body(s, .accessibility1).find("greeting") == nil)
    }

    @Test func stacksAcceptNegativeSpacingAsSwiftUIDoes() throws {
        let s = try spec("body:\n  vstack:\n    spacing: -4\n    children: [{text: A}, {text: B}]\n")
        #expect(try body(s).stack?.spacing == -4)
    }

    @Test func toggleIsARowWithTheIOS26Switch() throws {
        // SwiftUI's switch on iOS 26: 61 × 28, at least 8 pt after the label.
        let s = try spec("body:\n  toggle: Reduce Motion\n  id: motion\n")
        let row = try #require(try body(s).find("motion"))
        #expect(row.role == .toggle)
        #expect(row.shape == "hstack[text,spacer,image]")
        #expect(row.children.last?.imageSize == Size(width: 61, height: 28))
        guard case .spacer(let gap) = row.children[1].kind else { Issue.record("no gap"); return }
        #expect(gap == 8)
    }

    @Test func platformIOS18KeepsTheOldSwitch() throws {
        let s = try spec("body:\n  toggle: Reduce Motion\n  id: motion\n")
        let row = try #require(try body(s, platform: .ios18).find("motion"))
        #expect(row.children.last?.imageSize == Size(width: 51, height: 31))
    }

    @Test func absentViewsAndGridColumns() throws {
        let s = try spec("""
        body:
          vstack:
            - text: Title
            - {default: {button: Add, id: add}, accessibility1: null}
            - grid:
                columns: {xSmall: 3, large: 2, accessibility1: 1}
                spacing: 12
                children: [{color: green}, {color: green}, {color: green}]
        """)
        let large = try body(s)
        #expect(large.shape == "vstack[text,text,grid2[color,color,color]]")
        #expect(try body(s, .xSmall).stack?.children.last?.shape == "grid3[color,color,color]")
        #expect(try body(s, .accessibility2).shape == "vstack[text,grid1[color,color,color]]")
    }

    @Test func gridColumnsAsGridItems() throws {
        let s = try spec("""
        body:
          grid:
            columns: [{fixed: 80}, flexible, {adaptive: {minimum: 100, maximum: 160}}, {flexible: {maximum: 60}}]
            children: [{color: green}]
        """)
        guard case .grid(let g) = try body(s).kind else { Issue.record("not a grid"); return }
        #expect(g.items == [.fixed(80), .flexible(), .adaptive(minimum: 100, maximum: 160), .flexible(minimum: 10, maximum: 60)])
    }

    @Test func anUnknownGridItemIsALocatedError() {
        let found = errors("body:\n  grid:\n    columns: [{adaptiv: 100}]\n    children: [{color: green}]\n")
        #expect(found.first?.line == 3)
        #expect(found.first?.message.contains("did you mean `adaptive`") == true)
    }

    @Test func insetsAndTheScreenColumn() throws {
        let s = try spec("insets: margins\nbody: {text: Hi}\n")
        let ipad = Device.preset(named: "ipad-mini")!
        let r = try SpecResolver().resolve(s, device: ipad, category: .large)
        #expect(r.insets == EdgeInsets(leading: 20, trailing: 20))
        let phone = try SpecResolver().resolve(s, device: iPhoneSE, category: .large)
        #expect(phone.insets.leading == 16)
    }

    @Test func dividerIsAHairline() throws {
        let s = try spec("body: {vstack: [divider, spacer]}\n")
        guard case .divider(let t) = try body(s).children[0].kind else { Issue.record("not a divider"); return }
        #expect(t == 1.0 / 3)
    }
}
