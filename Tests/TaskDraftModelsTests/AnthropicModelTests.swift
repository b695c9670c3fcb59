import Foundation
import Testing
import TaskDraftHTTP
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// The Anthropic kind against the scripted fault server's Messages API scenarios: the request
/// shape, the draft through the forced tool, the read-only tools, retries, broken answers,
/// streaming, and key secrecy, each within its bound.
@Suite struct AnthropicModelTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }
    let context = DraftingFixtures.context()

    func token() -> String { UUID().uuidString }

    func draft(_ model: AnthropicModel, _ text: String = "write the quarterly report", journal: DraftJournal = DraftJournal(),
               tools: (any TaskReading)? = nil) -> (Result<TaskDraft, BackendError>, Double) {
        DraftingFixtures.timed {
            do throws(BackendError) {
                return .success(try model.draft(DraftRequest(text: text, context: context, tools: tools, journal: journal)))
            } catch {
                return .failure(error)
            }
        }
    }

    func error(_ result: Result<TaskDraft, BackendError>) -> BackendError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    @Test func theRequestHasTheMessagesAPIsShapeAndTheDraftComesThroughTheForcedTool() throws {
        let token = token()
        let journal = DraftJournal()
        // The fixture's answer tags "report": the words name it as a tag, so the cross-check keeps it.
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("ok", token: token)), "write the quarterly report #report",
                                journal: journal)
        let draft = try result.get()
        #expect(draft.title == "Write the quarterly report" && draft.backend == "claude")
        #expect(draft.tags == ["report"] && draft.warnings.isEmpty)
        let request = try #require(try server.requests(token: token).first)
        #expect(request["path"] as? String == "v1/messages")
        #expect(request["anthropic_version"] as? String == "2023-06-01")
        #expect(request["content_type"] as? String == "application/json")
        #expect(request["x_api_key"] as? Bool == true && request["authorization"] as? Bool == false)
        #expect(request["model"] as? String == "claude-test" && request["max_tokens"] as? Int == 512)
        #expect(request["tools"] as? [String] == ["task_draft"], "no reader: the draft tool only")
        let choice = try #require(request["tool_choice"] as? [String: Any])
        #expect(choice["type"] as? String == "tool" && choice["name"] as? String == "task_draft")
        let schema = try #require(request["draft_schema"] as? [String: Any])
        #expect(schema["type"] as? String == "object")
        #expect(schema["required"] as? [String] == DraftSchema.fields)
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect((request["system"] as? String)?.contains("calling the task_draft tool") == true)
        #expect(request["roles"] as? [String] == ["user"])
        let exchange = try #require(journal.exchanges.first)
        #expect(journal.exchanges.count == 1)
        #expect(exchange.outcome == "ok" && exchange.mode == "tool" && exchange.purpose == "draft")
        #expect(exchange.promptTokens == 42 && exchange.completionTokens == 7)
    }

    @Test func theReadOnlyToolsAreOfferedBesideTheDraftToolAndRunAsDomainReads() throws {
        let store = try ToolStore()
        let token = token()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("tools", token: token), stream: false), "move the report task to friday",
                                journal: journal, tools: store.reader)
        #expect(try result.get().backend == "claude")
        #expect(journal.entries.map(\.kind) == [.toolCall, .toolOutput])
        #expect(journal.entries[0].content["tool"] == .string("search_tasks"))
        let titles = journal.entries[1].content["output"]?["tasks"]?.arrayValue?.compactMap { $0["title"]?.stringValue }
        #expect(titles == ["Submit the weekly report"])
        let requests = try server.requests(token: token)
        #expect(requests.count == 2)
        #expect(requests[0]["tools"] as? [String] == ["task_draft", "search_tasks", "list_tasks"])
        #expect((requests[0]["tool_choice"] as? [String: Any])?["type"] as? String == "any")
        // The tool round goes back as a tool_use answered by a tool_result.
        #expect(requests[1]["roles"] as? [String] == ["user", "assistant", "user"])
        #expect((requests[1]["blocks"] as? [[String]])?.suffix(2) == [["tool_use"], ["tool_result"]])
        #expect(journal.exchanges.map(\.purpose) == ["tools", "tools"])
        #expect(try store.count() == 2, "tools only read")
    }

    @Test func whenNoCallsAreLeftTheDraftToolIsForced() throws {
        let store = try ToolStore()
        let token = token()
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("tools", token: token), maxToolCalls: 0), tools: store.reader)
        #expect(try result.get().backend == "claude")
        let request = try #require(try server.requests(token: token).first)
        #expect(request["tools"] as? [String] == ["task_draft"])
        #expect((request["tool_choice"] as? [String: Any])?["type"] as? String == "tool")
    }

    @Test func aRateLimitIsRetriedAfterRetryAfter() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.anthropic(server.url("retry-after", token: token)), journal: journal)
        #expect(try result.get().title == "Write the quarterly report")
        #expect(seconds >= 1.0, "retry-after: 1 was not waited for (\(seconds) s)")
        #expect(seconds < 5)
        #expect(try server.requests(token: token).count == 2)
        #expect(journal.exchanges.last?.retries == 1)
    }

    @Test func anOverloadedServerIsRetried() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.anthropic(server.url("overloaded", token: token)), journal: journal)
        #expect(try result.get().backend == "claude")
        #expect(try server.requests(token: token).count == 2)
        #expect(journal.exchanges.last?.retries == 1)
        #expect(seconds < 3)
    }

    @Test func aServerOverloadedForGoodFailsAfterThreeRetries() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.anthropic(server.url("always-529", token: token)), journal: journal)
        let failure = try #require(error(result))
        #expect(failure.kind == .http(529))
        #expect(failure.detail.contains("overloaded_error"))
        #expect(try server.requests(token: token).count == 1 + RetryPolicy.maximumRetries)
        #expect(seconds >= 1.75 && seconds < 6, "\(seconds) s")
        #expect(journal.exchanges.last?.outcome == "http_error")
    }

    @Test func aGarbageBodyIsAnInvalidResponse() throws {
        let journal = DraftJournal()
        let (result, seconds) = draft(DraftingFixtures.anthropic(server.url("garbage"), stream: false), journal: journal)
        let failure = try #require(error(result))
        #expect(failure.kind == .invalidResponse)
        #expect(failure.detail.contains("not JSON"))
        #expect(seconds < 2)
        #expect(journal.exchanges.last?.outcome == "error")
    }

    @Test func anInvalidDraftGetsOneRepairAsAnErrorToolResultThenTheBuiltinDraft() throws {
        let token = token()
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("invalid", token: token)), "call Anna tomorrow at 10:00", journal: journal)
        let draft = try result.get()
        #expect(draft.backend == "builtin" && draft.title == "Call Anna")
        #expect(draft.warnings.first?.english.contains("claude's answer was not a valid draft") == true)
        let requests = try server.requests(token: token)
        #expect(requests.count == 2)
        #expect((requests[1]["blocks"] as? [[String]])?.suffix(2) == [["tool_use"], ["tool_result"]])
        let repair = try #require(requests[1]["last_user"] as? String)
        #expect(repair.contains("not valid") && repair.contains("priority"))
        #expect((requests[1]["tool_choice"] as? [String: Any])?["name"] as? String == "task_draft")
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
        #expect(journal.exchanges.map(\.purpose) == ["draft", "repair"])
    }

    @Test func aRepairedDraftIsUsedAndCrossChecked() throws {
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("invalid-then-valid")), journal: journal)
        #expect(try result.get().backend == "claude")
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "ok"])
        // ok-due's deadline is not in the words: the cross-check drops it.
        let (checked, _) = draft(DraftingFixtures.anthropic(server.url("ok-due")))
        let crossChecked = try checked.get()
        #expect(crossChecked.due == nil)
        #expect(crossChecked.warnings.contains { $0.english.hasPrefix("the model proposed a deadline you did not name") })
    }

    @Test func aServerThatAnswersInTextIsReadLeniently() throws {
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("text-only"), stream: false))
        #expect(try result.get().title == "Write the quarterly report")
    }

    @Test func streamingShowsTheTitleFromTheToolInputBeforeTheAnswerEnds() throws {
        let token = token()
        nonisolated(unsafe) var events: [DraftProgress] = []
        let journal = DraftJournal { events.append($0) }
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("ok", token: token)), journal: journal)
        #expect(try result.get().title == "Write the quarterly report")
        #expect(try server.requests(token: token).first?["stream"] as? Bool == true)
        let titleIndex = try #require(events.firstIndex(of: .title("Write the quarterly report")))
        #expect(events.first == .requesting(backend: "claude", purpose: "draft"))
        #expect(titleIndex > 0)
        #expect(journal.exchanges.first?.promptTokens == 42)
        #expect(journal.exchanges.first?.completionTokens != nil)
    }

    @Test func anErrorEventMidStreamFailsTheDraft() throws {
        let journal = DraftJournal { _ in }
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("stream-error")), journal: journal)
        let failure = try #require(error(result))
        #expect(failure.kind == .invalidResponse)
        #expect(failure.detail.contains("overloaded_error: Overloaded"))
        #expect(journal.exchanges.last?.outcome == "error")
    }

    @Test func aSessionsTranscriptGoesAsAlternatingMessagesTheServerAccepts() throws {
        let token = token()
        let at = DraftingFixtures.now
        let history: [TranscriptEntry] = [
            .prompt("call Anna tomorrow", at: at),
            .toolCall("search_tasks", arguments: .object(["query": .string("Anna")]), callID: "toolu_a", at: at),
            .toolOutput("search_tasks", output: .object(["tasks": .array([])]), callID: "toolu_a", at: at),
            .prompt("and the report", at: at),
        ]
        let model = DraftingFixtures.anthropic(server.url("ok", token: token), stream: false)
        let draft = try model.draft(DraftRequest(text: "write the quarterly report", context: context, transcript: history))
        #expect(draft.backend == "claude")
        let request = try #require(try server.requests(token: token).first)
        #expect(request["roles"] as? [String] == ["user", "assistant", "user"])
        #expect(request["last_user"] as? String == "write the quarterly report")
    }

    @Test func aPromptTooLongTrimsAndRetriesOnce() throws {
        let token = token()
        let at = DraftingFixtures.now
        var history: [TranscriptEntry] = []
        for turn in 0..<12 {
            history.append(.prompt("turn \(turn)", at: at))
            history.append(.toolCall("list_tasks", arguments: .object([:]), callID: "toolu_\(turn)", at: at))
            history.append(.toolOutput("list_tasks", output: .string(String(repeating: "x", count: 4000)), callID: "toolu_\(turn)", at: at))
        }
        let journal = DraftJournal()
        let model = DraftingFixtures.anthropic(server.url("context", token: token), stream: false)
        let draft = try model.draft(DraftRequest(text: "now", context: context, transcript: history, journal: journal))
        #expect(draft.backend == "claude")
        #expect(journal.exchanges.map(\.outcome) == ["context_exceeded", "ok"])
        let requests = try server.requests(token: token)
        let first = try #require(requests.first?["chars"] as? Int), second = try #require(requests.last?["chars"] as? Int)
        #expect(second < first, "the retry sent a shorter transcript (\(first) → \(second) characters)")
        #expect(requests.last?["last_user"] as? String == "now")
    }

    @Test func aHangEndsAtTheTotalTimeout() {
        let (result, seconds) = draft(DraftingFixtures.anthropic(server.url("hang"), total: 2))
        #expect(error(result)?.kind == .timeout)
        #expect(seconds >= 1.9 && seconds < 4, "\(seconds) s")
    }

    @Test func anEchoedKeyNeverReachesAnErrorOrTheLog() {
        let sentinel = "sk-ant-SENTINEL-\(UUID().uuidString)"
        let key = APIKeySource(variable: "TEST_KEY", file: nil, environment: Environment(["TEST_KEY": sentinel]))
        let journal = DraftJournal()
        let (result, _) = draft(DraftingFixtures.anthropic(server.url("echo-auth"), key: key, logContent: true), journal: journal)
        let failure = error(result)
        #expect(failure?.kind == .http(401))
        #expect(failure?.detail.contains("[redacted]") == true)
        let everything = "\(String(describing: failure))" + journal.exchanges.map { "\($0.json(in: .utc))" }.joined()
        #expect(!everything.contains(sentinel))
    }

    @Test func aMissingKeyIsUnavailableBeforeAnyRequest() {
        let key = APIKeySource(variable: "ANTHROPIC_API_KEY", file: nil, environment: Environment([:]))
        let model = DraftingFixtures.anthropic(server.url("ok"), key: key)
        #expect(model.availability == .unavailable(.noKey(.variableNotSet("ANTHROPIC_API_KEY"))))
        #expect(error(draft(model).0)?.kind == .unavailable)
    }
}

