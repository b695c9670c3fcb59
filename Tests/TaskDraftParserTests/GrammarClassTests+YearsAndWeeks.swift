import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Years, months of a year and named weeks said in the forms a report or a calendar writes
/// them (issue 28), in English, Russian and Polish where the form exists there: now is
/// Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: A year at the start of a range whose end is a day or a period

    @Test(arguments: [
        ClassRow(text: "Audit the contracts from 2025 through May 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Audit the contracts", region: "US"),
        ClassRow(text: "Audit the contracts 2025 to the start of 2026", due: "2026-04-30", start: "2025-01-01",
                 title: "Audit the contracts", region: "US"),
        ClassRow(text: "Проверить договоры с 2025 по май 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Проверить договоры"),
        ClassRow(text: "Sprawdzić umowy od 2025 do maja 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Sprawdzić umowy", region: "PL"),
        // "and" joins a range only after its opener: "in 2025 and May 2026" is a list.
        ClassRow(text: "Audit the contracts between 2025 and May 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Audit the contracts", region: "US"),
        ClassRow(text: "Проверить договоры между 2025 и маем 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Проверить договоры"),
        ClassRow(text: "Sprawdzić umowy między 2025 a majem 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Sprawdzić umowy", region: "PL"),
        ClassRow(text: "Audit the contracts in 2025 and May 2026", due: "2025-12-31", start: "2025-01-01",
                 title: "Audit the contracts", region: "US"),
        // After an opener a dash ends the range too.
        ClassRow(text: "Audit the contracts from 2025 – May 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Audit the contracts", region: "US"),
        ClassRow(text: "Проверить договоры с 2025 – май 2026", due: "2026-05-31", start: "2025-01-01",
                 title: "Проверить договоры"),
        ClassRow(text: "Sprawdzić umowy od 2025 – maj 2026", due: "2026-05-31", start: "2025-01-01", title: "Sprawdzić umowy",
                 region: "PL"),
        // The end is the end of a year: its last working day at the end of the day.
        ClassRow(text: "Archive the records from 2025 to the end of 2026", due: "2026-12-31T18:00", start: "2025-01-01",
                 title: "Archive the records", region: "US"),
        ClassRow(text: "Архивировать записи с 2025 до конца 2026", due: "2026-12-31T18:00", start: "2025-01-01",
                 title: "Архивировать записи"),
        ClassRow(text: "Zarchiwizować umowy od 2025 do końca 2026", due: "2026-12-31T18:00", start: "2025-01-01",
                 title: "Zarchiwizować umowy", region: "PL"),
    ])
    func aYearThroughADayOrAPeriod(_ row: ClassRow) { row.check() }

    // MARK: A month said with its year after "in" or "of", also in words or in two digits

    @Test(arguments: [
        ClassRow(text: "Compare the sales from April in 2025 to June in 2026 were below plan", due: "2026-06-30",
                 start: "2025-04-01", region: "US"),
        ClassRow(text: "Move out in August two thousand and twenty seven", due: "2027-08-31", start: "2027-08-01",
                 title: "Move out", region: "US"),
        ClassRow(text: "Renew the lease in April of 27", due: "2027-04-30", start: "2027-04-01", title: "Renew the lease",
                 region: "US"),
        ClassRow(text: "Plan the move in two thousand and twenty seven", due: "2027-12-31", start: "2027-01-01",
                 title: "Plan the move", region: "US"),
        ClassRow(text: "Сравнить продажи с апреля в 2025 году до июня в 2026 году", due: "2026-06-30", start: "2025-04-01",
                 title: "Сравнить продажи"),
        ClassRow(text: "Porównać sprzedaż od kwietnia w 2025 do czerwca w 2026", due: "2026-06-30", start: "2025-04-01",
                 title: "Porównać sprzedaż", region: "PL"),
    ])
    func aMonthWithItsYear(_ row: ClassRow) { row.check() }

    // MARK: A month and a year in digits, the month first

    @Test(arguments: [
        ClassRow(text: "Renew the card by 12/2027", due: "2027-12-31", start: "2027-12-01", title: "Renew the card",
                 region: "US"),
        ClassRow(text: "Продлить карту до 12/2027", due: "2027-12-31", start: "2027-12-01", title: "Продлить карту"),
        ClassRow(text: "Odnowić kartę do 12-2027", due: "2027-12-31", start: "2027-12-01", title: "Odnowić kartę",
                 region: "PL"),
        // Three numbers are a date or a code, not a month of a year.
        ClassRow(text: "Check part 12-2027-15", due: "-", title: "Check part 12-2027-15", region: "US"),
    ])
    func aMonthAndAYearInDigits(_ row: ClassRow) { row.check() }

    // MARK: A calendar year said short ("CY27")

    @Test(arguments: [
        ClassRow(text: "Report sales for CY27", due: "2027-12-31", start: "2027-01-01", title: "Report sales", region: "US"),
        ClassRow(text: "Report sales in the cy 2027", due: "2027-12-31", start: "2027-01-01", region: "US"),
        ClassRow(text: "Отчёт о продажах за 2027 г.", due: "2027-12-31", start: "2027-01-01"),
        ClassRow(text: "Raport sprzedaży w 2027 r.", due: "2027-12-31", start: "2027-01-01", region: "PL"),
    ])
    func aCalendarYearSaidShort(_ row: ClassRow) { row.check() }

    // MARK: The week after next; a working week is the week (next week's is due on its Monday)

    @Test(arguments: [
        ClassRow(text: "Plan the offsite the week after next", due: "2026-12-18", start: "2026-12-14", region: "US"),
        ClassRow(text: "Спланировать выезд на неделе после следующей", due: "2026-12-18", start: "2026-12-14"),
        ClassRow(text: "Zaplanować wyjazd w tygodniu po następnym", due: "2026-12-18", start: "2026-12-14", region: "PL"),
        ClassRow(text: "Plan the release next working week", due: "2026-12-07", start: "2026-12-07", title: "Plan the release",
                 region: "US"),
        ClassRow(text: "Plan the release next workweek", due: "2026-12-07", start: "2026-12-07", title: "Plan the release",
                 region: "US"),
        ClassRow(text: "Спланировать релиз на следующей рабочей неделе", due: "2026-12-07", start: "2026-12-07",
                 title: "Спланировать релиз"),
        ClassRow(text: "Zaplanować wydanie w następnym tygodniu roboczym", due: "2026-12-07", start: "2026-12-07",
                 title: "Zaplanować wydanie", region: "PL"),
    ])
    func theWeekAfterNextAndTheWorkingWeek(_ row: ClassRow) { row.check() }
}
