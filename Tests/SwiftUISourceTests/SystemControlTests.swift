import DynamicType
import Layout
import Testing
@testable import SwiftUISource

/// System controls whose iOS metrics are estimated from published reimplementations, each as it is laid out.
@Suite struct SystemControlTests {
    @Test func contentUnavailableViewStacksSymbolTitleAndDescriptionCentred() throws {
        let laid = try tree("""
        #Preview { ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Plan one to see it here.")) }
        """)
        #expect(shape(laid.body) == #"frame(vstack(vstack(vstack(frame(aspectRatio(symbol airplane)), text "No Trips"), vstack(text "Plan one to see it here."))))"#)
        let title = try #require(first(laid.body) { if case .text(let t) = $0.kind { t.string == "No Trips" } else { false } })
        if case .text(let spec) = title.kind { #expect(spec.font.size == 22 && spec.font.weight == 700, "Title 2, bold") }
    }

    @Test func contentUnavailableViewStopsGrowingAtAX2() throws {
        func titleSize(_ c: ContentSizeCategory) throws -> Double? {
            let laid = try tree(#"#Preview { ContentUnavailableView("No Trips", systemImage: "airplane") }"#, at: c)
            guard let t = first(laid.body, { if case .text = $0.kind { true } else { false } }), case .text(let spec) = t.kind else { return nil }
            return spec.font.size
        }
        #expect(try titleSize(.accessibility5) == titleSize(.accessibility2))
        #expect(try titleSize(.accessibility2)! > titleSize(.large)!)
    }

    @Test func aShareLinkWithoutALabelIsAShareButton() throws {
        let laid = try tree(#"#Preview { ShareLink(item: URL(string: "https://example.com/trip")!) }"#)
        let button = try #require(first(laid.body) { $0.role == .button })
        #expect(shape(button) == #"hstack(symbol square.and.arrow.up, text "Share")"#)
    }

    @Test func aDisclosureGroupWithoutABindingShowsOnlyItsLabelRow() throws {
        let laid = try tree(#"#Preview { VStack { DisclosureGroup("Filters") { Text("Only open") } } }"#)
        #expect(shape(laid.body) == #"vstack(hstack(text "Filters", spacer, symbol chevron.right))"#)
    }

    @Test func anExpandedDisclosureGroupInAFormAddsItsContentAsRows() throws {
        let laid = try tree(#"#Preview { Form { DisclosureGroup("Filters", isExpanded: .constant(true)) { Text("Only open"); Text("Nearby") } } }"#)
        let s = shape(laid.body)
        #expect(s.contains(#"hstack(text "Filters", spacer, symbol chevron.right)"#) && s.contains(#"text "Only open""#)
                && s.contains(#"text "Nearby""#), "\(s)")
    }

    @Test func segmentedPickerSegmentsShareTheWidthEqually() throws {
        let laid = try tree("""
        #Preview { Picker("Mode", selection: .constant(2)) { Text("Day").tag(1); Text("Week").tag(2); Text("Month").tag(3) }.pickerStyle(.segmented) }
        """)
        let frames = laidFrames(laid.body, width: 306).filter { $0.hasPrefix("frame") }
        #expect(frames.count == 3)
        #expect(frames == ["frame (2, 2) 100.67×28", "frame (102.67, 2) 100.67×28", "frame (203.33, 2) 100.67×28"])
    }
}

/// An app's ToggleStyle is drawn through its own `makeBody(configuration:)`, with the toggle's label and `isOn`.
@Suite struct CustomToggleStyleTests {
    static let checkbox = """
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    configuration.label
                }
            }
            .buttonStyle(.plain)
        }
    }
    extension ToggleStyle where Self == CheckboxStyle { static var checkbox: CheckboxStyle { .init() } }
    """

    @Test func theStylesBodyShowsTheLabelAndReadsIsOn() throws {
        let laid = try tree(Self.checkbox + """

        #Preview { VStack { Toggle("Accept", isOn: .constant(true)).toggleStyle(.checkbox); Toggle("News", isOn: .constant(false)).toggleStyle(CheckboxStyle()) } }
        """)
        #expect(shape(laid.body) == #"vstack(hstack(symbol checkmark.square.fill, text "Accept"), hstack(symbol square, text "News"))"#)
        #expect(first(laid.body) { $0.role == .button } != nil, "the style's Button is the target")
    }

    @Test func aToggleWithItsOwnSwitchStyleKeepsIt() throws {
        let laid = try tree(Self.checkbox + """

        #Preview { VStack { Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch) }.toggleStyle(.checkbox) }
        """)
        #expect(first(laid.body) { $0.role == .toggle } != nil)
    }
}

/// GroupBox: its label above its content in a padded, rounded box; an app's GroupBoxStyle draws its own body.
@Suite struct GroupBoxTests {
    @Test func theLabelIsAboveTheContentInsideA16PointPadding() throws {
        let laid = try tree(#"#Preview { GroupBox("Today") { Text("3 workouts") } }"#)
        #expect(shape(laid.body) == #"zstack(padding(vstack(text "Today", text "3 workouts")))"#)
        guard case .padding(let insets, _)? = laid.body.children.first?.kind else { Issue.record("no padding"); return }
        #expect(insets == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    }

    @Test func anAppsGroupBoxStyleDrawsItsBodyWithTheLabelAndContent() throws {
        let laid = try tree("""
        struct Tight: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; configuration.content }
            }
        }
        #Preview { GroupBox("Sleep") { Text("7 h") }.groupBoxStyle(Tight()) }
        """)
        #expect(shape(laid.body) == #"hstack(text "Sleep", text "7 h")"#)
    }
}

/// The wheel and inline Picker styles, laid out as estimated controls.
@Suite struct PickerStyleEstimateTests {
    @Test func aWheelShowsTheSelectionInItsMiddleRowWithTwoNeighboursEachSide() throws {
        let laid = try tree("""
        #Preview { Picker("Hour", selection: .constant(3)) { ForEach(0..<7) { Text("\\($0) h").tag($0) } }.pickerStyle(.wheel) }
        """)
        let rows = laidFrames(laid.body, width: 300).filter { $0.hasPrefix("frame (0") && $0.hasSuffix("300×32") }
        #expect(rows == ["frame (0, 28) 300×32", "frame (0, 60) 300×32", "frame (0, 92) 300×32", "frame (0, 124) 300×32",
                         "frame (0, 156) 300×32"])
        #expect(shape(laid.body).contains(#"text "1 h""#) && !shape(laid.body).contains(#"text "0 h""#))
    }

    @Test func anInlinePickerInsideASectionAddsItsRowsToThatSection() throws {
        let laid = try tree("""
        #Preview { Form { Section("Display") { Picker("Theme", selection: .constant(0)) { Text("Light").tag(0); Text("Dark").tag(1) }.pickerStyle(.inline) } } }
        """)
        let s = shape(laid.body)
        #expect(s.contains(#"text "Display""#) && !s.contains(#"text "Theme""#), "one section, headed by the Section's title: \(s)")
        #expect(s.contains(#"hstack(text "Light", spacer, symbol checkmark)"#), "\(s)")
    }

    @Test func anInlinePickerInAFormIsASectionOfOptionRowsWithACheckmark() throws {
        let laid = try tree("""
        #Preview { Form { Picker("Units", selection: .constant(1)) { Text("Metric").tag(0); Text("Imperial").tag(1) }.pickerStyle(.inline) } }
        """)
        let s = shape(laid.body)
        #expect(s.contains(#"text "Units""#), "the label heads the section: \(s)")
        #expect(s.contains(#"hstack(text "Metric", spacer)"#) && s.contains(#"hstack(text "Imperial", spacer, symbol checkmark)"#), "\(s)")
    }
}

/// An app's DisclosureGroupStyle, set above the groups, draws each through its `makeBody(configuration:)`.
@Suite struct CustomDisclosureGroupStyleTests {
    @Test func theStyleShowsTheContentWhenItsConfigurationIsExpanded() throws {
        let laid = try tree("""
        struct Card: DisclosureGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    configuration.label.font(.headline)
                    if configuration.isExpanded { configuration.content }
                }
            }
        }
        extension DisclosureGroupStyle where Self == Card { static var card: Card { .init() } }
        #Preview {
            VStack {
                DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown") }
                DisclosureGroup("Closed") { Text("Hidden") }
            }
            .disclosureGroupStyle(.card)
        }
        """)
        #expect(shape(laid.body) == #"vstack(vstack(text "Open", text "Shown"), vstack(text "Closed"))"#)
    }
}

@Suite struct ControlIconTests {
    @Test func aToggleWithASystemImageShowsItsIconBesideItsTitle() throws {
        let laid = try tree("""
        #Preview { Toggle("Round amounts", systemImage: "dollarsign.circle", isOn: .constant(false)) }
        """)
        let icon = first(laid.body) { if case .symbol = $0.kind { true } else { false } }
        #expect(icon != nil)
        #expect(try laidTexts(#"#Preview { Toggle("Round amounts", systemImage: "dollarsign.circle", isOn: .constant(false)) }"#)
                    == ["Round amounts"])
    }

    @Test func anUnknownViewInASectionFooterIsReportedNotLeftOut() {
        let d = diagnostic("""
        #Preview {
            List { Section { Text("Row") } footer: { ContentUnavailableView.search(text: "xyz") } }
        }
        """)
        #expect(d != nil)
    }
}
