import Foundation
import Testing
import TestPeers

/// `Draft` and `Add` on a private session bus say why no draft came, by the D-Bus error's name
/// and its message in the caller's language, as the CLI says it: a model that gave no answer in
/// time is `BackendTimeout`, an answer that could not be read `BackendInvalidAnswer`, a server
/// nobody listens on `BackendUnavailable` (words past their limit are an invalid argument,
/// `DBusServiceTests`), where every failure was "the drafting backend is unavailable". `Undo`
/// says what it undid in the caller's language, as its errors do, where it was always English.
@Suite(.enabled(if: try Peer.serviceBus.installed()))
struct DBusDraftReasonTests {
    static let server = try! FaultServer()

    /// A bus whose service drafts with `llama` only (`TASKDRAFT_BACKEND`: its failure is the
    /// call's, no fallback) at `scenario` of the scripted model server, within 2 s; "closed" is
    /// a port nobody listens on.
    func bus(_ scenario: String) throws -> ServiceBus {
        let url = scenario == "closed" ? "http://127.0.0.1:\(FaultServer.closedPort())/v1" : Self.server.url(scenario)
        let bus = try ServiceBus(binary: TaskDraftBinary.path, extraEnvironment: ["TASKDRAFT_BACKEND": "llama", "TASKDRAFT_REGION": "DE"])
        let directory = try #require(bus.serviceEnvironment["XDG_CONFIG_HOME"]) + "/taskdraft"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try """
            {"backends": [{"name": "llama", "url": "\(url)", "where": "this-machine", "min_memory_mib": 1}],
             "timeouts": {"connect_s": 1, "total_s": 2}}
            """.write(toFile: directory + "/config.json", atomically: true, encoding: .utf8)
        return bus
    }

    struct Reason: Sendable, CustomStringConvertible {
        let scenario: String
        let name: String
        /// How the message opens for an English, a Russian and a Polish caller.
        let english: String, russian: String, polish: String
        /// What the backend's own line says of it, in every language.
        let detail: String
        var description: String { scenario }
    }

    static let reasons: [Reason] = [
        Reason(scenario: "hang", name: "org.taskdraft.Error.BackendTimeout",
               english: "The drafting backend did not answer in time: ", russian: "Модель для черновиков не ответила вовремя: ",
               polish: "Model do szkiców nie odpowiedział na czas: ", detail: "llama"),
        Reason(scenario: "truncated", name: "org.taskdraft.Error.BackendInvalidAnswer",
               english: "The drafting backend's answer could not be read: ",
               russian: "Ответ модели для черновиков не удалось прочитать: ",
               polish: "Nie udało się odczytać odpowiedzi modelu do szkiców: ", detail: "llama"),
        // An answer still not a draft after its repair: the forced backend's failure, not the built-in parser's draft.
        Reason(scenario: "invalid", name: "org.taskdraft.Error.BackendInvalidAnswer",
               english: "The drafting backend's answer could not be read: ",
               russian: "Ответ модели для черновиков не удалось прочитать: ",
               polish: "Nie udało się odczytać odpowiedzi modelu do szkiców: ", detail: "llama"),
        Reason(scenario: "closed", name: "org.taskdraft.Error.BackendUnavailable",
               english: "The drafting backend is unavailable: ", russian: "Модель для черновиков недоступна: ",
               polish: "Model do szkiców jest niedostępny: ", detail: "127.0.0.1"),
    ]

    @Test(arguments: reasons)
    func aDraftThatFailedSaysWhyByNameAndMessage(_ reason: Reason) throws {
        let bus = try bus(reason.scenario)
        defer { bus.stop() }
        let client = ServiceBus.client("planner_client.py")
        for (lang, opening) in [("en_US.UTF-8", reason.english), ("ru_RU.UTF-8", reason.russian), ("pl_PL.UTF-8", reason.polish)] {
            let failed = try #require(try bus.python(client, ["draft", "call Anna tomorrow at 9"], environment: ["LANG": lang])
                                      as? [String: Any])
            #expect(failed["error"] as? String == reason.name, "\(lang): \(failed)")
            let message = failed["message"] as? String ?? ""
            #expect(message.hasPrefix(opening) && message.contains(reason.detail), "\(lang): \(message)")
        }
        // `Add` drafts the same way, and writes nothing when the draft failed.
        let added = try #require(try bus.python(client, ["add", "call Anna tomorrow at 9", "key-\(reason.scenario)"]) as? [String: Any])
        #expect(added["error"] as? String == reason.name, "\(added)")
        #expect(try bus.run(TaskDraftBinary.path, ["list", "--json"], environment: bus.serviceEnvironment).stdout == "[]\n")
    }

    /// Must not: a model that answers drafts, and the built-in parser asked for by name never
    /// meets the model's failure.
    @Test func aDraftThatCameIsNoError() throws {
        let ok = try bus("ok")
        defer { ok.stop() }
        let drafted = try #require(try ok.python(ServiceBus.client("planner_client.py"), ["draft", "call Anna tomorrow at 9"]) as? [String: Any])
        #expect((drafted["ok"] as? [String: Any])?["backend"] as? String == "llama", "\(drafted)")
        let hang = try bus("hang")
        defer { hang.stop() }
        let builtin = try hang.gdbus("Draft", ["call Anna tomorrow at 9", "{'backend': <'builtin'>}"])
        #expect(builtin.status == 0 && builtin.stdout.contains("'title': <'Call Anna'>"), "\(builtin.stderr)")
    }

    @Test func undoSaysWhatItUndidInTheCallersLanguage() throws {
        let bus = try bus("ok")
        defer { bus.stop() }
        let client = ServiceBus.client("planner_client.py")
        for (lang, opening, name) in [("en_US.UTF-8", "created ", "org.example.English"), ("ru_RU.UTF-8", "создание задачи ", "org.example.Russian"),
                                      ("pl_PL.UTF-8", "utworzenie zadania ", "org.example.Polish")] {
            // A connection of its own name for each: its own commit, with a key of its own, is its to undo.
            let seen = try #require(try bus.python(client, ["commit-then-undo", name], environment: ["LANG": lang]) as? [String: Any])
            let summary = ((seen["undo"] as? [String: Any])?["ok"] as? [Any])?.first as? String ?? ""
            #expect(summary.hasPrefix(opening) && summary.contains("Water the plants"), "\(lang): \(seen)")
        }
    }
}
