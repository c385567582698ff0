import DynamicType
import Layout

extension ResolveContext {
    /// The name of a resizable image of unknown size whose size is what `node` would be when proposed nothing (its
    /// ideal size), or nil. `scaledToFit()` keeps that size's ratio (Apple, aspectRatio(_:contentMode:): "Use nil to
    /// maintain the current aspect ratio"); an asset's size is not in the source, so the ratio is not known.
    /// A frame that sets both sides (fixed or ideal) gives the ideal size itself and hides what is inside.
    static func imageOfUnknownSize(_ node: ViewNode) -> String? {
        switch node.kind {
        case .image(let name, let size, let resizable):
            return resizable && size.width == 0 && size.height == 0 ? (name ?? "image") : nil
        case .frame(let f, let child):
            let sized = (f.width ?? f.idealWidth) != nil && (f.height ?? f.idealHeight) != nil
            return sized ? nil : imageOfUnknownSize(child)
        default:
            for child in node.children { if let name = imageOfUnknownSize(child) { return name } }
            return nil
        }
    }

    /// A frame of fixed width and height written after the aspect ratio (`.scaledToFit().frame(width: 80,
    /// height: 80)`, the usual logo or avatar): the view's size is the frame's whatever the image's ratio, so the
    /// layout around it is exact; only the image's own drawing inside the frame is not known, and it is not checked.
    /// Between the two, modifiers that change no size may come (`.accessibilityLabel`, `.scaleEffect`, a tint,
    /// padding, which the frame then replaces); a layer (`overlay`) may not: it is laid out in the image's size.
    static func fixedFrameFollows(_ rest: ArraySlice<Modifier>, at c: ContentSizeCategory) -> Bool {
        for m in rest {
            switch m.kind {
            case .frame(let v):
                let f = v.value(at: c)
                return f.width != nil && f.height != nil
            case .padding, .presentation, .cosmetic, .contentShape, .font, .fontWeight, .imageScale: continue
            default: return false
            }
        }
        return false
    }

    /// Said at the modifier's line: which image, and the two ways to give the ratio.
    static func unknownRatioMessage(_ a: AspectRatio, image: String) -> String {
        let modifier = a.contentMode == .fit ? "scaledToFit()" : "scaledToFill()"
        return "`\(modifier)` (an aspect ratio of nil) keeps the image's own aspect ratio, and the size of `\(image)` "
            + "is not known (an asset's size is not in the source): give its size (in a Swift preview under `stubs:` "
            + "in layoutcheck.yml, `\(image): {width: 1200, height: 800}`; in a spec as the image's `width:` and "
            + "`height:`), or write the ratio (`.aspectRatio(3 / 2, contentMode: .\(a.contentMode.rawValue))`)"
    }
}
