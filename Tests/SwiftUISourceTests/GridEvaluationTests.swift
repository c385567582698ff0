import Layout
import Specs
import ViewModel
import Testing
@testable import SwiftUISource

/// `Grid` / `GridRow` (iOS 16) and the cell modifiers, written as apps write them.
@Suite struct GridEvaluationTests {
    static let summary = """
    struct WorkoutSummary: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                GridRow {
                    Text("Distance")
                        .foregroundStyle(.secondary)
                    Text("5.2 km")
                        .gridColumnAlignment(.trailing)
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                GridRow(alignment: .top) {
                    Text("Pace")
                    Text("5:12 /km")
                }
                GridRow {
                    Text("Best this month")
                        .gridCellColumns(2)
                }
            }
        }
    }
    #Preview { WorkoutSummary() }
    """

    func grid() throws -> (RowGrid, ViewNode) {
        let body = try tree(Self.summary).body
        guard let node = first(body, { if case .rowGrid = $0.kind { return true } else { return false } }),
              case .rowGrid(let g) = node.kind else {
            Issue.record("no grid in \(shape(body))"); throw CancellationError()
        }
        return (g, node)
    }

    @Test func gridRowsAndAViewBetweenThemBecomeTheGridsRows() throws {
        let (g, _) = try grid()
        #expect(g.rows.map(\.cells.count) == [2, 1, 2, 1])
        #expect(g.rows.map(\.spansAllColumns) == [false, true, false, false])
        #expect(g.columnCount == 2)
    }

    @Test func gridArgumentsAndCellModifiersReachTheLayout() throws {
        let (g, _) = try grid()
        #expect(g.alignment == .leading)
        #expect(g.horizontalSpacing == 16 && g.verticalSpacing == 8)
        #expect(g.rows[0].cells[1].columnAlignment == .trailing)
        #expect(g.rows[1].cells[0].unsizedAxes == [.horizontal])
        #expect(g.rows[2].alignment == .top)
        #expect(g.rows[3].cells[0].columns == 2)
    }

    @Test func theGridLaysOutAsATable() throws {
        let (_, node) = try grid()
        let laid = computeLayout(root: node, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        let texts = laid.allNodes.filter { if case .text = $0.node.kind { return true } else { return false } }
        let frames = Dictionary(uniqueKeysWithValues: texts.map { (($0.node.kind.textString ?? ""), $0.frame) })
        // Column 1 is "Distance" wide (80), column 2 "5:12 /km" (80), 16 apart; "5.2 km" is trailing in it.
        #expect(frames["5.2 km"]?.minX == 116)  // 80 + 16, then 80 − 60 to the trailing edge
        // The divider takes the columns' width without widening the grid; the spanning text starts at the left.
        #expect(laid.frame.width == 176)
        #expect(frames["Best this month"]?.minX == 0)
    }

    @Test func rowsAndCellsGeneratedByForEachFillTheGrid() throws {
        let body = try tree("""
        struct HabitGrid: View {
            let days = ["Mon", "Tue", "Wed"]
            var body: some View {
                Grid(horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow {
                        Color.clear
                            .gridCellUnsizedAxes([.horizontal, .vertical])
                        ForEach(days, id: \\.self) { day in
                            Text(day).font(.caption)
                        }
                    }
                    ForEach(1..<3) { week in
                        GridRow {
                            Text("Week \\(week)")
                            ForEach(days, id: \\.self) { _ in
                                Circle().frame(width: 8, height: 8)
                            }
                        }
                    }
                }
            }
        }
        #Preview { HabitGrid() }
        """).body
        let node = try #require(first(body) { if case .rowGrid = $0.kind { return true } else { return false } })
        guard case .rowGrid(let g) = node.kind else { return }
        #expect(g.rows.map(\.cells.count) == [4, 4, 4])
        #expect(g.rows[1].cells[0].node.kind.textString == "Week 1")
        let laid = computeLayout(root: node, proposal: ProposedSize(width: 361, height: nil),
                                 measure: FixedAdvanceMeasurer(advance: 10, lineHeight: 20))
        // The empty corner takes the first column's width ("Week 1", 60 pt) and the header row's height.
        let corner = try #require(laid.children.first)
        #expect(corner.frame.size == Size(width: 60, height: 20))
    }

    @Test func aRowViewOfTheSourcesIsARowOfTheGrid() throws {
        let body = try tree("""
        struct StatRow: View {
            let label: String
            let value: String
            var body: some View {
                GridRow {
                    Text(label)
                    Text(value).gridColumnAlignment(.trailing)
                }
            }
        }
        #Preview {
            Grid {
                StatRow(label: "Heart rate", value: "62 bpm")
                StatRow(label: "Steps", value: "8,123")
            }
        }
        """).body
        let node = try #require(first(body) { if case .rowGrid = $0.kind { return true } else { return false } })
        guard case .rowGrid(let g) = node.kind else { return }
        #expect(g.rows.map(\.spansAllColumns) == [false, false])
        #expect(g.columnCount == 2)
    }

    @Test func aGridRowOutsideAGridIsReported() {
        #expect(throws: (any Error).self) { try tree("#Preview { VStack { GridRow { Text(\"a\") } } }") }
    }

    @Test func aNamedGridCellAnchorReachesTheCell() throws {
        let laid = try tree("#Preview { Grid { GridRow { Text(\"a\").gridCellAnchor(.topTrailing); Text(\"b\") } } }")
        guard let node = first(laid.body, { if case .rowGrid = $0.kind { return true } else { return false } }),
              case .rowGrid(let g) = node.kind else { Issue.record("no grid"); return }
        #expect(g.rows[0].cells[0].anchor == .topTrailing)
    }

    @Test func aUnitPointAnchorIsDiagnosedNotIgnored() throws {
        let d = try #require(diagnostic("#Preview { Grid { GridRow { Text(\"a\").gridCellAnchor(UnitPoint(x: 0.25, y: 0.5)) } } }"))
        #expect(d.message.contains("gridCellAnchor") && d.message.contains("named UnitPoints"))
    }
}

extension ViewNode.Kind {
    var textString: String? { if case .text(let t) = self { return t.string } else { return nil } }
}

extension LaidOutNode {
    var allNodes: [LaidOutNode] {
        var out: [LaidOutNode] = []
        forEach { node, _ in out.append(node) }
        return out
    }
}
