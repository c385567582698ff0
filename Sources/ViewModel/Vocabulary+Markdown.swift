import Foundation

// The vocabulary as a page (`layoutcheck vocabulary`, docs/vocabulary.md): what each front end reads.

extension Vocabulary {
    /// Every view and modifier, sorted, with how a spec writes it. docs/vocabulary.md is this text.
    public static func markdown() -> String {
        var out = """
        # The SwiftUI vocabulary

        What layoutcheck reads, from one table (`Sources/ViewModel/Vocabulary+Views.swift` and
        `Vocabulary+Modifiers.swift`) that both front ends use. Printed by `layoutcheck vocabulary`; a test keeps this
        page equal to it. A name not listed here is reported where it is met (file and line), never ignored.

        ## Views

        | SwiftUI | spec | |
        |---|---|---|

        """
        for e in views.values.sorted(by: { $0.name < $1.name }) {
            out += "| `\(e.name)` | \(specCell(e.spec)) | \(e.notModelled == nil ? "laid out" : "reported: not modelled yet") |\n"
        }
        out += """

        ## Modifiers

        Effects: **layout** changes the frame of the view it is written on; **environment** sets a value the views inside
        read; **drawing** changes only how it is drawn (previews draw colours, backgrounds, clips and opacity);
        **behaviour** changes nothing laid out or drawn; **shownContent** presents content checked on its own screen;
        **preview** is the canvas's setting; **naming** names the element in findings.

        | SwiftUI | effect | spec |
        |---|---|---|

        """
        for e in modifiers.values.sorted(by: { $0.name < $1.name }) {
            out += "| `.\(e.name)` | \(e.effect.rawValue) | \(specCell(e.spec)) |\n"
        }
        return out
    }

    private static func specCell(_ form: SpecForm) -> String {
        switch form {
        case .key(let key, let example): return "`\(key)` (`\(example)`)".replacingOccurrences(of: "|", with: "\\|")
        case .none(let reason): return "— \(reason)"
        }
    }
}
