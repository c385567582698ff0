import Layout

/// `text-untranslated`: a localized text the checked locale has no translation for. iOS shows the key itself (or
/// the default value) instead: "If key is not found and value is nil or an empty string, returns key"
/// (https://developer.apple.com/documentation/foundation/bundle/localizedstring(forkey:value:table:)). A note:
/// the layout is checked with what iOS would show, and the missing string is a translation task, not a layout bug.
public struct TextUntranslatedRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.textUntranslated, defaultSeverity: .note,
        summary: "The locale's strings have no translation for the text's key; iOS shows the fallback.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        // Most trees have no untranslated text: look at the one field by index before touching an entry.
        tree.entries.indices.compactMap { i in
            guard let missing = tree.entries[i].node.untranslated else { return nil }
            let entry = tree.entries[i]
            guard !entry.hidden, case .text = entry.node.kind else { return nil }
            return entry.finding(descriptor, context,
                                 cause: "The key \"\(missing.key)\" has no translation in `\(missing.locale)`; iOS shows the fallback.")
        }
    }
}
