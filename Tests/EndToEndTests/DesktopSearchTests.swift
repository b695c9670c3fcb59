import Foundation
import Testing
import TestPeers

/// The desktop's search as GNOME Shell and KRunner call it, on a private session bus that
/// activates the service from a staging install: GNOME's four methods (GetInitialResultSet,
/// GetSubsearchResultSet, GetResultMetas, ActivateResult) and KRunner's Match, Actions and Run
/// through python3-dbus, in English, Russian and Polish; choosing a draft commits it as the
/// system caller, choosing a task opens `taskdraft show ID` in the terminal (a fake one, named
/// by `$TERMINAL`, that records its argv and runs the command), "Mark done" completes it; a
/// stored title with control characters reaches the shell escaped.
@Suite(.enabled(if: try Peer.serviceBus.installed()))
struct DesktopSearchTests {
    /// A stand-in terminal emulator: records its argv, then runs the command it was given with
    /// `$SHELL` as `true`, so the window's closing `exec $SHELL` ends at once, and records what
    /// the command printed.
    struct FakeTerminal {
        let directory: URL
        var path: String { directory.appendingPathComponent("terminal").path }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-term-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                dir=$(dirname "$0")
                ls /proc/self/fd > "$dir/fds"
                printf '%s\\n' "$@" > "$dir/argv.part"
                shift
                SHELL=/bin/true "$@" > "$dir/shown.part" 2>&1
                mv "$dir/shown.part" "$dir/shown"
                mv "$dir/argv.part" "$dir/argv"

