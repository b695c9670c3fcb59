import Foundation

/// Writes a script a test then executes (a fake `notify-send`, terminal, `swift`), so that no
/// descriptor open for writing on it is left in any process when the call returns.
///
/// Why not `String.write(to:atomically:)` and `setAttributes(0o755)`: Foundation opens the file
/// without O_CLOEXEC (strace: `openat(…/.dat.nosync…, O_RDWR|O_CREAT|O_EXCL)`; `Data.write`
/// too: `O_WRONLY|O_CREAT|O_TRUNC`), and Swift Testing runs tests on parallel threads. When
/// another test's `Process.run()` spawns at that moment, its posix_spawn child shares nothing
/// but holds a copy of every descriptor until its file actions close them one by one (`close(3)`
/// … `close(N)`, then execve): for that loop the child holds our write descriptor, and our exec
/// of the script fails with ETXTBSY ("Text file busy"). Opening with O_CLOEXEC would not shorten
/// that window, since CLOEXEC acts only at the child's execve, after the same loop. So the test
/// process never opens the file for writing: a `/bin/sh` child has `cat`, fed by a pipe, write
/// a temporary name, then makes it executable and renames it into place. The only writer is that
/// `cat`, which nothing forks from and which has exited before `mv`; the name the test executes
/// is an inode no living process holds open for writing. ExecutableFileTests races it.
public enum ExecutableFile {
    public struct Failed: Error, CustomStringConvertible {
        public let path: String
        public let status: Int32
        public var description: String { "could not write executable \(path) (sh exited \(status))" }
    }

    /// Writes `text` to `url` with mode 0755, replacing what was there.
    public static func write(_ text: String, to url: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"cat > "$1.tmp" && chmod 755 "$1.tmp" && mv -f "$1.tmp" "$1""#, "sh", url.path]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failed(path: url.path, status: process.terminationStatus)
        }
    }

    /// Writes `text` to `path` with mode 0755, replacing what was there.
    public static func write(_ text: String, toFile path: String) throws {
        try write(text, to: URL(fileURLWithPath: path))
    }
}
