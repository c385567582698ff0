import Layout

/// What is said when the layout around an image of unknown size depends on it (`UnknownImageSizes`): which image,
/// and the ways to give its size or ratio.
public enum UnknownImageSizeMessage {
    /// At the modifier that reads the image's ratio (`scaledToFit()` keeps "the current aspect ratio", Apple,
    /// aspectRatio(_:contentMode:)), or, without one, at the image.
    public static func message(image: String, aspectRatio: AspectRatio?) -> String {
        guard let a = aspectRatio, a.ratio == nil else {
            return "the size of `\(image)` is not known (an asset's size is not in the source), and the views around it "
                + "depend on it: give its size (in a Swift preview under `stubs:` in layoutcheck.yml, `\(image): {width: "
                + "1200, height: 800}`; in a spec as the image's `width:` and `height:`), or a frame that sets both sides"
        }
        let modifier = a.contentMode == .fit ? "scaledToFit()" : "scaledToFill()"
        return "`\(modifier)` (an aspect ratio of nil) keeps the image's own aspect ratio, and the size of `\(image)` "
            + "is not known (an asset's size is not in the source), and the views around it depend on it: give its size "
            + "(in a Swift preview under `stubs:` in layoutcheck.yml, `\(image): {width: 1200, height: 800}`; in a spec as "
            + "the image's `width:` and `height:`), or write the ratio (`.aspectRatio(3 / 2, contentMode: "
            + ".\(a.contentMode.rawValue))`)"
    }

    /// `tree` with its stand-in frames marked, or the error for the first image of `tree` the layout around depends
    /// on, at the nearest `aspectRatio` of nil above it (else the image).
    public static func analyse(_ tree: LaidOutNode,
                               relayout: (Size, _ onlyNamed: String?) -> LaidOutNode) -> Result<LaidOutNode, SpecError> {
        let (marked, dependedOn) = UnknownImageSizes.analyse(tree, relayout: relayout)
        guard let image = dependedOn, case .image(let name, _, _) = image.node.kind else { return .success(marked) }
        var found: (ratio: AspectRatio?, source: SourceLocation?)?
        tree.forEach { laid, ancestors in
            guard found == nil, laid.node === image.node else { return }
            for a in ancestors.reversed() {
                if case .aspectRatio(let r, _) = a.node.kind, r.ratio == nil { found = (r, a.node.source); return }
            }
            found = (nil, laid.node.source)
        }
        let source = found?.source ?? image.node.source ?? SourceLocation(file: "", line: 0)
        return .failure(SpecError(file: source.file, line: source.line, column: source.column, keyPath: "",
                                  message: message(image: name ?? "image", aspectRatio: found?.ratio)))
    }
}
