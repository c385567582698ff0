import Layout
import SwiftSyntax
import ViewModel

/// `Gauge` drawn by the app's own `GaugeStyle`: SwiftUI draws the style's `makeBody(configuration:)`, whose
/// configuration holds `value` (the gauge's value as a fraction of its bounds, 0…1), `label`, and the optional
/// `currentValueLabel`, `minimumValueLabel` and `maximumValueLabel` (GaugeStyleConfiguration in Apple's
/// documentation). iOS's default style, linear capacity, is an estimated control (`linearCapacityGauge`); the
/// circular system styles have no measured iOS sizes, so a gauge in one of them is diagnosed where it is written.
extension Interpreter {
    /// The first label of the record a `Gauge(…)` call gives until its style is known.
    static let gaugeMarker = "$gauge"

    /// `Gauge(value:in:) { label } currentValueLabel: { … } minimumValueLabel: { … } maximumValueLabel: { … }`: the
    /// configuration a style will be given, held as a record until `.gaugeStyle(_:)` names the style.
    func gauge(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        // The bounds are read from their two sides (`gaugeBounds`): `0...86_400.0` is no array of elements.
        let args = try arguments(c, scope, unevaluated: ["in"])
        guard let v = args.first(where: { $0.label == "value" })?.value else { throw fail("`Gauge` needs a `value:`", at: c) }
        let value = try number(v, at: c)
        let (lower, upper) = try gaugeBounds(c, scope)
        // Assumption: a value outside the bounds draws as the nearest bound (GaugeStyleConfiguration.value is
        // documented as 0…1).
        let fraction = upper > lower ? min(max((value - lower) / (upper - lower), 0), 1) : 0
        let label = args.first { $0.label == "label" } ?? args.first { $0.label == nil && $0.value.isCallable }
        // The marker holds where the gauge is written, for the views made when its style is known.
        let unstyled = Value.opaque(fail(Self.systemGaugeMessage(nil), at: c))
        var parts = [Argument(label: Self.gaugeMarker, value: unstyled), Argument(label: "value", value: .number(fraction)),
                     Argument(label: "label", value: try gaugeLabel(label, at: c) ?? .views([]))]
        for name in ["currentValueLabel", "minimumValueLabel", "maximumValueLabel"] {
            parts.append(Argument(label: name, value: try gaugeLabel(args.first { $0.label == name }, at: c) ?? .null))
        }
        return .record(parts)
    }

