// The views of the vocabulary (see Vocabulary.swift): each SwiftUI view, how a spec writes it, and an example of
// each form. `VocabularyTests` lays every example out through both front ends and compares the frames.

extension Vocabulary {
    public struct ViewEntry: Sendable {
        /// SwiftUI's name (`Image(systemName:)` for the initializer that is a symbol).
        public let name: String
        /// A Swift expression making the view.
        public let swiftExample: String
        /// The element key and an example element (a YAML flow mapping), or why a spec does not write it.
        public let spec: SpecForm
        /// nil = laid out; otherwise why it is reported instead (and what to do), said where it is met.
        public let notModelled: String?

        public var specKey: String? { if case .key(let k, _) = spec { return k } else { return nil } }
    }

    /// Every view, by SwiftUI name.
    public static let views: [String: ViewEntry] = Dictionary(
        uniqueKeysWithValues: (contentViews + containerViews + notModelledViews).map { ($0.name, $0) })

    /// The element keys a spec writes, sorted.
    public static var viewSpecKeys: [String] { Set(views.values.compactMap(\.specKey)).sorted() }

    static func view(_ name: String, _ swift: String, spec key: String, _ example: String) -> ViewEntry {
        ViewEntry(name: name, swiftExample: swift, spec: .key(key, example: example), notModelled: nil)
    }

    static func swiftOnlyView(_ name: String, _ swift: String, because reason: String) -> ViewEntry {
        ViewEntry(name: name, swiftExample: swift, spec: .none(reason: reason), notModelled: nil)
    }

