import Foundation
import Testing

/// Issue 28's grammar, class by class, through the binary as a script meets it (`draft --json`,
/// now Wednesday 2026-12-02 10:00 in Moscow): each class in English, Russian and Polish, the
/// sentences written from the rule, not taken from a suite.
@Suite struct GrammarClassesTests {
    struct Row: Sendable, CustomStringConvertible {
        let text: String
        let title: String
        /// The draft's `due` (a moment, with its offset) or `due_date`; nil for no date.
        let due: String?
        var start: String? = nil
        var description: String { text }
    }

    /// Drafts every row in one process and checks title, due and start.
    static func check(_ rows: [Row], region: String = "RU") throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["draft", "--json", "--backend", "builtin", "--region", region],
                                stdin: rows.map(\.text).joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        try #require(lines.count == rows.count)
        for (row, line) in zip(rows, lines) {
            let draft = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(draft["title"] as? String == row.title, "\(row)")
            #expect((draft["due"] as? String ?? draft["due_date"] as? String) == row.due, "\(row)")
            #expect((draft["start"] as? String ?? draft["start_date"] as? String) == row.start, "\(row)")
        }
    }

    /// A modifier and a period in the case it puts it in: "next week", "в прошлом квартале",
    /// "w przyszłym tygodniu". A period starts on its first day.
    @Test func aPeriodNamedByAModifier() throws {
        try Self.check([
            Row(text: "Send the report next week", title: "Send the report", due: "2026-12-07", start: "2026-12-07"),
            Row(text: "Отправить отчёт на следующей неделе", title: "Отправить отчёт", due: "2026-12-07", start: "2026-12-07"),
            Row(text: "Wysłać raport w przyszłym tygodniu", title: "Wysłać raport", due: "2026-12-07", start: "2026-12-07"),
            Row(text: "Wysłać raport następnego tygodnia", title: "Wysłać raport", due: "2026-12-07", start: "2026-12-07"),
            Row(text: "Review the numbers of last quarter", title: "Review the numbers", due: "2026-07-01",
                start: "2026-07-01"),
            Row(text: "Сверить цифры прошлого квартала", title: "Сверить цифры", due: "2026-07-01", start: "2026-07-01"),
            Row(text: "Sprawdzić liczby z poprzedniego kwartału", title: "Sprawdzić liczby", due: "2026-07-01",
                start: "2026-07-01"),
            Row(text: "Plan the budget this year", title: "Plan the budget", due: "2026-12-31", start: "2026-12-02"),
            Row(text: "Спланировать бюджет в текущем году", title: "Спланировать бюджет", due: "2026-12-31", start: "2026-12-02"),
            Row(text: "Zaplanować budżet w obecnym roku", title: "Zaplanować budżet", due: "2026-12-31", start: "2026-12-02"),
            // "ten" is a count before an English noun, not Polish "this".
            Row(text: "Draft a ten year plan", title: "Draft a ten year plan", due: nil),
        ])
    }

    /// A weekday and the week it is in, in either order: "Friday next week", "в воскресенье
    /// прошлой недели", "środa za tydzień".
    @Test func aWeekdayOfAWeek() throws {
        try Self.check([
            Row(text: "Call Anna Friday next week", title: "Call Anna", due: "2026-12-11"),
            Row(text: "Позвонить Анне в пятницу на следующей неделе", title: "Позвонить Анне", due: "2026-12-11"),
            Row(text: "Zadzwonić do Anny w piątek w przyszłym tygodniu", title: "Zadzwonić do Anny", due: "2026-12-11"),
            Row(text: "Log the Sunday of last week", title: "Log", due: "2026-11-29"),
            Row(text: "Записать воскресенье прошлой недели", title: "Записать", due: "2026-11-29"),
            Row(text: "Zapisać niedzielę z ostatniego tygodnia", title: "Zapisać", due: "2026-11-29"),
            Row(text: "Meet on Wednesday in a week", title: "Meet", due: "2026-12-09"),
            Row(text: "Встреча в среду через неделю", title: "Встреча", due: "2026-12-09"),
            Row(text: "Spotkanie środa za tydzień", title: "Spotkanie", due: "2026-12-09"),
        ])
    }

    /// An hour said with a part of the day takes its half of the day: "nine in the evening",
    /// "девять вечера", "o dziewiątej wieczorem", "trzecia po południu", "ósma w nocy".
    @Test func anHourInAPartOfTheDay() throws {
        try Self.check([
            Row(text: "Call Anna at nine in the evening", title: "Call Anna", due: "2026-12-02T21:00:00+03:00"),
            Row(text: "Позвонить Анне в девять вечера", title: "Позвонить Анне", due: "2026-12-02T21:00:00+03:00"),
            Row(text: "Zadzwonić do Anny o dziewiątej wieczorem", title: "Zadzwonić do Anny", due: "2026-12-02T21:00:00+03:00"),
            Row(text: "Call Anna three in the afternoon", title: "Call Anna", due: "2026-12-02T15:00:00+03:00"),
            Row(text: "Позвонить Анне 3 часа дня", title: "Позвонить Анне", due: "2026-12-02T15:00:00+03:00"),
            Row(text: "Zadzwonić do Anny trzecia po południu", title: "Zadzwonić do Anny", due: "2026-12-02T15:00:00+03:00"),
            Row(text: "Zadzwonić do Anny ósma w nocy", title: "Zadzwonić do Anny", due: "2026-12-02T20:00:00+03:00"),
        ])
    }

    /// Minutes said against the hour: past it ("quarter past 3", "kwadrans po 3", "четверть
    /// четвёртого") or to it ("без четверти три", "w pół do czwartej", "a quarter to noon").
    @Test func minutesAroundTheHour() throws {
        try Self.check([
            Row(text: "Call Anna at quarter past 3", title: "Call Anna", due: "2026-12-02T15:15:00+03:00"),
            Row(text: "Позвонить Анне в четверть четвёртого", title: "Позвонить Анне", due: "2026-12-02T15:15:00+03:00"),
            Row(text: "Zadzwonić do Anny kwadrans po 3", title: "Zadzwonić do Anny", due: "2026-12-02T15:15:00+03:00"),
            Row(text: "Call Anna at half three", title: "Call Anna", due: "2026-12-02T15:30:00+03:00"),
            Row(text: "Позвонить Анне в половине четвёртого", title: "Позвонить Анне", due: "2026-12-02T15:30:00+03:00"),
            Row(text: "Zadzwonić do Anny w pół do czwartej", title: "Zadzwonić do Anny", due: "2026-12-02T15:30:00+03:00"),
            Row(text: "Call Anna at a quarter to noon", title: "Call Anna", due: "2026-12-02T11:45:00+03:00"),
            Row(text: "Позвонить Анне без четверти двенадцать", title: "Позвонить Анне", due: "2026-12-02T11:45:00+03:00"),
            Row(text: "Zadzwonić do Anny kwadrans do południa", title: "Zadzwonić do Anny", due: "2026-12-02T11:45:00+03:00"),
        ])
    }

    /// An ordinal written against digits: "1st", "1-го", "1szego"; a feminine Polish ending
    /// is an hour ("o 15stej"), a masculine one a day ("do 20-go").
    @Test func anOrdinalWrittenOnDigits() throws {
        try Self.check([
            Row(text: "Pay the rent by the 1st of March", title: "Pay the rent", due: "2027-03-01"),
            Row(text: "Оплатить аренду до 1-го марта", title: "Оплатить аренду", due: "2027-03-01"),
            Row(text: "Zapłacić czynsz do 1szego marca", title: "Zapłacić czynsz", due: "2027-03-01"),
            Row(text: "Close the 4th quarter 2027", title: "Close", due: "2027-12-31", start: "2027-10-01"),
            Row(text: "Закрыть 4-й квартал 2027", title: "Закрыть", due: "2027-12-31", start: "2027-10-01"),
            Row(text: "Zamknąć 4ty kwartał 2027", title: "Zamknąć", due: "2027-12-31", start: "2027-10-01"),
            Row(text: "Zadzwonić o 15stej", title: "Zadzwonić", due: "2026-12-02T15:00:00+03:00"),
            Row(text: "Zapłacić ZUS do 20-go", title: "Zapłacić ZUS", due: "2026-12-20"),
        ])
    }

    /// The nth day or week of a month, counted from either end: "the third day of January",
    /// "первая неделя января", "ostatni tydzień stycznia" (a week is its working days).
    @Test func theNthDayOrWeekOfAMonth() throws {
        try Self.check([
            Row(text: "Pay the third day of January", title: "Pay", due: "2027-01-03"),
            Row(text: "Оплатить третий день января", title: "Оплатить", due: "2027-01-03"),
            Row(text: "Zapłacić trzeci dzień stycznia", title: "Zapłacić", due: "2027-01-03"),
            Row(text: "Plan the first week of January 2027", title: "Plan", due: "2027-01-08", start: "2027-01-04"),
            Row(text: "Спланировать первая неделя января 2027", title: "Спланировать", due: "2027-01-08", start: "2027-01-04"),
            Row(text: "Zaplanować pierwszy tydzień stycznia 2027", title: "Zaplanować", due: "2027-01-08", start: "2027-01-04"),
            Row(text: "Plan the second last week of January 2027", title: "Plan", due: "2027-01-22", start: "2027-01-18"),
            Row(text: "Plan the last week of January 2027", title: "Plan", due: "2027-01-29", start: "2027-01-25"),
            Row(text: "Zaplanować ostatni tydzień stycznia 2027", title: "Zaplanować", due: "2027-01-29", start: "2027-01-25"),
        ])
    }

    /// A time moved by a span ("15 minutes after 1pm", "за 15 минут до 13:00"); a span of
    /// seconds keeps its seconds ("in 30 seconds").
    @Test func aSpanAroundATime() throws {
        try Self.check([
            Row(text: "Call 15 minutes after 1pm", title: "Call", due: "2026-12-02T13:15:00+03:00"),
            Row(text: "Позвонить за 15 минут до 13:00", title: "Позвонить", due: "2026-12-02T12:45:00+03:00"),
            Row(text: "Zadzwonić 15 minut przed 13:00", title: "Zadzwonić", due: "2026-12-02T12:45:00+03:00"),
            Row(text: "Check the oven in 30 seconds", title: "Check the oven", due: "2026-12-02T10:00:30+03:00"),
            Row(text: "Проверить духовку через 30 секунд", title: "Проверить духовку", due: "2026-12-02T10:00:30+03:00"),
            Row(text: "Sprawdzić piekarnik za 30 sekund", title: "Sprawdzić piekarnik", due: "2026-12-02T10:00:30+03:00"),
        ])
    }

    /// Polish written without its letters reads as with them; Russian with "е" for "ё".
    @Test func wordsWithoutTheirLetters() throws {
        try Self.check([
            Row(text: "Zadzwonic w piatek", title: "Zadzwonic", due: "2026-12-04"),
            Row(text: "Zadzwonić w piątek", title: "Zadzwonić", due: "2026-12-04"),
            Row(text: "Wyslac raport w nastepnym tygodniu", title: "Wyslac raport", due: "2026-12-07", start: "2026-12-07"),
            Row(text: "Zadzwonic o osmej wieczorem", title: "Zadzwonic", due: "2026-12-02T20:00:00+03:00"),
            Row(text: "Позвонить в четверть четвертого", title: "Позвонить", due: "2026-12-02T15:15:00+03:00"),
        ])
    }

    /// An hour and minutes in words with nothing that makes them a time, and a letter against
    /// a number, are not times.
    @Test func numbersThatAreNoTime() throws {
        try Self.check([
            Row(text: "Three twenty", title: "Three twenty", due: nil),
            Row(text: "Три двадцать", title: "Три двадцать", due: nil),
            Row(text: "Trzecia piętnaście", title: "Trzecia piętnaście", due: nil),
            Row(text: "Clean apartment 4a", title: "Clean apartment 4a", due: nil),
        ], region: "US")
    }

    /// A year is a period: due at its end, starting on its first day; a period already over
    /// starts where it started, never after its end.
    @Test func aYearOrAPastPeriodStartsOnItsFirstDay() throws {
        try Self.check([
            Row(text: "Close the books in 2027", title: "Close the books", due: "2027-12-31", start: "2027-01-01"),
            Row(text: "Закрыть книги в 2027 году", title: "Закрыть книги", due: "2027-12-31", start: "2027-01-01"),
            Row(text: "Zamknąć księgi w 2027 roku", title: "Zamknąć księgi", due: "2027-12-31", start: "2027-01-01"),
            Row(text: "Review the numbers of April 2025", title: "Review the numbers", due: "2025-04-30", start: "2025-04-01"),
            Row(text: "Сверить цифры в апреле 2025", title: "Сверить цифры", due: "2025-04-30", start: "2025-04-01"),
            Row(text: "Sprawdzić liczby z kwietnia 2025", title: "Sprawdzić liczby", due: "2025-04-30", start: "2025-04-01"),
        ])
    }

    /// Two years with a range between them are a range of years; two numbers that a word after
    /// them makes amounts are not.
    @Test func aRangeOfYears() throws {
        try Self.check([
            Row(text: "Archive the reports from 2019 to 2024", title: "Archive the reports", due: "2024-12-31",
                start: "2019-01-01"),
            Row(text: "Archive the reports 2019–2024", title: "Archive the reports", due: "2024-12-31", start: "2019-01-01"),
            Row(text: "Архивировать отчёты с 2019 по 2024", title: "Архивировать отчёты", due: "2024-12-31",
                start: "2019-01-01"),
            Row(text: "Zarchiwizować raporty od 2019 do 2024", title: "Zarchiwizować raporty", due: "2024-12-31",
                start: "2019-01-01"),
            Row(text: "Pay from 2000 to 2500 rubles", title: "Pay from 2000 to 2500 rubles", due: nil),
            Row(text: "Оплатить от 2000 до 2500 рублей", title: "Оплатить от 2000 до 2500 рублей", due: nil),
            Row(text: "Zapłacić od 2000 do 2500 złotych", title: "Zapłacić od 2000 do 2500 złotych", due: nil),
        ])
    }

    /// A holiday by name is its day where it is said as one (after a preposition, with a year,
    /// alone); as an adjective or part of a name it stays in the title. Russian Easter is the
    /// Orthodox one.
    @Test func aHolidayByName() throws {
        try Self.check([
            Row(text: "Buy presents for Christmas", title: "Buy presents", due: "2026-12-25"),
            Row(text: "Call Mum three days after Easter", title: "Call Mum", due: "2027-03-31"),
            Row(text: "Book the flight for Easter 2028", title: "Book the flight", due: "2028-04-16"),
            Row(text: "Купить подарки к Новому году", title: "Купить подарки", due: "2027-01-01"),
            Row(text: "Позвонить маме на Пасху", title: "Позвонить маме", due: "2027-05-02"),
            Row(text: "Kupić prezenty na Boże Narodzenie", title: "Kupić prezenty", due: "2026-12-25"),
            Row(text: "Zrobić zakupy przed Wielkanocą", title: "Zrobić zakupy", due: "2027-03-28"),
            Row(text: "Buy Christmas presents", title: "Buy Christmas presents", due: nil),
            Row(text: "Visit on Easter Island", title: "Visit on Easter Island", due: nil),
            Row(text: "Поздравить с Рождеством", title: "Поздравить с Рождеством", due: nil),
            Row(text: "Kupić choinkę bożonarodzeniową", title: "Kupić choinkę bożonarodzeniową", due: nil),
        ])
    }

    /// A prime against a count is minutes (15'): a moment only composed, so a length in feet
    /// stays in the title.
    @Test func minutesWrittenAsAPrime() throws {
        try Self.check([
            Row(text: "Call back in 15'", title: "Call back", due: "2026-12-02T10:15:00+03:00"),
            Row(text: "Перезвонить через 15'", title: "Перезвонить", due: "2026-12-02T10:15:00+03:00"),
            Row(text: "Oddzwonić za 15'", title: "Oddzwonić", due: "2026-12-02T10:15:00+03:00"),
            Row(text: "Cut a 15' board", title: "Cut a 15' board", due: nil),
        ])
    }

    /// A written date may name its month in a numeric form ("2027/Mar/14", "Oct-2027"); a
    /// version glued to a word stays in the title.
    @Test func aWrittenDateWithAMonthName() throws {
        try Self.check([
            Row(text: "Kickoff 2027/Mar/14", title: "Kickoff", due: "2027-03-14"),
            Row(text: "Запуск 2027-мар-14", title: "Запуск", due: "2027-03-14"),
            Row(text: "Старт 2027/mar/14", title: "Старт", due: "2027-03-14"),
            Row(text: "Plan the launch for Oct-2027", title: "Plan the launch", due: "2027-10-31", start: "2027-10-01"),
            Row(text: "Запуск в окт-2027", title: "Запуск", due: "2027-10-31", start: "2027-10-01"),
            Row(text: "Początek w paź-2027", title: "Początek", due: "2027-10-31", start: "2027-10-01"),
            Row(text: "Release v2027-may", title: "Release v2027-may", due: nil),
        ])
    }

    /// A bare hour after "at", "в", "o" with title words after it is the time of the day or
    /// repeat rule said beside it ("tomorrow at 9 standup"), as a script's `draft` reads it with
    /// the shipped Skills; an address stays in the title whatever day is said.
    @Test func aBareHourBesideADayOrARepeat() throws {
        try Self.check([
            Row(text: "tomorrow at 9 standup", title: "Standup", due: "2026-12-03T09:00:00+03:00"),
            Row(text: "tomorrow at 9 call Bob", title: "Call Bob", due: "2026-12-03T09:00:00+03:00"),
            Row(text: "every monday at 9 standup", title: "Standup", due: "2026-12-07T09:00:00+03:00"),
            Row(text: "meet at 9 Elm Street tomorrow", title: "Meet at 9 Elm Street", due: "2026-12-03"),
        ], region: "US")
        try Self.check([
            Row(text: "завтра в 9 планёрка", title: "Планёрка", due: "2026-12-03T09:00:00+03:00"),
            Row(text: "каждый понедельник в 9 планёрка", title: "Планёрка", due: "2026-12-07T09:00:00+03:00"),
            Row(text: "в 9 каждый будний день планёрка", title: "Планёрка", due: "2026-12-03T09:00:00+03:00"),
        ])
        try Self.check([
            Row(text: "jutro o 9 standup", title: "Standup", due: "2026-12-03T09:00:00+03:00"),
            Row(text: "codziennie o 9 standup", title: "Standup", due: "2026-12-03T09:00:00+03:00"),
            Row(text: "w każdy dzień roboczy o 9 standup", title: "Standup", due: "2026-12-03T09:00:00+03:00"),
        ], region: "PL")
    }
}
