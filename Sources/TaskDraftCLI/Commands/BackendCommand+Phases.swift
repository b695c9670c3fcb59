import TaskDraftKit
import TaskDraftModels

extension BackendCommand {
    /// The backend of one phase and where the pick came from.
    struct PhaseChoice {
        let phase: Phase
        /// nil for a review phase config.json does not name: nothing reviews.
        let choice: SessionFactory.Choice?
        /// config.json names a backend for this phase (and no `--backend` overrides it).
        let own: Bool
    }

    /// Each phase's backend: drafting's is `draft`; the plan and review phases have their own
    /// choice, under the same region policy, where config.json's `"phases"` names one.
    static func phaseChoices(_ backends: SessionFactory, draft: SessionFactory.Choice, probeAll: Bool) throws -> [PhaseChoice] {
        let named = backends.configuration.phases
        return try Phase.allCases.map { phase in
            let own = named[phase] != nil && !draft.forced
            switch phase {
            case .draft:
                return PhaseChoice(phase: phase, choice: draft, own: own)
            case .plan, .review:
                guard named[phase] != nil || phase == .plan else { return PhaseChoice(phase: phase, choice: nil, own: false) }
                return PhaseChoice(phase: phase, choice: own ? try backends.choice(probeAll: probeAll, phase: phase) : draft,
                                   own: own)
            }
        }
    }

    /// `--explain`'s lines for the phases: each one's backend and why; a phase with a choice of
    /// its own lists its rules and chain as the drafting choice above does.
    /// `forcedSource`: what forced the backend (`--backend`, `TASKDRAFT_BACKEND`), if anything did.
    static func renderPhases(_ phases: [PhaseChoice], forcedSource: String?, console: Console) {
        let out = console.out
        func say(_ message: BackendMessage) -> String { message.text(in: console.language) }
        out.line(say(.phasesHeading))
        for entry in phases {
            let label = "  \(entry.phase.rawValue): "
            guard let choice = entry.choice else {
                out.line(label + say(.noReviewPhase))
                continue
            }
            let name = choice.primary.name
            // Drafting's rules and chain are the lines above; another phase's follow its own line.
            let drafting = entry.phase == .draft
            if choice.forced {
                out.line(label + say(.phaseForced(backend: name, source: forcedSource ?? "--backend")))
            } else if entry.own {
                out.line(label + say(.phaseOwnChoice(backend: name, phase: entry.phase.rawValue, policy: choice.policyKey)))
                if !drafting {
                    for (index, rule) in choice.rules.enumerated() {
                        out.line("  " + say(.rule(number: index + 1, preference: rule.preference, backend: rule.backend,
                                                                    verdict: rule.verdict, reason: rule.reason)))
                    }
                }
            } else {
                out.line(label + say(drafting ? .phaseAbove(backend: name) : .phaseSameAsDraft(backend: name)))
            }
            if entry.phase == .review, choice.model.draftsInProcess { out.line("    " + say(.reviewByBuiltin)) }
            if !drafting {
                out.line("    " + say(.phaseChain(chain: choice.chain.map(\.name).joined(separator: " → "),
                                                              destination: choice.primary.destination)))
            }
        }
    }

    /// The phases as `--json` gives them: per phase, its backend, where the pick came from, the
    /// rules, the chain and where the words go; null for a review phase that is not configured.
    static func phasesJSON(_ phases: [PhaseChoice], backends: SessionFactory) -> JSONValue {
        var object: JSONObject = [:]
        for entry in phases {
            guard let choice = entry.choice else {
                object[entry.phase.rawValue] = .null
                continue
            }
            let source = choice.forced ? backends.forcedSource ?? "--backend"
                : entry.own ? "config.json phases.\(entry.phase.rawValue)" : entry.phase == .draft ? "policy" : "draft"
            object[entry.phase.rawValue] = .object([
                "backend": .string(choice.primary.name), "source": .string(source), "policy": .string(choice.policyKey),
                "reviews": .bool(entry.phase != .review || !choice.model.draftsInProcess),
                "rules": rulesJSON(choice.rules), "chain": .array(choice.chain.map { .string($0.name) }),
                "destination": .string(choice.primary.destination.english),
            ])
        }
        return .object(object)
    }

    static func rulesJSON(_ rules: [SessionFactory.Rule]) -> JSONValue {
        .array(rules.map { r in
            .object(["preference": .string(r.preference), "backend": .optional(r.backend), "verdict": .string(r.verdict.rawValue),
                     "reason": .string(r.reason.english)])
        })
    }
}