    /// SwiftUI's shapes, views that fill what they are offered.
    public static let shapes = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle",
                                "ContainerRelativeShape"]

    static let contentViews: [ViewEntry] = [
        view("Text", "Text(\"Hello\")", spec: "text", "{text: Hello}"),
        view("Image", "Image(\"photo\").resizable().frame(width: 40, height: 40)", spec: "image",
             "{image: {name: photo, resizable: true}, frame: {width: 40, height: 40}}"),
        view("Image(systemName:)", "Image(systemName: \"star\")", spec: "symbol", "{symbol: star}"),
        view("Label", "Label(\"Wi-Fi\", systemImage: \"wifi\")", spec: "label", "{label: {title: Wi-Fi, systemImage: wifi}}"),
        view("Button", "Button(\"Save\") {}", spec: "button", "{button: Save}"),
        // A link, a navigation link and a menu are buttons in a row: a title in the tint, the whole label a target.
        view("Link", "Link(\"Help\", destination: URL(string: \"https://example.com\")!)", spec: "button", "{button: Help}"),
        view("NavigationLink", "NavigationLink(\"Details\") { Text(\"More\") }", spec: "button", "{button: Details}"),
        view("Menu", "Menu(\"Options\") { Button(\"Copy\") {} }", spec: "button", "{button: Options}"),
        view("Toggle", "Toggle(\"Wi-Fi\", isOn: .constant(true))", spec: "toggle", "{toggle: Wi-Fi}"),
        view("Spacer", "Spacer()", spec: "spacer", "spacer"),
        view("Divider", "Divider()", spec: "divider", "divider"),
        view("Color", "Color.red", spec: "color", "{color: red}"),
        swiftOnlyView("EmptyView", "EmptyView()", because: "a spec leaves the view out"),
        view("ProgressView", "ProgressView(\"Uploading\", value: 0.5)", spec: "progress",
             "{progress: {value: 0.5, title: Uploading}}"),
        swiftOnlyView("TextField", "TextField(\"Name\", text: .constant(\"Ada\"))", because: "not in the spec language yet: "
                      + "a text in a frame of at least 22 pt is its line"),
        swiftOnlyView("SecureField", "SecureField(\"Password\", text: .constant(\"\"))", because: "not in the spec "
                      + "language yet: a text in a frame of at least 22 pt is its line"),
        swiftOnlyView("TextEditor", "TextEditor(text: .constant(\"Notes\"))", because: "not in the spec language yet: a "
                      + "text padded 8 pt above and below and 5 at the sides, filling the space offered"),
        swiftOnlyView("Slider", "Slider(value: .constant(0.5))", because: "not in the spec language yet: a `color` with "
                      + "`frame: {height: 31}` is its track"),
    ] + shapes.map {
        // A shape fills what it is offered, drawn in its outline.
        view($0, "\($0)()", spec: "color", "{color: null}")
    } + [
        // A Path is a Shape, and a Canvas draws into the size it is given: both fill what they are offered; what they
        // draw is not read (previews leave it clear).
        view("Path", "Path { path in path.addLine(to: CGPoint(x: 10, y: 10)) }", spec: "color", "{color: clear}"),
        view("Canvas", "Canvas { context, size in }", spec: "color", "{color: clear}"),
        // A gradient conforms to both ShapeStyle and View (Apple, LinearGradient's conformances): as a view it is a
        // shape style filling what it is offered, as a Color is. What it draws is not read.
        view("LinearGradient", "LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)",
             spec: "color", "{color: clear}"),
        view("RadialGradient", "RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 80)",
             spec: "color", "{color: clear}"),
        view("AngularGradient", "AngularGradient(colors: [.red, .blue], center: .center)", spec: "color", "{color: clear}"),
        view("EllipticalGradient", "EllipticalGradient(colors: [.white, .green])", spec: "color", "{color: clear}"),
        // WidgetKit's background of an accessory widget: it fills the widget behind the content, and is an empty
        // view in any other family (Apple, AccessoryWidgetBackground).
        swiftOnlyView("AccessoryWidgetBackground", "ZStack { AccessoryWidgetBackground(); Text(\"3\") }",
                      because: "a spec writes the widget's background as a `color`"),
        // Before its image loads, "a standard placeholder that fills the available space" (Apple, AsyncImage).
        view("AsyncImage", "AsyncImage(url: URL(string: \"https://example.com/a.png\"))", spec: "color",
             "{color: secondarySystemFill}"),
    ]

    static let containerViews: [ViewEntry] = [
        view("VStack", "VStack { Text(\"A\"); Text(\"B\") }", spec: "vstack", "{vstack: [{text: A}, {text: B}]}"),
        view("HStack", "HStack { Text(\"A\"); Text(\"B\") }", spec: "hstack", "{hstack: [{text: A}, {text: B}]}"),
        view("LazyVStack", "LazyVStack { Text(\"A\"); Text(\"B\") }", spec: "vstack", "{vstack: [{text: A}, {text: B}]}"),
        view("LazyHStack", "LazyHStack { Text(\"A\"); Text(\"B\") }", spec: "hstack", "{hstack: [{text: A}, {text: B}]}"),
        view("ZStack", "ZStack { Color.blue; Text(\"A\") }", spec: "zstack", "{zstack: [{color: blue}, {text: A}]}"),
        view("AnyLayout", "let layout = AnyLayout(HStackLayout()); layout { Text(\"A\"); Text(\"B\") }", spec: "adaptiveStack",
             "{adaptiveStack: {threshold: accessibility5, children: [{text: A}, {text: B}]}}"),
        swiftOnlyView("Layout", "Pile { Text(\"A\"); Text(\"B\") }",
                      because: "a custom Layout's sizeThatFits and placeSubviews are Swift code the check runs"),
        view("ViewThatFits", "ViewThatFits { Text(\"A long title\"); Text(\"Short\") }", spec: "viewThatFits",
             "{viewThatFits: [{text: A long title}, {text: Short}]}"),
        view("LazyVGrid", "LazyVGrid(columns: [GridItem(), GridItem()]) { Text(\"A\"); Text(\"B\") }", spec: "grid",
             "{grid: {columns: 2, children: [{text: A}, {text: B}]}}"),
        view("Grid", "Grid { GridRow { Text(\"A\"); Text(\"B\") } }", spec: "grid",
             "{grid: {rows: [{gridRow: [{text: A}, {text: B}]}]}}"),
        view("GridRow", "Grid { GridRow { Text(\"A\"); Text(\"B\") } }", spec: "gridRow",
             "{grid: {rows: [{gridRow: [{text: A}, {text: B}]}]}}"),
        view("Form", "Form { Text(\"Wi-Fi\") }", spec: "form", "{form: [{text: Wi-Fi}]}"),
        view("List", "List { Text(\"Wi-Fi\") }", spec: "list", "{list: [{text: Wi-Fi}]}"),
        view("Section", "Form { Section(\"Network\") { Text(\"Wi-Fi\") } }", spec: "form",
             "{form: {sections: [{header: Network, rows: [{text: Wi-Fi}]}]}}"),
        swiftOnlyView("Group", "Group { Text(\"A\"); Text(\"B\") }", because: "a spec writes the group's views where it is"),
        swiftOnlyView("ForEach", "ForEach([\"A\", \"B\"], id: \\.self) { Text($0) }", because: "a spec writes each view"),
        swiftOnlyView("NavigationStack", "NavigationStack { Text(\"Hello\") }",
                      because: "a spec is the content below the navigation bar"),
        swiftOnlyView("NavigationView", "NavigationView { Text(\"Hello\") }",
                      because: "a spec is the content below the navigation bar"),
        view("ScrollView", "ScrollView { Text(\"Hello\") }", spec: "scrollView", "{scrollView: [{text: Hello}]}"),
        view("ScrollView(.horizontal)", "ScrollView(.horizontal) { Text(\"Hello\"); Text(\"World\") }",
             spec: "horizontalScrollView", "{horizontalScrollView: [{text: Hello}, {text: World}]}"),
        swiftOnlyView("ScrollViewReader", "ScrollViewReader { _ in Text(\"Hello\") }", because: "a spec is its content"),
        swiftOnlyView("GeometryReader", "GeometryReader { _ in Text(\"Hello\") }",
                      because: "a spec's frames are written out; a proxy's size is a Swift value"),
        swiftOnlyView("NavigationSplitView", "NavigationSplitView { Text(\"Mailboxes\") } detail: { Text(\"Inbox\") }",
                      because: "a spec is the column an iPhone shows"),
        swiftOnlyView("TabView", "TabView { Text(\"Home\").tabItem { Text(\"Home\") }; Text(\"Settings\") }",
                      because: "a spec is the tab an iPhone shows"),
        swiftOnlyView("Tab", "TabView { Tab(\"Home\", systemImage: \"house\") { Text(\"Welcome\") } }",
                      because: "a spec is the tab an iPhone shows"),
        swiftOnlyView("PhaseAnimator", "PhaseAnimator([1.0, 2.0]) { phase in Text(\"Pulse\").scaleEffect(phase) }",
                      because: "a spec is the first phase's content"),
        swiftOnlyView("KeyframeAnimator", "KeyframeAnimator(initialValue: 1.0) { v in Text(\"Bounce\").scaleEffect(v) } keyframes: { _ in }",
                      because: "a spec is the initial value's content"),
        swiftOnlyView("Picker in a Form", "Form { Picker(\"Units\", selection: .constant(1)) { Text(\"Metric\").tag(1); Text(\"Imperial\").tag(2) } }",
                      because: "a spec writes the row: an hstack of the label, a spacer and the value"),
        swiftOnlyView("Picker", "Picker(\"Sort\", selection: .constant(1)) { Text(\"Newest\").tag(1); Text(\"Oldest\").tag(2) }",
                      because: "a spec writes the menu's button: a button whose label is the selection and its chevrons"),
        // Estimated from published reimplementations (docs/platform-facts.md, "Estimated controls"), each noted.
        swiftOnlyView("Stepper", "Stepper(\"Guests: 2\", value: .constant(2))",
                      because: "a spec writes its row: the label, a spacer and a 94 × 32 `color` (an estimate)"),
        swiftOnlyView("ContentUnavailableView",
                      "ContentUnavailableView(\"No Results\", systemImage: \"magnifyingglass\", description: Text(\"Try another search.\"))",
                      because: "a spec writes its stacks: symbol, title2 title and subheadline description (an estimate)"),
        swiftOnlyView("LabeledContent", "LabeledContent(\"Version\", value: \"2.1\")",
                      because: "a spec writes its row: an hstack of the label, a spacer and the value"),
        swiftOnlyView("DisclosureGroup", "DisclosureGroup(\"Details\", isExpanded: .constant(true)) { Text(\"More\") }",
                      because: "a spec writes its row, a button of the label, a spacer and `chevron.right`, and the content below"),
        swiftOnlyView("GroupBox", "GroupBox(\"Today\") { Text(\"3 workouts\") }",
                      because: "a spec writes its vstack of the label and content, padded 16 in a rounded background"),
        swiftOnlyView("ShareLink", "ShareLink(item: URL(string: \"https://example.com\")!)",
                      because: "a spec writes a `button` whose label is `Share` with `square.and.arrow.up` (an estimate)"),
        swiftOnlyView("TimelineView", "TimelineView(.everyMinute) { _ in Text(\"Hello\") }", because: "a spec is its content"),
        swiftOnlyView("Gauge", "Gauge(value: 0.4) { Text(\"Battery\") }.gaugeStyle(Meter())",
                      because: "a gauge is drawn by the app's own GaugeStyle, whose body a spec writes, or in the "
                          + "default style, a spec's vstack of its label, bar and value (the circular styles are not measured)"),
    ]

    /// What to do with a system control of SwiftUI's whose iOS size layoutcheck has no measurement of.
    private static let systemControl = ": a system control whose size and label on iOS are not measured; check the "
        + "views around it in a preview without it"

    /// What to do with a view of another of Apple's frameworks, drawn by that framework.
    private static func otherFramework(_ framework: String) -> String {
        ": a view of \(framework), sized and drawn by that framework; check the views around it in a preview without it"
    }

    /// Views reported where they are met, with what to do instead (SwiftUI's views that apps use on iOS, and
    /// the views of Apple's other frameworks); an app's own type of the same name is the app's.
    static let notModelledViews: [ViewEntry] = [
        ("DatePicker", "DatePicker(\"Date\", selection: .constant(.now))", nil),
        ("Map", "Map()", nil), ("LazyHGrid", "LazyHGrid(rows: []) { Text(\"A\") }", nil),
        ("Table", "Table([1]) { }", nil),
        ("ControlGroup", "ControlGroup { Button(\"Bold\") { } }", nil),
        ("OutlineGroup", "OutlineGroup([1], children: \\.self) { Text(\"\\($0)\") }", nil),
        ("ColorPicker", "ColorPicker(\"Tint\", selection: .constant(.blue))", systemControl),
        ("MultiDatePicker", "MultiDatePicker(\"Dates\", selection: .constant([]))", systemControl),
        ("EditButton", "EditButton()", systemControl), ("RenameButton", "RenameButton()", systemControl),
        ("PasteButton", "PasteButton(payloadType: String.self) { _ in }", systemControl),
        ("HelpLink", "HelpLink { }", systemControl),
        // Views of Apple's other frameworks that apps show among their own.
        ("Chart", "Chart { }", otherFramework("Swift Charts")),
        ("VideoPlayer", "VideoPlayer(player: nil)", otherFramework("AVKit")),
        ("PhotosPicker", "PhotosPicker(\"Photo\", selection: .constant(nil))", otherFramework("PhotosUI")),
        ("SignInWithAppleButton", "SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }",
         otherFramework("AuthenticationServices")),
        ("ProductView", "ProductView(id: \"pro\")", otherFramework("StoreKit")),
        ("StoreView", "StoreView(ids: [\"pro\"])", otherFramework("StoreKit")),
        ("SubscriptionStoreView", "SubscriptionStoreView(groupID: \"1\")", otherFramework("StoreKit")),
        ("SpriteView", "SpriteView(scene: SKScene())", otherFramework("SpriteKit")),
        ("SceneView", "SceneView(scene: nil)", otherFramework("SceneKit")),
        ("LocationButton", "LocationButton { }", otherFramework("CoreLocationUI")),
        ("WebView", "WebView(url: nil)", otherFramework("WebKit")),
    ].map { (name: String, swift: String, which: String?) in
        ViewEntry(name: name, swiftExample: swift, spec: .none(reason: "not modelled yet"),
                  notModelled: "`\(name)` is not modelled by layoutcheck yet" + (which ?? ": check the view it contains in a "
                      + "preview of its own") + ", or give it a fixed size under `stubs:` in layoutcheck.yml")
    }
}
