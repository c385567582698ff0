import ViewModel
import DynamicType
import Layout

extension SpecDecoder {
    /// The vocabulary's layout and environment modifiers a spec writes (each decoded below).
    static let modifierKeys = Vocabulary.specKeys([.layout, .environment])
    /// The vocabulary's drawing and behaviour modifiers previews do not draw: accepted so a spec can be copied from
    /// the app's code; they change no frame.
    static let cosmeticKeys = Vocabulary.specKeys([.drawing, .behaviour]).filter { !presentationKeys.contains($0) }

    /// Keys that draw without changing a frame: presentation (drawn by previews) and cosmetic (accepted only).
    static var drawingKeys: [String] { presentationKeys + cosmeticKeys }

    func modifier(_ key: String, _ c: Cursor) -> Modifier? {
        let kind: ModifierKind?
        switch key {
        case "padding", "safeAreaPadding": kind = varying(c) { padding($0) }.map { .padding($0) }
        case "listRowInsets": kind = varying(c) { padding($0) }.map { .listRowInsets($0) }
        case "frame": kind = varying(c) { frame($0) }.map { .frame($0) }
        case "fixedSize": kind = varying(c) { fixedSize($0) }.map { .fixedSize($0) }
        case "layoutPriority": kind = varying(c) { number($0) }.map { .layoutPriority($0) }
        case "hidden": kind = varying(c) { bool($0) }.map { .hidden($0) }
        case "font": kind = varying(c) { font($0) }.map { .font($0) }
        case "fontWeight": kind = varying(c) { fontWeight($0) }.map { .fontWeight($0) }
        case "bold": kind = varying(c) { bool($0) }.map { .bold($0) }
        case "fontDesign":
            kind = varying(c) { choice($0, Self.designs.map { ($0, $0) }, what: "font design") }.map { .fontDesign($0) }
        case "lineLimit": kind = varying(c) { lineLimit($0) }.map { .lineLimit($0) }
        case "truncationMode":
            kind = varying(c) { choice($0, TruncationMode.allCases.map { ($0.rawValue, $0) }, what: "truncation mode") }
                .map { .truncationMode($0) }
        case "minimumScaleFactor":
            kind = varying(c) { c -> Double? in
                guard let f = number(c, expected: "a factor between 0 and 1") else { return nil }
                guard f > 0, f <= 1 else { error("`minimumScaleFactor` must be greater than 0 and at most 1, found \(f)", c); return nil }
                return f
            }.map { .minimumScaleFactor($0) }
        case "labelStyle":
            let styles = LabelStyle.allCases.map { ($0.rawValue, $0) } + [("automatic", LabelStyle.titleAndIcon)]
            kind = varying(c) { choice($0, styles, what: "label style") }.map { .labelStyle($0) }
        case "dynamicTypeSize": kind = dynamicTypeSize(c).map { .dynamicTypeSize($0) }
        case "lineSpacing": kind = lengthV(c).map { .lineSpacing($0) }
        case "monospacedDigit": kind = varying(c) { bool($0) }.map { .monospacedDigit($0) }
        case "tracking", "kerning": kind = varying(c) { length($0, allowNegative: true) }.map { .tracking($0) }
        case "buttonStyle":
            kind = varying(c) { choice($0, ButtonStyleValue.allCases.map { ($0.rawValue, $0) }, what: "button style") }
                .map { .buttonStyle($0) }
        case "textCase":
            kind = varying(c) { c -> TextCase?? in
                if c.isNull { return .some(nil) }
                return choice(c, TextCase.allCases.map { ($0.rawValue, $0) }, what: "text case").map { .some($0) }
            }.map { .textCase($0) }
        case "layoutDirection":
            kind = choice(c, LayoutDirection.allCases.map { ($0.rawValue, $0) }, what: "layout direction").map { .layoutDirection($0) }
        case "contentShape":
            // `contentShape: rectangle` (any shape: the frame is the hit target either way).
            kind = c.scalarString.map { _ in .contentShape }
            if kind == nil { mismatch(c, expected: "a shape name such as rectangle") }
        case "controlSize":
            kind = varying(c) { choice($0, ControlSizeValue.allCases.map { ($0.rawValue, $0) }, what: "control size") }
                .map { .controlSize($0) }
        case "imageScale":
            kind = varying(c) { choice($0, SymbolSizes.SymbolScale.allCases.map { ($0.rawValue, $0) }, what: "image scale") }
                .map { .imageScale($0) }
        case "aspectRatio": kind = varying(c) { aspectRatio($0) }.map { .aspectRatio($0) }
        case "scrollClipDisabled": kind = varying(c) { bool($0) }.map { .scrollClipDisabled($0) }
        case "labelsHidden": kind = varying(c) { bool($0) }.map { .labelsHidden($0) }
        // `contentMargins: 20` on every edge, `{horizontal: 20}` on those named: a scroll view's content margins.
        case "contentMargins": kind = varying(c) { padding($0) }.map { .contentMargins($0) }
        case "position": kind = varying(c) { point($0, what: "a position") }.map { .position($0) }
        case "scaledToFit", "scaledToFill":
            // `scaledToFit: true` is `aspectRatio: {contentMode: fit}` (Apple, scaledToFit()); false leaves the view as it is.
            let mode: AspectRatio.ContentMode = key == "scaledToFit" ? .fit : .fill
            kind = varying(c) { bool($0) }.map { v in .aspectRatio(v.map { $0 ? AspectRatio(contentMode: mode) : nil }) }
        case "gridCellColumns", "gridColumnAlignment", "gridCellUnsizedAxes", "gridCellAnchor":
            kind = gridCell(key, c).map { .gridCell($0) }
        case _ where Self.presentationKeys.contains(key):
            kind = presentation(key, c).map { .presentation($0) }
        default:
            kind = Self.cosmeticKeys.contains(key) ? .cosmetic(key) : nil
        }
        return kind.map { Modifier(kind: $0, source: location(c)) }
    }

