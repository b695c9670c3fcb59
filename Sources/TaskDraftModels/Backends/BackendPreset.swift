import TaskDraftKit

/// A ready-made backend entry, declared by its kind: `{"preset": "ollama", "model": "qwen2.5:3b"}`
/// in config.json fills in the rest, and `--backend llama-server` works with no entry at all.
public struct BackendPreset: Sendable {
    public let name: String
    /// The entry the preset stands for; config.json's own keys override it.
    public let backend: Configuration.Backend

    public init(name: String, kind: String, url: String, model: String, apiKeyEnv: String? = nil,
                location: Configuration.Backend.Location, contextTokens: Int) {
        var backend = Configuration.Backend(name: name, kind: kind, url: url, model: model, apiKeyEnv: apiKeyEnv,
                                            location: location, contextTokens: contextTokens)
        backend.preset = name
        self.name = name
        self.backend = backend
    }

    /// Every kind's presets, in the registry's order.
    public static var all: [BackendPreset] { BackendKinds.all.flatMap(\.presets) }

    public static func named(_ name: String) -> BackendPreset? {
        all.first { $0.name == name }
    }
}
