import DynamicType
import Layout
import SwiftUISource
import Testing

/// Containers of the app's own `Layout` type: their sizeThatFits and placeSubviews run at layout time, measuring
/// their subviews in the engine (10 pt per character, 20 pt lines unless said otherwise).
@Suite struct CustomLayoutTests {
    /// Frames of the texts of the first preview by their string, laid out `width` wide.
    func textFrames(_ source: String, at category: ContentSizeCategory = .large, width: Double = 361,
                    measure: FixedAdvanceMeasurer = FixedAdvanceMeasurer(advance: 10, lineHeight: 20)) throws -> [String: Rect] {
        let laid = computeLayout(root: try tree(source, at: category).body, proposal: ProposedSize(width: width, height: nil),
                                 measure: measure)
        if let failure = laid.failures.first { throw failure }
        var frames: [String: Rect] = [:]
        laid.forEach { node, _ in
            if case .text(let spec) = node.node.kind { frames[spec.string] = node.frame }
        }
        return frames
    }

    /// A tag cloud as apps write it: chips in rows, a chip that does not fit starting the next row.
    static let flowLayout = """
    struct FlowLayout: Layout {
        var spacing: CGFloat = 8
        var lineSpacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let rows = rows(for: subviews, width: proposal.width ?? .infinity)
            let width = rows.map { $0.width }.max() ?? 0
            let height = rows.map { $0.height }.reduce(0, +) + CGFloat(max(rows.count - 1, 0)) * lineSpacing
            return CGSize(width: width, height: height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for row in rows(for: subviews, width: bounds.width) {
                var x = bounds.minX
                for index in row.indices {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
                y += row.height + lineSpacing
            }
        }

        private func rows(for subviews: Subviews, width: CGFloat) -> [Row] {
            var rows: [Row] = []
            var current = Row()
            for (index, subview) in subviews.enumerated() {
                let size = subview.sizeThatFits(.unspecified)
                if !current.indices.isEmpty && current.width + spacing + size.width > width {
                    rows.append(current)
                    current = Row()
                }
                current.width += current.indices.isEmpty ? size.width : spacing + size.width
                current.height = max(current.height, size.height)
                current.indices.append(index)
            }
            if !current.indices.isEmpty { rows.append(current) }
            return rows
        }

        struct Row {
            var indices: [Int] = []
            var width: CGFloat = 0
            var height: CGFloat = 0
        }
    }
    """

    @Test func aFlowLayoutWrapsChipsOntoTheNextRow() throws {
        let frames = try textFrames(Self.flowLayout + """

        struct TopicChips: View {
            let topics = ["Swift", "Concurrency", "SwiftUI", "Layout", "Accessibility"]
            var body: some View {
                FlowLayout(spacing: 8) {
                    ForEach(topics, id: \\.self) { topic in
                        Text(topic)
                            .padding(.horizontal, 12)
                            .padding(.vertical, 6)
                    }
                }
            }
        }
        #Preview { TopicChips() }
        """)
        // Chips 74, 134, 94 wide fill 318 of 361 pt; "Layout" (84) would end at 410, so it starts the second row,
        // 32 + 8 below; each text sits inside its chip's 12 × 6 pt padding.
        #expect(frames["Swift"] == Rect(x: 12, y: 6, width: 50, height: 20))
        #expect(frames["Concurrency"] == Rect(x: 94, y: 6, width: 110, height: 20))
        #expect(frames["SwiftUI"] == Rect(x: 236, y: 6, width: 70, height: 20))
        #expect(frames["Layout"] == Rect(x: 12, y: 46, width: 60, height: 20))
        #expect(frames["Accessibility"] == Rect(x: 104, y: 46, width: 130, height: 20))
    }

    @Test func aChipMovesToTheNextRowAtAnAccessibilitySize() throws {
        let source = Self.flowLayout + """

        #Preview {
            FlowLayout {
                Text("Swift").padding(8)
                Text("Layout").padding(8)
                Text("Dynamic Type").padding(8)
            }
        }
        """
        // Half an em per character: 8.5 pt at Large (body 17 pt), 20 pt at AX3 (body 40 pt).
        let measure = FixedAdvanceMeasurer.proportional(advanceEm: 0.5, lineHeightEm: 1.2)
        let large = try textFrames(source, measure: measure)
        #expect(large["Dynamic Type"]?.minY == 8, "58.5 + 8 + 67 + 8 + 118 pt fit one row of 361")
        #expect(abs((large["Dynamic Type"]?.minX ?? 0) - 149.5) < 0.001, "\(large)")
        let ax3 = try textFrames(source, at: .accessibility3, measure: measure)
        // 116 + 8 + 136 + 8 + 256 > 361: the third chip starts a row below the first (48 pt text + 16 padding + 8).
        #expect(ax3["Dynamic Type"] == Rect(x: 8, y: 8 + 64 + 8, width: 240, height: 48), "\(ax3)")
        #expect(ax3["Layout"]?.minY == 8)
    }

