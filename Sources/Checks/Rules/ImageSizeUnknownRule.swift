import CheckSettings
import Layout

/// `image-size-unknown`: an image whose size the source does not give (an asset catalog's, made `.resizable()`),
/// whose frame follows that size (its ratio is kept) while the views around it are laid out the same whatever the size
/// (`UnknownImageSizes` tried wide, tall, large and small ones): they are checked; its stand-in frame is not.
/// A note by default: giving its size (`stubs:`) checks the image too.
public struct ImageSizeUnknownRule: Rule {
    public init() {}
    public let descriptor = RuleDescriptor(
        id: RuleID.imageSizeUnknown, defaultSeverity: .note,
        summary: "An image's size is not in the source; the views around it do not depend on it and are checked.")

    public func check(_ tree: ElementTree, _ context: CheckContext) -> [Finding] {
        tree.entries.compactMap { entry -> Finding? in
            guard !entry.hidden, entry.ofUnknownSize, entry.node.isImageOfUnknownSize,
                  case .image(let name, _, _) = entry.node.kind else { return nil }
            return entry.finding(descriptor, context, cause: "The size of `\(name ?? "image")` is not in the source (an asset's "
                + "size): the views around it are laid out the same at any size, so they are checked; the image's own frame "
                + "is not. Give its size under `stubs:` in layoutcheck.yml to check it too.")
        }
    }
}
