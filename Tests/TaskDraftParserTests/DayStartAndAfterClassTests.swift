import Testing
import TaskDraftKit
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

    /// The start of the working day yields to a clock time said beside it, which is the task's
    /// time ("First thing today 11:00" is 11:00), and never takes the whole title: where
    /// nothing else would be left, its words are the title and the day still reads.
    @Test(arguments: [
        ClassRow(text: "First thing today 11:00", due: "2026-12-02T11:00", title: "First thing", region: "US"),
        ClassRow(text: "Email Anna first thing tomorrow at 14:00", due: "2026-12-03T14:00", title: "Email Anna first thing",
                 region: "US"),
        ClassRow(text: "First thing tomorrow", due: "2026-12-03", title: "First thing", region: "US"),
        ClassRow(text: "Первым делом сегодня 11:00", due: "2026-12-02T11:00", title: "Первым делом"),
        ClassRow(text: "Написать Анне первым делом завтра в 14:00", due: "2026-12-03T14:00", title: "Написать Анне первым делом"),
        ClassRow(text: "Первым делом завтра", due: "2026-12-03", title: "Первым делом"),
        ClassRow(text: "Z samego rana dziś 11:00", due: "2026-12-02T11:00", title: "Z samego rana", region: "PL"),
        ClassRow(text: "Napisać do Anny jutro z samego rana o 14:00", due: "2026-12-03T14:00",
                 title: "Napisać do Anny z samego rana", region: "PL"),
        ClassRow(text: "Z samego rana jutro", due: "2026-12-03", title: "Z samego rana", region: "PL"),
        ClassRow(text: "Z samego rana", due: "-", title: "Z samego rana", region: "PL"),
    ])
    func theStartOfTheDayYieldsToAClockTimeAndToTheTitle(_ c: ClassRow) { c.check() }

    /// After a verb the start of the working day is the verb's time and leaves the title to it
    /// ("Call Bob first thing tomorrow" is "Call Bob" at 09:00); after a verb of starting alone
    /// it is the start's time, read as "tomorrow morning" is beside that verb ("Start first thing
    /// tomorrow" starts tomorrow at 09:00 and asks for a title, as "Start tomorrow morning"
    /// does), where the words were the title ("Start first thing") and the day had no time.
    @Test(arguments: [
        ("Start first thing tomorrow", "Start tomorrow morning", "Start", "US"),
        ("Начать первым делом завтра", "Начать завтра утром", "Начать", "RU"),
        ("Zacząć jutro z samego rana", "Zacząć jutro rano", "Zacząć", "PL"),
    ])
    func aVerbOfStartingTakesTheStartOfTheDay(_ text: String, _ morning: String, _ verb: String, _ region: String) {
        let context = ParserFixtures.context(region: region)
        let draft = BuiltinParser().parse(text, context: context)
        #expect(ClassRow.text(draft.start) == "2026-12-03T09:00", "start of \(text)")
        #expect(draft.due == nil, "due of \(text)")
        #expect(draft.onlyAVerb == verb, "\(text): \(draft.title)")
        let said = BuiltinParser().parse(morning, context: context)
        #expect(draft.start == said.start && draft.title == said.title, "\(text) as \(morning)")
    }

    @Test(arguments: [
        ClassRow(text: "Call Bob first thing tomorrow", due: "2026-12-03T09:00", title: "Call Bob", region: "US"),
        ClassRow(text: "Позвонить Бобу первым делом завтра", due: "2026-12-03T09:00", title: "Позвонить Бобу"),
        ClassRow(text: "Zadzwonić do Boba jutro z samego rana", due: "2026-12-03T09:00", title: "Zadzwonić do Boba", region: "PL"),
        // Must not: with no day after it, "first thing" is text after a verb of starting too.
        ClassRow(text: "Start the first thing on the list", due: "-", title: "Start the first thing on the list", region: "US"),
    ])
    func afterAVerbTheStartOfTheDayIsItsTime(_ c: ClassRow) { c.check() }

    /// Where the word after "after work", "после работы", "po pracy" says what becomes of the
    /// work or what it is on, the work is a task's: no evening, the words stay in the title.
    @Test(arguments: [
        ClassRow(text: "Deploy after work is done", due: "-", title: "Deploy after work is done", region: "US"),
        ClassRow(text: "Merge the branch after work gets reviewed", due: "-", title: "Merge the branch after work gets reviewed",
                 region: "US"),
        ClassRow(text: "Выложить релиз после работы над отчётом", due: "-", title: "Выложить релиз после работы над отчётом"),
        ClassRow(text: "Wdrożyć wersję po pracy nad raportem", due: "-", title: "Wdrożyć wersję po pracy nad raportem",
                 region: "PL"),
        ClassRow(text: "Call Bob after work on Friday", due: "2026-12-04T19:00", title: "Call Bob", region: "US"),
    ])
    func workThatIsATasksIsNoEvening(_ c: ClassRow) { c.check() }

    /// Where the word after "after lunch" makes the lunch a clause's subject, the task waits for
    /// the lunch to be over, which is no hour: the words stay in the title, as the work's do.
    /// Russian and Polish say that with a clause of its own ("после того как обед закончится"),
    /// so "после обеда" and "po obiedzie" before a day stay the afternoon.
    @Test(arguments: [
        ClassRow(text: "Deploy after lunch is over", due: "-", title: "Deploy after lunch is over", region: "US"),
        ClassRow(text: "Restart the build after lunch ends", due: "-", title: "Restart the build after lunch ends", region: "US"),
        ClassRow(text: "Call Bob after lunch tomorrow", due: "2026-12-03T15:00", title: "Call Bob", region: "US"),
        ClassRow(text: "Call Bob after lunch with Anna", due: "2026-12-02T15:00", title: "Call Bob with Anna", region: "US"),
        ClassRow(text: "Позвонить Бобу после обеда завтра", due: "2026-12-03T15:00", title: "Позвонить Бобу"),
        ClassRow(text: "Zadzwonić do Boba po obiedzie jutro", due: "2026-12-03T15:00", title: "Zadzwonić do Boba", region: "PL"),
    ])
    func lunchThatIsAClausesSubjectIsNoAfternoon(_ c: ClassRow) { c.check() }
}
