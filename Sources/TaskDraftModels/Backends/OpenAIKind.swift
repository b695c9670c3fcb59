import TaskDraftKit

/// `"kind": "openai"`: a server with an OpenAI-style chat-completions API — llama.cpp's
/// `llama-server`, Ollama's `/v1`, or a hosted API (`OpenAICompatibleModel`).
public struct OpenAIKind: BackendKind {
    public init() {}

    public var name: String { "openai" }

    /// `tool_choice`: `auto`, `required` (the first round must call a tool) or `none`;
    /// `tool_prefill`: text the assistant's turn starts with in a `required` round.
    public var configKeys: Set<String> { ["tool_choice", "tool_prefill"] }

    public var presets: [BackendPreset] {
        [
            // llama.cpp's `llama-server` on its default port.
            BackendPreset(name: "llama-server", kind: name, url: "http://127.0.0.1:8080/v1", model: "default",
                          location: .thisMachine, contextTokens: 4096),
            // Ollama's OpenAI-compatible endpoint on its default port.
            BackendPreset(name: "ollama", kind: name, url: "http://127.0.0.1:11434/v1", model: "llama3.2",
                          location: .thisMachine, contextTokens: 4096),
            // OpenAI's hosted API; the key comes from `OPENAI_API_KEY`.
            BackendPreset(name: "openai", kind: name, url: "https://api.openai.com/v1", model: "gpt-4o-mini",
                          apiKeyEnv: "OPENAI_API_KEY", location: .partner, contextTokens: 128_000),
        ]
    }

    /// `GET {base}/models`, which every OpenAI-style server answers without a key when local.
    public func probeTarget(_ backend: Configuration.Backend, environment: Environment) -> ProbeTarget {
        ProbeTarget(address: backend.address)
    }

    public func makeModel(_ backend: Configuration.Backend, _ inputs: SessionFactory.Inputs) -> any LanguageModel {
        OpenAICompatibleModel(settings: HTTPModelSettings(backend, inputs.configuration, environment: inputs.environment),
                              pool: inputs.pool, trace: inputs.trace)
    }
}
