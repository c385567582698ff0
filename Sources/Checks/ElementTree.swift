import Layout

/// A frame tree flattened depth-first (parents first), with an identity for every node that survives refactors.
///
/// An *element* is a node plus the modifier wrappers around it (`padding`, `frame`, `fixedSize`, `hidden`), so
/// `Text("x").padding().frame(…)` is one element whatever the order of its modifiers. An element's `path` (its key in
/// findings, goldens and reports) is its `id` when it has one, prefixed by the key of the nearest enclosing element
/// with an id (`card/title`); an element without an id is named by its kind under that anchor, with a 1-based ordinal
/// in reading order where several share it (`card/text[2]`). Stacks are `stack` whatever their axis, and the stacks
/// and wrappers without ids in between add nothing, so wrapping a view in a stack, or swapping an adaptive stack for
/// an HStack, keeps every other element's key. `legacyPath` is the schema-1 path (one segment per element, kinds
/// included: `vstack/hstack/title`), kept to read old goldens.
public struct ElementTree: Sendable {
    public struct Entry: Sendable {
        public var index: Int
        /// The node without its children (see `children`).
        public var laid: LaidOutNode
        public var parent: Int?
        public var children: [Int]
        public var path: String
        /// The element's schema-1 path (`vstack/hstack/title`): what goldens written before identity keys name.
        public var legacyPath: String
        /// The element's id (the first one along its wrapper chain).
        public var elementID: String?
        /// The element's role, and the index of the node carrying it (whose frame is the hit target).
        public var role: Role?
        public var roleNode: Int?
        /// The outermost node of this node's element.
        public var elementHead: Int
        /// True inside `hidden()`: laid out, never drawn, never checked.
        public var hidden: Bool
        /// An image whose size the source does not give, or a view that only wraps such images, whose frame changes
        /// with that size: a stand-in (`UnknownImageSizes`), so only `image-size-unknown` reports on it.
        public var ofUnknownSize = false
        /// Suppressions on this node's element and on every ancestor.
        public var suppressions: [Suppression]
        /// The element's source location, else the nearest ancestor's.
        public var source: SourceLocation?
        /// How far this node is drawn from its frame: the `offset`s on it and on its ancestors, added up.
        public var drawnOffset: Point = .zero

        public var frame: Rect { laid.frame }
        /// Where the node is drawn (and hit-tested): its frame moved by `drawnOffset`. Layout never moves it.
        public var drawnFrame: Rect {
            drawnOffset == .zero ? laid.frame
                : Rect(x: laid.frame.minX + drawnOffset.x, y: laid.frame.minY + drawnOffset.y,
                       width: laid.frame.width, height: laid.frame.height)
        }
        public var node: ViewNode { laid.node }
        public var isHead: Bool { elementHead == index }
    }

    public private(set) var entries: [Entry] = []
    /// Some entry is `ofUnknownSize` (most trees have none, so rules need not look).
    public private(set) var hasStandIns = false
    /// Per entry, the kind its element is named by when it has no id (`identityKind`), read before children are
    /// stripped from the entries.
    private var identityKinds: [String] = []
    private let legacyPaths: Bool

    /// `legacyPaths`: also work out each element's schema-1 path (only reading an old golden needs them).
    public init(root: LaidOutNode, legacyPaths: Bool = false) {
        self.legacyPaths = legacyPaths
        add(root, parent: nil, segment: legacyPaths ? Self.segmentName(root, parent: nil) : nil, continuesElement: false)
        assignKeys()
        // Two rules ask for the targets of every layout; entries do not change after this, so work them out once.
        // By index, copying only the elements with a role (`visibleElements` would copy every head).
        for i in entries.indices where entries[i].isHead && !entries[i].hidden {
            guard let node = entries[i].roleNode else { continue }
            targets.append((entries[i], targetFrame(of: node)))
        }
    }

    /// The hit target of the node carrying a role: its frame; for a toggle its switch, as tall as the toggle's
    /// element (its row, with the frame and padding written on it). On iOS only the switch flips a Toggle (tapping
    /// the label does nothing); that the switch answers across its row's height is an *assumption*.
    func targetFrame(of index: Int) -> Rect {
        let entry = entries[index]
        guard entry.role == .toggle, var last = entry.children.last else { return entry.drawnFrame }
        // Through the frame a Form row puts around the switch.
        while Self.isWrapper(entries[last].node.kind), let inner = entries[last].children.first { last = inner }
        guard case .image(let name, _, _) = entries[last].node.kind, name == ViewNode.toggleSwitchName
        else { return entry.drawnFrame }
        let switchFrame = entries[last].drawnFrame
        let row = entries[entry.elementHead].drawnFrame
        return Rect(x: switchFrame.minX, y: row.minY, width: switchFrame.width, height: row.height)
    }

    public var root: Entry { entries[0] }

