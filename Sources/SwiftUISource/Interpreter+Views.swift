import DynamicType
import Layout
import Localization
import ViewModel
import SwiftSyntax

extension Interpreter {
    /// A SwiftUI view constructor, as the spec language's element; nil when `name` is not one.
    func swiftUIView(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        let source = location(c)
        func element(_ kind: ElementKind) -> Value {
            .views([Element(kind: kind, modifiers: [], id: nil, suppressions: suppressions(c), source: source)])
        }
        switch name {
        case "Text":
            return element(try text(c, scope))
        case "Image":
            let args = try arguments(c, scope)
            if let image = try namedImage(args, at: c) { return element(image) }
            if let drawn = try drawnImageElement(args.first(where: { $0.label == "uiImage" })?.value, at: c) { return .views([drawn]) }
            // `Image(.logo)` (an asset's generated `ImageResource`), `Image(decorative: "name")`: an asset;
            // `Image(uiImage:)` and other sources: an image whose size is not in the source either.
            let (asset, stub): (String?, ProjectConfig.Stub?) = switch args.first?.value {
            case .member(let resource, nil)?: (resource, index.stubs[resource] ?? index.stubs[AssetCatalogs.generatedKey(resource)])
            case .string(let s)? where args.first?.label == "decorative": (s, index.stubs[s] ?? index.stubs[AssetCatalogs.key(s)])
            default: (nil, nil)
            }
            return element(.image(ImageValue(name: Self.literal(asset ?? "image"), width: stub?.width.map { Varying(.points($0)) },
                                             height: stub?.height.map { Varying(.points($0)) }, resizable: false)))
        case "Label":
            return .views([try labelView(c, scope)])
        case "Button", "Link", "NavigationLink", "Menu":
            var button = ButtonValue(label: Varying(try buttonLabel(name, c, scope)), modifiers: [])
            button.navigates = name == "NavigationLink"
            return element(.button(button))
        case "ShareLink" where c.trailingClosure != nil || c.arguments.contains(where: { $0.label?.text == "label" }):
            // A share link with its own label is a button showing that label (ShareLink's `label:` parameter: "a label
            // that describes the share action"); what it shares is not read.
            let args = try arguments(c, scope, unevaluated: ["item", "items", "subject", "message", "preview"])
            guard case .closure(let closure)? = args.first(where: { $0.label == "label" })?.value ?? args.last?.value else {
                throw fail("ShareLink's label is not a closure", at: c)
            }
            let label = try single(try invoke(closure, [], at: c), "ShareLink's label", at: c)
            return element(.button(ButtonValue(label: Varying(label), modifiers: [])))
        case "Toggle":
            let toggle = Element(kind: .toggle(label: Varying(try controlLabel(c, scope))), modifiers: [], id: nil,
                                 suppressions: suppressions(c), source: source)
            // Read by an app's ToggleStyle (`configuration.isOn`), evaluated then; the switch iOS draws does not
            // depend on it.
            toggleValues[ObjectIdentifier(toggle)] = (toggle, c.arguments.first { $0.label?.text == "isOn" }?.expression, scope)
            return .views([toggle])
        case "Spacer":
            let minLength = try arguments(c, scope).first { $0.label == "minLength" }
            return element(.spacer(minLength: Varying(try minLength.flatMap { $0.value.isNull ? nil : Length.points(try number($0.value, at: c)) })))
        case "Divider": return element(.divider)
        case "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape":
            // A shape fills what it is offered, drawn in its outline (a presentation: no effect on layout).
            let radius = ((try? arguments(c, scope)) ?? []).first { $0.label == "cornerRadius" }.flatMap { arg -> Double? in
                return isNumeric(arg.value) ? try? number(arg.value, at: c) : nil
            }
            let outline = Self.shapeKind(name, radius: radius) ?? .rectangle
            return .views([Element(kind: .color(nil), modifiers: [Modifier(kind: .presentation(Presentation(clip: outline)), source: source)],
                                   id: nil, suppressions: suppressions(c), source: source)])
        case "AccessoryWidgetBackground":
            // WidgetKit: shown "only … inside a accessoryCircular, accessoryCorner, or accessoryRectangular widget. In
            // any other context, the system displays an empty view instead"; where shown, a background filling the
            // widget behind its content (Apple, AccessoryWidgetBackground).
            guard case .member(let family, nil)? = env.values["widgetFamily"],
                  ["accessoryCircular", "accessoryCorner", "accessoryRectangular"].contains(family) else { return .views([]) }
            return element(.color("clear"))
        case "Path", "Canvas", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            // A Path is a Shape, a Canvas draws into the size it is given, a gradient used as a view fills its region:
            // each fills its proposal, and what it draws is not evaluated (layout never reads it).
            return element(.color("clear"))
        case "Color":
            return element(.color(nil))
        case "EmptyView": return .views([])
        case "Group":
            return try content(c, scope)
        case "AnyView":
            // A type-erased view lays out as the view it wraps.
            let args = try arguments(c, scope)
            guard args.count == 1, case .views = try known(args[0].value) else { throw fail("AnyView wraps one view", at: c) }
            return args[0].value
        case "NavigationStack", "NavigationView":
            // Its bar sits above the content, which keeps the screen's width: the content is checked as is (the
            // bar and its title are not).
            return try content(c, scope)
        case "Section":
            return try sectionView(c, scope)
        case "Form", "List":
            return try inLazyRows { try formView(c, scope) }
        case "HStack", "VStack", "LazyHStack", "LazyVStack":
            if name.hasPrefix("Lazy") { return try inLazyRows { try stackView(name, c, scope) } }
            return try stackView(name, c, scope)
        case "ZStack":
            let args = try arguments(c, scope)
            let alignment = try args.first { $0.label == "alignment" }.map { try self.alignment($0.value, at: c) }
            return element(.zstack(ZStackValue(alignment: alignment.map(Varying.init), children: try children(args, at: c).map { Varying($0) })))
        case "ViewThatFits":
            let args = try arguments(c, scope)
            var axes: Set<Axis> = [.horizontal, .vertical]
            if let a = args.first(where: { $0.label == "in" }) { axes = try self.axes(a.value, at: c) }
            return element(.viewThatFits(ViewThatFitsValue(axes: axes, children: try children(args, at: c).map { Varying($0) })))
        case "LazyVGrid":
            return try inLazyRows { element(.grid(try lazyVGrid(try arguments(c, scope), at: c))) }
        case "Grid":
            return element(.rowGrid(try grid(try arguments(c, scope), at: c)))
        case "GridRow":
            return element(.gridRow(try gridRow(try arguments(c, scope), at: c)))
        case "ForEach":
            return try forEach(try arguments(c, scope), at: c)
        case "Gauge":
            return try gauge(c, scope)
        case "ProgressView":
            try controlAtRegularSize(name, at: c)
            return try progressView(c, scope)
        case "AsyncImage":
            return try asyncImage(c, scope)
        case "ScrollView":
            return try scrollView(c, scope)
        case "TextField", "SecureField":
            try controlAtRegularSize(name, at: c)
            return try textField(c, scope)
        case "TextEditor":
            return try textEditor(c, scope)
        case "Slider":
            try controlAtRegularSize(name, at: c)
            return try slider(c, scope)
        case "ScrollViewReader":
            // Its content, with a proxy that only scrolls (in actions): nothing it lays out depends on it.
            guard case .closure(let closure)? = try arguments(c, scope).last?.value else {
                throw fail("ScrollViewReader needs a content closure", at: c)
            }
            let proxy = Value.opaque(fail("a ScrollViewReader's proxy only scrolls; it has no value to show", at: c))
            return try invoke(closure, [Argument(label: nil, value: proxy)], at: c)
        case "NavigationSplitView":
            return try navigationSplitView(c, scope)
        case "Picker":
            return try picker(c, scope)
        case "LabeledContent":
            return try labeledContent(c, scope)
        case "TabView":
            return try tabView(c, scope)
        case "Tab":
            // iOS 18's `Tab("Title", systemImage:, value:) { content }`: its content, tagged with its value (the bar's
            // item is not laid out).
            let args = try arguments(c, scope)
            let tab = try children(args, at: c)
            if let value = args.first(where: { $0.label == "value" })?.value {
                for view in tab { taggedViews[ObjectIdentifier(view)] = (view, value) }
            }
            return .views(tab)
        case "PhaseAnimator", "KeyframeAnimator":
            return try animator(name, c, scope)
        case "GeometryReader":
            return try geometryReader(c, scope, source: source)
        case "TimelineView":
            // Its content at the preview's moment: `context.date` is the current time, unknown until shown.
            guard let closure = try arguments(c, scope).last?.value, case .closure(let f) = closure else {
                throw fail("TimelineView needs a content closure", at: c)
            }
            let context = Value.record([Argument(label: "date", value: currentTime("a TimelineView's `context.date`", at: c)),
                                        Argument(label: "cadence", value: .member("live", arguments: nil))])
            return try known(try invoke(f, [Argument(label: nil, value: context)], at: c))
        // Estimated controls (Interpreter+SystemControls), last: the views above are met far more often.
        case "ShareLink":
            return defaultShareLink(c)
        case "Stepper":
            return try stepper(c, scope)
        case "ContentUnavailableView":
            return try contentUnavailableView(c, scope)
        case "DisclosureGroup":
            return try disclosureGroup(c, scope)
        case "GroupBox":
            return try groupBox(c, scope)
        default:
            if let why = Vocabulary.views[name]?.notModelled { throw fail(why, at: c) }
            return nil
        }
    }

