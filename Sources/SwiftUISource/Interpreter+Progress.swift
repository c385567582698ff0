import Layout
import SwiftSyntax
import ViewModel

/// `ProgressView` and `progressViewStyle` (the system styles and the app's own); drawn by `ProgressValue`.
extension Interpreter {
    /// `ProgressView()`, `ProgressView("Loading")`, `ProgressView(value:total:)`, `ProgressView(value:) { label }
    /// currentValueLabel: { … }`.
    func progressView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try requireKnownTitle(try arguments(c, scope, title: true), at: c)
        if args.contains(where: { $0.label == "timerInterval" }) {
            throw fail("`ProgressView(timerInterval:)` shows the current time's progress, known only when shown: give "
                       + "the preview a `ProgressView(value:)`", at: c)
        }
        let current = try closureView(args.first { $0.label == "currentValueLabel" }, at: c)
        let value = ProgressValue(fraction: progressFraction(c, scope), label: try controlLabel(c, scope).map { Varying($0) },
                                  currentValueLabel: current.map { Varying($0) })
        return .views([Element(kind: .progress(value), modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))])
    }

    private func closureView(_ arg: Argument?, at c: FunctionCallExprSyntax) throws -> Element? {
        guard case .closure(let f)? = arg?.value else { return nil }
        let v = try known(try invoke(f, [], at: c))
        guard case .views(let views) = v, !views.isEmpty else { return nil }
        return try single(v, "a ProgressView's label", at: c)
    }

    /// `.progressViewStyle(.circular | .linear | .automatic)` or the app's `ProgressViewStyle`, written on a
    /// ProgressView: the view drawn in that style.
    func styledProgressViews(_ style: Value?, on views: [Element], at c: FunctionCallExprSyntax) throws -> Value {
        // A style is an environment value: it reaches every ProgressView inside that has none of its own yet.
        .views(try views.map { view in try view.rewriting({ e in
            guard case .progress(var p) = e.kind else { return nil }
            guard p.style == .automatic else { return e }
            if case .member(let name, nil)? = style, let system = ProgressValue.Style(rawValue: name) {
                p.style = system
                return Element(kind: .progress(p), modifiers: e.modifiers, id: e.id, suppressions: e.suppressions, source: e.source)
            }
            return try customProgressStyle(style, p, at: c).adding(e.modifiers)
        }, stop: { _ in false }) })
    }

    /// The app's `ProgressViewStyle`: its `makeBody(configuration:)` with `fractionCompleted`, `label` and
    /// `currentValueLabel` (ProgressViewStyleConfiguration in Apple's documentation).
    private func customProgressStyle(_ style: Value?, _ p: ProgressValue, at c: FunctionCallExprSyntax) throws -> Element {
        guard let style = try appStyle(style, declaredOn: ["ProgressViewStyle"], at: c) else {
            throw fail("progressViewStyle: .circular, .linear, .automatic and the app's own ProgressViewStyles are "
                       + "evaluated", at: c)
        }
        func views(_ child: Child?) -> Value {
            guard let e = child?.allValues.first ?? nil else { return .null }
            return .views([e])
        }
        return try drawn(by: style, configuration: [
            Argument(label: "fractionCompleted", value: p.fraction.map(Value.number) ?? .null),
            Argument(label: "label", value: views(p.label)),
            Argument(label: "currentValueLabel", value: views(p.currentValueLabel)),
        ], at: c)
    }
}