    /// `aspectRatio: {ratio: 1.5, contentMode: fit}`; without `ratio:` the view's own (an image's size).
    private func aspectRatio(_ c: Cursor) -> AspectRatio?? {
        guard let map = MapReader(c, diags, expected: "{ratio: 1.5, contentMode: fit}") else { return nil }
        map.rejectUnknown(allowed: ["ratio", "contentMode"], context: "in `aspectRatio`", diags)
        guard let modeCursor = map["contentMode"] else {
            error("`aspectRatio` needs `contentMode:` (fit or fill), as {ratio: 1.5, contentMode: fit}", c); return nil
        }
        guard let mode = choice(modeCursor, AspectRatio.ContentMode.allCases.map { ($0.rawValue, $0) }, what: "content mode")
        else { return nil }
        guard let ratioCursor = map["ratio"], !ratioCursor.isNull else { return .some(AspectRatio(contentMode: mode)) }
        guard let ratio = number(ratioCursor, expected: "a ratio of width to height such as 1.5") else { return nil }
        guard ratio > 0 else { error("`ratio` must be greater than 0, found \(ratio)", ratioCursor); return nil }
        return .some(AspectRatio(ratio: ratio, contentMode: mode))
    }

    /// `modifiers: [{padding: 8}, {frame: {width: 44}}, {padding: 4}]`: a chain in which a modifier may repeat.
    func modifierList(_ c: Cursor) -> [Modifier]? {
        guard let items = c.sequence else { mismatch(c, expected: "a list of single-key mappings like {padding: 8}"); return nil }
        var out: [Modifier] = []
        var ok = true
        for item in items {
            guard let map = MapReader(item, diags, expected: "a single modifier like {padding: 8}") else { ok = false; continue }
            guard map.entries.count == 1, let entry = map.entries.first else {
                error("each entry of `modifiers` holds exactly one modifier", item); ok = false; continue
            }
            guard Self.modifierKeys.contains(entry.key) || Self.drawingKeys.contains(entry.key) else {
                error("unknown modifier `\(entry.key)`" + Suggest.hint(entry.key, Self.modifierKeys),
                      Cursor(node: entry.keyNode, path: entry.value.path))
                ok = false
                continue
            }
            if let m = modifier(entry.key, entry.value) { out.append(m) } else { ok = false }
        }
        return ok ? out : nil
    }

    /// Modifier keys written inside a `button:` mapping (they apply to the label, inside the hit target).
    func innerModifiers(_ map: MapReader, skipping: [String], kind: String) -> [Modifier]? {
        var out: [Modifier] = []
        var ok = true
        for entry in map.entries where !skipping.contains(entry.key) {
            let keyCursor = Cursor(node: entry.keyNode, path: entry.value.path)
            if entry.key == "modifiers" {
                if let list = modifierList(entry.value) { out += list } else { ok = false }
            } else if Self.modifierKeys.contains(entry.key) || Self.drawingKeys.contains(entry.key) {
                if let m = modifier(entry.key, entry.value) { out.append(m) } else { ok = false }
            } else if entry.key == "id" || entry.key == "ignore" {
                error("`\(entry.key)` names the whole \(kind): write it beside `\(kind):`, not inside it", keyCursor); ok = false
            } else {
                error("unknown key `\(entry.key)` in `\(kind)`" + Suggest.hint(entry.key, skipping + Self.modifierKeys), keyCursor)
                ok = false
            }
        }
        return ok ? out : nil
    }
}