    /// `Image(systemName: "star")` and `Image("asset")` from their arguments, also where `.init(…)` is written for an
    /// Image (`icon: .init(systemName: "star")`); nil for the other initializers.
    func namedImage(_ args: [Argument], at node: some SyntaxProtocol) throws -> ElementKind? {
        if let symbol = try symbolName(args, at: node) { return .symbol(Varying(Self.literal(symbol))) }
        guard args.first?.label == nil, case .string(let s)? = args.first?.value else { return nil }
        // An asset's own size is not in the source: `stubs:` gives it; without, it must be made resizable (checked
        // once the preview is evaluated).
        let stub = index.stubs[s] ?? index.stubs[AssetCatalogs.key(s)]
        return .image(ImageValue(name: Self.literal(s), width: stub?.width.map { Varying(.points($0)) },
                                 height: stub?.height.map { Varying(.points($0)) }, resizable: false))
    }

    /// A view named under `stubs:`: a fixed box, or a fill with the sides it is given.
    func stubView(_ name: String, _ stub: ProjectConfig.Stub, at c: FunctionCallExprSyntax) -> Value {
        let source = location(c)
        if let w = stub.width, let h = stub.height {
            return .views([Element(kind: .image(ImageValue(name: Self.literal(name), width: Varying(.points(w)), height: Varying(.points(h)),
                                                           resizable: false)),
                                   modifiers: [], id: nil, suppressions: suppressions(c), source: source)])
        }
        let frame = FrameValue(width: stub.width.map { Varying(.points($0)) }, height: stub.height.map { Varying(.points($0)) })
        return .views([Element(kind: .color(Self.literal(name)), modifiers: [Modifier(kind: .frame(Varying(frame)), source: source)],
                               id: nil, suppressions: suppressions(c), source: source)])
    }

