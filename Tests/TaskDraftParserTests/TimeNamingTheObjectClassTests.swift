import Testing
@testable import TaskDraftParser

/// A clock time between the word that opens a verb's object and its noun ("Book the 9am
/// flight", "Catch the 8:15 train", "Успеть на 8:15 электричку", "Zdążyć na 8:15 pociąg") names
/// the thing and is when the task is done: it stays in the title with its noun and is the due,
/// where it left the title ("Book the flight", "Успеть электричку"). A time after "for" names
/// only what the task is for (`TimeNamingAThingClassTests`), and a time after its noun or after
/// a preposition of time is read as before. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct TimeNamingTheObjectClassTests {
    @Test(arguments: [
        ClassRow(text: "Book the 9am flight", due: "2026-12-03T09:00", title: "Book the 9am flight", region: "US"),
        ClassRow(text: "Catch the 8:15 train tomorrow", due: "2026-12-03T08:15", title: "Catch the 8:15 train", region: "US"),
        ClassRow(text: "Attend my 3pm meeting", due: "2026-12-02T15:00", title: "Attend my 3pm meeting", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Book the 9am flight on Friday", due: "2026-12-04T09:00", title: "Book the 9am flight", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Успеть на 8:15 электричку", due: "2026-12-03T08:15", title: "Успеть на 8:15 электричку"),
        ClassRow(text: "Сесть на 19:40 поезд в пятницу", due: "2026-12-04T19:40", title: "Сесть на 19:40 поезд", warned: .nothing),
        ClassRow(text: "Zdążyć na 8:15 pociąg", due: "2026-12-03T08:15", title: "Zdążyć na 8:15 pociąg", region: "PL"),
        ClassRow(text: "Umówić się na 10:30 wizytę w piątek", due: "2026-12-04T10:30", title: "Umówić się na 10:30 wizytę",
                 warned: .nothing, region: "PL"),
    ])
    func theObjectsTimeIsTheDueAndStaysInTheTitle(_ row: ClassRow) { row.check() }

    /// Must not: the time after its noun, after "for", or before a part of the day is the
    /// task's and leaves the title; the thing a task is for keeps its time and gives no due.
    @Test(arguments: [
        ClassRow(text: "Call the bank at 9am", due: "2026-12-03T09:00", title: "Call the bank", region: "US"),
        ClassRow(text: "Book the flight for 9am on Friday", due: "2026-12-04T09:00", title: "Book the flight", region: "US"),
        ClassRow(text: "Buy tickets for the 7pm concert", title: "Buy tickets for the 7pm concert", region: "US"),
        ClassRow(text: "Записаться к врачу на 10:00 в пятницу", due: "2026-12-04T10:00", title: "Записаться к врачу"),
        ClassRow(text: "Поставить будильник на 7:00 утра в пятницу", due: "2026-12-04T07:00", title: "Поставить будильник"),
        ClassRow(text: "Встреча на 15:00 завтра", due: "2026-12-03T15:00", title: "Встреча"),
        ClassRow(text: "Umówić wizytę na 10:00 w piątek", due: "2026-12-04T10:00", title: "Umówić wizytę", region: "PL"),
    ])
    func theTasksOwnTimeMustNot(_ row: ClassRow) { row.check() }
}
