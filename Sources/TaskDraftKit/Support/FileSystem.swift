import Glibc

/// The few file operations TaskDraft needs, on glibc directly (no Foundation start-up cost).
public enum FileSystem {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let operation: String
        public let code: Int32

        public var description: String {
            "cannot \(operation) \(path): \(String(cString: strerror(code)))"
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

    public static func readBytes(_ path: String) throws(Failure) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: path, operation: "read", code: errno) }
        defer { close(fd) }
        // Read into a buffer of the file's size (plus room to notice growth), not a zeroed chunk:
        // Skills files are read on every drafting command.
        var info = stat()
        let expected = fstat(fd, &info) == 0 && info.st_size > 0 ? Int(info.st_size) + 1 : 4096
        var result = [UInt8](unsafeUninitializedCapacity: expected) { _, count in count = 0 }
        var capacity = expected
        while true {
            if result.count == capacity {
                capacity *= 2
                result.reserveCapacity(capacity)
            }
            let free = capacity - result.count
            var n = 0
            let failed = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: min(free, 65_536)) { buffer -> Bool in
                n = read(fd, buffer.baseAddress, buffer.count)
                if n > 0 { result.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<n])) }
                return n < 0 && errno != EINTR
            }
            if failed { throw Failure(path: path, operation: "read", code: errno) }
            if n == 0 { break }
        }
        return result
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
        guard fd >= 0 else { throw Failure(path: path, operation: "write", code: errno) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw Failure(path: path, operation: "write", code: code)
            }
            offset += n
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(path: path, operation: "write", code: code)
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
                    throw Failure(path: prefix, operation: "create directory", code: errno)
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

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
