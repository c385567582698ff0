import SwiftUI

// Seed for FuzzSwiftUI: JSON sample data, Float, narrow integers, literals beside written types, probed forms.
enum Diet: String, Codable { case vegan, vegetarian = "veggie" }
struct Chef: Codable { let name: String; var stars: Int8 }
struct Recipe: Codable, Identifiable {
    let id = UUID()
    let title: String
    var minutes: Int
    var rating: Double?
    var diet: Diet
    var chef: Chef
    enum CodingKeys: String, CodingKey { case title = "recipe_title", minutes, rating, diet, chef }
}
let recipesJSON = #"[{"recipe_title": "Dal", "minutes": 40, "rating": 4.5, "diet": "vegan", "chef": {"name": "Ravi", "stars": 5}}]"#
enum Status { case failed(message: String), pair(Int, Double), idle }
class Feed { func headline() -> String { "Routes" } }
final class NearbyFeed: Feed {
    lazy var count: Int = { 3 }()
    override func headline() -> String { super.headline() + " near you" }
}
enum Money { static func usd(_ v: Double) -> String { String(format: "$%.2f", v) } }
struct PriceRow: View { let format: (Double) -> String; var body: some View { Text(format(4.5)) } }

#Preview("Recipes") {
    let recipes = try! JSONDecoder().decode([Recipe].self, from: Data(recipesJSON.utf8))
    let rating: Double? = nil
    let parts: [Float] = [0.1, 0.2]
    var totals: [String: Double] = [:]
    totals["a", default: 0] += 2
    var (a, b) = (1, 2)
    (a, b) = (b, a)
    return List {
        ForEach(recipes) { r in Text("\(r.title) \(r.minutes) \(r.chef.stars) \(r.diet.rawValue)") }
        Text(verbatim: "\(rating ?? 0) \(parts.reduce(0, +)) \(totals) \(Int8(clamping: 300)) \(Status.failed(message: "x"))")
        Text(verbatim: zip(1..., ["Jan", "Feb"]).map { "\($0).\($1)" }.joined(separator: " ") + "\(a)\(b)")
        Text(NearbyFeed().headline() + "\u{E9}\n" + String("abc".reversed()))
        PriceRow(format: Money.usd)
        Slider(value: .constant(0.5)) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
    }
}
