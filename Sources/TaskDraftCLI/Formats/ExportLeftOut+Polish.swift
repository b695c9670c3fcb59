import TaskDraftKit

extension ExportLeftOut {
    var polish: String {
        switch self {
        case .tasksNotOpen(let format, let n):
            return "\(format): pominięto \(n) \(Polish.plural(n, "zadanie wykonane lub usunięte", "zadania wykonane lub usunięte", "zadań wykonanych lub usuniętych")); "
                + "taki plik przechowuje tylko otwarte zadania"
        case .reminders(let format, let n):
            return "\(format): pominięto \(n) \(Polish.plural(n, "przypomnienie", "przypomnienia", "przypomnień")); w takim pliku nie ma miejsca na przypomnienia"
        case .linksOutside(let format, let n):
            return "\(format): pominięto \(n) \(Polish.plural(n, "zależność", "zależności", "zależności")) od zadań, których nie ma w pliku"
        case .parentsOutside(let format, let n):
            return "\(format): \(n) \(Polish.plural(n, "zadanie ma", "zadania mają", "zadań ma")) zadanie nadrzędne spoza pliku; "
                + "zapisano je na najwyższym poziomie"
        case .subtaskProjects(let format, let n):
            return "\(format): pominięto " + (n == 1 ? "projekt" : "projekty") + " \(n) \(Polish.plural(n, "podzadania", "podzadań", "podzadań")); "
                + "w takim pliku podzadanie trafia do projektu zadania najwyższego poziomu"
        case .titleLabels(let format, let n):
            return "\(format): w \(n) \(Polish.plural(n, "tytule", "tytułach", "tytułach")) jest słowo z @, które Todoist czyta jako etykietę; "
                + "takie słowo wróci jako tag, a nie część tytułu"
        case .uncompletableTitles(let format, let n):
            // The tasks after the colon are one or more, not the numeral; "je" names one and more alike.
            return "\(format): \(n) \(Polish.plural(n, "tytuł zaczyna", "tytuły zaczynają", "tytułów zaczyna")) się od „* ”: w Todoist "
                + (n == 1 ? "takiego zadania nie da się oznaczyć jako wykonanego" : "takich zadań nie da się oznaczyć jako wykonanych")
                + "; import przywraca je bez zmian"
        case .rulesWithoutWords(let format, let n):
            return "\(format): pominięto \(n) \(Polish.plural(n, "regułę powtarzania", "reguły powtarzania", "reguł powtarzania")); "
                + "w takim pliku nie da się " + Polish.plural(n, "jej", "ich", "ich") + " wyrazić słowami"
        case .tasksDeleted(let format, let n):
            return "\(format): pominięto \(n) \(Polish.plural(n, "zadanie usunięte", "zadania usunięte", "zadań usuniętych")); "
                + "w takim pliku nie ma miejsca na usunięte zadania"
        case .field(let format, let label, let n):
            return "\(format): pominięto pole „\(label.polish)” w \(n) \(Polish.plural(n, "zadaniu", "zadaniach", "zadaniach")); "
                + "w takim pliku nie ma na nie miejsca"
        }
    }
}
