import Glibc
import TaskDraftKit

/// A file written in full or not at all: output goes to a temporary file beside it, which
/// replaces the target only after every byte was written. An export that fails half-way
/// (a full disk, Ctrl-C) leaves the previous file as it was.
final class AtomicFile {
    let path: String
    let output: Output
    private let temporary: String
    private var committed = false

    init(path: String, mode: mode_t = 0o644) throws(CLIError) {
        self.path = path
        if FileSystem.isDirectory(path) { throw CLIError(.failure, "cannot write \(path): it is a directory") }
        temporary = FileSystem.directory(of: path) + "/." + FileSystem.lastComponent(path) + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw CLIError(.failure, "cannot write \(path): \(String(cString: strerror(errno)))") }
        output = Output(fd: fd)
    }

    /// Flushes, checks that every write landed, and renames over the target.
    func commit() throws(CLIError) {
        output.flush()
        if let failure = output.failure { throw CLIError(.failure, "cannot write \(path): \(String(cString: strerror(failure)))") }
        guard fsync(output.fd) == 0, close(output.fd) == 0 else {
            throw CLIError(.failure, "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        committed = true
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw CLIError(.failure, "cannot write \(path): \(String(cString: strerror(code)))")
        }
    }

    deinit {
        if !committed {
            close(output.fd)
            unlink(temporary)
        }
    }
}
