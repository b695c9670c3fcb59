import Testing
@testable import TaskDraftKit

/// The next occurrence, case by case: month ends, leap days, ordinals, positions, COUNT and
/// UNTIL ending a series, DST in the task's zone, and values at the calendar's limits.
@Suite struct RecurrenceSeriesTests {
    func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { CivilDate(year: y, month: m, day: d) }

    /// The first `n` occurrences of `rrule` from `start`, each found from the one before.
    func series(_ rrule: String, from start: CivilDate, _ n: Int = 4) throws -> [CivilDate] {
        let rule = try Recurrence(rrule: rrule)
        var dates = [start]
        while dates.count < n, let next = rule.occurrence(after: dates.last!, seriesStart: start) { dates.append(next) }
        return dates
    }

    @Test func monthEndsAndLeapDays() throws {
        // RFC 5545: a day a month does not have is no occurrence; -1 is every month's last day.
        #expect(try series("FREQ=MONTHLY", from: date(2027, 1, 31)) == [date(2027, 1, 31), date(2027, 3, 31), date(2027, 5, 31), date(2027, 7, 31)])
        #expect(try series("FREQ=MONTHLY;BYMONTHDAY=-1", from: date(2027, 1, 31))
                == [date(2027, 1, 31), date(2027, 2, 28), date(2027, 3, 31), date(2027, 4, 30)])
        #expect(try series("FREQ=MONTHLY;BYMONTHDAY=-1", from: date(2028, 1, 31), 2) == [date(2028, 1, 31), date(2028, 2, 29)])
        #expect(try series("FREQ=YEARLY", from: date(2028, 2, 29), 3) == [date(2028, 2, 29), date(2032, 2, 29), date(2036, 2, 29)])
        #expect(try series("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1", from: date(2027, 2, 28), 3) == [date(2027, 2, 28), date(2028, 2, 29), date(2029, 2, 28)])
        // 2100 is not a leap year.
        #expect(try series("FREQ=YEARLY;INTERVAL=4", from: date(2096, 2, 29), 2) == [date(2096, 2, 29), date(2104, 2, 29)])
        #expect(try series("FREQ=DAILY", from: date(2027, 12, 31), 2) == [date(2027, 12, 31), date(2028, 1, 1)])
    }

    @Test func ordinalsAndPositions() throws {
        // The last Friday of the month: 2027-01-29, 2027-02-26, 2027-03-26.
        #expect(try series("FREQ=MONTHLY;BYDAY=-1FR", from: date(2026, 12, 25)) == [date(2026, 12, 25), date(2027, 1, 29), date(2027, 2, 26), date(2027, 3, 26)])
        // The first Monday of every month.
        #expect(try series("FREQ=MONTHLY;BYDAY=1MO", from: date(2027, 2, 1), 3) == [date(2027, 2, 1), date(2027, 3, 1), date(2027, 4, 5)])
        // Every other Tuesday.
        #expect(try series("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", from: date(2026, 12, 1), 3) == [date(2026, 12, 1), date(2026, 12, 15), date(2026, 12, 29)])
        // The last working day of the month.
        #expect(try series("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", from: date(2027, 1, 29), 4)
                == [date(2027, 1, 29), date(2027, 2, 26), date(2027, 3, 31), date(2027, 4, 30)])
        // Every six months on the first.
        #expect(try series("FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=1", from: date(2027, 1, 1), 3) == [date(2027, 1, 1), date(2027, 7, 1), date(2028, 1, 1)])
        // The first Monday of September; the 20th Monday of the year.
        #expect(try series("FREQ=YEARLY;BYMONTH=9;BYDAY=1MO", from: date(2027, 9, 6), 2) == [date(2027, 9, 6), date(2028, 9, 4)])
        #expect(try series("FREQ=YEARLY;BYDAY=20MO", from: date(2027, 5, 17), 2) == [date(2027, 5, 17), date(2028, 5, 15)])
        // Friday the 13th.
        #expect(try series("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", from: date(2026, 11, 13), 3) == [date(2026, 11, 13), date(2027, 8, 13), date(2028, 10, 13)])
        // BYSETPOS counts from the start of the week, even in the series' first week (RFC 5545
        // §3.3.10; dateutil counts that week from DTSTART and would give Thursday 1 August).
        #expect(try series("FREQ=WEEKLY;BYDAY=TU,TH;BYSETPOS=1", from: date(2024, 7, 31), 2) == [date(2024, 7, 31), date(2024, 8, 6)])
        // WKST decides which days share a week when INTERVAL skips weeks (RFC 5545's example).
        #expect(try series("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=MO", from: date(1997, 8, 5)) == [date(1997, 8, 5), date(1997, 8, 10), date(1997, 8, 19), date(1997, 8, 24)])
        #expect(try series("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU", from: date(1997, 8, 5)) == [date(1997, 8, 5), date(1997, 8, 17), date(1997, 8, 19), date(1997, 8, 31)])
    }

    /// A task completed with COUNT left makes the next with one less; the last makes none.
    @Test func countEndsTheSeriesCountingFromItsStart() throws {
        let zone = Zone.named("Europe/Moscow")!
        var rule = try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3")
        var due = Due.date(date(2026, 12, 7))
        var dues = [due]
        while let (next, carried) = rule.next(after: due, in: zone) {
            (due, rule) = (next, carried)
            dues.append(due)
        }
        #expect(dues == [.date(date(2026, 12, 7)), .date(date(2026, 12, 14)), .date(date(2026, 12, 21))])
        #expect(rule.rrule == "FREQ=WEEKLY;BYDAY=MO;COUNT=1")
        // Counted from the series' start, not from where one looks.
        let start = date(2026, 12, 7)
        let five = try Recurrence(rrule: "FREQ=DAILY;COUNT=5")
        #expect(five.occurrence(after: date(2026, 12, 10), seriesStart: start) == date(2026, 12, 11))
        #expect(five.occurrence(after: date(2026, 12, 11), seriesStart: start) == nil)
    }

    @Test func untilEndsTheSeries() throws {
        let zone = Zone.named("Europe/Moscow")!
        let rule = try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=FR;UNTIL=20261225")
        #expect(rule.next(after: .date(date(2026, 12, 18)), in: zone)?.due == .date(date(2026, 12, 25)))
        #expect(rule.next(after: .date(date(2026, 12, 25)), in: zone) == nil)
        // A date-time UNTIL is a moment: 10:00 Moscow is 07:00Z.
        let due = Due.dateTime(zone.zoned(LocalDateTime(date: date(2026, 12, 18), time: LocalTime(hour: 10, minute: 0))))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;UNTIL=20261225T070000Z").next(after: due, in: zone) != nil)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;UNTIL=20261225T065959Z").next(after: due, in: zone) == nil)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;UNTIL=20261225T100000").next(after: due, in: zone) != nil)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;UNTIL=20261225T095959").next(after: due, in: zone) == nil)
    }

    /// The next occurrence keeps its wall-clock time in the task's zone when the offset changes;
    /// a UTC UNTIL is compared with the occurrence's real moment after the change.
    @Test func daylightSavingTimeInTheTasksZone() throws {
        let berlin = Zone.named("Europe/Berlin")!
        func at(_ d: CivilDate, _ h: Int) -> Due { .dateTime(berlin.zoned(LocalDateTime(date: d, time: LocalTime(hour: h, minute: 0)))) }
        let autumn = try #require(try Recurrence(rrule: "FREQ=WEEKLY").next(after: at(date(2026, 10, 24), 9), in: berlin))
        #expect(autumn.due.description == "2026-10-31T09:00:00+01:00")
        let spring = try #require(try Recurrence(rrule: "FREQ=DAILY").next(after: at(date(2027, 3, 27), 10), in: berlin))
        #expect(spring.due.description == "2027-03-28T10:00:00+02:00")
        // 10:00 CEST on 28 March is 08:00Z: inside an UNTIL of 08:00Z, outside one of 07:59Z
        // (an offset carried over from the day before, +01:00, would say 09:00Z).
        #expect(try Recurrence(rrule: "FREQ=DAILY;UNTIL=20270328T080000Z").next(after: at(date(2027, 3, 27), 10), in: berlin) != nil)
        #expect(try Recurrence(rrule: "FREQ=DAILY;UNTIL=20270328T085959Z").next(after: at(date(2027, 3, 27), 10), in: berlin) != nil)
        #expect(try Recurrence(rrule: "FREQ=DAILY;UNTIL=20270328T075959Z").next(after: at(date(2027, 3, 27), 10), in: berlin) == nil)
        // 02:30 does not exist on 28 March in Berlin: the occurrence moves forward, as clocks do.
        let gap = try #require(try Recurrence(rrule: "FREQ=DAILY").next(after: .dateTime(berlin.zoned(LocalDateTime(date: date(2027, 3, 27), time: LocalTime(hour: 2, minute: 30)))), in: berlin))
        #expect(gap.due.calendarDate == date(2027, 3, 28))
    }

    /// The calendar ends in 9999: a series reaching it ends, whatever the numbers say.
    @Test func valuesAtTheirLimitsEndTheSeriesWithoutATrap() throws {
        let last = date(9999, 12, 31)
        for text in ["FREQ=DAILY", "FREQ=WEEKLY", "FREQ=MONTHLY", "FREQ=YEARLY", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=YEARLY;BYDAY=53SU",
                     "FREQ=DAILY;INTERVAL=3652058", "FREQ=WEEKLY;INTERVAL=521722", "FREQ=MONTHLY;INTERVAL=119987", "FREQ=YEARLY;INTERVAL=9998"] {
            let rule = try Recurrence(rrule: text)
            #expect(rule.next(after: .date(last), in: .utc) == nil, "\(text)")
            #expect(rule.occurrence(after: date(1, 1, 1), seriesStart: date(1, 1, 1)) != nil || text.contains("INTERVAL"), "\(text)")
        }
        #expect(try Recurrence(rrule: "FREQ=YEARLY;INTERVAL=9998").occurrence(after: date(1, 1, 1), seriesStart: date(1, 1, 1)) == date(9999, 1, 1))
        #expect(try Recurrence(rrule: "FREQ=DAILY;INTERVAL=3652058").occurrence(after: date(1, 1, 1), seriesStart: date(1, 1, 1)) == last)
        // Rules whose pattern has no day at all: the search stops after one 400-year cycle.
        for text in ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31",
                     "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "FREQ=MONTHLY;BYDAY=5MO;BYMONTH=2;BYMONTHDAY=1"] {
            let start = date(2027, 3, 1)
            #expect(try Recurrence(rrule: text).occurrence(after: start, seriesStart: start) == nil, "\(text)")
        }
        // Built in code, a rule may hold any Int: no day matches a value no calendar has.
        let garbage = Recurrence(frequency: .monthly, interval: Int.max, byMonth: [0, 13, Int.min], byMonthDay: [Int.min, Int.max, 0],
                                 byDay: [Recurrence.Day(weekday: .monday, ordinal: Int.min), Recurrence.Day(weekday: .friday, ordinal: Int.max)],
                                 bySetPos: [Int.min, Int.max], end: .count(Int.max))
        #expect(garbage.occurrence(after: date(2027, 1, 1), seriesStart: date(2027, 1, 1)) == nil)
        #expect(garbage.firstDate(onOrAfter: date(2027, 1, 1)) == nil)
        let huge = Recurrence(frequency: .daily, interval: Int.max, bySetPos: [Int.min, -1, 1, Int.max])
        #expect(huge.occurrence(after: date(2027, 1, 1), seriesStart: date(2027, 1, 1)) == nil)
        #expect(Recurrence(frequency: .weekly, interval: Int.max).next(after: .date(date(2027, 1, 1)), in: .utc) == nil)
        #expect(Recurrence(frequency: .yearly, byMonth: [2], byMonthDay: [29], end: .count(Int.max)).next(after: .date(date(2028, 2, 29)), in: .utc)?.due
                == .date(date(2032, 2, 29)))
    }

    /// A new series' first day: INTERVAL counts from the first matching day, not from today.
    @Test func aNewSeriesStartsOnItsFirstMatchingDay() throws {
        let wednesday = date(2026, 12, 2)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO").firstDate(onOrAfter: wednesday) == date(2026, 12, 7))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=WE").firstDate(onOrAfter: wednesday) == wednesday)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;INTERVAL=2").firstDate(onOrAfter: wednesday) == wednesday)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU").firstDate(onOrAfter: wednesday) == date(2026, 12, 8))
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=-1FR").firstDate(onOrAfter: wednesday) == date(2026, 12, 25))
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=1MO").firstDate(onOrAfter: wednesday) == date(2026, 12, 7))
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=1MO").firstDate(onOrAfter: date(2026, 12, 8)) == date(2027, 1, 4))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261206").firstDate(onOrAfter: wednesday) == nil)
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=1").nextDate(after: wednesday) == date(2027, 1, 1))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE").nextDate(after: wednesday) == date(2026, 12, 16))
    }
}
