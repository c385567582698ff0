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
        tree.entries.compactMap { entry in
            guard !entry.hidden, case .text = entry.node.kind, let missing = entry.node.untranslated else { return nil }
            return entry.finding(descriptor, context,
                                 cause: "The key \"\(missing.key)\" has no translation in `\(missing.locale)`; iOS shows the fallback.")
        }
    }
}
