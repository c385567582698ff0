import Localization
import SwiftSyntax

/// `.environment(\.locale, Locale(identifier: "ar"))` written in a preview: the locale that preview is checked in,
/// as Xcode's canvas shows it translated. It is read from the preview's syntax before evaluation, since the
/// strings inside are looked up while the views are built. The layout direction is the locale's, as on a device
/// set to that language (Xcode's canvas needs `.environment(\.layoutDirection, .rightToLeft)` besides).
enum PreviewLocale {
    static func locale(in body: SwiftPreview.PreviewBody) -> LocaleSetting? {
        let finder = Finder(viewMode: .sourceAccurate)
        switch body {
        case .statements(let items): finder.walk(items)
        case .expression(let e): finder.walk(e)
        case .groupMember(let e, let chain, _): finder.walk(e); finder.walk(chain)
        case .widget(_, let widget, let timeline): finder.walk(widget); finder.walk(timeline)
        case .unreadable: return nil
        }
        return finder.identifier.flatMap { LocaleSetting($0) }
    }

    /// The first `.environment(\.locale, Locale(identifier: "…"))` (or `.init(identifier:)`) with a literal tag.
    final class Finder: SyntaxVisitor {
        var identifier: String?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard identifier == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.plain == "environment", node.arguments.count == 2,
                  let first = node.arguments.first, first.expression.sourceText == "\\.locale",
                  let value = node.arguments.last?.expression.as(FunctionCallExprSyntax.self),
                  ["Locale", ".init"].contains(value.calledExpression.sourceText),
                  let argument = value.arguments.first, argument.label?.text == "identifier",
                  let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            else { return .visitChildren }
            identifier = segment.content.text
            return .skipChildren
        }
    }
}
