import CZlib
import Foundation

/// Just enough PNG to read a screenshot: 8-bit RGB or RGBA, not interlaced (what Chromium writes). Chunks are
/// parsed, the IDAT stream inflated with zlib, scanline filters undone.
struct PNGImage {
    var width: Int
    var height: Int
    /// RGB, row-major, 3 bytes per pixel.
    var rgb: [UInt8]

    enum DecodeError: Error { case notPNG, unsupported(String), corrupt(String) }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else { throw DecodeError.notPNG }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var offset = 8, w = 0, h = 0, channels = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = u32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length <= bytes.count else { throw DecodeError.corrupt("chunk \(type) runs past the end") }
            switch type {
            case "IHDR":
                w = u32(body); h = u32(body + 4)
                let depth = bytes[body + 8], colour = bytes[body + 9], interlace = bytes[body + 12]
                guard depth == 8, interlace == 0, colour == 2 || colour == 6 else {
                    throw DecodeError.unsupported("depth \(depth), colour type \(colour), interlace \(interlace)")
                }
                channels = colour == 6 ? 4 : 3
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            offset = body + length + 4
        }
        guard w > 0, h > 0, channels > 0 else { throw DecodeError.corrupt("no IHDR") }
        let rowBytes = w * channels
        var raw = [UInt8](repeating: 0, count: h * (rowBytes + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw DecodeError.corrupt("zlib status \(status)") }

        // Unsafe buffers: the tests run debug builds, where checked array indexing makes this loop seconds long.
        var pixels = [UInt8](repeating: 0, count: h * rowBytes)
        try pixels.withUnsafeMutableBufferPointer { out in
            try raw.withUnsafeBufferPointer { input in
                for y in 0..<h {
                    let filter = input[y * (rowBytes + 1)]
                    let src = y * (rowBytes + 1) + 1, dst = y * rowBytes
                    guard filter <= 4 else { throw DecodeError.corrupt("filter \(filter)") }
                    for x in 0..<rowBytes {
                        let a = x >= channels ? Int(out[dst + x - channels]) : 0
                        let b = y > 0 ? Int(out[dst - rowBytes + x]) : 0
                        var predictor = 0
                        switch filter {
                        case 1: predictor = a
                        case 2: predictor = b
                        case 3: predictor = (a + b) / 2
                        case 4:
                            let c = (x >= channels && y > 0) ? Int(out[dst - rowBytes + x - channels]) : 0
                            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                        default: break
                        }
                        out[dst + x] = UInt8(truncatingIfNeeded: Int(input[src + x]) + predictor)
                    }
                }
            }
        }
        width = w; height = h
        if channels == 3 {
            rgb = pixels
        } else {
            var out = [UInt8](repeating: 0, count: w * h * 3)
            out.withUnsafeMutableBufferPointer { o in
                pixels.withUnsafeBufferPointer { p in
                    for i in 0..<(w * h) { o[3 * i] = p[4 * i]; o[3 * i + 1] = p[4 * i + 1]; o[3 * i + 2] = p[4 * i + 2] }
                }
            }
            rgb = out
        }
    }

    /// Pixels within `tolerance` of `colour` on every channel.
    func count(_ colour: (UInt8, UInt8, UInt8), tolerance: Int = 6) -> Int {
        rgb.withUnsafeBufferPointer { p in
            var n = 0
            for i in stride(from: 0, to: p.count, by: 3)
            where abs(Int(p[i]) - Int(colour.0)) <= tolerance && abs(Int(p[i + 1]) - Int(colour.1)) <= tolerance
                && abs(Int(p[i + 2]) - Int(colour.2)) <= tolerance {
                n += 1
            }
            return n
        }
    }

    /// Distinct colours (a blank or failed screenshot has one or two).
    var distinctColours: Int {
        rgb.withUnsafeBufferPointer { p in
            var seen = Set<Int>()
            for i in stride(from: 0, to: p.count, by: 3) { seen.insert(Int(p[i]) << 16 | Int(p[i + 1]) << 8 | Int(p[i + 2])) }
            return seen.count
        }
    }
}
