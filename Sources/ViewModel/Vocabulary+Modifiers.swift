// The modifiers of the vocabulary (see Vocabulary.swift). An entry says what a modifier is and how each front end
// writes it; adding a drawing or behaviour modifier is one line here, read by both front ends.

extension Vocabulary {
    /// Modifiers that wrap the view and change its frame.
    static let layoutModifiers: [ModifierEntry] = [
        same("padding", .layout, swift: "8", spec: "8"),
        // iOS 17: insets the safe area the content is laid out in, so the content is placed as with `padding` (the
        // same default amount); a scroll view's frame keeps its size and insets its content, which scrolls on the
        // checked screen either way (an assumption: docs/platform-facts.md).
        same("safeAreaPadding", .layout, swift: "8", spec: "8"),
        // Read by the enclosing List or Form from its row; elsewhere it changes nothing.
        same("listRowInsets", .layout, swift: "EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)",
             spec: "{top: 4, leading: 8, bottom: 4, trailing: 8}"),
        same("frame", .layout, swift: "width: 44, height: 44", spec: "{width: 44, height: 44}"),
        same("fixedSize", .layout),
        same("layoutPriority", .layout, swift: "1", spec: "1"),
        same("hidden", .layout),
        // The hit target of the button or toggle it holds becomes the frame at this point of the chain.
        same("contentShape", .layout, swift: "Rectangle()", spec: "rectangle"),
        same("gridCellColumns", .layout, swift: "2", spec: "2"),
        same("gridColumnAlignment", .layout, swift: ".trailing", spec: "trailing"),
        same("gridCellUnsizedAxes", .layout, swift: ".horizontal", spec: "horizontal"),
        same("gridCellAnchor", .layout, swift: ".topTrailing", spec: "topTrailing"),
        swiftOnly("safeAreaInset", .layout, example: "Text(\"Hello\").safeAreaInset(edge: .bottom) { Text(\"Footer\") }",
                  because: "a spec writes the inset content as a stack's last child"),
        // Views over the modified view, in its frame (a colour or shape over it only draws).
        swiftOnly("overlay", .layout, example: "Text(\"Inbox\").overlay(alignment: .topTrailing) { Text(\"3\") }",
                  because: "not in the spec language yet: a zstack holds the same views where the overlay is no larger "
                      + "than the view"),
        swiftOnly("resizable", .layout, example: "Image(systemName: \"star\").resizable()",
                  because: "a spec writes `image: {name: …, resizable: true}` or `symbol: {name: …, resizable: true}`, "
                      + "a property of the image"),
        // The view is proposed the ratio's largest size within (fit) or smallest covering (fill) what it is offered;
        // the ratio omitted is the view's own (an image's or a symbol's size).
        same("aspectRatio", .layout, swift: "2, contentMode: .fit", spec: "{ratio: 2, contentMode: fit}"),
        same("scaledToFit", .layout),
        same("scaledToFill", .layout),
        // The view takes what it is offered and centres its content on the point.
        same("position", .layout, swift: "x: 40, y: 20", spec: "{x: 40, y: 20}"),
    ]

