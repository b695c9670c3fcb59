import TaskDraftKit
import TaskDraftModels

/// The Polish wording of what `backend` and `backend --explain` say.
extension BackendMessage {
    var polish: String {
        switch self {
        case .phasesHeading: return "fazy:"
        case .phaseAbove(let backend): return "\(backend) — wybór powyżej"
        case .phaseSameAsDraft(let backend): return "\(backend) — jak przy szkicach (config.json nie wskazuje modelu dla tej fazy)"
        case .phaseOwnChoice(let backend, let phase, let policy): return "\(backend) — config.json phases.\(phase), według polityki \(policy)"
        case .phaseForced(let backend, let source): return "\(backend) — wymuszony przez \(source) dla wszystkich faz"
        case .phaseChain(let chain, let destination): return "łańcuch zapasowych: \(chain); twoje słowa trafiają do: \(destination.polish)"
        case .noReviewPhase: return "brak — config.json nie wskazuje fazy review; zestawy i plany przechodzą tylko wbudowane sprawdzenia"
        case .reviewByBuiltin: return "wbudowany parser nie sprawdza zestawów: tylko jego własne sprawdzenia"
        case .line(let name, let availability): return "model: \(name) (\(BackendMessage.availability(availability).polish))"
        case .inputs: return "dane wejściowe:"
        case .region(let region, let source, let row): return "  region: \(region) (skąd: \(source.polish)); wiersz polityki \(row)"
        case .language(let code): return "  język: " + code
        case .device(let cores, let memory, let source):
            return "  urządzenie: \(cores) \(Polish.plural(cores, "rdzeń", "rdzenie", "rdzeni")), pamięć \(memory) MiB (\(source.polish))"
        case .noBackends(let presets): return "  skonfigurowane modele: brak (gotowe: \(presets))"
        case .backends: return "  skonfigurowane modele:"
        case .backend(let name, let location, let host, let kind, let model, let key, let regions):
            return "    \(name): \(location) na \(host), API \(kind), model \(model), \(key.polish)" + (regions.isEmpty ? "" : ", regiony \(regions)")
        case .policy(let row, let source, let order): return "polityka \(row) (\(source.polish)): \(order)"
        case .rules: return "reguły:"
        case .rule(let number, let preference, let backend, let verdict, let reason):
            let subject = backend.map { "\(preference): \($0)" } ?? preference
            return "  \(number). \(subject) — \(verdict.polish): \(reason.polish)"
        case .choice(let name, let forced): return "wybór: " + name + (forced ? " (wymuszony)" : "")
        case .chain(let chain, let forced):
            return "łańcuch zapasowych: " + chain + (forced ? " (wymuszony: bez zapasowych; błąd kończy się kodem 4)" : "")
        case .destination(let destination): return "twoje słowa trafiają do: " + destination.polish
        case .availability(let availability):
            switch availability {
            case .available: return "dostępny"
            case .unavailable(let reason): return "niedostępny: " + reason.polish
            }
        }
    }
}
