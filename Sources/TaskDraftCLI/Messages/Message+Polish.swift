import TaskDraftHTTP
import TaskDraftKit
import TaskDraftModels
import TaskDraftParser
import enum TaskDraftSystem.BusFailure

/// The Polish wording of the terminal's own words not yet in a feature's catalogue: the card and
/// the set's review, the prompt's results, `show`'s labels, everyday errors and usage mistakes,
/// `skills`, the frame of `--help`. The
/// switch is exhaustive with no `default`, so a case without its Polish line does not compile
/// and a Polish session never falls back to English.
extension Message {
    var polish: String {
        switch self {
        case .earlierNotes(let n): return "… nie pokazano wcześniejszych notatek: \(Self.polishGrouped(n)) (show --json wypisuje wszystkie)"

        // The task table's words (`Rendering/ListMessage.swift`).
        case .lists(let message): return message.polish

        // Errors in everyday commands.
        case .needsPersonConfirmation(let action): return "\(action.polishAct.capitalizingFirst) wymaga potwierdzenia przez człowieka; nic nie zmieniono"
        case .needsConfirmation(let action):
            return "\(action.polishAct.capitalizingFirst) wymaga potwierdzenia: uruchom polecenie w terminalu albo dodaj --yes; nic nie zmieniono"
        case .noTask(let id): return "nie ma zadania \(id)"
        case .tooManyChanges(let seconds): return "za dużo zmian w ciągu minuty; spróbuj ponownie za \(seconds) s"
        case .unknownBackend(let name, let known): return "nieznany model „\(name)” (znane: " + known.joined(separator: ", ") + ")"
        case .unknownReviewBackend(let name, let known):
            return "config.json phases.review: nieznany model „\(name)” (znane: " + known.joined(separator: ", ") + ")"
        case .cannotCreateTemporaryFile(let directory, let reason):
            return "nie można utworzyć pliku tymczasowego w \(directory): " + reason.text(in: .polish)
        case .cannotWriteTemporaryFile(let reason): return "nie można zapisać pliku tymczasowego importu: " + reason.text(in: .polish)
        case .cannotReadTemporaryFile(let reason):
            return "nie można odczytać pliku tymczasowego importu; nic więcej nie zostanie zaimportowane"
                + (reason.map { ": " + $0.text(in: .polish) } ?? "")
        case .cannotWatch(let directory, let reason): return "nie można śledzić zmian w \(directory): " + reason.text(in: .polish)
        case .noLibdbus: return "libdbus-1 nie jest zainstalowana (Debian: libdbus-1-3); usługa D-Bus nie może wystartować"
        case .busUnavailable(let failure): return "usługa D-Bus nie może wystartować: " + failure.reason(in: .polish)

        // Splitting and plans.

        case .importExport(let message): return message.polish

        // Any command's warning on stderr.
        case .warningLabel: return "ostrzeżenie: "

        case .logs(let message): return message.polish

        case .backendFailed(let error): return error.text(in: .polish)

        case .remind(let message): return message.polish
        case .sets(let message): return message.polish

        // Command-line mistakes (exit 2).
        case .usage(let message): return message.polish
        case .emptyText: return "tekst zadania jest pusty"
        case .wordsTooLong(let count, let most):
            return "tekst ma \(count) \(Self.polishCharacters(count)), naraz czyta się najwyżej \(most); nic nie przygotowano"
        case .setTaskTooLong(let n, let count, let most):
            return "zadanie \(n) z notatek ma \(count) \(Self.polishCharacters(count)), naraz czyta się najwyżej \(most); podziel je albo skróć; nic nie przygotowano"
        case .emptyGoal: return "nie podano celu"
        case .draftHasNoTitle(let verb?):
            return "„\(verb)” nie mówi, co to za zadanie; napisz, co trzeba zrobić; nic nie zapisano"
        case .draftHasNoTitle(nil):
            return "w tekście nie zostało nic na tytuł (tylko termin, tagi albo priorytet); napisz, co trzeba zrobić; nic nie zapisano"
        case .setDraftHasNoTitle(let n, let source):
            return "w słowach zadania \(n) („\(source)”) nie zostało nic na tytuł (tylko termin, tagi albo priorytet); napisz, co trzeba zrobić; nic nie zapisano"
        case .notInCalendar(let written): return "„\(written)” to nie data z kalendarza; nic nie zapisano"
        case .dueNamesNoDate(let option, let value): return "\(option) „\(value)” to nie data ani godzina"
        case .dueIsSomeday(let option, let value):
            return "\(option) „\(value)” to w Taskwarriorze 9999-12-30, później niż \(SupportedDates.last), ostatnia data przechowywana "
                + "tutaj (import czyta takie zadanie bez niej, a wartość zostawia w notatkach); podaj datę, np. \(SupportedDates.last) — "
                + "na zawsze, albo none"
        case .dueNotInCalendar(let option, let value, let written): return "\(option) „\(value)”: „\(written)” to nie data z kalendarza"
        case .attributeRefused(let refusal): return refusal.text(in: .polish)
        case .edits(let message): return message.polish

        case .cannotWriteStandardOutput(let reason): return "nie można pisać na standardowe wyjście: " + reason.text(in: .polish)
        case .invalidNothingWritten(let reason): return reason + "; nic nie zapisano"
        case .intentRefused(let reason): return reason.text(in: .polish) + "; nic nie zmieniono"
        case .invalidTask(let error): return "zadanie się nie nadaje: " + error.polish
        case .warning(let warning): return warning.text(in: .polish)
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
        case .storeFailed(let error): return error.polish
        case .configFailed(let failure): return "plik ustawień \(failure.path): " + failure.problem.polish
        case .recurrenceRule(let error): return "powtarzanie: " + error.polish
        case .mcp(let diagnostic): return diagnostic.polish
        case .agents(let message): return message.polish
        case .sync(let message): return message.polish
        }
    }

    static func polishDrafts(_ n: Int) -> String { Polish.plural(n, "szkic", "szkice", "szkiców") }
    static func polishCharacters(_ n: Int) -> String { Polish.plural(n, "znak", "znaki", "znaków") }

    /// 123456 as "123 456" (a no-break space between thousands).
    static func polishGrouped(_ n: Int) -> String { ImportProgress.grouped(n).replacingOccurrences(of: ",", with: "\u{00A0}") }
}
