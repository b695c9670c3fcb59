import TaskDraftKit

/// A repeat rule as a person reads it, in the session's language: "every month on the last
/// Friday", "каждый второй месяц 1-го", "co tydzień w poniedziałek". The rule is read once into
/// a `RecurrenceSaying`, which each language words on its own (`EnglishRecurrence`,
/// `RussianRecurrence`, `PolishRecurrence`); a rule with no such reading is shown as its RRULE.
/// Machine output (JSON, exports) keeps the RRULE; this is only for eyes. The parser reads
/// every wording back as the same rule (RecurrenceWordsRoundTripTests).
enum RecurrenceText {
    static func words(_ rule: Recurrence, language: Language) -> String {
        guard let saying = RecurrenceSaying(rule) else { return rule.rrule }
        switch language {
        case .russian: return RussianRecurrence.words(saying)
        case .polish: return PolishRecurrence.words(saying)
        case .english: return EnglishRecurrence.words(saying)
        }
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ items: [String], and word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }

    /// An UNTIL's moment after its day: nothing for a date, `17:00` for a floating time, `17:00 UTC`.
    static func time(of until: Recurrence.Until) -> String {
        switch until {
        case .date: return ""
        case .floating(let local): return " " + local.time.hourMinute
        case .utc(let local): return " " + local.time.hourMinute + " UTC"
        }
    }

    static func day(of until: Recurrence.Until) -> CivilDate {
        switch until {
        case .date(let date): return date
        case .floating(let local), .utc(let local): return local.date
        }
    }
}