/// The Messages API's shapes, without a server.
@Suite struct AnthropicMessagesTests {
    @Test func aTranscriptBecomesAlternatingMessagesWithToolBlocks() throws {
        let at = DraftingFixtures.now
        let history: [TranscriptEntry] = [
            .prompt("call Anna", at: at),
            .toolCall("search_tasks", arguments: .object(["query": .string("Anna")]), callID: "toolu_1", at: at),
            .toolOutput("search_tasks", output: .object(["tasks": .array([])]), callID: "toolu_1", at: at),
        ]
        let chat = ChatTranscript(instructions: "the rules", history: history, current: "and Boris")
        #expect(AnthropicMessages.system(chat) == "the rules")
        let messages = try #require(AnthropicMessages.messages(chat).arrayValue)
        #expect(messages.compactMap { $0["role"]?.stringValue } == ["user", "assistant", "user"])
        let use = try #require(messages[1]["content"]?.arrayValue?.first)
        #expect(use["type"] == .string("tool_use") && use["id"] == .string("toolu_1"))
        #expect(use["input"]?["query"] == .string("Anna"), "the arguments go back as an object")
        let answer = try #require(messages[2]["content"]?.arrayValue)
        #expect(answer.compactMap { $0["type"]?.stringValue } == ["tool_result", "text"])
        #expect(answer[0]["tool_use_id"] == .string("toolu_1"))
        #expect(answer[1]["text"] == .string("and Boris"))
    }

