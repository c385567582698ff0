import Foundation
import Testing
import ViewModel
@testable import SwiftUISource

/// Image assets take the sizes their files give: pixels over the scale for bitmaps, the page for a PDF, the root
/// element for an SVG; folders that provide a namespace prefix the name.
@Suite struct AssetCatalogTests {
    /// A catalog in a scratch folder: `files` by path inside `Assets.xcassets`.
    func catalog(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent("App/Assets.xcassets").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    static func json(_ s: String) -> Data { Data(s.utf8) }

    /// A PNG's signature and IHDR chunk: all a size is read from.
    static func png(width: UInt32, height: UInt32) -> Data {
        var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { b += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return Data(b + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A JPEG's start of image, an APP0 segment, then a baseline start-of-frame with the size.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46]
        let sof: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        return Data([0xFF, 0xD8] + app0 + sof + [UInt8](repeating: 0, count: 12))
    }

    static func imageSet(_ file: String, scale: String?) -> Data {
        json(#"{"images": [{"filename": "\#(file)", "idiom": "universal"\#(scale.map { #", "scale": "\#($0)""# } ?? "")}, {"idiom": "universal", "scale": "1x"}], "info": {"version": 1}}"#)
    }

    @Test func eachKindOfFileGivesItsSizeInPoints() throws {
        let root = try catalog([
            "Contents.json": Self.json(#"{"info": {"version": 1}}"#),
            "plant-photo.imageset/Contents.json": Self.imageSet("plant@2x.png", scale: "2x"),
            "plant-photo.imageset/plant@2x.png": Self.png(width: 120, height: 80),
            "Banner.imageset/Contents.json": Self.imageSet("banner@3x.jpg", scale: "3x"),
            "Banner.imageset/banner@3x.jpg": Self.jpeg(width: 900, height: 300),
            "dough/Contents.json": Self.json(#"{"properties": {"provides-namespace": true}}"#),
            "dough/plain-thumb.imageset/Contents.json": Self.imageSet("plain.pdf", scale: nil),
            "dough/plain-thumb.imageset/plain.pdf": Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 48 36] >> endobj".utf8),
            "Icons/logo.imageset/Contents.json": Self.imageSet("logo.svg", scale: nil),
            "Icons/logo.imageset/logo.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"></svg>"#.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sizes = AssetCatalogs.imageSizes(in: [root.path])
        func text(_ s: ProjectConfig.Stub?) -> String? { s.map { "\($0.width ?? -1)×\($0.height ?? -1)" } }
        func size(_ name: String) -> String? { text(sizes[AssetCatalogs.key(name)]) }
        func generated(_ member: String) -> String? { text(sizes[AssetCatalogs.generatedKey(member)]) }
        #expect(size("plant-photo") == "60.0×40.0" && generated("plantPhoto") == "60.0×40.0")
        #expect(size("plantPhoto") == nil, "Image(\"plantPhoto\") finds no asset on iOS")
        #expect(size("Banner") == "300.0×100.0" && generated("banner") == "300.0×100.0")
        #expect(size("dough/plain-thumb") == "48.0×36.0" && generated("plainThumb") == "48.0×36.0")
        #expect(size("logo") == "30.0×20.0", "a folder without a namespace adds nothing to the name")
        #expect(size("plain-thumb") == nil)
        #expect(sizes["Banner"] == nil, "asset sizes never answer a view's stub lookup")
    }

    @Test func anImageSetWithoutAReadableFileHasNoSize() throws {
        let root = try catalog([
            "photo.imageset/Contents.json": Self.imageSet("photo.heic", scale: "2x"),
            "photo.imageset/photo.heic": Data([0, 0, 0, 24]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(AssetCatalogs.imageSizes(in: [root.path])["photo"] == nil)
    }
}

extension AssetCatalogTests {
    @Test func aMalformedOrForeignUnitSizeGivesNoSizeRatherThanAWrongOne() throws {
        let root = try catalog([
            "nan.imageset/Contents.json": Self.imageSet("nan.svg", scale: nil),
            "nan.imageset/nan.svg": Data(#"<svg width="nan" height="10"></svg>"#.utf8),
            "points.imageset/Contents.json": Self.imageSet("points.svg", scale: nil),
            "points.imageset/points.svg": Data(#"<svg width="24pt" height="24pt" viewBox="0 0 48 48"></svg>"#.utf8),
            "huge.imageset/Contents.json": Self.imageSet("huge.png", scale: "1x"),
            "huge.imageset/huge.png": Self.png(width: 0xFFFF_FFFF, height: 10),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let sizes = AssetCatalogs.imageSizes(in: [root.path])
        #expect(sizes[AssetCatalogs.key("nan")] == nil)
        #expect(sizes[AssetCatalogs.key("points")] == nil, "24pt is not read, and the viewBox would say 48")
        #expect(sizes[AssetCatalogs.key("huge")] == nil)
    }
}
