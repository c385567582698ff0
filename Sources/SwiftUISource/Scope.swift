import DynamicType
import Localization
import Specs

/// Local names visible where an expression is evaluated, and the instance `self` refers to.
final class Scope {
    private var names: [String: Value] = [:]
    let parent: Scope?
    /// The view or model whose body, property or method is being evaluated.
    let instance: (type: TypeDecl, fields: [String: Value])?

    init(parent: Scope? = nil, instance: (type: TypeDecl, fields: [String: Value])? = nil) {
        self.parent = parent
        self.instance = instance ?? parent?.instance
    }

    func bind(_ name: String, _ value: Value) { names[name] = value }

    func lookup(_ name: String) -> Value? {
        if let v = names[name] { return v }
        return parent?.lookup(name)
    }
}

/// The environment one evaluation sees: the case's size category, clamped by `.dynamicTypeSize` ranges above,
/// and the device and Bold Text setting.
struct EvalEnvironment {
    var requested: ContentSizeCategory
    var range: ContentSizeRange = .all
    var device: Device
    var boldText: Bool
    var locale: LocaleSetting
    /// `.controlSize(_:)` around the view being evaluated (`regular` unless set).
    var controlSize = "regular"

    var category: ContentSizeCategory { range.clamp(requested) }
}
