import Glibc
import TaskDraftKit

/// `notify-send` (Debian's libnotify-bin): the desktop's notifications on a machine where
/// libdbus-1 cannot be loaded. It reaches the same freedesktop server, but one process per
/// notice, no capabilities asked and no buttons heard, so libdbus comes first and this only
/// stands in for it.
///
/// Titles come from people, agents and imported files, so they go to it as data: run with
/// `posix_spawn` and an argument vector (no shell), each text one element after `--`, so a
/// title starting with `-` is not read as an option.
struct NotifySend {
    let path: String

    /// As long as a server may take to answer: `remind` holds the write lock while it delivers.
    static let timeoutMilliseconds = 3000

    /// The first executable `notify-send` in `searchPath` (`$PATH`), or nil.
    static func find(searchPath: String?) -> NotifySend? {
        for directory in (searchPath ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(directory) + "/notify-send"
            if access(candidate, X_OK) == 0 { return NotifySend(path: candidate) }
        }
        return nil
    }

    /// Shows one notification. The body is escaped as markup: most servers read `<b>`,
    /// `&amp;`… in it, and a title must not restyle (or link) the notice.
    func show(summary: String, body: String) -> Result<Void, NotifierUnavailable> {
        let arguments = [path, "--app-name=taskdraft", "--icon=appointment-soon", "--urgency=normal", "--",
                         summary, DesktopNotifier.escapedMarkup(body)]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Its stdout is not ours (`remind --json` writes there); stderr stays, for the journal.
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        // Nothing else of ours: a descriptor opened or inherited without O_CLOEXEC would
        // otherwise stay open in the child for its whole life.
        addCloseFrom(&actions, 3)
        var pid: pid_t = 0
        let code = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard code == 0 else { return .failure(NotifierUnavailable.cannotRun(path, SystemError(code))) }
        return wait(pid)
    }

    /// Waits for the child at most `timeoutMilliseconds`, then kills it.
    private func wait(_ pid: pid_t) -> Result<Void, NotifierUnavailable> {
        var status: Int32 = 0
        var waited = 0
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 && errno != EINTR { return .failure(NotifierUnavailable.lost(path, SystemError(errno))) }
            if waited >= Self.timeoutMilliseconds {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return .failure(NotifierUnavailable.notifySendTimedOut(seconds: Int(Self.timeoutMilliseconds / 1000)))
            }
            usleep(2_000)
            waited += 2
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import (they are macros).
        let exited = status & 0x7F == 0, exitStatus = (status >> 8) & 0xFF
        return exited && exitStatus == 0 ? .success(()) : .failure(NotifierUnavailable.notifySendFailed(status: Int(status)))
    }
}
