// swift-tools-version:6.0
// libFuzzer targets for layoutcheck (issue 7), in a package of their own so the main `swift build` never builds or
// links them. Build and run them with `scripts/fuzz [SECONDS]`, which passes `-sanitize=fuzzer,address` to every
// module so the code under test is instrumented too; each target's main.swift hands control to libFuzzer.
import PackageDescription

let package = Package(
    name: "LayoutCheckFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "layoutcheck", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        // Spec bytes → SpecLoader.decode → resolve → layout → checks → golden encoding.
        .executableTarget(name: "FuzzSpecs", dependencies: ["CFuzzerDriver", .product(name: "LayoutCheckFuzzing", package: "layoutcheck")]),
        // Font bytes from a temp file → FontLibrary → TextEngine.measure with strings and widths from the input.
        .executableTarget(name: "FuzzText", dependencies: ["CFuzzerDriver", .product(name: "LayoutCheckFuzzing", package: "layoutcheck")]),
        // Swift source bytes → previews → the evaluator → layout at two sizes.
        .executableTarget(name: "FuzzSwiftUI", dependencies: ["CFuzzerDriver", .product(name: "LayoutCheckFuzzing", package: "layoutcheck")]),
    ]
)
