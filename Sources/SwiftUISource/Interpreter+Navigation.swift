import SwiftSyntax
import ViewModel

/// Containers an iPhone shows one part of: a split view collapsed to its first column, a tab view's selected tab,
/// an animator's first phase.
extension Interpreter {
    /// `NavigationSplitView { sidebar } detail: { … }` (or with `content:`): an iPhone collapses it into one stack
    /// showing the sidebar (Apple's NavigationSplitView documentation: "in compact size classes the split view
    /// collapses into a single stack"), or the column `preferredCompactColumn:` names.
    func navigationSplitView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        var column = "sidebar"
        if let preferred = args.first(where: { $0.label == "preferredCompactColumn" })?.value {
            guard case .binding(.member(let name, nil)) = preferred, ["sidebar", "content", "detail"].contains(name) else {
                throw fail("NavigationSplitView: `preferredCompactColumn:` is read when it is a constant column "
                           + "(`.constant(.detail)`)", at: c)
            }
            column = name
        }
        let closures = args.filter { $0.value.isClosure }
        let chosen = column == "sidebar" ? closures.first { $0.label == nil || $0.label == "sidebar" }
            : closures.first { $0.label == column }
        guard case .closure(let f)? = chosen?.value else { throw fail("NavigationSplitView needs its \(column) column", at: c) }
        return try known(try invoke(f, [], at: c))
    }

    /// `TabView { … }`: an iPhone shows the selected tab, the first unless `selection:` is a value one tab is
    /// tagged with; the tab bar's items are listed as not checked (`tabItem`). `Tab("Title", systemImage:) { … }`
    /// (iOS 18) is its content.
    func tabView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        let tabs = try children(args, at: c)
        guard let first = tabs.first else { return .views([]) }
        guard let selection = args.first(where: { $0.label == "selection" })?.value else { return .views([first]) }
        guard case .binding(let selected) = selection, !selected.isOpaque else {
            throw fail("TabView: the selected tab is read from a `selection:` whose value is known (an @State with an "
                       + "initial value, or `.constant(…)`)", at: c)
        }
        for tab in tabs {
            if let tag = tag(of: tab, at: c), try equals(tag, selected, at: c) { return .views([tab]) }
        }
        throw fail("TabView: no tab is tagged with the selected value (`.tag(…)` on each tab)", at: c)
    }

    /// `PhaseAnimator(phases) { phase in … }`: the content at the first phase, as it first appears;
    /// `KeyframeAnimator(initialValue:) { value in … }`: the content at the initial value.
    func animator(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        let start: Value?
        if name == "PhaseAnimator" {
            guard case .array(let phases)? = args.first(where: { $0.label == nil })?.value else {
                throw fail("PhaseAnimator: the phases are read when they are an array of known values", at: c)
            }
            start = phases.first
        } else {
            start = args.first { $0.label == "initialValue" }?.value
        }
        guard let start, case .closure(let f)? = args.first(where: { $0.value.isClosure && ($0.label == nil || $0.label == "content") })?.value else {
            throw fail("\(name) needs its first value and a content closure", at: c)
        }
        return try known(try invoke(f, [Argument(label: nil, value: start)], at: c))
    }
}