    /// Ancestors, nearest first.
    public func ancestors(of index: Int) -> [Entry] {
        var result: [Entry] = []
        var cursor = entries[index].parent
        while let i = cursor { result.append(entries[i]); cursor = entries[i].parent }
        return result
    }

    public func isAncestor(_ a: Int, of b: Int) -> Bool {
        var cursor = entries[b].parent
        while let i = cursor { if i == a { return true }; cursor = entries[i].parent }
        return false
    }

    /// One entry per element: its head (outermost) node. Hidden elements are left out.
    public var visibleElements: [Entry] { entries.filter { $0.isHead && !$0.hidden } }

    /// Tappable, visible elements with the frame of the node carrying the role (the hit target).
    public private(set) var targets: [(entry: Entry, frame: Rect)] = []

    // MARK: building

    // Reads the parent's fields through `entries[p]` rather than copying its Entry (a dozen reference-counted
    // fields), and names children without dictionaries when they are few: this runs for every node of every
    // layout, and those copies and allocations were most of its cost.
    private mutating func add(_ laid: LaidOutNode, parent: Int?, segment: String?, continuesElement: Bool) {
        let index = entries.count
        identityKinds.append(continuesElement ? "" : Self.identityKind(laid))
        var stripped = laid
        stripped.children = []
        let node = laid.node
        var entry = Entry(index: index, laid: stripped, parent: parent, children: [], path: "", legacyPath: "", elementID: node.id,
                          role: node.role, roleNode: node.role == nil ? nil : index, elementHead: index,
                          hidden: false, suppressions: [], source: node.source)
        if let p = parent {
            entry.hidden = entries[p].hidden
            entry.suppressions = entries[p].suppressions
            entry.drawnOffset = entries[p].drawnOffset
            if node.source == nil { entry.source = entries[p].source }
        }
        if let o = node.presentation.offset {
            // Mirrored in a right-to-left layout, as SwiftUI flips the whole drawing (an *assumption*,
            // docs/platform-facts.md, "Offsets").
            let x = laid.layoutDirection == .rightToLeft ? -o.x : o.x
            entry.drawnOffset = Point(x: entry.drawnOffset.x + x, y: entry.drawnOffset.y + o.y)
        }
        if case .hidden = node.kind { entry.hidden = true }
        if laid.isStandIn { entry.ofUnknownSize = true; hasStandIns = true }
        if !node.suppressions.isEmpty { entry.suppressions += node.suppressions }
        if continuesElement, let p = parent {
            // Same element as the wrapper around it: share its path, id, role and source.
            entry.legacyPath = entries[p].legacyPath
            entry.elementHead = entries[p].elementHead
            entry.elementID = entries[p].elementID ?? node.id
            let parentRole = entries[p].role
            if parentRole != nil { entry.role = parentRole; entry.roleNode = entries[p].roleNode }
            entry.source = entries[p].source
            if parentRole == nil, let role = node.role { Self.propagateRole(&entries, from: p, role: role, node: index) }
        } else {
            entry.elementID = Self.chainID(laid)
            entry.source = Self.chainSource(laid) ?? parent.flatMap { entries[$0].source }
            switch (parent, segment) {
            case let (p?, segment?): entry.legacyPath = entries[p].legacyPath + "/" + segment
            case let (nil, segment?): entry.legacyPath = segment
            case let (p?, nil): entry.legacyPath = entries[p].legacyPath
            case (nil, nil): entry.legacyPath = ""
            }
        }
        entries.append(entry)
        if let p = parent { entries[p].children.append(index) }

        guard !laid.children.isEmpty else { return }
        let segments = legacyPaths ? Self.childSegments(laid) : Array(repeating: nil, count: laid.children.count)
        for (child, seg) in zip(laid.children, segments) {
            add(child, parent: index, segment: seg,
                continuesElement: Self.continues(laid, into: child, elementID: entries[index].elementID,
                                                 role: entries[index].role))
        }
    }

    /// Identity keys (see the type's comment): a first pass names each element under its anchor (the nearest
    /// enclosing element with an id), a second adds ordinals where a name repeats under the same anchor.
    private mutating func assignKeys() {
        // Names per anchor (slot 0: no anchor; slot i + 1: entry i), found by a linear scan: an anchor holds few
        // names, and comparing short strings is cheaper than hashing them for every layout.
        var names = [[(name: String, count: Int, seen: Int)]](repeating: [], count: entries.count + 1)
        var named: [(index: Int, slot: Int, name: Int)] = []
        var anchors = [Int](repeating: -1, count: entries.count)
        for i in entries.indices where entries[i].isHead {
            let head = entries[i]
            let anchor = head.parent.map { anchors[entries[$0].elementHead] } ?? -1
            let name = head.elementID ?? identityKinds[i]
            let slot = anchor + 1
            if let j = names[slot].firstIndex(where: { $0.name == name }) {
                names[slot][j].count += 1
                named.append((i, slot, j))
            } else {
                names[slot].append((name, 1, 0))
                named.append((i, slot, names[slot].count - 1))
            }
            anchors[i] = head.elementID == nil ? anchor : i
        }
        var keys = [String](repeating: "", count: entries.count)
        for (index, slot, j) in named {
            var own = names[slot][j].name
            if names[slot][j].count > 1 {
                names[slot][j].seen += 1
                own += "[\(names[slot][j].seen)]"
            }
            keys[index] = slot == 0 ? own : keys[slot - 1] + "/" + own
        }
        for i in entries.indices { entries[i].path = keys[entries[i].elementHead] }
        identityKinds = []
    }

