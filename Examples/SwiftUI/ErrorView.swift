// The PRSNL error view with its retry button.
// Twin of layouts/error_view.yaml; from the PRSNL plan's "Error States and Feedback" (ErrorView).
import SwiftUI

struct ErrorView: View {
    let message: String
    let retryTitle: String
    var retry: () -> Void = {}

    var body: some View {
        VStack(spacing: 16) {
            // A fixed 48 pt symbol: it does not follow Dynamic Type.
            Image(systemName: "exclamationmark.triangle")
                .font(.system(size: 48))
                .foregroundStyle(.orange)
                .accessibilityIdentifier("error-icon")
            Text("Error")
                .font(.title2)
                .bold()
                .accessibilityIdentifier("error-title")
            Text(message)
                .multilineTextAlignment(.center)
                .padding(.horizontal)
                .accessibilityIdentifier("message")
            Button(action: retry) {
                HStack {
                    Image(systemName: "arrow.clockwise")
                    Text(retryTitle)
                }
                .padding()
                .background(Color.accentColor)
                .foregroundStyle(.white)
                .cornerRadius(8)
            }
            .accessibilityIdentifier("retry-button")
        }
        .padding()
    }
}

#Preview("short") {
    ErrorView(message: "Couldn't load your items.", retryTitle: "Try Again")
        .padding(.horizontal)
}

#Preview("long") {
    ErrorView(message: "We couldn't sync your timeline because the server took too long to respond. Check your connection and try again.",
              retryTitle: "Try Again")
        .padding(.horizontal)
}

#Preview("german") {
    ErrorView(message: "Die Zeitleiste konnte nicht synchronisiert werden, weil der Server nicht rechtzeitig geantwortet hat.",
              retryTitle: "Erneut versuchen")
        .padding(.horizontal)
}
