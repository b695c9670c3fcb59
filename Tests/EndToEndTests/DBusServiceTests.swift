import Foundation
import Testing
import TestPeers

/// `org.taskdraft.Planner1` on a private session bus whose service files are a staging
/// install: activation from the `.service` file, every method through `gdbus` and through
/// python3-dbus, the installed introspection XML against what the service answers, an
/// idempotency key repeated after a SIGKILL between commit and reply, and Undo limited to the
/// caller's own change.
@Suite(.enabled(if: try Peer.serviceBus.installed()))
struct DBusServiceTests {
    func bus(_ environment: [String: String] = [:]) throws -> ServiceBus {
        try ServiceBus(binary: TaskDraftBinary.path, extraEnvironment: environment)
    }

    /// The CLI on the bus's database, clock and zone.
    func cli(_ bus: ServiceBus, _ arguments: [String]) throws -> ServiceBus.Output {
        try bus.run(TaskDraftBinary.path, arguments, environment: bus.serviceEnvironment)
    }

    /// `taskdraft audit --json`, newest first: who, what, how it ended, why.
    func auditRows(_ bus: ServiceBus) throws -> [(caller: String, intent: String, outcome: String, detail: String?)] {
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(cli(bus, ["audit", "--json"]).stdout.utf8)) as? [[String: Any]])
        return rows.map { row in
            let caller = (row["caller"] as? String ?? "") + ((row["caller_name"] as? String).map { ":" + $0 } ?? "")
            return (caller, row["intent"] as? String ?? "", row["outcome"] as? String ?? "", row["detail"] as? String)
        }
    }

    @Test func theFirstCallActivatesTheServiceFromItsServiceFile() throws {
        let bus = try bus()
        defer { bus.stop() }
        #expect(!bus.serviceIsRunning())
        let draft = try bus.gdbus("Draft", ["call Anna tomorrow at 9", "{}"])
        #expect(draft.status == 0, "\(draft.stderr)")
        #expect(draft.stdout.contains("'title': <'Call Anna'>"))
        #expect(draft.stdout.contains("'due': <'2026-12-04T09:00:00+03:00'>"))
        let pid = try #require(bus.servicePID())
        let commandLine = try String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)
            .split(separator: "\0").map(String.init)
        #expect(commandLine == [bus.stage.appendingPathComponent("bin/taskdraft").path, "dbus"])
        // A Draft writes nothing: not even the database file's first task.
        #expect(try cli(bus, ["list", "--json"]).stdout == "[]\n")
    }

    /// `Draft` and `Add` refuse words past `TaskDraft.wordsLimit` (10,000 characters) before
    /// reading them, naming their length; nothing is written.
    @Test func wordsPastTheLimitAreRefusedUnread() throws {
        let bus = try bus()
        defer { bus.stop() }
        let words = "'" + String(repeating: "call Anna ", count: 1_001) + "'"
        for (method, arguments) in [("Draft", [words, "{}"]), ("Add", [words, "key-long"])] {
            let refused = try bus.gdbus(method, arguments)
            #expect(refused.status != 0 && refused.stderr.contains("org.freedesktop.DBus.Error.InvalidArgs")
                    && refused.stderr.contains("The text has 10010 characters; at most 10000 are drafted at once."), "\(method): \(refused.stderr)")
        }
        #expect(try cli(bus, ["list", "--json"]).stdout == "[]\n")
    }

    @Test func everyMethodWorksThroughGdbus() throws {
        let bus = try bus()
        defer { bus.stop() }
        let commit = try bus.gdbus("Commit", ["{'title': <'Send the invoice'>, 'due_date': <'2026-12-07'>, 'tags': <['finance']>}", "key-1"])
        #expect(commit.status == 0, "\(commit.stderr)")
        #expect(commit.stdout.hasPrefix("('created', {'id': <int64 1>"))
        let again = try bus.gdbus("Commit", ["{'title': <'Send the invoice'>}", "key-1"])
        #expect(again.stdout.hasPrefix("('already_done', {'id': <int64 1>"))
        let add = try bus.gdbus("Add", ["Stand-up every day at 9:30 #team", "key-2"])
        #expect(add.stdout.contains("'recurrence': <'FREQ=DAILY'>"), "\(add.stdout)")
        let list = try bus.gdbus("List", ["{'tags': <['finance']>}"])
        #expect(list.stdout.contains("'Send the invoice'") && !list.stdout.contains("Stand-up"))
        let complete = try bus.gdbus("Complete", ["2", "key-3"])
        #expect(complete.stdout.hasPrefix("('completed', {'id': <int64 2>"), "\(complete.stdout)")
        #expect(complete.stdout.contains("{'id': <int64 3>"), "the next occurrence: \(complete.stdout)")
        let completeAgain = try bus.gdbus("Complete", ["2", "key-3"])
        #expect(completeAgain.stdout.hasPrefix("('already_done', {'id': <int64 2>"))
        #expect(completeAgain.stdout.contains("{'id': <int64 3>"), "the same next occurrence: \(completeAgain.stdout)")
        // Each gdbus call is a connection of its own: this one made none of the changes.
        let undo = try bus.gdbus("Undo")
        #expect(undo.status != 0)
        #expect(undo.stderr.contains("org.taskdraft.Error.Refused"))
        let delete = try bus.gdbus("Delete", ["1"])
        #expect(delete.stderr.contains("org.taskdraft.Error.Refused"))
        #expect(delete.stderr.contains("run `taskdraft delete` in a terminal"))
        let missing = try bus.gdbus("Complete", ["99", "key-4"])
        #expect(missing.stderr.contains("org.taskdraft.Error.NotFound: There is no task 99."))
        let badDraft = try bus.gdbus("Commit", ["{'title': <'x'>, 'priority': <'urgent'>}", "key-5"])
        #expect(badDraft.stderr.contains("org.taskdraft.Error.Invalid"))
        // The caller's language: its process's locale.
        let russian = try #require(try bus.python(ServiceBus.client("planner_client.py"), ["delete", "1"],
                                                  environment: ["LANG": "ru_RU.UTF-8"]) as? [String: Any])
        #expect((russian["message"] as? String)?.hasPrefix("Удаление задачи с рабочего стола требует человека") == true,
                "\(russian)")
        #expect(try cli(bus, ["list", "--json"]).stdout.components(separatedBy: "\"id\":").count - 1 == 2)
    }

    @Test func everyMethodWorksThroughPythonDbus() throws {
        let bus = try bus()
        defer { bus.stop() }
        let seen = try #require(try bus.python(ServiceBus.client("planner_client.py"), ["every-method"]) as? [String: Any])
        func ok(_ key: String) -> [Any]? { (seen[key] as? [String: Any])?["ok"] as? [Any] }
        func error(_ key: String) -> String? { (seen[key] as? [String: Any])?["error"] as? String }
        let draft = try #require((seen["draft"] as? [String: Any])?["ok"] as? [String: Any])
        #expect(draft["title"] as? String == "Pay rent")
        #expect(draft["recurrence"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1")
        #expect(draft["tags"] as? [String] == ["home"])
        #expect(ok("commit")?.first as? String == "created")
        #expect(ok("commit_again")?.first as? String == "already_done")
        let first = try #require(ok("commit")?[1] as? [String: Any])
        #expect((ok("commit_again")?[1] as? [String: Any])?["id"] as? Int == first["id"] as? Int)
        #expect((ok("add")?[1] as? [String: Any])?["due"] as? String == "2026-12-04T09:00:00+03:00")
        // A method with one result answers it alone in python3-dbus; with several, a tuple.
        let listed = try #require(ok("list") as? [[String: Any]])
        #expect(listed.map { $0["title"] as? String } == ["Call Anna"])
        #expect(error("list_bad") == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(ok("complete")?.first as? String == "completed")
        let next = try #require(ok("complete")?[2] as? [String: Any])
        #expect(next["due_date"] as? String == "2027-01-05")
        #expect(ok("complete_again")?.first as? String == "already_done")
        #expect((ok("complete_again")?[2] as? [String: Any])?["id"] as? Int == next["id"] as? Int)
        #expect(error("complete_missing") == "org.taskdraft.Error.NotFound")
        // Its own newest change (the completion) is its to undo.
        #expect((ok("undo")?.first as? String)?.hasPrefix("completed") == true)
        #expect(error("delete") == "org.taskdraft.Error.Refused")
        #expect(error("empty_key") == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(error("wrong_types") == "org.freedesktop.DBus.Error.InvalidArgs")
        let changed = try #require(seen["changed"] as? [[Any]])
        #expect(changed.map { $0.first as? String } == ["created", "created", "completed", "undone"])
        // Audited as the system, under the connection's name.
        let name = try #require(seen["unique_name"] as? String)
        let audit = try auditRows(bus)
        #expect(audit.filter { $0.caller == "system:" + name && $0.intent == "create" }.map(\.outcome) == ["ok", "already_done", "ok"])
    }

    @Test func theInstalledIntrospectionMatchesWhatTheServiceAnswers() throws {
        let bus = try bus()
        defer { bus.stop() }
        let xml = bus.stage.appendingPathComponent("share/dbus-1/interfaces/org.taskdraft.Planner1.xml").path
        let seen = try #require(try bus.python(ServiceBus.client("planner_client.py"), ["introspect", xml]) as? [String: Any])
        let live = try #require(seen["live"] as? [String: Any])
        let installed = try #require(seen["installed"] as? [String: Any])
        #expect(NSDictionary(dictionary: live).isEqual(to: installed), "live: \(live)\ninstalled: \(installed)")
        #expect((live["methods"] as? [String: Any])?.keys.sorted() == ["Add", "Commit", "Complete", "Delete", "Draft", "List", "Undo"])
        #expect(seen["live_interfaces"] as? [String] == ["org.freedesktop.DBus.Introspectable", "org.freedesktop.DBus.Peer",
                                                        "org.taskdraft.Planner1"])
        let tree = try bus.run("/usr/bin/gdbus", ["introspect", "--session", "--dest", "org.taskdraft.Planner1",
                                                  "--object-path", "/", "--recurse"])
        #expect(tree.status == 0)
        for path in ["/org/taskdraft/Planner1", "/org/taskdraft/SearchProvider", "/org/taskdraft/KRunner"] {
            #expect(tree.stdout.contains("node \(path)"), "\(tree.stdout)")
        }
    }

    @Test func aKeyRepeatedAfterTheServiceIsKilledBetweenCommitAndReplyGivesOneTask() throws {
        let bus = try bus()
        defer { bus.stop() }
        let proxyPath = bus.directory.appendingPathComponent("proxy").path
        let marker = bus.directory.appendingPathComponent("killed").path
        let proxy = Process()
        proxy.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        proxy.arguments = [ServiceBus.client("reply_dropping_proxy.py"), proxyPath,
                           bus.directory.appendingPathComponent("bus").path, "Commit", marker]
        let ready = Pipe()
        proxy.standardOutput = ready
        try proxy.run()
        defer { if proxy.isRunning { kill(proxy.processIdentifier, SIGKILL) } }
        #expect(String(decoding: ready.fileHandleForReading.readData(ofLength: 6), as: UTF8.self) == "ready\n")
        // The first instance reaches the bus through the proxy, which kills it once it answers a Commit.
        let service = Process()
        service.executableURL = URL(fileURLWithPath: TaskDraftBinary.path)
        service.arguments = ["dbus"]
        service.environment = bus.serviceEnvironment.merging(["DBUS_SESSION_BUS_ADDRESS": "unix:path=" + proxyPath]) { $1 }
        try service.run()
        var waited = 0
        while !bus.serviceIsRunning() && waited < 200 { usleep(25_000); waited += 1 }
        #expect(bus.serviceIsRunning())

        let draft = "{'title': <'Renew the passport'>, 'due_date': <'2026-12-20'>}"
        let lost = try bus.gdbus("Commit", [draft, "passport-1"])
        #expect(lost.status != 0, "the reply was to be lost: \(lost.stdout)")
        service.waitUntilExit()
        #expect(service.terminationReason == .uncaughtSignal && service.terminationStatus == SIGKILL)
        #expect(FileManager.default.fileExists(atPath: marker))
        // The commit happened before the kill.
        #expect(try cli(bus, ["list", "--json"]).stdout.contains("Renew the passport"))

        // The caller tries again with the same key: the bus activates a new instance.
        let retry = try bus.gdbus("Commit", [draft, "passport-1"])
        #expect(retry.status == 0, "\(retry.stderr)")
        #expect(retry.stdout.hasPrefix("('already_done', {'id': <int64 1>"), "\(retry.stdout)")
        #expect(bus.servicePID() != service.processIdentifier)
        let tasks = try cli(bus, ["list", "--json", "status:all"]).stdout
        #expect(tasks.components(separatedBy: "Renew the passport").count - 1 == 1, "\(tasks)")
    }

    @Test func aForeignSendersUndoDoesNotUndoAPersonsCommit() throws {
        let bus = try bus()
        defer { bus.stop() }
        #expect(try cli(bus, ["add", "--yes", "Book the dentist friday"]).status == 0)
        let client = ServiceBus.client("planner_client.py")
        let refused = try #require(try bus.python(client, ["undo", "org.example.Foreign"]) as? [String: Any])
        #expect(refused["error"] as? String == "org.taskdraft.Error.Refused")
        #expect((refused["message"] as? String)?.contains("script:cli") == true, "\(refused)")
        #expect(try cli(bus, ["list"]).stdout.contains("Book the dentist"))
        // The program's own change is its to undo; another program's is not.
        let own = try #require(try bus.python(client, ["commit-then-undo", "org.example.Own"]) as? [String: Any])
        #expect(((own["undo"] as? [String: Any])?["ok"] as? [Any])?.first as? String == "created 2 \"Water the plants\"")
        let mine = try #require(try bus.python(client, ["commit-then-undo", "org.example.Mine"]) as? [String: Any])
        #expect((mine["undo"] as? [String: Any])?["ok"] != nil)
        _ = try bus.gdbus("Commit", ["{'title': <'Plan the offsite'>}", "offsite-1"])
        let other = try #require(try bus.python(client, ["undo", "org.example.Foreign"]) as? [String: Any])
        #expect(other["error"] as? String == "org.taskdraft.Error.Refused")
        // The audit names who did what.
        let audit = try auditRows(bus)
        #expect(audit.contains { $0.caller == "script:cli" && $0.intent == "create" && $0.outcome == "ok" })
        let refusals = audit.filter { $0.caller == "system:org.example.Foreign" && $0.intent == "undo" }
        #expect(refusals.map(\.outcome) == ["refused", "refused"])
        #expect(refusals.last?.detail == "the newest change was made by script:cli; only the caller that made a change can undo it from here")
        #expect(audit.contains { $0.caller == "system:org.example.Own" && $0.intent == "undo" && $0.outcome == "ok" })
        // A person still undoes anything.
        let personUndo = try cli(bus, ["undo", "--yes"])
        #expect(personUndo.status == 0)
        #expect(!(try cli(bus, ["list"]).stdout.contains("Plan the offsite")))
    }

    /// A caller whose process runs in a Polish locale reads the service's errors in Polish (it
    /// read English but for two cases), an English caller on the same service still English.
    @Test func aPolishCallerReadsTheErrorsInPolish() throws {
        let bus = try bus()
        defer { bus.stop() }
        let client = ServiceBus.client("planner_client.py"), polish = ["LANG": "pl_PL.UTF-8"]
        let nothing = try #require(try bus.python(client, ["undo"], environment: polish) as? [String: Any])
        #expect(nothing["error"] as? String == "org.taskdraft.Error.NothingToUndo")
        #expect(nothing["message"] as? String == "Nie ma czego cofnąć.", "\(nothing)")
        #expect(try cli(bus, ["add", "--yes", "Book the dentist friday"]).status == 0)
        let delete = try #require(try bus.python(client, ["delete", "1"], environment: polish) as? [String: Any])
        #expect(delete["error"] as? String == "org.taskdraft.Error.Refused")
        #expect(delete["message"] as? String == "Usunięcie zadania z pulpitu wymaga człowieka: uruchom `taskdraft delete` w terminalu.",
                "\(delete)")
        let undo = try #require(try bus.python(client, ["undo"], environment: ["LC_ALL": "pl_PL.UTF-8", "LANG": "en_US.UTF-8"])
                                as? [String: Any])
        #expect(undo["message"] as? String
                == "Ostatnią zmianę zrobił ktoś inny (skrypt:cli); stąd można cofnąć tylko własną zmianę. Nic nie zmieniono.", "\(undo)")
        let missing = try #require(try bus.python(client, ["complete", "99", "key-pl"], environment: polish) as? [String: Any])
        #expect(missing["error"] as? String == "org.taskdraft.Error.NotFound")
        #expect(missing["message"] as? String == "Nie ma zadania 99.", "\(missing)")
        let filter = try #require(try bus.python(client, ["list", #"{"status": "later"}"#], environment: polish) as? [String: Any])
        #expect(filter["message"] as? String == "status „later”: oczekiwano pending, done, deleted albo all", "\(filter)")
        let english = try #require(try bus.python(client, ["complete", "99", "key-en"], environment: ["LANG": "en_US.UTF-8"])
                                   as? [String: Any])
        #expect(english["message"] as? String == "There is no task 99.", "\(english)")
    }

    @Test func theServiceExitsWhenIdleAndTheNextCallStartsItAgain() throws {
        let bus = try bus()
        defer { bus.stop() }
        let service = Process()
        service.executableURL = URL(fileURLWithPath: TaskDraftBinary.path)
        service.arguments = ["dbus", "--idle-exit", "1"]
        service.environment = bus.serviceEnvironment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 }
        try service.run()
        var waited = 0
        while !bus.serviceIsRunning() && waited < 200 { usleep(25_000); waited += 1 }
        #expect(try bus.gdbus("List", ["{}"]).status == 0)
        service.waitUntilExit()
        #expect(service.terminationStatus == 0)
        #expect(try bus.gdbus("List", ["{}"]).status == 0)
        #expect(bus.servicePID() != nil && bus.servicePID() != service.processIdentifier)
    }
}
