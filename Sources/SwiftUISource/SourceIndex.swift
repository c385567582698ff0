import Foundation
import Localization
import Layout
import ViewModel
import SwiftSyntax

/// Every type, global and preview of a set of Swift files, read once and shared by every environment's evaluation.
/// Types are scoped as Swift scopes them: a nested type belongs to its parent and is found from inside it, then from
/// the module, then from the frameworks (`SwiftUI.List` always names the framework's).
final class SourceIndex: @unchecked Sendable {  // read-only after init but for `locations`, under `lock`
    private(set) var files: [SourceFile] = []
    /// Types by qualified name (`Outer.Inner`).
    private(set) var types: [String: TypeDecl] = [:]
    /// The simple names of the types the sources declare (`Clamped`, `Model`), nested ones included.
    private(set) var declaredNames: Set<String> = []
    /// Types declared inside a body (`#Preview { struct Container: View { … } }`), by their declaration.
    private(set) var localTypes: [SyntaxIdentifier: TypeDecl] = [:]
    /// Top-level `private` and `fileprivate` types by file path, then name: each is visible only in its own file
    /// (the Swift book, Access Control), so two files' `private struct Row`s are two types, and a test file's
    /// `private class Image` never hides SwiftUI's Image from the app's views.
    private(set) var filePrivateTypes: [String: [String: TypeDecl]] = [:]
    /// The structs, enums, classes and actors collected so far (not local ones), to know when a file may hold more.
    private var typesCollected = 0
    /// Top-level constants and functions.
    private var globals: [String: ExprSyntax] = [:]
    /// A file's `private let padding: CGFloat = 16` (by file path, then name): visible only in that file, so another
    /// file's `private let padding = 20` is another value.
    private var filePrivateGlobals: [String: [String: ExprSyntax]] = [:]
    /// Top-level computed variables (`var isCompact: Bool { … }`), evaluated on each read as Swift does.
    private var computedGlobals: [String: AccessorBlockSyntax] = [:]
    private var filePrivateComputedGlobals: [String: [String: AccessorBlockSyntax]] = [:]
    private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level `typealias`es.
    private(set) var typeAliases: [String: TypeSyntax] = [:]

    /// The top-level aliases of any of `targets` (`typealias Seconds = Double` for "Double"), sorted.
    func aliasNames(of targets: [String]) -> [String] {
        guard !typeAliases.isEmpty else { return [] }
        return typeAliases.filter { targets.contains($0.value.trimmedDescription) }.keys.sorted()
    }
    /// Getters of computed properties declared as a colour or style (`var tint: Color { … }`) or a plain value
    /// (`var hex: String? { … }`), found once here so reading a property does not look at its type again: what stops
    /// one makes an unknown value (`Interpreter.unknownIfStopped`).
    private(set) var getterResults: [SyntaxIdentifier: Interpreter.ComputedResult] = [:]
    /// Getters whose declared type may be a value type of the sources, classified once every type is known.
    private var modelGetters: [(id: SyntaxIdentifier, type: TypeSyntax, owner: TypeDecl)] = []
    /// Names declared only inside a `#if` clause the iOS build does not compile (a watchOS-only `extension View`):
    /// what a diagnostic says when such a name is used (`SourceIndex+Inactive.swift`).
    var inactiveDeclarations: [String: InactiveDeclaration] = [:]

    /// The names of instance properties declared Optional in any type: an interpolated `a.b` whose `b` is not one
    /// is no Optional, without evaluating `a` again (`Interpreter+OptionalText.swift`).
    private(set) var optionalPropertyNames: Set<String> = []

    /// `stubs:` from layoutcheck.yml: views the sources use but do not define.
    let stubs: [String: ProjectConfig.Stub]
    /// The files the app's bundle holds (sample data a preview loads).
    let resources: BundleResources
    /// `now:` from layoutcheck.yml: the moment previews are evaluated at (seconds since 1970), or nil.
    let now: Double?
    /// The strings tables beside the sources (String Catalogs, `xx.lproj` folders).
    let strings: LocalizedStrings
    /// Which clause of each `#if` is compiled.
    let active: ActiveCode
    /// `static let` values evaluated once for the run (`SharedStatics`).
    let sharedStatics = SharedStatics()
    /// Evaluators made from this index and not freed yet (`Interpreter.deinit`).
    let liveEvaluators = LiveCount()

