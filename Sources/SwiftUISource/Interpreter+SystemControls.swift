import DynamicType
import Layout
import ViewModel
import SwiftSyntax

/// System controls whose iOS metrics no measurement gives, laid out as published reimplementations draw them
/// (docs/platform-facts.md, "Estimated controls", names each source). Their texts are checked like any text; each
/// carries an `.estimated` modifier, so the `control-size-estimated` note says which sizes to confirm on a device.
extension Interpreter {
    /// An element built here, at the call's line.
    func built(_ kind: ElementKind, _ modifiers: [ModifierKind] = [], at c: some SyntaxProtocol) -> Element {
        built(kind, modifiers, source: location(c))
    }

    func built(_ kind: ElementKind, _ modifiers: [ModifierKind] = [], source: SourceLocation) -> Element {
        Element(kind: kind, modifiers: modifiers.map { Modifier(kind: $0, source: source) }, id: nil, suppressions: [],
                source: source)
    }

    func stackOf(_ axis: Axis, _ views: [Element], spacing: Double? = nil, alignment: Alignment? = nil,
                 _ modifiers: [ModifierKind] = [], at c: some SyntaxProtocol) -> Element {
        built(.stack(StackValue(axis: axis, alignment: alignment.map { Varying($0) }, spacing: spacing.map { Varying(.points($0)) },
                                children: views.map { Varying($0) })), modifiers, at: c)
    }

    static func foreground(_ paint: String) -> ModifierKind { .presentation(Presentation(foreground: Paint(paint))) }
    static func font(_ style: TextStyle, weight: FontWeight? = nil) -> ModifierKind {
        .font(Varying(FontValue(base: .style(style), weight: weight)))
    }

