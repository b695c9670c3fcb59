import Foundation
import Testing
import TestPeers
import TaskDraftKit

/// The binary with HTTP backends, against the scripted fault server: fallbacks with a
/// warning, exit code 4 when a backend is forced, nothing committed from an invalid answer,
/// the model log, `backend --explain`, `draft --jobs`.
@Suite struct HTTPBackendTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }

    /// A fresh binary run with config.json naming one backend, `llama`, at `url`.
    func binary(_ url: String, where location: String = "this-machine", total: Int = 2, extra: String = "") throws -> TaskDraftBinary {
        var td = try TaskDraftBinary()
        let config = td.directory.appendingPathComponent("config.json").path
        try """
            {"backends": [{"name": "llama", "url": "\(url)", "where": "\(location)", "min_memory_mib": 1}],
             "timeouts": {"connect_s": 1, "total_s": \(total)}\(extra)}
            """.write(toFile: config, atomically: true, encoding: .utf8)
        td.environment["TASKDRAFT_REGION"] = "DE"
        td.environment["XDG_CONFIG_HOME"] = td.directory.appendingPathComponent("config").path
        try FileManager.default.createDirectory(atPath: td.environment["XDG_CONFIG_HOME"]! + "/taskdraft", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: config, toPath: td.environment["XDG_CONFIG_HOME"]! + "/taskdraft/config.json")
        return td
    }

    func tasks(_ td: TaskDraftBinary) throws -> [[String: Any]] {
        try td.json(["list", "--json", "--all"]) as? [[String: Any]] ?? []
    }

    func log(_ td: TaskDraftBinary) throws -> [[String: Any]] {
        try td.json(["log", "--json"]) as? [[String: Any]] ?? []
    }

    func timed(_ body: () throws -> TaskDraftBinary.Result) rethrows -> (TaskDraftBinary.Result, Double) {
        let start = Date()
        let result = try body()
        return (result, Date().timeIntervalSince(start))
    }

    /// "all high priority" at a set's review, with the forced backend failing the first draft's
    /// refinement: the drafts after it are not sent, and the review says so by number, where the
    /// failure's own line ("the draft is as it was") spoke of one draft only; nothing is written.
    @Test func aSetsRefinementTheBackendStopsSaysWhichDraftsItLeft() throws {
        var td = try binary(server.url("set-refine-500"), total: 4)
        defer { td.remove() }
        td.environment["TASKDRAFT_NOW"] = "2026-12-02T10:00:00+03:00"
        let result = try td.run(["repl", "--backend", "llama"], stdin: "Buy milk and call mom tomorrow\nall high priority\nn\n/quit\n")
        #expect(result.stdout.contains("2. Draft  Call mom"), "\(result.stdout)")
        #expect(result.stdout.contains("Not changed: backend llama"), "\(result.stdout)")
        #expect(result.stdout.contains("Stopped at draft 1: draft 2 was not refined either and is as it was."), "\(result.stdout)")
        #expect(try tasks(td).isEmpty)
    }

    @Test func aHangingServerFallsBackToBuiltinWithAWarning() throws {
        let td = try binary(server.url("hang"))
        defer { td.remove() }
        let (result, seconds) = try timed { try td.run(["add", "--yes", "call Anna tomorrow at 10:00"]) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(seconds < 6, "\(seconds) s")
        #expect(result.stderr.contains("warning: llama failed ("))
        #expect(result.stderr.contains("drafted by builtin"))
        let list = try tasks(td)
        #expect(list.map { $0["title"] as? String } == ["Call Anna"])
        #expect(try log(td).first?["outcome"] as? String == "timeout")
    }

    /// "Skipped for 60 s" holds across commands: the next command right after a hung server
    /// does not send it a request, nor wait its timeout, but says why it drafted elsewhere.
    @Test func aServerThatDidNotAnswerIsSkippedByTheNextCommandToo() throws {
        let token = UUID().uuidString
        let td = try binary(server.url("hang", token: token))
        defer { td.remove() }
        let first = try td.run(["add", "--yes", "call Anna tomorrow at 10:00"])
        #expect(first.status == 0 && first.stderr.contains("warning: llama failed ("), "\(first.stderr)")
        #expect(try server.requests(token: token).count == 1)
        let second = try td.run(["add", "--yes", "call Boris tomorrow at 11:00"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("llama did not answer a moment ago"), "\(second.stderr)")
        let third = try td.run(["draft", "--json", "call Vera tomorrow"])
        #expect(third.stdout.contains("\"backend\":\"builtin\""), "\(third.stdout)")
        #expect(try server.requests(token: token).count == 1, "the hung server got no second request")
        // A minute later (the clock is --now's) it is tried again.
        let later = try td.run(["draft", "--json", "--now", "2026-12-02T10:01:01+03:00", "call Vera tomorrow"])
        #expect(later.stdout.contains("llama failed ("), "\(later.stdout)")
        #expect(try server.requests(token: token).count == 2)
    }

    @Test func aForcedBackendThatFailsExitsWith4AndWritesNothing() throws {
        for url in [server.url("hang"), "http://127.0.0.1:\(FaultServer.closedPort())/v1", server.url("always-503"),
                    server.url("huge")] {
            let td = try binary(url, total: 4)
            defer { td.remove() }
            let (result, seconds) = try timed { try td.run(["add", "--yes", "--backend", "llama", "call Anna tomorrow"]) }
            #expect(result.status == 4, "\(url): \(result.stderr)")
            #expect(seconds < 7, "\(url): \(seconds) s")
            #expect(result.stderr.hasPrefix("taskdraft: backend llama at 127.0.0.1:"))
            #expect(try tasks(td).isEmpty)
            #expect(try log(td).count >= 1, "the failed exchange is logged")
            let draft = try td.run(["draft", "--backend", "llama", "call Anna tomorrow"])
            #expect(draft.status == 4)
        }
    }

    /// A preferred backend (config.json's `backend`) and the policy's chain fall back: an answer
    /// still invalid after its repair becomes the built-in parser's draft, with a warning, and the
    /// model's answer ("Write the quarterly report", priority "urgent!!") never reaches the store.
    @Test func aPreferredBackendsInvalidAnswerFallsBackAndCommitsNothingOfIt() throws {
        for extra in ["", #", "backend": "llama""#] {
            let td = try binary(server.url("invalid"), total: 10, extra: extra)
            defer { td.remove() }
            let result = try td.run(["add", "--yes", "--json", "call Anna tomorrow at 10:00"])
            #expect(result.status == 0, "\(extra): \(result.stderr)")
            let created = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            let warnings = created?["warnings"] as? [String] ?? []
            #expect(warnings.contains { $0.contains("llama's answer was not a valid draft") }, "\(extra): \(warnings)")
            let list = try tasks(td)
            #expect(list.map { $0["title"] as? String } == ["Call Anna"])
            #expect(list.first?["priority"] as? String == "none")
            #expect(try log(td).map { $0["outcome"] as? String } == ["invalid", "invalid"])
        }
    }

    /// A forced backend (`--backend`, `TASKDRAFT_BACKEND`) drafts alone: its answer still invalid
    /// after the repair is its failure, not the built-in parser's draft. Nothing is written, the
    /// exit code is 4, the reason is said in the terminal's language and, with `--json`, as a
    /// machine-readable error; the model log keeps both exchanges as invalid.
    @Test func aForcedBackendsInvalidAnswerIsItsFailureAndWritesNothing() throws {
        let reasons = ["C.UTF-8": "the answer was not a valid draft, repaired once (",
                       "ru_RU.UTF-8": "ответ не годится как черновик и после одной правки (",
                       "pl_PL.UTF-8": "odpowiedź nie nadaje się na szkic nawet po jednej poprawce ("]
        for (lang, reason) in reasons.sorted(by: { $0.key < $1.key }) {
            for byEnvironment in [false, true] {
                let td = try binary(server.url("invalid"), total: 10)
                defer { td.remove() }
                let source = byEnvironment ? "TASKDRAFT_BACKEND" : "--backend"
                let arguments = ["add", "--yes", "--json"] + (byEnvironment ? [] : ["--backend", "llama"]) + ["call Anna tomorrow at 10:00"]
                var environment = ["LANG": lang]
                if byEnvironment { environment["TASKDRAFT_BACKEND"] = "llama" }
                let result = try td.run(arguments, extraEnvironment: environment)
                #expect(result.status == 4, "\(lang) \(source): \(result.stdout) \(result.stderr)")
                #expect(result.stderr.hasPrefix("taskdraft: ") && result.stderr.contains(reason), "\(lang) \(source): \(result.stderr)")
                #expect(result.stderr.contains(source), "the note says what forced it: \(result.stderr)")
                let error = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["error"] as? [String: Any]
                #expect(error?["code"] as? String == "backend_unavailable", "\(lang) \(source): \(result.stdout)")
                #expect((error?["message"] as? String)?.contains(reason) == true, "\(lang) \(source): \(result.stdout)")
                #expect(try tasks(td).isEmpty, "\(lang) \(source): nothing is written")
                #expect(try log(td).map { $0["outcome"] as? String } == ["invalid", "invalid"])
            }
        }
    }

    /// Every surface that drafts with a forced backend fails its draft, none drafts with the
    /// built-in parser: `draft` (one text, `--split`, stdin lines with `--jobs`), `add --split`,
    /// `import`, an MCP tool call, and the REPL, which says why under the line and waits at the prompt.
    @Test func everySurfaceFailsAForcedBackendsInvalidAnswer() throws {
        let td = try binary(server.url("invalid"), total: 10)
        defer { td.remove() }
        let forced = ["--backend", "llama"]
        let reason = "the answer was not a valid draft, repaired once ("
        let draft = try td.run(["draft", "--json"] + forced + ["call Anna tomorrow"])
        #expect(draft.status == 4 && draft.stderr.contains(reason), "\(draft.stdout) \(draft.stderr)")
        #expect(!draft.stdout.contains("\"backend\":\"builtin\""), "\(draft.stdout)")
        let split = try td.run(["draft", "--split"] + forced + ["Buy milk and call mom tomorrow"])
        #expect(split.status == 4 && split.stderr.contains(reason), "\(split.stdout) \(split.stderr)")
        #expect(!split.stdout.contains("\"backend\":\"builtin\""), "\(split.stdout)")
        let lines = try td.run(["draft", "--jobs", "2"] + forced, stdin: "call Anna tomorrow\nbuy milk\n")
        #expect(lines.status == 4, "\(lines.stdout) \(lines.stderr)")
        let rows = lines.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(rows.count == 2 && rows.allSatisfy { ($0?["error"] as? String)?.contains(reason) == true }, "\(lines.stdout)")
        let added = try td.run(["add", "--split", "--yes"] + forced + ["Buy milk and call mom tomorrow"])
        #expect(added.status == 4 && added.stderr.contains(reason), "\(added.stdout) \(added.stderr)")
        let path = td.directory.appendingPathComponent("calls.txt").path
        try "call Anna tomorrow\nbuy milk on Friday\n".write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try td.run(["import", path, "--yes"] + forced)
        #expect(imported.status != 0 && imported.stderr.contains(reason), "\(imported.stdout) \(imported.stderr)")
        // An agent's server forced by TASKDRAFT_BACKEND answers the tool call with an error.
        let calls = [#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
                     #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                     #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"create_task","arguments":{"text":"call Anna tomorrow"}}}"#]
        let mcp = try td.run(["mcp"], stdin: calls.joined(separator: "\n") + "\n", extraEnvironment: ["TASKDRAFT_BACKEND": "llama"])
        let answers = mcp.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let called = answers.last?["result"] as? [String: Any]
        #expect(called?["isError"] as? Bool == true, "\(mcp.stdout)")
        #expect(((called?["content"] as? [[String: Any]])?.first?["text"] as? String)?.contains(reason) == true, "\(mcp.stdout)")
        let repl = try td.run(["repl"] + forced, stdin: "call Anna tomorrow\n/quit\n")
        #expect(repl.status == 0, "\(repl.stderr)")
        #expect(repl.stdout.contains(reason), "the REPL says why: \(repl.stdout)")
        #expect(!repl.stdout.contains("Call Anna"), "no draft was shown: \(repl.stdout)")
        #expect(try tasks(td).isEmpty, "nothing is written")
    }

    @Test func aTenMegabyteAnswerFallsBackQuickly() throws {
        let td = try binary(server.url("huge"), total: 10)
        defer { td.remove() }
        let (result, seconds) = try timed { try td.run(["add", "--yes", "call Anna tomorrow at 10:00"]) }
        #expect(result.status == 0)
        #expect(seconds < 5)
        #expect(result.stderr.contains("larger than 2097152 bytes"))
        #expect(try log(td).first?["outcome"] as? String == "too_large")
    }

    @Test func aRateLimitedAnswerArrivesAfterRetryAfter() throws {
        let td = try binary(server.url("retry-after"), total: 10)
        defer { td.remove() }
        let (result, seconds) = try timed { try td.run(["add", "--yes", "--json", "write the quarterly report"]) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(seconds >= 1)
        #expect(try tasks(td).first?["title"] as? String == "Write the quarterly report")
        let entry = try #require(try log(td).first)
        #expect(entry["retries"] as? Int == 1 && entry["outcome"] as? String == "ok")
        #expect(entry["session"] is String, "add's exchanges belong to its session")
    }

    /// Issue 30: what a line at the prompt is, is decided without the backend. Questions and
    /// commands said without their slash, in three languages, send the model nothing more than a
    /// session that only quits; a task line does send its words.
    @Test func questionsAndCommandsAtThePromptMakeNoBackendRequest() throws {
        func requests(_ dialogue: [String]) throws -> Int {
            let token = UUID().uuidString
            let td = try binary(server.url("ok-due", token: token), total: 10)
            defer { td.remove() }
            try td.run(["add", "--backend", "builtin", "Pay rent on Friday", "--yes"])
            let before = try server.requests(token: token).count
            let result = try td.run(["repl"], stdin: (dialogue + ["/quit"]).joined(separator: "\n") + "\n")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("Draft "), "\(dialogue): \(result.stdout)")
            return try server.requests(token: token).count - before
        }
        let quitting = try requests([])
        let asking = try requests(["what's due Friday?", "anything overdue?", "что у меня сегодня?", "co mam jutro?",
                                   "what should I do next?", "help", "справка", "list", "n"])
        #expect(asking == quitting, "questions and commands asked the backend: \(asking) requests beside \(quitting)")
        let token = UUID().uuidString
        let td = try binary(server.url("ok-due", token: token), total: 10)
        defer { td.remove() }
        let before = try server.requests(token: token).count
        let drafted = try td.run(["repl"], stdin: "Buy milk tomorrow\nn\n/quit\n")
        #expect(drafted.status == 0, "\(drafted.stderr)")
        #expect(try server.requests(token: token).count - before > quitting, "a task line is drafted by the backend")
    }

    @Test func explainShowsInputsRulesChainAndDestination() throws {
        let td = try binary(server.url("ok"))
        defer { td.remove() }
        let text = try td.run(["backend", "--explain"])
        #expect(text.status == 0)
        let port = server.port
        for line in ["backend: llama (available)", "region: DE (from TASKDRAFT_REGION); policy row EU",
                     "llama: this-machine at 127.0.0.1:\(port)", "policy EU (shipped): this-machine → local-network → builtin",
                     "this-machine: llama — chosen: 127.0.0.1:\(port) answered GET /models in",
                     "fallback chain: llama → builtin", "your words go to: this machine (127.0.0.1:\(port))"] {
            #expect(text.stdout.contains(line), "missing: \(line)\n\(text.stdout)")
        }
        let json = try #require(try td.json(["backend", "--explain", "--json"]) as? [String: Any])
        #expect(json["chain"] as? [String] == ["llama", "builtin"])
        #expect((json["device"] as? [String: Any])?["cores"] as? Int ?? 0 >= 1)
        let down = try binary("http://127.0.0.1:\(FaultServer.closedPort())/v1")
        defer { down.remove() }
        let explained = try down.run(["backend", "--explain"])
        #expect(explained.stdout.contains("backend: builtin"))
        #expect(explained.stdout.contains("llama — skipped: server not answering"))
    }

    @Test func aPartnerIsNotAskedInTheEUUnlessTheUserOptsIn() throws {
        let td = try binary(server.url("ok"), where: "partner")
        defer { td.remove() }
        let result = try td.run(["draft", "--json", "write the quarterly report tomorrow"])
        #expect((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["backend"] as? String == "builtin")
        #expect(try log(td).isEmpty, "no word went to the partner")
        let optedIn = try binary(server.url("ok"), where: "partner", extra: #", "policy": {"EU": ["partner", "builtin"]}"#)
        defer { optedIn.remove() }
        let drafted = try optedIn.run(["draft", "--json", "write the quarterly report"])
        #expect(drafted.stdout.contains("\"backend\":\"llama\""), "\(drafted.stderr)")
    }

    @Test func draftJobsKeepsInputOrder() throws {
        let td = try binary(server.url("ok-due"), total: 10)
        defer { td.remove() }
        let lines = (1...8).map { "call Anna in \($0) days" }
        let result = try td.run(["draft", "--jobs", "4"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let drafts = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(drafts.count == 8)
        let days = drafts.compactMap { $0["due_date"] as? String }
        #expect(days == (1...8).map { String(format: "2026-12-%02d", 2 + $0) })
        #expect(try log(td).count == 8)
        #expect(try td.run(["draft", "--jobs", "0"]).status == 2)
    }

    @Test func importJobsDraftsConcurrentlyAndCommitsInInputOrder() throws {
        let token = UUID().uuidString
        let td = try binary(server.url("ok-due-slow", token: token), total: 10)
        defer { td.remove() }
        let lines = (1...8).map { "call client \($0) in \($0) days" }
        let path = td.directory.appendingPathComponent("calls.txt").path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--jobs", "4", "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        let requests = try server.requests(token: token)
        #expect(requests.count == 8)
        let overlap = requests.compactMap { $0["in_flight"] as? Int }.max() ?? 0
        #expect(overlap > 1 && overlap <= 4, "at most 4 requests at once, and more than one: \(overlap)")
        #expect(try log(td).count == 8, "every request is in the model log")
        // Task ids follow the input lines whatever order the answers came back in.
        let list = try tasks(td).sorted { ($0["id"] as? Int ?? 0) < ($1["id"] as? Int ?? 0) }
        #expect(list.compactMap { $0["due_date"] as? String } == (1...8).map { String(format: "2026-12-%02d", 2 + $0) })
    }

    /// A slow model: each drafted record is committed while the import goes on, and the
    /// database stays free for other writers between drafts.
    @Test func aSlowImportKeepsEachRecordAsItIsDraftedAndLeavesTheDatabaseFree() throws {
        let td = try binary(server.url("ok-due-slow"), total: 10)
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("calls.txt").path
        try ((1...6).map { "call client \($0) in \($0) days" }.joined(separator: "\n") + "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let process = try td.start(["import", path, "--yes"])
        defer { if process.isRunning { process.terminate() } }

        func committed() -> Int {
            guard let db = try? SQLiteConnection(path: td.databasePath, create: false) else { return 0 }
            return Int((try? db.first("SELECT count(*) FROM tasks") { $0.int(0) }) ?? 0)
        }
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && committed() == 0 && Date() < deadline { usleep(20_000) }
        #expect(process.isRunning && committed() > 0, "a drafted record is in the database before the import ends")
        let add = try td.run(["add", "Written meanwhile", "--yes", "--backend", "builtin"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(process.isRunning, "the add did not wait for the import to finish")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let titles = try tasks(td).sorted { ($0["id"] as? Int ?? 0) < ($1["id"] as? Int ?? 0) }.compactMap { $0["title"] as? String }
        #expect(titles.count == 7)
        // The add landed between two imported records.
        #expect(titles.firstIndex(of: "Written meanwhile").map { $0 > 0 && $0 < 6 } == true, "\(titles)")
    }

    @Test func theREPLKeepsTheModelsExchangesWithItsSession() throws {
        let td = try binary(server.url("ok"), total: 10)
        defer { td.remove() }
        let result = try td.run(["repl"], stdin: "write the quarterly report\ny\n/quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Backend: llama."))
        #expect(result.stdout.contains("Created 1 \"Write the quarterly report\""))
        let entry = try #require(try log(td).first)
        #expect(entry["session"] is String)
    }
}
