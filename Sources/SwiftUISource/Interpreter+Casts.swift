import SwiftSyntax
import ViewModel

/// Swift's dynamic casts: `x is T`, `x as? T`, `x as! T` and the pattern `case let x as T` (the Swift book, Type
/// Casting). Whether a value is of a type is decided from the value, as the runtime does; where the evaluator cannot
/// tell (a framework class, a number that may be an `NSNumber` bridging to several types), the result is unknown and
/// reported where it is read, never guessed.
extension Interpreter {
    /// Whether `v` is of `type`: true, false, or nil when only the running app could tell.
    func castSucceeds(_ v: Value, to type: TypeSyntax, _ scope: Scope) -> Bool? {
        let name = castTargetName(type, scope)
        if ["Any", "AnyHashable", "Sendable"].contains(name) { return true }
        if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType {
            return v.isNull ? true : castSucceeds(v, to: wrapped, scope)
        }
        switch v {
        case .null: return false  // nil cast to a non-optional type fails
        case .string: return Self.builtinCast(name, is: ["String"])
        case .bool: return Self.builtinCast(name, is: ["Bool"], bridgedNumber: true)
        case .int, .intLiteral: return Self.builtinCast(name, is: ["Int"], bridgedNumber: true)
        case .number, .scaled: return Self.builtinCast(name, is: [], bridgedNumber: true)
        case .float: return Self.builtinCast(name, is: ["Float"], bridgedNumber: true)
        case .array(let items):
            guard let element = type.as(ArrayTypeSyntax.self)?.element else { return Self.builtinCast(name, is: ["NSArray"]) }
            return Self.all(items.map { castSucceeds($0, to: element, scope) })
        case .dictionary(let pairs):
            guard let d = type.as(DictionaryTypeSyntax.self) else { return Self.builtinCast(name, is: ["NSDictionary"]) }
            return Self.all(pairs.flatMap { [castSucceeds($0.key, to: d.key, scope), castSucceeds($0.value, to: d.value, scope)] })
        case .instance, .object:
            guard let t = v.sourceType else { return nil }
            guard let target = sourceType(name, scope) else { return Self.frameworkCast(of: t, to: name, index) }
            return t === target || index.supertypes(of: t).contains { $0 === target }
        case .views(let list):
            guard list.count == 1 else { return nil }
            // The body of a view of the sources: that view's type.
            if let made = viewTypes[ObjectIdentifier(list[0])]?.type {
                if made.name == name || made.inherited.contains(name) { return true }
                return Self.frameworkValueTypes.contains(name) ? false : nil
            }
            return Self.viewCast(list[0], to: name)
        default: return nil
        }
    }

    /// A value of the sources cast to a framework type: true for a protocol it declares it conforms to, false for a
    /// framework struct or enum (which no type of the sources is), unknown otherwise (`NSError` bridges any Error).
    private static func frameworkCast(of t: TypeDecl, to name: String, _ index: SourceIndex) -> Bool? {
        if t.inherited.contains(name) || index.supertypes(of: t).contains(where: { $0.inherited.contains(name) }) { return true }
        if frameworkValueTypes.contains(name) || standardNames.subtracting(["NSString", "NSArray", "NSDictionary", "NSNumber"])
            .contains(name) { return false }
        return nil
    }

    static let frameworkValueTypes: Set<String> = ["URLError", "CocoaError", "DecodingError", "EncodingError", "UUID",
                                                   "Image", "Text", "Color", "Font", "AnyView", "EmptyView"]

    static func isImageOrText(_ e: Element) -> Bool {
        switch e.kind {
        case .image, .symbol, .text: return true
        default: return false
        }
    }

    /// A SwiftUI view cast to `Image` or `Text` (`if let image = illustration() as? Image`): a view builder of one
    /// expression returns that expression's type, so an image with no modifier (`.resizable()` keeps it an Image) is
    /// one; with modifiers it may be a `ModifiedContent` or still an Image (`renderingMode`), so unknown; a view of
    /// another kind is not one. Other target types are unknown.
    private static func viewCast(_ e: Element, to name: String) -> Bool? {
        switch (name, e.kind) {
        case ("Image", .image), ("Image", .symbol), ("Text", .text): return e.modifiers.isEmpty ? true : nil
        case ("Image", _), ("Text", _): return false
        default: return nil
        }
    }

    /// The type a cast names: a generic parameter bound in this call (`T`) is its type, `T.RawValue` that type's raw
    /// type (the first type an enum inherits, when it is a standard one).
    private func castTargetName(_ type: TypeSyntax, _ scope: Scope) -> String {
        func bound(_ name: String) -> TypeDecl? {
            guard case .type(let q)? = scope.lookup(name) else { return nil }
            return index.types[q]
        }
        if let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil, let t = bound(id.name.text) {
            return t.qualifiedName
        }
        if let member = type.as(MemberTypeSyntax.self), member.name.text == "RawValue",
           let base = member.baseType.as(IdentifierTypeSyntax.self), let t = bound(base.name.text), t.isEnum,
           let raw = t.inherited.first, Self.standardNames.contains(raw) {
            return raw
        }
        return type.sourceText
    }

    /// `x as? T` (nil when the cast fails) and `x as! T` (a trap, reported); `x as T` is the value, typed.
    func cast(_ v: Value, _ op: UnresolvedAsExprSyntax, to type: TypeSyntax, _ scope: Scope) throws -> Value {
        guard let mark = op.questionOrExclamationMark else { return typed(v, as: type) }
        if case .opaque = v { return v }
        switch castSucceeds(v, to: type, scope) {
        case true?: return v
        case false? where mark.tokenKind == .postfixQuestionMark: return .null
        case false?: throw fail("`as! \(type.sourceText)` traps at run time here: the value is \(v.typeDescription)", at: op)
        case nil: return .opaque(undecidedCast(v, type, at: op))
        }
    }

    /// What is said where only the running app could tell whether a value is of a type.
    func undecidedCast(_ v: Value, _ type: TypeSyntax, at node: some SyntaxProtocol) -> SwiftDiagnostic {
        fail("whether \(v.typeDescription) is a `\(type.sourceText)` is decided only at run time here: give the view "
             + "a value of that type", at: node)
    }

    /// The standard types a value of a literal kind can be: a named one it is, false for the other standard
    /// types, nil for framework types the evaluator does not know (and for numbers, which an `NSNumber` from a
    /// Foundation API bridges to any numeric type or Bool).
    private static func builtinCast(_ name: String, is kinds: Set<String>, bridgedNumber: Bool = false) -> Bool? {
        if kinds.contains(name) { return true }
        if bridgedNumber, numericNames.contains(name) { return nil }
        return standardNames.contains(name) || name.hasPrefix("[") ? false : nil
    }

    private static let numericNames: Set<String> = ["Int", "Double", "CGFloat", "Float", "Bool", "NSNumber", "Int64", "Int32", "UInt"]
    private static let standardNames: Set<String> = numericNames.union(["String", "Substring", "Character", "NSString",
                                                                         "NSArray", "NSDictionary", "NSNull", "Date", "URL", "Data"])

    /// All true → true; any false → false; otherwise unknown.
    private static func all(_ results: [Bool?]) -> Bool? {
        if results.contains(false) { return false }
        return results.contains(nil) ? nil : true
    }
}
