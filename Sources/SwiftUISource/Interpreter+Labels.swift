import ViewModel
import SwiftSyntax

extension Interpreter {
    /// `Label("t", systemImage:)`, `Label("t", systemSymbol: .x)`, `Label("t", image: "asset")`,
    /// `Label { title } icon: { icon }` and `Label(title:icon:)`: a title and an icon, shown as `labelStyle` says.
    func labelView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Element {
        let args = try arguments(c, scope, title: true)
        let source = location(c)
        func element(_ kind: ElementKind) -> Element {
            Element(kind: kind, modifiers: [], id: nil, suppressions: suppressions(c), source: source)
        }
        var titleText: (shown: String, localization: TextLocalization?)?
        if case .string(let title)? = args.first(where: { $0.label == nil })?.value {
            let localized = try localizedTitle(c, scope, value: .string(title))
            titleText = (localized?.shown ?? title, localized.map { .key($0.key, template: false) })
        }
        let symbol = try symbolName(args, at: c)
        if let titleText, let symbol {
            return element(.label(title: Varying(Self.literal(titleText.shown)), systemImage: Varying(Self.literal(symbol)),
                                  localization: titleText.localization))
        }
        let title: Element? = if let titleText {
            Element(kind: .text(Varying(Self.literal(titleText.shown)), localization: titleText.localization), modifiers: [],
                    id: nil, suppressions: [], source: source)
        } else {
            try labelPart("title", args, at: c)
        }
        let icon: Element? = if let symbol {
            Element(kind: .symbol(Varying(Self.literal(symbol))), modifiers: [], id: nil, suppressions: [], source: source)
        } else if case .string(let asset)? = args.first(where: { $0.label == "image" })?.value {
            assetImage(asset, at: c)
        } else {
            try labelPart("icon", args, at: c)
        }
        guard let title, let icon else {
            throw fail("Label: write a title (a string or `title:`) and an icon (`systemImage:`, `image:` or `icon:`)", at: c)
        }
        return element(.labelViews(title: Varying(title), icon: Varying(icon)))
    }

    /// `systemImage: "star.fill"`, or SFSafeSymbols' `systemSymbol: .starFill`.
    func symbolName(_ args: [Argument], at node: some SyntaxProtocol) throws -> String? {
        if case .string(let name)? = args.first(where: { $0.label == "systemImage" || $0.label == "systemName" })?.value {
            return name
        }
        guard let arg = args.first(where: { $0.label == "systemSymbol" }) else { return nil }
        guard case .member(let member, nil) = try known(arg.value) else {
            throw fail("`systemSymbol:` takes a symbol such as `.starFill`, found \(arg.value.typeDescription)", at: node)
        }
        return Self.symbolName(safeSymbol: member)
    }

    /// SFSafeSymbols names each SF Symbol in lower camel case, one word per dot-separated part and a leading `_`
    /// before a digit (`.arrowClockwise` = "arrow.clockwise", `.person2Fill` = "person.2.fill", `._0Circle` =
    /// "0.circle"): the name back, a dot before each capital and before a number that follows letters.
    static func symbolName(safeSymbol member: String) -> String {
        var out = ""
        var previous: Character?
        for ch in member.drop(while: { $0 == "_" }) {
            let startsWord = ch.isUppercase || (ch.isNumber && previous.map { !$0.isNumber } == true)
            if startsWord, previous != nil { out.append(".") }
            out.append(contentsOf: ch.lowercased())
            previous = ch
        }
        return out
    }

    private func labelPart(_ label: String, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Element? {
        guard let arg = args.first(where: { $0.label == label })
                ?? (label == "title" ? args.first(where: { $0.label == nil }) : nil) else { return nil }
        let value = if case .closure(let closure) = arg.value { try invoke(closure, [], at: c) } else { arg.value }
        return try single(value, "the label's \(label)", at: c)
    }

    /// `Image("name")`: an asset whose own size is not in the source; `stubs:` gives it.
    func assetImage(_ name: String, at node: some SyntaxProtocol) -> Element {
        let stub = index.stubs[name] ?? index.stubs[AssetCatalogs.key(name)]
        return Element(kind: .image(ImageValue(name: Self.literal(name), width: stub?.width.map { Varying(.points($0)) },
                                               height: stub?.height.map { Varying(.points($0)) }, resizable: false)),
                       modifiers: [], id: nil, suppressions: [], source: location(node))
    }
}