    /// Each file by its tree's root, to locate any node in the file it belongs to.
    private(set) var fileByRoot: [SyntaxIdentifier: SourceFile] = [:]

    /// Locations already computed: every environment's evaluation asks for the same nodes.
    private var locations: [SyntaxIdentifier: SourceLocation] = [:]
    private let lock = NSLock()

    /// `// layoutcheck:ignore` comments already read, by node: reading a node's leading trivia parses it anew.
    private var suppressionsByNode: [SyntaxIdentifier: [Suppression]] = [:]

    /// The suppressions written above a node, computed once across environments.
    func suppressions(of node: some SyntaxProtocol, _ compute: () -> [Suppression]) -> [Suppression] {
        lock.lock()
        let known = suppressionsByNode[node.id]
        lock.unlock()
        if let known { return known }
        let found = compute()
        lock.lock()
        suppressionsByNode[node.id] = found
        lock.unlock()
        return found
    }

    /// Where a node is written, in the file it belongs to.
    func location(of node: some SyntaxProtocol, default file: SourceFile) -> SourceLocation {
        lock.lock()
        let known = locations[node.id]
        lock.unlock()
        if let known { return known }
        let location = (fileByRoot[node.root.id] ?? file).location(of: node)
        lock.lock()
        locations[node.id] = location
        lock.unlock()
        return location
    }

    init(files: [SourceFile], stubs: [String: ProjectConfig.Stub] = [:], strings: LocalizedStrings = .empty,
         conditions: BuildConditions = BuildConditions(), now: Double? = nil, resources: BundleResources = .none) {
        self.files = files
        self.stubs = stubs
        self.resources = resources
        self.now = now
        self.strings = strings
        active = ActiveCode(conditions: conditions)
        for file in files { fileByRoot[file.tree.id] = file }
        for file in files {
            collectInactiveDeclarations(in: file.tree.statements, file: file)
            let before = typesCollected
            for item in active.statements(file.tree.statements) {
                collect(item.item, parent: nil, file: file)
            }
            // A local type's keyword is in the text too: with no more keywords than types collected, there is none,
            // and the file is not walked again (the walk costs a tenth of reading the app).
            if file.typeKeywords > typesCollected - before { collectLocalTypes(in: file) }
        }
        // Member lookups walk these on every miss: resolved once, here.
        for t in types.values { t.supertypes = resolveSupertypes(of: t) }
        // `struct Tile: TileView` where `protocol TileView: View`: a view through a protocol it conforms to.
        for t in types.values where !t.isView && t.kind != .protocol
            && t.supertypes.contains(where: { $0.kind == .protocol && $0.isView }) {
            t.isView = true
        }
        for t in types.values where t.isClass {
            t.hasMutableStorage = t.stored.contains { !$0.isLet } || t.supertypes.contains { $0.isClass && $0.stored.contains { !$0.isLet } }
        }
        for t in types.values where t.isDeclared {
            t.representable = (t.inherited + t.supertypes.flatMap(\.inherited)).lazy.compactMap(platformViewProtocol).first
        }
        // A property wrapper or initial value names a type of the sources only if one has that name (a cheap test
        // made on every stored property of every instance: `Interpreter.appWrapper`, `makesObject`).
        declaredNames = Set(types.values.lazy.filter(\.isDeclared).map(\.name))
        // `var orders: [Order] { … }`: a getter computing the sources' own values, as a function returning them.
        for g in modelGetters where isValueOfSources(g.type, from: g.owner) { getterResults[g.id] = .plainValue }
        modelGetters = []
    }

    // MARK: Lookup

