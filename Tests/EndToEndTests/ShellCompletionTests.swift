import Foundation
import TaskDraftKit
import Testing
import TestPeers

/// The generated completion scripts driven by the real shells: bash's function called the way
/// bash calls it (COMP_WORDS, COMP_CWORD) and its COMPREPLY read back; fish's `complete -C`;
/// zsh's syntax check. Values from the database come from a real temporary database.
@Suite(.serialized) struct ShellCompletionTests {
    /// A database with three tasks (one hostile title), a project, tags and a configured backend.
    static func seeded() throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        try td.run(["add", "Submit the weekly report #finance project:Apollo", "--yes"])
        try td.run(["add", "Call Anna #sales", "--yes"])
        try td.run(["add", "Pay rent", "--yes"])
        // The commands refuse such a title; another program writing the documented schema need not.
        let db = try SQLiteConnection(path: td.databasePath, create: false)
        try db.execute("UPDATE tasks SET title = ? WHERE id = 3", [.text("Pay \u{1B}]0;owned\u{07} rent \u{202E}txt.exe\u{9B}2J")])
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try #"{"backends": [{"name": "llama", "preset": "llama-server"}]}"#
            .write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        return td
    }

    /// COMPREPLY for one line, given as bash splits it: the last word is the one completed.
    static func bash(_ td: TaskDraftBinary, _ words: [String]) throws -> [String] {
        let script = try td.run(["completion", "bash"])
        let path = td.directory.appendingPathComponent("taskdraft.bash")
        try script.stdout.write(to: path, atomically: true, encoding: .utf8)
        let quoted = ([TaskDraftBinary.path] + words).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let driver = """
            source '\(path.path)'
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(words.count)
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            _taskdraft
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", driver]
        process.environment = td.environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let td = try Self.seeded()
        defer { td.remove() }
        let commands = try Self.bash(td, [""])
        #expect(commands.contains("add") && commands.contains("completion") && commands.contains("list"))
        #expect(!commands.contains { $0.hasPrefix("__") })
        #expect(try Self.bash(td, ["ad"]) == ["add"])
        #expect(try Self.bash(td, ["export", "--fo"]) == ["--format"])
        #expect(try Self.bash(td, ["export", "--format", ""]) == ["json", "jsonl", "csv", "todoist", "ics", "taskwarrior", "todotxt"])
        #expect(try Self.bash(td, ["export", "-f", "ic"]) == ["ics"])
        #expect(try Self.bash(td, ["edit", "1", "--priority", "h"]) == ["high"])
        #expect(try Self.bash(td, ["completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.bash(td, ["help", "imp"]) == ["import"])
        #expect(try Self.bash(td, ["list", "--backend", ""]) == ["builtin", "llama"])
        #expect(try Self.bash(td, ["--region", "E"]) == ["EU"])
        // Aliases are commands too; after Taskwarrior-style leading ids, only commands that take ids.
        #expect(try Self.bash(td, ["l"]) == ["list", "ls", "log"])
        #expect(try Self.bash(td, ["3", ""]) == ["show", "info", "done", "complete", "edit", "modify", "annotate", "denotate", "delete", "rm"])
        #expect(try Self.bash(td, ["ls", "--li"]) == ["--limit"])
    }

    @Test func bashCompletesTaskIDsWithTheirTitles() throws {
        let td = try Self.seeded()
        defer { td.remove() }
        let ids = try Self.bash(td, ["done", ""])
        #expect(ids.count == 3)
        #expect(ids.contains("1  (Submit the weekly report)"))
        #expect(ids.contains("2  (Call Anna)"))
        // A title is data: no escape, bell or bidi override reaches the terminal.
        let hostile = try #require(ids.first { $0.hasPrefix("3  (") })
        #expect(!hostile.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
        #expect(try Self.bash(td, ["show", "2"]) == ["2"])
        #expect(try Self.bash(td, ["edit", "2", "--title", "x"]) == [])
        #expect(try Self.bash(td, ["done", "9"]) == [])
        #expect(try Self.bash(td, ["rm", "2"]) == ["2"])
        #expect(try Self.bash(td, ["modify", "2"]) == ["2"])
        // --db on the line is where the ids come from.
        var elsewhere = td
        elsewhere.environment["TASKDRAFT_DB"] = td.directory.appendingPathComponent("other.db").path
        #expect(try Self.bash(elsewhere, ["done", ""]) == [])
        #expect(try Self.bash(elsewhere, ["--db", td.databasePath, "delete", "1"]) == ["1"])
    }

    @Test func bashCompletesFilters() throws {
        let td = try Self.seeded()
        defer { td.remove() }
        #expect(try Self.bash(td, ["list", "+"]) == ["+finance", "+sales"])
        #expect(try Self.bash(td, ["list", "+f"]) == ["+finance"])
        // bash splits `project:Ap` at the colon and replaces only what follows it.
        #expect(try Self.bash(td, ["list", "project", ":", "Ap"]) == ["Apollo"])
        #expect(try Self.bash(td, ["export", "project", ":"]) == ["Apollo"])
        #expect(try Self.bash(td, ["list", "due", ":"]) == ["today", "tomorrow", "overdue", "week", "none"])
        #expect(try Self.bash(td, ["list", "due", ":", "to"]) == ["today", "tomorrow"])
        #expect(try Self.bash(td, ["list", "d"]) == ["due:"])
        #expect(try Self.bash(td, ["next", "+s"]) == ["+sales"])
        #expect(try Self.bash(td, ["2", "modify", "+f"]) == ["+finance"])
        #expect(try Self.bash(td, ["modify", "2", "project", ":", "A"]) == ["Apollo"])
    }

    @Test(.enabled(if: try Peer.fish.installed())) func fishCompletesCommandsOptionsAndIDs() throws {
        let td = try Self.seeded()
        defer { td.remove() }
        let script = td.directory.appendingPathComponent("taskdraft.fish")
        try td.run(["completion", "fish"]).stdout.write(to: script, atomically: true, encoding: .utf8)
        let bin = td.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("taskdraft").path,
                                                   withDestinationPath: TaskDraftBinary.path)
        func complete(_ line: String) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/fish")
            process.arguments = ["--no-config", "-c", "source '\(script.path)'; complete -C '\(line)'"]
            process.environment = td.environment.merging(["PATH": bin.path + ":/usr/bin:/bin"]) { $1 }
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete("taskdraft ex").contains("export\tWrite tasks as JSON, JSON Lines, CSV, Todoist's CSV, iCalendar, Taskwarrior or todo.txt."))
        #expect(try complete("taskdraft export --format ").map { $0.split(separator: "\t")[0] }
            == ["csv", "ics", "json", "jsonl", "taskwarrior", "todoist", "todotxt"])
        #expect(try complete("taskdraft done ").contains("2\tCall Anna"))
        #expect(try complete("taskdraft list +").contains("+finance"))
    }

    @Test(.enabled(if: try Peer.zsh.installed())) func zshAndFishScriptsParse() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for (shell, peer, check) in [("zsh", Peer.zsh, ["/usr/bin/zsh", "-n"]), ("fish", Peer.fish, ["/usr/bin/fish", "--no-execute"])] {
            guard try peer.installed() else { continue }
            let result = try td.run(["completion", shell])
            #expect(result.status == 0)
            let path = td.directory.appendingPathComponent("script." + shell)
            try result.stdout.write(to: path, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: check[0])
            process.arguments = Array(check.dropFirst()) + [path.path]
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0 && message.isEmpty, "\(shell): \(message)")
        }
    }

    @Test(.enabled(if: try Peer.zsh.installed())) func zshCompletesIDsWithTitles() throws {
        let td = try Self.seeded()
        defer { td.remove() }
        let script = td.directory.appendingPathComponent("_taskdraft")
        try td.run(["completion", "zsh"]).stdout.write(to: script, atomically: true, encoding: .utf8)
        // Stand-ins for zsh's completion builtins record what the function offers.
        let driver = """
            _describe() { local -a list; list=("${(@P)${@[-1]}}"); print -l -- $list }
            compadd() { local a; for a in "$@"; do [[ $a == -* ]] || print -- $a; done }
            _files() { print FILES }
            compset() { return 0 }
            compdef() { : }
            source '\(script.path)'
            words=(\(TaskDraftBinary.path) done ''); CURRENT=3; _taskdraft
            words=(\(TaskDraftBinary.path) export --format ''); CURRENT=4; _taskdraft
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zsh")
        process.arguments = ["-f", "-c", driver]
        process.environment = td.environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let lines = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        process.waitUntilExit()
        #expect(lines.contains("2:Call Anna"))
        #expect(lines.contains("ics"))
    }
}

/// The man pages render without a single warning in mandoc's strictest lint.
@Suite struct ManualPageLintTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.enabled(if: try Peer.mandoc.installed()),
          arguments: [["__man", "1"], ["__man", "5", "README.md", "Skills/README.md"]])
    func mandocFindsNothing(arguments: [String]) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let page = try td.run(arguments.prefix(2) + arguments.dropFirst(2).map { Self.root.appendingPathComponent($0).path })
        #expect(page.status == 0, "\(page.stderr)")
        // mandoc checks the page's section against the file name's last suffix, and with no
        // suffix of its own it would take one from a dot in the directory's path.
        let path = td.directory.appendingPathComponent("taskdraft.\(arguments[1])")
        try page.stdout.write(to: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mandoc")
        process.arguments = ["-T", "lint", "-W", "warning", path.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let report = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(report.isEmpty && process.terminationStatus == 0, "\(report)")
    }
}
