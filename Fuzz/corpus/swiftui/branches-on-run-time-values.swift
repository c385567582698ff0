import SwiftUI

enum Build { case debug, release, snapshot }

final class Settings {
    static let shared = Settings()
    var theme = "Light"
    var crashReporting = false
    var launches = 0
    var log: Log = .silent
    struct Log {
        var info: (String) -> Void
        static var silent: Log { Log(info: { _ in }) }
    }
    init() {
        if UserDefaults.standard.bool(forKey: "crash") { crashReporting = true }
        launches += 1
    }
    var build: Build {
        if UserDefaults.standard.bool(forKey: "snapshot") { return .snapshot }
        return .debug
    }
    var scheme: String {
        switch build {
        case .debug: return "home-dev"
        default: return "home"
        }
    }
    func setUp() {
        log = .init(info: { Logger.shared.write($0) })
        guard UserDefaults.standard.bool(forKey: "privacy") else { return }
        guard Bundle.main.bundleIdentifier!.hasPrefix("io.") else { return }
        log.info("set up")
        crashReporting = false
    }
}

var Current: Settings {
    Settings.shared.setUp()
    return Settings.shared
}

func with<T>(_ item: T, update: (inout T) -> Void) -> T {
    var copy = item
    update(&copy)
    return copy
}

struct Card: View {
    var body: some View {
        VStack {
            Text("Theme: \(Current.theme)")
            Text("Launches \(Current.launches)")
            Text(Current.crashReporting ? "On" : "Off")
            Text(Current.scheme)
        }
    }
}

#Preview { Card() }
