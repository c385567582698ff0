/// How a view is drawn, never where: colours, shapes and opacity written with `foregroundStyle`, `background`,
/// `clipShape`/`cornerRadius`, `opacity` and `tint`. Layout, checks and goldens never read it (SwiftUI draws a
/// background in the frame of the view it modifies and clips without changing any frame); previews draw it.
public struct Presentation: Hashable, Sendable {
    /// `foregroundStyle`/`foregroundColor`: an environment value, so the views inside inherit it.
    public var foreground: Paint?
    /// `tint`/`accentColor`: what `.accentColor`, buttons, toggles and progress bars draw in, inherited.
    public var tint: Paint?
    /// `background(_:)` / `background(_:in:)`: drawn behind the view in its frame, in `backgroundShape`.
    public var background: Paint?
    public var backgroundShape: ShapeKind
    /// `clipShape` / `cornerRadius` (and a shape view's own outline): the view and what is inside drawn within it.
    public var clip: ShapeKind?
    /// Set when `clip` is a container's bounds rather than a written clip: a ScrollView's or a List row's.
    public var clipContainer: ClipContainer?
    /// `offset(x:y:)`: the view and everything in it drawn displaced by this much, its frame where layout put it
    /// (Apple, offset(x:y:): "The original dimensions of the view aren't changed by offsetting the contents").
    /// A clip written before the offset moves with it; one written after it stays (the resolver puts such a clip
    /// on a view of its own around this one).
    public var offset: Point?
    /// `opacity`: multiplies with the opacity of enclosing views.
    public var opacity: Double?
    /// A linear `ProgressView(value:total:)`: the fraction of its track filled in the tint.
    public var progress: Double?
    /// `flipsForRightToLeftLayoutDirection(true)`: drawn mirrored where the layout runs right to left (a
    /// directional image such as an arrow); images are not flipped otherwise.
    public var flipsForRightToLeft: Bool?

    public init(foreground: Paint? = nil, tint: Paint? = nil, background: Paint? = nil,
                backgroundShape: ShapeKind = .rectangle, clip: ShapeKind? = nil, opacity: Double? = nil,
                progress: Double? = nil, flipsForRightToLeft: Bool? = nil, clipContainer: ClipContainer? = nil,
                offset: Point? = nil) {
        self.foreground = foreground; self.tint = tint; self.background = background
        self.backgroundShape = backgroundShape; self.clip = clip; self.opacity = opacity; self.progress = progress
        self.flipsForRightToLeft = flipsForRightToLeft; self.clipContainer = clipContainer; self.offset = offset
    }

    public static let none = Presentation()
    public var isEmpty: Bool { self == .none }

    /// This presentation with `inner` written closer to the view: as in a SwiftUI modifier chain, the innermost
    /// foreground, tint and background win (an outer background is covered by the inner one), opacities multiply.
    public func adding(inner: Presentation) -> Presentation {
        var p = self
        if let f = inner.foreground { p.foreground = f }
        if let t = inner.tint { p.tint = t }
        if let b = inner.background { p.background = b; p.backgroundShape = inner.backgroundShape }
        if let c = inner.clip { p.clip = c; p.clipContainer = inner.clipContainer }
        if let o = inner.opacity { p.opacity = (p.opacity ?? 1) * o }
        if let v = inner.progress { p.progress = v }
        if let f = inner.flipsForRightToLeft { p.flipsForRightToLeft = f }
        if let o = inner.offset {
            // Offsets written one after the other add up.
            p.offset = Point(x: (p.offset?.x ?? 0) + o.x, y: (p.offset?.y ?? 0) + o.y)
        }
        return p
    }
}

/// A colour or style by its SwiftUI / UIKit name (`secondary`, `blue`, `accentColor`, `systemBackground`,
/// `regularMaterial`), a hex value (`#FF8800`), or an app's asset name, with an opacity (`Color.red.opacity(0.2)`).
/// Previews turn names into iOS's light and dark values.
public struct Paint: Hashable, Sendable {
    public var name: String
    public var opacity: Double

    public init(_ name: String, opacity: Double = 1) { self.name = name; self.opacity = opacity }
}

/// A container that clips what it holds to its bounds, without a clip written on it.
public enum ClipContainer: Hashable, Sendable {
    /// A vertical ScrollView: clips across (Apple, scrollClipDisabled(_:): "By default, a scroll view clips its content
    /// to its bounds"); what lies beyond it along the axis it scrolls scrolls into view and is not cut.
    case verticalScrollView
    /// A horizontal ScrollView: clips above and below; what lies beyond its leading or trailing edge scrolls into
    /// view and is not cut.
    case horizontalScrollView
    /// A List or Form row: its content cut at the row's box (an *assumption*, docs/platform-facts.md, "Clipping").
    case listRow
}

/// The shapes SwiftUI clips and fills with.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
}
