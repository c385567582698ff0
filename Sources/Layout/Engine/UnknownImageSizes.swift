/// Images whose size the source does not give (an asset catalog's, made `.resizable()`): SwiftUI sizes them from the
/// asset. A resizable image fills what it is proposed, so its frame is often known all the same (a fixed frame around
/// it); where its ideal size is read (`scaledToFit()` keeps its ratio), it is not. Often nothing else depends on it:
/// `.resizable().scaledToFit().frame(height: 130).frame(maxWidth: .infinity)` is 130 pt tall and as wide as its
/// container whatever the image's ratio. `UnknownImageSizes` finds out by laying the tree out again with the images at
/// very different sizes (wide, tall, large, small): if every other view keeps its frame and proposal, the layout
/// around the images is exact and is checked; the frames that changed are stand-ins. Otherwise the case is not
/// evaluated.
public enum UnknownImageSizes {
    /// The ideal sizes tried besides the square the layout already used: ratios 4:1 and 1:4, larger than any screen
    /// and smaller than any text, so a layout that reads the image's ratio or its size on either axis shows it.
    static let probes = [Size(width: 4000, height: 1000), Size(width: 1000, height: 4000),
                         Size(width: 8, height: 2), Size(width: 2, height: 8)]

    /// `tree` with its stand-in frames marked (`LaidOutNode.isStandIn`); or, as `dependedOn`, an image of unknown size
    /// whose size changes the frame or proposal of a view around it. `relayout` lays the same root out with the images
    /// at a given ideal size (all of them, or only those of a given name).
    public static func analyse(_ tree: LaidOutNode, relayout: (Size, _ onlyNamed: String?) -> LaidOutNode)
        -> (tree: LaidOutNode, dependedOn: LaidOutNode?) {
        guard firstImage(in: tree) != nil else { return (tree, nil) }
        var standIns = Set<[Int]>()
        for probe in probes where !isSameAround(tree, relayout(probe, nil), standIns: &standIns) {
            return (tree, dependedOn(tree, probe: probe, relayout: relayout))
        }
        guard !standIns.isEmpty else { return (tree, nil) }
        var marked = tree
        var path: [Int] = []
        mark(&marked, path: &path, standIns)
        return (marked, nil)
    }

    /// The first image (by name, in reading order) whose size alone, at `probe`, changes a view around it; the first
    /// image where only several together do.
    private static func dependedOn(_ tree: LaidOutNode, probe: Size,
                                   relayout: (Size, String?) -> LaidOutNode) -> LaidOutNode? {
        var images: [LaidOutNode] = []
        collectImages(tree, into: &images)
        var tried = Set<String>()
        for image in images {
            guard case .image(let name, _, _) = image.node.kind, tried.insert(name ?? "").inserted else { continue }
            var ignored = Set<[Int]>()
            if !isSameAround(tree, relayout(probe, name ?? ""), standIns: &ignored) { return image }
        }
        return images.first
    }

    private static func isSameAround(_ a: LaidOutNode, _ b: LaidOutNode, standIns: inout Set<[Int]>) -> Bool {
        var path: [Int] = []
        return compare(a, b, path: &path, insideImages: false, standIns: &standIns)
    }

    /// Whether `node` is one of these images or only wraps them (frames, padding, aspect ratios, stacks of them),
    /// with nothing tappable: its frame may follow the images' size without anything else depending on it.
    static func isOnlyUnknownImages(_ node: LaidOutNode) -> Bool {
        if node.node.role != nil { return false }
        if node.node.isImageOfUnknownSize { return true }
        if case .geometryReader = node.node.kind { return false }  // takes its proposal, whatever its content
        return !node.children.isEmpty && node.children.allSatisfy(isOnlyUnknownImages)
    }

    static func firstImage(in node: LaidOutNode) -> LaidOutNode? {
        if node.node.isImageOfUnknownSize { return node }
        for child in node.children { if let found = firstImage(in: child) { return found } }
        return nil
    }

    private static func collectImages(_ node: LaidOutNode, into images: inout [LaidOutNode]) {
        if node.node.isImageOfUnknownSize { images.append(node) }
        for child in node.children { collectImages(child, into: &images) }
    }

    /// False when a view outside the images' own subtrees is laid out differently in `b`; the images' nodes whose
    /// frames differ are added to `standIns` (as child-index paths from the root).
    private static func compare(_ a: LaidOutNode, _ b: LaidOutNode, path: inout [Int], insideImages: Bool,
                                standIns: inout Set<[Int]>) -> Bool {
        guard a.node.kind.name == b.node.kind.name, a.children.count == b.children.count else { return false }
        let inside = insideImages || isOnlyUnknownImages(a)
        if inside {
            if !close(a.frame, b.frame) { standIns.insert(path) }
        } else if !close(a.frame, b.frame) || a.proposal != b.proposal || a.branch != b.branch {
            return false
        }
        for (i, (x, y)) in zip(a.children, b.children).enumerated() {
            path.append(i)
            defer { path.removeLast() }
            guard compare(x, y, path: &path, insideImages: inside, standIns: &standIns) else { return false }
        }
        return true
    }

    private static func mark(_ node: inout LaidOutNode, path: inout [Int], _ standIns: Set<[Int]>) {
        if standIns.contains(path) { node.isStandIn = true }
        for i in node.children.indices {
            path.append(i)
            mark(&node.children[i], path: &path, standIns)
            path.removeLast()
        }
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
            && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }
}

extension ViewNode {
    /// A resizable image whose size is not known (an asset's: the source does not give it), answered as zero.
    public var isImageOfUnknownSize: Bool {
        if case .image(_, let size, true) = kind, size.width == 0, size.height == 0 { return true }
        return false
    }
}
