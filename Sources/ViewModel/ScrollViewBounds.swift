import Layout

/// What both front ends put on a vertical `ScrollView`'s content, innermost first: it is as wide as it is offered,
/// whatever its content's width (a ScrollView takes the proposed size; a frame with both a minimum and a maximum
/// width adopts the proposed width), its content centred across it as today (that wider content is centred rather
/// than put at the leading edge is an *assumption*), and it clips across at those bounds (Apple, scrollClipDisabled(_:): "By
/// default, a scroll view clips its content to its bounds"). Along the axis it scrolls nothing is cut: the checked
/// screen already scrolls, so the content keeps its natural height.
public enum ScrollViewBounds {
    public static func modifiers(source: SourceLocation) -> [Modifier] {
        [Modifier(kind: .frame(Varying(FrameValue(minWidth: Varying(.points(0)), maxWidth: Varying(.infinity)))), source: source),
         Modifier(kind: .presentation(Presentation(clip: .rectangle, clipContainer: .verticalScrollView)), source: source)]
    }
}
