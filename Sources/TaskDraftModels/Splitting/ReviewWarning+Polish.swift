import TaskDraftKit

extension ReviewWarning {
    public var polish: String {
        let asDrafted = "; szkice zostają bez zmian"
        switch self {
        case .failed(let error): return "sprawdzenie przez \(error.backend) nie powiodło się (\(error.problem.polish))" + asDrafted
        case .unusable(let backend): return "sprawdzenie przez \(backend) nie dało użytecznej odpowiedzi" + asDrafted
        case .skipped(let failures): return "bez sprawdzenia (\(failures.map(\.polish).joined(separator: "; ")))" + asDrafted
        case .cancelled: return "sprawdzenie przerwano" + asDrafted
        case .changed(let reviewer, let changes, let reason):
            let what = changes.map { change in
                switch change {
                case .title(let from, let to): return "tytuł \(Polish.quoted(from)) → \(Polish.quoted(to))"
                case .day(let from, let to): return "dzień \(from.map(\.description) ?? "brak") → \(to)"
                }
            }
            return "sprawdzenie przez \(reviewer) zmieniło " + what.joined(separator: " i ") + (reason.map { " (\($0))" } ?? "")
        }
    }
}
