import Foundation
import Localization
import Layout
import Specs
import SwiftParser
import SwiftSyntax

/// A struct or enum of the sources: what the evaluator needs to instantiate it and read its members.
final class TypeDecl {
    let name: String
    let file: SourceFile
    let isView: Bool
    let isEnum: Bool
    /// Instance stored properties in declaration order (the memberwise initializer's parameters).
    var stored: [StoredProperty] = []
    /// Computed instance properties (`var body: some View { … }`, helpers) by name.
    var computed: [String: AccessorBlockSyntax] = [:]
    /// `static let sample = …` and static computed properties.
    var statics: [String: StaticMember] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    var enumCases: [String] = []

    init(name: String, file: SourceFile, isView: Bool, isEnum: Bool) {
        self.name = name
        self.file = file
        self.isView = isView
        self.isEnum = isEnum
    }
}

struct StoredProperty {
    var name: String
    var isLet: Bool
    var initializer: ExprSyntax?
    /// `@ScaledMetric`, `@Environment`, `@State`, `@Binding`… with its arguments.
    var wrapper: AttributeSyntax?
    /// The wrapper's name (`ScaledMetric`), read once when the sources are indexed.
    var wrapperName: String?
    var node: Syntax
    /// Declared `LocalizedStringKey`: SwiftUI looks its value up when a `Text` shows it.
    var isLocalizedStringKey = false
}

enum StaticMember {
    case value(ExprSyntax)
    case computed(AccessorBlockSyntax)
}

/// One parsed `.swift` file and how to locate its nodes.
final class SourceFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }
}

/// Every type and preview of a set of Swift files, read once and shared by every environment's evaluation.
final class SourceIndex: @unchecked Sendable {  // read-only after init but for `locations`, under `lock`
    private(set) var files: [SourceFile] = []
    private(set) var types: [String: TypeDecl] = [:]
    /// Top-level `let`s and functions are rare in view files; global constants are supported.
    private(set) var globals: [String: ExprSyntax] = [:]

    /// `stubs:` from layoutcheck.yml: views the sources use but do not define.
    let stubs: [String: ProjectConfig.Stub]
    /// The strings tables beside the sources (String Catalogs, `xx.lproj` folders).
    let strings: LocalizedStrings

    /// Each file by its tree's root, to locate any node in the file it belongs to.
    private(set) var fileByRoot: [SyntaxIdentifier: SourceFile] = [:]

    /// Locations already computed: every environment's evaluation asks for the same nodes.
    private var locations: [SyntaxIdentifier: SourceLocation] = [:]
    private let lock = NSLock()

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

    init(files: [SourceFile], stubs: [String: ProjectConfig.Stub] = [:], strings: LocalizedStrings = .empty) {
        self.files = files
        self.stubs = stubs
        self.strings = strings
        for file in files { fileByRoot[file.tree.id] = file }
        for file in files { collect(file) }
    }

    private func collect(_ file: SourceFile) {
        for item in file.tree.statements {
            collect(item.item, file: file)
        }
    }

    private func collect(_ item: CodeBlockItemSyntax.Item, file: SourceFile) {
        guard case .decl(let decl) = item else { return }
        if let s = decl.as(StructDeclSyntax.self) {
            let isView = s.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
            let t = type(named: s.name.text, file: file, isView: isView, isEnum: false)
            addMembers(s.memberBlock, to: t, file: file)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let t = type(named: e.name.text, file: file, isView: false, isEnum: true)
            addMembers(e.memberBlock, to: t, file: file)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let t = type(named: x.extendedType.trimmedDescription, file: file, isView: false, isEnum: false)
            addMembers(x.memberBlock, to: t, file: file)
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for binding in v.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                   let value = binding.initializer?.value {
                    globals[name] = value
                }
            }
        }
    }

    /// Extensions may come before the type; a later declaration marks the type as a view or enum.
    private func type(named name: String, file: SourceFile, isView: Bool, isEnum: Bool) -> TypeDecl {
        if let known = types[name] {
            if isView || isEnum {
                let merged = TypeDecl(name: name, file: file, isView: isView || known.isView, isEnum: isEnum || known.isEnum)
                merged.stored = known.stored; merged.computed = known.computed; merged.statics = known.statics
                merged.methods = known.methods; merged.initializers = known.initializers; merged.enumCases = known.enumCases
                types[name] = merged
                return merged
            }
            return known
        }
        let t = TypeDecl(name: name, file: file, isView: isView, isEnum: isEnum)
        types[name] = t
        return t
    }

    private func addMembers(_ block: MemberBlockSyntax, to t: TypeDecl, file: SourceFile) {
        for member in block.members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                addVariable(v, to: t)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                t.methods[f.name.text, default: []].append(f)
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                t.initializers.append(i)
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                t.enumCases += c.elements.map(\.name.text)
            } else if let nested = decl.as(StructDeclSyntax.self) {
                // Nested types are reachable by their own name (`Book.Status` is looked up as `Status`).
                collect(.decl(DeclSyntax(nested)), file: file)
            } else if let nested = decl.as(EnumDeclSyntax.self) {
                collect(.decl(DeclSyntax(nested)), file: file)
            }
        }
    }

    private func addVariable(_ v: VariableDeclSyntax, to t: TypeDecl) {
        let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let wrapper = v.attributes.compactMap { $0.as(AttributeSyntax.self) }.first
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isStatic {
                if let accessors = binding.accessorBlock { t.statics[name] = .computed(accessors) }
                else if let value = binding.initializer?.value { t.statics[name] = .value(value) }
            } else if let accessors = binding.accessorBlock, !Self.isObserver(accessors) {
                t.computed[name] = accessors
            } else {
                t.stored.append(StoredProperty(name: name, isLet: v.bindingSpecifier.text == "let",
                                               initializer: binding.initializer?.value, wrapper: wrapper,
                                               wrapperName: wrapper?.attributeName.trimmedDescription, node: Syntax(binding),
                                               isLocalizedStringKey: ["LocalizedStringKey", "SwiftUI.LocalizedStringKey"]
                                                   .contains(binding.typeAnnotation?.type.trimmedDescription ?? "")))
            }
        }
    }

    /// `didSet`/`willSet` blocks belong to stored properties.
    private static func isObserver(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
    }
}
