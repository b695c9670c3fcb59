import Testing
@testable import TaskDraftKit

/// Numbers a stranger writes that once overflowed while being read, each a trap: a duration
/// whose units sum past Int64 (a CalDAV TRIGGER, an .ics estimate, a Skills reminder) and an
/// `HH:MM` with a run of digits (a Skills file's hours and vocabulary times). Found by the
/// seeded hostile iCalendar and Skills generators (`Tests/Shared/HostileSamples`).
@Suite struct HostileNumberTests {
    /// `-P999999999W999999999W…`: every number in range, 16,000 of them past Int64 together.
    @Test func aDurationWhoseUnitsSumPastTheLongestOneIsNoDuration() {
        let repeated = "-P" + String(repeating: "999999999W", count: 16_000)
        #expect(Reminder.durationSeconds(repeated) == nil)
        #expect(Reminder(text: repeated, zone: .utc) == nil)
        #expect(Estimate(text: "P" + String(repeating: "999999999W", count: 16_000)) == nil)
        #expect(Reminder.durationSeconds("PT" + String(repeating: "999999999H", count: 200)) == nil)
        // The longest one unit says is still read, and units that add up below it.
        #expect(Reminder.durationSeconds("-P999999999W") == -Reminder.maximumDurationSeconds)
        let summed: Int64 = 604_800 + 86_400 + 3_661
        #expect(Reminder.durationSeconds("P1W1DT1H1M1S") == summed)
        #expect(Reminder.durationSeconds("P999999999W1D") == nil)
    }

    /// `morning: 99999999999999999999` and `09:99999999999999999999` in workday.md.
    @Test func anHourMinuteWithARunOfDigitsIsNoTime() {
        for text in ["99999999999999999999", "09:99999999999999999999", "999:00", "09:000", "1:2345"] {
            #expect(LocalTime(hourMinute: text) == nil, "\(text)")
        }
        #expect(LocalTime(hourMinute: "9:05") == LocalTime(hour: 9, minute: 5))
        #expect(LocalTime(hourMinute: "23:59") == LocalTime(hour: 23, minute: 59))
    }
}
