/// The SwiftUI vocabulary: every view and modifier layoutcheck knows, defined once and read by both front ends (the
/// YAML decoder accepts a key because an entry gives it; the Swift evaluator accepts a modifier because an entry
/// names it), as swift-format registers its rules in one table. What an entry does to layout is decoded by each front
/// end from its own syntax; what it is (layout, environment, drawing, behaviour) and how each front end writes it is
/// here. `VocabularyTests` evaluates every entry's examples through both front ends.
public enum Vocabulary {
    /// What a modifier does to the view it is written on.
    public enum Effect: String, Sendable, CaseIterable {
        /// Wraps the view and changes its frame (`padding`, `frame`).
        case layout
        /// Sets a value the views inside read (`font`, `lineLimit`), wherever it is written in the chain.
        case environment
        /// Changes how the view is drawn, never a frame (previews draw the ones they can).
        case drawing
        /// Gestures, accessibility, navigation, focus, keyboard: nothing laid out or drawn changes.
        case behaviour
        /// Shows other content on its own screen (a sheet): checked as part of the preview, not of the host's frame.
        case shownContent
        /// The canvas's settings (name, device, layout): a spec says these with `devices:` and its file name.
        case preview
        /// Names the element in findings and goldens.
        case naming
    }

    /// How the YAML spec language writes a modifier: the same key with an example value, or why it has none.
    public enum SpecForm: Sendable {
        case key(String, example: String)
        case none(reason: String)
    }

    public struct ModifierEntry: Sendable {
        /// SwiftUI's name: `.name(…)`.
        public let name: String
        public let effect: Effect
        /// A view with the modifier as a Swift expression, evaluated by `VocabularyTests` (it exercises the front end;
        /// a drawing-only example such as `.fill()` on a text need not type-check).
        public let swiftExample: String
        public let spec: SpecForm

        public var specKey: String? { if case .key(let k, _) = spec { return k } else { return nil } }
    }

    /// Every modifier, by SwiftUI name.
    public static let modifiers: [String: ModifierEntry] = Dictionary(
        uniqueKeysWithValues: (layoutModifiers + environmentModifiers + drawingModifiers + behaviourModifiers
            + otherModifiers).map { ($0.name, $0) })

    /// Every modifier a spec can write, by key.
    public static let modifiersBySpecKey: [String: ModifierEntry] = Dictionary(
        uniqueKeysWithValues: modifiers.values.compactMap { e in e.specKey.map { ($0, e) } })

    /// The spec keys of the modifiers with this effect, sorted.
    public static func specKeys(_ effects: Set<Effect>) -> [String] {
        modifiers.values.filter { effects.contains($0.effect) }.compactMap(\.specKey).sorted()
    }

    /// The SwiftUI names of the modifiers with this effect.
    public static func names(_ effects: Set<Effect>) -> Set<String> {
        Set(modifiers.values.filter { effects.contains($0.effect) }.map(\.name))
    }
}

extension Vocabulary {
    /// A modifier written the same way in both languages: `.name(swiftArguments)` and `name: specValue`.
    static func same(_ name: String, _ effect: Effect, swift arguments: String = "", spec value: String = "true",
                     on view: String = "Text(\"Hello\")") -> ModifierEntry {
        ModifierEntry(name: name, effect: effect, swiftExample: "\(view).\(name)(\(arguments))",
                      spec: .key(name, example: value))
    }

    /// A modifier only the Swift front end reads, with the reason a spec does not write it.
    static func swiftOnly(_ name: String, _ effect: Effect, example: String, because reason: String) -> ModifierEntry {
        ModifierEntry(name: name, effect: effect, swiftExample: example, spec: .none(reason: reason))
    }
}
