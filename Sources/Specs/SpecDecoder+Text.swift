import ViewModel
import Localization

extension SpecDecoder {
    /// `text: "Continue reading"`: a localized text whose written form is its key, as `Text("Continue reading")`.
    /// `text: {key: card.continue, defaultValue: "Continue reading", arguments: ["{pages}"]}`: a named key, shown
    /// as the strings give it for the locale (the default value, else the key, where they have none), its `%@` /
    /// `%lld` filled from `arguments`, in order. `text: {verbatim: "ISBN 978-0"}`: shown as written in every locale,
    /// as `Text(verbatim:)`.
    func textKind(_ c: Cursor) -> ElementKind? {
        guard case .mapping = c.node, let map = MapReader(c, diags, expected: "text"),
              map["key"] != nil || map["verbatim"] != nil else {
            return varying(c) { string($0) }.map { .text($0, localization: .writtenKey) }
        }
        if let verbatim = map["verbatim"] {
            rejectInside(map, allowed: ["verbatim"], kind: "text")
            return varying(verbatim) { string($0) }.map { .text($0, localization: nil) }
        }
        rejectInside(map, allowed: ["key", "defaultValue", "arguments"], kind: "text")
        guard let keyCursor = map["key"], let key = keyCursor.scalarString else {
            if let k = map["key"] { mismatch(k, expected: "the key, as the strings name it (card.continue)") }
            return nil
        }
        let defaultValue: String?? = map["defaultValue"].map { string($0) }
        let values: [String]?? = map["arguments"].map { formatArguments($0) }
        guard !failed(defaultValue), !failed(values) else { return nil }
        let text = LocalizedText(key: key, arguments: (values ?? nil) ?? [], defaultValue: defaultValue ?? nil)
        return .text(Varying(text.defaultValue ?? key), localization: .key(text, template: true))
    }

    /// `arguments: ["{pages}", Dune]`: the values of the format's specifiers, placeholders allowed.
    private func formatArguments(_ c: Cursor) -> [String]? {
        guard let items = c.sequence else { mismatch(c, expected: "a list of values, one per %@ / %lld of the format"); return nil }
        var out: [String] = []
        for item in items {
            guard let s = string(item) else { return nil }
            out.append(s)
        }
        return out
    }
}