    @Test func aCompleteAnswerIsRead() throws {
        let body = #"""
            {"id":"msg_1","type":"message","role":"assistant","content":[{"type":"text","text":"Looking."},
             {"type":"tool_use","id":"toolu_9","name":"task_draft","input":{"title":"Call Anna"}}],
             "stop_reason":"tool_use","usage":{"input_tokens":10,"output_tokens":3}}
            """#
        let completion = try AnthropicMessages.decode(Array(body.utf8))
        #expect(completion.content == "Looking.")
        #expect(completion.toolCalls == [.init(id: "toolu_9", name: "task_draft", arguments: #"{"title":"Call Anna"}"#)])
        #expect(completion.finishReason == "tool_use" && completion.promptTokens == 10 && completion.completionTokens == 3)
        #expect(throws: ChatCompletion.Malformed.self) {
            try AnthropicMessages.decode(Array(#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#.utf8))
        }
        #expect(throws: ChatCompletion.Malformed.self) { try AnthropicMessages.decode(Array("<html>".utf8)) }
    }

    @Test func streamedEventsBuildTheAnswerWhateverTheChunking() {
        let events = [
            #"{"type":"message_start","message":{"usage":{"input_tokens":42,"output_tokens":1}}}"#,
            #"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#,
            #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Sure."}}"#,
            #"{"type":"content_block_stop","index":0}"#,
            #"{"type":"ping"}"#,
            #"{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_5","name":"task_draft","input":{}}}"#,
            #"{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"title\": \"Ca"}}"#,
            #"{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"ll Anna\"}"}}"#,
            #"{"type":"message_delta","delta":{"stop_reason":"tool_use"},"usage":{"output_tokens":9}}"#,
            #"{"type":"message_stop"}"#,
        ]
        let text = events.map { "event: x\ndata: \($0)\n\n" }.joined()
        for size in [1, 7, text.utf8.count] {
            var stream = AnthropicMessageStream()
            let bytes = Array(text.utf8)
            var start = 0
            while start < bytes.count {
                _ = stream.feed(bytes[start..<min(start + size, bytes.count)])
                // The text until the draft tool starts, then a growing prefix of its input.
                let soFar = stream.draftSoFar(tool: "task_draft")
                #expect(soFar == "" || soFar == "Sure." || #"{"title": "Call Anna"}"#.hasPrefix(soFar), "\(soFar)")
                start += size
            }
            #expect(stream.draftSoFar(tool: "task_draft") == #"{"title": "Call Anna"}"#)
            let completion = stream.finish()
            #expect(stream.done && stream.failure == nil)
            #expect(completion.content == "Sure.")
            #expect(completion.toolCalls == [.init(id: "toolu_5", name: "task_draft", arguments: #"{"title": "Call Anna"}"#)])
            #expect(completion.finishReason == "tool_use" && completion.promptTokens == 42 && completion.completionTokens == 9)
        }
        var broken = AnthropicMessageStream()
        _ = broken.feed(Array("data: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}\n\n".utf8))
        #expect(broken.failure == "overloaded_error: Overloaded")
    }
}