    /// The kind an element without an id is named by: stacks are `stack` whatever their axis or branch.
    static func identityKind(_ laid: LaidOutNode) -> String {
        switch kindName(laid) {
        case "vstack", "hstack", "adaptiveStack": return "stack"
        case let kind: return kind
        }
    }

    private static func propagateRole(_ entries: inout [Entry], from start: Int, role: Role, node: Int) {
        var cursor: Int? = start
        let head = entries[start].elementHead
        while let c = cursor, entries[c].elementHead == head {
            entries[c].role = role; entries[c].roleNode = node
            cursor = entries[c].parent
        }
    }

    /// A wrapper's child belongs to the wrapper's element unless both carry (different) ids or roles.
    private static func continues(_ parent: LaidOutNode, into child: LaidOutNode, elementID: String?, role: Role?) -> Bool {
        guard isWrapper(parent.node.kind) else { return false }
        if elementID != nil, let id = child.node.id, id != elementID { return false }
        if role != nil, child.node.role != nil { return false }
        return true
    }

    static func isWrapper(_ kind: ViewNode.Kind) -> Bool {
        kind.wrappedChild != nil
    }

    /// Segments for a node's children (nil = adds no segment), with ordinals where siblings collide.
    private static func childSegments(_ laid: LaidOutNode) -> [String?] {
        let names = laid.children.map { segmentName($0, parent: laid) }
        // Few children (the usual case): compare pairwise instead of building two dictionaries. Same result.
        if names.count <= 8 {
            return names.indices.map { i in
                guard let name = names[i] else { return nil }
                var before = 0, total = 0
                for j in names.indices where names[j] == name {
                    total += 1
                    if j <= i { before += 1 }
                }
                return total > 1 ? "\(name)[\(before)]" : name
            }
        }
        var counts: [String: Int] = [:]
        for case let n? in names { counts[n, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return names.map { name in
            guard let name else { return nil }
            guard counts[name]! > 1 else { return name }
            seen[name, default: 0] += 1
            return "\(name)[\(seen[name]!)]"
        }
    }

    static func segmentName(_ laid: LaidOutNode, parent: LaidOutNode?) -> String? {
        if let id = chainID(laid) { return id }
        if let parent, case .viewThatFits = parent.node.kind { return nil }
        return kindName(laid)
    }

    /// The first id along a wrapper chain, outermost first.
    static func chainID(_ laid: LaidOutNode) -> String? {
        if let id = laid.node.id { return id }
        guard isWrapper(laid.node.kind), let child = laid.children.first else { return nil }
        return chainID(child)
    }

    /// The element's own line: the view's (`text:`, `Text(…)`), not a modifier's written below it, so a finding or
    /// a difference points at the element, whatever modifiers wrap it; a wrapper's line when the view has none.
    /// A node that is a button or toggle (its role) speaks for the element: the button's line, not its label's.
    static func chainSource(_ laid: LaidOutNode) -> SourceLocation? {
        if laid.node.role != nil, let source = laid.node.source { return source }
        if isWrapper(laid.node.kind), let child = laid.children.first, let inner = chainSource(child) { return inner }
        return laid.node.source
    }

    /// The innermost kind of an element (wrappers are looked through).
    static func kindName(_ laid: LaidOutNode) -> String {
        switch laid.node.kind {
        case .stack(let s) where s.adaptiveBranch != nil || laid.branch != nil:
            return "adaptiveStack"  // the same name in both branches, so paths hold across categories
        case _ where laid.node.kind.wrappedChild != nil:
            return laid.children.first.map(kindName) ?? "empty"
        default:
            return laid.node.kind.name
        }
    }
}

extension ElementTree {
    /// Whether the entry lies inside a horizontal ScrollView, where what runs past the screen's sides scrolls into
    /// view: not clipped, and no overflow of the layout (asked only of entries found past an edge).
    public func isInsideHorizontalScrollView(_ index: Int) -> Bool {
        var p = entries[index].parent
        while let i = p {
            if entries[i].node.presentation.clipContainer == .horizontalScrollView { return true }
            p = entries[i].parent
        }
        return false
    }
}
