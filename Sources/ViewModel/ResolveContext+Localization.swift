import Layout
import Localization

extension ResolveContext {
    /// A text as the case's locale shows it: looked up in the spec's strings and transformed by a pseudolanguage
    /// when it is localized; as written (placeholders filled) when it is verbatim. The second value is set when the
    /// locale has no translation for it (`text-untranslated`).
    func localizedText(_ v: Varying<String>, _ localization: TextLocalization?, _ env: ResolveEnvironment,
                       at source: SourceLocation) -> (String, UntranslatedText?) {
        let localized: LocalizedText
        let template: Bool
        // Without strings tables or a pseudolanguage a written text is shown as written (the hot path of most runs).
        let asWritten = spec.strings.isEmpty && env.locale.pseudo == nil
        switch localization {
        case .writtenKey where asWritten, nil:
            return (text(v, env, at: source), nil)
        case .shown(let key):
            return (text(v, env, at: source), key.map { UntranslatedText(key: $0, locale: env.locale.identifier) })
        case .writtenKey:
            let written = v.value(at: env.category)
            // A text of placeholders only (`{title}`) is content the variant supplies, not one of the app's strings.
            guard Template.hasWords(written) else { return (text(v, env, at: source), nil) }
            localized = LocalizedText(key: written)
            template = true
        case .key(let t, let isTemplate):
            localized = t
            template = isTemplate
        }
        var missing: [String] = []
        let result = spec.strings.localize(localized, in: env.locale) { s in
            guard template else { return s }
            let (filled, unknown) = Template.fill(s, env.values)
            missing += unknown
            return filled
        }
        for name in Set(missing).sorted() { error("`{\(name)}` has no value here", at: source) }
        let untranslated = result.isUntranslated ? UntranslatedText(key: localized.key, locale: env.locale.identifier) : nil
        // A Swift `LocalizedStringKey` is read as inline Markdown; a spec's text is shown as written.
        guard !template else { return (result.text, untranslated) }
        switch InlineMarkdown.shown(result.text, inflectsEnglish: env.locale.showsEnglish) {
        case .plain(let shown): return (shown, untranslated)
        case .styled(let run):
            error("the text's Markdown `\(run)` is drawn as a run in another face (italic or code) or rewritten by iOS (`inflect`), "
                  + "which layoutcheck does not measure within one text yet: write it without Markdown in the preview, or "
                  + "use `Text(verbatim:)` if the characters are meant", at: source)
            return (result.text, untranslated)
        }
    }
}
