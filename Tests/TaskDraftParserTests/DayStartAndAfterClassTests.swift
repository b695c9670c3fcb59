import Testing
@testable import TaskDraftParser

/// A time of the working day said by what comes before it: "first thing tomorrow", "первым
/// делом завтра", "z samego rana jutro" is the start of that working day (`workday-start`, the
/// morning's hour by default); "after lunch" and "po obiedzie" are the afternoon, as "после
/// обеда" is; "after work", "после работы", "po pracy" the evening, as "по окончании дня" is.
/// Now is Wednesday 2026-12-02 10:00. "After lunch with Anna" is read as "после обеда с Анной"
/// is: the afternoon, "with Anna" left in the title; the lunch is no task whose end the person
/// can be told of, so it is no dependency either.
@Suite struct DayStartAndAfterClassTests {

    @Test(arguments: [
        ClassRow(text: "First thing tomorrow email Anna", due: "2026-12-03T09:00", title: "Email Anna", region: "US"),
        ClassRow(text: "Email Anna first thing Monday", due: "2026-12-07T09:00", title: "Email Anna", region: "US"),
        ClassRow(text: "Email Anna first thing on Friday", due: "2026-12-04T09:00", title: "Email Anna", region: "US"),
        ClassRow(text: "Email Anna tomorrow first thing in the morning", due: "2026-12-03T09:00", title: "Email Anna", region: "US"),
        ClassRow(text: "Первым делом завтра написать Анне", due: "2026-12-03T09:00", title: "Написать Анне"),
        ClassRow(text: "Написать Анне первым делом в понедельник", due: "2026-12-07T09:00", title: "Написать Анне"),
        ClassRow(text: "Napisać do Anny z samego rana jutro", due: "2026-12-03T09:00", title: "Napisać do Anny", region: "PL"),
        ClassRow(text: "Jutro z samego rana napisać do Anny", due: "2026-12-03T09:00", title: "Napisać do Anny", region: "PL"),
    ])
    func theStartOfTheWorkingDay(_ c: ClassRow) { c.check() }

    @Test(arguments: [
        ClassRow(text: "After lunch call Bob", due: "2026-12-02T15:00", title: "Call Bob", region: "US"),
        ClassRow(text: "Call Bob tomorrow after lunch", due: "2026-12-03T15:00", title: "Call Bob", region: "US"),
        ClassRow(text: "After work buy groceries", due: "2026-12-02T19:00", title: "Buy groceries", region: "US"),
        ClassRow(text: "Fix task 3 after lunch", due: "2026-12-02T15:00", title: "Fix task 3", region: "US"),
        ClassRow(text: "Починить стенд 2 после работы", due: "2026-12-02T19:00", title: "Починить стенд 2"),
        ClassRow(text: "После обеда позвонить Бобу", due: "2026-12-02T15:00", title: "Позвонить Бобу"),
        ClassRow(text: "После работы купить продукты", due: "2026-12-02T19:00", title: "Купить продукты"),
        ClassRow(text: "Po obiedzie zadzwonić do Boba", due: "2026-12-02T15:00", title: "Zadzwonić do Boba", region: "PL"),
        ClassRow(text: "Po pracy kupić zakupy", due: "2026-12-02T19:00", title: "Kupić zakupy", region: "PL"),
        ClassRow(text: "After lunch with Anna send the notes", due: "2026-12-02T15:00", title: "With Anna send the notes", region: "US"),
    ])
    func afterLunchOrWork(_ c: ClassRow) { c.check() }

    /// "First thing" and "первым делом" with no day after them are "before anything else";
    /// "afterwork" is a word of its own.
    @Test(arguments: [
        ClassRow(text: "Do the first thing on the list", due: "-", title: "Do the first thing on the list", region: "US"),
        ClassRow(text: "First thing email Anna", due: "-", title: "First thing email Anna", region: "US"),
        ClassRow(text: "Book afterwork drinks", due: "-", title: "Book afterwork drinks", region: "US"),
        ClassRow(text: "Первым делом проверить почту", due: "-", title: "Первым делом проверить почту"),
        ClassRow(text: "Pierwsza rzecz do zrobienia", due: "-", title: "Pierwsza rzecz do zrobienia", region: "PL"),
    ])
    func mustNotParse(_ c: ClassRow) { c.check() }
}
