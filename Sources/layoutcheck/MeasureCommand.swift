import ArgumentParser
import Foundation
import TextEngine

/// `layoutcheck measure`: the text engine's public face (its JSON output is a contract other tools rely on; see README, Commands).
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measures text as iOS lays it out: lines, widths, height, truncation.",
        discussion: """
        Font: --font PATH (TTF, OTF, TTC with --face-index, variable), or the system font (Inter standing in for \
        SF Pro: text cut below 20 pt, display cut from 20 pt). --style NAME [--category NAME] takes size and weight \
        from the Dynamic Type table (and its leading as the line height with --hig-leading; otherwise the font's \
        metrics, as layouts use by default). --batch reads JSON Lines cases \
        ({"id","text","font","size","weight","width","lineLimit",…}; options are defaults) and writes one JSON \
        line per case, in order. Text the font lacks falls back to --fallback files in order (default: Debian's \
        Noto Sans Arabic, Hebrew, Thai, Devanagari and CJK); each JSON line lists its runs in visual order with \
        their font file. Exit status: 0 ok, 1 some batch lines failed, 2 usage, 3 font files.
        """)

    @Option(help: "A font file (TTF, OTF, TTC, variable). Default: the system font.") var font: String?
    @Option(help: "The face within a TTC/OTC collection.") var faceIndex: Int = 0
    @Option(help: "A Dynamic Type text style (body, headline, title2, …): size, weight and leading from the table.")
    var style: String?
    @Option(help: "The content size category for --style (large, xxxLarge, AX3, …). Default: large.")
    var category: String?
    @Flag(help: "Bold Text on: the weight one step heavier (an assumption).") var boldText = false
    @Option(help: "Point size (overrides the style's).") var size: Double?
    @Option(help: "Weight: a name (regular, semibold, bold) or a wght value (100–900).") var weight: String?
    @Option(help: "Proposed width in points; omit for the ideal (unwrapped) size.") var width: Double?
    @Option(help: "Proposed height in points; lines beyond it are cut like a line limit.") var height: Double?
    @Option(help: "Maximum lines (values below 1 act as 1).") var lineLimit: Int?
    @Option(help: "Where the ellipsis goes: tail, head or middle.") var truncation: String?
    @Option(help: "Minimum scale factor in (0, 1]: shrink before truncating.") var minScale: Double?
    @Option(help: "Line height in points (HIG leading) instead of the font's metrics.") var leading: Double?
    @Flag(help: "With --style: the HIG table's leading as the line height instead of the font's metrics.")
    var higLeading = false
    @Option(help: "A fallback font FILE[#INDEX][@LANG,…] for characters the font lacks (repeatable, tried in order; replaces the default Noto cascade).")
    var fallback: [String] = []
    @Option(help: "Font of spaces, digits and punctuation: text (the text around them, default) or cascade (Pango's: the first fallback face that has them).")
    var commonCharacters: String = "text"
    @Option(help: "The text's BCP 47 language (ja, zh-Hans, ko, ar, …): Han font, line-break rules, shaping.")
    var language: String?
    @Option(help: "Paragraph direction: auto (first strong character), ltr or rtl.") var direction: String?
    @Flag(help: "Print the JSON contract instead of a summary.") var json = false
    @Flag(help: "Read JSON Lines cases from standard input; write one JSON line per case.") var batch = false
    @Argument(help: "The text to measure.") var text: String?

    var defaults: MeasureInput {
        MeasureInput(text: text, font: font, faceIndex: faceIndex, style: style, category: category, boldText: boldText,
                     size: size, weight: weight, width: width, height: height, lineLimit: lineLimit,
                     truncation: truncation, minScale: minScale, leading: leading, higLeading: higLeading,
                     language: language, direction: direction)
    }

    func run() throws {
        guard let common = CommonCharacterFont(rawValue: commonCharacters) else {
            FileHandle.standardError.write(Data("error: unknown --common-characters '\(commonCharacters)' (text or cascade)\n".utf8))
            throw ExitCode(2)
        }
        let session = MeasureSession(fallback: fallback.isEmpty ? FallbackFont.debianNoto : fallback.map(FallbackFont.init(parsing:)),
                                     commonCharacters: common)
        if batch {
            var failures = 0
            var io = BatchIO()  // answers go out before any blocking read, so a co-process can converse line by line
            let defaults = self.defaults  // once: ArgumentParser's property wrappers are slow to read per line
            var out = JSONBytes()
            while let line = io.readLine() {
                if !session.batchLine(line, defaults: defaults, into: &out) { failures += 1 }
                out.bytes.append(0x0A)
                io.append(out.bytes)
                out.bytes.removeAll(keepingCapacity: true)
            }
            io.flush()
            if failures > 0 {
                FileHandle.standardError.write(Data("measure: \(failures) batch line(s) failed\n".utf8))
                throw ExitCode(1)
            }
            return
        }
        do {
            let (measured, request, fontName) = try session.measure(defaults)
            print(json ? MeasureOutput.json(measured) : MeasureOutput.text(measured, request: request, fontName: fontName),
                  terminator: json ? "\n" : "")
        } catch let error as MeasureError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(error.exitCode)
        }
    }
}