    /// A type name as Swift resolves it from inside `context`: the context's nested types, then its parents', then
    /// the module's; `A.B` walks into `A`. `typealias`es are followed. Nil for a framework type.
    /// Whether a declared result type holds values only, never a view nor a shared object: a struct or enum of the
    /// sources that is not a view (`Order`, `[OrderSummary]`, `[City.ID: Summary]?`), or a plain standard value. Such
    /// a result that stops is an unknown value (`Interpreter.unknownIfStopped`), as a String's is.
    func isValueOfSources(_ type: TypeSyntax?, from context: TypeDecl?, depth: Int = 0) -> Bool {
        guard let type, depth < 4 else { return false }
        if let o = type.as(OptionalTypeSyntax.self) { return isValueOfSources(o.wrappedType, from: context, depth: depth + 1) }
        if let a = type.as(ArrayTypeSyntax.self) { return isValueOfSources(a.element, from: context, depth: depth + 1) }
        if let d = type.as(DictionaryTypeSyntax.self) { return isValueOfSources(d.value, from: context, depth: depth + 1) }
        // Names read without printing the syntax (`some View` and function types are neither).
        let name: String
        if let id = type.as(IdentifierTypeSyntax.self) { name = id.name.text }
        else if type.is(MemberTypeSyntax.self) { name = type.sourceText }
        else { return false }
        if Interpreter.plainValueTypes.contains(name) { return true }
        guard let t = self.type(named: name, from: context) else { return false }
        return t.isDeclared && (t.kind == .struct || t.kind == .enum) && !t.isView
    }

    /// `file`: where the name is written, for the file's private types; the context's file when not given.
    func type(named name: String, from context: TypeDecl?, in file: SourceFile? = nil) -> TypeDecl? {
        type(named: name, from: context, file: (file ?? context?.file)?.path, aliasesFollowed: 0)
    }

    /// A stored global as seen from `file`: the file's private one first. `key` names its value apart from any
    /// other file's global of the same name.
    func global(_ name: String, in file: SourceFile?) -> (key: String, value: ExprSyntax)? {
        if let file, let own = filePrivateGlobals[file.path]?[name] { return ("\(file.path).\(name)", own) }
        return globals[name].map { (name, $0) }
    }

    /// A computed global (`var isCompact: Bool { … }`) as seen from `file`.
    func computedGlobal(_ name: String, in file: SourceFile?) -> AccessorBlockSyntax? {
        if let file, let own = filePrivateComputedGlobals[file.path]?[name] { return own }
        return computedGlobals[name]
    }

    /// The file a syntax node of the sources is in.
    func sourceFile(of node: some SyntaxProtocol) -> SourceFile? {
        fileByRoot[node.root.id]
    }

    /// Aliases followed at most this many times: `typealias A = B; typealias B = A` (which does not compile, but
    /// fuzzing found it) would otherwise recurse until the stack overflows.
    private static let maxAliasChain = 16

    private func type(named name: String, from context: TypeDecl?, file: String?, aliasesFollowed: Int) -> TypeDecl? {
        guard aliasesFollowed <= Self.maxAliasChain else { return nil }
        guard name.firstIndex(of: ".") != nil else { return innermost(name, from: context, file: file, aliasesFollowed) }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first, first != "SwiftUI", first != "Foundation" else { return nil }
        guard var t = innermost(first, from: context, file: file, aliasesFollowed) else { return nil }
        for part in parts.dropFirst() {
            guard let nested = nestedType(part, in: t, aliasesFollowed) else { return nil }
            t = nested
        }
        return t
    }

    private func innermost(_ name: String, from context: TypeDecl?, file: String?, _ aliasesFollowed: Int) -> TypeDecl? {
        // `static var fallback: Self { .metric }`: in a type's declaration, `Self` is that type (the Swift book,
        // Types, Self Type); in a protocol's, the conforming type, which the context does not say.
        if name == "Self", let context, context.isDeclared, context.kind != .protocol { return context }
        var scope = context
        while let s = scope {
            // A type's members come before its own name, which belongs to the scope around it: inside `Segment`,
            // `Segment` is its nested `Segment.Segment` when it has one (Swift's unqualified lookup).
            if let nested = nestedType(name, in: s, aliasesFollowed) { return nested }
            if s.name == name, s.isDeclared { return s }
            scope = s.parent
        }
        if let file, let own = filePrivateTypes[file]?[name] { return own }
        if let alias = typeAliases[name] {
            return type(named: alias.sourceText, from: nil, file: file, aliasesFollowed: aliasesFollowed + 1)
        }
        return types[name]
    }

