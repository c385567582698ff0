import Layout
import ViewModel
import SwiftSyntax

/// The values a custom Layout's code reads at layout time: `ProposedViewSize`, a `LayoutSubview` proxy, its
/// `ViewSpacing` and `ViewDimensions`. A proxy's questions are answered by the layout engine, not guessed.
enum LayoutPart {
    case proposal(ProposedSize)
    case subview(SubviewProxy)
    case spacing(SubviewProxy)
    /// `ViewSpacing()`: "an instance with default spacing values" (Apple, ViewSpacing.init()), which states no
    /// preference on any edge, made in the code of a layout with these subviews.
    case unstatedSpacing(LayoutSubviews)
    case dimensions(Size)

    var typeDescription: String {
        switch self {
        case .proposal: return "a ProposedViewSize"
        case .subview: return "a LayoutSubview"
        case .spacing, .unstatedSpacing: return "a ViewSpacing"
        case .dimensions: return "a ViewDimensions"
        }
    }
}

/// One subview of a custom layout: its place among the pass's proxies, and the layout values written on it.
final class SubviewProxy {
    let subviews: LayoutSubviews
    let index: Int
    let layoutValues: [String: Value]

    init(subviews: LayoutSubviews, index: Int, layoutValues: [String: Value]) {
        self.subviews = subviews
        self.index = index
        self.layoutValues = layoutValues
    }
}

extension Interpreter {
    /// `proposal.width`, `subview.priority`, `subview.spacing`, `dimensions.width`; nil for other names.
    func layoutPartProperty(_ name: String, _ part: LayoutPart) -> Value? {
        switch (part, name) {
        case (.proposal(let p), "width"): return p.width.map(Value.number) ?? .null
        case (.proposal(let p), "height"): return p.height.map(Value.number) ?? .null
        case (.subview(let s), "priority"): return .number(s.subviews.priority(s.index))
        case (.subview(let s), "spacing"): return .layoutPart(.spacing(s))
        case (.dimensions(let d), "width"): return .number(d.width)
        case (.dimensions(let d), "height"): return .number(d.height)
        default: return nil
        }
    }

    /// `subview.sizeThatFits(_:)`, `.dimensions(in:)`, `.place(at:anchor:proposal:)`,
    /// `spacing.distance(to:along:)`, `proposal.replacingUnspecifiedDimensions(by:)`.
    func layoutPartMethod(_ name: String, _ part: LayoutPart, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let args = try arguments(c, scope)
        func arg(_ label: String?) -> Value? { args.first { $0.label == label }?.value }
        switch (part, name) {
        case (.subview(let s), "sizeThatFits"):
            return Self.cgSize(try measure(s, try proposedSize(arg(nil), at: c), at: c))
        case (.subview(let s), "dimensions"):
            return .layoutPart(.dimensions(try measure(s, try proposedSize(arg("in"), at: c), at: c)))
        case (.subview(let s), "place"):
            try place(s, args, at: c)
            return .null
        case (.spacing(let s), "distance"):
            return try spacingDistance(s, args, at: c)
        case (.unstatedSpacing(let subviews), "distance"):
            return try unstatedSpacingDistance(subviews, args, at: c)
        case (.proposal(let p), "replacingUnspecifiedDimensions"):
            // "The default value is 10 for both dimensions" (Apple, replacingUnspecifiedDimensions(by:)).
            let by = try arg("by").map { try cgSize($0, at: c) } ?? Size(width: 10, height: 10)
            return Self.cgSize(Size(width: p.width ?? by.width, height: p.height ?? by.height))
        default:
            return nil
        }
    }

    private func measure(_ s: SubviewProxy, _ p: ProposedSize, at c: FunctionCallExprSyntax) throws -> Size {
        guard let size = s.subviews.sizeThatFits(s.index, p) else {
            throw fail("a subview is measured after its layout pass (a proxy kept past the call it was given to)", at: c)
        }
        return size
    }

