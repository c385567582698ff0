import DynamicType
import SwiftSyntax

/// UIKit's Dynamic Type read from SwiftUI code: `UIFontMetrics(forTextStyle: .title1).scaledValue(for: 17)` is what
/// `@ScaledMetric(relativeTo: .title)` gives (`ScaledMetric`: iOS 26's measured `scaledValue(for:)`), and
/// `UIFont.preferredFont(forTextStyle: .body).pointSize` is the style's size at the category (the type scale),
/// both at the category the view is evaluated at. Other UIFont and UIFontMetrics members are not evaluated.
extension Interpreter {
    static let fontMetricsMarker = "$fontMetrics"
    static let preferredFontMarker = "$preferredFont"

    /// `UIFontMetrics.default`: the body style's metrics (Apple: "the default font metrics object for content text",
    /// `UIFont.TextStyle.body`). Nil for another member.
    static func defaultFontMetrics(_ name: String, of base: ExprSyntax) -> Value? {
        guard name == "default", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFontMetrics" else { return nil }
        return .member(fontMetricsMarker, arguments: [Argument(label: "style", value: .string(TextStyle.body.rawValue))])
    }

    /// `UIFontMetrics(forTextStyle: .headline)`, `UIFont.preferredFont(forTextStyle: .body)`: the style they are for.
    func textStyleArgument(_ args: [Argument], of what: String, at c: some SyntaxProtocol) throws -> TextStyle {
        guard args.count == 1, args[0].label == "forTextStyle", case .member(let name, nil) = try known(args[0].value),
              let style = TextStyle(parsing: name) else {
            throw fail("`\(what)` is evaluated for a text style written as `forTextStyle: .body`", at: c)
        }
        return style
    }

    /// `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics(forTextStyle:)` written as calls; nil for another.
    func fontMetricsCall(_ name: String, of base: ExprSyntax?, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let typeName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch (typeName, name) {
        case ("UIFont", "preferredFont"):
            let style = try textStyleArgument(try arguments(c, scope), of: "UIFont.preferredFont", at: c)
            return .member(Self.preferredFontMarker, arguments: [Argument(label: "style", value: .string(style.rawValue))])
        case (nil, "UIFontMetrics"):
            let style = try textStyleArgument(try arguments(c, scope), of: "UIFontMetrics(forTextStyle:)", at: c)
            return .member(Self.fontMetricsMarker, arguments: [Argument(label: "style", value: .string(style.rawValue))])
        default: return nil
        }
    }

    /// `metrics.scaledValue(for: 17)`: the length scaled as `@ScaledMetric` scales it. Nil for another method.
    func fontMetricsMethod(_ name: String, _ settings: [Argument], _ args: [Argument], at c: some SyntaxProtocol) throws -> Value? {
        guard name == "scaledValue", args.count == 1, args[0].label == "for", let style = Self.textStyle(in: settings) else {
            return nil
        }
        return scaledMetric(try number(args[0].value, at: c), relativeTo: style)
    }

    /// `UIFont.preferredFont(forTextStyle: .body).pointSize`: the style's size at the category (17 at Large, 53 at
    /// AX5). Nil for another property.
    func preferredFontProperty(_ name: String, _ settings: [Argument]) -> Value? {
        guard name == "pointSize", let style = Self.textStyle(in: settings) else { return nil }
        return .number(style.size(at: env.category))
    }

    private static func textStyle(in settings: [Argument]) -> TextStyle? {
        guard case .string(let raw)? = settings.first(where: { $0.label == "style" })?.value else { return nil }
        return TextStyle(rawValue: raw)
    }
}
