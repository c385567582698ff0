import SwiftUI

enum DesignSystem {
    enum List { static let rowSpacing: CGFloat = 6 }
    enum Spaces { static let one: CGFloat = 8 }
}
extension Color { static let brand = Color.blue }
extension View { func card() -> some View { padding(DesignSystem.Spaces.one).background(Color.brand) } }
struct Row: View {
    let title: String
    var body: some View {
        HStack { Text(title); Spacer(); Text(String(format: "%.1f km", 3.14159)) }
            #if os(iOS)
            .card()
            #endif
    }
}
struct Row_Previews: PreviewProvider {
    struct Preview: View { var body: some View { VStack(spacing: DesignSystem.List.rowSpacing) { Row(title: "Kitchen") } } }
    static var previews: some View { Preview() }
}