    private func nestedType(_ name: String, in t: TypeDecl, _ aliasesFollowed: Int) -> TypeDecl? {
        if let nested = types[t.qualifiedName + "." + name] { return nested }
        if let alias = t.typeAliases[name] {
            return type(named: alias.sourceText, from: t, file: t.file.path, aliasesFollowed: aliasesFollowed + 1)
        }
        return nil
    }

    /// The superclass and protocols of the sources a type inherits members from, nearest first.
    func supertypes(of t: TypeDecl) -> [TypeDecl] { t.supertypes }

    /// Whether `type` is a function type as written or through a `typealias` (`typealias Getter = () -> Info`).
    func isFunctionType(_ type: TypeSyntax, from context: TypeDecl?) -> Bool {
        if type.sourceText.contains("->") { return true }
        let name = type.sourceText.replacingOccurrences(of: "@escaping ", with: "")
        var scope = context
        while let t = scope {
            if let alias = t.typeAliases[name] { return alias.sourceText.contains("->") }
            scope = t.parent
        }
        return typeAliases[name]?.sourceText.contains("->") ?? false
    }

    private func resolveSupertypes(of t: TypeDecl) -> [TypeDecl] {
        var out: [TypeDecl] = []
        var queue = t.inherited.compactMap { type(named: $0, from: t.parent) }
        while let next = queue.first {
            queue.removeFirst()
            guard !out.contains(where: { $0 === next }), next !== t, out.count < 32 else { continue }
            out.append(next)
            queue += next.inherited.compactMap { type(named: $0, from: next.parent) }
        }
        return out
    }

    /// The instance methods of that name the type has: its own, then its superclasses' and its protocol extensions'
    /// (nearest first). Swift chooses among all of them by their argument labels (`server(for:)` of the type beside
    /// a protocol extension's `server(forServerIdentifier:)`); one with the same labels as a nearer one is overridden
    /// or implemented by it, so it is left out.
    func methods(_ name: String, of t: TypeDecl) -> [FunctionDeclSyntax]? {
        var found = t.methods[name]
        for s in t.supertypes {
            guard let inherited = s.methods[name] else { continue }
            guard let nearer = found else { found = inherited; continue }
            let labels = Set(nearer.map(Self.argumentLabels))
            found = nearer + inherited.filter { !labels.contains(Self.argumentLabels($0)) }
        }
        return found
    }

    /// `server(for:)`: the labels a call of the function writes.
    static func argumentLabels(_ f: FunctionDeclSyntax) -> [String] {
        f.signature.parameterClause.parameters.map(\.firstName.text)
    }

    /// A computed property of the type or what it inherits from.
    func computed(_ name: String, of t: TypeDecl) -> AccessorBlockSyntax? {
        if let own = t.computed[name] { return own }
        for s in t.supertypes { if let c = s.computed[name] { return c } }
        return nil
    }

    /// `UIViewRepresentable` / `UIViewControllerRepresentable` (or a protocol of the sources refining them) when the
    /// type conforms to one.
    func representableConformance(of t: TypeDecl) -> String? { t.representable }

