import Testing
@testable import TaskDraftKit

@Suite struct CivilDateTests {
    @Test(arguments: [(1970, 1, 1, 0), (2000, 2, 29, 11_016), (2026, 12, 2, 20_789), (1969, 12, 31, -1)])
    func dayNumberRoundTrips(year: Int, month: Int, day: Int, number: Int) {
        let date = CivilDate(year: year, month: month, day: day)
        #expect(date.dayNumber == number)
        #expect(CivilDate(dayNumber: number) == date)
    }

    @Test func weekdays() {
        #expect(CivilDate(year: 2026, month: 12, day: 2).weekday == .wednesday)
        #expect(CivilDate(year: 2013, month: 2, day: 12).weekday == .tuesday)
        #expect(CivilDate(year: 2026, month: 12, day: 2).next(.friday, includingToday: false) == CivilDate(year: 2026, month: 12, day: 4))
        #expect(CivilDate(year: 2026, month: 12, day: 4).next(.friday, includingToday: false) == CivilDate(year: 2026, month: 12, day: 11))
        #expect(CivilDate(year: 2026, month: 12, day: 4).next(.friday, includingToday: true) == CivilDate(year: 2026, month: 12, day: 4))
    }

    @Test func addingMonthsClampsTheDay() {
        #expect(CivilDate(year: 2027, month: 1, day: 31).adding(months: 1) == CivilDate(year: 2027, month: 2, day: 28))
        #expect(CivilDate(year: 2028, month: 1, day: 31).adding(months: 1) == CivilDate(year: 2028, month: 2, day: 29))
        #expect(CivilDate(year: 2026, month: 12, day: 15).adding(months: 1) == CivilDate(year: 2027, month: 1, day: 15))
    }

    @Test(arguments: [(1, 1, 1), (3, 31, 1), (4, 1, 4), (6, 30, 4), (8, 15, 7), (9, 30, 7), (10, 1, 10), (12, 31, 10)])
    func quarterStartIsTheFirstDayOfTheQuartersFirstMonth(month: Int, day: Int, first: Int) {
        #expect(CivilDate(year: 2027, month: month, day: day).quarterStart == CivilDate(year: 2027, month: first, day: 1))
    }

    @Test func isoParsingRejectsImpossibleDates() {
        #expect(CivilDate(iso: "2026-02-29") == nil)
        #expect(CivilDate(iso: "2026-13-01") == nil)
        #expect(CivilDate(iso: "2026-1-01") == nil)
        #expect(CivilDate(iso: "2028-02-29") == CivilDate(year: 2028, month: 2, day: 29))
    }
}

@Suite struct ZoneTests {
    @Test func namedZonesUseTheTzDatabase() throws {
        let moscow = try #require(Zone.named("Europe/Moscow"))
        #expect(moscow.offset(at: Instant(seconds: 1_796_194_800)) == 3 * 3600)
        let newYork = try #require(Zone.named("America/New_York"))
        // Summer and winter offsets differ: the database, not a fixed number, answers.
        #expect(newYork.offset(at: Instant(seconds: 1_784_000_000)) == -4 * 3600)
        #expect(newYork.offset(at: Instant(seconds: 1_796_194_800)) == -5 * 3600)
    }

    @Test func unknownNamesAreRefused() {
        #expect(Zone.named("Mars/Olympus") == nil)
        #expect(Zone.named("../etc/passwd") == nil)
        #expect(Zone.named("") == nil)
    }

    @Test func fixedOffsetsNeedNoDatabase() throws {
        let zone = try #require(Zone.named("+03:00"))
        let local = LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3), time: LocalTime(hour: 15, minute: 0))
        #expect(zone.zoned(local).description == "2026-12-03T15:00:00+03:00")
        #expect(Zone.named("Etc/GMT+2")!.zoned(local).description == "2026-12-03T15:00:00-02:00")
    }

    @Test func wallTimeInAGapMovesForward() throws {
        // 2027-03-14 02:30 does not exist in New York (clocks jump from 02:00 to 03:00).
        let zone = try #require(Zone.named("America/New_York"))
        let local = LocalDateTime(date: CivilDate(year: 2027, month: 3, day: 14), time: LocalTime(hour: 2, minute: 30))
        #expect(zone.zoned(local).local.time.hour == 3)
    }

    @Test func iso8601Forms() {
        #expect(ISO8601.parse("2026-12-03") == .date(CivilDate(year: 2026, month: 12, day: 3)))
        #expect(ISO8601.parse("2026-12-03T15:00:00+03:00") ==
                .dateTime(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3), time: LocalTime(hour: 15, minute: 0)), offset: 10_800))
        #expect(ISO8601.parse("2026-12-03T15:00Z") ==
                .dateTime(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3), time: LocalTime(hour: 15, minute: 0)), offset: 0))
        #expect(ISO8601.parse("2026-12-03 15:00:10.5") ==
                .dateTime(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3), time: LocalTime(hour: 15, minute: 0, second: 10)), offset: nil))
        #expect(ISO8601.parse("2026-12-03T25:00") == nil)
        #expect(ISO8601.parse("tomorrow") == nil)
    }
}

@Suite struct ZoneCacheTests {
    /// The per-quarter-hour cache must give exactly what mktime gives, around DST changes too.
    @Test(arguments: ["America/New_York", "Europe/Berlin", "Europe/Moscow", "Australia/Lord_Howe"])
    func cachedConversionsMatchGlibc(_ name: String) throws {
        let zone = try #require(Zone.named(name))
        var date = CivilDate(year: 2027, month: 3, day: 1)
        for _ in 0..<70 {
            for minutes in stride(from: 0, to: 24 * 60, by: 10) {
                let local = LocalDateTime(date: date, time: LocalTime(hour: minutes / 60, minute: minutes % 60, second: 7))
                #expect(zone.instant(of: local) == zone.instantUncached(of: local), "\(name) \(local)")
            }
            date = date.adding(days: 3)
        }
    }
}
