// swift-tools-version:6.0
// layoutcheck: Dynamic Type layout checks for iOS cards and rows, on Linux.
// Pipeline (data flows one way): Specs or SwiftUISource (front ends building ViewModel's elements, a LayoutSource per
// view) → Layout (view tree, frame tree)
// → Checks → Snapshots → Reports,
// with text measured by TextEngine behind Layout's TextMeasuring protocol. See README.md.
import PackageDescription

let package = Package(
    name: "layoutcheck",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutCheckKit", targets: ["LayoutCheckKit"]),
        .library(name: "DynamicType", targets: ["DynamicType"]),
        .library(name: "TextEngine", targets: ["TextEngine"]),
        // What the libFuzzer targets of Fuzz/ run, apart from the library users link.
        .library(name: "LayoutCheckFuzzing", targets: ["LayoutCheckFuzzing"]),
        .executable(name: "layoutcheck", targets: ["layoutcheck"]),
        // `layoutcheck preview --serve`: live previews over HTTP, a product of its own so the check never builds the
        // server library.
        .executable(name: "layoutcheck-serve", targets: ["layoutcheck-serve"]),
        // `swift package layoutcheck …` in an app's package that depends on this one.
        .plugin(name: "LayoutCheckPlugin", targets: ["LayoutCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Reading SwiftUI sources: the parser only (no macro expansion, no type checking).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // The live preview server (FlyingFox: HTTP on Swift concurrency and BSD sockets, no SwiftNIO).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    ],
    targets: [
        // System libraries (Debian: libfreetype-dev, libharfbuzz-dev, libicu-dev) through pkg-config.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype", "pkg-config"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz", "pkg-config"])]),
        // ICU's line-break iterator behind a plain-C header: Foundation carries its own ICU module, and
        // ICU's versioned symbol macros are not importable from Swift (Foundation links its own ICU; a C shim keeps the system ICU's symbols out of Swift's sight).
        // Plural rules (uplrules) live in icui18n.
        .target(name: "CICUBreak", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),

        .target(name: "DynamicType"),
        // Locales a case is checked in, and the strings each one shows (String Catalogs, pseudolanguages).
        .target(name: "Localization", dependencies: ["DynamicType", "CICUBreak"]),
        // The vocabulary of layoutcheck.yml shared by checks, goldens and the configuration: severities, rule
        // settings, hit-target standards, record modes.
        .target(name: "CheckSettings"),
        .target(name: "TextEngine", dependencies: ["CFreeType", "CHarfBuzz", "CICUBreak", "DynamicType"]),
        .target(name: "Layout", dependencies: ["DynamicType"]),
        // The view model both front ends build (elements, modifiers, the SwiftUI vocabulary) and its resolution into
        // the layout engine's view tree.
        .target(name: "ViewModel", dependencies: ["Layout", "DynamicType", "Localization", "CheckSettings"]),
        // The first front end: YAML specs and layoutcheck.yml.
        .target(name: "Specs", dependencies: ["ViewModel", "Layout", "DynamicType", "Localization", "CheckSettings", "Yams"]),
        // The second front end: SwiftUI `#Preview`s evaluated statically into the spec language's element tree.
        .target(name: "SwiftUISource", dependencies: [
            "ViewModel", "Layout", "DynamicType", "Localization",
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            // `#if` decided as an iOS Simulator Debug build.
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ]),
        .target(name: "Checks", dependencies: ["Layout", "DynamicType", "CheckSettings"]),
        .target(name: "Snapshots", dependencies: ["Checks", "Layout", "DynamicType", "CheckSettings"]),
        .target(name: "Reports", dependencies: ["Snapshots", "Checks", "Layout", "DynamicType", "CheckSettings"]),
        .target(name: "Previews", dependencies: ["Layout", "Checks", "Snapshots", "TextEngine", "DynamicType", "CheckSettings"]),
        .target(name: "LayoutCheckKit", dependencies: [
            "DynamicType", "CheckSettings", "Localization", "TextEngine", "Layout", "ViewModel", "Specs", "SwiftUISource", "Checks", "Snapshots", "Reports", "Previews", "Yams",
        ]),
        .target(name: "LayoutCheckFuzzing", dependencies: [
            "LayoutCheckKit", "ViewModel", "Specs", "SwiftUISource", "Localization", "Checks", "Snapshots", "TextEngine", "DynamicType",
            "CheckSettings",
        ]),
        // The command line: parses, prints and picks exit codes. It declares every module it imports.
        .executableTarget(name: "layoutcheck", dependencies: [
            "LayoutCheckKit", "SwiftUISource", "ViewModel", "Specs", "Localization", "Reports", "Snapshots", "CheckSettings", "DynamicType", "TextEngine", "Previews", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Live previews: watches the sources, re-evaluates what changed, serves pages that update themselves.
        .target(name: "PreviewServer", dependencies: [
            "LayoutCheckKit", "Previews", "ViewModel", "Specs", "SwiftUISource", "TextEngine", .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        .executableTarget(name: "layoutcheck-serve", dependencies: [
            "PreviewServer", "LayoutCheckKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "TextEngineTests", dependencies: ["TextEngine", "DynamicType"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "DynamicType"]),
        .testTarget(name: "SpecsTests", dependencies: ["CheckSettings", "ViewModel", "Specs", "Layout", "DynamicType", "Localization"]),
        .testTarget(name: "SwiftUISourceTests", dependencies: ["SwiftUISource", "ViewModel", "Specs", "Layout", "DynamicType", "Localization"]),
        .testTarget(name: "ChecksTests", dependencies: ["CheckSettings", "Checks", "Layout", "DynamicType"]),
        .testTarget(name: "SnapshotsTests", dependencies: ["CheckSettings", "Snapshots", "Checks", "Layout", "DynamicType"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "CheckSettings", "Snapshots"]),
        .testTarget(name: "LayoutCheckKitTests", dependencies: [
            "LayoutCheckKit", "LayoutCheckFuzzing", "SwiftUISource", "ViewModel", "Specs", "CheckSettings", "Checks", "Reports", "Snapshots",
            "Layout", "DynamicType", "TextEngine", "Yams", "Localization",
        ]),
        // zlib, for the preview tests' minimal PNG decoder (screenshots); libfreetype-dev already pulls in zlib1g-dev.
        .plugin(name: "LayoutCheckPlugin",
                capability: .command(intent: .custom(verb: "layoutcheck",
                                                     description: "Check layouts at every Dynamic Type size against golden/"),
                                     permissions: [.writeToPackageDirectory(reason: "layoutcheck --record writes golden/")]),
                dependencies: ["layoutcheck"]),
        .systemLibrary(name: "CZlib", path: "Tests/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "LayoutCheckKit"]),
        .testTarget(name: "PreviewsTests", dependencies: [
            "Previews", "LayoutCheckKit", "ViewModel", "Specs", "TextEngine", "Layout", "Checks", "Snapshots", "CZlib",
        ]),
    ]
)
