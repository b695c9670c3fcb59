import RecurrenceSamples
import Testing
@testable import TaskDraftKit

/// The RRULE codec: what it holds, the canonical text it writes, and what it refuses, by name.
@Suite struct RecurrenceTests {
    @Test func parsesAndWritesCanonicalRules() throws {
        #expect(try Recurrence(rrule: "RRULE:freq=weekly;byday=fr,mo").rrule == "FREQ=WEEKLY;BYDAY=MO,FR")
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=1;INTERVAL=2").rrule == "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1")
        #expect(try Recurrence(rrule: "FREQ=DAILY;UNTIL=20270101").until == .date(CivilDate(year: 2027, month: 1, day: 1)))
        // Repeats go, defaults go, order is fixed, "+" is dropped.
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=-1,15,1,15;INTERVAL=1;WKST=MO").rrule == "FREQ=MONTHLY;BYMONTHDAY=1,15,-1")
        #expect(try Recurrence(rrule: "BYSETPOS=-1;BYDAY=FR,TH,WE,TU,MO;FREQ=MONTHLY").rrule == "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
        #expect(try Recurrence(rrule: "FREQ=YEARLY;BYDAY=+1MO,-1MO,MO;BYMONTH=9,1").rrule == "FREQ=YEARLY;BYMONTH=1,9;BYDAY=MO,1MO,-1MO")
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=su").rrule == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU")
        #expect(try Recurrence(rrule: "FREQ=DAILY;COUNT=5;").rrule == "FREQ=DAILY;COUNT=5")
    }

    @Test func holdsWhatPeopleSay() throws {
        let lastFriday = try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=-1FR")
        #expect(lastFriday.byDay == [Recurrence.Day(weekday: .friday, ordinal: -1)])
        let secondTuesday = try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=2TU")
        #expect(secondTuesday.byDay == [Recurrence.Day(weekday: .tuesday, ordinal: 2)])
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=-1").byMonthDay == [-1])
        #expect(try Recurrence(rrule: "FREQ=DAILY;COUNT=10").count == 10)
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;UNTIL=20271231T235959Z").until
                == .utc(LocalDateTime(date: CivilDate(year: 2027, month: 12, day: 31), time: LocalTime(hour: 23, minute: 59, second: 59))))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;UNTIL=20271231T090000").until
                == .floating(LocalDateTime(date: CivilDate(year: 2027, month: 12, day: 31), time: LocalTime(hour: 9, minute: 0))))
        #expect(try Recurrence(rrule: "FREQ=YEARLY;BYMONTH=3,9;BYDAY=1MO").byMonth == [3, 9])
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1").bySetPos == [1, -1])
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO;WKST=SU").weekStart == .sunday)
    }

    static let refusals: [(String, RecurrenceError)] = [
        ("BYDAY=MO", .missingFrequency),
        ("", .missingFrequency),
        ("FREQ", .malformed("FREQ")),
        ("FREQ=", .malformed("FREQ=")),
        ("FREQ=FORTNIGHTLY", .unsupported("FREQ=FORTNIGHTLY")),
        ("FREQ=HOURLY", .unsupported("FREQ=HOURLY")),
        ("FREQ=DAILY;BYHOUR=9", .unsupported("BYHOUR")),
        ("FREQ=YEARLY;BYWEEKNO=20", .unsupported("BYWEEKNO")),
        ("FREQ=YEARLY;BYYEARDAY=100", .unsupported("BYYEARDAY")),
        ("FREQ=DAILY;X-NAME=1", .unsupported("X-NAME")),
        ("FREQ=DAILY;FREQ=WEEKLY", .repeated("FREQ")),
        ("FREQ=DAILY;INTERVAL=2;interval=3", .repeated("INTERVAL")),
        ("FREQ=DAILY;COUNT=3;UNTIL=20270101", .conflicting("COUNT=3", "UNTIL=20270101")),
        ("FREQ=WEEKLY;BYDAY=2TU", .conflicting("BYDAY=2TU", "FREQ=WEEKLY")),
        ("FREQ=DAILY;BYDAY=-1FR", .conflicting("BYDAY=-1FR", "FREQ=DAILY")),
        ("FREQ=WEEKLY;BYMONTHDAY=1", .conflicting("BYMONTHDAY=1", "FREQ=WEEKLY")),
        ("FREQ=MONTHLY;BYSETPOS=-1", .setPositionAlone("BYSETPOS=-1")),
        ("FREQ=DAILY;INTERVAL=0", .outOfRange("INTERVAL=0")),
        ("FREQ=DAILY;INTERVAL=two", .malformed("INTERVAL=TWO")),
        ("FREQ=DAILY;INTERVAL=+2", .malformed("INTERVAL=+2")),
        ("FREQ=DAILY;INTERVAL=-1", .malformed("INTERVAL=-1")),
        ("FREQ=YEARLY;INTERVAL=9999", .outOfRange("INTERVAL=9999")),
        ("FREQ=DAILY;INTERVAL=99999999999999999999999", .outOfRange("INTERVAL=99999999999999999999999")),
        ("FREQ=DAILY;COUNT=0", .outOfRange("COUNT=0")),
        ("FREQ=DAILY;COUNT=9223372036854775808", .outOfRange("COUNT=9223372036854775808")),
        ("FREQ=MONTHLY;BYMONTHDAY=32", .outOfRange("BYMONTHDAY=32")),
        ("FREQ=MONTHLY;BYMONTHDAY=0", .outOfRange("BYMONTHDAY=0")),
        ("FREQ=MONTHLY;BYMONTHDAY=1,,2", .malformed("BYMONTHDAY=1,,2")),
        ("FREQ=MONTHLY;BYMONTHDAY=--1", .malformed("BYMONTHDAY=--1")),
        ("FREQ=MONTHLY;BYDAY=54MO", .outOfRange("BYDAY=54MO")),
        ("FREQ=MONTHLY;BYDAY=0MO", .outOfRange("BYDAY=0MO")),
        ("FREQ=MONTHLY;BYDAY=XX", .malformed("BYDAY=XX")),
        ("FREQ=MONTHLY;BYDAY=1", .malformed("BYDAY=1")),
        ("FREQ=MONTHLY;BYDAY=1 MO", .malformed("BYDAY=1 MO")),
        ("FREQ=MONTHLY;BYSETPOS=367;BYDAY=MO", .outOfRange("BYSETPOS=367")),
        ("FREQ=YEARLY;BYMONTH=13", .outOfRange("BYMONTH=13")),
        ("FREQ=YEARLY;BYMONTH=-1", .malformed("BYMONTH=-1")),
        ("FREQ=WEEKLY;WKST=XX", .malformed("WKST=XX")),
        ("FREQ=DAILY;UNTIL=2027", .malformed("UNTIL=2027")),
        ("FREQ=DAILY;UNTIL=2027-12-31", .malformed("UNTIL=2027-12-31")),
        ("FREQ=DAILY;UNTIL=20270230", .malformed("UNTIL=20270230")),
        ("FREQ=DAILY;UNTIL=20271231T250000Z", .malformed("UNTIL=20271231T250000Z")),
        ("FREQ=DAILY;UNTIL=20271231T235960Z", .malformed("UNTIL=20271231T235960Z")),
        ("FREQ=DAILY;UNTIL=00001231", .malformed("UNTIL=00001231")),
    ]

    @Test(arguments: refusals.indices) func refusesNamingThePart(_ index: Int) {
        let (text, error) = Self.refusals[index]
        #expect(throws: error) { try Recurrence(rrule: text) }
    }

    /// Every rule of every shape reads back from its own canonical text as the same rule.
    @Test func canonicalTextReadsBackAsTheSameRule() throws {
        var rng = SplitMix(state: 7)
        for _ in 0..<2000 {
            let rule = RandomRules.rule(using: &rng)
            let read = try Recurrence(rrule: rule.rrule)
            #expect(read == rule, "\(rule.rrule)")
            #expect(read.rrule == rule.rrule)
        }
    }

    /// Text a stranger writes (a CalDAV server, an import, an agent): pieces of real rules,
    /// numbers at and past every limit, and bytes. Reading never traps; what is read writes
    /// canonical text that reads back the same, and its occurrences are computed.
    @Test func hostileTextNeverTraps() {
        var rng = SplitMix(state: 99)
        let names = ["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "WKST", "BYHOUR", "freq", ""]
        let values = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY", "0", "1", "-1", "+1", "31", "-31", "366", "-366", "53MO", "-53SU",
                      "9223372036854775807", "-9223372036854775808", "99999999999999999999", "1MO,2TU,-1FR", "MO,TU,WE,TH,FR",
                      "20271231", "99991231", "99991231T235959Z", "00010101", "SU", "", ",", "=", ";", "é", "\u{0}", "1,-1,2,-2"]
        let start = CivilDate(year: 9999, month: 12, day: 1)
        for round in 0..<5000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                if Int.random(in: 0..<10, using: &rng) == 0 {
                    text += String(decoding: (0..<Int.random(in: 1...8, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) },
                                   as: UTF8.self)
                } else {
                    text += names.randomElement(using: &rng)! + "=" + values.randomElement(using: &rng)!
                }
                text += ";"
            }
            guard let rule = try? Recurrence(rrule: text) else { continue }
            #expect((try? Recurrence(rrule: rule.rrule)) == rule, "\(text)")
            let from = round % 2 == 0 ? start : CivilDate(year: 2026, month: 12, day: 31)
            _ = rule.occurrence(after: from, seriesStart: from, time: LocalTime(hour: 23, minute: 59), zone: .utc)
            _ = rule.firstDate(onOrAfter: from)
            _ = rule.next(after: .date(from), in: .utc)
        }
    }
}
