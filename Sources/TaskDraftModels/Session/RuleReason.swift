import TaskDraftKit

/// Why one rule of the session factory's choice came out as it did (`SessionFactory.Rule`),
/// as `backend --explain` lists it.
public enum RuleReason: LocalizedText, Hashable {
    /// `--backend` or `TASKDRAFT_BACKEND` (`source`) named the backend; a forced backend
    /// other than the built-in parser fails with exit code 4, and may be unavailable.
    case forced(source: String, builtin: Bool, unavailable: UnavailableReason?)
    case builtinBeforeNeverFails
    case alwaysAvailable
    case unavailable(UnavailableReason)
    case partner(host: String, key: KeyStatus)
    case localServersUp
    /// Not probed: only asked when the first of the chain fails.
    case notProbed(triedIf: String)
    case answered(host: String, path: String, milliseconds: Int)
    case noPartnerConfigured
    case noneConfigured

    public static var samples: [RuleReason] {
        [.forced(source: "--backend", builtin: false, unavailable: .noKey(.variableNotSet("OPENAI_API_KEY"))),
         .forced(source: "TASKDRAFT_BACKEND", builtin: true, unavailable: nil), .builtinBeforeNeverFails, .alwaysAvailable,
         .unavailable(.localServersDown), .partner(host: "api.openai.com", key: .fromVariable("OPENAI_API_KEY")), .localServersUp,
         .notProbed(triedIf: "llama"), .answered(host: "127.0.0.1:8080", path: "/models", milliseconds: 3), .noPartnerConfigured,
         .noneConfigured]
    }
}

/// How a rule ended: the JSON's `verdict` is the raw value.
public enum RuleVerdict: String, LocalizedText, CaseIterable, Hashable {
    case chosen, fallback, skipped
    case notReached = "not reached"
}

/// Where a backend sends a person's words, as `backend --explain` says it.
public enum Destination: LocalizedText, Hashable {
    case builtin
    case thisMachine(String)
    case localNetwork(String)
    case partner(host: String, scheme: String)
    case nowhere

    public static var samples: [Destination] {
        [.builtin, .thisMachine("127.0.0.1:11434"), .localNetwork("192.168.1.5:8080"), .partner(host: "api.openai.com", scheme: "https"),
         .nowhere]
    }
}
