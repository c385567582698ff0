import Localization

/// How a text is localized, as SwiftUI decides by the initializer's argument type: a `LocalizedStringKey` is
/// looked up in the app's strings for the locale; `Text(verbatim:)` and a `String` value are shown as they are
/// (https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)). An element's
/// localization is nil for verbatim texts.
public enum TextLocalization: Sendable {
    /// A spec's `text: "Continue reading"`: the written text, `{placeholders}` and all, is the key.
    case writtenKey
    /// A named key (`text: {key: card.continue}`) or a Swift literal's (`Text("Read \(n) books")` → `Read %lld
    /// books`). `template`: the arguments and the looked-up text take `{placeholder}` values (specs), or are shown
    /// as they are (Swift).
    case key(LocalizedText, template: Bool)
    /// Already localized by the front end for the case's locale (Swift's `Text + Text`, each piece localized on its
    /// own); `untranslatedKey` names a piece the locale has no translation for.
    case shown(untranslatedKey: String?)
}