    /// SwiftUI's protocols for a view another framework draws; `RawRepresentable` is not one of them.
    static let platformViewProtocols: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "WKInterfaceObjectRepresentable",
    ]

    /// The platform-view protocol an inherited name stands for, through a top-level `typealias`
    /// (`typealias ViewControllerRepresentable = UIViewControllerRepresentable`).
    private func platformViewProtocol(_ name: String) -> String? {
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
        if Self.platformViewProtocols.contains(bare) { return bare }
        guard let alias = typeAliases[bare]?.sourceText, Self.platformViewProtocols.contains(alias) else { return nil }
        return alias
    }

    /// Stored properties with those of superclasses first, as a class's instance holds them.
    func storedProperties(of t: TypeDecl) -> [StoredProperty] {
        guard t.isClass else { return t.stored }
        return supertypes(of: t).filter(\.isClass).reversed().flatMap(\.stored) + t.stored
    }

    // MARK: Collecting

    private func collect(_ item: CodeBlockItemSyntax.Item, parent: TypeDecl?, file: SourceFile) {
        guard case .decl(let decl) = item else { return }
        collect(decl, parent: parent, file: file)
    }

    private func collect(_ decl: DeclSyntax, parent: TypeDecl?, file: SourceFile) {
        if let d = decl.asProtocol(DeclGroupSyntax.self), let (name, kind) = Self.nameAndKind(d) {
            if kind != .protocol { typesCollected += 1 }
            let t = parent == nil && Self.isFilePrivate(d) ? declareFilePrivate(name, kind: kind, file: file)
                : declare(name, kind: kind, parent: parent, file: file)
            t.genericParameters = Self.genericParameters(of: d)
            // SwiftData's `@Model` macro makes the class a persistent model (`Interpreter+SwiftData.swift`).
            if kind == .class, d.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "Model" }) {
                t.isPersistentModel = true
            }
            adopt(d, into: t, file: file)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            var name = x.extendedType.sourceText
            for module in ["SwiftUI.", "Foundation."] where name.hasPrefix(module) { name.removeFirst(module.count) }
            name = String(name.prefix { $0 != "<" })
            // `extension String?` is `extension Optional where Wrapped == String`.
            if name.hasSuffix("?") { name = "Optional" }
            // An extension of nothing nameable (`extension <#Type#>`, found by fuzzing) does not compile: skipped.
            guard let t = extended(name, file: file) else { return }
            adopt(x, into: t, file: file)
        } else if let v = decl.as(VariableDeclSyntax.self), parent == nil {
            let filePrivate = Self.restrictsToFile(v.modifiers)
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else { continue }
                if let value = binding.initializer?.value {
                    if filePrivate { filePrivateGlobals[file.path, default: [:]][name] = value } else { globals[name] = value }
                } else if let accessors = binding.accessorBlock {
                    if filePrivate { filePrivateComputedGlobals[file.path, default: [:]][name] = accessors }
                    else { computedGlobals[name] = accessors }
                }
            }
        } else if let f = decl.as(FunctionDeclSyntax.self), parent == nil {
            functions[f.name.plain, default: []].append(f)
        } else if let a = decl.as(TypeAliasDeclSyntax.self) {
            if let parent { parent.typeAliases[a.name.plain] = a.initializer.value } else { typeAliases[a.name.plain] = a.initializer.value }
        }
    }

    /// `struct Card<Content: View, Footer>`: ["Content", "Footer"].
    static func genericParameters(of d: some DeclGroupSyntax) -> [String] {
        let clause = d.as(StructDeclSyntax.self)?.genericParameterClause ?? d.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? d.as(EnumDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.map { $0.name.text } ?? []
    }

    static func nameAndKind(_ d: some DeclGroupSyntax) -> (String, TypeDecl.Kind)? {
        if let s = d.as(StructDeclSyntax.self) { return (s.name.text, .struct) }
        if let e = d.as(EnumDeclSyntax.self) { return (e.name.text, .enum) }
        if let c = d.as(ClassDeclSyntax.self) { return (c.name.text, .class) }
        if let a = d.as(ActorDeclSyntax.self) { return (a.name.plain, .class) }
        if let p = d.as(ProtocolDeclSyntax.self) { return (p.name.text, .protocol) }
        return nil
    }

    /// A declared type; an extension met earlier made a placeholder that the declaration now completes.
    private func declare(_ name: String, kind: TypeDecl.Kind, parent: TypeDecl?, file: SourceFile) -> TypeDecl {
        let qualified = parent.map { $0.qualifiedName + "." + name } ?? name
        if let known = types[qualified] {
            known.kind = kind; known.isDeclared = true; known.file = file
            return known
        }
        let t = TypeDecl(name: name, qualifiedName: qualified, parent: parent, file: file, kind: kind, isDeclared: true)
        types[qualified] = t
        return t
    }

    /// `private struct Row` or `fileprivate enum Metrics` at the top of a file.
    static func isFilePrivate(_ d: some DeclGroupSyntax) -> Bool {
        restrictsToFile(d.modifiers)
    }

    /// `private` or `fileprivate`, not `private(set)` (whose getter keeps the declaration's own access).
    static func restrictsToFile(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// A file's private type, under a name no other declaration has (as a local type's): found only from its file.
    private func declareFilePrivate(_ name: String, kind: TypeDecl.Kind, file: SourceFile) -> TypeDecl {
        if let known = filePrivateTypes[file.path]?[name] { known.kind = kind; known.isDeclared = true; return known }
        let t = TypeDecl(name: name, qualifiedName: "\(name)@\(file.path)", parent: nil, file: file, kind: kind, isDeclared: true)
        types[t.qualifiedName] = t
        filePrivateTypes[file.path, default: [:]][name] = t
        return t
    }

    /// The type an extension adds to: `extension A.B` names it from the module (or, first, from the file's private
    /// types); a framework type gets an entry that holds only what the sources add.
    private func extended(_ name: String, file: SourceFile) -> TypeDecl? {
        let head = String(name.prefix { $0 != "." })
        if let own = filePrivateTypes[file.path]?[head] {
            return name == head ? own : type(named: name, from: nil, in: file)
        }
        if let known = types[name] { return known }
        let parts = name.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return nil }
        var parent: TypeDecl?
        for (i, part) in parts.enumerated() {
            let qualified = parts[...i].joined(separator: ".")
            if let known = types[qualified] { parent = known; continue }
            let t = TypeDecl(name: part, qualifiedName: qualified, parent: parent, file: file, kind: .struct, isDeclared: false)
            types[qualified] = t
            parent = t
        }
        return parent
    }

    /// A declaration's or extension's conformances and members.
    private func adopt(_ d: some DeclGroupSyntax, into t: TypeDecl, file: SourceFile) {
        let inherited = d.inheritanceClause?.inheritedTypes.map { $0.type.sourceText } ?? []
        t.inherited += inherited
        if inherited.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) { t.isView = true }
        for member in active.members(d.memberBlock.members) { addMember(member.decl, to: t, file: file) }
    }

    private func addMember(_ decl: DeclSyntax, to t: TypeDecl, file: SourceFile) {
        if let v = decl.as(VariableDeclSyntax.self) {
            addVariable(v, to: t)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            let isStatic = f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            if isStatic { t.staticMethods[f.name.plain, default: []].append(f) } else { t.methods[f.name.plain, default: []].append(f) }
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            t.initializers.append(i)
        } else if let s = decl.as(SubscriptDeclSyntax.self), !s.modifiers.contains(where: { $0.name.text == "static" }) {
            t.subscripts.append(s)
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            // A type of the same name in another target of the app keeps the cases already read, each once.
            t.enumCases += c.elements.map(\.name.plain).filter { !t.enumCases.contains($0) }
            for e in c.elements {
                if let raw = e.rawValue?.value { t.explicitRawValues[e.name.plain] = raw }
                if let payload = e.parameterClause { t.casePayloads[e.name.plain] = payload }
            }
        } else {
            collect(decl, parent: t, file: file)
        }
    }

    /// Attributes a stored property may carry besides its property wrapper (`@ObservationIgnored @Dependency(…)` in an
    /// `@Observable` model: the wrapper is the second).
    static let attributesThatAreNotWrappers: Set<String> = [
        "MainActor", "ObservationIgnored", "ObservationTracked", "Previewable", "objc", "nonobjc", "available",
        "preconcurrency", "IBOutlet", "IBInspectable", "usableFromInline", "inlinable",
        // SwiftData's macros on a model's properties: the property keeps its plain initial value.
        "Attribute", "Relationship", "Transient",
        // The Composable Architecture's macros on a state's properties.
        "Presents", "ObservationStateIgnored",
    ]

    private func addVariable(_ v: VariableDeclSyntax, to t: TypeDecl) {
        let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let wrappers = v.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let wrapper = wrappers.first { !Self.attributesThatAreNotWrappers.contains($0.attributeName.sourceText) }
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plain else { continue }
            // A protocol's requirement (`var container: Store { get }`) is what a conforming type provides, stored or
            // computed there: it has no code of its own, and must not hide the conforming type's property.
            if let accessors = binding.accessorBlock, Self.isRequirement(accessors) { continue }
            if !isStatic, let type = binding.typeAnnotation?.type,
               type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                optionalPropertyNames.insert(name)
            }
            if isStatic {
                if let accessors = binding.accessorBlock { t.statics[name] = .computed(accessors) }
                else if let value = binding.initializer?.value { t.statics[name] = .value(value) }
            } else if let accessors = binding.accessorBlock, !Self.isObserver(accessors) {
                t.computed[name] = accessors
                let computes = Interpreter.computedResult(binding.typeAnnotation?.type)
                if computes != .other { getterResults[accessors.id] = computes }
                else if let type = binding.typeAnnotation?.type { modelGetters.append((accessors.id, type, t)) }
            } else if !t.stored.contains(where: { $0.name == name }) {
                // A type of the same name in another module of the app (two targets) keeps the first one's properties.
                t.stored.append(StoredProperty(name: name, isLet: v.bindingSpecifier.text == "let",
                                               initializer: binding.initializer?.value, wrapper: wrapper,
                                               wrapperName: wrapper?.attributeName.sourceText, node: Syntax(binding),
                                               isLocalizedStringKey: ["LocalizedStringKey", "SwiftUI.LocalizedStringKey"]
                                                   .contains(binding.typeAnnotation?.type.sourceText ?? ""),
                                               observers: binding.accessorBlock))
            }
        }
    }

    /// `{ get }` / `{ get set }` without bodies: a protocol's property requirement.
    private static func isRequirement(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { $0.body == nil }
    }

    /// `didSet`/`willSet` blocks belong to stored properties.
    private static func isObserver(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }

    // MARK: Local types

    /// Collects the types declared in a body (a `#Preview`'s closure, a function, a getter, an initializer, a closure
    /// that makes a value: Swift allows a local type in any code block), each visible only there, below its
    /// declaration. Called while indexing, so evaluation never writes to the index. A type in an inactive `#if`
    /// branch is collected too, but never reached: `block` binds a local type only when it runs its statement.
    func collectLocalTypes(in file: SourceFile) {
        let finder = LocalTypeFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for d in finder.found {
            guard let (name, kind) = Self.nameAndKind(d) else { continue }
            let line = file.location(of: d).line
            let t = TypeDecl(name: name, qualifiedName: "\(name)@\(file.path):\(line)", parent: nil, file: file,
                             kind: kind, isDeclared: true)
            types[t.qualifiedName] = t
            localTypes[d.id] = t
            adopt(d, into: t, file: file)
        }
    }
}

/// The type declarations that are statements of a code block, not members of a type or of the file.
private final class LocalTypeFinder: SyntaxVisitor {
    var found: [DeclGroupSyntax] = []

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if case .decl(let decl) = node.item, let d = decl.asProtocol(DeclGroupSyntax.self), !Self.isFileLevel(node) {
            found.append(d)
        }
        return .visitChildren
    }

    /// A statement of the file itself, directly or inside a file-level `#if`.
    private static func isFileLevel(_ item: CodeBlockItemSyntax) -> Bool {
        var parent = item.parent
        while let p = parent {
            if p.is(SourceFileSyntax.self) { return true }
            guard p.is(CodeBlockItemListSyntax.self) || p.is(IfConfigClauseSyntax.self) || p.is(IfConfigClauseListSyntax.self)
                    || p.is(IfConfigDeclSyntax.self) || p.is(CodeBlockItemSyntax.self) else { return false }
            parent = p.parent
        }
        return false
    }
}
