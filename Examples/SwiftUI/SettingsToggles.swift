// Epilogue's reading settings: a section header and three toggles in rows at least 44 pt tall, separated by
// dividers. Twin of layouts/settings_toggles.yaml.
import SwiftUI

struct SettingsToggles: View {
    let header: String
    let motion: String
    let contrast: String
    let haptics: String
    @State private var reduceMotion = false
    @State private var increaseContrast = true
    @State private var hapticFeedback = true
    @ScaledMetric(relativeTo: .headline) private var headerSize: CGFloat = 17

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(header)
                .font(.system(size: headerSize, weight: .semibold))
                .padding(EdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16))
                .accessibilityIdentifier("section-header")
            SettingsToggle(title: motion, isOn: $reduceMotion)
                .accessibilityIdentifier("reduce-motion")
            Divider()
            SettingsToggle(title: contrast, isOn: $increaseContrast)
                .accessibilityIdentifier("increase-contrast")
            Divider()
            SettingsToggle(title: haptics, isOn: $hapticFeedback)
                .accessibilityIdentifier("haptics")
        }
    }
}

/// One settings row: the toggle at the body size, in a row at least 44 pt tall (a list row's minimum).
struct SettingsToggle: View {
    let title: String
    @Binding var isOn: Bool
    @ScaledMetric(relativeTo: .body) private var fontSize: CGFloat = 17

    var body: some View {
        Toggle(title, isOn: $isOn)
            .font(.system(size: fontSize))
            .frame(minHeight: 44)
            .padding(.horizontal, 16)
    }
}

#Preview("english") {
    SettingsToggles(header: "Appearance", motion: "Reduce Motion", contrast: "Increase Contrast",
                    haptics: "Enable Haptic Feedback")
        .padding(.horizontal)
}

#Preview("long") {
    SettingsToggles(header: "Appearance and Accessibility", motion: "Reduce Motion and Page-Turn Animations",
                    contrast: "Increase Contrast of Text and Controls", haptics: "Enable Haptic Feedback for Page Turns")
        .padding(.horizontal)
}

#Preview("german") {
    SettingsToggles(header: "Darstellung", motion: "Bewegung reduzieren", contrast: "Kontrast erhöhen",
                    haptics: "Haptisches Feedback aktivieren")
        .padding(.horizontal)
}