    /// Modifiers that set environment values the views inside read.
    static let environmentModifiers: [ModifierEntry] = [
        same("font", .environment, swift: ".headline", spec: "headline"),
        same("fontWeight", .environment, swift: ".semibold", spec: "semibold"),
        same("bold", .environment),
        same("fontDesign", .environment, swift: ".rounded", spec: "rounded"),
        // The fonts inside in their monospaced design (`fontDesign(.monospaced)`).
        // (The example holds no text: a text in SF Mono is diagnosed, since only SF Pro has a stand-in.)
        swiftOnly("monospaced", .environment, example: "Image(systemName: \"clock\").monospaced()",
                  because: "a spec writes `fontDesign: monospaced`"),
        same("lineLimit", .environment, swift: "2", spec: "2"),
        same("truncationMode", .environment, swift: ".middle", spec: "middle"),
        same("minimumScaleFactor", .environment, swift: "0.5", spec: "0.5"),
        same("labelStyle", .environment, swift: ".iconOnly", spec: "iconOnly"),
        same("dynamicTypeSize", .environment, swift: "...DynamicTypeSize.accessibility3", spec: "...accessibility3"),
        same("lineSpacing", .environment, swift: "4", spec: "4"),
        same("textCase", .environment, swift: ".uppercase", spec: "uppercase"),
        same("monospacedDigit", .environment),
        same("tracking", .environment, swift: "1", spec: "1"),
        same("kerning", .environment, swift: "1", spec: "1"),
        same("buttonStyle", .environment, swift: ".bordered", spec: "bordered"),
        same("controlSize", .environment, swift: ".regular", spec: "regular"),
        same("imageScale", .environment, swift: ".small", spec: "small"),
        // The scroll views inside draw what runs past their bounds (a card's shadow, a carousel's neighbours).
        same("scrollClipDisabled", .environment),
        // The scroll views inside inset their content by these margins (ContentMargins); a List's are not modelled.
        same("contentMargins", .environment, swift: "20", spec: "20"),
        ModifierEntry(name: "environment", effect: .environment,
                      swiftExample: "Text(\"Hello\").environment(\\.layoutDirection, .rightToLeft)",
                      spec: .key("layoutDirection", example: "rightToLeft")),
        swiftOnly("listStyle", .environment, example: "List { Text(\"Hello\") }.listStyle(.plain)",
                  because: "a spec's `list:` is the inset-grouped style iOS draws by default"),
        // Between adjacent sections (`.default`, `.custom(_:)`, points; `.compact` is not measured), and between rows.
        swiftOnly("listSectionSpacing", .environment,
                  example: "List { Section { Text(\"A\") }; Section { Text(\"B\") } }.listSectionSpacing(8)",
                  because: "a spec's `list:` keeps iOS's default spacing"),
        swiftOnly("listRowSpacing", .environment, example: "List { Text(\"A\"); Text(\"B\") }.listRowSpacing(4)",
                  because: "a spec's `list:` keeps iOS's default spacing"),
        swiftOnly("formStyle", .environment, example: "Form { Text(\"Hello\") }.formStyle(.grouped)",
                  because: "a spec's `form:` is the grouped style iOS draws by default"),
        swiftOnly("toggleStyle", .environment, example: "Toggle(\"Wi-Fi\", isOn: .constant(true)).toggleStyle(.switch)",
                  because: "a spec's `toggle:` is the switch iOS draws by default"),
        // The automatic style, or an app's own drawn through its makeBody(configuration:).
        swiftOnly("groupBoxStyle", .environment, example: "GroupBox(\"Today\") { Text(\"3 workouts\") }.groupBoxStyle(.automatic)",
                  because: "a spec writes the box's stacks"),
        swiftOnly("disclosureGroupStyle", .environment,
                  example: "DisclosureGroup(\"Details\") { Text(\"More\") }.disclosureGroupStyle(.automatic)",
                  because: "a spec writes the group's rows"),
        // In a List or Form row, the badge's text at the row's trailing edge; in a tab bar or menu, drawn there.
        swiftOnly("badge", .layout, example: "List { Text(\"Recents\").badge(3) }",
                  because: "a spec writes the row's trailing text as a view"),
        // Takes the labels off the controls inside: a Toggle is its switch alone; a Form row's Picker is reported.
        same("labelsHidden", .environment),
        swiftOnly("textFieldStyle", .environment, example: "TextField(\"Name\", text: .constant(\"\")).textFieldStyle(.plain)",
                  because: "a spec has no text field yet"),
        ModifierEntry(name: "progressViewStyle", effect: .environment,
                      swiftExample: "ProgressView(value: 0.5).progressViewStyle(.circular)",
                      spec: .none(reason: "a spec writes the style inside the view: `progress: {value: 0.5, style: circular}`")),
        swiftOnly("pickerStyle", .environment, example: "Form { Picker(\"Units\", selection: .constant(1)) { Text(\"Metric\").tag(1) }.pickerStyle(.menu) }",
                  because: "a spec writes the row the menu style draws"),
        swiftOnly("environmentObject", .environment, example: "Text(\"Hello\").environmentObject(Model())",
                  because: "a spec has no objects: its texts are written out"),
    ]

