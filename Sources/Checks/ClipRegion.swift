import Layout

/// The region a `clipShape`/`cornerRadius` (or `clipShape(Rectangle())`, what `clipped()` does) keeps of a view:
/// its shape in the frame of the view it modifies, as SwiftUI's shapes fill a rect (Apple, `Shape.path(in:)`):
/// a capsule's radius is half the shorter side, a rounded rectangle's radius is clamped to half the shorter side,
/// a circle is centred with the shorter side as its diameter. Rounded rectangles are taken with circular corners;
/// SwiftUI's default `.continuous` corners start a little further along the edge and cut a hair more (an
/// *assumption* that errs towards fewer findings).
struct ClipRegion {
    var frame: Rect
    var shape: ShapeKind
    /// The container whose bounds these are, if any (a vertical ScrollView's region is open above and below).
    var container: ClipContainer? = nil

    /// How far `point` lies outside the region, in points (0 inside).
    func outside(_ point: Point) -> Double {
        let dx = container == .horizontalScrollView ? 0 : max(frame.minX - point.x, point.x - frame.maxX, 0)
        // What lies beyond a vertical ScrollView's top or bottom scrolls into view: never cut.
        let dy = container == .verticalScrollView ? 0 : max(frame.minY - point.y, point.y - frame.maxY, 0)
        let edge = (dx * dx + dy * dy).squareRoot()
        let short = min(frame.width, frame.height)
        switch shape {
        case .rectangle: return edge
        case .circle:
            let c = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
            return max(0, distance(point, c) - short / 2)
        case .capsule: return max(edge, cornerOutside(point, radius: short / 2))
        case .roundedRectangle(let r): return max(edge, cornerOutside(point, radius: min(max(r, 0), short / 2)))
        }
    }

    /// Outside the quarter circle of the corner `point` lies in, when it lies in a corner's square.
    private func cornerOutside(_ point: Point, radius: Double) -> Double {
        guard radius > 0 else { return 0 }
        let cx = point.x < frame.minX + radius ? frame.minX + radius : point.x > frame.maxX - radius ? frame.maxX - radius : nil
        let cy = point.y < frame.minY + radius ? frame.minY + radius : point.y > frame.maxY - radius ? frame.maxY - radius : nil
        guard let cx, let cy else { return 0 }
        return max(0, distance(point, Point(x: cx, y: cy)) - radius)
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The farthest any corner of `box` lies outside, and which corner ("top left"…). Every shape here is convex, so
    /// a box whose corners are inside is inside.
    func outside(_ box: Rect) -> (points: Double, corner: String) {
        let corners = [(Point(x: box.minX, y: box.minY), "top left"), (Point(x: box.maxX, y: box.minY), "top right"),
                       (Point(x: box.minX, y: box.maxY), "bottom left"), (Point(x: box.maxX, y: box.maxY), "bottom right")]
        var worst = (points: 0.0, corner: "")
        for (p, name) in corners { let d = outside(p); if d > worst.points { worst = (d, name) } }
        return worst
    }

    var shapeName: String {
        switch shape {
        case .rectangle: return "rectangle"
        case .circle: return "circle"
        case .capsule: return "capsule"
        case .roundedRectangle(let r): return "rounded rectangle (corner radius \(fmt(r)) pt)"
        }
    }
}
