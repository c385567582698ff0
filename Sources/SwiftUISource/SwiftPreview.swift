import DynamicType
import Layout
import Localization
import ViewModel
import SwiftSyntax

/// One `#Preview` (or one view of a `PreviewProvider`'s `previews`): a case, evaluated per environment.
public struct SwiftPreview: LayoutSource, @unchecked Sendable {  // the syntax trees are immutable once parsed
    /// `BookCard.swift › Long title`.
    public let name: String
    /// The preview's own name (`Long title`; unnamed previews are `Preview`, `Preview 2`, … by position).
    public let previewName: String
    public let file: String
    public let line: Int
    public let goldenFolder: String
    public var devices: [Device]? { nil }
    /// A preview's own `.environment(\.locale, Locale(identifier: "ar"))` checks it in that locale only.
    public var locales: [LocaleSetting]? { PreviewLocale.locale(in: body).map { [$0] } }
    public var variantNames: [String] { ["default"] }
    /// `.fixedLayout(width:height:)`: the width the preview is laid out in, instead of the device's.
    public let fixedWidth: Double?

    let index: SourceIndex
    let sourceFile: SourceFile
    let body: PreviewBody
    /// The lines the preview is written on.
    let previewLines: ClosedRange<Int>
    /// The `PreviewProvider` a preview is written in: names resolve from inside it (its nested types first).
    let owner: TypeDecl?
    /// Evaluations that read no size category, kept for the other categories of their environment.
    let sameAtEveryCategory = CategoryIndependentEvaluations()

    enum PreviewBody {
        /// A `#Preview { … }` closure's statements.
        case statements(CodeBlockItemListSyntax)
        /// One view expression of a `PreviewProvider`'s `Group`.
        case expression(ExprSyntax)
        /// One view of a `Group` with modifiers (`Group { A(); B() }.previewLayout(.sizeThatFits)`): the view with the
        /// Group's modifier chain applied to it, as Xcode shows each view of the group as a preview of its own.
        case groupMember(ExprSyntax, chain: ExprSyntax, group: FunctionCallExprSyntax)
        /// `#Preview(as: .systemSmall) { Widget() } timeline: { entries }`: the widget's view of the first entry.
        case widget(family: String, widget: CodeBlockItemListSyntax, timeline: CodeBlockItemListSyntax)
        /// A preview found that cannot be read, and why.
        case unreadable(String)
    }

    /// The element tree for one environment; `SwiftDiagnostic` when something cannot be evaluated.
    public func evaluate(device: Device, category: ContentSizeCategory, boldText: Bool,
                         locale: LocaleSetting = .development()) throws -> Element {
        try evaluation(device: device, category: category, boldText: boldText, locale: locale).root
    }

    /// `evaluate`, saying whether part of the view is made only at layout time (a GeometryReader's content that reads
    /// its proxy): what stops such a preview may be found only when it is laid out.
    /// An evaluation that never read the size category (no `@ScaledMetric`, `\.dynamicTypeSize` or static made from
    /// them) gives the same tree, or stops the same way, at every category: it is evaluated once per device, Bold
    /// Text setting and locale. Not one that made content at layout time, which may read it then.
    public func evaluation(device: Device, category: ContentSizeCategory, boldText: Bool,
                           locale: LocaleSetting = .development()) throws -> (root: Element, completedAtLayout: Bool) {
        let key = CategoryIndependentEvaluations.Key(device: device, boldText: boldText, locale: locale)
        if let known = sameAtEveryCategory[key] { return (try known.get(), false) }
        let env = EvalEnvironment(requested: category, device: device, boldText: boldText, locale: locale)
        do {
            let result = try evaluationAtOneCategory(env)
            if !env.categoryReads.read, !result.completedAtLayout { sameAtEveryCategory[key] = .success(result.root) }
            return result
        } catch {
            if !env.categoryReads.read { sameAtEveryCategory[key] = .failure(error) }
            throw error
        }
    }

    private func evaluationAtOneCategory(_ environment: EvalEnvironment) throws -> (root: Element, completedAtLayout: Bool) {
        var env = environment
        if let scheme = presentationColorScheme { env.values["colorScheme"] = .member(scheme, arguments: nil) }
        var (interpreter, value) = try settledEvaluation(env)
        if case .opaque(let why) = value { throw why }
        if let gauge = interpreter.gaugeView(value) { value = .views([gauge]) }
        guard case .views(var views) = value, views.count == 1 || (views.count > 1 && isOneView) else {
            let what = if case .views(let v) = value { "\(v.count) views" } else { value.typeDescription }
            throw SwiftDiagnostic("the preview yields \(what); layoutcheck checks one view per preview "
                                  + "(wrap several in a VStack, or write one #Preview each)",
                                  at: SourceLocation(file: file, line: line))
        }
        if views.count > 1 { views = [Self.implicitRoot(views)] }
        let root = interpreter.presented.isEmpty ? views[0] : Self.withPresented(views[0], interpreter.presented)
        if let unsized = Self.unsizedImageDiagnostic(in: root) { throw unsized }
        interpreter.forgetViewTables()
        return (root, interpreter.defersToLayout)
    }

