// GrowWise's plant grid: three columns at the smallest sizes, two from Large, one from xxxLarge.
// Twin of layouts/plant_grid.yaml.
import SwiftUI

struct PlantGrid: View {
    let plants: [Plant]
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    private var columnCount: Int {
        if dynamicTypeSize >= .xxxLarge { return 1 }
        return dynamicTypeSize >= .large ? 2 : 3
    }

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: columnCount), spacing: 12) {
            ForEach(plants, id: \.name) { plant in
                PlantGridCard(plant: plant)
            }
        }
    }
}

extension Plant {
    static func grid(_ a: String, _ b: String, _ c: String, _ d: String) -> [Plant] {
        [Plant(name: a, difficulty: "Easy", health: "Healthy"),
         Plant(name: b, difficulty: "Easy", health: "Needs water"),
         Plant(name: c, difficulty: "Moderate", health: "Healthy"),
         Plant(name: d, difficulty: "Challenging", health: "Needs attention")]
    }
}

// The grid runs on iPad too, where the screen's margins are 20 pt (regular width) instead of 16.
#Preview("short") {
    @Previewable @Environment(\.horizontalSizeClass) var sizeClass
    PlantGrid(plants: Plant.grid("Basil", "Mint", "Aloe", "Fern"))
        .padding(.horizontal, sizeClass == .regular ? 20 : 16)
}

#Preview("long") {
    @Previewable @Environment(\.horizontalSizeClass) var sizeClass
    PlantGrid(plants: Plant.grid("Fiddle-leaf fig", "Chinese money plant", "Bird of paradise", "Boston sword fern"))
        .padding(.horizontal, sizeClass == .regular ? 20 : 16)
}

#Preview("german") {
    @Previewable @Environment(\.horizontalSizeClass) var sizeClass
    PlantGrid(plants: Plant.grid("Geigenfeige", "Ufopflanze", "Paradiesvogelblume", "Schwertfarn"))
        .padding(.horizontal, sizeClass == .regular ? 20 : 16)
}
