import Foundation
import Layout
import ViewModel
import SwiftSyntax

/// A container of the app's own `Layout` type (`FlowLayout(spacing: 4) { … }`, `AnyLayout(FlowLayout())`, a layout
/// value called as a function): its views are evaluated now, as any container's; its `sizeThatFits` and
/// `placeSubviews` are run at layout time, when the engine asks (`CustomLayout`), with proxies that measure the
/// subviews in the engine.
extension Interpreter {
    /// Whether a type of the sources conforms to SwiftUI's `Layout`.
    func isLayout(_ t: TypeDecl) -> Bool {
        !t.isView && (t.inherited + t.supertypes.flatMap(\.inherited)).contains { $0 == "Layout" || $0 == "SwiftUI.Layout" }
    }

    /// `layout { … }` where `layout` is an instance of a custom Layout: its container; nil for any other callee.
    func customLayoutCall(_ callee: Value, _ args: [Argument], at c: some SyntaxProtocol) throws -> Value? {
        guard case .instance(let t, let fields) = callee, isLayout(t) else { return nil }
        guard args.count == 1, case .closure(let content) = args[0].value else {
            throw fail("`\(t.name)` is called as a layout with a view builder closure only (`layout { … }`)", at: c)
        }
        return try customLayout(t, fields, content: content, at: Syntax(c))
    }

    /// The container's element: its views, and its code deferred to layout time.
    func customLayout(_ t: TypeDecl, _ fields: [String: Value], content: Closure, at c: Syntax) throws -> Value {
        try refuseUnmodelledMembers(of: t)
        guard let views = try viewList(try invoke(content, [], at: c)) else {
            throw fail("the content of `\(t.name)` is not a view", at: c)
        }
        defersToLayout = true
        let deferred = DeferredLayout(self, type: t, fields: fields, call: c, layoutValues: try views.map(layoutValues(of:)))
        let value = CustomLayoutValue(children: views.map { Child($0) }) { subviews, indices in
            LayoutCodeSession(deferred, subviews: subviews, indices: indices)
        }
        return .views([Element(kind: .customLayout(value), modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))])
    }

    /// Members of `Layout` whose effect is outside the container (its alignment guides, the spacing around it, the
    /// orientation Spacers and Dividers in it take) are not evaluated: a layout that declares one is reported there.
    private func refuseUnmodelledMembers(of t: TypeDecl) throws {
        for name in ["explicitAlignment", "spacing"] {
            // The protocol's own: `spacing(subviews:cache:)`, not a helper of that name (`spacing(after:)`).
            let protocolMember = index.methods(name, of: t)?.first {
                name == "explicitAlignment" || $0.signature.parameterClause.parameters.first?.firstName.text == "subviews"
            }
            if let f = protocolMember {
                throw fail("`\(t.name).\(name)(…)` is not evaluated: layoutcheck runs a custom Layout's sizeThatFits and "
                           + "placeSubviews only (the default \(name) is assumed, so this preview is not checked)", at: f)
            }
        }
        if case .computed(let accessors)? = t.statics["layoutProperties"] {
            throw fail("`\(t.name).layoutProperties` is not evaluated: the orientation it gives Spacers and Dividers in "
                       + "the layout is not modelled", at: accessors)
        }
        if case .value(let expr)? = t.statics["layoutProperties"] {
            throw fail("`\(t.name).layoutProperties` is not evaluated: the orientation it gives Spacers and Dividers in "
                       + "the layout is not modelled", at: expr)
        }
    }

    // MARK: Layout time

    /// Runs `body` as a call into a layout's code: in the environment where the layout is written, with a step
    /// budget of its own (the engine calls sizeThatFits several times per pass), every blocker thrown.
    func layoutTime<T>(_ d: DeferredLayout, _ body: () throws -> T) throws -> T {
        try atLayoutTime(d.state) { try evaluatingAll(body) }
    }

    /// `name(…, cache: &cache)` on the layout, with the session's cache made first (`makeCache(subviews:)` if the
    /// layout declares it, else `Void`) and kept for its next call.
    func callLayout(_ name: String, _ s: LayoutCodeSession, _ args: [Argument]) throws -> Value {
        let d = s.layout
        let outer = layoutSubviewsInUse
        layoutSubviewsInUse = s.proxies
        defer { layoutSubviewsInUse = outer }
        let scope = Scope(instance: (d.type, d.fields))
        if s.cache == nil {
            if let make = index.methods("makeCache", of: d.type) {
                s.cache = try callFunction(make, [Argument(label: "subviews", value: s.subviews)], scope, at: make[0].name)
            } else {
                s.cache = .record([])
            }
        }
        guard let functions = index.methods(name, of: d.type) else {
            throw fail("`\(d.type.name)` declares no `\(name)` to evaluate", at: d.call)
        }
        let cache = Argument(label: "cache", value: s.cache ?? .record([]), writeBack: { [unowned s] in s.cache = $0 })
        return try callFunction(functions, args + [cache], scope, at: functions[0].name)
    }

    /// `sizeThatFits(proposal:subviews:cache:)`: the container's size for `proposal`.
    func layoutSize(_ s: LayoutCodeSession, _ proposal: ProposedSize) throws -> Size {
        let value = try callLayout("sizeThatFits", s, [Argument(label: "proposal", value: .layoutPart(.proposal(proposal))),
                                                       Argument(label: "subviews", value: s.subviews)])
        let at = index.methods("sizeThatFits", of: s.layout.type)?.first.map { Syntax($0.name) } ?? s.layout.call
        let size = try cgSize(value, at: at)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw fail("`\(s.layout.type.name).sizeThatFits` returns \(size) for the proposal \(proposal): not a size a view "
                       + "can take", at: at)
        }
        return size
    }

    /// `placeSubviews(in:proposal:subviews:cache:)`: the subviews' places, recorded by their proxies' `place` calls.
    func layoutPlace(_ s: LayoutCodeSession, in bounds: Rect, _ proposal: ProposedSize) throws {
        let rect = Value.member("init", arguments: [
            Argument(label: "x", value: .number(bounds.minX)), Argument(label: "y", value: .number(bounds.minY)),
            Argument(label: "width", value: .number(bounds.width)), Argument(label: "height", value: .number(bounds.height)),
        ])
        _ = try callLayout("placeSubviews", s, [Argument(label: "in", value: rect),
                                                Argument(label: "proposal", value: .layoutPart(.proposal(proposal))),
                                                Argument(label: "subviews", value: s.subviews)])
    }
}

