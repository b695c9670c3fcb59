import TaskDraftKit

/// Ready-made backend entries: `{"preset": "ollama", "model": "qwen2.5:3b"}` in config.json
/// fills in the rest, and `--backend llama-server` works with no entry at all.
public enum BackendPreset: String, Sendable, CaseIterable {
    /// llama.cpp's `llama-server` on its default port.
    case llamaServer = "llama-server"
    /// Ollama's OpenAI-compatible endpoint on its default port.
    case ollama
    /// An OpenAI-style hosted API; the key comes from `OPENAI_API_KEY`.
    case openai

    public var backend: Configuration.Backend {
        var backend: Configuration.Backend
        switch self {
        case .llamaServer:
            backend = .init(name: rawValue, url: "http://127.0.0.1:8080/v1", model: "default", location: .thisMachine,
                            contextTokens: 4096)
        case .ollama:
            backend = .init(name: rawValue, url: "http://127.0.0.1:11434/v1", model: "llama3.2", location: .thisMachine,
                            contextTokens: 4096)
        case .openai:
            backend = .init(name: rawValue, url: "https://api.openai.com/v1", model: "gpt-4o-mini", apiKeyEnv: "OPENAI_API_KEY",
                            location: .partner, contextTokens: 128_000)
        }
        backend.preset = rawValue
        return backend
    }
}
