import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Holidays' dates, against the published Easter tables (Western and Orthodox) and the rules
/// that define the movable US holidays.
@Suite struct HolidayTests {
    @Test(arguments: [(2000, 4, 23), (2008, 3, 23), (2011, 4, 24), (2019, 4, 21), (2024, 3, 31), (2025, 4, 20),
                      (2038, 4, 25)])
    func westernEaster(year: Int, month: Int, day: Int) {
        #expect(Holiday.easter(days: 0, orthodox: false).date(in: year) == CivilDate(year: year, month: month, day: day))
    }

    @Test(arguments: [(2000, 4, 30), (2010, 4, 4), (2019, 4, 28), (2023, 4, 16), (2024, 5, 5), (2025, 4, 20)])
    func orthodoxEaster(year: Int, month: Int, day: Int) {
        #expect(Holiday.easter(days: 0, orthodox: true).date(in: year) == CivilDate(year: year, month: month, day: day))
    }

    @Test func movableDaysAndTheNextOccurrence() {
        let thanksgiving = Holiday.nthWeekday(4, .thursday, month: 11, days: 0)
        #expect(thanksgiving.date(in: 2026) == CivilDate(year: 2026, month: 11, day: 26))
        #expect(Holiday.nthWeekday(4, .thursday, month: 11, days: 1).date(in: 2018) == CivilDate(year: 2018, month: 11, day: 23))
        #expect(Holiday.nthWeekday(-1, .monday, month: 5, days: 0).date(in: 2026) == CivilDate(year: 2026, month: 5, day: 25))
        #expect(Holiday.easter(days: -2, orthodox: false).date(in: 2026) == CivilDate(year: 2026, month: 4, day: 3))
        // Past this year's: next year's; on the day itself: today.
        #expect(thanksgiving.next(onOrAfter: CivilDate(year: 2026, month: 11, day: 27)) == CivilDate(year: 2027, month: 11, day: 25))
        #expect(thanksgiving.next(onOrAfter: CivilDate(year: 2026, month: 11, day: 26)) == CivilDate(year: 2026, month: 11, day: 26))
    }
}