    @Test func theCacheMadeOnceIsSharedBySizeThatFitsAndPlaceSubviews() throws {
        let frames = try textFrames("""
        /// Buttons of one width, the widest one's, side by side.
        struct EqualWidthRow: Layout {
            var spacing: CGFloat = 10

            struct Cache {
                var widest: CGFloat
                var tallest: CGFloat
                var placedWidth: CGFloat = 0
            }

            func makeCache(subviews: Subviews) -> Cache {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                return Cache(widest: sizes.map(\\.width).max() ?? 0, tallest: sizes.map(\\.height).max() ?? 0)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                cache.placedWidth = cache.widest * CGFloat(subviews.count) + spacing * CGFloat(subviews.count - 1)
                return CGSize(width: cache.placedWidth, height: cache.tallest)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                // The offset reads what sizeThatFits left in the cache.
                var x = bounds.maxX - cache.placedWidth
                for subview in subviews {
                    subview.place(at: CGPoint(x: x, y: bounds.minY),
                                  proposal: ProposedViewSize(width: cache.widest, height: cache.tallest))
                    x += cache.widest + spacing
                }
            }
        }

        #Preview {
            EqualWidthRow {
                Text("OK").frame(maxWidth: .infinity)
                Text("Cancel").frame(maxWidth: .infinity)
            }
            .frame(width: 200, alignment: .trailing)
        }
        """)
        // Both cells 60 wide (the widest, "Cancel"), 10 apart: 130 pt at the trailing edge of 200.
        #expect(frames["OK"] == Rect(x: 70 + 20, y: 0, width: 20, height: 20), "\(frames)")
        #expect(frames["Cancel"] == Rect(x: 140, y: 0, width: 60, height: 20), "\(frames)")
    }

    /// Each subview at the bottom-trailing corner of the one before, at its ideal size.
    static let diagonalStack = """
    struct DiagonalStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\\.width).reduce(0, +), height: sizes.map(\\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var origin = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: origin, proposal: .unspecified)
                origin.x += size.width
                origin.y += size.height
            }
        }
    }
    """

    @Test func idealSizesMappedFromTheSubviewsPlaceADiagonalStack() throws {
        let frames = try textFrames(Self.diagonalStack + """

        #Preview {
            VStack(alignment: .leading, spacing: 0) {
                Text("Steps")
                DiagonalStack {
                    Text("One")
                    Text("Two")
                    Text("Three")
                }
            }
        }
        """)
        #expect(frames["One"] == Rect(x: 0, y: 20, width: 30, height: 20))
        #expect(frames["Two"] == Rect(x: 30, y: 40, width: 30, height: 20))
        #expect(frames["Three"] == Rect(x: 60, y: 60, width: 50, height: 20))
    }

    @Test func aLayoutInsideAnotherLayoutsSubviewRunsItsOwnCode() throws {
        let frames = try textFrames(Self.diagonalStack + "\n" + Self.flowLayout + """

        #Preview {
            DiagonalStack {
                Text("Header")
                FlowLayout {
                    Text("A")
                    Text("B")
                }
            }
        }
        """)
        // The flow, measured by the diagonal stack at its ideal size (one row, 10 + 8 + 10), sits below "Header".
        #expect(frames["A"] == Rect(x: 60, y: 20, width: 10, height: 20), "\(frames)")
        #expect(frames["B"] == Rect(x: 78, y: 20, width: 10, height: 20), "\(frames)")
    }

