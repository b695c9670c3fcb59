import TaskDraftKit
import TaskDraftModels

/// The English wording of what `backend` and `backend --explain` say.
extension BackendMessage {
    var english: String {
        switch self {
        case .phasesHeading: return "phases:"
        case .phaseAbove(let backend): return "\(backend) — the choice above"
        case .phaseSameAsDraft(let backend): return "\(backend) — as drafting (config.json names no backend for this phase)"
        case .phaseOwnChoice(let backend, let phase, let policy): return "\(backend) — config.json phases.\(phase), under policy \(policy)"
        case .phaseForced(let backend, let source): return "\(backend) — forced by \(source) for every phase"
        case .phaseChain(let chain, let destination): return "fallback chain: \(chain); your words go to: \(destination.english)"
        case .noReviewPhase: return "none — config.json names no review phase; sets and plans get the built-in cross-checks only"
        case .reviewByBuiltin: return "the built-in parser does not review: sets and plans get its cross-checks only"
        case .line(let name, let availability): return "backend: \(name) (\(BackendMessage.availability(availability).english))"
        case .inputs: return "inputs:"
        case .region(let region, let source, let row): return "  region: \(region) (from \(source.english)); policy row \(row)"
        case .language(let code): return "  language: " + code
        case .device(let cores, let memory, let source):
            return "  device: \(cores) \(English.plural(cores, "core", "cores")), \(memory) MiB memory (\(source.english))"
        case .noBackends(let presets): return "  backends configured: none (presets: \(presets))"
        case .backends: return "  backends configured:"
        case .backend(let name, let location, let host, let kind, let model, let key, let regions):
            return "    \(name): \(location) at \(host), \(kind) API, model \(model), \(key.english)" + (regions.isEmpty ? "" : ", regions \(regions)")
        case .policy(let row, let source, let order): return "policy \(row) (\(source.english)): \(order)"
        case .rules: return "rules:"
        case .rule(let number, let preference, let backend, let verdict, let reason):
            let subject = backend.map { "\(preference): \($0)" } ?? preference
            return "  \(number). \(subject) — \(verdict.english): \(reason.english)"
        case .choice(let name, let forced): return "choice: " + name + (forced ? " (forced)" : "")
        case .chain(let chain, let forced):
            return "fallback chain: " + chain + (forced ? " (forced: no fallback; a failure exits with code 4)" : "")
        case .destination(let destination): return "your words go to: " + destination.english
        case .availability(let availability): return availability.english
        }
    }
}
