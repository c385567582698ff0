import Foundation

/// SHA-256 (FIPS 180-4), for the font hashes in golden headers: small enough to carry instead of a crypto dependency.
public enum SHA256 {
    public static func hex(_ data: Data) -> String {
        digest(data).map { b in (b < 16 ? "0" : "") + String(b, radix: 16) }.joined()
    }

    public static func hex(ofFile url: URL) throws -> String { hex(try Data(contentsOf: url)) }

    /// `[file name: sha256 hex]` for the golden header.
    public static func fontHashes(_ files: [URL]) throws -> [String: String] {
        var hashes: [String: String] = [:]
        for file in files { hashes[file.lastPathComponent] = try hex(ofFile: file) }
        return hashes
    }

    public static func digest(_ data: Data) -> [UInt8] {
        var h: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        var message = [UInt8](data)
        let bitLength = UInt64(message.count) * 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for i in (0..<8).reversed() { message.append(UInt8(truncatingIfNeeded: bitLength >> (UInt64(i) * 8))) }

        // Raw buffers and masking shifts, inline: in a debug build, checked access and generic shifts made hashing
        // the bundled fonts take ~0.4 s of every run, even one that stops on a spec error.
        var w = [UInt32](repeating: 0, count: 64)
        message.withUnsafeBufferPointer { m in
            w.withUnsafeMutableBufferPointer { w in
                k.withUnsafeBufferPointer { k in
                    var (h0, h1, h2, h3, h4, h5, h6, h7) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
                    for chunk in stride(from: 0, to: m.count, by: 64) {
                        for i in 0..<16 {
                            let j = chunk + i * 4
                            w[i] = UInt32(m[j]) &<< 24 | UInt32(m[j + 1]) &<< 16 | UInt32(m[j + 2]) &<< 8 | UInt32(m[j + 3])
                        }
                        for i in 16..<64 {
                            let s0 = (w[i - 15] &>> 7 | w[i - 15] &<< 25) ^ (w[i - 15] &>> 18 | w[i - 15] &<< 14) ^ (w[i - 15] &>> 3)
                            let s1 = (w[i - 2] &>> 17 | w[i - 2] &<< 15) ^ (w[i - 2] &>> 19 | w[i - 2] &<< 13) ^ (w[i - 2] &>> 10)
                            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, hh) = (h0, h1, h2, h3, h4, h5, h6, h7)
                        for i in 0..<64 {
                            let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                            let ch = (e & f) ^ (~e & g)
                            let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
                            let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                            let maj = (a & b) ^ (a & c) ^ (b & c)
                            let t2 = s0 &+ maj
                            hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                        }
                        h0 = h0 &+ a; h1 = h1 &+ b; h2 = h2 &+ c; h3 = h3 &+ d
                        h4 = h4 &+ e; h5 = h5 &+ f; h6 = h6 &+ g; h7 = h7 &+ hh
                    }
                    h = [h0, h1, h2, h3, h4, h5, h6, h7]
                }
            }
        }
        return h.flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32($0))) } }
    }


    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