    @Test func layoutCodeRunningPastItsStepBudgetIsReported() throws {
        let laid = try tree("""
        struct Spinning: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                var total: CGFloat = 0
                for row in 0..<5000 {
                    for column in 0..<5000 { total += CGFloat(row * column) }
                }
                return CGSize(width: total, height: 0)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        #Preview { Spinning { Text("Busy") } }
        """)
        let tree = computeLayout(root: laid.body, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let d = try #require(tree.failures.first as? SwiftDiagnostic)
        #expect(d.message.contains("100000 steps") && d.location.line == 5, "\(d)")
    }

    @Test func subviewsPlacedByTheirCentreOnACircle() throws {
        let frames = try textFrames("""
        struct RadialLayout: Layout {
            var radius: CGFloat = 80

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let step = 2 * Double.pi / Double(subviews.count)
                for (index, subview) in subviews.enumerated() {
                    let angle = step * Double(index)
                    let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
                    subview.place(at: point, anchor: .center, proposal: .unspecified)
                }
            }
        }

        #Preview {
            RadialLayout {
                Text("A")
                Text("B")
                Text("C")
                Text("D")
            }
            .frame(width: 200, height: 200)
        }
        """)
        // The 200 pt square's centre is (100, 100); each 10 × 20 label is centred 80 pt from it.
        func near(_ r: Rect?, _ x: Double, _ y: Double) -> Bool {
            guard let r else { return false }
            return abs(r.minX - x) < 0.001 && abs(r.minY - y) < 0.001
        }
        #expect(near(frames["A"], 175, 90), "\(frames)")
        #expect(near(frames["B"], 95, 170), "\(frames)")
        #expect(near(frames["C"], 15, 90), "\(frames)")
        #expect(near(frames["D"], 95, 10), "\(frames)")
    }

    @Test func aSubviewNeverPlacedIsCentredWithTheContainersProposal() throws {
        let frames = try textFrames("""
        struct FirstOnly: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 100, height: 100)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: .unspecified)
            }
        }

        #Preview {
            FirstOnly {
                Text("Placed")
                Text("Left to SwiftUI")
            }
            .frame(width: 100)
        }
        """)
        #expect(frames["Placed"] == Rect(x: 0, y: 0, width: 60, height: 20))
        // Proposed the container's 100 × nil, the text wraps to two lines of 70 and 40 pt, centred in 100 × 100.
        #expect(frames["Left to SwiftUI"] == Rect(x: 15, y: 30, width: 70, height: 40), "\(frames)")
    }

    @Test func layoutValuesAndSpacingAreReadFromTheSubviews() throws {
        let frames = try textFrames("""
        struct Rank: LayoutValueKey {
            static let defaultValue = 0
        }

        extension View {
            func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
        }

        /// A row ordered by rank, the default spacing between neighbours.
        struct RankedRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 0, height: 20)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
                var x = bounds.minX
                for (index, subview) in ordered.enumerated() {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    if index + 1 < ordered.count {
                        x += subview.sizeThatFits(.unspecified).width
                            + subview.spacing.distance(to: ordered[index + 1].spacing, along: .horizontal)
                    }
                }
            }
        }

        #Preview {
            RankedRow {
                Text("Third").rank(3).padding(.vertical, 0)
                Text("First")
                Text("Second").rank(2)
            }
        }
        """)
        // "First" has the key's default rank 0; 8 pt between views in a row, as an HStack's default.
        #expect(frames["First"]?.minX == 0)
        #expect(frames["Second"]?.minX == 58)
        #expect(frames["Third"]?.minX == 126)
    }

    @Test func twoSpacingsWithNoPreferenceAreTheDefaultGapApart() throws {
        let frames = try textFrames("""
        /// Rows stacked by the system's spacing unless one is given (Apple's FlowLayout sample writes it this way).
        struct Rows: Layout {
            var spacing: CGFloat? = nil

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 0, height: 100)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let gap = spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
                var y = bounds.minY
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                    y += subview.sizeThatFits(.unspecified).height + gap
                }
            }
        }

        #Preview {
            Rows {
                Text("Top")
                Text("Bottom")
            }
        }
        """)
        #expect(frames["Bottom"]?.minY == 28, "\(frames)")
    }

    @Test func anAlignmentsGuidesPlaceARowAsTheLayoutAsks() throws {
        let frames = try textFrames("""
        extension HorizontalAlignment {
            var fraction: Double {
                switch self {
                case .leading: return 0
                case .trailing: return 1
                default: return 0.5
                }
            }
        }

        // The same member on the other axis: `.center` is a case of both, and both give 0.5 for it.
        extension VerticalAlignment {
            var fraction: Double {
                switch self {
                case .top: return 0
                case .bottom: return 1
                default: return 0.5
                }
            }
        }

        /// One row of its subviews, put where the alignment's horizontal guide says within the bounds.
        struct AlignedRow: Layout {
            var alignment: Alignment = .center

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 0, height: 20)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
                var x = bounds.minX + (bounds.width - widths.reduce(0, +)) * alignment.horizontal.fraction
                for (subview, width) in zip(subviews, widths) {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += width
                }
            }
        }

        #Preview {
            VStack {
                AlignedRow { Text("Mid") }
                AlignedRow(alignment: .topTrailing) { Text("End") }
                AlignedRow(alignment: .leadingFirstTextBaseline) { Text("Start") }
            }
            .frame(width: 100)
        }
        """)
        #expect(frames["Mid"]?.minX == 35, "\(frames)")
        #expect(frames["End"]?.minX == 70)
        #expect(frames["Start"]?.minX == 0)
    }

    @Test func viewSpacingOutsideALayoutsCodeIsReportedAtItsLine() throws {
        let d = try #require(throws: SwiftDiagnostic.self) {
            _ = try tree("""
            struct Card: View {
                var body: some View {
                    Text("Gap \\(ViewSpacing().distance(to: ViewSpacing(), along: .vertical))")
                }
            }
            #Preview { Card() }
            """)
        }
        #expect(d.message.contains("only in a custom layout's code") && d.location.line == 3, "\(d)")
    }

