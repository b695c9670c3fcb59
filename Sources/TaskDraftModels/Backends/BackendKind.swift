import TaskDraftKit

/// A kind of HTTP backend (`"kind"` in config.json): the API a server speaks. A kind declares
/// the config keys its entries may carry, its ready-made entries, how to ask a local server
/// whether it is up, and how to make the `LanguageModel` for an entry. The session factory,
/// `backend --explain` and the CLI see only this protocol and `LanguageModel`.
///
/// Adding a kind is one file conforming to this protocol, its model, and one line in
/// `BackendKinds.all`.
public protocol BackendKind: Sendable {
    /// `kind` in config.json.
    var name: String { get }
    /// Keys an entry of this kind may have beyond `BackendKinds.commonConfigKeys`.
    var configKeys: Set<String> { get }
    /// Ready-made entries: `{"preset": NAME}` in config.json, or `--backend NAME` with no entry.
    var presets: [BackendPreset] { get }
    /// What to ask a local server of this kind to learn that it answers.
    func probeTarget(_ backend: Configuration.Backend, environment: Environment) -> ProbeTarget
    /// The model for a configured entry of this kind.
    func makeModel(_ backend: Configuration.Backend, _ inputs: SessionFactory.Inputs) -> any LanguageModel
}

/// The registry of backend kinds.
public enum BackendKinds {
    /// Every kind TaskDraft speaks; the first is the default when an entry names none.
    public static let all: [any BackendKind] = [OpenAIKind(), AnthropicKind()]

    public static var defaultKind: any BackendKind { all[0] }

    public static func named(_ name: String) -> (any BackendKind)? {
        all.first { $0.name == name }
    }

    /// Keys every entry may have, whatever its kind.
    public static let commonConfigKeys: Set<String> = [
        "name", "kind", "url", "model", "api_key_env", "api_key_file", "where", "regions", "context_tokens", "preset",
        "max_tokens", "stream", "min_memory_mib", "min_cores",
    ]
}
