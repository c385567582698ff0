import Foundation
import Localization
import Layout
import ViewModel
import SwiftParser
import SwiftSyntax

/// A type of the sources (struct, enum, class, actor, protocol), or a framework type the sources extend: what the
/// evaluator needs to instantiate it and read its members. Nested types belong to their parent (`Outer.Inner`), as
/// in Swift; members of every extension are merged in.
final class TypeDecl {
    let name: String
    /// `Outer.Inner`; a type declared in a function or preview body is `Name@file:line`, visible only there.
    let qualifiedName: String
    let parent: TypeDecl?
    var file: SourceFile
    var kind: Kind
    /// False for a type only extended here (`extension Color { … }`): its own members stay the framework's.
    var isDeclared: Bool
    var isView = false
    /// `struct Card<Content: View>`: the generic parameters' names, in order.
    var genericParameters: [String] = []
    /// Inherited types and conformances as written (`ObservableObject`, a superclass, a protocol of the sources).
    var inherited: [String] = []
    /// Instance stored properties in declaration order (the memberwise initializer's parameters).
    var stored: [StoredProperty] = []
    /// Computed instance properties (`var body: some View { … }`, helpers) by name.
    var computed: [String: AccessorBlockSyntax] = [:]
    /// `static let sample = …` and static computed properties.
    var statics: [String: StaticMember] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    /// Instance `subscript`s, read through their getter (`profile[.sweet]`).
    var subscripts: [SubscriptDeclSyntax] = []
    var enumCases: [String] = []
    /// `case add(Expr, Expr)`: each case's associated values as declared, by case name.
    var casePayloads: [String: EnumCaseParameterClauseSyntax] = [:]
    /// `case off = "hvac_off"`: the raw values written out, by case name (the others are implicit).
    var explicitRawValues: [String: ExprSyntax] = [:]
    /// `typealias Name = Target` declared in the type, by name.
    var typeAliases: [String: TypeSyntax] = [:]
    /// The superclasses and protocols of the sources it inherits members from, nearest first (set once indexed).
    var supertypes: [TypeDecl] = []
    /// `UIViewRepresentable`/`UIViewControllerRepresentable` (or a refinement) when it conforms to one.
    var representable: String?

    enum Kind { case `struct`, `enum`, `class`, `protocol` }

    /// A class with a `var` stored property, its own or a superclass's: its objects can change after they are made
    /// (set once the sources are indexed).
    var hasMutableStorage = false
    /// A class marked `@Model` (SwiftData): its objects can be inserted into a model context and fetched.
    var isPersistentModel = false

    var isEnum: Bool { kind == .enum }
    /// Classes and actors: instances are shared references.
    var isClass: Bool { kind == .class }

    init(name: String, qualifiedName: String, parent: TypeDecl?, file: SourceFile, kind: Kind, isDeclared: Bool) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.parent = parent
        self.file = file
        self.kind = kind
        self.isDeclared = isDeclared
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
    /// `willSet`/`didSet`, run when the property is set outside its type's initializers.
    var observers: AccessorBlockSyntax? = nil
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

    /// How many times `struct`, `enum`, `class` or `actor` appears as a word followed by a space: at least the number
    /// of such types declared in the file (more when the words are in comments, strings or `class func`).
    let typeKeywords: Int

    init(path: String, text: String) {
        self.path = path
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
        typeKeywords = Self.countTypeKeywords(text)
    }

    private static func countTypeKeywords(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let words: [[UInt8]] = ["struct", "enum", "class", "actor"].map { Array($0.utf8) }
        func isIdentifier(_ b: UInt8) -> Bool { b == 95 || (b >= 48 && b <= 57) || (b | 32 >= 97 && b | 32 <= 122) || b >= 128 }
        var count = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            guard b == 115 || b == 101 || b == 99 || b == 97, i == 0 || !isIdentifier(bytes[i - 1]) else { i += 1; continue }
            for w in words where bytes.count > i + w.count && bytes[i..<(i + w.count)].elementsEqual(w) {
                let next = bytes[i + w.count]
                if next == 32 || next == 9 || next == 10 || next == 13 { count += 1 }
            }
            i += 1
        }
        return count
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }
}

