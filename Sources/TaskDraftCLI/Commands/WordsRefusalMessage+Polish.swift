import TaskDraftKit
import TaskDraftModels

/// The Polish wording of the words a command refuses.
extension WordsRefusalMessage {
    var polish: String {
        switch self {
        case .emptyText: return "tekst zadania jest pusty"
        case .emptyGoal: return "nie podano celu"
        case .notInCalendar(let written): return "„\(written)” to nie data z kalendarza; nic nie zapisano"
        case .wordsTooLong(let count, let most):
            return "tekst ma \(count) \(Self.polishCharacters(count)), naraz czyta się najwyżej \(most); nic nie przygotowano"
        case .setTaskTooLong(let n, let count, let most):
            return "zadanie \(n) z notatek ma \(count) \(Self.polishCharacters(count)), naraz czyta się najwyżej \(most); "
                + "podziel je albo skróć; nic nie przygotowano"
        case .draftHasNoTitle(let verb?): return "„\(verb)” nie mówi, co to za zadanie; napisz, co trzeba zrobić; nic nie zapisano"
        case .draftHasNoTitle(nil):
            return "w tekście nie zostało nic na tytuł (tylko termin, tagi albo priorytet); napisz, co trzeba zrobić; nic nie zapisano"
        case .setDraftHasNoTitle(let n, let source):
            return "w słowach zadania \(n) („\(source)”) nie zostało nic na tytuł (tylko termin, tagi albo priorytet); "
                + "napisz, co trzeba zrobić; nic nie zapisano"
        case .filterProblem(let problem):
            switch problem {
            case .status(let value): return "status „\(value)” — nie ma takiego stanu (pending, done, deleted, all)"
            case .due(let value):
                return "due „\(value)” — nie ma takiego terminu (" + TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .priority(let value): return "priority „\(value)” — nie ma takiego priorytetu (high, medium, low, none)"
            case .noDate(let key, let value): return "\(key) „\(value)” to nie data ani godzina"
            case .sort(let value):
                return "sort „\(value)” — nie ma takiej kolejności (" + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .limit(let value): return "limit „\(value)” to nie liczba całkowita"
            case .notAFilter(let key, let suggestion?): return "nieznany filtr „\(key)” — czy chodziło o „\(suggestion)”?"
            case .notAFilter(let key, nil):
                return "nie ma filtra „\(key)”: zadania wybiera się po " + TaskFilter.keys.joined(separator: ", ")
                    + ", pozostałe słowa są szukane w tytułach i notatkach"
            }
        case .dueNamesNoDate(let option, let value): return "\(option) „\(value)” to nie data ani godzina"
        case .dueIsSomeday(let option, let value):
            return "\(option) „\(value)” to w Taskwarriorze 9999-12-30, później niż \(SupportedDates.last), ostatnia data przechowywana "
                + "tutaj (import czyta takie zadanie bez niej, a wartość zostawia w notatkach); podaj datę, np. \(SupportedDates.last) — "
                + "na zawsze, albo none"
        case .dueNotInCalendar(let option, let value, let written): return "\(option) „\(value)”: „\(written)” to nie data z kalendarza"
        case .attributeRefused(let refusal): return refusal.polish
        }
    }

    private static func polishCharacters(_ n: Int) -> String { Polish.plural(n, "znak", "znaki", "znaków") }
}
