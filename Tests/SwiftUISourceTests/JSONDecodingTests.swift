import Foundation
import Layout
import ViewModel
import Testing
@testable import SwiftUISource

/// Sample data decoded from JSON as Swift's synthesized `Decodable` and Foundation's `JSONDecoder` do it. The expected
/// texts are what Swift 6.3 prints for the same models decoded natively.
@Suite struct JSONDecodingTests {
    static let recipes = #"""
    enum Diet: String, Codable { case vegan, vegetarian = "veggie", omnivore }
    struct Chef: Codable { let name: String; var stars: Int }
    struct Recipe: Codable, Identifiable {
        let id = UUID()
        let title: String
        var minutes: Int
        var rating: Double?
        var diet: Diet
        var chef: Chef
        var tags: [String]
        enum CodingKeys: String, CodingKey { case title = "recipe_title", minutes, rating, diet, chef, tags }
    }
    let recipesJSON = """
    [{"recipe_title": "Shakshuka", "minutes": 25, "diet": "veggie", "chef": {"name": "Ana", "stars": 3}, "tags": ["eggs", "brunch"]},
     {"recipe_title": "Dal", "minutes": 40, "rating": 4.5, "diet": "vegan", "chef": {"name": "Ravi", "stars": 5}, "tags": []}]
    """
    """#

    @Test func anArrayOfModelsDecodesWithCodingKeysOptionalsNestedModelsAndRawEnums() throws {
        let texts = try laidTexts(Self.recipes + #"""
        #Preview {
            let recipes = try! JSONDecoder().decode([Recipe].self, from: Data(recipesJSON.utf8))
            return VStack {
                ForEach(recipes) { r in
                    Text(verbatim: "\(r.title) \(r.minutes) min \(String(describing: r.rating)) \(r.diet.rawValue) \(r.chef.name)★\(r.chef.stars) \(r.tags.joined(separator: "+"))")
                }
            }
        }
        """#)
        #expect(texts == ["Shakshuka 25 min nil veggie Ana★3 eggs+brunch", "Dal 40 min Optional(4.5) vegan Ravi★5 "])
    }

    @Test func snakeCaseKeysAndISO8601DatesFollowTheDecodersStrategies() throws {
        let texts = try laidTexts(#"""
        struct Event: Codable { var eventName: String; var startsAt: Date; var seatCount: Int }
        #Preview {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            decoder.dateDecodingStrategy = .iso8601
            let e = try! decoder.decode(Event.self, from: #"{"event_name": "Launch", "starts_at": "2024-07-01T18:30:00Z", "seat_count": 120}"#.data(using: .utf8)!)
            return Text(verbatim: "\(e.eventName) \(e.startsAt.timeIntervalSince1970) \(e.seatCount)")
        }
        """#)
        #expect(texts == ["Launch 1719858600.0 120"])
    }

    @Test func aValueTheTypeRefusesThrowsAsFoundationDoes() throws {
        let texts = try laidTexts(#"""
        struct Seats: Codable { var count: Int }
        enum Diet: String, Codable { case vegan }
        #Preview {
            let fraction = try? JSONDecoder().decode(Seats.self, from: Data(#"{"count": 3.5}"#.utf8))
            let whole = try? JSONDecoder().decode(Seats.self, from: Data(#"{"count": 3.0}"#.utf8))
            let diet = try? JSONDecoder().decode(Diet.self, from: Data(#""keto""#.utf8))
            return Text(verbatim: "\(fraction == nil) \(whole?.count ?? -1) \(diet == nil)")
        }
        """#)
        #expect(texts == ["true 3 true"])
    }

    @Test func aForcedDecodeThatThrowsIsReportedWhereItTraps() throws {
        let d = try #require(diagnostic(#"""
        struct Seats: Codable { var count: Int }
        #Preview { Text(verbatim: "\(try! JSONDecoder().decode(Seats.self, from: Data(#"{"cnt": 3}"#.utf8)).count)") }
        """#))
        #expect(d.message.contains("`try!` traps at run time"))
    }

    @Test func aTypeWithItsOwnInitFromDecoderIsDiagnosed() throws {
        let d = try #require(diagnostic(#"""
        struct Seats: Decodable {
            var count: Int
            init(from decoder: Decoder) throws { count = 1 }
        }
        #Preview { Text(verbatim: "\(try! JSONDecoder().decode(Seats.self, from: Data(#"{"count": 3}"#.utf8)).count)") }
        """#))
        #expect(d.message.contains("declares its own `init(from:)`"))
    }
}

/// Sample data the app's bundle holds: the file of that name in the app's folders.
@Suite struct BundleResourceTests {
    static let source = #"""
    struct Trip: Codable { var city: String; var nights: Int }
    func loadTrips() -> [Trip] {
        guard let url = Bundle.main.url(forResource: "trips", withExtension: "json") else { fatalError("missing trips.json") }
        let data = try! Data(contentsOf: url)
        return try! JSONDecoder().decode([Trip].self, from: data)
    }
    #Preview { VStack { ForEach(loadTrips(), id: \.city) { Text("\($0.city): \($0.nights) nights") } } }
    """#

    func texts(resources files: [String: String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let found = SwiftSources.discover(sources: [("Views/Trips.swift", Self.source)], resources: BundleResources.scan([dir.path]))
        let tree = try found.previews[0].resolve(variant: "default", device: iPhone, category: .large, boldText: false, resolver: SpecResolver())
        return SwiftUISourceTests.texts(of: tree.body)
    }

    @Test func aBundledJSONFileIsReadFromTheAppsFolders() throws {
        let trips = #"[{"city": "Lisbon", "nights": 3}, {"city": "Kyoto", "nights": 5}]"#
        #expect(try texts(resources: ["Resources/Data/trips.json": trips]) == ["Lisbon: 3 nights", "Kyoto: 5 nights"])
    }

    @Test func aResourceNotInTheFoldersIsDiagnosedNotGuessed() throws {
        #expect {
            try texts(resources: ["other.json": "[]"])
        } throws: { error in
            (error as? SwiftDiagnostic)?.message.contains("no file named `trips.json` is in the app's folders") == true
        }
    }

    @Test func aResourceInTwoFoldersIsDiagnosed() throws {
        #expect {
            try texts(resources: ["A/trips.json": "[]", "B/trips.json": "[]"])
        } throws: { error in
            (error as? SwiftDiagnostic)?.message.contains("is in 2 of the app's folders") == true
        }
    }
}