    @Test func aTypeErasedLayoutAndALayoutValueCalledAsAFunction() throws {
        let source = Self.flowLayout + """

        struct Filters: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View {
                let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(FlowLayout(spacing: 4))
                layout {
                    Text("Open")
                    Text("Closed")
                }
            }
        }
        #Preview { Filters() }
        """
        let large = try textFrames(source)
        #expect(large["Closed"] == Rect(x: 44, y: 0, width: 60, height: 20), "\(large)")
        let ax1 = try textFrames(source, at: .accessibility1)
        #expect(ax1["Closed"]?.minX == 0)
    }

    @Test func rightToLeftMirrorsWhatTheLayoutPlaced() throws {
        let frames = try textFrames(Self.flowLayout + """

        #Preview {
            FlowLayout {
                Text("Open")
                Text("Closed")
            }
            .environment(\\.layoutDirection, .rightToLeft)
        }
        """)
        // Laid out left to right (Open 0…40, Closed 48…108 in the 108 pt flow), then flipped within the flow.
        #expect(frames["Open"]?.minX == 68, "\(frames)")
        #expect(frames["Closed"]?.minX == 0, "\(frames)")
    }

    @Test func anImageWithNoSizeInALayoutIsReportedWhenThePreviewIsEvaluated() throws {
        let d = try #require(throws: SwiftDiagnostic.self) {
            try tree(Self.diagonalStack + """

            #Preview {
                DiagonalStack {
                    Image("avatar")
                }
            }
            """)
        }
        #expect(d.message.contains("avatar") && d.location.line == 19, "\(d)")
    }

    @Test func codeTheEvaluatorCannotRunStopsTheCaseAtItsLineAndColumn() throws {
        let laid = try tree("""
        struct UptimeWideLayout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: ProcessInfo.processInfo.systemUptime, height: 44)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        #Preview {
            UptimeWideLayout {
                Text("Wide")
            }
        }
        """)
        let tree = computeLayout(root: laid.body, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let d = try #require(tree.failures.first as? SwiftDiagnostic)
        #expect(d.location.line == 3 && d.location.column == 23, "\(d)")
        #expect(d.message.contains("ProcessInfo"), "\(d)")
        #expect(tree.failures.count == 1, "the layout's code is not run again once it failed")
    }

    @Test func aTextBaselineGuideIsDiagnosedWhereItIsRead() throws {
        let laid = try tree("""
        struct BaselineRow: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let d = subviews[0].dimensions(in: .unspecified)
                return CGSize(width: d.width, height: d[.firstTextBaseline])
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        #Preview { BaselineRow { Text("Total") } }
        """)
        let tree = computeLayout(root: laid.body, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let d = try #require(tree.failures.first as? SwiftDiagnostic)
        #expect(d.location.line == 4 && d.message.contains("baselines"), "\(d)")
    }

    @Test func aHelperNamedSpacingIsNotTheProtocolsSpacing() throws {
        let frames = try textFrames("""
        struct Row: Layout {
            func spacing(after index: Int) -> CGFloat { index == 0 ? 20 : 4 }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 0, height: 20)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for index in subviews.indices {
                    subviews[index].place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                    x += subviews[index].sizeThatFits(.unspecified).width + spacing(after: index)
                }
            }
        }

        #Preview { Row { Text("Due"); Text("Today") } }
        """)
        #expect(frames["Today"]?.minX == 50, "\(frames)")
    }

    @Test func aLayoutDeclaringItsOwnSpacingIsReportedAtTheDeclaration() throws {
        let d = try #require(throws: SwiftDiagnostic.self) {
            try tree("""
            struct Tight: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
            }

            #Preview { Tight { Text("A") } }
            """)
        }
        #expect(d.location.line == 4 && d.message.contains("spacing"), "\(d)")
    }
}
