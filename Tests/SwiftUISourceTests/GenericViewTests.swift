import DynamicType
import Layout
import Specs
import Testing
import ViewModel
@testable import SwiftUISource

/// A generic view that compares its content's type: `if Content.self != EmptyView.self { Divider(); content }`.
@Suite struct GenericViewTests {
    static let header = """
    struct SettingsHeader<Content: View>: View {
        let title: String
        let content: Content
        init(title: String, @ViewBuilder content: () -> Content) {
            self.title = title
            self.content = content()
        }
        var body: some View {
            VStack {
                Text(title)
                if Content.self != EmptyView.self {
                    Divider()
                    content
                }
            }
        }
    }
    extension SettingsHeader where Content == EmptyView {
        init(title: String) { self.init(title: title) { EmptyView() } }
    }
    """

    @Test func theWhereClauseOfTheInitializerUsedBindsTheParameter() throws {
        let root = try tree(Self.header + "\n#Preview { SettingsHeader(title: \"Gestures\") }").body
        #expect(shape(root) == "vstack(text \"Gestures\")")
    }

    @Test func aViewBuilderClosureWithViewsBindsAViewTypeOtherThanEmptyView() throws {
        let root = try tree(Self.header + "\n#Preview { SettingsHeader(title: \"Gestures\") { Text(\"Swipe down with three fingers\") } }").body
        #expect(shape(root) == "vstack(text \"Gestures\", divider, text \"Swipe down with three fingers\")")
    }

    @Test func anEmptyViewBuilderClosureIsAnEmptyView() throws {
        let root = try tree(Self.header + "\n#Preview { SettingsHeader(title: \"Gestures\") {} }").body
        #expect(shape(root) == "vstack(text \"Gestures\")")
    }
}

/// SE-0286: a trailing closure skips a defaulted parameter that is not a function.
@Suite struct TrailingClosureDefaultTests {
    @Test func aTrailingClosureSkipsADefaultedTitleBeforeTheContent() throws {
        let laid = try tree("""
        struct Box<C: View>: View {
            var title: String?
            let content: C
            init(_ title: String? = nil, @ViewBuilder content: () -> C) { self.title = title; self.content = content() }
            var body: some View { VStack { if let title { Text(title) }; content } }
        }
        #Preview { VStack { Box { Text("Body") }; Box("Title") { Text("More") } } }
        """)
        #expect(shape(laid.body) == #"vstack(vstack(text "Body"), vstack(text "Title", text "More"))"#, "\(shape(laid.body))")
    }
}
