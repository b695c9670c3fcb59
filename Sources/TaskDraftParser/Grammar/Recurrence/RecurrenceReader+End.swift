import TaskDraftKit

/// How a repeat rule ends, said after it: a count ("5 times", "10 раз", "5 razy"), a day ("until
/// 31 December 2027", "до 1 июня", "do 31 grudnia") or a moment ("until 5 January 2027 17:00
/// UTC", as the card shows one), a month ("until March": before it begins; "through March": with
/// it), the end of a period ("до конца года", "until the end of the month", "do końca marca"), or
/// a span from today ("for 3 months", "в течение двух недель", "przez pół roku"). Every end is a
/// COUNT or an UNTIL; the days a period or a span ends on are counted from today.
extension RecurrenceReader {
    func end(at i: Int) -> (Recurrence.End, Int)? {
        var j = i
        let comma = isWord(j, ",")
        if comma { j += 1 }
        if isAny(j, Vocabulary.untilWords), let found = until(after: j) { return found }
        if comma, isWord(j, "once") { return (.count(1), j + 1) }
        if let (last, after) = span(at: j) { return (.until(.date(last)), after) }
        if isWord(j, "for") { j += 1 }
        let count = number(j) ?? key(j).flatMap { Lexicon.numberWords[$0] }
        if let count, count >= 1, key(j) != "a", isAny(j + 1, Vocabulary.countWords) { return (.count(count), j + 2) }
        return nil
    }

    /// What follows "until", "до", "do" at `u`: a day, the end of a period or of a month, a month.
    private func until(after u: Int) -> (Recurrence.End, Int)? {
        let j = u + 1
        if let (day, month, year, end) = date(at: j), month != 0, let last = untilDate(day: day, month: month, year: year) {
            if let (time, utc, after) = clockTime(at: end) {
                let moment = LocalDateTime(date: last, time: time)
                return (.until(utc ? .utc(moment) : .floating(moment)), after)
            }
            return (.until(.date(last)), end)
        }
        if j < tokens.count, tokens[j].kind == .word, let weekday = key(j).flatMap({ Lexicon.weekdays[$0] }) {
            // "every day until Friday", "каждый день до пятницы", "codziennie do piątku": the
            // next such day ends the repeat, and is its last day.
            return (.until(.date(today.next(weekday, includingToday: false))), j + 1)
        }
        var k = isWord(j, "the") ? j + 1 : j
        if isAny(k, Vocabulary.endWords) {
            k += 1
            if isWord(k, "of") { k += 1 }
            if isAny(k, Vocabulary.currentWords) { k += 1 }
            if let unit = key(k).flatMap({ Lexicon.recurrenceUnits[$0] }), let last = lastDay(of: unit) {
                return (.until(.date(last)), k + 1)
            }
            if let (first, after) = namedMonth(at: k) { return (.until(.date(first.lastDayOfMonth)), after) }
            return nil
        }
        guard let (first, after) = namedMonth(at: j) else { return nil }
        // "through March" keeps March; "until March", "до марта", "do marca" stop before it.
        let through = isAny(u, Vocabulary.throughWords)
        return (.until(.date(through ? first.lastDayOfMonth : first.adding(days: -1))), after)
    }

    /// A time after an end date, as the card shows one ("until 5 January 2027 17:00", "до 5
    /// января 2027 17:00 UTC"): the time, whether "UTC" follows it, and the token after.
    private func clockTime(at k: Int) -> (LocalTime, Bool, Int)? {
        guard let hour = number(k), (0...23).contains(hour), isWord(k + 1, ":"), let minute = number(k + 2),
              tokens[k + 2].digits == 2, (0...59).contains(minute) else { return nil }
        let utc = isWord(k + 3, "utc")
        return (LocalTime(hour: hour, minute: minute), utc, utc ? k + 4 : k + 3)
    }

    /// The first day of the month named at `k` ("March", "марта", "marca", "March 2027"): in the
    /// year said, else the next time that month begins after today.
    private func namedMonth(at k: Int) -> (CivilDate, Int)? {
        guard k < tokens.count, tokens[k].kind == .word, let word = key(k), let month = Lexicon.months[word],
              !Lexicon.ambiguousMonths.contains(word) || Vocabulary.monthsThatAreWords.contains(word) else { return nil }
        let (year, after) = year(at: k + 1)
        if let year { return (CivilDate(year: year, month: month, day: 1), after) }
        var first = CivilDate(year: today.year, month: month, day: 1)
        if first <= today { first = CivilDate(year: today.year + 1, month: month, day: 1) }
        return (first, k + 1)
    }

    /// The last day of the period of `unit` that holds today: the year, the half-year, the
    /// quarter, the month, the week (to Sunday).
    private func lastDay(of unit: RecurrenceVocabulary.Unit) -> CivilDate? {
        switch unit {
        case .year: return CivilDate(year: today.year, month: 12, day: 31)
        case .halfYear: return CivilDate(year: today.year, month: today.month <= 6 ? 6 : 12, day: 1).lastDayOfMonth
        case .quarter: return today.quarterEnd
        case .month: return today.lastDayOfMonth
        case .week, .fortnight: return today.startOfWeek.adding(days: 6)
        case .day: return nil
        }
    }

    /// A span from today: "for 3 months", "for the next two weeks", "for a year", "в течение трёх
    /// месяцев", "на протяжении года", "przez 3 miesiące", "przez pół roku". The last day of the
    /// span, and the token after it.
    private func span(at j: Int) -> (CivilDate, Int)? {
        var k: Int
        if isAny(j, Vocabulary.spanOpeners) {
            k = j + 1
        } else if isAny(j, Vocabulary.spanOpenerFirstWords), isAny(j + 1, Vocabulary.spanOpenerSecondWords) {
            k = j + 2
        } else {
            return nil
        }
        if isWord(k, "the") { k += 1 }
        if isAny(k, Vocabulary.nextWords) { k += 1 }
        var n = 1
        if let count = number(k) ?? key(k).flatMap({ Lexicon.numberWords[$0] ?? Vocabulary.genitiveNumbers[$0] }) {
            n = count
            k += 1
        }
        guard (1...1_000).contains(n), let (unit, after) = unit(at: k) else { return nil }
        let (each, per) = unit.cadence
        let steps = n * per
        let end: CivilDate
        switch each {
        case .daily: end = today.adding(days: steps)
        case .weekly: end = today.adding(days: 7 * steps)
        case .monthly: end = today.adding(months: steps)
        case .yearly: end = today.adding(months: 12 * steps)
        }
        return (end.adding(days: -1), after)
    }

    /// The day an end date said without a year means: the next such day from today on.
    func untilDate(day: Int, month: Int, year: Int?) -> CivilDate? {
        if let year { return CivilDate.validated(year: year, month: month, day: day) }
        for year in today.year...min(9999, today.year + 8) {
            if let date = CivilDate.validated(year: year, month: month, day: day), date >= today { return date }
        }
        return nil
    }
}
