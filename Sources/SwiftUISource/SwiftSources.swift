import DynamicType
import Foundation
import Layout
import Localization
import ViewModel
import SwiftSyntax

/// Reads Swift files and finds their previews: every `#Preview { … }` / `#Preview("Name", traits: …) { … }` and
/// every view of a `PreviewProvider`'s `previews` (a top-level `Group` gives one preview per view).
public enum SwiftSources {
    /// - Parameter goldenRoot: paths are made relative to it for golden folders (`golden/<file>/<preview>/`).
    /// - Parameter catalogs: the strings tables (String Catalogs, `.strings` / `.stringsdict` in `xx.lproj` folders)
    ///   localized titles are looked up in, for each locale.
    /// - Parameter conditions: how `#if` is decided (an iOS Simulator Debug build, with the project's flags).
    public static func previews(files paths: [String], relativeTo root: String, stubs: [String: ProjectConfig.Stub] = [:],
                                catalogs: [String] = [], conditions: BuildConditions = BuildConditions()) throws -> [SwiftPreview] {
        try discover(files: paths, relativeTo: root, stubs: stubs, catalogs: catalogs, conditions: conditions).previews
    }

    /// `previews(files:…)`, with the previews found in `#if` clauses the iOS build does not compile.
    /// - Parameter resources: the files the app's bundle holds (`BundleResources.scan` of its folders).
    public static func discover(files paths: [String], relativeTo root: String, stubs: [String: ProjectConfig.Stub] = [:],
                                catalogs: [String] = [], conditions: BuildConditions = BuildConditions(),
                                now: Double? = nil, resources: BundleResources = .none) throws -> PreviewDiscovery {
        var files: [SourceFile] = []
        for path in paths.sorted() {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw SwiftDiagnostic("cannot read the file", at: Layout.SourceLocation(file: path, line: 1))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SwiftDiagnostic("the file is not UTF-8", at: Layout.SourceLocation(file: path, line: 1))
            }
            if let line = deepBrackets(in: text) {
                throw SwiftDiagnostic("brackets nest more than \(maxBracketDepth) deep here: swift-syntax's parser takes "
                                      + "exponential time on such input, so the file is not read",
                                      at: Layout.SourceLocation(file: path, line: line))
            }
            files.append(SourceFile(path: path, text: text))
        }
        return discover(parsed: files, relativeTo: root, stubs: stubs, strings: try StringsLoader.load(catalogs),
                        conditions: conditions, now: now, resources: resources)
    }

    /// The previews of Swift source given as text (path → text), for tools and tests.
    public static func previews(sources: [(path: String, text: String)], relativeTo root: String = ".",
                                stubs: [String: ProjectConfig.Stub] = [:],
                                conditions: BuildConditions = BuildConditions()) -> [SwiftPreview] {
        discover(sources: sources, relativeTo: root, stubs: stubs, conditions: conditions).previews
    }

    /// `previews(sources:…)`, with the previews found in `#if` clauses the iOS build does not compile.
    public static func discover(sources: [(path: String, text: String)], relativeTo root: String = ".",
                                stubs: [String: ProjectConfig.Stub] = [:],
                                conditions: BuildConditions = BuildConditions(), now: Double? = nil,
                                resources: BundleResources = .none) -> PreviewDiscovery {
        discover(parsed: sources.filter { deepBrackets(in: $0.text) == nil }.map { SourceFile(path: $0.path, text: $0.text) },
                 relativeTo: root, stubs: stubs, strings: .empty, conditions: conditions, now: now, resources: resources)
    }

    /// Square brackets nested deeper than this are refused before parsing: swift-syntax 603's lookahead for
    /// collection and inline-array types takes time exponential in the depth (2 s at 22, found by fuzzing), and
    /// no real source nests so deep.
    static let maxBracketDepth = 16

    /// The line where `[` first nests deeper than `maxBracketDepth` (a byte scan; brackets in strings and comments
    /// count too), or nil.
    static func deepBrackets(in text: String) -> Int? {
        var depth = 0, line = 1
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "["):
                depth += 1
                if depth > maxBracketDepth { return line }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    static func previews(parsed files: [SourceFile], relativeTo root: String, stubs: [String: ProjectConfig.Stub],
                         strings: LocalizedStrings, conditions: BuildConditions) -> [SwiftPreview] {
        discover(parsed: files, relativeTo: root, stubs: stubs, strings: strings, conditions: conditions).previews
    }

    static func discover(parsed files: [SourceFile], relativeTo root: String, stubs: [String: ProjectConfig.Stub],
                         strings: LocalizedStrings, conditions: BuildConditions, now: Double? = nil,
                         resources: BundleResources = .none) -> PreviewDiscovery {
        let index = SourceIndex(files: files, stubs: stubs, strings: strings, conditions: conditions, now: now, resources: resources)
        var out = PreviewDiscovery()
        for file in files {
            let found = previews(in: file, index: index, root: root)
            out.previews += found.previews
            out.inactive += found.inactive
        }
        return out
    }

    /// `.swift` files (or files ending in `suffix`, `.xcstrings` for String Catalogs) under the given files or
    /// folders (recursively), sorted.
    public static func files(in paths: [String], suffix: String = ".swift") -> [String] {
        var out: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue { if path.hasSuffix(suffix) { out.append(path) }; continue }
            let walker = FileManager.default.enumerator(atPath: path)
            while let relative = walker?.nextObject() as? String {
                // A folder named like a file (`golden/Card.swift/`, where the goldens of `Card.swift`'s previews are
                // kept when the project's root is a Swift folder) is walked into, not read.
                guard relative.hasSuffix(suffix), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue { out.append(file) }
            }
        }
        return Array(Set(out)).sorted()
    }

    /// A file's previews: those compiled in the iOS build checked, and those in `#if` clauses it leaves out (listed,
    /// never evaluated). Unnamed previews are numbered in file order among the compiled ones first, so a preview
    /// in an `#if os(watchOS)` never renames (and moves the goldens of) one that is checked.
    static func previews(in file: SourceFile, index: SourceIndex, root: String) -> PreviewDiscovery {
        let found = index.active.statements(file.tree.statements).flatMap { declared(in: $0, file: file, index: index) }
        let inactive = inactivePreviews(in: file.tree.statements, file: file, index: index)
        let base = relative(file.path, to: root)
        let fileName = (file.path as NSString).lastPathComponent
        var unnamed = 0
        func names(_ written: String?) -> (name: String, folder: String) {
            var name = written ?? ""
            if name.isEmpty { unnamed += 1; name = unnamed == 1 ? "Preview" : "Preview \(unnamed)" }
            return (name, base + "/" + String(name.map { $0 == "/" || $0 == "\\" || $0 == ":" ? "-" : $0 }))
        }
        let previews = found.map { p in
            let (name, folder) = names(p.name)
            return SwiftPreview(name: "\(fileName) › \(name)", previewName: name, file: file.path, line: p.line,
                                goldenFolder: folder, fixedWidth: p.width, index: index, sourceFile: file,
                                body: p.body, previewLines: p.lines, owner: p.owner)
        }
        return PreviewDiscovery(previews: previews, inactive: inactive.map { p in
            let (name, folder) = names(p.found.name)
            return InactivePreview(name: "\(fileName) › \(name)", previewName: name, file: file.path, line: p.found.line,
                                   goldenFolder: folder, reason: p.reason)
        })
    }

    /// The previews one top-level statement declares: a `#Preview` (one that cannot be read is listed with why,
    /// never dropped) or a `PreviewProvider`'s.
    static func declared(in item: CodeBlockItemSyntax, file: SourceFile, index: SourceIndex) -> [Found] {
        if let macro = item.item.asProtocol(FreestandingMacroExpansionSyntax.self), macro.macroName.text == "Preview" {
            let name = macro.arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue
            if let why = unreadable(macro) {
                return [(name, file.location(of: macro).line, .unreadable(why), nil, lines(of: macro, in: file), nil)]
            }
            guard let body = widgetPreview(macro) ?? macro.trailingClosure.map({ .statements($0.statements) }) else { return [] }
            return [(name, file.location(of: macro).line, body, fixedWidth(macro.arguments), lines(of: macro, in: file), nil)]
        }
        if case .decl(let decl) = item.item, let d = decl.asProtocol(DeclGroupSyntax.self),
           d.inheritanceClause?.inheritedTypes.contains(where: { $0.type.sourceText == "PreviewProvider" }) == true,
           let (typeName, _) = SourceIndex.nameAndKind(d) {
            return providerPreviews(d, owner: index.type(named: typeName, from: nil, in: file), file: file, index: index)
        }
        return []
    }

    typealias Found = (name: String?, line: Int, body: SwiftPreview.PreviewBody, width: Double?, lines: ClosedRange<Int>,
                       owner: TypeDecl?)

    /// `static var previews: some View { Group { A(); B().previewDisplayName("x") } }`: one preview per view. A
    /// `previews` of statements (`let model = …; return View(model)`) is one preview.
    static func providerPreviews(_ d: some DeclGroupSyntax, owner: TypeDecl?, file: SourceFile, index: SourceIndex)
        -> [Found] {
        for member in index.active.members(d.memberBlock.members) {
            guard let v = member.decl.as(VariableDeclSyntax.self), let binding = v.bindings.first,
                  binding.pattern.sourceText == "previews", let accessors = binding.accessorBlock,
                  case .getter(let list) = accessors.accessors
            else { continue }
            let items = index.active.statements(list)
            var expressions: [ExprSyntax] = []
            if items.count == 1, case .expr(let e) = items[0].item, let call = e.as(FunctionCallExprSyntax.self),
               call.calledExpression.sourceText == "Group", let closure = call.trailingClosure {
                expressions = index.active.statements(closure.statements)
                    .compactMap { if case .expr(let x) = $0.item { return x } else { return nil } }
            } else if items.count == 1, case .expr(let e) = items[0].item, let group = modifiedGroup(e) {
                // `Group { A(); B() }.previewLayout(.sizeThatFits)`: each view with the group's modifiers.
                return index.active.statements(group.trailingClosure!.statements).compactMap { item -> Found? in
                    guard case .expr(let x) = item.item else { return nil }
                    return (displayName(x) ?? displayName(e), file.location(of: x).line, .groupMember(x, chain: e, group: group),
                            nil, lines(of: x, in: file), owner)
                }
            } else if items.allSatisfy({ if case .expr = $0.item { true } else { false } }) {
                expressions = items.compactMap { if case .expr(let x) = $0.item { return x } else { return nil } }
            } else {
                // `let model = …; View(model).previewDisplayName("Empty")`: named by its one view's display name.
                let views = items.compactMap { item -> ExprSyntax? in
                    if case .expr(let x) = item.item { return x }
                    if case .stmt(let s) = item.item { return s.as(ReturnStmtSyntax.self)?.expression }
                    return nil
                }
                let name = views.count == 1 ? displayName(views[0]) : nil
                return [(name, file.location(of: binding).line, .statements(list), nil, lines(of: binding, in: file), owner)]
            }
            return expressions.map { e in (displayName(e), file.location(of: e).line, .expression(e), nil, lines(of: e, in: file), owner) }
        }
        return []
    }

    /// The `Group { … }` at the root of a modifier chain (`Group { … }.padding().previewLayout(…)`); nil otherwise.
    private static func modifiedGroup(_ e: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = e
        var modified = false
        while let call = current.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.sourceText == "Group" { return modified && call.trailingClosure != nil ? call : nil }
            guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base else { return nil }
            modified = true
            current = base
        }
        return nil
    }

    private static func lines(of node: some SyntaxProtocol, in file: SourceFile) -> ClosedRange<Int> {
        let start = node.startLocation(converter: file.converter).line
        return start...max(start, node.endLocation(converter: file.converter).line)
    }

    /// `#Preview(as: .systemSmall) { AppWidget() } timeline: { Entry(…) }`.
    private static func widgetPreview(_ macro: some FreestandingMacroExpansionSyntax) -> SwiftPreview.PreviewBody? {
        func closure(_ label: String) -> ClosureExprSyntax? {
            macro.arguments.first { $0.label?.text == label }?.expression.as(ClosureExprSyntax.self)
                ?? macro.additionalTrailingClosures.first { $0.label.text == label }?.closure
        }
        // Written with trailing closures, or as `#Preview(as: .systemSmall, widget: { … }, timeline: { … })`.
        guard let family = macro.arguments.first(where: { $0.label?.text == "as" })?.expression.as(MemberAccessExprSyntax.self),
              let widget = macro.trailingClosure ?? closure("widget"), let timeline = closure("timeline") else { return nil }
        return .widget(family: family.declName.baseName.text, widget: widget.statements, timeline: timeline.statements)
    }

    /// Why a `#Preview` cannot be evaluated as written, before any evaluation; nil when it can be.
    private static func unreadable(_ macro: some FreestandingMacroExpansionSyntax) -> String? {
        if let family = macro.arguments.first(where: { $0.label?.text == "as" }) {
            if widgetPreview(macro) != nil {
                let name = family.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                return WidgetSizes.families.contains(name) ? nil
                    : "a widget preview in `\(family.expression.sourceText)` (a watchOS or iPad family): the "
                        + "families evaluated are those of an iPhone, " + WidgetSizes.families.joined(separator: ", ")
            }
            return "a preview `as:` \(family.expression.sourceText) with a timeline provider or Live Activity "
                + "states is not evaluated: write the entries (`timeline: { Entry(…) }`), or preview the entry view itself"
        }
        if macro.trailingClosure == nil {
            return "this #Preview has no trailing closure holding its view"
        }
        return nil
    }

    /// The string of a `.previewDisplayName("…")` in the view's modifier chain.
    private static func displayName(_ e: ExprSyntax) -> String? {
        var current: ExprSyntax? = e
        while let call = current?.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if m.declName.baseName.plain == "previewDisplayName" {
                return call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            }
            current = m.base
        }
        return nil
    }

    /// `traits: .fixedLayout(width: 375, height: 200)`.
    private static func fixedWidth(_ args: LabeledExprListSyntax) -> Double? {
        guard let traits = args.first(where: { $0.label?.text == "traits" })?.expression.as(FunctionCallExprSyntax.self),
              traits.calledExpression.sourceText == ".fixedLayout",
              let width = traits.arguments.first(where: { $0.label?.text == "width" })?.expression else { return nil }
        return Double(width.sourceText)
    }

    /// The path from the project root, which names the golden folder.
    static func relative(_ path: String, to root: String) -> String {
        func absolute(_ p: String) -> String {
            let full = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return (full as NSString).standardizingPath
        }
        let base = absolute(root) + "/"
        let full = absolute(path)
        return full.hasPrefix(base) ? String(full.dropFirst(base.count)) : (path as NSString).lastPathComponent
    }
}
