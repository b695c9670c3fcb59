import TaskDraftKit

/// The Russian wording of what splitting a text and reviewing the set say.
extension SetMessage {
    var russian: String {
        switch self {
        case .skipped(let n): return "Пропущено строк, где нет задачи: \(n)."
        case .header(let n): return "Из ваших слов \(n) \(Self.drafts(n)):"
        case .prompt(let n):
            return "Сохранить все (\(n))? [Д]а / [н]ет / «2 н» отбросить, «2 и» изменить / или скажите, что поменять:"
        case .nothingLeft: return "Все черновики отброшены; ничего не записано."
        case .dropped(let n): return "Черновик \(n) отброшен."
        case .noSuchDraft(let n, let count): return "Черновика \(n) нет; в наборе \(count) \(Self.drafts(count))."
        case .whichDraft(let text): return "Какой черновик? Скажите «2 \(text)» для одного или «все \(text)» для всех."
        case .notUnderstood(let text): return "Не понял «\(text)»; черновики не изменены."
        case .changed(let n, let changes): return "Изменён черновик \(n): " + changes
        case .refinementStopped(let n, let rest):
            let numbers = rest.map(String.init).joined(separator: ", ")
            return rest.count == 1 ? "Остановлено на черновике \(n): черновик \(numbers) тоже не уточнялся и остался прежним."
                : "Остановлено на черновике \(n): черновики \(numbers) тоже не уточнялись и остались прежними."
        case .untitled(let n): return "У черновика \(n) нет названия: «\(n) и» — изменить, «\(n) н» — отбросить."
        case .merged(let n): return "\(n) \(Self.drafts(n)) снова одна задача:"
        case .nothingToSplit: return "Эти слова — одна задача."
        case .noActionItems: return "во введённом тексте нет ни одной задачи; ничего не записано"
        case .planInvalid(let backend): return "модель \(backend): её ответ — не план (от 3 до 10 шагов); ничего не записано"
        case .cannotPlan(let backend):
            return "Модель \(backend) не умеет составлять планы (укажите модель в \"phases\": {\"plan\": …} в config.json); "
                + "вот задачи, которые она нашла в ваших словах."
        case .planUsage: return "Напишите цель после /plan: /plan провести выездную встречу 20-го"
        }
    }

    private static func drafts(_ n: Int) -> String { Russian.plural(n, "черновик", "черновика", "черновиков") }
}