    /// `ContentUnavailableView("No Favorites", systemImage: "star", description: Text("…"))` and its `label:`,
    /// `description:`, `actions:` form: the symbol (48 pt wide, scaled like body text, bold, secondary) 19 pt above
    /// the title (Title 2, bold), the description 3 pt below (Subheadline, secondary), the actions 20 pt below
    /// that, at most at AX2, centred in all the space offered (noppefoxwolf/BackportContentUnavailableView).
    func contentUnavailableView(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope, title: true)
        let label: Element
        if case .string(let title)? = args.first(where: { $0.label == nil })?.value {
            let kind = try localizedTitle(c, scope, value: .string(title)).map(localizedTextKind) ?? .text(Varying(Self.literal(title)))
            let icon = try args.first(where: { $0.label == "systemImage" }).map { a -> Element in
                guard case .string(let name) = try known(a.value) else { throw fail("systemImage: is not a string", at: c) }
                return built(.symbol(Varying(Self.literal(name))), at: c)
            }
            label = unavailableLabel(title: built(kind, at: c), icon: icon, at: c)
        } else if case .closure(let f)? = args.first(where: { $0.label == "label" })?.value ?? args.first?.value {
            label = unavailableLabel(try single(try invoke(f, [], at: c), "ContentUnavailableView's label", at: c), at: c)
        } else {
            throw fail("ContentUnavailableView needs a title or a `label:` closure", at: c)
        }
        let description = try args.first(where: { $0.label == "description" }).map { a -> Element in
            let views = try closureViews(a.value, "ContentUnavailableView's description", at: c)
            return stackOf(.vertical, views, [Self.font(.subheadline), Self.foreground("secondary")], at: c)
        }
        // Actions: borderless buttons at the description's size, in the tint.
        let actions = try args.first(where: { $0.label == "actions" }).map {
            stackOf(.vertical, try closureViews($0.value, "ContentUnavailableView's actions", at: c), [Self.font(.subheadline)], at: c)
        }
        let texts = stackOf(.vertical, [label] + (description.map { [$0] } ?? []), spacing: 3, at: c)
        let whole = stackOf(.vertical, [texts] + (actions.map { [$0] } ?? []), spacing: 20, [
            .dynamicTypeSize(.range(ContentSizeRange(upper: .accessibility2))),
            .frame(Varying(FrameValue(maxWidth: Varying(.infinity), maxHeight: Varying(.infinity)))),
            .estimated("ContentUnavailableView's spacing (19, 3, 20 pt), symbol width (48 pt) and AX2 limit are a "
                       + "reimplementation's (noppefoxwolf/BackportContentUnavailableView), not measured on iOS"),
        ], at: c)
        return .views([whole.with(suppressions: suppressions(c))])
    }

    /// A ContentUnavailableView's label drawn in its label style: the icon (a symbol made resizable, 48 pt wide scaled
    /// like body text, bold, secondary) 19 pt above the title (Title 2, bold).
    func unavailableLabel(title: Element, icon: Element?, at c: some SyntaxProtocol) -> Element {
        let title = adding([Self.font(.title2, weight: .bold)], to: title)
        guard var icon else { return title }
        if case .symbol(let name, _) = icon.kind { icon = Element(kind: .symbol(name, resizable: true), modifiers: icon.modifiers,
                                                                 id: icon.id, suppressions: icon.suppressions, source: icon.source) }
        icon = adding([.aspectRatio(Varying(AspectRatio(contentMode: .fit))),
                       .frame(Varying(FrameValue(width: Varying(.scaled(48, relativeTo: .body))))),
                       .fontWeight(Varying(.bold)), Self.foreground("secondary")], to: icon)
        return stackOf(.vertical, [icon, title], spacing: 19, at: c)
    }

    /// A label view given to it: a `Label`'s title and icon take the style; another view takes the title's font.
    func unavailableLabel(_ label: Element, at c: some SyntaxProtocol) -> Element {
        switch label.kind {
        case .label(let title, let symbol, let localization):
            return unavailableLabel(title: built(.text(title, localization: localization), at: c),
                                    icon: built(.symbol(symbol), at: c), at: c)
        case .labelViews(let title, let icon) where title.isConstant && icon.isConstant:
            guard let t = title.value(at: .large) else { return label }
            return unavailableLabel(title: t, icon: icon.value(at: .large), at: c)
        default:
            return adding([Self.font(.title2, weight: .bold)], to: label)
        }
    }

    /// The element with modifiers written after its own.
    func adding(_ modifiers: [ModifierKind], to e: Element) -> Element {
        e.adding(modifiers.map { Modifier(kind: $0, source: e.source) })
    }

    /// The views a builder argument makes (`Text("…")` given directly is one view).
    func closureViews(_ v: Value, _ what: String, at c: FunctionCallExprSyntax) throws -> [Element] {
        let value = if case .closure(let f) = v { try invoke(f, [], at: c) } else { v }
        guard let list = try viewList(value) else { throw fail("\(what) is \(value.typeDescription), not a view", at: c) }
        return list
    }

    /// `Stepper("Guests: \(n)", value: $n, in: 1...8)`: the label leading and the stepper's two buttons trailing, a
    /// 94 × 32 pt control (UIStepper's size since iOS 13, as ArgoKit's stepper measures it; the control does not
    /// grow with Dynamic Type, an assumption: no source says either way). Its buttons are the system's and are not
    /// checked as hit targets: their touch area is not known.
    func stepper(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let label = try controlLabel(c, scope)
        let frame = FrameValue(width: Varying(.points(94)), height: Varying(.points(32)))
        let control = built(.color("tertiarySystemFill"), [
            .frame(Varying(frame)),
            .presentation(Presentation(clip: .roundedRectangle(cornerRadius: 8))),
            .estimated("a Stepper's control is 94 × 32 pt, UIStepper's size as reimplementations measure it on iOS 13 and "
                       + "later, not measured on iOS 26"),
        ], at: c)
        let spacer = built(.spacer(minLength: Varying(nil)), at: c)
        return .views([stackOf(.horizontal, [label, spacer, control].compactMap { $0 }, at: c).with(suppressions: suppressions(c))])
    }

    /// `ShareLink(item: url)` without a label of its own: a button showing `Label("Share", systemImage:
    /// "square.and.arrow.up")`, as SwiftUIBackports' DefaultShareLinkLabel draws it (Apple: "a system-standard
    /// appearance", DefaultShareLinkLabel; the English title: iOS shows it in the device's language).
    func defaultShareLink(_ c: FunctionCallExprSyntax) -> Value {
        let label = built(.label(title: Varying("Share"), systemImage: Varying("square.and.arrow.up")), [
            .estimated("ShareLink's default label (“Share” and square.and.arrow.up, in English) is a reimplementation's "
                       + "(SwiftUIBackports), not documented by Apple"),
        ], at: c)
        return .views([Element(kind: .button(ButtonValue(label: Varying(label), modifiers: [])), modifiers: [], id: nil,
                               suppressions: suppressions(c), source: location(c))])
    }

    /// `DisclosureGroup("Details") { … }`, `DisclosureGroup("Details", isExpanded: $open) { … }`, `DisclosureGroup {
    /// … } label: { … }`: the label row, a button with `chevron.right` at its trailing edge, and when expanded (a
    /// known `isExpanded:` that is true; collapsed otherwise, as a group without a binding starts) its content below
    /// it, as rows of their own in a Form or List. The chevron's symbol and place are an estimate (Apple documents
    /// the two states only). Under an app's DisclosureGroupStyle (`.disclosureGroupStyle(_:)` above it), the style's
    /// `makeBody(configuration:)` with the `label`, `content` and `isExpanded` is drawn instead.
    func disclosureGroup(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try arguments(c, scope)
        let expanded: Bool
        switch args.first(where: { $0.label == "isExpanded" })?.value {
        case .binding(.opaque(let why))?: throw why
        case .binding(.bool(let open))?: expanded = open
        case nil: expanded = false
        default: throw fail("DisclosureGroup: `isExpanded:` is read from a binding whose value is known (an @State with an "
                            + "initial value, or `.constant(…)`)", at: c)
        }
        let label: Element
        if case .string? = args.first(where: { $0.label == nil })?.value, let title = try controlLabel(c, scope) {
            label = title
        } else if case .closure(let f)? = args.first(where: { $0.label == "label" })?.value {
            label = try single(try invoke(f, [], at: c), "DisclosureGroup's label", at: c)
        } else {
            throw fail("DisclosureGroup needs a title or a `label:` closure", at: c)
        }
        if let style = try appStyle(env.values["disclosureGroupStyle"] ?? nil, declaredOn: ["DisclosureGroupStyle"], at: c) {
            let content = try disclosureContent(args, at: c)
            let value: Value = if case .binding(let v)? = args.first(where: { $0.label == "isExpanded" })?.value { v } else { .bool(expanded) }
            return .views([try drawn(by: style, configuration: [Argument(label: "label", value: .views([label])),
                                                                Argument(label: "content", value: .views(content)),
                                                                Argument(label: "isExpanded", value: value),
                                                                Argument(label: "$isExpanded", value: .binding(value))], at: c)])
        }
        let chevron = built(.symbol(Varying("chevron.right")), [Self.foreground("accentColor")], at: c)
        let row = stackOf(.horizontal, [label, built(.spacer(minLength: Varying(nil)), at: c), chevron], [
            .estimated("a DisclosureGroup's indicator is drawn as `chevron.right` at the row's trailing edge, an estimate: "
                       + "Apple does not document its symbol or place"),
        ], at: c)
        let header = Element(kind: .button(ButtonValue(label: Varying(row), modifiers: [])), modifiers: [], id: nil,
                             suppressions: suppressions(c), source: location(c))
        guard expanded else { return .views([header]) }
        let content = try disclosureContent(args, at: c)
        if sectionsAsMarkers { return .views([header] + content) }
        return .views([stackOf(.vertical, [header] + content, alignment: .leading, at: c)])
    }

    /// `.pickerStyle(.segmented)`: every option in a row of equal segments across the width offered (Apple's HIG:
    /// "all segments are equal in width"), each title on one line at 13 pt, medium, the selected one semibold, that
    /// does not grow with Dynamic Type, in a 32 pt track (28 pt segments inset 2 pt) with a 9 pt corner radius
    /// (Flutter's CupertinoSlidingSegmentedControl, taken from Apple's iOS 17 design resources and the iOS 17.5
    /// simulator; not measured on iOS 26). The picker's label is not shown.
    func segmentedControl(_ options: [Element], selected: Int, suppressions: [Suppression], at c: some SyntaxProtocol) -> Element {
        let fixed = Suppression(rule: "text-fixed-size", reason: "a segmented control's titles keep their size (an estimate)")
        let segments = options.enumerated().map { i, option in
            let weight: FontWeight = i == selected ? .semibold : .medium
            let titled = adding([.font(Varying(FontValue(base: .system(size: Varying(.points(13))), weight: weight))),
                                 .lineLimit(Varying(LineLimitValue(max: 1, min: 0))),
                                 .frame(Varying(FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(28)))))],
                                to: option)
            return titled.with(suppressions: [fixed])
        }
        let track = Presentation(background: Paint("tertiarySystemFill"), backgroundShape: .roundedRectangle(cornerRadius: 9))
        let row = stackOf(.horizontal, segments, spacing: 0, [
            .padding(Varying(PaddingValue(top: Varying(.points(2)), leading: Varying(.points(2)), bottom: Varying(.points(2)),
                                          trailing: Varying(.points(2))))),
            .presentation(track),
            .estimated("a segmented Picker is a 32 pt track of equal segments with 13 pt titles that keep their size, as "
                       + "Flutter's iOS 17 reimplementation draws it, not measured on iOS 26"),
        ], at: c)
        return row.with(suppressions: suppressions)
    }

    func disclosureContent(_ args: [Argument], at c: FunctionCallExprSyntax) throws -> [Element] {
        try closureViews(args.first(where: { $0.label == "content" })?.value
                         ?? args.first(where: { $0.label == nil && $0.value.isCallable })?.value ?? .views([]),
                         "DisclosureGroup's content", at: c)
    }

    /// `GroupBox("Today") { … }`, `GroupBox { … } label: { … }`, `GroupBox { … }`: the label (Headline: Apple shows
    /// it "in a large bold font") above the content, leading-aligned, padded 16 pt in a rounded rectangle of the
    /// secondary system background (measured with a colour picker, benigumo's "Default background Color in
    /// built-in View Component"); the padding, 8 pt corner radius and Headline are estimates. An app's
    /// GroupBoxStyle draws its `makeBody(configuration:)` instead (`configuration.label`, `.content`).
    func groupBox(_ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let args = try requireKnownTitle(try arguments(c, scope, title: true), at: c)
        let label: Element?
        if case .string? = args.first(where: { $0.label == nil })?.value {
            label = try controlLabel(c, scope)
        } else if case .closure(let f)? = args.first(where: { $0.label == "label" })?.value {
            label = try single(try invoke(f, [], at: c), "GroupBox's label", at: c)
        } else {
            label = nil
        }
        let contentArgument = args.first(where: { $0.label == "content" }) ?? args.first(where: { $0.label == nil && $0.value.isCallable })
        let content = try contentArgument.map { try closureViews($0.value, "GroupBox's content", at: c) } ?? []
        let parts = GroupBoxParts(label: label, content: content)
        let box = stackOf(.vertical, [label.map { adding([Self.font(.headline)], to: $0) }].compactMap { $0 } + content,
                          alignment: .leading, [
            .padding(Varying(PaddingValue(top: Varying(.points(16)), leading: Varying(.points(16)), bottom: Varying(.points(16)),
                                          trailing: Varying(.points(16))))),
            .presentation(Presentation(background: Paint("secondarySystemBackground"), backgroundShape: .roundedRectangle(cornerRadius: 8))),
            .estimated("a GroupBox's 16 pt padding, 8 pt corners and Headline label are estimates (Apple shows a grey rounded "
                       + "rectangle with a bold title)"),
        ], at: c)
        // The look is inside a one-view ZStack, so the modifiers the app writes on the GroupBox stay apart from it
        // (an app's GroupBoxStyle replaces the look and keeps them).
        let shown = Element(kind: .zstack(ZStackValue(alignment: nil, children: [Varying(box)])), modifiers: [], id: nil,
                            suppressions: suppressions(c), source: box.source)
        groupBoxes[ObjectIdentifier(shown)] = (shown, parts)
        return .views([shown])
    }

    /// `.pickerStyle(.wheel)`: UIPickerView's 216 pt tall wheel across the width offered, the selected option in the
    /// middle 32 pt row and two neighbours above and below it, each title on one line at 21 pt that does not grow
    /// with Dynamic Type (Flutter's Cupertino picker and date picker: a 216 pt height "from the picker's intrinsic
    /// content size constraint", 32 pt rows, a 21 pt font; the font and the fixed size are estimates).
    func wheelPicker(_ options: [Element], selected: Int, suppressions: [Suppression], at c: some SyntaxProtocol) -> Element {
        let fixed = Suppression(rule: "text-fixed-size", reason: "a wheel picker's rows keep their size (an estimate)")
        let shown = options.indices.filter { abs($0 - selected) <= 2 }
        let rows = shown.map { i -> Element in
            let row = adding([.font(Varying(FontValue(base: .system(size: Varying(.points(21)))))),
                              .lineLimit(Varying(LineLimitValue(max: 1, min: 0))),
                              .frame(Varying(FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(32)),
                                                        maxHeight: Varying(.points(32)))))], to: options[i])
            return row.with(suppressions: [fixed])
        }
        // The selected row sits in the middle, (216 − 32) / 2 = 92 pt down: rows missing above it (the first options)
        // leave their space empty.
        let above = 2 - (selected - (shown.first ?? selected))
        let wheel = stackOf(.vertical, rows, spacing: 0, [
            .padding(Varying(PaddingValue(top: Varying(.points(28 + 32 * Double(above)))))),
            .frame(Varying(FrameValue(maxWidth: Varying(.infinity), minHeight: Varying(.points(216)), maxHeight: Varying(.points(216)),
                                      alignment: Varying(.top)))),
            .presentation(Presentation(clip: .rectangle)),
            .estimated("a wheel Picker is UIPickerView's 216 pt wheel with 32 pt rows of 21 pt titles that keep their size, "
                       + "as Flutter's reimplementation draws it, not measured on iOS 26"),
        ], at: c)
        return wheel.with(suppressions: suppressions)
    }

    /// `.pickerStyle(.inline)` in a Form or List: a section of its own headed by the picker's label, one row per
    /// option, the selected one with a `checkmark` at its trailing edge in the tint; each row a button (the row is
    /// its target). An estimate: Apple says only that "each option is displayed inline with other views in the
    /// current container" (PickerStyle.inline); inside a Section its rows join that section.
    func inlinePicker(_ options: [Element], selected: Int, label: Element?, at c: some SyntaxProtocol) -> Element {
        let rows = options.enumerated().map { i, option -> Child in
            var parts = [option, built(.spacer(minLength: Varying(nil)), at: c)]
            if i == selected { parts.append(built(.symbol(Varying("checkmark")), [Self.foreground("accentColor")], at: c)) }
            // Noted once, on the first row.
            let note: [ModifierKind] = i > 0 ? [] : [.estimated("an inline Picker's rows (the option, a checkmark on the "
                                                                 + "selected one) are an estimate of iOS's")]
            let row = stackOf(.horizontal, parts, note, at: c)
            return Varying(Element(kind: .button(ButtonValue(label: Varying(row), modifiers: [])), modifiers: [], id: nil,
                                   suppressions: [], source: location(c)))
        }
        let section = FormSection(header: label.map { Varying($0) }, footer: nil, rows: rows)
        return Element(kind: .form(FormValue(sections: [section])), modifiers: [], id: nil, suppressions: [], source: location(c))
    }
}

/// A GroupBox's label and content, for an app's GroupBoxStyle.
struct GroupBoxParts {
    var label: Element?
    var content: [Element]
}