    /// The preview evaluated again while its appear actions change data its views read (`AppearSettlement`): the
    /// last evaluation, and what it gave. An evaluation that stopped is tried again if an action it ran was kept
    /// (an empty list's state may stop where the filled one does not).
    private func settledEvaluation(_ env: EvalEnvironment) throws -> (Interpreter, Value) {
        var settlement = AppearSettlement()
        while true {
            let interpreter = Interpreter(index: index, file: sourceFile, env: env)
            if let own = locales, own == [env.locale], env.locale != .development() { interpreter.deviceLocaleOverride = .development() }
            interpreter.settlement = settlement
            interpreter.staticValues = settlement.statics
            interpreter.unsharedStatics = Set(settlement.statics.keys)
            let value: Value
            do { value = try evaluationPass(interpreter) } catch {
                interpreter.forgetViewTables()
                // An action kept although it stored a run-time value, read here: evaluated again without it.
                let read = settlement.actionsRead(by: error)
                if !read.isEmpty {
                    settlement = AppearSettlement(rejected: settlement.rejected.union(read))
                    continue
                }
                if settlement.endPass(staticValues: interpreter.staticValues) { continue }
                throw error
            }
            guard settlement.endPass(staticValues: interpreter.staticValues) else { return (interpreter, value) }
            interpreter.forgetViewTables()
        }
    }

    /// One evaluation of the preview; every blocker met, the first in the source first.
    private func evaluationPass(_ interpreter: Interpreter) throws -> Value {
        do {
            return try interpreter.evaluatingAll { try interpreter.appearedRoot { try evaluateBody(interpreter) } }
        } catch let thrown as ThrownError {
            throw SwiftDiagnostic("the preview's code throws an error (\(thrown.value.typeDescription)) that nothing catches",
                                  at: thrown.location)
        }
    }

    /// `.preferredColorScheme(.dark)` written in the preview: the scheme of the presentation the preview is, which
    /// every view in it reads from `\.colorScheme`, its siblings too ("The color scheme applies to the nearest
    /// enclosing presentation", Apple's `preferredColorScheme(_:)`). One written in a view's body sets the views
    /// inside it (`Interpreter.applyEnvironment`).
    private var presentationColorScheme: String? {
        let node: Syntax
        switch body {
        case .statements(let items): node = Syntax(items)
        case .expression(let e): node = Syntax(e)
        case .groupMember(let e, let chain, _): node = Syntax(chain.description.contains("preferredColorScheme") ? chain : e)
        case .widget, .unreadable: return nil
        }
        guard node.description.contains("preferredColorScheme") else { return nil }
        for token in node.tokens(viewMode: .sourceAccurate) where token.text == "preferredColorScheme" {
            // The name's reference, in the member access, called: `.preferredColorScheme(.dark)`.
            guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let scheme = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  scheme == "dark" || scheme == "light" else { continue }
            return scheme
        }
        return nil
    }

    /// Whether the preview shows one view expression (`#Preview { Card() }`), so several views can only come from that
    /// view's own body.
    private var isOneView: Bool {
        switch body {
        case .expression, .groupMember: return true
        case .statements(let items):
            // `#Preview { let model = Model.sample; return Card(model) }` shows one view too.
            return items.filter { $0.item.is(ExprSyntax.self) || $0.item.is(ReturnStmtSyntax.self) }.count == 1
        case .widget, .unreadable: return false
        }
    }

    /// A view whose body is several views (`var body: some View { Spacer(); Card(); Spacer() }`) at the root of a
    /// hosting controller: SwiftUI lays them out with its implicit root layout, a centred VStack with default spacing
    /// (`_VStackLayout: _VariadicView_ImplicitRoot`, whose `implicitRoot` is `_VStackLayout(alignment: .center,
    /// spacing: nil)`, the default root type of a view graph's inputs).
    static func implicitRoot(_ views: [Element]) -> Element {
        Element(kind: .stack(StackValue(axis: .vertical, alignment: nil, spacing: nil, children: views.map { Child($0) })),
                modifiers: [], id: nil, suppressions: [], source: views[0].source)
    }

    /// The first image of `e` with no known size, as the diagnostic that stops the preview.
    static func unsizedImageDiagnostic(in e: Element) -> SwiftDiagnostic? {
        guard let image = unsizedImage(in: e) else { return nil }
        return SwiftDiagnostic("`Image(\"\(image.name)\")` has no known size (the asset is not in the source): make it "
                               + "`.resizable()` with a frame, or give its size under `stubs:` in layoutcheck.yml",
                               at: image.source)
    }

