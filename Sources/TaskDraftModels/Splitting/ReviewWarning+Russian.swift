import TaskDraftKit

extension ReviewWarning {
    public var russian: String {
        let asDrafted = "; черновики оставлены как были"
        switch self {
        case .failed(let error): return "проверка моделью \(error.backend) не удалась (\(error.problem.russian))" + asDrafted
        case .unusable(let backend): return "проверка моделью \(backend) не дала годного ответа" + asDrafted
        case .skipped(let failures): return "без проверки (\(failures.map(\.russian).joined(separator: "; ")))" + asDrafted
        case .cancelled: return "проверка отменена" + asDrafted
        case .changed(let reviewer, let changes, let reason):
            let what = changes.map { change in
                switch change {
                case .title(let from, let to): return "название \(Russian.quoted(from)) → \(Russian.quoted(to))"
                case .day(let from, let to): return "день \(from.map(\.description) ?? "не был назначен") → \(to)"
                }
            }
            return "проверка моделью \(reviewer) изменила " + what.joined(separator: " и ") + (reason.map { " (\($0))" } ?? "")
        }
    }
}
