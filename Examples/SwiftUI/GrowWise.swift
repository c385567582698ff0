// GrowWise's plant views, used by PlantCard.swift and PlantGrid.swift (the spec components in
// layouts/components/growwise.yaml), from the GrowWise accessibility plan.
import SwiftUI

struct Plant {
    var name: String
    var kind: String = ""
    var difficulty: String
    var health: String
}

/// The plant's name as GrowWise's `ScalableText` writes it: grows up to AX3, may shrink to 80%, never truncates.
struct PlantName: View {
    let name: String

    var body: some View {
        Text(name)
            .font(.headline)
            .dynamicTypeSize(...DynamicTypeSize.accessibility3)
            .minimumScaleFactor(0.8)
            .lineLimit(nil)
            .accessibilityIdentifier("plant-name")
    }
}

struct DifficultyBadge: View {
    let level: String

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "leaf")
            Text(level)
        }
        .font(.caption)
        .padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        .background(Capsule().fill(Color.green.opacity(0.2)))
    }
}

struct HealthStatusIndicator: View {
    let status: String

    var body: some View {
        Label(status, systemImage: "heart.fill")
            .font(.subheadline)
    }
}

/// The grid's card: photo, name, difficulty and health stacked.
struct PlantGridCard: View {
    let plant: Plant

    var body: some View {
        VStack(alignment: .leading) {
            Image("plant-photo")
                .resizable()
                .frame(height: 100)
                .accessibilityIdentifier("plant-photo")
            PlantName(name: plant.name)
            DifficultyBadge(level: plant.difficulty)
            HealthStatusIndicator(status: plant.health)
        }
    }
}
