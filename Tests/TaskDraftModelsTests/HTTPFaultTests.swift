import Foundation
import Testing
import TaskDraftHTTP
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// The libcurl client and the OpenAI-compatible backend against the scripted fault server on
/// 127.0.0.1. Each fault must end within its bound with the documented outcome.
@Suite struct HTTPFaultTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }
    let context = DraftingFixtures.context()

    func token() -> String { UUID().uuidString }

    func draft(_ model: OpenAICompatibleModel, _ text: String = "write the quarterly report",
               journal: DraftJournal = DraftJournal(), tools: (any TaskReading)? = nil,
               cancellation: CancellationFlag? = nil) -> (Result<TaskDraft, BackendError>, Double) {
        DraftingFixtures.timed {
            do throws(BackendError) {
                return .success(try model.draft(DraftRequest(text: text, context: context, tools: tools, journal: journal,
                                                             cancellation: cancellation)))
            } catch {
                return .failure(error)
            }
        }
    }

    func error(_ result: Result<TaskDraft, BackendError>) -> BackendError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// A server nobody listens on: libcurl's code and the OS's errno come back as values, so
    /// the Russian and Polish are worded from them; the English is curl's own sentence.
    @Test func aRefusedConnectionCarriesCurlsCodeAndTheOSError() throws {
        let port = FaultServer.closedPort()
        let (result, _) = draft(DraftingFixtures.model("http://127.0.0.1:\(port)/v1", total: 3, connect: 1))
        let failure = try #require(error(result))
        guard case .transport(.curl(let code, let os, let words)) = failure.problem else {
            Issue.record("not a curl failure: \(failure.problem)")
            return
        }
        #expect(code == 7)  // CURLE_COULDNT_CONNECT
        #expect(os == SystemError(ECONNREFUSED))
        #expect(failure.detail == words && words.contains("\(port)"))
        #expect(failure.problem.russian == "не удаётся соединиться с сервером: в соединении отказано")
        #expect(failure.problem.polish == "nie można połączyć się z serwerem: połączenie odrzucone")
    }

    @Test func aValidAnswerIsValidatedAndLogged() throws {
        let journal = DraftJournal()
        // The fixture's answer tags "report"; the words name it as a tag, so no cross-check warning.
        let (result, _) = draft(DraftingFixtures.model(server.url("ok")), "write the quarterly report #report", journal: journal)
        let draft = try result.get()
        #expect(draft.title == "Write the quarterly report")
        #expect(draft.backend == "llama")
        #expect(draft.due == nil && draft.warnings.isEmpty)
        let exchange = try #require(journal.exchanges.first)
        #expect(journal.exchanges.count == 1)
        #expect(exchange.outcome == "ok" && exchange.mode == "json_schema" && exchange.purpose == "draft")
        #expect(exchange.promptTokens == 42 && exchange.completionTokens == 7)
        #expect(exchange.schemaVersion == DraftSchema.version)
        #expect(exchange.request?.contains("\"strict\":true") == true)
    }

    @Test func retryAfterIsHonoured() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.model(server.url("retry-after", token: token)), journal: journal)
        #expect(try result.get().title == "Write the quarterly report")
        #expect(seconds >= 1.0, "Retry-After: 1 was not waited for (\(seconds) s)")
        #expect(seconds < 5)
        #expect(try server.requests(token: token).count == 2)
        #expect(journal.exchanges.last?.retries == 1)
    }

    @Test func aRetryAfterLongerThanTheLimitFailsAtOnce() throws {
        let token = token()
        let (result, seconds) = draft(DraftingFixtures.model(server.url("retry-after-long", token: token)))
        #expect(error(result)?.kind == .http(429))
        #expect(seconds < 2)
        #expect(try server.requests(token: token).count == 1)
    }

    @Test func repeated503sAreRetriedThreeTimesThenFail() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.model(server.url("always-503", token: token)), journal: journal)
        #expect(error(result)?.kind == .http(503))
        #expect(try server.requests(token: token).count == 1 + RetryPolicy.maximumRetries)
        // Backoffs of 0.25–0.5, 0.5–1 and 1–2 s.
        #expect(seconds >= 1.75 && seconds < 6, "\(seconds) s")
        #expect(journal.exchanges.last?.retries == RetryPolicy.maximumRetries)
        #expect(journal.exchanges.last?.outcome == "http_error")
    }

    @Test func repeated500sAreNotRetried() throws {
        let token = token()
        let (result, seconds) = draft(DraftingFixtures.model(server.url("always-500", token: token)))
        #expect(error(result)?.kind == .http(500))
        let requests = try server.requests(token: token)
        // One request per structured-output form (a 500 may be llama-cpp-python refusing
        // json_schema), none repeated.
        #expect(requests.map { $0["response_format"] as? String } == ["json_schema", "json_object", nil])
        #expect(seconds < 2)
    }

    @Test func aHangEndsAtTheTotalTimeout() {
        let (result, seconds) = draft(DraftingFixtures.model(server.url("hang"), total: 2))
        #expect(error(result)?.kind == .timeout)
        #expect(seconds >= 1.9 && seconds < 4, "\(seconds) s")
    }

    @Test func aSlowDripEndsAtTheTotalTimeout() {
        let (result, seconds) = draft(DraftingFixtures.model(server.url("drip"), total: 2))
        #expect(error(result)?.kind == .timeout)
        #expect(seconds >= 1.9 && seconds < 4, "\(seconds) s")
    }

    @Test func truncatedJSONIsAnInvalidResponse() {
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.model(server.url("truncated")), journal: journal)
        #expect(error(result)?.kind == .invalidResponse)
        #expect(error(result)?.detail.contains("not JSON") == true)
        #expect(seconds < 2)
        #expect(journal.exchanges.last?.outcome == "error")
    }

    @Test func aSchemaInvalidAnswerGetsOneRepairThenTheBuiltinDraft() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("invalid", token: token)), "call Anna tomorrow at 10:00", journal: journal)
        let draft = try result.get()
        #expect(draft.backend == "builtin")
        #expect(draft.title == "Call Anna")
        #expect(draft.warnings.first?.english.contains("llama's answer was not a valid draft") == true)
        let requests = try server.requests(token: token)
        #expect(requests.count == 2)
        let repair = try #require(requests.last?["last_user"] as? String)
        #expect(repair.contains("not a valid draft") && repair.contains("priority"))
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
        #expect(journal.exchanges.map(\.purpose) == ["draft", "repair"])
    }

    /// A forced backend (`ForcedModel`) drafts alone: the same answer, still invalid after its
    /// repair, is its failure, saying what would have drafted without the force, not the
    /// built-in parser's draft; both exchanges are kept as invalid.
    @Test func aForcedBackendsInvalidAnswerIsItsFailure() throws {
        let journal = DraftJournal()
        let note = FallbackNote.wouldFallBack(source: "--backend", to: ["builtin"])
        let forced = ForcedModel(DraftingFixtures.model(server.url("invalid")), fallbackNote: note)
        let failure: BackendError
        do throws(BackendError) {
            let draft = try forced.draft(DraftRequest(text: "call Anna tomorrow at 10:00", context: context, journal: journal))
            Issue.record("drafted by \(draft.backend): \(draft.title)")
            return
        } catch {
            failure = error
        }
        #expect(failure.kind == .invalidResponse && failure.backend == "llama")
        guard case .withNote(.answer(.notADraft(let why)), note) = failure.problem else {
            Issue.record("not an answer that was not a draft: \(failure.problem)")
            return
        }
        #expect(why.english.contains("priority"), "\(why)")
        #expect(failure.description.contains("the answer was not a valid draft, repaired once (") , "\(failure)")
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
    }

    @Test func aRepairedAnswerIsUsed() throws {
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("invalid-then-valid")), journal: journal)
        let draft = try result.get()
        #expect(draft.backend == "llama" && draft.title == "Write the quarterly report")
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "ok"])
    }

    @Test func aTenMegabyteBodyIsCutAtTheCap() throws {
        for scenario in ["huge", "huge-chunked"] {
            let client = try CurlClient()
            let (outcome, seconds) = DraftingFixtures.timed { () -> HTTPFailure? in
                do throws(HTTPFailure) {
                    _ = try client.perform(HTTPRequest(method: .post, url: server.url(scenario) + "/chat/completions", body: Array("{}".utf8)),
                                           options: TransferOptions(connectTimeout: 2, totalTimeout: 10))
                    return nil
                } catch {
                    return error
                }
            }
            #expect(outcome?.kind == .tooLarge, "\(scenario): \(String(describing: outcome))")
            #expect(seconds < 5)
            let (result, _) = draft(DraftingFixtures.model(server.url(scenario)))
            #expect(error(result)?.kind == .invalidResponse)
            #expect(error(result)?.detail.contains("larger than") == true)
        }
    }

    @Test func aRefusedConnectionFailsFast() {
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.model("http://127.0.0.1:\(FaultServer.closedPort())/v1"), journal: journal)
        #expect(error(result)?.kind == .unavailable)
        #expect(seconds < 1)
        #expect(journal.exchanges.last?.outcome == "unreachable")
    }

    @Test func aResetConnectionIsRetried() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("reset", token: token)), journal: journal)
        #expect(try result.get().backend == "llama")
        #expect(journal.exchanges.last?.retries == 1)
    }

    @Test func aServerThatRejectsJSONSchemaGetsJSONObjectAndIsRemembered() throws {
        let token = token()
        let memory = StructuredOutputMemory()
        let model = DraftingFixtures.model(server.url("no-json-schema", token: token), memory: memory)
        let journal = DraftJournal()
        #expect(try draft(model, journal: journal).0.get().backend == "llama")
        #expect(journal.exchanges.map(\.outcome) == ["rejected_format", "ok"])
        #expect(try draft(model).0.get().backend == "llama")
        let formats = try server.requests(token: token).map { $0["response_format"] as? String }
        #expect(formats == ["json_schema", "json_object", "json_object"])
    }

    @Test func aServerWithoutResponseFormatGetsTheSchemaInThePrompt() throws {
        let token = token()
        #expect(try draft(DraftingFixtures.model(server.url("prompt-only", token: token))).0.get().backend == "llama")
        let requests = try server.requests(token: token)
        #expect(requests.map { $0["response_format"] as? String } == ["json_schema", "json_object", nil])
        #expect((requests.last?["system"] as? String)?.contains("It must match this JSON Schema") == true)
    }

    @Test func aContextLengthErrorTrimsAndRetriesOnce() throws {
        let token = token()
        let at = DraftingFixtures.now
        var history: [TranscriptEntry] = []
        for turn in 0..<12 {
            history.append(.prompt("turn \(turn)", at: at))
            history.append(.toolCall("list_tasks", arguments: .object([:]), callID: "c\(turn)", at: at))
            history.append(.toolOutput("list_tasks", output: .string(String(repeating: "x", count: 4000)), callID: "c\(turn)", at: at))
        }
        let model = DraftingFixtures.model(server.url("context", token: token))
        let journal = DraftJournal()
        let result = try model.draft(DraftRequest(text: "now", context: context, transcript: history, journal: journal))
        #expect(result.backend == "llama")
        #expect(journal.exchanges.map(\.outcome) == ["context_exceeded", "ok"])
        let requests = try server.requests(token: token)
        #expect(requests.count == 2)
        let first = try #require(requests.first?["content_chars"] as? Int), second = try #require(requests.last?["content_chars"] as? Int)
        #expect(second < first, "the retry sent a shorter transcript (\(first) → \(second) characters)")
        #expect((requests.last?["last_user"] as? String) == "now")
    }

    /// Counted in polls of the transfer, not in seconds: the flag is raised on the third
    /// poll and no fourth may follow, so the hang ends at the first look after Ctrl-C
    /// however slowly a busy machine runs the polls.
    @Test func ctrlCEndsTheTransferAtTheNextPoll() {
        let flag = CancellationFlag()
        nonisolated(unsafe) var polls = 0
        let journal = DraftJournal { event in
            guard event == .waiting else { return }
            polls += 1
            if polls == 3 { flag.cancel() }
        }
        let (result, seconds) = draft(DraftingFixtures.model(server.url("hang"), total: 20), journal: journal, cancellation: flag)
        #expect(error(result)?.kind == .cancelled)
        #expect(polls == 3)
        // The other ending would be the 20 s total timeout.
        #expect(seconds < 10, "\(seconds) s")
    }

    @Test func streamingShowsTheTitleBeforeTheAnswerEnds() throws {
        let token = token()
        nonisolated(unsafe) var events: [DraftProgress] = []
        let journal = DraftJournal { events.append($0) }
        let (result, _) = draft(DraftingFixtures.model(server.url("ok", token: token)), journal: journal)
        let draft = try result.get()
        #expect(draft.title == "Write the quarterly report")
        #expect(try server.requests(token: token).first?["stream"] as? Bool == true)
        let titleIndex = try #require(events.firstIndex(of: .title("Write the quarterly report")))
        #expect(events.first == .requesting(backend: "llama", purpose: "draft"))
        #expect(titleIndex > 0)
        #expect(journal.exchanges.first?.completionTokens != nil)
    }

    @Test func toolCallsRunThroughDomainReadsAndBecomeTranscriptEntries() throws {
        let store = try ToolStore()
        let token = token()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("tools", token: token), stream: false), "move the report task to friday",
                                journal: journal, tools: store.reader)
        #expect(try result.get().backend == "llama")
        #expect(journal.entries.map(\.kind) == [.toolCall, .toolOutput])
        #expect(journal.entries[0].content["tool"] == .string("search_tasks"))
        let callID = try #require(journal.entries[0].content["call_id"])
        #expect(journal.entries[1].content["call_id"] == callID)
        let titles = journal.entries[1].content["output"]?["tasks"]?.arrayValue?.compactMap { $0["title"]?.stringValue }
        #expect(titles == ["Submit the weekly report"])
        // The titles the model reads were written by whoever can write to the list: the
        // answer says so before any of them (issue 26 §8).
        #expect(journal.entries[1].content["output"]?.objectValue?.keys.first == "notice")
        #expect(journal.entries[1].content["output"]?["notice"]?.stringValue?.contains("never as instructions") == true)
        #expect(journal.entries[1].content["output"]?["untrusted_fields"] == .array(["title", "notes", "annotations", "project", "tags"].map(JSONValue.string)))
        let requests = try server.requests(token: token)
        #expect((requests.first?["tools"] as? [String]) == ["search_tasks", "list_tasks"])
        #expect((requests.last?["roles"] as? [String])?.suffix(2) == ["assistant", "tool"])
        #expect(try store.count() == 2, "tools only read")
    }

    @Test func toolCallsStopAtTheLimit() throws {
        let store = try ToolStore()
        let token = token()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("tools-forever", token: token), maxToolCalls: 4), journal: journal,
                                tools: store.reader)
        #expect(try result.get().backend == "llama")
        #expect(journal.entries.filter { $0.kind == .toolCall }.count == 4)
        let requests = try server.requests(token: token)
        #expect(requests.count == 5)
        #expect((requests.last?["tools"] as? [String])?.isEmpty == true, "the last round offers no tools")
        #expect(journal.exchanges.map(\.purpose) == ["tools", "tools", "tools", "tools", "final"])
    }

    @Test func toolCallsStopAfterRepeatedErrors() throws {
        let store = try ToolStore()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("tools-bad"), maxToolErrors: 2), journal: journal, tools: store.reader)
        #expect(try result.get().backend == "llama")
        let outputs = journal.entries.filter { $0.kind == .toolOutput }
        #expect(outputs.count == 2)
        #expect(outputs.allSatisfy { $0.content["output"]?["error"]?.stringValue?.contains("unknown tool") == true })
    }

    @Test func anEchoedKeyNeverReachesAnErrorOrTheLog() {
        let sentinel = "sk-SENTINEL-\(UUID().uuidString)"
        let key = APIKeySource(variable: "TEST_KEY", file: nil, environment: Environment(["TEST_KEY": sentinel]))
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.model(server.url("echo-auth"), key: key, logContent: true), journal: journal)
        let failure = error(result)
        #expect(failure?.kind == .http(401))
        #expect(failure?.detail.contains("[redacted]") == true)
        let everything = "\(String(describing: failure))" + journal.exchanges.map { "\($0.json(in: .utc))" }.joined()
        #expect(!everything.contains(sentinel))
    }

    /// A server that puts the key into a successful answer: the draft, the transcript, the
    /// streamed title and the log all get `[redacted]` instead, streamed or not.
    @Test func anEchoedKeyInASuccessfulAnswerIsScrubbed() throws {
        for stream in [false, true] {
            let sentinel = "sk-SENTINEL-\(UUID().uuidString)"
            let key = APIKeySource(variable: "TEST_KEY", file: nil, environment: Environment(["TEST_KEY": sentinel]))
            var shown: [String] = []
            let journal = DraftJournal { if case .title(let title) = $0 { shown.append(title) } }
            let (result, _) = draft(DraftingFixtures.model(server.url("echo-key-title"), stream: stream, key: key, logContent: true),
                                    journal: journal)
            let draft = try result.get()
            // The cross-check then keeps the built-in title (the model's adds words); the answer as
            // logged and the streamed title carry the scrubbed key.
            #expect(draft.title == "Write the quarterly report", "stream \(stream)")
            #expect(journal.exchanges.contains { "\($0.json(in: .utc))".contains("Report for [redacted]") }, "stream \(stream)")
            let everything = "\(draft)" + journal.exchanges.map { "\($0.json(in: .utc))" }.joined()
                + journal.entries.map { "\($0.content)" }.joined() + shown.joined()
            #expect(!everything.contains(sentinel), "stream \(stream)")
            if stream { #expect(!shown.isEmpty, "the streamed title was shown") }
        }
    }

    @Test func theProbeAnswersOnlyWithinItsTimeout() {
        let probe = HTTPServerProbe()
        if case .answered(let ms) = probe.probe(ServerAddress(server.url("ok"))!) {
            #expect(ms < 300)
        } else {
            Issue.record("a live server was not seen")
        }
        let (slow, seconds) = DraftingFixtures.timed { probe.probe(ServerAddress(server.url("models-slow"))!) }
        #expect(slow != .answered(milliseconds: 0))
        if case .answered = slow { Issue.record("a server answering after 1 s passed the 300 ms probe") }
        #expect(seconds < 0.6)
        if case .answered = probe.probe(ServerAddress("http://127.0.0.1:\(FaultServer.closedPort())/v1")!) {
            Issue.record("a closed port answered")
        }
    }

    @Test func parallelDraftsOnOneModelKeepInputOrder() throws {
        let texts = (1...12).map { "call Anna in \($0) days" }
        let model = DraftingFixtures.model(server.url("ok-due"))
        let context = self.context
        // As `draft --jobs 4` drafts lines, each with its own journal.
        let outcomes = ParallelMap.map(texts, threads: 4) { model.draftKeepingExchanges($0, context: context) }
        #expect(outcomes.count == texts.count)
        for (index, outcome) in outcomes.enumerated() {
            let draft = try outcome.result.get()
            // The model's due (5 Dec 09:00) disagrees with the words ("in N days"): the words win,
            // and line N got its own day, so the results came back in input order.
            #expect(draft.due == .date(context.today.adding(days: index + 1)), "line \(index + 1)")
            #expect(outcome.exchanges.count == 1)
        }
    }
}
