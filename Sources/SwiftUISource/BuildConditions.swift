import SwiftIfConfig
import SwiftSyntax

/// How `#if` is decided: as Xcode builds an app's Debug configuration for the iOS Simulator, the build a developer
/// previews. `os(iOS)`, `targetEnvironment(simulator)`, `canImport` of the iOS SDK's frameworks and `DEBUG` (Xcode's
/// Debug configuration sets `SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG`) hold; other platforms and unknown flags do
/// not. A project adds its own flags with `conditions:` in layoutcheck.yml (they replace the default `[DEBUG]`).
/// Source: The Swift Programming Language, "Compiler Control Statements"; Xcode build settings reference
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`).
public struct BuildConditions: BuildConfiguration, Sendable {
    /// The custom conditions (`-D` flags) that are set.
    public var customConditions: Set<String>

    public init(customConditions: Set<String> = ["DEBUG"]) {
        self.customConditions = customConditions
    }

    /// Frameworks of the iOS SDK an app may `canImport`; anything else (AppKit, WatchKit, a package the sources do
    /// not contain) is taken as absent, as on an iOS build that does not link it.
    static let iOSFrameworks: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "CoreFoundation", "QuartzCore", "CoreText",
        "Observation", "SwiftData", "CoreData", "WidgetKit", "ActivityKit", "AppIntents", "Charts", "MapKit",
        "CoreLocation", "AVFoundation", "AVKit", "PhotosUI", "Photos", "StoreKit", "UserNotifications", "WebKit",
        "os", "OSLog", "Darwin", "Dispatch", "CoreImage", "CoreMotion", "HealthKit", "CloudKit", "GameKit",
        "SafariServices", "MessageUI", "LinkPresentation", "UniformTypeIdentifiers", "CryptoKit", "Network",
        "Security", "LocalAuthentication", "ARKit", "RealityKit", "SceneKit", "SpriteKit", "Metal", "MetalKit",
        "Vision", "VisionKit", "NaturalLanguage", "Speech", "CoreML", "CoreHaptics", "AudioToolbox", "CoreAudio",
        "CoreMedia", "CoreBluetooth", "CoreNFC", "EventKit", "EventKitUI", "Contacts", "ContactsUI", "Intents",
        "IntentsUI", "PassKit", "TipKit", "MusicKit", "ImageIO", "Accessibility", "BackgroundTasks", "CarPlay",
        "CallKit", "AuthenticationServices", "SystemConfiguration", "CoreTelephony", "UserNotificationsUI", "XCTest",
    ]

    public func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    /// Swift 6's upcoming features are not assumed on.
    public func hasFeature(name: String) -> Bool { false }
    /// A current compiler knows the attributes apps test for (`retroactive`, `preconcurrency`).
    public func hasAttribute(name: String) -> Bool { true }

    public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return Self.iOSFrameworks.contains(module)
    }

    public func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    /// The Simulator on Apple silicon.
    public func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    public func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    public func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    public func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    public func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    public var targetPointerBitWidth: Int { 64 }
    public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    public var endianness: Endianness { .little }
    /// Xcode 26's compiler, Swift 6.2.
    public var languageVersion: VersionTuple { VersionTuple(6, 2) }
    public var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
