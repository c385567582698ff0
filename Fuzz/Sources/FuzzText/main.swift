// libFuzzer target: arbitrary font bytes from a file through FontLibrary, then text measurement with strings and
// settings from the input (LayoutCheckFuzzing.FuzzEntryPoints.text, which FuzzRegressionTests also replays).
// Run it with scripts/fuzz.
import CFuzzerDriver
import Foundation
import LayoutCheckFuzzing

private let scratchFile = NSTemporaryDirectory() + "layoutcheck-fuzz-\(getpid()).ttf"

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    FuzzEntryPoints.text(UnsafeRawBufferPointer(start: data, count: size), scratchFile: scratchFile)
    return 0
})