    /// Modifiers that change how the view is drawn, not its frame.
    static let drawingModifiers: [ModifierEntry] = [
        same("foregroundStyle", .drawing, swift: ".secondary", spec: "secondary"),
        same("foregroundColor", .drawing, swift: ".blue", spec: "blue"),
        same("tint", .drawing, swift: ".orange", spec: "orange"),
        same("background", .drawing, swift: ".yellow", spec: "yellow"),
        same("cornerRadius", .drawing, swift: "8", spec: "8"),
        same("clipShape", .drawing, swift: "Capsule()", spec: "capsule"),
        same("clipped", .drawing),
        same("mask", .drawing, swift: "Capsule()", spec: "capsule"),
        same("opacity", .drawing, swift: "0.5", spec: "0.5"),
        same("flipsForRightToLeftLayoutDirection", .drawing, swift: "true"),
        // Moves the drawing, not the frame: text-overlap and text-clipped take texts where it draws them.
        ModifierEntry(name: "offset", effect: .drawing, swiftExample: "Text(\"Hello\").offset(x: 4, y: -6)",
                      spec: .key("offset", example: "{x: 4, y: -6}")),
        // Draws placeholder shapes in place of the glyphs, in the same frames; the views inside read the reason from
        // `\.redactionReasons` (the Swift front end sets it).
        ModifierEntry(name: "redacted", effect: .drawing, swiftExample: "Text(\"Hello\").redacted(reason: .placeholder)",
                      spec: .key("redacted", example: "true")),
    ] + [
        "underline", "strikethrough", "fill", "stroke", "strokeBorder", "backgroundStyle", "accentColor", "shadow",
        "border", "blur", "saturation", "grayscale", "brightness", "contrast", "colorMultiply", "colorInvert",
        "blendMode", "compositingGroup", "drawingGroup", "rotationEffect", "scaleEffect", "rotation3DEffect",
        "transition", "animation", "symbolRenderingMode", "symbolVariant", "symbolEffect", "contentTransition",
        "listRowBackground", "listRowSeparator", "buttonBorderShape", "preferredColorScheme",
        "multilineTextAlignment", "hoverEffect", "zIndex", "matchedGeometryEffect", "widgetAccentable",
        "containerBackground", "glassEffect", "trim", "rotation", "scrollContentBackground", "toolbarBackground",
        "toolbarColorScheme", "privacySensitive", "scrollIndicators", "statusBarHidden", "renderingMode", "interpolation",
        "antialiased", "listItemTint",
        // The shape `ContainerRelativeShape` takes inside; a shape fills whatever frame it is given either way.
        "containerShape",
        // InsettableShape's `inset(by:)`: the shape is drawn inset inside the same frame it fills.
        "inset",
        // Colours and inversion: drawn, never sized (a separator's visibility draws a line or not inside the row).
        "accessibilityIgnoresInvertColors", "listSectionSeparator", "unredacted", "presentationBackground",
        "presentationCornerRadius",
    ].map { drawnOnly($0) }