    /// `in: 0...total`: the bounds, read from the two sides of `...` (a range of fractions is not an array), or the
    /// first and last of a range held as its elements. 0…1 when not written.
    private func gaugeBounds(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> (Double, Double) {
        guard let written = c.arguments.first(where: { $0.label?.text == "in" })?.expression else { return (0, 1) }
        var sides: (ExprSyntax, ExprSyntax)?
        if let infix = written.as(InfixOperatorExprSyntax.self), infix.operator.sourceText == "..." {
            sides = (infix.leftOperand, infix.rightOperand)
        } else if let s = written.as(SequenceExprSyntax.self), s.elements.count == 3,
                  s.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "...",
                  let lhs = s.elements.first, let rhs = s.elements.last {
            sides = (lhs, rhs)
        }
        if let (lhs, rhs) = sides {
            return (try number(try evaluate(lhs, scope), at: lhs), try number(try evaluate(rhs, scope), at: rhs))
        }
        let range = try known(try evaluate(written, scope))
        if let (lo, hi, _) = Self.rangeParts(range) { return (try number(lo, at: written), try number(hi, at: written)) }
        guard case .array(let items) = range, let lo = items.first, let hi = items.last else {
            throw fail("a Gauge's bounds (`in:`) are not a known closed range", at: written)
        }
        return (try number(lo, at: written), try number(hi, at: written))
    }

    private func gaugeLabel(_ arg: Argument?, at c: FunctionCallExprSyntax) throws -> Value? {
        guard let f = arg?.value, f.isCallable else { return nil }
        let views = try known(try apply(f, [], at: c))
        guard case .views = views else { throw fail("a Gauge's label is \(views.typeDescription), not a view", at: c) }
        return views
    }

    /// A modifier on a gauge whose style is not known yet: `.gaugeStyle(_:)` draws it; anything else is applied to
    /// the gauge in iOS's default style. Nil for a modifier other than `gaugeStyle`.
    func gaugeModifier(_ name: String, _ configuration: [Argument], _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard name == "gaugeStyle" else { return nil }
        guard let style = try arguments(c, scope).first?.value else { throw fail(Self.systemGaugeMessage(nil), at: c) }
        if case .member(let name, nil) = style, Self.linearCapacityStyles.contains(name) {
            return .views([linearCapacityGauge(configuration)])
        }
        return try customGaugeStyle(style, configuration: configuration, at: c)
    }

    /// iOS's default gauge style is linear capacity ("at least on iOS, you get a linear capacity gauge",
    /// useyourloaf.com/blog/swiftui-gauges); the accessory variant is laid out the same way.
    static let linearCapacityStyles: Set<String> = ["automatic", "linearCapacity", "accessoryLinearCapacity"]

    /// A gauge value used as a view, in iOS's default style; nil for another value.
    func gaugeView(_ value: Value) -> Element? {
        guard case .record(let parts) = value, parts.first?.label == Self.gaugeMarker else { return nil }
        return linearCapacityGauge(parts)
    }

    /// The linear capacity style as Apple places its parts: "minimumValueLabel and maximumValueLabel … appear on
    /// leading and trailing edges of the bar, respectively. The label appears above the gauge, and the
    /// currentValueLabel appears below" (GaugeStyle.accessoryLinearCapacity). The bar's 4 pt thickness (a
    /// UIProgressView's), SwiftUI's default spacings and the labels keeping the font around them are estimates.
    func linearCapacityGauge(_ parts: [Argument]) -> Element {
        // The marker always holds the gauge's place (`gauge(_:_:)`).
        let source = if case .opaque(let why)? = parts.first?.value { why.location } else { SourceLocation(file: file.path, line: 1) }
        func part(_ name: String) -> [Element] {
            if case .views(let views)? = parts.first(where: { $0.label == name })?.value { return views }
            return []
        }
        let thickness = FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(4)), maxHeight: Varying(.points(4)))
        let bar = built(.color("accent"), [.frame(Varying(thickness))], source: source)
        let row = built(.stack(StackValue(axis: .horizontal, alignment: nil, spacing: nil,
                                          children: (part("minimumValueLabel") + [bar] + part("maximumValueLabel")).map { Varying($0) })),
                        source: source)
        let column = part("label") + [row] + part("currentValueLabel")
        return built(.stack(StackValue(axis: .vertical, alignment: Varying(.leading), spacing: nil, children: column.map { Varying($0) })),
                     [.estimated("a Gauge's default (linear capacity) style: Apple documents where its labels go, not its "
                                   + "sizes; the 4 pt bar and the spacings are estimates")], source: source)
    }

    static func systemGaugeMessage(_ style: String?) -> String {
        "`Gauge` in the system style\(style.map { " `.\($0)`" } ?? "") is not modelled: iOS's sizes for its ring "
            + "and labels are not measured; draw it with a `GaugeStyle` of the app's own, check its labels in a "
            + "preview of their own, or give it a fixed size under `stubs:` in layoutcheck.yml"
    }

    private func customGaugeStyle(_ style: Value, configuration: [Argument], at c: FunctionCallExprSyntax) throws -> Value {
        guard let appStyle = try appStyle(style, declaredOn: ["GaugeStyle"], at: c) else {
            if case .member(let name, nil) = style { throw fail(Self.systemGaugeMessage(name), at: c) }
            throw fail(Self.systemGaugeMessage(nil), at: c)
        }
        return .views([try drawn(by: appStyle, configuration: Array(configuration.dropFirst()), at: c)])
    }
}
