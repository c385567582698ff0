import Layout

/// What both front ends put on a vertical `ScrollView`'s content, innermost first: it is as wide as it is offered,
/// whatever its content's width (a ScrollView takes the proposed size; a frame with both a minimum and a maximum
/// width adopts the proposed width), its content centred across it as today (that wider content is centred rather
/// than put at the leading edge is an *assumption*), and it clips across at those bounds (Apple, scrollClipDisabled(_:): "By
/// default, a scroll view clips its content to its bounds"). Along the axis it scrolls nothing is cut: the checked
/// screen already scrolls, so the content keeps its natural height.
public enum ScrollViewBounds {
    /// A horizontal ScrollView: its content at its ideal width (a ScrollView proposes no width along the axis it
    /// scrolls, so texts neither wrap nor truncate), starting at its leading edge, in a view as wide as it is offered
    /// that clips above and below.
    public static func horizontalModifiers(source: SourceLocation) -> [Modifier] {
        [Modifier(kind: .scrollContentMargins, source: source),
         Modifier(kind: .fixedSize(Varying(FixedSizeValue(horizontal: true, vertical: false))), source: source),
         Modifier(kind: .frame(Varying(FrameValue(minWidth: Varying(.points(0)), maxWidth: Varying(.infinity),
                                                  alignment: Varying(.leading)))), source: source),
         Modifier(kind: .presentation(Presentation(clip: .rectangle, clipContainer: .horizontalScrollView)), source: source)]
    }

    public static func modifiers(source: SourceLocation) -> [Modifier] {
        [Modifier(kind: .scrollContentMargins, source: source),
         Modifier(kind: .frame(Varying(FrameValue(minWidth: Varying(.points(0)), maxWidth: Varying(.infinity)))), source: source),
         Modifier(kind: .presentation(Presentation(clip: .rectangle, clipContainer: .verticalScrollView)), source: source)]
    }
}
