// The PRSNL toast with its type badge, shown when Differentiate Without Color is on.
// Twin of layouts/toast.yaml; from the PRSNL accessibility plan's "Error States and Feedback" (ToastView).
import SwiftUI

struct ToastView: View {
    let icon: String
    let message: String
    let typeText: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .accessibilityIdentifier("toast-icon")
            Text(message)
                .accessibilityIdentifier("toast-message")
            // if differentiateWithoutColor { … }: the badge names the toast's type in words.
            Text(typeText)
                .font(.caption)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .accessibilityIdentifier("toast-type")
        }
        .padding()
        .background(Color.black.opacity(0.8))
        .cornerRadius(8)
    }
}

#Preview("success") {
    ToastView(icon: "checkmark.circle.fill", message: "Saved", typeText: "Success")
        .padding(.horizontal)
}

#Preview("long") {
    ToastView(icon: "exclamationmark.triangle.fill",
              message: "Your changes couldn't be saved because you're offline. They'll sync when you reconnect.",
              typeText: "Error")
        .padding(.horizontal)
}

#Preview("german") {
    ToastView(icon: "exclamationmark.triangle.fill", message: "Änderungen konnten nicht gespeichert werden",
              typeText: "Fehler")
        .padding(.horizontal)
}
