import Testing
@testable import SwiftUISource

/// `#if` is decided as an iOS Simulator Debug build: what the compiler would drop is dropped, nothing else.
@Suite struct ConditionalCompilationTests {
    @Test func previewsInsideIfDebugAreFound() throws {
        let found = previews("""
        struct Badge: View { var body: some View { Text("New") } }
        #if DEBUG
        #Preview("Badge") { Badge() }
        struct Badge_Previews: PreviewProvider {
            static var previews: some View { Badge() }
        }
        #endif
        """)
        #expect(found.map(\.previewName) == ["Badge", "Preview"])
    }

    @Test func theIOSBranchOfABodyIsLaidOutAndOtherPlatformsAreNot() throws {
        let laid = try tree("""
        struct Caption: View {
            var body: some View {
                VStack {
                    #if os(macOS)
                    Text("Mac")
                    #elseif os(iOS)
                    Text("Phone")
                    #endif
                    #if targetEnvironment(simulator) && canImport(UIKit)
                    Text("Simulator")
                    #else
                    Text("Device")
                    #endif
                }
            }
        }
        #Preview { Caption() }
        """)
        #expect(shape(laid.body) == "vstack(text \"Phone\", text \"Simulator\")")
    }

    @Test func aPostfixIfAppliesItsModifiersOnlyWhenActive() throws {
        let source = """
        #Preview {
            Text("Total")
                #if os(iOS)
                .padding(12)
                #else
                .bold()
                #endif
        }
        """
        #expect(shape(try tree(source).body) == "padding(text \"Total\")")
    }

    @Test func anEnvironmentModifierInsideAPostfixIfReachesTheViewBeforeIt() throws {
        let laid = try tree("""
        struct Badge: View {
            @Environment(\\.isEnabled) private var isEnabled
            var body: some View { Text(isEnabled ? "Open" : "Closed for today") }
        }
        #Preview {
            Badge()
                #if os(iOS)
                .environment(\\.isEnabled, false)
                #endif
        }
        """)
        #expect(shape(laid.body) == "text \"Closed for today\"", "\(shape(laid.body))")
    }

    @Test func aWidgetPreviewContextInsideAPostfixIfShowsItsFamily() throws {
        let laid = try tree("""
        struct SpotView: View {
            @Environment(\\.widgetFamily) private var family
            var body: some View {
                switch family {
                case .accessoryRectangular: Text("Parking: Pier 39")
                default: Text("Unsupported")
                }
            }
        }
        struct SpotView_Previews: PreviewProvider {
            static var previews: some View {
                SpotView()
                    #if os(iOS) || os(watchOS)
                    .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                    #endif
            }
        }
        """)
        #expect(shape(laid.body).contains("text \"Parking: Pier 39\""), "\(shape(laid.body))")
    }

    @Test func unknownFlagsAreOffUnlessConfigured() throws {
        let source = """
        #Preview {
            #if BETA
            Text("Beta")
            #else
            Text("Release")
            #endif
        }
        """
        let off = SwiftSources.previews(sources: [("V.swift", source)])
        let on = SwiftSources.previews(sources: [("V.swift", source)], conditions: BuildConditions(customConditions: ["BETA"]))
        let resolve = { (p: SwiftPreview) in
            try p.resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: .init())
        }
        #expect(shape(try resolve(off[0]).body) == "text \"Release\"")
        #expect(shape(try resolve(on[0]).body) == "text \"Beta\"")
    }

    @Test func membersInsideIfAreDeclaredOnlyWhenActive() throws {
        let laid = try tree("""
        struct Banner: View {
            #if os(watchOS)
            var title = "Watch"
            #else
            var title = "Phone"
            #endif
            var body: some View { Text(title) }
        }
        #Preview { Banner() }
        """)
        #expect(shape(laid.body) == "text \"Phone\"")
    }
}

/// Types are scoped as Swift scopes them.
@Suite struct NameLookupTests {
    @Test func eachPreviewProvidersNestedTypeIsItsOwn() throws {
        let source = """
        struct Row: View { let title: String; var body: some View { Text(title) } }
        struct A_Previews: PreviewProvider {
            struct Preview: View { var body: some View { Row(title: "From A") } }
            static var previews: some View { Preview() }
        }
        struct B_Previews: PreviewProvider {
            struct Preview: View { var body: some View { Row(title: "From B") } }
            static var previews: some View { Preview() }
        }
        """
        #expect(shape(try tree(source, preview: 0).body) == "text \"From A\"")
        #expect(shape(try tree(source, preview: 1).body) == "text \"From B\"")
    }

