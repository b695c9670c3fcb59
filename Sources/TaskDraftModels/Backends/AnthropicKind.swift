import TaskDraftHTTP
import TaskDraftKit

/// `"kind": "anthropic"`: a server with Anthropic's Messages API (`AnthropicModel`).
public struct AnthropicKind: BackendKind {
    public init() {}

    public var name: String { "anthropic" }

    /// `tool_choice`: `none` offers the draft tool only (no `search_tasks`/`list_tasks`);
    /// `auto` and `required` offer the read-only tools beside it.
    public var configKeys: Set<String> { ["tool_choice"] }

    public var presets: [BackendPreset] {
        [
            // Anthropic's hosted API; the key comes from `ANTHROPIC_API_KEY`. Haiku: drafting
            // one task is a small job, and a person waits for it.
            BackendPreset(name: "anthropic", kind: name, url: "https://api.anthropic.com/v1", model: "claude-haiku-4-5",
                          apiKeyEnv: "ANTHROPIC_API_KEY", location: .partner, contextTokens: 200_000),
        ]
    }

    /// `GET {base}/models` with the API version, and the key when there is one (a local
    /// gateway speaking the Messages API may want it).
    public func probeTarget(_ backend: Configuration.Backend, environment: Environment) -> ProbeTarget {
        var headers = [HTTPHeader("anthropic-version", AnthropicModel.apiVersion)]
        if case .key(let key) = backend.keySource(environment).lookup() { headers.append(HTTPHeader("x-api-key", key)) }
        return ProbeTarget(address: backend.address, headers: headers)
    }

    public func makeModel(_ backend: Configuration.Backend, _ inputs: SessionFactory.Inputs) -> any LanguageModel {
        AnthropicModel(settings: HTTPModelSettings(backend, inputs.configuration, environment: inputs.environment),
                       pool: inputs.pool, trace: inputs.trace)
    }
}
