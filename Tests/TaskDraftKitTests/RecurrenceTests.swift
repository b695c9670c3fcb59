import Testing
@testable import TaskDraftKit

@Suite struct RecurrenceTests {
    let wednesday = CivilDate(year: 2026, month: 12, day: 2)

    @Test func parsesAndWritesCanonicalRules() throws {
        #expect(try Recurrence(rrule: "RRULE:freq=weekly;byday=fr,mo").rrule == "FREQ=WEEKLY;BYDAY=MO,FR")
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=1;INTERVAL=2").rrule == "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1")
        #expect(try Recurrence(rrule: "FREQ=DAILY;UNTIL=20270101").until == CivilDate(year: 2027, month: 1, day: 1))
    }

    @Test func refusesWhatItDoesNotUnderstand() {
        #expect(throws: RecurrenceError.unsupported("COUNT")) { try Recurrence(rrule: "FREQ=DAILY;COUNT=3") }
        #expect(throws: RecurrenceError.missingFrequency) { try Recurrence(rrule: "BYDAY=MO") }
        #expect(throws: RecurrenceError.unsupported("BYDAY=1MO")) { try Recurrence(rrule: "FREQ=MONTHLY;BYDAY=1MO") }
    }

    @Test func nextOccurrences() throws {
        #expect(try Recurrence(rrule: "FREQ=DAILY").nextDate(after: wednesday) == wednesday.adding(days: 1))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO,FR").nextDate(after: wednesday) == CivilDate(year: 2026, month: 12, day: 4))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO,FR").nextDate(after: CivilDate(year: 2026, month: 12, day: 4))
                == CivilDate(year: 2026, month: 12, day: 7))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE").nextDate(after: wednesday) == CivilDate(year: 2026, month: 12, day: 16))
        #expect(try Recurrence(rrule: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR").nextDate(after: CivilDate(year: 2026, month: 12, day: 4))
                == CivilDate(year: 2026, month: 12, day: 7))
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=1").nextDate(after: wednesday) == CivilDate(year: 2027, month: 1, day: 1))
        #expect(try Recurrence(rrule: "FREQ=MONTHLY;BYMONTHDAY=-1").nextDate(after: CivilDate(year: 2027, month: 1, day: 31))
                == CivilDate(year: 2027, month: 2, day: 28))
        #expect(try Recurrence(rrule: "FREQ=YEARLY").nextDate(after: CivilDate(year: 2028, month: 2, day: 29))
                == CivilDate(year: 2029, month: 2, day: 28))
        #expect(try Recurrence(rrule: "FREQ=DAILY;UNTIL=20261203").nextDate(after: CivilDate(year: 2026, month: 12, day: 3)) == nil)
    }

    @Test func firstDateIsTheNextMatchingDay() throws {
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO").firstDate(onOrAfter: wednesday) == CivilDate(year: 2026, month: 12, day: 7))
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=WE").firstDate(onOrAfter: wednesday) == wednesday)
        // Without BYDAY a rule is anchored on the day it starts.
        #expect(try Recurrence(rrule: "FREQ=WEEKLY;INTERVAL=2").firstDate(onOrAfter: wednesday) == wednesday)
    }
}
