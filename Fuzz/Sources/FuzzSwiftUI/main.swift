// libFuzzer target: arbitrary bytes as a Swift file, through preview discovery, the evaluator and layout
// (LayoutCheckFuzzing.FuzzEntryPoints.swiftUI, which FuzzRegressionTests also replays). Run it with scripts/fuzz.
import CFuzzerDriver
import Foundation
import LayoutCheckFuzzing

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    FuzzEntryPoints.swiftUI(UnsafeRawBufferPointer(start: data, count: size))
    return 0
})
