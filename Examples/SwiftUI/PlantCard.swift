// GrowWise's plant card: the photo beside the plant's name, kind, difficulty and health, stacked at accessibility
// sizes with the photo up to 200 pt tall. Twin of layouts/plant_card.yaml.
import SwiftUI

struct PlantCard: View {
    let plant: Plant
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var layout: AnyLayout {
        dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
            : AnyLayout(HStackLayout(spacing: 16))
    }

    var body: some View {
        layout {
            photo
                .accessibilityIdentifier("plant-photo")
            VStack(alignment: .leading, spacing: 6) {
                PlantName(name: plant.name)
                Text(plant.kind)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("kind")
                DifficultyBadge(level: plant.difficulty)
                HealthStatusIndicator(status: plant.health)
            }
        }
    }

    @ViewBuilder
    private var photo: some View {
        if dynamicTypeSize.isAccessibilitySize {
            Image("plant-photo").resizable().frame(maxHeight: 200)
        } else {
            Image("plant-photo").resizable().frame(width: 120, height: 120)
        }
    }
}

#Preview("short") {
    PlantCard(plant: Plant(name: "Basil", kind: "Herb", difficulty: "Easy", health: "Healthy"))
        .padding(.horizontal)
}

#Preview("long") {
    PlantCard(plant: Plant(name: "Fiddle-leaf fig (Ficus lyrata 'Bambino')", kind: "Indoor tree",
                           difficulty: "Challenging", health: "Needs attention"))
        .padding(.horizontal)
}

#Preview("german") {
    PlantCard(plant: Plant(name: "Geigenfeige (Ficus lyrata)", kind: "Zimmerbaum", difficulty: "Anspruchsvoll",
                           health: "Braucht Aufmerksamkeit"))
        .padding(.horizontal)
}
