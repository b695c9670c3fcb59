import Foundation
import Testing
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// Against the real llama.cpp `llama-server` serving SmolLM2-135M-Instruct (started by
/// `make test`, named by `TASKDRAFT_LLAMA_URL`). These check structure and validation: a
/// 135M model's drafts are well-formed and often silly, and the tests do not judge them.
@Suite(.serialized, .enabled(if: try Peer.llamaServer.installed(), "set TASKDRAFT_LLAMA_URL (make test does)"))
struct LlamaServerTests {
    static let context = DraftingFixtures.context(skills: SkillsLoader.load(directories: [LlamaServerTests.shippedSkills]).skills)
    var context: DraftContext { Self.context }

    static let shippedSkills = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Skills").path

    var url: String { LlamaPeer.url! }

    /// The tests bound work, not wall time: answers are capped at `Pace.maxAnswerTokens`, and
    /// each turn's timeout follows from the speed measured by one warm-up draft, so a machine
    /// with a busy core gets longer bounds rather than failures, while a stuck server still fails.
    struct Pace: CustomStringConvertible {
        /// The longest answer the draft schema allows (title 120, notes 200, project 80
        /// characters, six 32-character tags, the dates) is about 700 characters, well under
        /// this many tokens: enough for any schema-valid draft, and a bound on a rambling one.
        static let maxAnswerTokens = 384
        /// For a machine that gets busier after the warm-up, and prompts with tools, which
        /// are longer than the warm-up's.
        static let slack = 4.0
        static let minimumTurnSeconds = 30.0
        /// The warm-up's own bound: only a server that is stuck takes this long.
        static let warmUpSeconds = 600.0

        /// Seconds the warm-up's answered request took, and the tokens it generated.
        let seconds: Double
        let completionTokens: Int

        /// A turn of up to `requests` requests, each a full prompt (no longer than the warm-up's
        /// whole request) and a full `maxAnswerTokens` answer at the measured pace.
        func turnSeconds(requests: Int) -> Double {
            let perRequest = seconds * (1 + Double(Self.maxAnswerTokens) / Double(max(completionTokens, 1)))
            return max(Self.minimumTurnSeconds, Double(requests) * perRequest * Self.slack)
        }

        var description: String {
            "warm-up request \(Int(seconds * 1000)) ms for \(completionTokens) tokens; a 2-request turn may take \(Int(turnSeconds(requests: 2))) s"
        }
    }

    /// Measured once per run, before the first test: a real draft, which also leaves the
    /// shared start of every prompt in the server's cache.
    static let pace: Pace = {
        let journal = DraftJournal()
        let model = DraftingFixtures.model(LlamaPeer.url!, total: Pace.warmUpSeconds, maxAnswerTokens: Pace.maxAnswerTokens,
                                           stream: false, logContent: true)
        _ = try? model.draft(DraftRequest(text: "Buy milk tomorrow", context: context, journal: journal))
        let answered = journal.exchanges.first { $0.status == 200 }
        let pace = Pace(seconds: Double(answered?.latencyMilliseconds ?? 30_000) / 1000, completionTokens: answered?.completionTokens ?? 32)
        FileHandle.standardError.write(Data("LlamaServerTests pace: \(pace)\n".utf8))
        return pace
    }()

    /// Requests one drafting turn may make: the draft and one repair; with tools, each tool
    /// round and the answer after the limit as well.
    static func requests(tools: Bool) -> Int { tools ? 4 + 3 : 2 }

    func model(stream: Bool = false, tools: Bool = false, toolChoice: OpenAICompatibleModel.Settings.ToolChoice = .auto,
               prefill: String? = nil) -> OpenAICompatibleModel {
        let total = Self.pace.turnSeconds(requests: Self.requests(tools: tools))
        return DraftingFixtures.model(url, total: total, toolChoice: toolChoice, prefill: prefill, maxToolCalls: 4,
                                      maxAnswerTokens: Pace.maxAnswerTokens, stream: stream, logContent: true)
    }

