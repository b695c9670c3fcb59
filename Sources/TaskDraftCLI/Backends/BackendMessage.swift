import TaskDraftKit
import TaskDraftModels

/// What `backend` says: the backend that drafts, and with `--explain` the inputs, backends,
/// policy, rules and chain that chose it, and each phase's backend. Worded in
/// `BackendMessage+English`, `+Russian` and `+Polish`; `--json` never goes through here.
enum BackendMessage: LocalizedText {
    case line(name: String, availability: Availability), inputs
    case region(region: String, source: SettingSource, row: String), language(String)
    case device(cores: Int, memoryMiB: Int, source: SettingSource)
    case noBackends(presets: String), backends
    case backend(name: String, location: String, host: String, kind: String, model: String, key: KeyStatus, regions: String)
    case policy(row: String, source: SettingSource, order: String), rules
    case rule(number: Int, preference: String, backend: String?, verdict: RuleVerdict, reason: RuleReason)
    case choice(String, forced: Bool), chain(String, forced: Bool), destination(Destination)
    case availability(Availability)

    // The phases (draft, plan, review).
    case phasesHeading, phaseAbove(backend: String)
    case phaseSameAsDraft(backend: String)
    case phaseOwnChoice(backend: String, phase: String, policy: String)
    case phaseForced(backend: String, source: String)
    case phaseChain(chain: String, destination: Destination)
    case noReviewPhase
    case reviewByBuiltin

    static var samples: [BackendMessage] {
        [
            .line(name: "openai", availability: .available), .inputs,
            .region(region: "EU", source: SettingSource.samples[0], row: "EU"), .language("ru"),
            .device(cores: 2, memoryMiB: 4096, source: SettingSource.samples[0]), .noBackends(presets: "openai, anthropic"), .backends,
            .backend(name: "openai", location: "partner", host: "api.openai.com", kind: "openai", model: "gpt-4o",
                     key: KeyStatus.samples[0], regions: "US"),
            .policy(row: "EU", source: SettingSource.samples[0], order: "builtin"), .rules,
            .rule(number: 1, preference: "partner", backend: "openai", verdict: RuleVerdict.allCases[0], reason: RuleReason.samples[0]),
            .choice("builtin", forced: true), .chain("openai → builtin", forced: true), .destination(Destination.samples[0]),
            .availability(.available),
            .phasesHeading, .phaseAbove(backend: "openai"), .phaseSameAsDraft(backend: "openai"),
            .phaseOwnChoice(backend: "openai", phase: "review", policy: "EU"), .phaseForced(backend: "builtin", source: "--backend"),
            .phaseChain(chain: "openai → builtin", destination: Destination.samples[0]), .noReviewPhase, .reviewByBuiltin,
        ] + UnavailableReason.samples.flatMap { [BackendMessage.availability(.unavailable($0)), .line(name: "openai", availability: .unavailable($0))] }
    }
}
