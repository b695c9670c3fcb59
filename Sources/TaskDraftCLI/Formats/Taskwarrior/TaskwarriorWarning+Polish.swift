import TaskDraftKit

extension TaskwarriorWarning {
    var polish: String {
        switch self {
        case .recurrenceNotCarried(let recur): return "recur „\(recur)” nie ma tu odpowiednika RRULE; zaimportowano bez powtarzania"
        case .treeLinkUnreadable(let text):
            return "adnotacja „\(TaskwarriorWarning.excerpt(text))” brzmi jak powiązanie podzadania, ale nie wskazuje UUID zadań; zachowano ją jako notatkę"
        case .secondParent(let text):
            return "adnotacja „\(TaskwarriorWarning.excerpt(text))” wskazuje drugiego rodzica (zadanie ma jednego, pierwszego wskazanego); zachowano ją jako notatkę"
        case .dateBeyondRange(let attribute, let value):
            return "\(attribute) „\(value)” wypada po \(SupportedDates.last), ostatniej dacie, jaką można tu zapisać; "
                + "zaimportowano bez niej, a datę zachowano w notatkach"
        }
    }
}