    /// Modifiers that change behaviour only. (`onAppear` and `task` change no frame themselves; the Swift front end
    /// runs their actions, and what those set is what the view's body shows: `Interpreter+AppearActions.swift`.)
    static let behaviourModifiers: [ModifierEntry] = [
        "textSelection", "id", "tag", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "onAppear",
        "onDisappear", "task", "onChange", "onReceive", "refreshable", "disabled", "allowsHitTesting", "contextMenu",
        "swipeActions", "alert", "confirmationDialog", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden", "accessibilitySortPriority",
        "accessibilityAction", "accessibilityShowsLargeContentViewer", "accessibilityInputLabels", "modelContainer",
        // The deprecated `.accessibility(label:)`, `.accessibility(hidden:)` and the like: what VoiceOver reads only.
        "accessibility",
        "sensoryFeedback", "focusable", "focused", "keyboardShortcut", "help", "navigationDestination",
        "onSubmit", "onMove", "onDelete", "onOpenURL", "textInputAutocapitalization", "autocorrectionDisabled",
        "keyboardType", "submitLabel", "scrollDismissesKeyboard", "interactiveDismissDisabled", "presentationDetents",
        "presentationDragIndicator", "navigationBarBackButtonHidden", "widgetURL", "widgetLabel", "invalidatableContent",
        "onHover", "onContinuousHover", "disableAutocorrection",
        // A tab's item is drawn in the tab bar (listed as not checked); a page style only hides the bar.
        "tabItem", "tabViewStyle",
        // Hides the home indicator and other system overlays: nothing laid out in the view changes.
        "persistentSystemOverlays",
        // An iPhone always shows a NavigationView as a stack.
        "navigationViewStyle",
        // A portrait iPhone has no leading or trailing safe-area inset, so the width content is laid out in is the
        // same either way; what the view covers above or below the safe area is not checked.
        "ignoresSafeArea", "edgesIgnoringSafeArea",
        // What autofill and the keyboard offer; the field itself is drawn the same.
        "textContentType", "autocapitalization",
        // System screens shown when an action asks for them (a document picker, App Store sheets), not app views.
        "fileImporter", "fileExporter", "manageSubscriptionsSheet", "offerCodeRedemption",
        // The navigation bar is not laid out (as `navigationTitle` and `toolbar`), so hiding it changes nothing checked.
        "toolbarVisibility", "toolbarTitleDisplayMode",
        // The deprecated `navigationBarItems(leading:trailing:)`: items in the navigation bar (listed as not checked).
        "navigationBarItems",
        // The deprecated `navigationBarTitle(_:displayMode:)` and `navigationBarHidden(_:)`: the bar's title and
        // visibility, as `navigationTitle` and `toolbarVisibility` (the bar is not laid out).
        "navigationBarTitle", "navigationBarHidden",
        // The store `@AppStorage` reads: a property shows its declared default in a preview (the store is taken as
        // empty, an *assumption* the README states), whichever store it is.
        "defaultAppStorage",
        // Drag and drop, scroll targets and geometry callbacks act on interaction, after the first frame.
        "draggable", "dropDestination", "onDrag", "onDrop", "scrollTargetBehavior", "scrollTargetLayout",
        "onGeometryChange", "onScrollGeometryChange", "userActivity", "onKeyPress",
        // Where a scroll view starts (a chat at its newest message) and the position it reports: layoutcheck lays out a
        // scroll view's whole content, whatever part of it is scrolled into view.
        "defaultScrollAnchor", "scrollPosition", "scrollBounceBehavior",
        // The search field is drawn in the navigation bar (listed as not checked, as the bar's title and toolbar).
        "searchable", "searchScopes", "searchSuggestions",
        // A watch's double-tap gesture, a menu's item order, a preference callback and StoreKit's refund sheet act
        // on interaction or after the first frame.
        "handGestureShortcut", "menuOrder", "onPreferenceChange", "refundRequestSheet",
        // A preference a view publishes reaches the ancestors' `onPreferenceChange`, which acts after the first frame.
        "preference", "transformPreference",
        // Whether a List row can be selected (Apple, selectionDisabled(_:)): the row is drawn the same.
        "selectionDisabled",
        // StoreKit's purchase and entitlement callbacks and tasks run after the first frame.
        "onInAppPurchaseCompletion", "onInAppPurchaseStart", "inAppPurchaseOptions", "subscriptionStatusTask",
        "currentEntitlementTask", "storeProductTask", "storeProductsTask",
        // Scene and app events, scroll callbacks and commands: handlers called on an event, after the first frame.
        "onContinueUserActivity", "handlesExternalEvents", "backgroundTask", "onScrollPhaseChange",
        "onScrollVisibilityChange", "onCopyCommand", "onPasteCommand", "onDeleteCommand", "copyable", "pasteDestination",
        "scrollDisabled", "focusedValue", "focusedSceneValue", "focusSection", "prefersDefaultFocus", "defaultFocus",
        "focusScope", "presentationContentInteraction", "presentationBackgroundInteraction",
        // What VoiceOver reads and how it moves: the accessibility tree, not the drawn layout (Apple, Accessibility
        // modifiers).
        "accessibilityRepresentation", "accessibilityRespondsToUserInteraction", "accessibilityCustomContent",
        "accessibilityHeading", "accessibilityFocused", "accessibilityChildren", "accessibilityRotor",
        "accessibilityAdjustableAction", "accessibilityScrollAction", "accessibilityActions",
        "accessibilityTextContentType", "accessibilityLinkedGroup", "accessibilityZoomAction", "accessibilityDirectTouch",
        "accessibilityLabeledPair", "speechAnnouncementsQueued", "speechSpellsOutCharacters",
        "speechAlwaysIncludesPunctuation",
        // The transition a navigation push or sheet animates with (iOS 18's zoom): the views at rest are the same.
        "navigationTransition", "matchedTransitionSource",
    ].map { ModifierEntry(name: $0, effect: .behaviour, swiftExample: "Text(\"Hello\").\($0)()", spec: .key($0, example: "true")) }

