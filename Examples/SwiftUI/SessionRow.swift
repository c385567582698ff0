// A UnaMentis session row: horizontal at standard sizes, stacked at accessibility sizes, with the settings button's
// touch-target pattern (`Image(systemName: "gear").padding()`). Twin of layouts/session_row.yaml; from the
// UnaMentis accessibility guide's "Layout Adaptation" and "Touch Targets".
import SwiftUI

struct Session {
    var title: String
    var detail: String
}

struct SessionRow: View {
    let session: Session
    @Environment(\.sizeCategory) private var sizeCategory

    private var layout: AnyLayout {
        sizeCategory.isAccessibilityCategory
            ? AnyLayout(VStackLayout(alignment: .leading))
            : AnyLayout(HStackLayout())
    }

    var body: some View {
        layout {
            VStack(alignment: .leading, spacing: 2) {
                Text(session.title)
                    .font(.headline)
                    .accessibilityIdentifier("session-title")
                Text(session.detail)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("session-detail")
            }
            if !sizeCategory.isAccessibilityCategory {
                Spacer()
            }
            Button {
            } label: {
                Image(systemName: "gear")
                    .padding()
            }
            .accessibilityIdentifier("session-settings")
        }
    }
}

#Preview("short") {
    SessionRow(session: Session(title: "Session", detail: "Algebra · 25 min"))
        .padding(.horizontal)
}

#Preview("long") {
    SessionRow(session: Session(title: "Session 14: Quadratic equations and the discriminant",
                                detail: "Algebra II · 45 min · resumes at question 7 of 12"))
        .padding(.horizontal)
}

#Preview("german") {
    SessionRow(session: Session(title: "Sitzung 14: Quadratische Gleichungen",
                                detail: "Algebra II · 45 Min. · Fortsetzung bei Frage 7"))
        .padding(.horizontal)
}
