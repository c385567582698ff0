import DynamicType
import Layout
import ViewModel
import SwiftSyntax

/// `#Preview(as: .systemMedium) { AppWidget() } timeline: { Entry(…); Entry(…) }`: what the widget shows for the
/// first entry, in the family's frame on the device (Xcode's canvas opens on the first entry too).
extension Interpreter {
    static let widgetConfigurations: Set<String> = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    func widgetPreview(family: String, widget: CodeBlockItemListSyntax, timeline: CodeBlockItemListSyntax, _ scope: Scope,
                       at location: SourceLocation) throws -> Value {
        guard let size = WidgetSizes.size(of: family, screenWidth: env.device.width, screenHeight: env.device.height) else {
            throw SwiftDiagnostic("the size of a `.\(family)` widget on \(env.device.name) (\(Int(env.device.width)) × "
                                  + "\(Int(env.device.height)) pt) is not known: check widget previews on iPhones", at: location)
        }
        guard case .instance(let t, let fields) = try known(try run(widget, scope)),
              let config = widgetConfiguration(of: t) else {
            throw SwiftDiagnostic("the preview's widget is not a `Widget` of the sources whose `body` is a "
                                  + "StaticConfiguration, AppIntentConfiguration or IntentConfiguration", at: location)
        }
        let entry = try firstEntry(timeline, Scope(parent: scope), at: location)
        // The content reads the family (`\.widgetFamily`) and the clamped size (below) as the view sees them.
        env.range = env.range.intersection(ContentSizeRange(lower: WidgetSizes.smallestCategory))
        env.values["widgetFamily"] = .member(family, arguments: nil)
        let content = try invoke(Closure(syntax: config.content, scope: Scope(instance: (t, fields))),
                                 [Argument(label: nil, value: entry)], at: config.content)
        let view = try single(content, "the widget's content", at: config.content)
        return .views([widgetFrame(view, size: size, margins: WidgetSizes.isHomeScreen(family) && !config.marginsDisabled)])
    }

    /// `WidgetView(entry: …).previewContext(WidgetPreviewContext(family: .systemMedium))`, a PreviewProvider's
    /// widget preview: the view in the family's frame, reading that family, as `#Preview(as:)` shows a widget's
    /// content. Nil when `c` is not such a context (other preview contexts change nothing laid out).
    func widgetContextPreview(_ c: FunctionCallExprSyntax, _ scope: Scope, base: () throws -> Value) throws -> Value? {
        guard let context = c.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              context.calledExpression.sourceText == "WidgetPreviewContext",
              let familyArg = context.arguments.first(where: { $0.label?.text == "family" }) else { return nil }
        // `.systemMedium`, or a family a ForEach over `supportedFamilies` passes in.
        guard case .member(let family, nil) = try known(try evaluate(familyArg.expression, scope)) else {
            throw fail("the widget family is not a `WidgetFamily` case known statically", at: familyArg)
        }
        guard let size = WidgetSizes.size(of: family, screenWidth: env.device.width, screenHeight: env.device.height) else {
            throw fail("the size of a `.\(family)` widget on \(env.device.name) is not known: check widget previews on "
                       + "iPhones", at: familyArg)
        }
        let saved = env
        defer { env = saved }
        env.range = env.range.intersection(ContentSizeRange(lower: WidgetSizes.smallestCategory))
        env.values["widgetFamily"] = .member(family, arguments: nil)
        let view = try single(try base(), "the widget's view", at: c)
        // The content margins a widget's configuration gets are assumed here too (docs/platform-facts.md, Widgets).
        return .views([widgetFrame(view, size: size, margins: WidgetSizes.isHomeScreen(family))])
    }

    /// The widget's content in its frame: inset by the content margins, clipped to the widget's bounds.
    private func widgetFrame(_ view: Element, size: WidgetSizes.Size, margins: Bool) -> Element {
        // Widgets follow Dynamic Type from Large up (a smaller setting shows them at Large).
        var modifiers = [Modifier(kind: .dynamicTypeSize(.range(ContentSizeRange(lower: WidgetSizes.smallestCategory))),
                                  source: view.source)] + view.modifiers
        if margins {
            let m = WidgetSizes.homeScreenContentMargin
            modifiers.append(Modifier(kind: .padding(Varying(PaddingValue(top: m, leading: m, bottom: m, trailing: m))),
                                      source: view.source))
        }
        modifiers.append(Modifier(kind: .frame(Varying(FrameValue(width: Varying(.points(size.width)),
                                                                  height: Varying(.points(size.height))))),
                                  source: view.source))
        modifiers.append(Modifier(kind: .presentation(Presentation(clip: .rectangle)), source: view.source))
        return Element(kind: view.kind, modifiers: modifiers, id: view.id, suppressions: view.suppressions, source: view.source)
    }

    /// The content closure of the configuration the widget's `body` builds (`{ entry in EntryView(entry: entry) }`),
    /// and whether `.contentMarginsDisabled()` is applied to it.
    private func widgetConfiguration(of t: TypeDecl) -> (content: ClosureExprSyntax, marginsDisabled: Bool)? {
        guard let body = index.computed("body", of: t), case .getter(let items) = body.accessors,
              let last = index.active.statements(items).last, case .expr(var expr) = last.item else { return nil }
        var marginsDisabled = false
        while let call = expr.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = m.base {
            if ["contentMarginsDisabled", "contentMarginsDisabledIfAvailable"].contains(m.declName.baseName.text) {
                marginsDisabled = true
            }
            expr = base
        }
        guard let call = expr.as(FunctionCallExprSyntax.self),
              Self.widgetConfigurations.contains(call.calledExpression.sourceText) else { return nil }
        let content = call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        return content.map { ($0, marginsDisabled) }
    }

    /// The timeline's first entry: its `let`s bound, the first expression's value.
    private func firstEntry(_ timeline: CodeBlockItemListSyntax, _ scope: Scope, at location: SourceLocation) throws -> Value {
        for item in index.active.statements(timeline) {
            switch item.item {
            case .decl(let d):
                guard let v = d.as(VariableDeclSyntax.self) else { continue }
                try declare(v, scope)
            case .expr(let e): return try known(try evaluate(e, scope))
            case .stmt(let s):
                if let e = s.as(ExpressionStmtSyntax.self)?.expression { return try known(try evaluate(e, scope)) }
            }
        }
        throw SwiftDiagnostic("the widget preview's timeline has no entry", at: location)
    }
}
