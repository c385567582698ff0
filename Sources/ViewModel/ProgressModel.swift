import Layout

/// `ProgressView(…)` and its `progressViewStyle`: what it was made with, drawn as iOS draws it by `drawn(at:)`.
public struct ProgressValue: Sendable {
    /// SwiftUI's system styles on iOS; the app's own `ProgressViewStyle`s are evaluated by the Swift front end.
    public enum Style: String, Sendable, CaseIterable {
        /// A spinner when indeterminate, a bar with a value.
        case automatic
        case linear
        /// iOS draws a circular progress view as the indeterminate spinner, with or without a value.
        case circular
    }

    /// nil = indeterminate (no value).
    public var fraction: Double?
    public var style: Style
    public var label: Child?
    public var currentValueLabel: Child?

    public init(fraction: Double?, style: Style = .automatic, label: Child? = nil, currentValueLabel: Child? = nil) {
        self.fraction = fraction; self.style = style; self.label = label; self.currentValueLabel = currentValueLabel
    }

    var showsSpinner: Bool { style == .circular || (style == .automatic && fraction == nil) }

    /// The views iOS draws: the indicator, with the label above a bar or below a spinner and the current value's
    /// label below, in a VStack at SwiftUI's default spacing (an assumption: the system styles' spacing is not
    /// documented). The progress view's own id and ignores name the indicator, or the stack holding its labels.
    public func drawn(as view: Element) -> Element {
        let alone = label == nil && currentValueLabel == nil
        let named = alone ? view : nil
        let indicator = showsSpinner ? Self.spinner(view.source, named) : Self.bar(fraction ?? 0, view.source, named)
        if alone { return indicator }
        let own: Child = Varying(indicator)
        let parts: [Child?] = showsSpinner ? [own, label, currentValueLabel] : [label, own, currentValueLabel]
        let stack = StackValue(axis: .vertical, alignment: Varying(showsSpinner ? .center : .leading), spacing: nil,
                               children: parts.compactMap { $0 })
        return Element(kind: .stack(stack), modifiers: [], id: view.id, suppressions: view.suppressions, source: view.source)
    }

    /// UIActivityIndicatorView's medium spinner, 20 × 20 pt (an assumption from UIKit's documented default sizes,
    /// 20 and 37 pt for the large one, not measured on iOS 26).
    static func spinner(_ source: SourceLocation, _ named: Element?) -> Element {
        Element(kind: .color("secondary"), modifiers: [
            Modifier(kind: .frame(Varying(FrameValue(width: Varying(.points(20)), height: Varying(.points(20))))), source: source),
            Modifier(kind: .presentation(Presentation(clip: .circle)), source: source),
        ], id: named?.id, suppressions: named?.suppressions ?? [], source: source)
    }

    /// A 4 pt bar in the accent colour across what it is offered (UIProgressView's default height).
    static func bar(_ fraction: Double, _ source: SourceLocation, _ named: Element?) -> Element {
        Element(kind: .color("accent"), modifiers: [
            Modifier(kind: .presentation(Presentation(progress: fraction)), source: source),
            Modifier(kind: .frame(Varying(FrameValue(height: Varying(.points(4))))), source: source),
        ], id: named?.id, suppressions: named?.suppressions ?? [], source: source)
    }
}
