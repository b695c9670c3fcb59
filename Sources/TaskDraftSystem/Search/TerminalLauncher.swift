import Glibc
import TaskDraftKit

/// Opens a command in the person's terminal emulator, for a search result chosen in the shell
/// (`taskdraft show 12`) or a search to continue (`taskdraft list …`). The window stays open
/// afterwards, at the person's shell, so they can act on what they see.
///
/// Which terminal: `$TERMINAL` if set (run as `$TERMINAL -e COMMAND…`, the convention most
/// emulators accept), else Debian's `x-terminal-emulator` alternative, else the first found of
/// `gnome-terminal`, `konsole`, `xfce4-terminal`, `kitty`, `alacritty`, `foot`, `xterm`, each
/// given the command in its own form.
struct TerminalLauncher {
    let environment: Environment

    /// Known emulators and the arguments that put a command line after them.
    static let emulators: [(name: String, prefix: [String])] = [
        ("x-terminal-emulator", ["-e"]), ("gnome-terminal", ["--"]), ("konsole", ["-e"]), ("xfce4-terminal", ["-x"]),
        ("kitty", []), ("alacritty", ["-e"]), ("foot", []), ("xterm", ["-e"]),
    ]

    /// The argv that shows `arguments` (a command) in a terminal, then leaves the person at a shell.
    func argv(running arguments: [String]) -> [String]? {
        let line = arguments.map(Self.quoted).joined(separator: " ") + "; exec \"${SHELL:-/bin/sh}\""
        let command = ["/bin/sh", "-c", line]
        if let chosen = environment["TERMINAL"], !chosen.isEmpty {
            return [chosen, "-e"] + command
        }
        for emulator in Self.emulators {
            if let path = find(emulator.name) { return [path] + emulator.prefix + command }
        }
        return nil
    }

    /// Starts `argv` detached from the service (a session of its own), with no stdin.
    @discardableResult
    func launch(_ argv: [String]) -> Bool {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.spawnSetSID)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        // The terminal outlives us: a descriptor of ours opened or inherited without O_CLOEXEC
        // would otherwise stay open in it for its whole life.
        addCloseFrom(&actions, 3)
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { for arg in cArgs { free(arg) } }
        var pid: pid_t = 0
        return posix_spawnp(&pid, argv[0], &actions, &attributes, cArgs, environ) == 0
    }

    private func find(_ name: String) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = directory + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// glibc's POSIX_SPAWN_SETSID (2.26), a macro Swift does not import.
    static let spawnSetSID: Int16 = 0x80

    /// `text` as one word for `sh`.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
