import SwiftUI

// Seed: overloads ranked by known generic arguments, `Self`, local functions called above their declaration,
// `.zero` components assigned, and images of unknown size around which the layout does or does not depend.
protocol SettingValue { static var defaultSettingValue: Self { get } }
extension Optional: SettingValue { static var defaultSettingValue: Wrapped? { .none } }
struct Key<Value: SettingValue>: ExpressibleByStringLiteral {
    var rawValue: String
    init(stringLiteral value: String) { rawValue = value }
}
enum Units: String, SettingValue {
    case metric, imperial
    static var defaultSettingValue: Self { .metric }
}
extension Key {
    static var nickname: Key<String?> { "nickname" }
    static var units: Key<Units> { "units" }
}
struct Profile {
    var settings: [String: Any] = ["nickname": "Ada"]
    func setting<T: RawRepresentable>(for key: Key<T>) -> T {
        if let value = settings[key.rawValue] as? T.RawValue, let result = T(rawValue: value) { return result }
        return T.defaultSettingValue
    }
    func setting(for key: Key<String?>) -> String? { settings[key.rawValue] as? String }
}
struct Flow {
    var bounds = CGSize.zero
    init(widths: [Double], limit: Double) {
        var remaining = limit.isFinite ? limit : .greatestFiniteMagnitude
        for w in widths where fits(w) { remaining -= w; bounds.width += w; bounds.height = 20 }
        func fits(_ w: Double) -> Bool { w <= remaining }
    }
}
struct Welcome: View {
    var profile = Profile()
    var body: some View {
        VStack(spacing: 24) {
            Image("illustration").resizable().aspectRatio(contentMode: .fit).frame(height: 130).frame(maxWidth: .infinity)
            HStack {
                Image("badge").resizable().scaledToFit().frame(height: 40)
                Text(profile.setting(for: .nickname) ?? "Guest")
            }
            Text(profile.setting(for: .units).rawValue + " \(Flow(widths: [40, 90], limit: 100).bounds.width)")
            GeometryReader { proxy in
                Image(proxy.size.width < 100 ? "thumb" : "full").resizable().scaledToFit()
            }
            .frame(height: 80)
        }
        .padding()
    }
}
#Preview { Welcome() }
