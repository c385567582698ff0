import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

public struct AtomicWriteError: Error, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var code: Int32
    public var description: String { "\(path): \(operation) failed: \(String(cString: strerror(code)))" }
}

/// Writes files so a reader sees the old content or the new, never a partial file: the bytes go to a temporary
/// file in the same directory (same file system, so rename is atomic), are fsynced, then renamed over the target;
/// the directory is fsynced so the rename survives a crash. On any failure the temporary file is removed and the
/// target is untouched.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws {
        try write(data, to: url, beforeRename: {})
    }

    /// Writes only when the bytes differ from what is there. Returns whether it wrote.
    @discardableResult
    public static func writeIfChanged(_ data: Data, to url: URL) throws -> Bool {
        if let existing = try? Data(contentsOf: url), existing == data { return false }
        try write(data, to: url)
        return true
    }

    /// Removes temporary files that a killed writer left in `directory` (not recursive): `.<name>.tmp-<pid>-<n>`
    /// whose process is gone. A live process's temporary is left alone, as it may be mid-write. Returns the names
    /// removed.
    @discardableResult
    public static func removeStaleTemporaries(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed: [String] = []
        for name in names {
            guard let pid = temporaryOwner(name), pid != getpid(), !isRunning(pid) else { continue }
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        return removed.sorted()
    }

    /// The writer's pid when `name` is one of our temporary names.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { return nil }
        return pid
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// `beforeRename` runs once the temporary file is complete and synced: tests fail the write there, or hold
    /// it to kill the process between the two steps.
    public static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temp = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw AtomicWriteError(path: temp.path, operation: "create", code: errno) }
        var renamed = false
        defer { if !renamed { unlink(temp.path) } }
        do {
            defer { close(fd) }
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < buffer.count {
                    let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw AtomicWriteError(path: temp.path, operation: "write", code: errno)
                    }
                    offset += n
                }
            }
            guard fsync(fd) == 0 else { throw AtomicWriteError(path: temp.path, operation: "fsync", code: errno) }
        }
        try beforeRename()
        guard rename(temp.path, url.path) == 0 else {
            throw AtomicWriteError(path: url.path, operation: "rename", code: errno)
        }
        renamed = true
        let dirFD = open(directory.path, O_RDONLY)
        if dirFD >= 0 { _ = fsync(dirFD); close(dirFD) }
    }
}
