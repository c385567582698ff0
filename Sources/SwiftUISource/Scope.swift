import DynamicType
import Localization
import ViewModel
import SwiftSyntax

/// Local names visible where an expression is evaluated, and the instance `self` refers to.
final class Scope {
    private var names: [String: Value] = [:]
    let parent: Scope?
    /// The view or model whose body, property or method is being evaluated.
    private(set) var instance: (type: TypeDecl, fields: [String: Value])?
    /// The class instance `self` is, when it is one: assignments to its properties are seen by every reference.
    private(set) var object: ObjectRef?
    /// Set once `forget()` has let go of what this scope and its parents hold.
    private var forgotten = false

    init(parent: Scope? = nil, instance: (type: TypeDecl, fields: [String: Value])? = nil, object: ObjectRef? = nil) {
        self.parent = parent
        self.instance = instance ?? object.map { (type: $0.type, fields: $0.fields) } ?? parent?.instance
        self.object = object ?? (instance == nil ? parent?.object : nil)
    }

    /// For a method named without a call (`perform: load`), the scope it was named in (weak: that scope may hold it).
    weak var boundFrom: Scope?

    /// `inout` parameters bound here, and where each one's final value goes.
    private(set) var writeBacks: [(name: String, store: (Value) throws -> Void)] = []

    func bind(_ name: String, _ value: Value) { names[name] = value }

    /// Locals declared with an Optional type (`let seat: Int? = 3`): Swift interpolates them as `Optional(3)`.
    private var optionalNames: Set<String> = []

    func markOptional(_ name: String) { optionalNames.insert(name) }

    /// The types written for locals and parameters (`let total: Double? = nil`, `prices: [Double]`), which a
    /// literal beside them takes (`total ?? 0` is 0.0).
    private var declaredTypes: [String: TypeSyntax] = [:]

    /// Kept only for types a value does not show: an Optional (its nil) and a collection (when empty). A value of
    /// any other type tells its type itself (`Interpreter.staticType`), and most scopes then keep no table at all.
    func declare(_ name: String, type: TypeSyntax) {
        guard type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
                || type.is(DictionaryTypeSyntax.self) else { return }
        declaredTypes[name] = type
    }

    /// The type written for the local `name` (the innermost one of that name), or nil.
    func declaredType(_ name: String) -> TypeSyntax? {
        if names[name] != nil { return declaredTypes[name] }
        return parent?.declaredType(name)
    }

    /// Whether the local `name` (the innermost one of that name) was declared Optional.
    func isDeclaredOptional(_ name: String) -> Bool {
        if names[name] != nil { return optionalNames.contains(name) }
        return parent?.isDeclaredOptional(name) ?? false
    }

    func bind(_ name: String, _ argument: Argument) {
        names[name] = argument.value
        if let store = argument.writeBack { writeBacks.append((name, store)) }
    }

    /// Copies each `inout` parameter's final value out to the caller's variable.
    func copyOut() throws {
        for w in writeBacks { if let v = names[w.name] { try w.store(v) } }
    }

    /// `name = value` for a local declared in this scope or an enclosing one; false when no local has that name.
    func assign(_ name: String, _ value: Value) -> Bool {
        if names[name] != nil { names[name] = value; return true }
        return parent?.assign(name, value) ?? false
    }

    /// Lets go of what this scope and its parents hold (locals, `self`) once the evaluation is over: a closure
    /// made here holds the scope, so a closure kept in a local or in an object's property (`log = .init(info: {
    /// … })` in the object's own method) is a cycle reference counting never frees.
    func forget() {
        var next: Scope? = self
        while let scope = next, !scope.forgotten {
            scope.forgotten = true
            scope.names = [:]
            scope.writeBacks = []
            scope.instance = nil
            scope.object = nil
            next = scope.parent
        }
    }

    func lookup(_ name: String) -> Value? {
        if let v = names[name] { return v }
        return parent?.lookup(name)
    }
}

/// The environment one evaluation sees: the case's size category, clamped by `.dynamicTypeSize` ranges above,
/// and the device and Bold Text setting.
struct EvalEnvironment {
    /// The case's size category, before `.dynamicTypeSize` ranges: read through `category`, which notes the read.
    private var requested: ContentSizeCategory
    var range: ContentSizeRange = .all
    var device: Device
    var boldText: Bool
    var locale: LocaleSetting
    /// `.controlSize(_:)` around the view being evaluated (`regular` unless set).
    var controlSize = "regular"
    /// Objects put in the environment above the view (`.environmentObject(model)`, `.environment(model)`), by the
    /// qualified name of their type and of each type it inherits from, as `@EnvironmentObject` and
    /// `@Environment(Model.self)` find them.
    var objects: [String: Value] = [:]
    /// Values set with `.environment(\.key, value)` (and `.disabled(true)` for `\.isEnabled`), by key.
    var values: [String: Value] = [:]
    /// Whether the evaluation read its size category, shared by every copy of this environment: an evaluation that
    /// did not is the same at every category (`SwiftPreview.evaluation`).
    let categoryReads = CategoryReads()

    init(requested: ContentSizeCategory, device: Device, boldText: Bool, locale: LocaleSetting) {
        self.requested = requested
        self.device = device
        self.boldText = boldText
        self.locale = locale
    }

    /// The size category views see, noted as read.
    var category: ContentSizeCategory {
        categoryReads.read = true
        return range.clamp(requested)
    }

    /// The category requested, for a key that keeps apart what was computed at each (reading nothing).
    var requestedForKey: ContentSizeCategory { requested }

    /// `.dynamicTypeSize(.large)`: the views inside see that category.
    mutating func fix(category: ContentSizeCategory) { requested = category }
}

/// Set when an evaluation reads its size category (`EvalEnvironment.category`).
final class CategoryReads: @unchecked Sendable {  // one evaluation's, used on its thread
    var read = false
}
