import TaskDraftKit
import TaskDraftModels

/// The Russian wording of what `backend` and `backend --explain` say.
extension BackendMessage {
    var russian: String {
        switch self {
        case .phasesHeading: return "фазы:"
        case .phaseAbove(let backend): return "\(backend) — выбор выше"
        case .phaseSameAsDraft(let backend): return "\(backend) — как для черновиков (config.json не называет модель для этой фазы)"
        case .phaseOwnChoice(let backend, let phase, let policy): return "\(backend) — config.json phases.\(phase), по политике \(policy)"
        case .phaseForced(let backend, let source): return "\(backend) — задана \(source) для всех фаз"
        case .phaseChain(let chain, let destination): return "цепочка запасных: \(chain); ваши слова уходят: \(destination.russian)"
        case .noReviewPhase: return "нет — config.json не называет фазу review; наборы и планы проходят только встроенные проверки"
        case .reviewByBuiltin: return "встроенный разборщик не проверяет наборы: только его перекрёстные проверки"
        case .line(let name, let availability): return "модель: \(name) (\(BackendMessage.availability(availability).russian))"
        case .inputs: return "исходные данные:"
        case .region(let region, let source, let row): return "  регион: \(region) (откуда: \(source.russian)); строка политики \(row)"
        case .language(let code): return "  язык: " + code
        case .device(let cores, let memory, let source):
            return "  устройство: \(cores) \(Russian.plural(cores, "ядро", "ядра", "ядер")), память \(memory) МиБ (\(source.russian))"
        case .noBackends(let presets): return "  настроенные модели: нет (готовые: \(presets))"
        case .backends: return "  настроенные модели:"
        case .backend(let name, let location, let host, let kind, let model, let key, let regions):
            return "    \(name): \(location) на \(host), API \(kind), модель \(model), \(key.russian)"
                + (regions.isEmpty ? "" : ", регионы \(regions)")
        case .policy(let row, let source, let order): return "политика \(row) (\(source.russian)): \(order)"
        case .rules: return "правила:"
        case .rule(let number, let preference, let backend, let verdict, let reason):
            let subject = backend.map { "\(preference): \($0)" } ?? preference
            return "  \(number). \(subject) — \(verdict.russian): \(reason.russian)"
        case .choice(let name, let forced): return "выбор: " + name + (forced ? " (задана явно)" : "")
        case .chain(let chain, let forced):
            return "цепочка запасных: " + chain
                + (forced ? " (задана явно: запасных нет; при сбое код выхода 4)" : "")
        case .destination(let destination): return "ваши слова уходят: " + destination.russian
        case .availability(let availability):
            switch availability {
            case .available: return "доступна"
            case .unavailable(let reason): return "недоступна: " + reason.russian
            }
        }
    }
}
