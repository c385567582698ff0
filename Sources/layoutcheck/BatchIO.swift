import Foundation

/// Line I/O for `measure --batch`, on file descriptors 0 and 1 with our own buffers: output is written in one
/// `write(2)` per input chunk instead of one flush per case, yet a co-process that sends one line and waits still
/// gets its answer at once, because pending output is always written before a read that could block.
struct BatchIO {
    private var input = [UInt8]()
    private var start = 0
    private var atEnd = false
    private var output = [UInt8]()

    init() {
        input.reserveCapacity(1 << 16)
        output.reserveCapacity(1 << 16)
    }

    /// The next line without its `\n` (and a `\r` before it), decoded as UTF-8 with replacement; nil at the end.
    mutating func readLine() -> String? {
        while true {
            if let newline = input[start...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, input[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: input[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < input.count else { return nil }
                let line = String(decoding: input[start...], as: UTF8.self)
                start = input.count
                return line
            }
            flush()
            input.removeSubrange(0..<start)
            start = 0
            let count = input.count
            input.append(contentsOf: repeatElement(0, count: 1 << 16))
            let got = input.withUnsafeMutableBytes { read(0, $0.baseAddress! + count, 1 << 16) }
            if got < 0 && errno == EINTR { input.removeSubrange(count...); continue }
            input.removeSubrange((count + max(0, got))...)
            if got <= 0 { atEnd = true }
        }
    }

    mutating func writeLine(_ text: String) {
        append(Array(text.utf8) + [0x0A])
    }

    /// Queues bytes for standard output.
    mutating func append(_ bytes: [UInt8]) {
        output.append(contentsOf: bytes)
        if output.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        var offset = 0
        while offset < output.count {
            let n = output.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }  // stdout closed: nothing more can be delivered
            offset += n
        }
        output.removeAll(keepingCapacity: true)
    }
}
