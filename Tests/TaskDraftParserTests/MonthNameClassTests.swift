import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A month's name standing where a person stands is the person: it stays in the title and the
/// sentence's other date words read ("zadzwonić do Maja w piątek"). A month with its day
/// number, its year, a preposition that places a moment in it, or a Russian or Polish month in
/// lower case after "до"/"do"/"к" (a deadline: "raport do maja" is "the report by May") stays
/// a date. Now is Wednesday 2026-12-02 10:00 in Moscow, as every table of the parser's classes has it.
@Suite struct MonthNameClassTests {
    @Test(arguments: [
        ClassRow(text: "call April on Friday", due: "2026-12-04", title: "Call April", warned: .without(.severalDays)),
        ClassRow(text: "lunch with June tomorrow", due: "2026-12-03", title: "Lunch with June", warned: .without(.severalDays)),
        ClassRow(text: "dinner for April on Friday", due: "2026-12-04", title: "Dinner for April",
                 warned: .without(.severalDays)),
        ClassRow(text: "write to August tomorrow", due: "2026-12-03", title: "Write to August", warned: .without(.severalDays)),
        ClassRow(text: "send flowers to June friday", due: "2026-12-04", title: "Send flowers to June",
                 warned: .without(.severalDays)),
        // Must not: a month said as a month.
        ClassRow(text: "book the hotel for April", due: "2027-04-30", start: "2027-04-01", title: "Book the hotel",
                 warned: .without(.severalDays)),
        ClassRow(text: "finish the thesis by June", due: "2027-06-30", start: "2027-06-01", title: "Finish the thesis",
                 warned: .without(.severalDays)),
        ClassRow(text: "trip in June", due: "2027-06-30", start: "2027-06-01", title: "Trip", warned: .without(.severalDays)),
        ClassRow(text: "dentist May 5", due: "2027-05-05", title: "Dentist", warned: .without(.severalDays)),
        ClassRow(text: "dentist June 5 call April", due: "2027-06-05", title: "Dentist call April",
                 warned: .without(.severalDays)),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "позвонить Марте в пятницу", due: "2026-12-04", title: "Позвонить Марте",
                 warned: .without(.severalDays)),
        ClassRow(text: "позвонить марте в пятницу", due: "2026-12-04", title: "Позвонить марте",
                 warned: .without(.severalDays)),
        ClassRow(text: "зайти к Марте завтра", due: "2026-12-03", title: "Зайти к Марте", warned: .without(.severalDays)),
        ClassRow(text: "написать Марте", due: "-", title: "Написать Марте", warned: .without(.severalDays)),
        ClassRow(text: "подарок Августе в пятницу", due: "2026-12-04", title: "Подарок Августе",
                 warned: .without(.severalDays)),
        ClassRow(text: "позвонить Майе в пятницу", due: "2026-12-04", title: "Позвонить Майе", warned: .without(.severalDays)),
        // Must not: the month in its own forms, after its prepositions, with its day.
        ClassRow(text: "отпуск в мае", due: "2027-05-31", start: "2027-05-01", title: "Отпуск", warned: .without(.severalDays)),
        ClassRow(text: "отпуск в Мае", due: "2027-05-31", start: "2027-05-01", title: "Отпуск", warned: .without(.severalDays)),
        ClassRow(text: "подготовить отчёт к марту", due: "2027-03-31", start: "2027-03-01", title: "Подготовить отчёт",
                 warned: .without(.severalDays)),
        ClassRow(text: "сдать отчёт до мая", due: "2027-05-31", start: "2027-05-01", title: "Сдать отчёт",
                 warned: .without(.severalDays)),
        ClassRow(text: "отчёт 5 марта", due: "2027-03-05", title: "Отчёт", warned: .without(.severalDays)),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "zadzwonić do Maja w piątek", due: "2026-12-04", title: "Zadzwonić do Maja",
                 warned: .without(.severalDays)),
        ClassRow(text: "napisać do Maja jutro", due: "2026-12-03", title: "Napisać do Maja", warned: .without(.severalDays)),
        ClassRow(text: "zadzwonić do Maja", due: "-", title: "Zadzwonić do Maja", warned: .without(.severalDays)),
        ClassRow(text: "spotkanie z Majem jutro", due: "2026-12-03", title: "Spotkanie z Majem",
                 warned: .without(.severalDays)),
        ClassRow(text: "prezent dla Maja w piątek", due: "2026-12-04", title: "Prezent dla Maja",
                 warned: .without(.severalDays)),
        // Must not: "do maja" in lower case is a deadline, as are the month's other forms.
        ClassRow(text: "raport do maja", due: "2027-05-31", start: "2027-05-01", title: "Raport",
                 warned: .without(.severalDays)),
        ClassRow(text: "urlop w maju", due: "2027-05-31", start: "2027-05-01", title: "Urlop", warned: .without(.severalDays)),
        ClassRow(text: "urlop w Maju", due: "2027-05-31", start: "2027-05-01", title: "Urlop", warned: .without(.severalDays)),
        ClassRow(text: "1 maja grill", due: "2027-05-01", title: "Grill", warned: .without(.severalDays)),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }

    /// Russian's "с" takes a month in the genitive ("с мая": from May) and a person in the
    /// instrumental ("с Маем": with May), in either case of its letter: "Встреча с Маем в
    /// понедельник" is due Monday titled "Встреча с Маем", where it was titled "Встреча", due
    /// 3 May 2027 and started 1 May. Polish ("z Majem", "z Mają") and English ("with May") were
    /// already read so, and are pinned beside it.
    @Test(arguments: [
        ClassRow(text: "Встреча с Маем в понедельник", due: "2026-12-07", title: "Встреча с Маем", warned: .nothing),
        ClassRow(text: "Встретиться с Августом в пятницу", due: "2026-12-04", title: "Встретиться с Августом"),
        ClassRow(text: "Обед с Маем", title: "Обед с Маем", warned: .nothing),
        ClassRow(text: "встреча с маем завтра", due: "2026-12-03", title: "Встреча с маем"),
        ClassRow(text: "Spotkanie z Majem w poniedziałek", due: "2026-12-07", title: "Spotkanie z Majem", region: "PL"),
        ClassRow(text: "Obiad z Mają w piątek", due: "2026-12-04", title: "Obiad z Mają", region: "PL"),
        ClassRow(text: "Meet with May on Monday", due: "2026-12-07", title: "Meet with May", region: "US"),
        // Must not: from a month is its genitive, in either case.
        ClassRow(text: "работать с мая", start: "2027-05-01", title: "Работать"),
        ClassRow(text: "отпуск с Мая", start: "2027-05-01", title: "Отпуск"),
        ClassRow(text: "работать с мая по август", due: "2027-08-31", start: "2027-05-01", title: "Работать"),
    ])
    func aPersonAfterWithIsNoMonth(_ row: ClassRow) { row.check() }
}
