import Foundation

extension AssetCatalogs {
    /// Files larger than this are not read (an asset is an icon or a photo, not a document).
    static let maxImageFileBytes = 8 << 20

    /// An image file's size: pixels for PNG and JPEG, points for PDF and SVG; nil when it cannot be read.
    static func pointSize(of path: String) -> (Double, Double)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let bytes = attributes[.size] as? Int, bytes <= maxImageFileBytes,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        let b = [UInt8](data)
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return pngSize(b)
        case "jpg", "jpeg": return jpegSize(b)
        case "pdf": return pdfSize(String(decoding: b, as: UTF8.self))
        case "svg": return svgSize(String(decoding: b, as: UTF8.self))
        default: return nil
        }
    }

    /// The IHDR chunk, first after the 8-byte signature: width and height, 4 bytes big-endian each (PNG spec, 11.2.2).
    static func pngSize(_ b: [UInt8]) -> (Double, Double)? {
        guard b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[12...15].elementsEqual("IHDR".utf8) else { return nil }
        return (Double(bigEndian(b, 16, 4)), Double(bigEndian(b, 20, 4)))
    }

    /// The first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC): height then width, 2 bytes each after
    /// the segment length and the sample precision (ITU T.81, B.2.2).
    static func jpegSize(_ b: [UInt8]) -> (Double, Double)? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = bigEndian(b, i + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Double(bigEndian(b, i + 7, 2)), Double(bigEndian(b, i + 5, 2)))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    /// The first page's `/MediaBox [x0 y0 x1 y1]`, in PDF units (1/72 inch: points) (ISO 32000-1, 14.11.2).
    static func pdfSize(_ text: String) -> (Double, Double)? {
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let numbers = rest[rest.index(after: rest.startIndex)..<close].split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]))
    }

    /// The root `<svg>` element's `width` and `height` (in px or without a unit; CSS px are points here), else its
    /// `viewBox` size.
    static func svgSize(_ text: String) -> (Double, Double)? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            guard let r = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\""),
                  let close = tag[r.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(tag[r.upperBound..<close])
        }
        func length(_ s: String?) -> Double? {
            guard let s else { return nil }
            return Double(s.hasSuffix("px") ? String(s.dropLast(2)) : s)
        }
        let (width, height) = (attribute("width"), attribute("height"))
        if width != nil || height != nil {
            // A size in another unit (`24pt`, `10mm`) or a percentage is not read; the viewBox would be a guess.
            guard let w = length(width), let h = length(height) else { return nil }
            return (w, h)
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        return box.count == 4 ? (box[2], box[3]) : nil
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<at + count).reduce(0) { $0 << 8 | Int(b[$1]) }
    }
}