    /// The model's raw answer, as the log kept it (log_content on).
    func rawAnswer(_ exchange: ModelExchange) throws -> [String: Any] {
        let text = try #require(exchange.response)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Checks an answer against the schema that was sent: exactly the fields, the types, the
    /// enum, the patterns. This is what json_schema promises; validation does the rest.
    func expectSchemaValid(_ answer: [String: Any]) throws {
        let schema = DraftSchema.schema(for: context)
        #expect(Set(answer.keys) == Set(DraftSchema.fields))
        #expect(answer["title"] is String)
        #expect(["none", "low", "medium", "high"].contains(answer["priority"] as? String))
        let tags = try #require(answer["tags"] as? [Any])
        #expect(tags.allSatisfy { $0 is String } && tags.count <= DraftSchema.maximumTags)
        for field in ["due", "due_date", "recurrence"] {
            guard let value = answer[field] as? String else {
                #expect(answer[field] is NSNull, "\(field) is neither a string nor null")
                continue
            }
            let pattern = try #require(schema["properties"]?[field]?["anyOf"]?.arrayValue?.first?["pattern"]?.stringValue)
            let regex = try NSRegularExpression(pattern: pattern)
            #expect(regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil, "\(field) \(value) ≠ \(pattern)")
        }
        for field in ["notes", "project"] { #expect(answer[field] is String || answer[field] is NSNull) }
    }

    @Test func aDraftThroughJSONSchemaIsSchemaValidAndValidated() throws {
        let journal = DraftJournal()
        let text = "Submit the weekly report tomorrow at 15:00 #finance"
        let draft = try model().draft(DraftRequest(text: text, context: context, journal: journal))
        let first = try #require(journal.exchanges.first)
        #expect(first.mode == "json_schema" && first.status == 200 && first.purpose == "draft")
        #expect(first.request?.contains("\"type\":\"json_schema\"") == true)
        try expectSchemaValid(try rawAnswer(first))
        // Whatever the model said, what comes out is a valid draft whose deadline is the one the words name.
        #expect(try draft.validated() == draft)
        #expect(draft.due?.description == "2026-12-03T15:00:00+03:00")
        if draft.backend == "llama" {
            #expect(journal.exchanges.last?.outcome == "ok")
        } else {
            #expect(draft.backend == "builtin")
            #expect(draft.warnings.first?.english.contains("not a valid draft") == true)
            #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
        }
    }

    @Test func aToolCallRoundTrip() throws {
        let store = try ToolStore()
        let journal = DraftJournal()
        let draft = try model(tools: true, toolChoice: .required, prefill: "<tool_call>\n")
            .draft(DraftRequest(text: "Move the weekly report task to Friday", context: context, tools: store.reader, journal: journal))
        let calls = journal.entries.filter { $0.kind == .toolCall }
        let outputs = journal.entries.filter { $0.kind == .toolOutput }
        #expect(journal.exchanges.first?.purpose == "tools")
        if journal.exchanges.first?.status == 500 {
            // The 135M model's call was too broken for llama-server to parse: the draft is
            // still asked for, once, without tools.
            #expect(calls.isEmpty)
            #expect(journal.exchanges.contains { $0.purpose == "final" })
            #expect(try draft.validated() == draft)
            #expect(try store.count() == 2, "the model's tools only read")
            return
        }
        #expect(!calls.isEmpty, "the forced round made no tool call")
        #expect(calls.count <= 4)
        #expect(Set(calls.compactMap { $0.content["call_id"]?.stringValue }) == Set(outputs.compactMap { $0.content["call_id"]?.stringValue }))
        for call in calls { #expect(["search_tasks", "list_tasks"].contains(call.content["tool"]?.stringValue ?? "")) }
        for output in outputs {
            let value = try #require(output.content["output"]?.objectValue)
            #expect(value["tasks"] != nil || value["error"] != nil)
        }
        #expect(journal.exchanges.first?.purpose == "tools")
        #expect(journal.exchanges.count >= 2, "the tool answers went back to the model")
        #expect(try draft.validated() == draft)
        #expect(try store.count() == 2, "the model's tools only read")
    }

    @Test func streamingReportsProgressAndTheTitle() throws {
        nonisolated(unsafe) var events: [DraftProgress] = []
        let journal = DraftJournal { events.append($0) }
        let draft = try model(stream: true).draft(DraftRequest(text: "Call Anna next Friday at 3pm #sales", context: context, journal: journal))
        #expect(events.first == .requesting(backend: "llama", purpose: "draft"))
        let first = try #require(journal.exchanges.first)
        #expect(first.request?.contains("\"stream\":true") == true)
        #expect(first.completionTokens != nil, "usage arrives in the last chunk")
        let streamedTitle = events.compactMap { event -> String? in if case .title(let t) = event { return t } else { return nil } }.first
        let answer = try rawAnswer(first)
        #expect(streamedTitle != nil && streamedTitle == (answer["title"] as? String)?.trimmingWhitespace(),
                "the title shown while streaming is the one the answer carried")
        #expect(try draft.validated() == draft)
    }

    @Test func theFactoryPicksTheLocalServerWhenUpAndBuiltinWhenDown() throws {
        func choose(_ url: String) throws -> SessionFactory.Choice {
            let configuration = try Configuration.parse(JSONParser.parse(
                #"{"backends": [{"name": "llama", "url": "\#(url)", "where": "this-machine", "min_memory_mib": 256}]}"#), path: "config.json")
            return try SessionFactory.choose(SessionFactory.Inputs(
                configuration: configuration, region: Region("DE"), environment: Environment([:]),
                device: DeviceProfile.detect(), probe: HTTPServerProbe(), pool: .curl()))
        }
        let up = try choose(url)
        #expect(up.chain.map(\.name) == ["llama", "builtin"])
        #expect(up.rules.first { $0.backend == "llama" }?.reason.english.contains("answered GET /models") == true)
        let down = try choose("http://127.0.0.1:\(FaultServer.closedPort())/v1")
        #expect(down.chain.map(\.name) == ["builtin"])
        #expect(down.rules.first { $0.backend == "llama" }?.reason.english.hasPrefix("server not answering") == true)
    }

    @Test func theCrossCheckDropsADeadlineTheWordsLack() throws {
        // Words without a deadline. The small model tends to copy the example date from its
        // instructions; whenever it proposes one, the draft must come out without it.
        var dropped = 0
        for text in ["Buy milk", "Water the plants", "Read the contract"] {
            let journal = DraftJournal()
            let draft = try model().draft(DraftRequest(text: text, context: context, journal: journal))
            #expect(draft.due == nil, "\(text): a deadline the words lack survived")
            guard draft.backend == "llama", let exchange = journal.exchanges.last(where: { $0.outcome == "ok" }) else { continue }
            let answer = try rawAnswer(exchange)
            // Since models are asked for start and wait too, the copied date may land there: the
            // same rule drops a date of any of them that the words lack.
            let dateKeys = ["due", "due_date", "start", "start_date", "wait", "wait_date"]
            let proposed = dateKeys.contains { key in answer[key].map { !($0 is NSNull) } ?? false }
            #expect(draft.start == nil && draft.wait == nil, "\(text): a date the words lack survived")
            let warned = draft.warnings.contains {
                $0.english.hasPrefix("the model proposed a deadline you did not name")
                    || $0.english.hasPrefix("the model proposed a start you did not name")
                    || $0.english.hasPrefix("the model proposed a wait (hidden until) you did not name")
            }
            #expect(proposed == warned, "\(text): proposed \(proposed), warned \(warned)")
            if warned { dropped += 1 }
        }
        #expect(dropped > 0, "the model never proposed a date, so the drop was not exercised")
    }

    @Test func aPlanFromTheRealServerIsThreeToTenValidStepsNoLaterThanTheGoal() throws {
        let journal = DraftJournal()
        let outcome = try model().plan(DraftRequest(text: "Organise the team offsite on December 20", context: context, journal: journal))
        let first = try #require(journal.exchanges.first)
        #expect(first.purpose == "plan" && first.status == 200)
        #expect(first.request?.contains("\"minItems\":3") == true)
        switch outcome {
        case .steps(let set):
            let steps = set.drafts
            #expect((3...10).contains(steps.count))
            for step in steps {
                #expect(try step.validated() == step)
                if let due = step.due { #expect(due.calendarDate.description <= "2026-12-20", "\(step.title) due \(due)") }
            }
        case .invalidAnswer:
            // A 135M model may not manage a valid plan even twice: then it says so, and nothing else happens.
            #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
        case .cannotPlan:
            Issue.record("an HTTP model said it cannot plan")
        }
    }

    @Test func aReviewFromTheRealServerKeepsEveryStepValidAndWithinTheGoal() throws {
        let goal = "Organise the team offsite on December 20"
        let steps = DraftSet.plan([
            TaskDraft(title: "Book the venue", due: .date(CivilDate(year: 2026, month: 12, day: 8))),
            TaskDraft(title: "Send the invitations", due: .date(CivilDate(year: 2026, month: 12, day: 10))),
            TaskDraft(title: "Order the catering", due: .date(CivilDate(year: 2026, month: 12, day: 18))),
        ], goal: goal)
        let journal = DraftJournal()
        let reviewer = model()
        let reviewed = DraftReview(reviewer: reviewer).review(steps, shape: .plan, words: goal, context: context, journal: journal)
        let first = try #require(journal.exchanges.first)
        #expect(first.purpose == "review" && first.status == 200)
        #expect(first.request?.contains("\"reviews\"") == true && first.request?.contains("\"maxItems\":3") == true)
        // A 135M model's verdicts may be silly; what must hold is what the checks guarantee.
        #expect(reviewed.items.count == 3)
        for step in reviewed.drafts {
            #expect(try step.validated() == step)
            if let due = step.due { #expect(due.calendarDate.description <= "2026-12-20", "\(step.title) due \(due)") }
        }
        // A usable review, or one the model could not produce even with a repair: never a failure.
        #expect(reviewed.warnings.isEmpty || reviewed.warnings == [DraftWarning(ReviewWarning.unusable(backend: reviewer.name))], "\(reviewed.warnings)")
    }
}
