import TaskDraftKit

/// The Polish wording of what a person reads at a draft's card and in a set's review (the
/// card, its question, what changed, `e`'s prompts and the due-guess notice, the set's
/// numbered drafts, "as one task"), the dates on it, and what the prompt prints around it (a
/// question's list, a row done or deleted). Every other case reads in English in a Polish
/// session, until Polish is a requirement of the whole catalogue (see `Language`).
/// `PolishCardMessagesTests` fails when a case the card's code says has no Polish here.
extension Message {
    var polish: String? {
        switch self {
        case .card: return "Szkic"
        case .fieldDue: return "termin"
        case .fieldStart: return "początek"
        case .fieldWait: return "ukryte do"
        case .fieldEstimate: return "szacowany czas"
        case .fieldPriority: return "priorytet"
        case .fieldTags: return "tagi"
        case .fieldProject: return "projekt"
        case .fieldRepeats: return "powtarzanie"
        case .fieldRemind: return "przypomnij"
        case .fromSkillsDefault: return "(domyślnie ze Skills)"
        case .fieldNotes: return "notatki"
        case .fieldTitle: return "tytuł"
        case .priority(let p): return p.polish
        case .none: return "brak"
        case .confirmPrompt: return "Zapisać? [T]ak / [e]dytuj / [n]ie / albo powiedz, co zmienić:"
        case .changed(let list): return "Zmieniono: " + list
        case .notUnderstood(let words): return "Nie rozumiem „\(words)”; szkic bez zmian."
        case .noTitleYet: return "Zadanie nie ma jeszcze tytułu."
        case .dropped: return "Odrzucono."
        case .droppedNothingWritten: return "Odrzucono; nic nie zapisano."
        case .taskLine(let id, let title, let due): return "\(id) „\(title)”" + (due.map { " (termin \($0))" } ?? "")
        case .created(let task): return "Utworzono " + task
        case .greeting: return "TaskDraft: opisz zadanie własnymi słowami albo wpisz /help."
        case .backendIs(let name): return "Model: \(name)."
        case .didYouMean(let command): return "Czy chodziło o \(command)? [T/n]"

        case .changeTitle(let a, let b): return "tytuł „\(a)” → „\(b)”"
        case .changeDue(let a, let b): return "termin " + a + " → " + b
        case .changePriority(let a, let b): return "priorytet " + a.polish + " → " + b.polish
        case .changeProject(let a, let b): return "projekt " + a + " → " + b
        case .changeRepeats(let a, let b): return "powtarzanie " + a + " → " + b
        case .changeReminders(let a, let b): return "przypomnienia " + a + " → " + b
        case .tagsAdded(let tags): return "tagi + " + tags
        case .tagsRemoved(let tags): return "tagi − " + tags
        case .notesRemoved: return "notatki usunięte"
        case .notesChanged: return "notatki zmienione"

        case .promptDue: return "termin (słowami, RRRR-MM-DD [GG:MM] albo brak): "
        case .promptWait: return "ukryte do (słowami, RRRR-MM-DD [GG:MM] albo brak): "
        case .promptEstimate: return "szacowany czas (2h, 30m, 1h30m albo brak): "
        case .promptPriority: return "priorytet (brak, niski, średni, wysoki): "
        case .promptTags: return "tagi: "
        case .promptProject: return "projekt: "
        case .promptNotes: return "notatki (albo brak): "
        case .promptRemind: return "przypomnij („9:00”, -PT30M, po przecinku, albo brak): "
        case .promptRepeats: return "powtarzanie (słowami, np. „co piątek”, reguła RRULE albo brak): "
        case .titleTooLong(let count, let most): return "tytuł ma \(count) \(Self.polishCharacters(count)); najwyżej \(most)"
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

        case .setSkipped(let n): return "Pominięto wiersze, w których nie ma zadania: \(n)."
        case .setHeader(let n): return "Z twoich słów \(n) \(Self.polishDrafts(n)):"
        case .setPrompt(let n):
            return "Zapisać wszystkie (\(n))? [T]ak / [n]ie / „2 n” odrzuca, „2 e” edytuje / albo powiedz, co zmienić:"
        case .setNothingLeft: return "Wszystkie szkice odrzucone; nic nie zapisano."
        case .setDropped(let n): return "Odrzucono szkic \(n)."
        case .setNoSuchDraft(let n, let count): return "Nie ma szkicu \(n); w zestawie jest \(count) \(Self.polishDrafts(count))."
        case .setWhichDraft(let text):
            return "Który szkic? Powiedz „2 \(text)” dla jednego albo „wszystkie \(text)” dla wszystkich."
        case .setNotUnderstood(let text): return "Nie rozumiem „\(text)”; szkice bez zmian."
        case .setChanged(let n, let changes): return "Zmieniono szkic \(n): " + changes
        case .setUntitled(let n): return "Szkic \(n) nie ma tytułu: „\(n) e” edytuje go, „\(n) n” odrzuca."
        case .setMerged(let n): return "\(n) \(Self.polishDrafts(n)) to znowu jedno zadanie:"
        case .nothingToSplit: return "Te słowa to jedno zadanie."
        case .cancelledDraft: return "Przerwano; nie powstał żaden szkic. Sesja trwa dalej."

        // What the prompt does with a row of a list, a question or a stray answer.
        case .completed(let task): return "Wykonano " + task
        case .alreadyDone(let task): return "Już wykonane: " + task
        case .nextOccurrence(let task): return "Następne powtórzenie: " + task
        case .deleteQuestion(let task): return "Usunąć \(task)? [t/N] "
        case .kept: return "Zostawiono."
        case .keptNothingDeleted: return "Zostawiono; nic nie usunięto."
        case .deleted(let task): return "Usunięto " + task
        case .nothingToUndo: return "Nie ma czego cofnąć."
        case .nothingToAnswer:
            return "Żaden szkic nie czeka na „tak” albo „nie”. Wpisz zadanie, pytanie („co mam dziś?”) albo /help."
        case .noListYet: return "Nie ma jeszcze listy, w której liczyć wiersze: najpierw /list albo zapytaj („co mam dziś?”)."
        case .listing(let window, let extras):
            let tail = extras.isEmpty ? "" : " (" + extras.joined(separator: " ") + ")"
            switch window {
            case .all: return "Niewykonane zadania" + tail + ":"
            case .next: return "Co robić: najpierw najpilniejsze:"
            case .today: return "Na dziś i zaległe" + tail + ":"
            case .tomorrow: return "Na jutro" + tail + ":"
            case .overdue: return "Zaległe" + tail + ":"
            case .week: return "Na najbliższy tydzień" + tail + ":"
            case .day(let date): return "Na " + HumanDate.day(date, withYear: false, language: .polish) + tail + ":"
            }
        case .noTasks: return "Brak zadań."
        case .moreTasks(let hidden): return "… i jeszcze \(hidden); zawęź filtrami albo dodaj --all"
        case .overMoreTasks(let hidden): return "… i jeszcze ponad \(hidden); zawęź filtrami albo dodaj --all"
        case .columnID: return "Nr"
        case .columnDue: return "Termin"
        case .columnPriority: return "Pr"
        case .columnUrgency: return "Pilność"
        case .columnStatus: return "Stan"
        case .columnTitle: return "Zadanie"
        case .columnProject: return "Projekt"
        case .columnTags: return "Tagi"
        case .priorityLetter(let p):
            switch p {
            case .high: return "W"
            case .medium: return "Ś"
            case .low: return "N"
            case .unset: return ""
            }
        case .status(let status):
            switch status {
            case .pending: return "czeka"
            case .done: return "wykonane"
            case .deleted: return "usunięte"
            }
        default: return nil
        }
    }

    /// 1 szkic, 2–4 szkice (not 12–14), 5 szkiców.
    static func polishPlural(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
        if n == 1 { return one }
        let (last, lastTwo) = (n % 10, n % 100)
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
    }

    static func polishDrafts(_ n: Int) -> String { polishPlural(n, "szkic", "szkice", "szkiców") }
    static func polishCharacters(_ n: Int) -> String { polishPlural(n, "znak", "znaki", "znaków") }
}
