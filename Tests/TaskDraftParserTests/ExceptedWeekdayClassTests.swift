import Testing
@testable import TaskDraftParser

/// Weekdays said as exceptions after a daily or working-day rule ("every day except Sunday",
/// "every weekday but not Friday", "каждый день кроме субботы и воскресенья", "по будням кроме
/// пятницы", "codziennie oprócz niedzieli", "w dni robocze poza piątkiem") are taken out of the
/// rule's days, and the words leave the title. An exception that is no weekday ("кроме
/// праздников") is none the rule can say: the rule stays as said, the words stay in the title,
/// and the draft warns that the task repeats on those days too. "except" with no rule before it
/// ("everyone except Bob") is text. Written from the rule, per language. Now is Wednesday
/// 2026-12-02 10:00 in Moscow, so a rule that keeps Wednesday is due today.
@Suite struct ExceptedWeekdayClassTests {
    static let monToThu = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"
    static let monToFri = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
    static let monToSat = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"
    static let allButWednesday = "FREQ=WEEKLY;BYDAY=MO,TU,TH,FR,SA,SU"

    @Test(arguments: [
        ClassRow(text: "Water plants every weekday except Friday", due: "2026-12-02", title: "Water plants", rrule: monToThu,
                 warned: .nothing, region: "US"),
        ClassRow(text: "Run every day except Sunday", due: "2026-12-02", title: "Run", rrule: monToSat, region: "US"),
        ClassRow(text: "Gym every day except Saturday and Sunday", due: "2026-12-02", title: "Gym", rrule: monToFri, region: "US"),
        ClassRow(text: "Call mom every day except Wednesday", due: "2026-12-03", title: "Call mom", rrule: allButWednesday,
                 region: "US"),
        ClassRow(text: "Stand-up every weekday but not Monday", due: "2026-12-02", title: "Stand-up",
                 rrule: "FREQ=WEEKLY;BYDAY=TU,WE,TH,FR", region: "US"),
        ClassRow(text: "Read daily, except on Sundays", due: "2026-12-02", title: "Read", rrule: monToSat, region: "US"),
    ])
    func englishExceptionsLeaveTheRule(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Гулять каждый день кроме субботы и воскресенья", due: "2026-12-02", title: "Гулять", rrule: monToFri,
                 warned: .nothing),
        ClassRow(text: "Зарядка каждый день, кроме воскресенья", due: "2026-12-02", title: "Зарядка", rrule: monToSat),
        ClassRow(text: "Планёрка по будням кроме пятницы", due: "2026-12-02", title: "Планёрка", rrule: monToThu),
        ClassRow(text: "Отчёт каждый будний день кроме среды", due: "2026-12-03", title: "Отчёт",
                 rrule: "FREQ=WEEKLY;BYDAY=MO,TU,TH,FR"),
    ])
    func russianExceptionsLeaveTheRule(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Spacer codziennie oprócz niedzieli", due: "2026-12-02", title: "Spacer", rrule: monToSat, warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Siłownia codziennie oprócz soboty i niedzieli", due: "2026-12-02", title: "Siłownia", rrule: monToFri,
                 region: "PL"),
        ClassRow(text: "Odprawa w dni robocze poza piątkiem", due: "2026-12-02", title: "Odprawa", rrule: monToThu, region: "PL"),
        ClassRow(text: "Raport w każdy dzień roboczy oprócz środy", due: "2026-12-03", title: "Raport",
                 rrule: "FREQ=WEEKLY;BYDAY=MO,TU,TH,FR", region: "PL"),
    ])
    func polishExceptionsLeaveTheRule(_ row: ClassRow) { row.check() }

    /// After a daily habit's part of the day ("every morning except Sunday", "каждое утро кроме
    /// воскресенья", "codziennie rano oprócz niedzieli", "по утрам кроме воскресенья") the
    /// weekdays leave the rule as after "every day", and the part of the day stays its time,
    /// where the rule kept every day, the excepted day became the due and "except" the title.
    @Test(arguments: [
        ClassRow(text: "stretch every morning except Sunday", due: "2026-12-03T09:00", title: "Stretch", rrule: monToSat,
                 warned: .nothing, region: "US"),
        ClassRow(text: "Run every morning, except Saturday and Sunday", due: "2026-12-03T09:00", title: "Run", rrule: monToFri,
                 region: "US"),
        ClassRow(text: "Зарядка каждое утро кроме воскресенья", due: "2026-12-03T09:00", title: "Зарядка", rrule: monToSat,
                 warned: .nothing),
        ClassRow(text: "Гулять по вечерам кроме среды", due: "2026-12-03T19:00", title: "Гулять", rrule: allButWednesday),
        ClassRow(text: "Rozciąganie codziennie rano oprócz niedzieli", due: "2026-12-03T09:00", title: "Rozciąganie",
                 rrule: monToSat, warned: .nothing, region: "PL"),
        // Must not: what is no weekday stays in the title with its warning, as after a weekday's rule.
        ClassRow(text: "Stretch every morning except holidays", due: "2026-12-03T09:00", title: "Stretch except holidays",
                 rrule: "FREQ=DAILY", warned: .with(.exceptionNotInRepeat(written: "except holidays")), region: "US"),
        ClassRow(text: "Spacer codziennie rano poza domem", due: "2026-12-03T09:00", title: "Spacer poza domem",
                 rrule: "FREQ=DAILY", warned: .nothing, region: "PL"),
    ])
    func exceptionsAfterAHabitsPartOfTheDay(_ row: ClassRow) { row.check() }

    /// After a clock time said between the rule and its exception ("every weekday at 8am except
    /// Fridays", "по будням в 8 утра кроме пятниц", "w dni robocze o 8 oprócz piątków") the
    /// weekdays leave the rule as after the rule itself, and the time stays the task's, where the
    /// rule kept Friday, Friday became the due and "except" stayed in the title.
    @Test(arguments: [
        ClassRow(text: "Call mom every weekday at 8am except Fridays", due: "2026-12-03T08:00", title: "Call mom", rrule: monToThu,
                 warned: .nothing, region: "US"),
        ClassRow(text: "Call mom every weekday at 8 in the morning except Friday", due: "2026-12-03T08:00", title: "Call mom",
                 rrule: monToThu, region: "US"),
        ClassRow(text: "Run every day at 7pm except Sundays", due: "2026-12-02T19:00", title: "Run", rrule: monToSat, region: "US"),
        ClassRow(text: "Take pills every day about 8am except Sunday", due: "2026-12-03T08:00", title: "Take pills", rrule: monToSat,
                 region: "US"),
        ClassRow(text: "Run every day at 7am, except Saturday and Sunday", due: "2026-12-03T07:00", title: "Run", rrule: monToFri,
                 region: "US"),
        ClassRow(text: "Звонить маме по будням в 8 утра кроме пятниц", due: "2026-12-03T08:00", title: "Звонить маме",
                 rrule: monToThu, warned: .nothing),
        ClassRow(text: "Звонить маме по будням в 8 кроме пятницы", due: "2026-12-03T08:00", title: "Звонить маме", rrule: monToThu),
        ClassRow(text: "Бегать каждый день в 19:00 кроме воскресений", due: "2026-12-02T19:00", title: "Бегать", rrule: monToSat),
        ClassRow(text: "Dzwonić do mamy w dni robocze o 8 oprócz piątków", due: "2026-12-03T08:00", title: "Dzwonić do mamy",
                 rrule: monToThu, region: "PL"),
        ClassRow(text: "Biegać codziennie o 19:00 oprócz niedziel", due: "2026-12-02T19:00", title: "Biegać", rrule: monToSat,
                 region: "PL"),
        // Two times: the exception still leaves the rule, and the day it excludes is no due.
        ClassRow(text: "Take pills every day at 8am and 8pm except Sunday", due: "2026-12-03T08:00", title: "Take pills",
                 rrule: monToSat, region: "US"),
        ClassRow(text: "Принимать таблетки каждый день в 8 и в 20 кроме воскресенья", due: "2026-12-03T08:00",
                 title: "Принимать таблетки", rrule: monToSat),
    ])
    func exceptionsAfterARepeatsClockTime(_ row: ClassRow) { row.check() }

    /// Weekdays in the genitive plural ("кроме пятниц", "oprócz piątków") and the weekend ("except
    /// weekends", "кроме выходных", "oprócz weekendów") leave the rule as a weekday does, where
    /// they stayed in the title with a warning.
    @Test(arguments: [
        ClassRow(text: "Звонить маме по будням кроме пятниц", due: "2026-12-02", title: "Звонить маме", rrule: monToThu,
                 warned: .nothing),
        ClassRow(text: "Dzwonić do mamy w dni robocze oprócz piątków", due: "2026-12-02", title: "Dzwonić do mamy",
                 rrule: monToThu, warned: .nothing, region: "PL"),
        ClassRow(text: "Run every day except weekends", due: "2026-12-02", title: "Run", rrule: monToFri, warned: .nothing,
                 region: "US"),
        ClassRow(text: "Бегать каждый день кроме выходных", due: "2026-12-02", title: "Бегать", rrule: monToFri, warned: .nothing),
        ClassRow(text: "Biegać codziennie oprócz weekendów", due: "2026-12-02", title: "Biegać", rrule: monToFri, warned: .nothing,
                 region: "PL"),
    ])
    func pluralWeekdaysAndWeekendsLeaveTheRule(_ row: ClassRow) { row.check() }

    /// Must not: after a clock time too, an exception no rule can say stays in the title with its
    /// warning, a place after "poza" is no exception, and "except" with no rule before the time
    /// is text.
    @Test(arguments: [
        ClassRow(text: "Call mom every weekday at 8am except holidays", due: "2026-12-03T08:00", title: "Call mom except holidays",
                 rrule: monToFri, warned: .with(.exceptionNotInRepeat(written: "except holidays")), region: "US"),
        ClassRow(text: "Звонить маме по будням в 8 кроме праздников", due: "2026-12-03T08:00", title: "Звонить маме кроме праздников",
                 rrule: monToFri, warned: .with(.exceptionNotInRepeat(written: "кроме праздников"))),
        ClassRow(text: "Dzwonić do mamy w dni robocze o 8 oprócz świąt", due: "2026-12-03T08:00",
                 title: "Dzwonić do mamy oprócz świąt", rrule: monToFri, warned: .with(.exceptionNotInRepeat(written: "oprócz świąt")),
                 region: "PL"),
        ClassRow(text: "Pracować codziennie o 8 poza domem", due: "2026-12-03T08:00", title: "Pracować poza domem",
                 rrule: "FREQ=DAILY", warned: .without(.exceptionNotInRepeat(written: "poza domem")), region: "PL"),
        ClassRow(text: "Invite everyone at 8pm except Bob", due: "2026-12-02T20:00", title: "Invite everyone except Bob", rrule: "-",
                 region: "US"),
        ClassRow(text: "Пригласить всех в 20:00 кроме Боба", due: "2026-12-02T20:00", title: "Пригласить всех кроме Боба", rrule: "-"),
    ])
    func whatStaysInTheTitleAfterATime(_ row: ClassRow) { row.check() }

    /// Must not: an exception no rule can say changes no day of the rule and stays in the
    /// title, with a warning; "except" with no daily rule before it is text; a place after
    /// "poza" is no exception.
    @Test(arguments: [
        ClassRow(text: "каждый понедельник кроме праздников", due: "2026-12-07", title: "Кроме праздников",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .with(.exceptionNotInRepeat(written: "кроме праздников"))),
        ClassRow(text: "Team sync every Monday except holidays", due: "2026-12-07", title: "Team sync except holidays",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .with(.exceptionNotInRepeat(written: "except holidays")), region: "US"),
        ClassRow(text: "Spotkanie w każdy poniedziałek oprócz świąt", due: "2026-12-07", title: "Spotkanie oprócz świąt",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .with(.exceptionNotInRepeat(written: "oprócz świąt")), region: "PL"),
        ClassRow(text: "Invite everyone except Bob", title: "Invite everyone except Bob", rrule: "-", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Back up all files except logs", title: "Back up all files except logs", rrule: "-", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Пригласить всех кроме Боба", title: "Пригласить всех кроме Боба", rrule: "-", warned: .nothing),
        ClassRow(text: "Zaprosić wszystkich oprócz Boba", title: "Zaprosić wszystkich oprócz Boba", rrule: "-", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Pracować codziennie poza domem", due: "2026-12-02", title: "Pracować poza domem", rrule: "FREQ=DAILY",
                 warned: .nothing, region: "PL"),
    ])
    func whatStaysInTheTitle(_ row: ClassRow) { row.check() }
}
