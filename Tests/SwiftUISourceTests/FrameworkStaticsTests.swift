import Testing
import Layout
@testable import SwiftUISource

/// Implicit members an app declares on a framework type or style protocol: font tokens and style shorthands.
@Suite struct FrameworkStaticsTests {
    @Test func aFontTokenDeclaredOnFontIsThatFont() throws {
        let laid = try tree("""
        extension Font { static let cardTitle = Font.title2.weight(.bold) }
        #Preview { Text("Hello").font(.cardTitle) }
        """)
        let written = try tree(#"#Preview { Text("Hello").font(.title2.weight(.bold)) }"#)
        #expect(textFont(laid.body) != nil)
        #expect(textFont(laid.body)?.size == textFont(written.body)?.size)
        #expect(textFont(laid.body)?.weight == textFont(written.body)?.weight)
    }

    @Test func aFontTokenMadeByAStaticFunctionIsThatFont() throws {
        let laid = try tree("""
        extension Font { static func brand(_ size: CGFloat) -> Font { .system(size: size, weight: .semibold) } }
        #Preview { Text("Hello").font(.brand(22)) }
        """)
        #expect(textFont(laid.body)?.size == 22)
        #expect(textFont(laid.body)?.weight == 600)
    }

    @Test func aButtonStyleShorthandWithArgumentsRunsTheStyle() throws {
        let texts = try laidFrames(tree("""
        struct Primary: ButtonStyle {
            var fullWidth = true
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(12).frame(maxWidth: fullWidth ? .infinity : nil)
            }
        }
        extension ButtonStyle where Self == Primary {
            static var primary: Primary { Primary() }
            static func primary(fullWidth: Bool) -> Primary { Primary(fullWidth: fullWidth) }
        }
        #Preview { Button("Continue") {}.buttonStyle(.primary(fullWidth: false)) }
        """).body)
        // Not full width: the button's frame is as wide as the padded label (8 letters × 10 + 24), not the column.
        #expect(texts.first?.contains("104") == true, "\(texts)")
    }

    @Test func aStyleShorthandReturningSelfInitIsTheConstrainedType() throws {
        let laid = try tree("""
        struct TrailingIcon: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { HStack { configuration.title; configuration.icon } }
        }
        extension LabelStyle where Self == TrailingIcon { static var trailingIcon: Self { .init() } }
        #Preview { Label("Next", systemImage: "arrow.right").labelStyle(.trailingIcon) }
        """)
        #expect(shape(laid.body).contains(#"hstack(text "Next", symbol arrow.right"#), "\(shape(laid.body))")
    }
}

/// The size and weight of the first text in a tree.
private func textFont(_ root: ViewNode) -> (size: Double, weight: Double)? {
    guard let n = first(root, { if case .text = $0.kind { true } else { false } }), case .text(let t) = n.kind else { return nil }
    return (t.font.size, t.font.weight)
}

/// A static the sources add to a Foundation type, named as an implicit member where that type is expected.
@Suite struct FoundationTypeStaticsTests {
    @Test func aDateMadeByAStaticFunctionOfTheSourcesIsPassedAsAnImplicitMember() throws {
        let texts = try laidTexts("""
        extension Date {
            static func preview(_ year: Int, _ month: Int, _ day: Int) -> Date {
                Calendar(identifier: .gregorian).date(from: DateComponents(year: year, month: month, day: day))!
            }
        }
        struct Trip { let name: String; let start: Date }
        struct TripRow: View {
            let trip: Trip
            var body: some View { Text(trip.start, format: .dateTime.day().month(.abbreviated)) }
        }
        #Preview { TripRow(trip: Trip(name: "Lisbon", start: .preview(2024, 6, 14))) }
        """)
        #expect(texts == ["Jun 14"])
    }
}

/// Foundation's units: an app shows a unit's `symbol` beside a number it formats itself.
@Suite struct FoundationUnitTests {
    @Test func aUnitsSymbolIsFoundations() throws {
        #expect(try laidTexts(#"#Preview { Text(UnitEnergy.kilowattHours.symbol) }"#) == ["kWh"])
        #expect(try laidTexts(#"#Preview { Text("21 \(UnitTemperature.celsius.symbol)") }"#) == ["21 °C"])
    }

    @Test func aUnitKeptInAStaticIsReadThroughIt() throws {
        let texts = try laidTexts("""
        enum EnergyStyle { static let unit = UnitPower.kilowatts.symbol }
        #Preview { Text("3.2 " + EnergyStyle.unit) }
        """)
        #expect(texts == ["3.2 kW"])
    }

    @Test func formattingAMeasurementIsStillReported() {
        let d = diagnostic(#"#Preview { Text(Measurement(value: 3, unit: UnitLength.kilometers).formatted()) }"#)
        #expect(d?.message.contains("Measurement(…)") == true)
    }
}

/// `.init(…)` written where a stored property's type says which framework view it makes.
@Suite struct ImplicitViewInitTests {
    @Test func anImageFieldSetWithInitIsThatImage() throws {
        let laid = try tree("""
        struct Row: View {
            struct Icon { let id: String; let image: Image }
            let icons: [Icon]
            var body: some View {
                HStack { ForEach(icons, id: \\.id) { icon in icon.image.resizable().frame(width: 20, height: 20) } }
            }
        }
        #Preview { Row(icons: [.init(id: "a", image: .init(systemName: "star")), .init(id: "b", image: Image(systemName: "star"))]) }
        """)
        let frames = laidFrames(laid.body)
        #expect(frames.filter { $0.hasPrefix("symbol") && $0.hasSuffix("20×20") }.count == 2, "\(frames)")
    }
}