    @Test func aDesignSystemsNestedListDoesNotReplaceSwiftUIsList() throws {
        let laid = try tree("""
        enum DesignSystem {
            enum List { static let rowSpacing: CGFloat = 6 }
            enum Spaces { static let one: CGFloat = 8 }
        }
        #Preview {
            VStack(spacing: DesignSystem.List.rowSpacing) {
                Text("Kitchen").padding(DesignSystem.Spaces.one)
                Text("Hall")
            }
        }
        """)
        guard case .stack(let stack) = laid.body.kind else { Issue.record("not a stack: \(laid.body.kind.name)"); return }
        #expect(stack.spacing == 6)
        #expect(shape(laid.body) == "vstack(padding(text \"Kitchen\"), text \"Hall\")")
    }

    @Test func aNestedTypeIsFoundFromInsideItsParentAndByQualifiedName() throws {
        let laid = try tree("""
        struct Message {
            enum Kind { case input, output }
            struct Info { let text: String; let kind: Kind }
            static let sample = Info(text: "Lights on", kind: .output)
        }
        struct Bubble: View {
            let info: Message.Info
            var body: some View { Text(info.kind == .output ? info.text : "?") }
        }
        #Preview { VStack { Bubble(info: .init(text: "Hello", kind: .output)); Bubble(info: Message.sample) } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Hello\", text \"Lights on\")")
    }

    @Test func anExtensionOfColorAddsMembersAndKeepsTheFrameworks() throws {
        let laid = try tree("""
        extension Color {
            static let brand = Color.blue
            init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
        }
        extension Image {
            init(asset: String) { self.init(systemName: asset) }
        }
        #Preview {
            HStack {
                Image(systemName: "star")
                Text("Gold").foregroundStyle(Color.brand)
                Color(hex: "#FF0000").frame(width: 10, height: 10)
            }
        }
        """)
        #expect(shape(laid.body) == "hstack(symbol star, text \"Gold\", frame(color))")
    }

    @Test func anExtensionInitializerThatAssignsSelfIsRun() throws {
        let laid = try tree("""
        extension String {
            init(count: Int, noun: String) { self = count == 1 ? "1 \\(noun)" : "\\(count) \\(noun)s" }
        }
        extension Font {
            init(brand size: CGFloat) { self = .system(size: size, weight: .semibold) }
        }
        #Preview { VStack { Text(String(count: 3, noun: "item")); Text("Title").font(Font(brand: 20)) } }
        """)
        #expect(shape(laid.body) == #"vstack(text "3 items", text "Title")"#)
        let title = try #require(first(laid.body) { if case .text(let t) = $0.kind { t.string == "Title" } else { false } })
        guard case .text(let spec) = title.kind else { return }
        #expect(spec.font.size == 20 && spec.font.weight == 600)
    }

    @Test func anExtensionInitializerHandingOverToTheFrameworksOwnIsRun() throws {
        let laid = try tree("""
        extension Image {
            init(asset: String) { self.init(systemName: asset) }
        }
        extension Text {
            init(price: Double) {
                let rounded = (price * 100).rounded() / 100
                self.init(rounded, format: .currency(code: "USD"))
            }
        }
        #Preview { HStack { Image(asset: "star"); Text(price: 4.499) } }
        """)
        #expect(shape(laid.body) == #"hstack(symbol star, text "$4.50")"#)
    }

    @Test func anExtensionInitializerHandingOverToAnUnknownInitializerIsReportedAtItsCall() {
        let d = diagnostic("""
        extension Text {
            init(rating: Int) { self.init(stars: rating) }
        }
        #Preview { Text(rating: 4) }
        """)
        #expect(d?.location.line == 2, "\(d?.message ?? "")")
    }

    @Test func aTypealiasAndSwiftUIQualifiedNamesResolve() throws {
        let laid = try tree("""
        struct List: View { var body: some View { Text("Mine") } }
        typealias Caption = Label
        struct Label: View { let text: String; var body: some View { Text(text) } }
        #Preview { SwiftUI.VStack { Caption(text: "Note"); List() } }
        """)
        #expect(shape(laid.body) == "vstack(text \"Note\", text \"Mine\")")
    }
}

/// A method call chooses among every method of that name the type has, its own and its protocol extensions', by the
/// argument labels written (Swift's overload resolution).
@Suite struct InheritedOverloadTests {
    @Test func aProtocolExtensionsOverloadIsFoundBesideTheTypesOwn() throws {
        let texts = try laidTexts("""
        protocol Directory { func person(for id: Int) -> String }
        extension Directory {
            func person(named name: String?) -> String { name.map { person(for: $0.count) } ?? "nobody" }
        }
        final class Staff: Directory { func person(for id: Int) -> String { "person \\(id)" } }
        #Preview { VStack { Text(Staff().person(named: "Ann")); Text(Staff().person(for: 7)) } }
        """)
        #expect(texts == ["person 3", "person 7"])
    }

    @Test func aMethodWithTheSameLabelsAsTheDefaultReplacesIt() throws {
        let texts = try laidTexts("""
        protocol Greeter { }
        extension Greeter { func greet(_ name: String) -> String { "Hello, \\(name)" } }
        struct Shouter: Greeter { func greet(_ name: String) -> String { "HEY \\(name.uppercased())" } }
        #Preview { Text(Shouter().greet("bo")) }
        """)
        #expect(texts == ["HEY BO"])
    }
}

/// A parameter declared Optional is one: `name.map { … }` is Optional's map, whatever the value it holds.
@Suite struct OptionalParameterTests {
    @Test func mapOnAnOptionalStringParameterIsOptionalsMap() throws {
        let texts = try laidTexts("""
        func shout(_ name: String?) -> String { name.map { $0.uppercased() + "!" } ?? "quiet" }
        #Preview { VStack { Text(shout("ann")); Text(shout(nil)) } }
        """)
        #expect(texts == ["ANN!", "quiet"])
    }
}

/// Type aliases that refer to each other (which Swift rejects) end the lookup instead of the process.
@Suite struct TypeAliasCycleTests {
    @Test func aCycleOfAliasesIsNotFollowedForever() throws {
        let laid = try tree("""
        typealias Rowish = Cellish
        typealias Cellish = Rowish
        struct Row: View, Rowish { var body: some View { Text("Still here") } }
        #Preview { Row() }
        """)
        #expect(shape(laid.body) == #"text "Still here""#)
    }
}

@Suite struct NestedNameShadowingTests {
    @Test func aNestedTypeOfTheSameNameShadowsItsParentInsideIt() throws {
        let t = try tree("""
        struct Meter: View {
            var body: some View { HStack { Segment(width: 30) } }
            struct Segment: View {
                var width: CGFloat
                var body: some View { Segment(cornerRadius: 2).fill(.tint).frame(width: width, height: 11) }
                struct Segment: Shape {
                    var cornerRadius: CGFloat
                    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
                }
            }
        }
        #Preview { Meter() }
        """)
        #expect(laidFrames(t.body).contains("frame (0, 0) 30×11"), "\(laidFrames(t.body))")
    }
}

@Suite struct ImplicitMemberResultTests {
    @Test func aGetterReturningAnImplicitMemberReadsItsDeclaredType() throws {
        let laid = try tree("""
        final class Icon {
            let glyph: String
            private init(glyph: String) { self.glyph = glyph }
            static let sun = Icon(glyph: "☀")
            static let plug = Icon(glyph: "⚡")
        }
        struct Metric {
            enum Kind { case solar, grid
                var icon: Icon {
                    switch self {
                    case .solar: .sun
                    case .grid: .plug
                    }
                }
            }
            let kind: Kind
            var icon: Icon { kind.icon }
        }
        #Preview { Text(verbatim: Metric(kind: .grid).icon.glyph) }
        """)
        #expect(shape(laid.body) == #"text "⚡""#)
    }

    @Test func aFunctionReturningAnImplicitMemberReadsItsDeclaredType() throws {
        let laid = try tree("""
        struct Theme { let name: String; static let night = Theme(name: "Night") }
        func theme(dark: Bool) -> Theme { dark ? .night : Theme(name: "Day") }
        #Preview { Text(theme(dark: true).name) }
        """)
        #expect(shape(laid.body) == #"text "Night""#)
    }
}

extension ImplicitMemberResultTests {
    @Test func aStaticFunctionReturningImplicitMembersInAnArrayReadsTheElementType() throws {
        let laid = try tree("""
        enum Slot: String, CaseIterable, Identifiable {
            case icon, title, value
            var id: String { rawValue }
            var heading: String {
                switch self {
                case .icon: return "Icon"
                case .title: return "Title"
                case .value: return "Value"
                }
            }
            static func slots(compact: Bool) -> [Slot] { compact ? [.title] : [.icon, .value] }
        }
        #Preview { VStack { ForEach(Slot.slots(compact: false)) { Text($0.heading) } } }
        """)
        #expect(shape(laid.body) == #"vstack(text "Icon", text "Value")"#)
    }
}
