import Glibc
import TaskDraftKit

/// A file written in full or not at all: output goes to a temporary file beside it, which
/// replaces the target only after every byte was written. An export that fails half-way
/// (a full disk, Ctrl-C) leaves the previous file as it was.
///
/// The temporary file has no name while it is written (`O_TMPFILE`), so a process killed
/// with SIGKILL, which runs no clean-up, leaves nothing behind: the kernel frees the space.
/// It gets a name (`.NAME.tmp-PID`) only for the moment between `linkat` and `rename`, or for
/// the whole write where the file system has no `O_TMPFILE`; the next run for the same
/// target removes such files whose process is gone.
final class AtomicFile {
    let path: String
    let output: Output
    private let temporary: String
    /// False while the temporary file is unnamed (`O_TMPFILE`): `commit` links it first.
    private var named: Bool
    private var committed = false

    init(path: String, mode: mode_t = 0o644) throws(CLIError) {
        self.path = path
        if FileSystem.isDirectory(path) { throw CLIError(.failure, .importExport(.cannotWrite(path, nil))) }
        let directory = FileSystem.directory(of: path)
        let prefix = "." + FileSystem.lastComponent(path) + ".tmp-"
        AtomicFile.removeStaleTemporaries(in: directory, prefix: prefix)
        temporary = directory + "/" + prefix + "\(getpid())"
        // The unnamed file is given its name through /proc (see `commit`), so without /proc it is not used.
        var fd = access("/proc/self/fd", F_OK) == 0 ? open(directory, AtomicFile.unnamedFlags | O_WRONLY | O_CLOEXEC, mode) : -1
        named = fd < 0
        if fd < 0 {
            // EOPNOTSUPP, EISDIR (file systems or kernels without O_TMPFILE), no /proc: a named file.
            fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        }
        guard fd >= 0 else { throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(errno)))) }
        output = Output(fd: fd)
    }

    /// `O_TMPFILE`, which Swift does not import (a macro made of two others). The value is
    /// `__O_TMPFILE` from the kernel's generic fcntl.h, the same on x86-64 and arm64.
    private static let unnamedFlags: Int32 = 0o20_000_000 | O_DIRECTORY

    /// Flushes, checks that every write landed, and renames over the target.
    func commit() throws(CLIError) {
        output.flush()
        if let failure = output.failure { throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(failure)))) }
        guard fsync(output.fd) == 0 else { throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(errno)))) }
        if !named {
            // linkat cannot replace a file, so the unnamed file gets the temporary name first.
            // Through /proc rather than AT_EMPTY_PATH, which needs CAP_DAC_READ_SEARCH.
            unlink(temporary)
            guard linkat(AT_FDCWD, "/proc/self/fd/\(output.fd)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
                throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(errno))))
            }
            named = true
        }
        guard close(output.fd) == 0 else {
            throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(errno))))
        }
        committed = true
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw CLIError(.failure, .importExport(.cannotWrite(path, SystemError(code))))
        }
    }

    deinit {
        if !committed {
            close(output.fd)
            if named { unlink(temporary) }
        }
    }

    /// Removes `PREFIX<pid>` files in `directory` whose process no longer exists: what an
    /// earlier run killed between naming its temporary file and renaming it left behind.
    /// A live process's file (another export to the same target) is left alone.
    static func removeStaleTemporaries(in directory: String, prefix: String) {
        for name in FileSystem.list(directory) where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(directory + "/" + name)
        }
    }
}
