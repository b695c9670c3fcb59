import TaskDraftKit

/// The Polish wording of what the commands that change a task say of the change.
extension EditMessage {
    var polish: String {
        switch self {
        case .annotateNothing: return "notatka jest pusta; napisz, co zanotować"
        case .notesCleared(1): return "Usunięto notatkę; undo ją przywróci."
        case .notesCleared(let n):
            return "Usunięto wszystkie \(Message.polishGrouped(n)) \(Polish.plural(n, "notatkę", "notatki", "notatek")); undo je przywróci."
        case .denotateNoMatch(let id, let text) where text.isEmpty: return "zadanie \(id) nie ma notatek"
        case .denotateNoMatch(let id, let text): return "żadna notatka zadania \(id) nie zawiera „\(text)”"
        case .editNothing: return "podaj co najmniej jedno pole do zmiany (--title, --due, …)"
        case .modifyNothing: return "podaj co najmniej jedną zmianę (due:fri, +tag, nowy tytuł …)"
        case .modifyValue("priority", let value, _): return "priorytet „\(value)” to nie H, M ani L (high, medium, low, none)"
        case .modifyValue(let field, let value, let expected): return "\(field) „\(value)” to nie \(expected.polish)"
        case .editValue(let option, let value, let expected): return "\(option) „\(value)” to nie \(expected.polish)"
        case .modifyStatus(let value): return "stan „\(value)” to nie done ani pending (usuwa „taskdraft delete”)"
        case .remindBoth: return "podaj --remind albo --no-remind, nie oba"
        case .notAReminder(let item): return "„\(item)” to nie przypomnienie; wpisz np. „9:00” albo -PT30M"
        case .recurrence(let text):
            return "powtarzanie „\(text)” to ani słowa w rodzaju „co piątek”, ani reguła RRULE w rodzaju FREQ=WEEKLY;BYDAY=FR"
        case .recurrenceSaysMore(let text, let rule):
            let words = RecurrenceText.words(rule, language: .polish)
            return "powtarzanie „\(text)” mówi więcej niż reguła: zostałoby tylko „\(words)”; godzinę albo dzień ustaw jako termin"
        }
    }
}
