import Glibc
import TaskDraftKit

/// libedit's readline: arrow keys, Ctrl-R, and a history file kept between sessions.
/// `make()` falls back to plain lines (with prompts) when libedit cannot be loaded.
public final class EditLineSource: LineSource {
    private let api: EditLineAPI
    private let historyPath: String?
    private let interruptClearsLine: Bool
    /// Lines kept in the history file.
    static let historyLimit: Int32 = 1000

    private init(api: EditLineAPI, historyPath: String?, interruptClearsLine: Bool) {
        self.api = api
        self.historyPath = historyPath
        self.interruptClearsLine = interruptClearsLine
        if let historyPath {
            try? FileSystem.createDirectories(FileSystem.directory(of: historyPath), mode: 0o700)
            _ = api.readHistory(historyPath)
        }
    }

    /// `interruptClearsLine`: Ctrl-C abandons the line being typed and asks again, as a shell
    /// does (the REPL); otherwise Ctrl-C ends the program as usual (one-shot commands).
    public static func make(historyPath: String?, echo: Output, interruptClearsLine: Bool = false) -> LineSource {
        guard let api = EditLineAPI.shared else { return PlainLineSource(echo: echo) }
        return EditLineSource(api: api, historyPath: historyPath, interruptClearsLine: interruptClearsLine)
    }

    public func readLine(prompt: String) -> String? {
        while true {
            let input = edit(prompt, initial: "")
            if input != .interrupted { return input.text }
        }
    }

    public func read(prompt: String) -> LineInput {
        edit(prompt, initial: "", bareLinesArePaste: true)
    }

    /// `initial` is typed ahead of the person's keys (`TerminalKeys`): the value is there to
    /// edit, and a line emptied with Backspace comes back empty. Ctrl-C starts it again.
    public func readLine(prompt: String, initial: String) -> String? {
        while true {
            let input = edit(prompt, initial: initial)
            if input != .interrupted { return input.text }
        }
    }

    /// One line from libedit, with bracketed paste asked of the terminal while it is read.
    /// libedit leaves the cursor after the prompt at Ctrl-D and after the text at Ctrl-C; a
    /// newline puts what follows (the next prompt, "Dropped.", the shell's prompt) on a line
    /// of its own.
    private func edit(_ prompt: String, initial: String, bareLinesArePaste: Bool = false) -> LineInput {
        TerminalKeys.begin(initial: initial, bareLinesArePaste: bareLinesArePaste)
        Self.writeToTerminal(Self.bracketedPasteOn)
        // Without SA_RESTART, Ctrl-C makes the key read fail with EINTR: readline restores the
        // terminal and returns, and the next call starts an empty line.
        let (raw, interrupted) = interruptClearsLine
            ? InterruptHandler.cancellable { flag in (api.readline(prompt), flag.isCancelled) }
            : (api.readline(prompt), false)
        Self.writeToTerminal(Self.bracketedPasteOff)
        defer {
            free(raw)
            TerminalKeys.begin(initial: "")
        }
        if interrupted {
            Self.writeToTerminal("^C\n")
            return .interrupted
        }
        guard let raw else {
            Self.writeToTerminal("\n")
            return .end
        }
        let line = String(cString: raw)
        guard let paste = TerminalKeys.paste else { return .line(line) }
        // libedit showed what was typed; the pasted lines it never saw are shown under it.
        let unseen = paste.hasPrefix("\n") ? String(paste.dropFirst()) : paste
        var shown = unseen.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        while shown.last?.isEmpty == true { shown.removeLast() }
        Self.writeToTerminal(shown.map { TerminalText.line(String($0)) + "\n" }.joined())
        return .paste((line + paste).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            .map(String.init))
    }

    /// Asks the terminal to mark a paste (`ESC[200~ … ESC[201~`) while a line is read, and to stop after.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Where libedit writes the prompt: standard output, unbuffered.
    private static func writeToTerminal(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    public func remember(_ line: String) {
        guard !line.trimmingWhitespace().isEmpty else { return }
        _ = api.addHistory(line)
        if let historyPath {
            _ = api.writeHistory(historyPath)
            _ = api.truncateHistory(historyPath, EditLineSource.historyLimit)
            chmod(historyPath, 0o600)
        }
    }
}

/// libedit's readline API, loaded with dlopen on first use. Linking libedit would make every
/// command (add, list) load libedit, libtinfo, libbsd and libmd at start-up for nothing.
struct EditLineAPI: @unchecked Sendable {
    typealias ReadLine = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    typealias PathCall = @convention(c) (UnsafePointer<CChar>?) -> Int32
    typealias Truncate = @convention(c) (UnsafePointer<CChar>?, Int32) -> Int32

    let readline: ReadLine
    let addHistory: PathCall
    let readHistory: PathCall
    let writeHistory: PathCall
    let truncateHistory: Truncate

    static let shared: EditLineAPI? = {
        // Before libedit starts (read_history starts it): it decodes keys as multibyte
        // characters of the LC_CTYPE locale, fixed when it starts, and the program's locale
        // is "C" until set, where every byte above 0x7F is invalid and dropped.
        useUTF8Characters()
        guard let handle = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL) ?? dlopen("libedit.so", RTLD_NOW | RTLD_LOCAL),
              let readline = dlsym(handle, "readline"), let add = dlsym(handle, "add_history"),
              let read = dlsym(handle, "read_history"), let write = dlsym(handle, "write_history"),
              let truncate = dlsym(handle, "history_truncate_file"),
              let getCharacter = dlsym(handle, "rl_getc_function") else { return nil }
        // libedit asks this for every key (before its first line, so it takes it when it starts).
        getCharacter.assumingMemoryBound(to: TerminalKeys.GetCharacter?.self).pointee = TerminalKeys.getCharacter
        return EditLineAPI(
            readline: unsafeBitCast(readline, to: ReadLine.self), addHistory: unsafeBitCast(add, to: PathCall.self),
            readHistory: unsafeBitCast(read, to: PathCall.self), writeHistory: unsafeBitCast(write, to: PathCall.self),
            truncateHistory: unsafeBitCast(truncate, to: Truncate.self))
    }()

    /// LC_CTYPE from the environment when it is a UTF-8 locale, else C.UTF-8: the terminal
    /// sends UTF-8 and the rest of the program reads UTF-8, even when LANG is unset, C, or
    /// names a locale that is not installed. Only LC_CTYPE, only for line editing: number
    /// formats and the commands that never edit a line are untouched.
    static func useUTF8Characters() {
        if setlocale(LC_CTYPE, "") != nil, let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) == "UTF-8" {
            return
        }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
}
