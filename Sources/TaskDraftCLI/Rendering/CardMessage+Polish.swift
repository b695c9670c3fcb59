import TaskDraftKit

/// The Polish wording of the draft card, its confirm step and the day words.
extension CardMessage {
    var polish: String {
        switch self {
        case .card: return "Szkic"
        case .fromSkillsDefault: return "(domyślnie ze Skills)"
        case .priority(let p): return p.polish
        case .none: return "brak"
        case .confirmPrompt: return "Zapisać? [T]ak / [e]dytuj / [n]ie / albo powiedz, co zmienić:"
        case .changed(let list): return "Zmieniono: " + list
        case .notUnderstood(let words): return "Nie rozumiem „\(words)”; szkic bez zmian."
        case .noTitleYet: return "Zadanie nie ma jeszcze tytułu."
        case .dropped: return "Odrzucono."
        case .droppedNothingWritten: return "Odrzucono; nic nie zapisano."
        case .cancelledDraft: return "Przerwano; nie powstał żaden szkic. Sesja trwa dalej."
        case .notRefined(let reason): return "Bez zmian: " + reason + "; szkic jest taki jak był."
        case .refinementCancelled: return "Przerwano; szkic jest taki jak był."
        case .earlierNotes(let n): return "… nie pokazano wcześniejszych notatek: \(Message.polishGrouped(n)) (show --json wypisuje wszystkie)"

        case .changeTitle(let a, let b): return "tytuł „\(a)” → „\(b)”"
        case .changePriority(let a, let b): return "priorytet " + a.polish + " → " + b.polish
        case .changeRepeats(let a, let b): return "powtarzanie " + a + " → " + b
        case .changeField(let label, let a, let b): return label.polish + " " + a + " → " + b
        case .tagsAdded(let tags): return "tagi + " + tags
        case .tagsRemoved(let tags): return "tagi − " + tags
        case .notesRemoved(let label): return label.polish + " usunięte"
        case .notesChanged(let label): return label.polish + " zmienione"

        case .prompt(let name, let hint):
            let what: String
            switch hint {
            case .plain: return name.polish + ": "
            case .clears: what = "albo brak"
            case .moment: what = "słowami, RRRR-MM-DD [GG:MM] albo brak"
            case .length: what = "2h, 30m, 1h30m albo brak"
            case .priority: what = "brak, niski, średni, wysoki"
            case .reminders: what = "„9:00”, -PT30M, po przecinku, albo brak"
            case .repeats: what = "słowami, np. „co piątek”, reguła RRULE albo brak"
            }
            return name.polish + " (" + what + "): "
        case .titleTooLong(let count, let most): return "tytuł ma \(count) \(Polish.plural(count, "znak", "znaki", "znaków")); najwyżej \(most)"
        case .controlCharacters(let field): return "\(field): są w nim znaki sterujące"
        case .tagControlCharacters: return "w tagu są znaki sterujące"
        case .namesNoDate(let text):
            return "„\(text)” to nie data ani godzina; wpisz np. „piątek 15:00”, RRRR-MM-DD [GG:MM] albo brak"
        case .dueGuessed(let words, let date):
            return "Przypuszczenie: „\(words)” odczytane jako termin \(date); popraw datę, jeśli chodziło o inną."
        case .notAPriority(let text): return "„\(text)” to nie priorytet; wpisz brak, niski, średni albo wysoki"
        case .notARepeatRule(let text): return "„\(text)” to nie reguła powtarzania; np. „co piątek” albo brak"
        case .notAnEstimate(let text): return "„\(text)” to nie długość; wpisz 2h, 30m, 1h30m albo brak"

        case .weekday(let day): return ["pon", "wt", "śr", "czw", "pt", "sob", "niedz"][day.rawValue - 1]
        case .month(let month): return ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"][month - 1]
        case .today: return "dziś"
        case .tomorrow: return "jutro"
        case .yesterday: return "wczoraj"
        }
    }
}
