import TaskDraftKit

/// The Polish wording of what splitting a text and reviewing the set say.
extension SetMessage {
    var polish: String {
        switch self {
        case .skipped(let n): return "Pominięto wiersze, w których nie ma zadania: \(n)."
        case .header(let n): return "Z twoich słów \(n) \(Self.drafts(n)):"
        case .prompt(let n):
            return "Zapisać wszystkie (\(n))? [T]ak / [n]ie / „2 n” odrzuca, „2 e” edytuje / albo powiedz, co zmienić:"
        case .nothingLeft: return "Wszystkie szkice odrzucone; nic nie zapisano."
        case .dropped(let n): return "Odrzucono szkic \(n)."
        case .noSuchDraft(let n, let count):
            return "Nie ma szkicu \(n); w zestawie \(Polish.plural(count, "jest", "są", "jest")) \(count) \(Self.drafts(count))."
        case .whichDraft(let text): return "Który szkic? Powiedz „2 \(text)” dla jednego albo „wszystkie \(text)” dla wszystkich."
        case .notUnderstood(let text): return "Nie rozumiem „\(text)”; szkice bez zmian."
        case .changed(let n, let changes): return "Zmieniono szkic \(n): " + changes
        case .refinementStopped(let n, let rest):
            let numbers = rest.map(String.init).joined(separator: ", ")
            return rest.count == 1 ? "Przerwano na szkicu \(n): szkicu \(numbers) też nie poprawiono, jest taki jak był."
                : "Przerwano na szkicu \(n): szkiców \(numbers) też nie poprawiono, są takie jak były."
        case .untitled(let n): return "Szkic \(n) nie ma tytułu: „\(n) e” edytuje go, „\(n) n” odrzuca."
        case .merged(let n): return "\(n) \(Self.drafts(n)) to znowu jedno zadanie:"
        case .nothingToSplit: return "Te słowa to jedno zadanie."
        case .noActionItems: return "w tekście nie ma żadnego zadania; nic nie zapisano"
        case .planInvalid(let backend): return "model \(backend): jego odpowiedź to nie plan (od 3 do 10 kroków); nic nie zapisano"
        case .cannotPlan(let backend):
            return "Model \(backend) nie układa planów (wskaż model w \"phases\": {\"plan\": …} w config.json); "
                + "oto zadania, które znalazł w twoich słowach."
        case .planUsage: return "Napisz cel po /plan: /plan zorganizować wyjazd firmowy 20-go"
        }
    }

    private static func drafts(_ n: Int) -> String { Polish.plural(n, "szkic", "szkice", "szkiców") }
}