                """
            try ExecutableFile.write(script, toFile: path)
        }

        /// What the terminal was started with and what it showed, once it has finished (bounded).
        func opened() -> (argv: [String], shown: String)? {
            let argv = directory.appendingPathComponent("argv").path
            for _ in 0..<400 where !FileManager.default.fileExists(atPath: argv) { usleep(10_000) }
            guard let recorded = try? String(contentsOfFile: argv, encoding: .utf8),
                  let shown = try? String(contentsOfFile: directory.appendingPathComponent("shown").path, encoding: .utf8)
            else { return nil }
            return (recorded.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), shown)
        }

        /// Forgets the last window, for the next one to be recorded.
        func reset() {
            for name in ["argv", "shown"] { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    func cli(_ bus: ServiceBus, _ arguments: [String]) throws -> ServiceBus.Output {
        try bus.run(TaskDraftBinary.path, arguments, environment: bus.serviceEnvironment)
    }

    func add(_ bus: ServiceBus, _ words: String) throws {
        let added = try cli(bus, ["add", "--yes", words])
        #expect(added.status == 0, "\(added.stderr)")
    }

    /// A D-Bus error a call answered.
    struct CallError: CustomStringConvertible {
        let name: String
        let message: String
        var description: String { name + ": " + message }
    }

    /// Runs `calls` on one connection (search_client.py); each answer's value, or its error.
    func search(_ bus: ServiceBus, _ calls: [[Any]], locale: String = "C.UTF-8") throws -> (answers: [Any?], name: String) {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: calls), as: UTF8.self)
        let seen = try #require(try bus.python(ServiceBus.client("search_client.py"), [json], environment: ["LANG": locale])
            as? [[String: Any]])
        let name = try #require(seen.last?["unique_name"] as? String)
        return (seen.dropLast().map { answer -> Any? in
            if let error = answer["error"] as? String { return CallError(name: error, message: answer["message"] as? String ?? "") }
            return answer["ok"]
        }, name)
    }

    /// GNOME's metas by id: the line, the description, the icon.
    func metas(_ answer: Any?) -> [String: (name: String, description: String, icon: String)] {
        var byID: [String: (String, String, String)] = [:]
        for meta in answer as? [[String: Any]] ?? [] {
            byID[meta["id"] as? String ?? ""] = (meta["name"] as? String ?? "", meta["description"] as? String ?? "",
                                                 meta["gicon"] as? String ?? "")
        }
        return byID
    }

    /// KRunner's matches: (id, text, subtext, actions).
    func matches(_ answer: Any?) -> [(id: String, text: String, subtext: String, actions: [String])] {
        (answer as? [[Any]] ?? []).map { match in
            let properties = match.count > 5 ? match[5] as? [String: Any] ?? [:] : [:]
            return (match.first as? String ?? "", match.count > 1 ? match[1] as? String ?? "" : "",
                    properties["subtext"] as? String ?? "", properties["actions"] as? [String] ?? [])
        }
    }

    func auditRows(_ bus: ServiceBus) throws -> [(caller: String, intent: String, outcome: String, taskID: Int?)] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(cli(bus, ["audit", "--json"]).stdout.utf8)) as? [[String: Any]])
        return rows.map { row in
            ((row["caller"] as? String ?? "") + ((row["caller_name"] as? String).map { ":" + $0 } ?? ""),
             row["intent"] as? String ?? "", row["outcome"] as? String ?? "", row["task_id"] as? Int)
        }
    }

    func tasks(_ bus: ServiceBus, _ filter: [String] = []) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(cli(bus, ["list", "--json"] + filter).stdout.utf8)) as? [[String: Any]])
    }

    // NOW is Thursday 2026-12-03 18:00 in Moscow: "tomorrow" is Friday the 4th.

    @Test func theOverviewOffersTheDraftFirstThenTheTasksItsWordsMatch() throws {
        let bus = try ServiceBus(binary: TaskDraftBinary.path)
        defer { bus.stop() }
        try add(bus, "Call Anna about the budget friday")
        try add(bus, "Call the plumber")
        try add(bus, "Prepare the report for Anna")
        let words = ["call", "Anna", "tomorrow", "at", "9"]
        let seen = try search(bus, [
            ["gnome", "GetInitialResultSet", words], ["gnome", "GetResultMetas", "$ids"],
            ["gnome", "GetSubsearchResultSet", "$ids", ["call", "Anna", "tomorrow", "at", "10"]], ["gnome", "GetResultMetas", "$ids"],
            ["gnome", "GetInitialResultSet", ["done", "anna"]], ["gnome", "GetResultMetas", "$ids"],
            ["gnome", "GetInitialResultSet", ["reports"]],
        ])
        let initial = try #require(seen.answers[0] as? [String])
        #expect(initial.count == 2 && initial[0].hasPrefix("draft:"), "\(initial)")
        // The draft's title is what is searched: the plumber is called, but not Anna.
        #expect(Array(initial.dropFirst()) == ["task:1"])
        let first = metas(seen.answers[1])
        #expect(first[initial[0]]?.name == "Add: Call Anna — Fri 09:00")
        #expect(first[initial[0]]?.icon == "list-add")
        #expect(first["task:1"]?.name == "Call Anna about the budget — Fri")
        #expect(first["task:1"]?.description == "task 1")
        // Typing on redrafts: the shell shows what the longer words make.
        let narrower = try #require(seen.answers[2] as? [String])
        #expect(narrower.count == 2 && narrower[0] != initial[0] && narrower[1] == "task:1", "\(narrower)")
        #expect(metas(seen.answers[3])[narrower[0]]?.name == "Add: Call Anna — Fri 10:00")
        // A leading "done" lists the matching tasks to mark done, with no draft.
        #expect(seen.answers[4] as? [String] == ["done:1", "done:3"])
        #expect(metas(seen.answers[5])["done:3"]?.name == "Done: Prepare the report for Anna")
        // An inflected word finds its stem, as `list` does.
        #expect((seen.answers[6] as? [String])?.contains("task:3") == true, "\(String(describing: seen.answers[6]))")
    }

    @Test func choosingTheDraftCommitsItOnceAsTheSystemCaller() throws {
        let bus = try ServiceBus(binary: TaskDraftBinary.path)
        defer { bus.stop() }
        let words = ["call", "Anna", "tomorrow", "at", "9"]
        let seen = try search(bus, [
            ["gnome", "GetInitialResultSet", words],
            ["gnome", "ActivateResult", "$id:0", words, 1],
            // A double click: the same result chosen again.
            ["gnome", "ActivateResult", "$id:0", words, 2],
            ["gnome", "ActivateResult", "draft:", words, 3],
        ])
        #expect(!seen.answers.dropLast().contains { $0 is CallError }, "\(seen.answers)")
        #expect((seen.answers.last as? CallError)?.name == "org.freedesktop.DBus.Error.InvalidArgs")
        let stored = try tasks(bus)
        #expect(stored.count == 1, "\(stored)")
        #expect(stored.first?["title"] as? String == "Call Anna")
        #expect(stored.first?["due"] as? String == "2026-12-04T09:00:00+03:00")
        let creates = try auditRows(bus).filter { $0.intent == "create" }
        #expect(creates.map(\.caller) == ["system:" + seen.name, "system:" + seen.name])
        #expect(creates.map(\.outcome).sorted() == ["already_done", "ok"])
    }

    @Test func choosingATaskOpensItInATerminalAndMarkDoneCompletesIt() throws {
        let terminal = try FakeTerminal()
        defer { terminal.remove() }
        let bus = try ServiceBus(binary: TaskDraftBinary.path, extraEnvironment: ["TERMINAL": terminal.path])
        defer { bus.stop() }
        try add(bus, "Call Anna about the budget friday")
        try add(bus, "Call the plumber #home")
        let opened = try search(bus, [["gnome", "GetInitialResultSet", ["plumber"]], ["gnome", "ActivateResult", "task:2", ["plumber"], 1]])
        #expect((opened.answers[0] as? [String])?.contains("task:2") == true)
        let window = try #require(terminal.opened(), "the terminal was not started")
        let binary = URL(fileURLWithPath: TaskDraftBinary.path).resolvingSymlinksInPath().path
        #expect(Array(window.argv.prefix(3)) == ["-e", "/bin/sh", "-c"], "\(window.argv)")
        #expect(window.argv.count == 4)
        #expect(window.argv.last == "'\(binary)' 'show' '2' '--db' '\(bus.databasePath)'; exec \"${SHELL:-/bin/sh}\"")
        #expect(window.shown.contains("Call the plumber"), "\(window.shown)")
        // Started with stdin, stdout and stderr only (and fd 3, ls's own listing of them).
        let fds = try String(contentsOf: terminal.directory.appendingPathComponent("fds"), encoding: .utf8)
        #expect(fds == "0\n1\n2\n3\n", "\(fds)")
        #expect(try tasks(bus).count == 2, "opening a task changes nothing")
        // Clicking TaskDraft's icon beside the results continues the search in a terminal.
        terminal.reset()
        let launched = try search(bus, [["gnome", "LaunchSearch", ["plumber"], 2]])
        #expect(!launched.answers.contains { $0 is CallError })
        let list = try #require(terminal.opened(), "the terminal was not started for LaunchSearch")
        #expect(list.argv.last == "'\(binary)' 'list' 'plumber' '--db' '\(bus.databasePath)'; exec \"${SHELL:-/bin/sh}\"")
        #expect(list.shown.contains("Call the plumber") && !list.shown.contains("Anna"), "\(list.shown)")

        let krunner = try search(bus, [["krunner", "Actions"], ["krunner", "Match", "plumber"], ["krunner", "Run", "task:2", "done"],
                                       ["gnome", "GetInitialResultSet", ["done", "anna"]], ["gnome", "ActivateResult", "$id:0", ["done", "anna"], 3]])
        #expect(!krunner.answers.contains { $0 is CallError } && !opened.answers.contains { $0 is CallError })
        #expect(krunner.answers[0] as? [[String]] == [["done", "Mark done", "checkmark"]])
        let found = matches(krunner.answers[1])
        #expect(found.map(\.id).last == "task:2")
        #expect(found.last?.text == "Call the plumber · #home" && found.last?.subtext == "task 2" && found.last?.actions == ["done"])
        #expect(found.first?.text == "Add: Plumber" && found.first?.actions == [])
        #expect(krunner.answers[3] as? [String] == ["done:1"])
        #expect(try tasks(bus).isEmpty, "both marked done")
        let completes = try auditRows(bus).filter { $0.intent == "complete" }
        #expect(completes.map(\.caller) == ["system:" + krunner.name, "system:" + krunner.name])
        #expect(Set(completes.compactMap(\.taskID)) == [1, 2])
    }

    @Test func russianAndPolishSearchesAreAnsweredInTheCallersLanguage() throws {
        let bus = try ServiceBus(binary: TaskDraftBinary.path)
        defer { bus.stop() }
        try add(bus, "Позвонить Анне насчёт отчёта")
        try add(bus, "Позвонить в банк")
        try add(bus, "Zadzwonić do Łukasza w sprawie raportu")
        try add(bus, "Wysłać fakturę")
        let russian = try search(bus, [
            ["gnome", "GetInitialResultSet", ["позвонить", "Анне", "завтра", "в", "9"]], ["gnome", "GetResultMetas", "$ids"],
            ["gnome", "GetInitialResultSet", ["отчёты"]],
            ["krunner", "Match", "готово анне"], ["krunner", "Actions"],
        ], locale: "ru_RU.UTF-8")
        let ru = try #require(russian.answers[0] as? [String])
        #expect(ru.count == 2 && ru[1] == "task:1", "\(ru)")
        #expect(metas(russian.answers[1])[ru[0]]?.name == "Добавить: Позвонить Анне — пт 09:00")
        #expect(metas(russian.answers[1])["task:1"]?.description == "задача 1")
        #expect((russian.answers[2] as? [String])?.contains("task:1") == true, "отчёты finds отчёта")
        #expect(matches(russian.answers[3]).map(\.text) == ["Готово: Позвонить Анне насчёт отчёта"])
        #expect((russian.answers[4] as? [[String]])?.first?[1] == "Отметить выполненной")

        let polish = try search(bus, [
            ["gnome", "GetInitialResultSet", ["zadzwonić", "do", "Łukasza", "jutro", "o", "9"]], ["gnome", "GetResultMetas", "$ids"],
            ["krunner", "Match", "zrobione raporty"], ["krunner", "Actions"],
            ["krunner", "Match", "wysłać fakturę w piątek !"],
        ], locale: "pl_PL.UTF-8")
        let pl = try #require(polish.answers[0] as? [String])
        #expect(pl.count == 2 && pl[1] == "task:3", "\(pl)")
        #expect(metas(polish.answers[1])[pl[0]]?.name == "Dodaj: Zadzwonić do Łukasza — pt 09:00")
        #expect(metas(polish.answers[1])["task:3"]?.description == "zadanie 3")
        #expect(matches(polish.answers[2]).map(\.text) == ["Zrobione: Zadzwonić do Łukasza w sprawie raportu"])
        #expect((polish.answers[3] as? [[String]])?.first?[1] == "Oznacz jako zrobione")
        let invoice = matches(polish.answers[4])
        #expect(invoice.first?.text == "Dodaj: Wysłać fakturę — pt · ważne", "\(invoice)")
        #expect(invoice.dropFirst().map(\.id) == ["task:4"])
        #expect(try tasks(bus).count == 4, "a search writes nothing")
    }

    @Test func aTitleWithControlCharactersReachesTheShellEscaped() throws {
        let bus = try ServiceBus(binary: TaskDraftBinary.path)
        defer { bus.stop() }
        try add(bus, "Pay the rent")
        // What a sync or an older version may have stored: ESC sequences, C1, bidi, line breaks.
        let hostile = "Pay\u{1B}[2J the\u{85} rent\u{202E}lave\nnext\u{7}\u{2028}"
        let update = try bus.run("/usr/bin/python3", ["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("UPDATE tasks SET title = ?, project = ? WHERE id = 1", (sys.argv[2], "home\\u001b]0;x\\u0007"))
            db.commit()
            """, bus.databasePath, hostile])
        #expect(update.status == 0, "\(update.stderr)")
        let seen = try search(bus, [["gnome", "GetInitialResultSet", ["rent"]], ["gnome", "GetResultMetas", "$ids"],
                                    ["krunner", "Match", "rent"], ["gnome", "GetInitialResultSet", ["done", "rent"]],
                                    ["gnome", "GetResultMetas", "$ids"]])
        #expect((seen.answers[0] as? [String])?.contains("task:1") == true)
        let escaped = "Pay\\e[2J the<U+0085> rent<U+202E>lave\\nnext\\x07<U+2028>"
        #expect(metas(seen.answers[1])["task:1"]?.name == escaped)
        #expect(metas(seen.answers[1])["task:1"]?.description == "task 1 · home\\e]0;x\\x07")
        #expect(matches(seen.answers[2]).last?.text == escaped)
        #expect(metas(seen.answers[4])["done:1"]?.name == "Done: " + escaped)
        var shown: [String] = []
        for answer in [seen.answers[1], seen.answers[4]] { for meta in metas(answer).values { shown += [meta.name, meta.description] } }
        for match in matches(seen.answers[2]) { shown += [match.text, match.subtext] }
        for text in shown {
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.isBidiControl
                || $0.value == 0x2028 || $0.value == 0x2029 }, "\(text.debugDescription)")
        }
    }
}
