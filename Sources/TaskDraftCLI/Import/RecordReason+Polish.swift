import TaskDraftKit

extension RecordReason {
    var polish: String {
        switch self {
        case .empty: return "puste"
        case .missing: return "brak"
        case .missingTitleOrText: return "brak (szkic potrzebuje title albo text)"
        case .notAPriority(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie none, low, medium ani high"
        case .notADue(let text):
            return "\(Polish.quoted(RefusedValue.shown(text))) to ani data ISO 8601 (2026-12-03), ani data z godziną (2026-12-03T15:00:00+01:00)"
        case .notADateTime(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie data z godziną ISO 8601"
        case .notADay(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie data RRRR-MM-DD"
        case .notAStatus(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie pending, done ani deleted"
        case .notATodoistPriority(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie priorytet Todoist (1 najwyższy, 4 zwykły)"
        case .notATodoistType(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie task, note ani section"
        case .noteWithoutTask: return "notatka bez zadania nad nią"
        case .notATaskwarriorPriority(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie H, M ani L"
        case .notATaskwarriorStatus(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie pending, waiting, completed, deleted ani recurring"
        case .notATaskwarriorDate(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie data Taskwarrior (20261203T120000Z)"
        case .notAPriorityLetter(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie litera A–Z"
        case .notATimeOfDay(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie pora dnia z przesunięciem (15:00+03:00)"
        case .notAnICalendarDate(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie data iCalendar (20261203 albo 20261203T150000Z)"
        case .notAnICalendarPriority(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to nie priorytet iCalendar (od 0 do 9, 1 najwyższy)"
        case .expected(let expected, let found): return expected.polish(found: found)
        case .bothDues(let due, let dueDate): return "podaj due (\(due)) albo due_date (\(dueDate)), nie oba"
        case .recurrence(let error): return error.polish
        case .outOfRange(let value): return ImportExportMessage.dateOutOfRange(value).polish
        case .notInCalendar(let written): return "„\(written)” to nie data z kalendarza"
        case .uid(let problem): return problem.polish
        case .tooManyCharacters(let count, let most):
            return "ma \(count) \(Polish.plural(count, "znak", "znaki", "znaków")) (najwyżej \(most))"
        case .controlCharacters: return "są w nim znaki sterujące"
        case .draftField(let problem): return problem.polish
        case .notDrafted(let error): return "nie przygotowano szkicu: " + FailureMessage.backendFailed(error).polish
        case .json(let problem): return problem.polish
        case .betweenRecords: return "między rekordami potrzebny „,” albo „]”"
        case .textAfterArray: return "tekst po końcu tablicy JSON pominięto"
        case .endsInsideRecord: return "tekst urwał się w środku tego rekordu (plik ucięty?); nie zaimportowano go"
        case .endsBeforeArrayClose: return "tekst urwał się przed zamykającym „]” tablicy"
        case .endsInsideQuotedField: return "tekst urwał się w środku pola w cudzysłowie (brak zamykającego cudzysłowu?)"
        case .characterAfterClosingQuote: return "zbędny znak po zamykającym cudzysłowie (cudzysłów w polu pisze się jako \"\")"
        case .invalidUTF8(let byte, let inField): return "to nie UTF-8 (bajt \(byte) \(inField ? "pola" : "wiersza"))"
        case .fieldCount(let count, let header): return "pól w rekordzie: \(count), a w nagłówku: \(header)"
        case .recordTooLong(let bytes, let most): return "rekord ma \(bytes) bajtów; rekordy dłuższe niż \(most) bajtów są pomijane"
        case .lineTooLong(let bytes, let most): return "wiersz ma \(bytes) bajtów; rekordy dłuższe niż \(most) bajtów są pomijane"
        case .recordLongerThan(let most): return "rekord dłuższy niż \(most) bajtów; pominięty"
        case .readingStopped(let error): return "czytanie przerwane: " + error.polish
        case .notICalendar: return "to nie plik iCalendar: nie zaczyna się od BEGIN:VCALENDAR"
        case .componentNotClosed(let name): return "BEGIN:\(name) nigdzie się nie zamyka; komponentu nie zaimportowano"
        case .endClosesOther(let end, let begin): return "END:\(end) zamyka BEGIN:\(begin); komponentu nie zaimportowano"
        case .nestedTooDeep(let most): return "komponenty zagnieżdżone głębiej niż \(most) poziomów; komponentu nie zaimportowano"
        }
    }
}
