import Foundation
import Testing
import TextEngine

/// Families of static files: the nearest weight wins. The repository ships only variable fonts, so the test makes
/// static ones by hiding the text cut's `fvar` table (renamed in the table directory), which leaves a plain TTF.
@Suite struct StaticFamilyTests {
    static func staticCopy(named name: String) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.textCut)))
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<tables where bytes[12 + 16 * i..<12 + 16 * i + 4].elementsEqual("fvar".utf8) {
            bytes[12 + 16 * i + 3] = UInt8(ascii: "z")  // 'fvaz': still sorted, no longer a variation table
        }
        return try Fixtures.temporaryFile(name, contents: Data(bytes))
    }

    @Test func nearestWeightWinsWithCSSTieBreaks() throws {
        let regular = try Self.staticCopy(named: "Static-Regular.ttf")
        let bold = try Self.staticCopy(named: "Static-Bold.ttf")
        let library = FontLibrary()
        try library.register(family: "Static", sources: [FontSource(path: regular, weight: 400),
                                                         FontSource(path: bold, weight: 700)])
        func picked(_ weight: Double) throws -> String { try library.face(family: "Static", size: 17, weight: weight).path }
        #expect(try picked(100) == regular)
        #expect(try picked(500) == regular)
        #expect(try picked(550) == bold)  // equidistant above 500: the heavier face, as CSS matching
        #expect(try picked(450) == regular)
        #expect(try picked(900) == bold)
        let face = try library.face(family: "Static", size: 17, weight: 400)
        #expect(!face.isVariable && face.weightRange == 400...400)
    }

    @Test func staticFaceDrawsItsOwnWeightWhateverIsAsked() throws {
        let path = try Self.staticCopy(named: "Static-Only.ttf")
        let library = FontLibrary()
        try library.register(family: "Only", path: path)
        let engine = TextEngine(fonts: library)
        let light = try engine.measure(TextRequest("CheckSettings", family: "Only", size: 17, weight: 200))
        let heavy = try engine.measure(TextRequest("CheckSettings", family: "Only", size: 17, weight: 800))
        #expect(light.naturalWidth == heavy.naturalWidth)
        #expect(abs(light.naturalWidth - RawHarfBuzz.width("CheckSettings", font: Fixtures.textCut, weight: 400, size: 17)) < 1e-9)
    }
}
