import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Places in every quarter counted from both of its ends ("the first and last Monday of each
/// quarter", "в первый и последний понедельник каждого квартала", "w pierwszy i ostatni
/// poniedziałek każdego kwartału") fall in a quarter's first month and its last, which no one
/// rule holds: FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO,-1MO is the first and the last Monday of one
/// month. No repeat is set, the words stay in the title and the draft says why
/// (`ParserWarning.repeatInTwoMonthsOfAQuarter`), where the last Monday alone was read and
/// "first and" went from the title; working days are places as weekdays and days are ("the
/// first and last working day of each quarter", where "first and" went unread). Places in one
/// month of the quarter, or of every month, repeat as before, several working days each one.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct RepeatInTwoMonthsOfAQuarterClassTests {
    static func row(_ text: String, _ written: String, region: String) -> ClassRow {
        .kept(text, warned: .repeatInTwoMonthsOfAQuarter(written: written), region: region)
    }

    @Test(arguments: [
        row("report on the first and last Monday of each quarter", "the first and last Monday of each quarter", region: "US"),
        row("review the first and last Friday of every quarter", "the first and last Friday of every quarter", region: "US"),
        row("close the books on the first and last day of each quarter", "the first and last day of each quarter", region: "US"),
        row("отчёт в первый и последний понедельник каждого квартала", "первый и последний понедельник каждого квартала",
            region: "RU"),
        row("сверка в первую и последнюю пятницу каждого квартала", "первую и последнюю пятницу каждого квартала",
            region: "RU"),
        row("raport w pierwszy i ostatni poniedziałek każdego kwartału", "pierwszy i ostatni poniedziałek każdego kwartału",
            region: "PL"),
        row("Report on the first and last working day of each quarter", "the first and last working day of each quarter",
            region: "US"),
        row("Отчёт в первый и последний рабочий день каждого квартала", "первый и последний рабочий день каждого квартала",
            region: "RU"),
        row("Raport w pierwszy i ostatni dzień roboczy każdego kwartału", "pierwszy i ostatni dzień roboczy każdego kwartału",
            region: "PL"),
    ])
    func placesFromBothEndsOfAQuarterAreNoRuleAndSaySo(_ row: ClassRow) { row.check() }

    /// Must not: places all in one month of the quarter, or in every month, are one rule.
    @Test(arguments: [
        ClassRow(text: "Report on the first and third Monday of each quarter", due: "2027-01-04", title: "Report",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO,3MO", warned: .nothing, region: "US"),
        ClassRow(text: "Report on the last Monday of each quarter", due: "2026-12-28", title: "Report",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1MO", warned: .nothing, region: "US"),
        ClassRow(text: "Report every 2nd and 4th Thursday", due: "2026-12-10", title: "Report",
                 rrule: "FREQ=MONTHLY;BYDAY=2TH,4TH", warned: .nothing, region: "US"),
        ClassRow(text: "Report on the first and last Monday of every month", due: "2026-12-07", title: "Report",
                 rrule: "FREQ=MONTHLY;BYDAY=1MO,-1MO", warned: .nothing, region: "US"),
        ClassRow(text: "Отчёт в первый и последний понедельник каждого месяца", due: "2026-12-07", title: "Отчёт",
                 rrule: "FREQ=MONTHLY;BYDAY=1MO,-1MO", warned: .nothing),
        ClassRow(text: "Raport w pierwszy i trzeci poniedziałek każdego kwartału", due: "2027-01-04", title: "Raport",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO,3MO", warned: .nothing, region: "PL"),
        ClassRow(text: "Report on the last working day of each quarter", due: "2026-12-31", title: "Report",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", warned: .nothing, region: "US"),
        ClassRow(text: "Report on the first and last working day of every month", due: "2026-12-31", title: "Report",
                 rrule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1", warned: .nothing, region: "US"),
        ClassRow(text: "Отчёт в первый и последний рабочий день каждого месяца", due: "2026-12-31", title: "Отчёт",
                 rrule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1", warned: .nothing),
        ClassRow(text: "Raport w pierwszy i drugi dzień roboczy każdego kwartału", due: "2027-01-01", title: "Raport",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,2", warned: .nothing, region: "PL"),
    ])
    func placesInOneMonthOfAQuarterRepeat(_ row: ClassRow) { row.check() }
}
