import Foundation
import Testing
import TextEngine

@Suite struct FontLoadingTests {
    @Test func missingPathIsReportedWithThePath() {
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/SF-Pro.ttf")) {
            try FontFace(path: "/nonexistent/SF-Pro.ttf")
        }
    }

    @Test func truncatedFontIsCorruptNamingTheTable() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.textCut))
        try Fixtures.withTemporaryFile("cut.ttf", contents: bytes.prefix(bytes.count / 2)) { path in
            do {
                _ = try FontFace(path: path)
                Issue.record("a truncated font loaded")
            } catch let FontError.corrupt(errorPath, detail) {
                #expect(errorPath == path)
                #expect(detail.contains("truncated"))
            }
        }
    }

    @Test func damagedHeaderIsCorrupt() throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.textCut))
        bytes.replaceSubrange(12..<400, with: Data(repeating: 0xFF, count: 388))  // smash the table directory
        try Fixtures.withTemporaryFile("smashed.ttf", contents: bytes) { path in
            #expect {
                try FontFace(path: path)
            } throws: { error in
                if case FontError.corrupt = error { return true }
                return false
            }
        }
    }

    @Test(arguments: [("notes.txt", Data("just some text, not a font at all".utf8)), ("empty.ttf", Data())])
    func nonFontIsNotAFont(_ name: String, _ contents: Data) throws {
        try Fixtures.withTemporaryFile(name, contents: contents) { path in
            #expect(throws: FontError.notAFont(path: path)) { try FontFace(path: path) }
        }
    }

    @Test func directoryIsUnreadable() {
        #expect {
            try FontFace(path: Fixtures.fonts)
        } throws: { error in
            if case FontError.unreadable(let path, _) = error { return path == Fixtures.fonts }
            return false
        }
    }

    /// A TTC built around the text cut: face 0 loads and measures like the TTF; face 1 does not exist.
    @Test func collectionFaceIndex() throws {
        try Fixtures.withTemporaryFile("Inter.ttc", contents: try collection(wrapping: Fixtures.textCut)) { path in
            let face = try FontFace(path: path, faceIndex: 0)
            #expect(face.familyName == "Inter")
            #expect(throws: FontError.faceIndexOutOfRange(path: path, index: 1, faceCount: 1)) {
                try FontFace(path: path, faceIndex: 1)
            }
            let library = FontLibrary()
            try library.register(family: "Collected", sources: [FontSource(path: path, faceIndex: 0)])
            let engine = TextEngine(fonts: library)
            let m = try engine.measure(TextRequest("Collection", family: "Collected", size: 40))
            #expect(abs(m.naturalWidth - RawHarfBuzz.width("Collection", font: Fixtures.textCut, size: 40)) < 1e-9)
        }
    }

    @Test func variableFaceReportsItsWeightAxis() throws {
        let face = try FontFace(path: Fixtures.textCut)
        #expect(face.isVariable && face.weightRange == 100...900)
        #expect(face.effectiveWeight(950) == 900)
        #expect(face.unitsPerEm == 2816 && face.ascender == 2728 && face.descender == 680 && face.lineGap == 0)
    }

    @Test func namedFamilyUsesOnlyItsFileAtEverySize() throws {
        let library = try FontLibrary.bundled(directory: Fixtures.fonts)
        try library.register(family: "Brand", path: Fixtures.textCut)
        let engine = TextEngine(fonts: library)
        // At 30 pt the system font switches to the display cut; a named family does not.
        let m = try engine.measure(TextRequest("Brand", family: "Brand", size: 30))
        #expect(abs(m.naturalWidth - RawHarfBuzz.width("Brand", font: Fixtures.textCut, size: 30)) < 1e-9)
        #expect(throws: FontError.unknownFamily("Brnad", known: ["Brand"])) {
            try engine.measure(TextRequest("x", family: "Brnad", size: 17))
        }
    }

    @Test func sameFileIsLoadedOnce() throws {
        let library = FontLibrary()
        let a = try library.load(FontSource(path: Fixtures.textCut))
        let b = try library.load(FontSource(path: Fixtures.textCut, weight: 700))
        #expect(a === b)
    }

    /// 'ttcf' header with one font, table offsets shifted past the header.
    private func collection(wrapping path: String) throws -> Data {
        var font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let shift = 16
        let tables = Int(font[4]) << 8 | Int(font[5])
        for i in 0..<tables {
            let at = 12 + 16 * i + 8
            var offset = font[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            offset += shift
            for k in 0..<4 { font[at + k] = UInt8((offset >> (24 - 8 * k)) & 0xFF) }
        }
        let header: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0] + [0, 0, 0, 1] + [0, 0, 0, UInt8(shift)]
        return Data(header + font)
    }
}