/// A custom Layout written in a preview: the layout value and the state the evaluator was in where it is written,
/// to run its code at layout time; the layout values (`.layoutValue(key:value:)`) of each of its views.
final class DeferredLayout: @unchecked Sendable {  // the interpreter is used only under its layoutTimeLock
    let interpreter: Interpreter
    let type: TypeDecl
    let fields: [String: Value]
    let call: Syntax
    let state: LayoutTimeState
    let layoutValues: [[String: Value]]

    init(_ interpreter: Interpreter, type: TypeDecl, fields: [String: Value], call: Syntax, layoutValues: [[String: Value]]) {
        self.interpreter = interpreter
        self.type = type
        self.fields = fields
        self.call = call
        state = LayoutTimeState(interpreter)
        self.layoutValues = layoutValues
    }

    func run<T>(_ body: (Interpreter) throws -> T) throws -> T {
        interpreter.layoutTimeLock.lock()
        defer { interpreter.layoutTimeLock.unlock() }
        return try interpreter.layoutTime(self) { try body(interpreter) }
    }
}

/// One layout pass's calls into a layout's code: the subviews' proxies, and the cache between calls.
final class LayoutCodeSession: CustomLayoutSession {
    let layout: DeferredLayout
    /// `Subviews`: an array of proxies, so `count`, `indices`, subscripts, `for … in`, `map` and `enumerated` are
    /// the evaluator's array operations.
    let subviews: Value
    /// What the proxies ask the layout pass.
    let proxies: LayoutSubviews
    var cache: Value?

    init(_ layout: DeferredLayout, subviews: LayoutSubviews, indices: [Int]) {
        self.layout = layout
        proxies = subviews
        self.subviews = .array(indices.enumerated().map { position, child in
            .layoutPart(.subview(SubviewProxy(subviews: subviews, index: position, layoutValues: layout.layoutValues[child])))
        })
    }

    func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        try layout.run { try $0.layoutSize(self, proposal) }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize) throws {
        try layout.run { try $0.layoutPlace(self, in: bounds, proposal) }
    }
}

extension Interpreter {
    static let layoutValueMark = "layoutValue#"

    /// `.layoutValue(key: Rank.self, value: 2)`: a value only a custom layout reads (`subview[Rank.self]`), kept in
    /// this evaluation's table and marked on the views, so the modifiers written after it keep it.
    func layoutValueModifier(_ args: [Argument], on views: [Element], source: SourceLocation,
                             at c: FunctionCallExprSyntax) throws -> Value {
        guard case .type(let key)? = args.first(where: { $0.label == "key" })?.value, let t = index.types[key],
              let value = args.first(where: { $0.label == "value" })?.value else {
            throw fail("`.layoutValue(key:value:)` takes a `LayoutValueKey` of the sources and a value", at: c)
        }
        layoutValueTable.append((key: t.qualifiedName, value: value))
        let mark = ModifierKind.cosmetic(Self.layoutValueMark + String(layoutValueTable.count - 1))
        return .views(views.map { $0.adding([Modifier(kind: mark, source: source)]) })
    }

    /// The layout values written on a view, by key; the outermost wins, as for `layoutPriority`.
    func layoutValues(of e: Element) throws -> [String: Value] {
        var values: [String: Value] = [:]
        for m in e.modifiers {
            guard case .cosmetic(let name) = m.kind, name.hasPrefix(Self.layoutValueMark),
                  let i = Int(name.dropFirst(Self.layoutValueMark.count)), layoutValueTable.indices.contains(i) else { continue }
            values[layoutValueTable[i].key] = layoutValueTable[i].value
        }
        return values
    }
}