    /// `subview.place(at:anchor:proposal:)`: anchor `.topLeading` unless given (Apple, place(at:anchor:proposal:)).
    private func place(_ s: SubviewProxy, _ args: [Argument], at c: FunctionCallExprSyntax) throws {
        func arg(_ label: String) -> Value? { args.first { $0.label == label }?.value }
        guard let at = arg("at"), let proposal = arg("proposal") else {
            throw fail("`place(at:anchor:proposal:)` needs a position and a proposal", at: c)
        }
        let position = Point(x: try finite(try property("x", of: at, at: c), at: c),
                             y: try finite(try property("y", of: at, at: c), at: c))
        let anchor = try arg("anchor").map { try unitPoint($0, at: c) } ?? Point(x: 0, y: 0)
        s.subviews.place(s.index, at: position, anchor: anchor, proposal: try proposedSize(proposal, at: c))
    }

    /// `a.spacing.distance(to: b.spacing, along: .horizontal)`: the engine's default spacing between the two
    /// subviews, `a` before `b` (ViewSpacing: "returns the greater of the two values").
    private func spacingDistance(_ s: SubviewProxy, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value {
        guard case .layoutPart(.spacing(let other))? = args.first(where: { $0.label == "to" })?.value, other.subviews === s.subviews,
              case .member(let axisName, nil)? = args.first(where: { $0.label == "along" })?.value,
              let axis = Axis(rawValue: axisName) else {
            throw fail("`distance(to:along:)` is evaluated between two subviews' spacing of the same layout, along "
                       + "`.horizontal` or `.vertical` (a ViewSpacing built or merged in code is not)", at: c)
        }
        guard let d = s.subviews.spacing(from: s.index, to: other.index, along: axis) else {
            throw fail("a subview's spacing is read after its layout pass", at: c)
        }
        return .number(d)
    }

    /// `ViewSpacing().distance(to: ViewSpacing(), along: .vertical)` (Apple's FlowLayout sample): neither side states
    /// a preference, so the distance is the default gap between two views, SwiftUI's fallback when no edge has one
    /// (OpenSwiftUI, ViewSpacing.distance(to:along:), returning `defaultSpacing` when `Spacing` finds none).
    private func unstatedSpacingDistance(_ subviews: LayoutSubviews, _ args: [Argument],
                                         at c: FunctionCallExprSyntax) throws -> Value {
        guard case .layoutPart(.unstatedSpacing)? = args.first(where: { $0.label == "to" })?.value,
              case .member(let axisName, nil)? = args.first(where: { $0.label == "along" })?.value,
              Axis(rawValue: axisName) != nil else {
            throw fail("`ViewSpacing().distance(to:along:)` is evaluated to another `ViewSpacing()`, along `.horizontal` "
                       + "or `.vertical` (to a subview's spacing, the distance depends on edges' preferences not modelled)", at: c)
        }
        return .number(subviews.defaultSpacing)
    }

    /// `subview[Key.self]`: the value `.layoutValue(key:value:)` set on the subview, else the key's `defaultValue`;
    /// `dimensions[.leading]` and the other edge and centre guides.
    func layoutPartSubscript(_ part: LayoutPart, _ sub: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        guard sub.arguments.count == 1, let argument = sub.arguments.first, argument.label == nil else {
            throw fail("`\(short(sub))`: only `subview[Key.self]` and `dimensions[guide]` are evaluated", at: sub)
        }
        switch part {
        case .subview(let s):
            guard case .type(let key) = try evaluate(argument.expression, scope), let t = index.types[key] else {
                throw fail("`\(short(sub))`: a subview's layout value is read with a `LayoutValueKey` of the sources", at: sub)
            }
            if let value = s.layoutValues[t.qualifiedName] { return value }
            return try staticMember("defaultValue", of: t.qualifiedName, at: sub)
        case .dimensions(let d):
            return .number(try guide(argument.expression, in: d, scope))
        default:
            throw fail("`\(short(sub))` is not evaluated on \(part.typeDescription)", at: sub)
        }
    }

    /// A built-in alignment guide's value in a subview's dimensions: without `.alignmentGuide` (diagnosed where it is
    /// written) a guide is its edge or centre. Text baselines are not modelled.
    private func guide(_ e: ExprSyntax, in d: Size, _ scope: Scope) throws -> Double {
        let member = e.as(MemberAccessExprSyntax.self)
        let type = member?.base?.sourceText
        switch (member?.declName.baseName.text, type) {
        case ("leading", _), ("top", _): return 0
        case ("trailing", _): return d.width
        case ("bottom", _): return d.height
        case ("center", "HorizontalAlignment"): return d.width / 2
        case ("center", "VerticalAlignment"): return d.height / 2
        default:
            throw fail("`\(short(e))`: only the edge and centre guides of a subview's dimensions are evaluated (text "
                       + "baselines and custom guides are not modelled)", at: e)
        }
    }

    /// A `ProposedViewSize` as written: a proposal the layout was given, `.unspecified`, `.zero`, `.infinity`,
    /// `ProposedViewSize(width:height:)` / `.init(width:height:)` with nil for an unspecified axis, or `.init(size)`.
    func proposedSize(_ v: Value?, at c: some SyntaxProtocol) throws -> ProposedSize {
        switch v {
        case .layoutPart(.proposal(let p))?: return p
        case .member("unspecified", nil)?: return .unspecified
        case .member("zero", nil)?: return .zero
        case .member("infinity", nil)?: return .infinity
        case .member("init", let args?)? where args.count == 2 && args[0].label == "width" && args[1].label == "height":
            return ProposedSize(width: try optionalNumber(args[0].value, at: c), height: try optionalNumber(args[1].value, at: c))
        case .member("init", let args?)? where args.count == 1 && args[0].label == nil:
            let size = try cgSize(args[0].value, at: c)
            return ProposedSize(width: size.width, height: size.height)
        case .opaque(let why)?: throw why
        default:
            throw fail("expected a ProposedViewSize, found \(v?.typeDescription ?? "nothing")", at: c)
        }
    }

    /// `ProposedViewSize(…)` written by name.
    func proposedViewSize(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value {
        .layoutPart(.proposal(try proposedSize(.member("init", arguments: args), at: c)))
    }

    private func optionalNumber(_ v: Value, at c: some SyntaxProtocol) throws -> Double? {
        v.isNull ? nil : try number(v, at: c)
    }

    /// A `CGSize` value's width and height.
    func cgSize(_ v: Value, at c: some SyntaxProtocol) throws -> Size {
        Size(width: try number(try property("width", of: try known(v), at: c), at: c),
             height: try number(try property("height", of: v, at: c), at: c))
    }

    private func finite(_ v: Value, at c: some SyntaxProtocol) throws -> Double {
        let d = try number(v, at: c)
        guard d.isFinite else { throw fail("a subview placed at \(fmt(d)) is not on the screen", at: c) }
        return d
    }

    /// A `UnitPoint`: a named point or `UnitPoint(x:y:)`.
    private func unitPoint(_ v: Value, at c: some SyntaxProtocol) throws -> Point {
        switch v {
        case .member(let name, nil):
            let points: [String: Point] = [
                "zero": Point(x: 0, y: 0), "topLeading": Point(x: 0, y: 0), "top": Point(x: 0.5, y: 0),
                "topTrailing": Point(x: 1, y: 0), "leading": Point(x: 0, y: 0.5), "center": Point(x: 0.5, y: 0.5),
                "trailing": Point(x: 1, y: 0.5), "bottomLeading": Point(x: 0, y: 1), "bottom": Point(x: 0.5, y: 1),
                "bottomTrailing": Point(x: 1, y: 1),
            ]
            if let p = points[name] { return p }
        case .member("UnitPoint", let args?), .member("init", let args?):
            if let x = args.first(where: { $0.label == "x" }), let y = args.first(where: { $0.label == "y" }) {
                return Point(x: try finite(x.value, at: c), y: try finite(y.value, at: c))
            }
        case .opaque(let why): throw why
        default: break
        }
        throw fail("expected a UnitPoint (`.center`, `UnitPoint(x:y:)`), found \(v.typeDescription)", at: c)
    }
}
