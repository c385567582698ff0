import DynamicType
import Localization
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// A title written as a string literal where SwiftUI takes a `LocalizedStringKey` (`Text("…")`,
    /// `Button("…")`, `Label("…", systemImage:)`, `Toggle("…", isOn:)`, `Section("…")`): the text as written and the
    /// key the resolver looks up for the case's locale. nil when the first argument is not a literal: a `String`
    /// variable is shown verbatim, as SwiftUI does
    /// (https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)).
    /// `value`, the first argument's value, lets a `LocalizedStringKey` property be localized too (`localizedProperty`).
    func localizedTitle(_ c: FunctionCallExprSyntax, _ scope: Scope, value: Value? = nil) throws -> (shown: String, key: LocalizedText)? {
        guard let first = c.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else {
            if let key = try madeKey(c.arguments.first?.expression, scope) { return (key, LocalizedText(key: key)) }
            return value.flatMap { localizedProperty(c, $0, scope) }
        }
        return try localizedLiteral(literal, scope, inText: true)
    }

    /// A string literal as a localization key: itself, or with its interpolations as the format specifiers Xcode
    /// extracts (`"Welcome back, \(name)!"` is the key `Welcome back, %@!`), their values the arguments.
    /// `inText`: a Text's key, whose `\(x, format:)` interpolations format in the SwiftUI environment's locale.
    func localizedLiteral(_ literal: StringLiteralExprSyntax, _ scope: Scope,
                          inText: Bool = false) throws -> (shown: String, key: LocalizedText) {
        // Each interpolation is evaluated once: for the text as written and for the key's arguments.
        var shown = ""
        var pieces: [String] = []
        var values: [Value] = []
        var printed: [String] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                // The key is the literal's value, its escapes read (`\n` is a line break), as Xcode extracts it.
                let piece = unescape(text.content.text, pounds: literal.openingPounds?.text.count ?? 0)
                shown += piece
                pieces.append(piece.replacingOccurrences(of: "%", with: "%%"))
            case .expressionSegment(let e):
                guard let expr = e.expressions.first?.expression else { continue }
                let value = try evaluate(expr, scope)
                if let option = e.expressions.dropFirst().first {
                    // `\(date, style: .date)`, `\(n, format: .number)`, `\(x, specifier: "%.1f")`: formatted text, a
                    // string argument of the key (`%@`).
                    let text = inText ? try inTextEnvironment { try interpolated(value, option, scope) }
                                      : try interpolated(value, option, scope)
                    printed.append(text); values.append(.string(text))
                } else {
                    if case .date = value {
                        // A `LocalizedStringKey` formats a bare Date with the locale (as an NSDate), not as
                        // `Date.description`: the text it shows is not known here.
                        throw fail("a Date interpolated into a Text without a style or format is formatted by the locale "
                                   + "at run time: write `\\(date, style: .date)` or `\\(date, format: .dateTime…)`", at: expr)
                    }
                    printed.append(try embeddedText(value, at: literal) ?? inlineSymbolMarker(value, at: literal)
                                   ?? localizedArgument(value, at: literal))
                    values.append(value)
                }
                shown += printed.last!
                pieces.append("\u{0}")
            }
        }
        // Without interpolations the key is the literal as written.
        guard !values.isEmpty else { return (shown, LocalizedText(key: shown)) }
        // The key Xcode extracts: `%@` for a string, `%lld` for an integer, `%lf` for a floating-point value; the
        // one the strings have, else the integer form.
        let keys = ["%lld", "%lf"].map { numberSpecifier in
            var specifiers = values.map { v -> String in
                switch v {
                case .int, .intLiteral: return "%lld"
                case .number, .scaled: return numberSpecifier
                // Float's `_FormatSpecifiable` specifier is `%f`.
                case .float: return "%f"
                default: return "%@"
                }
            }.makeIterator()
            return pieces.map { $0 == "\u{0}" ? specifiers.next()! : $0 }.joined()
        }
        let key = keys.first { index.strings.contains($0) } ?? keys[0]
        let numbers = try zip(values, printed).map { v, text in isNumeric(v) ? try number(v, at: literal) : Double(text) }
        return (shown, LocalizedText(key: key, arguments: printed, numbers: numbers))
    }

    /// A value interpolated into a `LocalizedStringKey` or `String.LocalizationValue` without a format: a number is
    /// printed with its type's format specifier, `%lld` for an integer and `%lf` for a `Double` or `CGFloat` (their
    /// `_FormatSpecifiable` conformances), in the locale, as `String(format:locale:)` does: `\(1532)` shows
    /// "1,532" and `\(4.5)` shows "4.500000" in English. Anything else as Swift's interpolation prints it.
    func localizedArgument(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .int(let i), .intLiteral(let i, _): return String(format: "%lld", locale: formattingLocale, i)
        case .unsigned(let u): return String(format: "%llu", locale: formattingLocale, u)
        case .number, .scaled: return String(format: "%lf", locale: formattingLocale, try number(value, at: node))
        case .float(let f): return String(format: "%f", locale: formattingLocale, Double(f))
        // A Decimal is not `_FormatSpecifiable`: it goes in as an NSDecimalNumber (`%@`), whose description in the
        // locale is its digits with the locale's decimal separator and no grouping ("12.5", "12,5" in German).
        case .decimal(let d):
            return d.description.replacingOccurrences(of: ".", with: formattingLocale.decimalSeparator ?? ".")
        default: return try describe(value, at: node)
        }
    }

    /// `Text(LocalizedStringKey(content))` / `Text(.init(content))`: a key made from a string at run time, looked up
    /// and read as Markdown as a literal's is (the usual way to show Markdown held in a variable). nil for other
    /// arguments.
    private func madeKey(_ e: ExprSyntax?, _ scope: Scope) throws -> String? {
        guard let call = e?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.arguments.first?.label == nil,
              ["LocalizedStringKey", ".init"].contains(call.calledExpression.trimmedDescription),
              call.trailingClosure == nil, let argument = call.arguments.first?.expression else { return nil }
        guard case .string(let key) = try known(try evaluate(argument, scope)) else { return nil }
        return key
    }

    /// `Text(title)` where `title` is a property declared `LocalizedStringKey` (a reusable row's title): its value is
    /// the key, looked up as SwiftUI does. A key built from an interpolated literal reaches the property already
    /// interpolated, so it is looked up by its text. nil for anything else (a `String` is shown verbatim).
    func localizedProperty(_ c: FunctionCallExprSyntax, _ value: Value, _ scope: Scope) -> (shown: String, key: LocalizedText)? {
        guard case .string(let s) = value, let first = c.arguments.first, first.label == nil,
              let instance = scope.instance else { return nil }
        let name: String
        if let ref = first.expression.as(DeclReferenceExprSyntax.self), scope.lookup(ref.baseName.plain) == nil {
            name = ref.baseName.plain
        } else if let member = first.expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.plain == "self" {
            name = member.declName.baseName.plain
        } else { return nil }
        guard instance.type.stored.contains(where: { $0.name == name && $0.isLocalizedStringKey }) else { return nil }
        return (s, LocalizedText(key: s))
    }

    /// A text element for a localized title.
    /// SwiftGen's generated `L10n.tr(_ table: String, _ key: String, _ args: CVarArg...)`: the string of `key` in the
    /// locale checked, its format filled with the arguments, looked up in the strings tables beside the sources, as
    /// the template's `Bundle.localizedString(forKey:value:table:)` and `String(format:locale:arguments:)` do (a key
    /// the tables lack shows the key itself, as on iOS). Recognised by that signature, whatever its body reads the
    /// bundle through.
    static func isGeneratedStringLookup(_ f: FunctionDeclSyntax) -> Bool {
        let params = Array(f.signature.parameterClause.parameters)
        guard f.name.plain == "tr", params.count >= 3, params[2].ellipsis != nil else { return false }
        return params[0].type.sourceText == "String" && params[1].type.sourceText == "String"
    }

    func generatedStringLookup(_ args: [Argument], at node: some SyntaxProtocol) throws -> Value {
        guard args.count >= 2, case .string(let key) = try known(args[1].value) else {
            throw fail("`tr(_:_:_:)`: the key is not a known string", at: node)
        }
        let values = args.dropFirst(2).filter { $0.label == nil }
        let printed = try values.map { try describe($0.value, at: node) }
        return .string(index.strings.localize(LocalizedText(key: key, arguments: printed), in: deviceLocale).text)
    }

    func localizedTextKind(_ title: (shown: String, key: LocalizedText)) -> ElementKind {
        .text(Varying(Self.literal(title.shown)), localization: .key(title.key, template: false))
    }

    /// A text as the evaluation's locale shows it, for `Text + Text` (each piece is localized on its own, as
    /// SwiftUI does) and the key of the first piece left untranslated.
    func shownNow(_ value: Varying<String>, _ localization: TextLocalization?) -> (String, String?) {
        let written = value.value(at: .large)
        guard case .key(let key, _)? = localization else { return (Self.unescaped(written), nil) }
        let result = index.strings.localize(key, in: env.locale)
        return (result.text, result.isUntranslated ? key.key : nil)
    }

    /// `Self.literal` undone: `{{` and `}}` back to single braces.
    static func unescaped(_ s: String) -> String {
        s.replacingOccurrences(of: "{{", with: "{").replacingOccurrences(of: "}}", with: "}")
    }
}

extension Interpreter {
    /// An `Image(systemName:)` inside a Text (`Text(Image(systemName: "wifi"))`, `"Best \(Image(systemName: "star"))"`):
    /// its marker in the text's string (`InlineSymbols`), or nil for a value that is not a view. A symbol whose size is
    /// not measured, or an image asset, is diagnosed: its width in the line would be a guess.
    func inlineSymbolMarker(_ value: Value, at node: some SyntaxProtocol) throws -> String? {
        guard case .views(let views) = value else { return nil }
        guard views.count == 1, case .symbol(let name, resizable: false) = views[0].kind, name.isConstant,
              views[0].modifiers.allSatisfy({ if case .cosmetic = $0.kind { true } else { false } }) else {
            throw fail("a view inside a Text is only evaluated as an SF Symbol, `Image(systemName:)`; this one is "
                       + "not: its size in the line is not known", at: node)
        }
        let symbol = Self.unescaped(name.value(at: .large))
        guard SymbolSizes.isMeasured(symbol) else {
            throw fail("the SF Symbol `\(symbol)` inside a Text is not in the table of measured symbol sizes: its width "
                       + "in the line would be a guess; draw it as an `Image` beside the text", at: node)
        }
        return InlineSymbols.marker(symbol)
    }
}
