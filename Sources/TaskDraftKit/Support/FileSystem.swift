import Glibc

/// The few file operations TaskDraft needs, on glibc directly (Sources/ does not import Foundation).
public enum FileSystem {
    public struct Failure: Error, CustomStringConvertible, Equatable, Sendable {
        public let path: String
        public let operation: Operation
        public let code: Int32

        public enum Operation: Sendable, Equatable {
            case read, write, createDirectory
        }

        public init(path: String, operation: Operation, code: Int32) {
            self.path = path
            self.operation = operation
            self.code = code
        }

        public var description: String { english }

        /// "cannot read PATH: Permission denied", as logs and JSON keep it.
        public var english: String {
            let verb = switch operation { case .read: "read"; case .write: "write"; case .createDirectory: "create directory" }
            return "cannot \(verb) \(path): " + SystemError(code).english
        }

        public var russian: String {
            let verb = switch operation { case .read: "прочитать"; case .write: "записать"; case .createDirectory: "создать папку" }
            return "не удаётся \(verb) \(path): " + SystemError(code).russian
        }

        public var polish: String {
            let verb = switch operation { case .read: "odczytać"; case .write: "zapisać"; case .createDirectory: "utworzyć katalogu" }
            return "nie można \(verb) \(path): " + SystemError(code).polish
        }
    }

    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// File mode bits (`0o600`), or nil when the file cannot be stat'ed.
    public static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    /// The file's bytes. `regularOnly`: anything but a regular file (a FIFO, a device, a socket, a
    /// directory) fails with `EINVAL` before a byte is read, and the open does not wait, so a file
    /// a stranger leaves (a FIFO no one writes, a link to `/dev/zero`) cannot hang the read.
    /// `atMost`: a file larger than that many bytes fails with `EFBIG`, before a byte is read when
    /// its size says so, or as soon as a read passes it when the file grows under the read.
    public static func readBytes(_ path: String, regularOnly: Bool = false, atMost: Int? = nil) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw Failure(path: path, operation: .read, code: errno) }
        defer { close(fd) }
        // Skills files are read on every drafting command, so a regular file is read straight
        // into an array of its size plus one byte: the spare byte notices a file that grew since
        // fstat, and a read that comes back with exactly the size fstat gave has reached the end,
        // so the read that would only return 0 (a system call a file) is not made.
        var info = stat()
        let size = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
        if regularOnly, size == nil { throw Failure(path: path, operation: .read, code: EINVAL) }
        if let atMost, let size, size > atMost { throw Failure(path: path, operation: .read, code: EFBIG) }
        var failure: Int32 = 0
        var atEnd = false
        var result = [UInt8](unsafeUninitializedCapacity: (size ?? 4095) + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n > 0 {
                    count += n
                    if count == size { atEnd = true; return }
                } else if n == 0 {
                    atEnd = true
                    return
                } else if errno != EINTR {
                    failure = errno
                    return
                }
            }
        }
        // Larger than fstat said, or not a regular file: on in chunks until a read returns 0. The
        // chunks are on the heap: a 64 KB stack buffer, even unused, put every read 16 pages
        // lower on the stack, into pages no one had touched.
        while !atEnd && failure == 0 {
            if let atMost, result.count > atMost { failure = EFBIG; break }
            result += [UInt8](unsafeUninitializedCapacity: 65_536) { buffer, count in
                let n = read(fd, buffer.baseAddress, buffer.count)
                count = max(n, 0)
                if n == 0 {
                    atEnd = true
                } else if n < 0 && errno != EINTR {
                    failure = errno
                }
            }
        }
        if let atMost, result.count > atMost { failure = EFBIG }
        if failure != 0 { throw Failure(path: path, operation: .read, code: failure) }
        return result
    }

    /// The path of the running executable, as the kernel gives it (`/proc/self/exe`).
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Reads a UTF-8 text file; invalid bytes become U+FFFD.
    public static func readText(_ path: String) throws(Failure) -> String {
        String(decoding: try readBytes(path), as: UTF8.self)
    }

    /// Writes `bytes` to `path` through a temporary file and a rename, so readers never
    /// see half a file; the file gets `mode`.
    public static func writeAtomically(_ path: String, _ bytes: [UInt8], mode: mode_t = 0o644) throws(Failure) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(path: path, operation: .write, code: errno) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw Failure(path: path, operation: .write, code: code)
            }
            offset += n
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, operation: .write, code: code)
        }
    }

    /// `mkdir -p` where every directory created gets `mode` (existing ones are left alone).
    public static func createDirectories(_ path: String, mode: mode_t) throws(Failure) {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix) {
                if mkdir(prefix, mode) != 0 && errno != EEXIST {
                    throw Failure(path: prefix, operation: .createDirectory, code: errno)
                }
            }
            prefix += "/"
        }
    }

    /// The names in a directory (no `.` or `..`), sorted; empty when it does not exist.
    public static func list(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    // Both search the UTF-8 bytes for `/`, which is one byte in any UTF-8.
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}
