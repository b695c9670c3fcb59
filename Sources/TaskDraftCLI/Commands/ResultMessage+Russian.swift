import TaskDraftKit

/// The Russian wording of what a command says once it has written.
extension ResultMessage {
    var russian: String {
        switch self {
        case .taskLine(let id, let title, let due): return "\(id) «\(title)»" + (due.map { " (срок \($0))" } ?? "")
        case .created(let task): return "Создана задача " + task
        case .alreadyPresent(let task): return "Уже есть: " + task
        case .notCreated(let reason): return "Не создана: " + reason
        case .completed(let task): return "Выполнена задача " + task
        case .alreadyDone(let task): return "Уже выполнена: " + task
        case .nextOccurrence(let task): return "Следующий повтор: " + task
        case .completeSubtasksQuestion(let n):
            return "Выполнить и \(n) \(Russian.plural(n, "открытую подзадачу", "открытые подзадачи", "открытых подзадач"))? [д/Н] "
        case .keptNothingCompleted: return "Оставлена открытой; ничего не выполнено."
        case .completedSubtasks(let n): return "и \(n) \(Russian.plural(n, "подзадача", "подзадачи", "подзадач")) под ней"
        case .deleteQuestion(let task): return "Удалить \(task)? [д/Н] "
        case .kept: return "Оставлена."
        case .keptNothingDeleted: return "Оставлена; ничего не удалено."
        case .deleted(let task): return "Удалена задача " + task
        case .changedTask(let task): return "Изменена задача " + task
        case .unchangedTask(let task): return "Без изменений: " + task
        case .noChangeFound(let words): return "Не нашёл изменения в «\(words)»; попробуйте «в пятницу» или «срочно»."
        case .undone(let summary): return "Отменено: " + TerminalText.line(summary.russian)
        case .nothingToUndo: return "Отменять нечего."
        case .nothingLeftToUndo: return "отменять нечего"
        }
    }
}