    /// The preview's statements, expression or widget, evaluated.
    private func evaluateBody(_ interpreter: Interpreter) throws -> Value {
        let scope = Scope(instance: owner.map { ($0, [:]) })
        switch body {
        case .statements(let items):
            interpreter.discardsUnknownCalls = true
            return try interpreter.run(items, scope)
        case .expression(let e): return try interpreter.evaluate(e, scope)
        case .groupMember(let e, let chain, let group):
            return try interpreter.applyChain(chain, to: { try interpreter.evaluate(e, scope) }, scope,
                                              isBase: { $0.id == ExprSyntax(group).id })
        case .widget(let family, let widget, let timeline):
            interpreter.discardsUnknownCalls = true
            return try interpreter.widgetPreview(family: family, widget: widget, timeline: timeline, scope,
                                                  at: SourceLocation(file: file, line: line))
        case .unreadable(let why): throw SwiftDiagnostic(why, at: SourceLocation(file: file, line: line))
        }
    }

    /// The preview's view with what it presents: each presented screen below it, at the screen's full width (a
    /// sheet on iPhone spans the width), so both are laid out and checked.
    static func withPresented(_ host: Element, _ presented: [Element]) -> Element {
        let screens = ([host] + presented).map { Child($0) }
        return Element(kind: .stack(StackValue(axis: .vertical, alignment: Varying(.leading), spacing: Varying(.points(0)),
                                               children: screens)),
                       modifiers: [], id: nil, suppressions: [], source: host.source)
    }

    /// The first image with neither a size nor `.resizable()`, depth first.
    static func unsizedImage(in e: Element) -> (name: String, source: Layout.SourceLocation)? {
        if case .image(let img) = e.kind, !img.resizable, img.width == nil || img.height == nil {
            return (img.name ?? "", e.source)
        }
        let children: [Child]
        switch e.kind {
        case .stack(let s): children = s.children
        case .zstack(let z): children = z.children
        case .grid(let g): children = g.children
        case .rowGrid(let g): children = g.rows
        case .gridRow(let r): children = r.cells
        case .adaptiveStack(let a): children = a.children
        case .viewThatFits(let v): children = v.children
        case .customLayout(let l): children = l.children
        case .form(let f): children = f.sections.flatMap(\.rows)
        case .button(let b): children = [b.label]
        case .toggle(let label): children = [label]
        case .labelViews(let title, let icon): children = [title, icon]
        case .progress(let p): children = [p.label, p.currentValueLabel].compactMap { $0 }
        default: children = []
        }
        for child in children {
            if let element = child.firstNonNil(), let found = unsizedImage(in: element) { return found }
        }
        return nil
    }

    public func resolve(variant: String, device: Device, category: ContentSizeCategory, boldText: Bool, locale: LocaleSetting,
                        resolver: SpecResolver) throws -> ResolvedLayout {
        try resolve(evaluated: try evaluate(device: device, category: category, boldText: boldText, locale: locale),
                    device: device, category: category, boldText: boldText, locale: locale, resolver: resolver)
    }

    /// The view tree `evaluate` gave, resolved for layout; what the resolver refuses is a blocker of this preview.
    public func resolve(evaluated root: Element, device: Device, category: ContentSizeCategory, boldText: Bool,
                        locale: LocaleSetting, resolver: SpecResolver) throws -> ResolvedLayout {
        let (body, insets) = screenInsets(root)
        var screen = device
        if let fixedWidth { screen.width = fixedWidth }
        var spec = LayoutSpec(name: name, file: file, devices: nil, insets: Insets(leading: insets, trailing: insets), body: body)
        spec.strings = index.strings
        do {
            return try resolver.resolve(spec, device: screen, category: category, boldText: boldText, locale: locale)
        } catch let e as SpecErrors where !e.errors.isEmpty {
            // The tree is the evaluator's, so what cannot be resolved (an image's unknown ratio, a font family not
            // configured) stops this preview, at its line, not the whole run.
            let blockers = e.errors.map {
                SwiftDiagnostic($0.message, at: SourceLocation(file: $0.file, line: $0.line, column: $0.column))
            }
            var first = blockers[0]
            first.otherBlockers = Array(blockers.dropFirst())
            throw first
        }
    }

    /// A preview's outermost `.padding(.horizontal[, n])`, written in the preview itself, is the screen's margins
    /// (as a spec's `insets:`): the view is laid out in the width they leave and the screen's edges lie beyond them.
    func screenInsets(_ e: Element) -> (Element, Double) {
        guard let last = e.modifiers.last, last.source.file == file, previewLines.contains(last.source.line),
              case .padding(let p) = last.kind, p.isConstant,
              let padding = p.allValues.first, padding.top == nil || padding.top?.value(at: .large) == .points(0),
              padding.bottom == nil || padding.bottom?.value(at: .large) == .points(0),
              case .points(let leading)? = padding.leading?.value(at: .large),
              padding.trailing?.value(at: .large) == .points(leading), leading > 0 else { return (e, 0) }
        return (Element(kind: e.kind, modifiers: Array(e.modifiers.dropLast()), id: e.id, suppressions: e.suppressions,
                        source: e.source), leading)
    }
}
