/// What each of Xcode's pseudolanguages does to a localized string (Apple, "Testing localizations when running
/// your app": https://developer.apple.com/documentation/xcode/testing-localizations-when-running-your-app).
/// Only localized strings change (a `LocalizedStringKey`, a spec's `text:`); `Text(verbatim:)` and `String`
/// values are shown as they are, as on a device.
extension PseudoLanguage {
    /// The localized format, before its arguments go in: accented letters for the accented pseudolanguage.
    /// Format specifiers (`%@`, `%1$lld`) and spec placeholders (`{title}`) are kept, so the values put into them
    /// (content, not the app's strings) stay as they are.
    public func transformFormat(_ format: String) -> String {
        guard self == .accented else { return format }
        var out = ""
        var i = format.startIndex
        while i < format.endIndex {
            if let (spec, end) = FormatArguments.specifier(in: format, at: i) {
                out += spec; i = end; continue
            }
            if format[i] == "{", let close = format[i...].firstIndex(of: "}") {
                out += format[i...close]; i = format.index(after: close); continue
            }
            out.append(Self.accentedLetters[format[i]] ?? format[i])
            i = format.index(after: i)
        }
        return out
    }

    /// The string as shown, its arguments in: twice over for the double-length pseudolanguage, between `[#` and `#]`
    /// for the bounded one.
    public func transformText(_ text: String) -> String {
        switch self {
        case .doubleLength: return text + " " + text
        case .bounded: return "[# " + text + " #]"
        case .accented, .rightToLeft: return text
        }
    }

    /// Each ASCII letter's accented form: a Latin letter with a diacritic above (taller) or below (deeper), so
    /// clipped ascenders and descenders show.
    static let accentedLetters: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("àƀçđéƒĝĥîĵķĺḿñöƥǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹḾÑÖƤǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