    /// Strings go into the spec language's text values, where `{name}` is a placeholder: escape braces.
    static func literal(_ s: String) -> String {
        guard s.contains(where: { $0 == "{" || $0 == "}" }) else { return s }
        var out = ""
        for ch in s {
            out.append(ch)
            if ch == "{" || ch == "}" { out.append(ch) }
        }
        return out
    }

    /// `Text("key")`, `Text(verbatim:)`, `Text(string)`, `Text(value, format: .number…)`, `Text(date, style: .date)`.
    private func text(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> ElementKind {
        if c.arguments.first?.label?.text == "timerInterval" {
            // A live timer: its digits change as time passes, so the text a check would measure is not fixed.
            throw fail("`Text(timerInterval:)` counts as time passes, so its text is not the same on every run: give the "
                       + "preview the longest text it shows (`Text(\"59:59\")`)", at: c)
        }
        let args = try arguments(c, scope, title: true)
        guard let first = args.first else { throw fail("Text needs a string", at: c) }
        // Every Text initializer but `verbatim:` (and `timerInterval:`, above) takes its content unlabelled.
        if let label = first.label, label != "verbatim" {
            throw fail("Text has no initializer taking `\(label):` first: it is not evaluated", at: c)
        }
        if let localized = try localizedTitle(c, scope) { return localizedTextKind(localized) }
        if let formatted = try inTextEnvironment({ try formattedText(first.value, args, at: c) }) { return formatted }
        if let formatter = args.first(where: { $0.label == "formatter" }) {
            return .text(Varying(Self.literal(try formatted(first.value, with: formatter.value, at: c))))
        }
        // `Text(_:tableName:bundle:comment:)` is read by `localizedTitle`; any other argument would change the text.
        if let other = args.dropFirst().first(where: { !["tableName", "bundle", "comment", "format", "style"].contains($0.label ?? "") }) {
            throw fail("Text's `\(other.label ?? "_"):` argument is not evaluated: pass the text in the preview", at: c)
        }
        if args.contains(where: { $0.label == "format" || $0.label == "style" }) {
            throw fail("Text(_:format:) / Text(_:style:) of \(first.value.typeDescription) is not formatted statically: "
                       + "pass the formatted string in the preview", at: c)
        }
        if let localized = localizedProperty(c, first.value, scope) { return localizedTextKind(localized) }
        if first.label == nil, let symbol = try inlineSymbolMarker(first.value, at: c) { return .text(Varying(Self.literal(symbol))) }
        return .text(Varying(Self.literal(try describe(first.value, at: c))))
    }

    /// A builder closure's views, from the trailing closure or a `content:` argument.
    func content(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        .views(try children(try arguments(c, scope), at: c))
    }

    func children(_ args: [Argument], at node: some SyntaxProtocol) throws -> [Element] {
        guard let arg = args.last(where: { $0.label == nil || $0.label == "content" }), case .closure(let closure) = arg.value else {
            return []
        }
        let value = try invoke(closure, [], at: node)
        guard let list = try viewList(value) else { throw fail("this closure yields \(value.typeDescription), not views", at: node) }
        return list
    }

    /// A value used where views are read: its views, a Gauge not yet styled in iOS's default style (its
    /// `.gaugeStyle(_:)` can only follow it until it is used), or nil for a value that is no view.
    func viewList(_ value: Value) throws -> [Element]? {
        if let gauge = gaugeView(value) { return [gauge] }
        if case .views(let list) = try known(value) { return list }
        return nil
    }

    func spacing(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> Double? {
        guard let s = args.first(where: { $0.label == "spacing" }), !s.value.isNull else { return nil }
        return try number(s.value, at: c)
    }

    /// HStack/VStack, or the stack an `AnyLayout` chose (marked as an adaptive branch, as the frame tree shows).
    func stackValue(_ layout: StackLayout, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> StackValue {
        let alignment = try layout.alignment.map { try stackAlignment($0, axis: layout.axis, at: c) }
        return StackValue(axis: layout.axis, alignment: alignment.map(Varying.init),
                          spacing: layout.spacing.map { Varying(.points($0)) }, children: try children(args, at: c).map { Varying($0) })
    }

    /// `layout { … }` for `let layout = cond ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`: the chosen
    /// stack, marked as an adaptive branch so its element path holds across sizes.
    func stack(_ layout: StackLayout, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> Value {
        var value = try stackValue(layout, args, at: c)
        value.adaptiveBranch = layout.axis == .vertical ? "vstack" : "hstack"
        return .views([Element(kind: .stack(value), modifiers: [], id: nil, suppressions: suppressions(c), source: location(c))])
    }

    func forEach(_ args: [Argument], at c: FunctionCallExprSyntax, what: String = "ForEach") throws -> Value {
        var args = args
        // `ForEach($todos) { $todo in … }`: each element as a binding to it (a binding's collection, SE-0293).
        if case .binding(.array(let items))? = args.first?.value { args[0].value = .array(items.map { .binding($0) }) }
        // A Set (or unsorted fetch) of at most one element has only one order.
        if case .unordered(let items)? = args.first?.value, items.count <= 1 { args[0].value = .array(items) }
        if let range = args.first?.value, let elements = try rangeElements(range, at: c) { args[0].value = .array(elements) }
        guard case .array(let items)? = args.first?.value else {
            throw fail("\(what): the data is \(args.first?.value.typeDescription ?? "missing"), not a known array or range: "
                       + "pass sample data in the preview", at: c)
        }
        // `ForEach(items) { row($0) }`, or a function passed as the content (`content: makeRow`).
        guard let content = args.last?.value, content.isCallable || args.last?.label == "content" else {
            throw fail("\(what) needs a content closure", at: c)
        }
        var views: [Element] = []
        let idPath = args.first { $0.label == "id" }?.value
        for item in items {
            guard case .views(let list) = try apply(content, [item], at: c) else {
                throw fail("\(what)'s content is not a view", at: c)
            }
            for view in list { forEachElements[ObjectIdentifier(view)] = (view, item, idPath) }
            views += list
        }
        return .views(views)
    }

    /// A view's tag: the one written, or else the id of the ForEach element it was made for, as SwiftUI tags them
    /// (Apple, Picker: "ForEach automatically applies a tag to each enumerated view using the id parameter of the
    /// corresponding element"); worked out only when a Picker or TabView looks. Nil when not known.
    func tag(of view: Element, at c: some SyntaxProtocol) -> Value? {
        if let written = taggedViews[ObjectIdentifier(view)] { return written.value }
        guard let made = forEachElements[ObjectIdentifier(view)] else { return nil }
        let element = Self.wrappedValue(made.element)
        let id: Value?
        switch made.id {
        case .keyPath("self")?: id = element
        case let p?: id = try? apply(p, [element], at: c)
        // `ForEach(0..<3)`: a range's elements are their own ids (ForEach's `Range<Int>` initializer).
        case nil where element.isInteger: id = element
        case nil: id = element.sourceType.flatMap { _ in try? property("id", of: element, at: c) }
        }
        return id.flatMap { $0.isOpaque ? nil : $0 }
    }

    /// A control whose size at `.controlSize` other than `.regular` is not measured: reported where it is written.
    private func controlAtRegularSize(_ name: String, at c: FunctionCallExprSyntax) throws {
        guard env.controlSize != "regular" else { return }
        throw fail("`\(name)` at `.controlSize(.\(env.controlSize))`: its size on iOS at that control size is not measured "
                   + "(only `.regular` is modelled); check the view at `.regular`", at: c)
    }

    /// `Button("Title") { }`, `Button(role:) { } label: { … }`, `Button(action:) { label }`, `Link("t", destination:)`.
    private func buttonLabel(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Element {
        // Where a link or navigation goes does not shape the row: it is not evaluated (`URL(string:)!`, a model).
        let args = try arguments(c, scope, unevaluated: ["destination", "value", "intent"], title: true)
        let source = location(c)
        if case .string(let title)? = args.first(where: { $0.label == nil })?.value {
            let localized = try localizedTitle(c, scope, value: .string(title))
            let localization = localized.map { TextLocalization.key($0.key, template: false) }
            let shown = Varying(Self.literal(localized?.shown ?? title))
            if case .string(let icon)? = args.first(where: { $0.label == "systemImage" })?.value {
                return Element(kind: .label(title: shown, systemImage: Varying(Self.literal(icon)), localization: localization),
                               modifiers: [], id: nil, suppressions: [], source: source)
            }
            return Element(kind: .text(shown, localization: localization), modifiers: [], id: nil, suppressions: [], source: source)
        }
        // The label closure: `label:`, or the trailing closure of `Button(action:)` / `Link(destination:)`.
        // A trailing closure after labelled arguments is the label (`Button(action:)`, `Button(intent:)`,
        // `NavigationLink(value:)`, `Link(destination:)`).
        let labelArg = args.first { $0.label == "label" }
            ?? (args.contains { $0.label != nil } ? args.last { $0.label == nil } : nil)
        guard case .closure(let closure)? = labelArg?.value else {
            throw fail("\(name): write a title string or a `label:` closure", at: c)
        }
        return try single(try invoke(closure, [], at: c), "\(name)'s label", at: c)
    }

    /// A control's label: its title string, or its label closure's views (several stack vertically, as a Toggle's
    /// label does in a Form row).
    func controlLabel(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Element? {
        let args = try requireKnownTitle(try arguments(c, scope, title: true), at: c)
        if case .string(let title)? = args.first(where: { $0.label == nil })?.value {
            let localized = try localizedTitle(c, scope, value: .string(title))
            // `Toggle("Title", systemImage: "bell", isOn:)` (iOS 17): the title and icon as a Label, as
            // `Toggle { Label("Title", systemImage: "bell") }` draws them.
            if case .string(let icon)? = args.first(where: { $0.label == "systemImage" })?.value {
                let shown = Varying(Self.literal(localized?.shown ?? title))
                return Element(kind: .label(title: shown, systemImage: Varying(Self.literal(icon)),
                                            localization: localized.map { TextLocalization.key($0.key, template: false) }),
                               modifiers: [], id: nil, suppressions: [], source: location(c))
            }
            if args.contains(where: { $0.label == "image" || $0.label == "systemImage" }) {
                throw fail("the control's icon is evaluated when it is an SF Symbol named by a string (`systemImage: \"bell\"`)", at: c)
            }
            let kind = localized.map(localizedTextKind) ?? .text(Varying(Self.literal(title)))
            return Element(kind: kind, modifiers: [], id: nil, suppressions: [], source: location(c))
        }
        guard case .closure(let closure)? = args.last(where: { $0.label == nil || $0.label == "label" })?.value else { return nil }
        let value = try invoke(closure, [], at: c)
        guard case .views(let list) = value else { throw fail("Toggle's label is not a view", at: c) }
        if list.count <= 1 { return list.first }
        // Several label views stack vertically, as a Toggle's label does in a Form row.
        return Element(kind: .stack(StackValue(axis: .vertical, alignment: Varying(.leading), spacing: nil,
                                               children: list.map { Varying($0) })),
                       modifiers: [], id: nil, suppressions: [], source: location(c))
    }

    func single(_ value: Value, _ what: String, at node: some SyntaxProtocol) throws -> Element {
        guard let list = try viewList(value) else { throw fail("\(what) is \(value.typeDescription), not a view", at: node) }
        if list.count == 1 { return list[0] }
        // A builder of several views lays them out as SwiftUI's default for a label: a row.
        return Element(kind: .stack(StackValue(axis: .horizontal, alignment: nil, spacing: nil, children: list.map { Varying($0) })),
                       modifiers: [], id: nil, suppressions: [], source: location(node))
    }

    /// `Text("a") + Text("b")`: one text. A piece's `.bold()` or `.fontWeight(_:)` draws it in that weight
    /// (`InlineWeights` markers); its colour or underline changes no width. A piece in another font (`.font`,
    /// `.italic()`) is not modelled yet.
    func concatenateTexts(_ a: [Element], _ b: [Element], at node: some SyntaxProtocol) throws -> Value {
        guard a.count == 1, b.count == 1, case .text(let x, let xl) = a[0].kind, case .text(let y, let yl) = b[0].kind,
              x.isConstant, y.isConstant,
              let first = try piece(x, xl, a[0].modifiers, at: node), let second = try piece(y, yl, b[0].modifiers, at: node) else {
            throw fail("only `Text + Text` in one font is evaluated (a piece with its own font, size or design is not "
                       + "modelled yet; its weight, colour or underline is)", at: node)
        }
        let joined = Self.literal(first.shown + second.shown)
        // A piece's colour is drawn on that piece only: the joined text is measured, not drawn in it.
        return .views([Element(kind: .text(Varying(joined), localization: .shown(untranslatedKey: first.missing ?? second.missing)),
                               modifiers: [], id: a[0].id, suppressions: a[0].suppressions, source: a[0].source)])
    }

    /// A piece as shown (a localized key's Markdown read, as SwiftUI reads each `Text(LocalizedStringKey)`), between
    /// the markers of its weight modifiers; nil when a modifier changes its font otherwise.
    func piece(_ text: Varying<String>, _ localization: TextLocalization?, _ modifiers: [Modifier],
                       at node: some SyntaxProtocol) throws -> (shown: String, missing: String?)? {
        var (shown, missing) = shownNow(text, localization)
        if case .key? = localization {
            switch InlineMarkdown.shown(shown, inflectsEnglish: env.locale.showsEnglish) {
            case .plain(let s): shown = s
            case .styled(let run):
                throw fail("the text's Markdown `\(run)` is drawn as a run in another face (italic or code) or rewritten by iOS (`inflect`), which "
                           + "layoutcheck does not measure within one text yet", at: node)
            }
        }
        for m in modifiers {
            switch m.kind {
            case .bold(let on) where on.isConstant: if on.value(at: .large) { shown = InlineWeights.wrap(shown, .bold) }
            case .fontWeight(let w) where w.isConstant: shown = InlineWeights.wrap(shown, .weight(w.value(at: .large).value))
            default: guard Self.keepsTheFace(m) else { return nil }
            }
        }
        return (shown, missing)
    }

    /// A `Text` interpolated into a Text (`Text("\(Text(name).bold()) paid")`): SwiftUI draws it in the sentence as
    /// `Text + Text` would (LocalizedStringKey.StringInterpolation's `appendInterpolation(_: Text)`), so it is the
    /// same piece, with its weight markers. Nil for a value that is not a Text.
    func embeddedText(_ value: Value, at node: some SyntaxProtocol) throws -> String? {
        guard case .views(let views) = value, views.count == 1, case .text(let text, let localization) = views[0].kind else {
            return nil
        }
        guard text.isConstant, let shown = try piece(text, localization, views[0].modifiers, at: node) else {
            throw fail("a Text interpolated into a Text is evaluated in the sentence's font (its weight, colour or "
                       + "underline may differ); this one has its own font, size or design, not modelled yet", at: node)
        }
        return shown.shown
    }

    /// A modifier of a `Text` piece that draws it without changing its glyphs' widths: a colour, an underline, a
    /// line through it.
    static func keepsTheFace(_ m: Modifier) -> Bool {
        switch m.kind {
        case .presentation(let p): return p == Presentation(foreground: p.foreground)
        case .cosmetic(let name): return ["underline", "strikethrough", "foregroundColor", "foregroundStyle"].contains(name)
        default: return false
        }
    }

    /// `// layoutcheck:ignore rule -- reason` on the line(s) above the view.
    func suppressions(_ node: some SyntaxProtocol) -> [Suppression] {
        index.suppressions(of: node) { Self.readSuppressions(node) }
    }

    private static func readSuppressions(_ node: some SyntaxProtocol) -> [Suppression] {
        var out: [Suppression] = []
        for piece in node.leadingTrivia {
            guard case .lineComment(let text) = piece else { continue }
            let body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix("layoutcheck:ignore ") else { continue }
            let rest = body.dropFirst("layoutcheck:ignore ".count)
            let parts = rest.components(separatedBy: " -- ")
            let reason = parts.count > 1 ? parts[1...].joined(separator: " -- ").trimmingCharacters(in: .whitespaces) : ""
            for rule in parts[0].split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !rule.isEmpty {
                out.append(Suppression(rule: rule, reason: reason))
            }
        }
        return out
    }
}

extension Interpreter {
    /// `ProgressView(value: 0.4)` / `(value: 3, total: 10)`: the fraction drawn filled (clamped to 0…1); nil for a
    /// ProgressView without a value (indeterminate).
    func progressFraction(_ c: FunctionCallExprSyntax, _ scope: Scope) -> Double? {
        let args = (try? arguments(c, scope)) ?? []
        func number(_ label: String) -> Double? {
            switch args.first(where: { $0.label == label })?.value {
            case let v? where isNumeric(v): return try? self.number(v, at: c)
            default: return nil
            }
        }
        guard let value = number("value") else { return nil }
        let total = number("total") ?? 1
        return total > 0 ? min(max(value / total, 0), 1) : 0
    }
}

extension Interpreter {
    /// `Text(x, format:)` / `Text(date, style:)`: formatted in the SwiftUI environment's locale, as Text does; nil
    /// for other arguments.
    func formattedText(_ value: Value, _ args: [Argument], at c: FunctionCallExprSyntax) throws -> ElementKind? {
        if let format = args.first(where: { $0.label == "format" }), let bounds = Self.dateRangeBounds(value) {
            return .text(Varying(Self.literal(try formattedInterval(bounds, style: format.value, at: c))))
        }
        if let format = args.first(where: { $0.label == "format" }), let seconds = durationSeconds(value, at: c) {
            return .text(Varying(Self.literal(try formattedDuration(seconds, style: format.value, at: c))))
        }
        if let format = args.first(where: { $0.label == "format" }), isNumeric(value) {
            return .text(Varying(Self.literal(try formatted(value, style: format.value, at: c))))
        }
        guard case .date(let t) = value else { return nil }
        if let style = args.first(where: { $0.label == "style" }) {
            return .text(Varying(Self.literal(try textDateStyle(t, style.value, at: c))))
        }
        if let format = args.first(where: { $0.label == "format" }) {
            return .text(Varying(Self.literal(try formatted(date: t, style: format.value, at: c))))
        }
        return nil
    }
}

extension Interpreter {
    /// `HStack`, `VStack` and their lazy forms: a stack of the views its closure gives.
    func stackView(_ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        let layout = StackLayout(axis: name.hasSuffix("HStack") ? .horizontal : .vertical,
                                 alignment: args.first { $0.label == "alignment" }?.value,
                                 spacing: try spacing(args, at: c))
        return .views([Element(kind: .stack(try stackValue(layout, args, at: c)), modifiers: [], id: nil,
                               suppressions: suppressions(c), source: location(c))])
    }

    /// Evaluates the rows of a List, Form or lazy stack or grid: SwiftUI makes each row when it scrolls into view,
    /// so whether a row's appear action runs depends on where layout puts it.
    func inLazyRows<T>(_ evaluate: () throws -> T) rethrows -> T {
        lazyRowsDepth += 1
        defer { lazyRowsDepth -= 1 }
        return try evaluate()
    }
}
