// libFuzzer target: arbitrary bytes as a spec file, through decode, resolve, layout, checks and golden coding
// (LayoutCheckFuzzing.FuzzEntryPoints.spec, which FuzzRegressionTests also replays). Run it with scripts/fuzz.
import CFuzzerDriver
import Foundation
import LayoutCheckFuzzing

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    FuzzEntryPoints.spec(UnsafeRawBufferPointer(start: data, count: size))
    return 0
})
