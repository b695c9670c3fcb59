import TaskDraftKit

/// The Russian wording of what splitting a text and reviewing the set say.
extension SetMessage {
    var russian: String {
        switch self {
        case .setSkipped(let n): return "Пропущено строк, где нет задачи: \(n)."
        case .setHeader(let n): return "Из ваших слов \(n) \(Self.drafts(n)):"
        case .setPrompt(let n):
            return "Сохранить все (\(n))? [Д]а / [н]ет / «2 н» отбросить, «2 и» изменить / или скажите, что поменять:"
        case .setNothingLeft: return "Все черновики отброшены; ничего не записано."
        case .setDropped(let n): return "Черновик \(n) отброшен."
        case .setNoSuchDraft(let n, let count): return "Черновика \(n) нет; в наборе \(count) \(Self.drafts(count))."
        case .setWhichDraft(let text): return "Какой черновик? Скажите «2 \(text)» для одного или «все \(text)» для всех."
        case .setNotUnderstood(let text): return "Не понял «\(text)»; черновики не изменены."
        case .setChanged(let n, let changes): return "Изменён черновик \(n): " + changes
        case .setUntitled(let n): return "У черновика \(n) нет названия: «\(n) и» — изменить, «\(n) н» — отбросить."
        case .setMerged(let n): return "\(n) \(Self.drafts(n)) снова одна задача:"
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
