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
    /// `opacity`: multiplies with the opacity of enclosing views.
    public var opacity: Double?
    /// A linear `ProgressView(value:total:)`: the fraction of its track filled in the tint.
    public var progress: Double?
    /// `flipsForRightToLeftLayoutDirection(true)`: drawn mirrored where the layout runs right to left (a
    /// directional image such as an arrow); images are not flipped otherwise.
    public var flipsForRightToLeft: Bool?

    public init(foreground: Paint? = nil, tint: Paint? = nil, background: Paint? = nil,
                backgroundShape: ShapeKind = .rectangle, clip: ShapeKind? = nil, opacity: Double? = nil,
                progress: Double? = nil, flipsForRightToLeft: Bool? = nil) {
        self.foreground = foreground; self.tint = tint; self.background = background
        self.backgroundShape = backgroundShape; self.clip = clip; self.opacity = opacity; self.progress = progress
        self.flipsForRightToLeft = flipsForRightToLeft
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
        if let c = inner.clip { p.clip = c }
        if let o = inner.opacity { p.opacity = (p.opacity ?? 1) * o }
        if let v = inner.progress { p.progress = v }
        if let f = inner.flipsForRightToLeft { p.flipsForRightToLeft = f }
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

/// The shapes SwiftUI clips and fills with.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
}
