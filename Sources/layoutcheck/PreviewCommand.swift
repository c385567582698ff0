import ArgumentParser
import Foundation
import LayoutCheckKit
import Previews

/// `layoutcheck preview`: self-contained HTML pages of every spec at every size, for designers and reviewers.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write HTML previews: each spec on each device at all Dynamic Type sizes, with findings marked.",
        discussion: """
        One page per spec and device (all variants × categories, drawn with the measured glyph outlines; golden and \
        current side by side where they differ) and index.html. --png also writes each spec's contact sheet \
        (first device) as SVG and PNG, rasterised by rsvg-convert (Debian: librsvg2-bin).
        """)

    @Argument(help: "Spec files or spec names (default: all).")
    var specs: [String] = []

    @Option(help: "Output folder.")
    var out: String = "previews"

    @Flag(help: "Also write a PNG contact sheet per spec (needs rsvg-convert).")
    var png = false

    @Option(help: "Devices instead of each spec's (comma-separated preset names).")
    var device: String?

    @Option(help: "Locales instead of the configured ones (comma-separated: ar,de,pseudo-double-length).")
    var locale: String?

    @Flag(help: "Serve live previews on 127.0.0.1 instead of writing files: open pages update within a second of a save.")
    var serve = false

    @Option(help: "Port for --serve (default 8765; 0: any free port).")
    var port: UInt16?

    @OptionGroup var project: ProjectRoot

    func run() throws {
        if serve { return try LiveServe.exec(root: project.root, port: port ?? 8765) }
        try Failure.guarding {
            // Checked before anything is evaluated or written, so a missing tool leaves no half-written folder.
            if png, Rasterizer.locate() == nil {
                throw LayoutCheckError(.environment, PreviewError.toolMissing(tool: Rasterizer.tool,
                                                                              package: Rasterizer.debianPackage).description
                                       + "; nothing was written")
            }
            var options = RunOptions(root: project.root, specFilters: specs, devices: device.map { $0.split(separator: ",").map(String.init) },
                                     environment: ProcessInfo.processInfo.environment)
            options.locales = try locale.map(CheckCommand.locales)
            let (project, evaluations, unchecked) = try PreviewExport.evaluate(options)
            let output = try PreviewExport(project: project).write(evaluations, unchecked: unchecked, to: out, png: png)
            for problem in output.problems { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
            let total = output.files.reduce(0) { $0 + $1.bytes }
            print("wrote \(output.files.count) files (\((total + 512) / 1024) KB) to \(out)/; open \(output.index.path)")
        }
    }
}
