import Foundation
import TaskDraftHTTP
import TaskDraftKit
@testable import TaskDraftModels

/// The fixed moment, zone and region the HTTP-backend tests draft in, and backends built
/// against a URL with the knobs each test needs.
enum DraftingFixtures {
    static let moscow = Zone.named("Europe/Moscow")!
    /// 2026-12-02 10:00 in Moscow, a Wednesday.
    static let now = Instant(seconds: 1_796_194_800)

    static func context(skills: Skills = .none, region: String = "RU") -> DraftContext {
        DraftContext(now: now, zone: moscow, region: Region(region), skills: skills)
    }

    static func model(_ url: String, name: String = "llama", total: Double = 10, connect: Double = 2,
                      toolChoice: OpenAICompatibleModel.Settings.ToolChoice = .auto, prefill: String? = nil,
                      maxToolCalls: Int = 4, maxToolErrors: Int = 2, contextTokens: Int = 4096, maxAnswerTokens: Int = 512,
                      stream: Bool = true,
                      key: APIKeySource = APIKeySource(variable: nil, file: nil, environment: Environment([:])),
                      memory: StructuredOutputMemory = StructuredOutputMemory(), logContent: Bool = true,
                      location: Configuration.Backend.Location = .thisMachine, pool: TransportPool = .curl()) -> OpenAICompatibleModel {
        let settings = OpenAICompatibleModel.Settings(
            name: name, address: ServerAddress(url)!, model: "test-model", location: location, contextTokens: contextTokens,
            maxAnswerTokens: maxAnswerTokens, connectTimeout: connect, totalTimeout: total, maxToolCalls: maxToolCalls,
            maxToolErrors: maxToolErrors, toolChoice: toolChoice, toolPrefill: prefill, stream: stream, logContent: logContent,
            key: key)
        return OpenAICompatibleModel(settings: settings, pool: pool, memory: memory)
    }

    /// An Anthropic Messages API backend at `url`, with the same knobs.
    static func anthropic(_ url: String, name: String = "claude", total: Double = 10, toolChoice: HTTPModelSettings.ToolChoice = .auto,
                          maxToolCalls: Int = 4, stream: Bool = true,
                          key: APIKeySource = APIKeySource(variable: "ANTHROPIC_API_KEY", file: nil,
                                                           environment: Environment(["ANTHROPIC_API_KEY": "sk-ant-test"])),
                          logContent: Bool = true) -> AnthropicModel {
        let settings = HTTPModelSettings(
            name: name, address: ServerAddress(url)!, model: "claude-test", location: .partner, contextTokens: 8192,
            maxAnswerTokens: 512, connectTimeout: 2, totalTimeout: total, maxToolCalls: maxToolCalls, maxToolErrors: 2,
            toolChoice: toolChoice, stream: stream, logContent: logContent, key: key)
        return AnthropicModel(settings: settings)
    }

    /// Seconds `body` took.
    static func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = Date()
        let value = try body()
        return (value, Date().timeIntervalSince(start))
    }
}

/// A store with a few tasks and a reader over it, for the model's read-only tools.
final class ToolStore {
    let directory = NSTemporaryDirectory() + "taskdraft-models-\(UUID().uuidString)"
    let store: TaskStore
    let planner: Planner

    init(titles: [String] = ["Submit the weekly report", "Call Anna about the contract"]) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        store = try TaskStore(path: directory + "/tasks.db", zone: DraftingFixtures.moscow, now: DraftingFixtures.now)
        planner = Planner(store: store, clock: { DraftingFixtures.now })
        for title in titles {
            _ = try CreateTaskIntent(draft: TaskDraft(title: title)).perform(in: planner, caller: .script("test"), confirmation: .flag)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    var reader: PlannerTaskReader { PlannerTaskReader(planner: planner, caller: .human) }

    func count() throws -> Int { try planner.tasks(matching: TaskFilter(statuses: Set(TaskStatus.allCases)), caller: .human).count }
}