    /// Naming, shown content, the canvas, and the code-only forms.
    static let otherModifiers: [ModifierEntry] = [
        // `id:` in a spec (the same name at a custom view's use names the view's own element).
        same("accessibilityIdentifier", .naming, swift: "\"greeting\"", spec: "greeting"),
        swiftOnly("sheet", .shownContent, example: shown("sheet"),
                  because: "a spec is one screen: write the sheet's content as a spec of its own"),
        swiftOnly("fullScreenCover", .shownContent, example: shown("fullScreenCover"),
                  because: "a spec is one screen: write the cover's content as a spec of its own"),
        swiftOnly("popover", .shownContent, example: shown("popover"),
                  because: "a spec is one screen: write the popover's content as a spec of its own"),
        swiftOnly("modifier", .layout, example: "Text(\"Hello\").modifier(Bordered())",
                  because: "a ViewModifier is Swift code; a spec writes its result, or a component"),
        // Read only by a custom Layout's code (`subview[Rank.self]`); nothing else lays out differently.
        swiftOnly("layoutValue", .layout, example: "Pile { Text(\"Hello\").layoutValue(key: Rank.self, value: 1) }",
                  because: "only a custom Layout's Swift code reads a layout value, and a spec has no custom Layout"),
    ] + ["previewDisplayName", "previewLayout", "previewDevice", "previewContext", "previewInterfaceOrientation"].map {
        swiftOnly($0, .preview, example: "Text(\"Hello\").\($0)()",
                  because: "a spec names its devices under `devices:` and is named by its file")
    }

    /// A host presenting a text on its own screen, shown at once (as a preview shows it).
    static func shown(_ name: String) -> String {
        "Color.clear.\(name)(isPresented: .constant(true)) { Text(\"Shown\") }"
    }

    /// A drawing modifier previews do not draw: both front ends accept it and it changes nothing laid out.
    static func drawnOnly(_ name: String) -> ModifierEntry {
        ModifierEntry(name: name, effect: .drawing, swiftExample: "Text(\"Hello\").\(name)()", spec: .key(name, example: "true"))
    }
}
