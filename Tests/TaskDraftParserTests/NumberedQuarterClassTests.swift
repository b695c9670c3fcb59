import Testing
@testable import TaskDraftParser

/// A quarter named by its number ("in Q3", "by the end of Q1", "1 квартал", "до конца второго
/// квартала", "I kwartał", "w pierwszym kwartale", "do końca drugiego kwartału") reads as "the
/// third quarter" and "end of the quarter" do: its three months, next year's once this year's
/// is over, or a deadline at the end of its last working day. Now is Wednesday 2026-12-02.
@Suite struct NumberedQuarterClassTests {

    @Test(arguments: [
        ClassRow(text: "By the end of Q1 finish migration", due: "2027-03-31T18:00", title: "Finish migration", region: "US"),
        ClassRow(text: "Finish migration end of Q2 2028", due: "2028-06-30T18:00", title: "Finish migration", region: "US"),
        ClassRow(text: "Finish migration in Q3", due: "2027-09-30", start: "2027-07-01", title: "Finish migration", region: "US"),
        ClassRow(text: "Сдать отчёт 1 квартал", due: "2027-03-31", start: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в первом квартале", due: "2027-03-31", start: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "До конца второго квартала сдать отчёт", due: "2027-06-30T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Oddać raport I kwartał", due: "2027-03-31", start: "2027-01-01", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Oddać raport w pierwszym kwartale", due: "2027-03-31", start: "2027-01-01", title: "Oddać raport",
             region: "PL"),
        ClassRow(text: "Do końca drugiego kwartału oddać raport", due: "2027-06-30T18:00", title: "Oddać raport", region: "PL"),
    ])
    func aQuarterByItsNumber(_ c: ClassRow) { c.check() }

    /// "Q3" with no preposition before it is a name; "Q&A", "QA" and a lower-case "i" are words.
    @Test(arguments: [
        ClassRow(text: "Submit Q3 report by Friday", due: "2026-12-04", title: "Submit Q3 report", region: "US"),
        ClassRow(text: "Prepare the Q&A session", due: "-", title: "Prepare the Q&A session", region: "US"),
        ClassRow(text: "Hire a QA engineer", due: "-", title: "Hire a QA engineer", region: "US"),
        ClassRow(text: "Обсудить Q3 отчёт", due: "-", title: "Обсудить Q3 отчёт"),
        ClassRow(text: "Porównać raport i kwartał", due: "-", title: "Porównać raport i kwartał", region: "PL"),
    ])
    func mustNotParse(_ c: ClassRow) { c.check() }

    /// A quarter after "за" or "za", or after "for" following a report's noun, is what the task
    /// is about (a report's period, most often one that is over), not when it is due, as "отчёт
    /// за март" is: the words stay in the title, and a day said beside them is the due. A plan
    /// "for Q3" is still planned for the quarter.
    @Test(arguments: [
        ClassRow(text: "Сдать отчёт за 1 квартал", due: "-", title: "Сдать отчёт за 1 квартал"),
        ClassRow(text: "Сдать отчёт за первый квартал", due: "-", title: "Сдать отчёт за первый квартал"),
        ClassRow(text: "Сдать отчёт за I квартал 2026 года до пятницы", due: "2026-12-04", title: "Сдать отчёт за I квартал 2026 года"),
        ClassRow(text: "Oddać raport za 1 kwartał", due: "-", title: "Oddać raport za 1 kwartał", region: "PL"),
        ClassRow(text: "Oddać raport za pierwszy kwartał", due: "-", title: "Oddać raport za pierwszy kwartał", region: "PL"),
        ClassRow(text: "Send the report for Q1", due: "-", title: "Send the report for Q1", region: "US"),
        ClassRow(text: "Send the report for Q1 2026 by Friday", due: "2026-12-04", title: "Send the report for Q1 2026", region: "US"),
        ClassRow(text: "Send the report for the third quarter", due: "-", title: "Send the report for the third quarter", region: "US"),
        ClassRow(text: "Share the results for Q3", due: "-", title: "Share the results for Q3", region: "US"),
        ClassRow(text: "Plan hiring for Q3", due: "2027-09-30", start: "2027-07-01", title: "Plan hiring", region: "US"),
    ])
    func aQuarterTheTaskIsAboutIsNoDate(_ c: ClassRow) { c.check() }

    /// A half of a year after "за", "za" or a report's "for" is what the task is about, as a
    /// quarter is; "в", "w", "in" and a plan's "for" before it still read its six months.
    @Test(arguments: [
        ClassRow(text: "Сдать отчёт за второе полугодие", due: "-", title: "Сдать отчёт за второе полугодие"),
        ClassRow(text: "Сдать отчёт за первое полугодие 2026 года до пятницы", due: "2026-12-04",
                 title: "Сдать отчёт за первое полугодие 2026 года"),
        ClassRow(text: "Oddać raport za drugie półrocze", due: "-", title: "Oddać raport za drugie półrocze", region: "PL"),
        ClassRow(text: "Send the report for the second half of 2026", due: "-", title: "Send the report for the second half of 2026",
                 region: "US"),
        ClassRow(text: "Share the results for H1 2026", due: "-", title: "Share the results for H1 2026", region: "US"),
        ClassRow(text: "Сдать отчёт во втором полугодии", due: "2026-12-31", start: "2026-07-01", title: "Сдать отчёт"),
        ClassRow(text: "Oddać raport w drugim półroczu", due: "2026-12-31", start: "2026-07-01", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Plan hiring for the first half of 2027", due: "2027-06-30", start: "2027-01-01", title: "Plan hiring",
                 region: "US"),
    ])
    func aHalfOfAYearTheTaskIsAboutIsNoDate(_ c: ClassRow) { c.check() }

    /// The end of a half of a year ("до конца второго полугодия", "к концу первого полугодия 2027
    /// года", "do końca drugiego półrocza", "by the end of H2") is a deadline at the end of its
    /// last working day, as a quarter's end is, where the genitive ordinal read nothing. A half in
    /// the genitive with no end before it is what something is of ("отчёт второго полугодия"),
    /// no date, and "H2" alone is a name.
    @Test(arguments: [
        ClassRow(text: "До конца второго полугодия сдать отчёт", due: "2026-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "К концу первого полугодия 2027 года сдать отчёт", due: "2027-06-30T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца второй половины года", due: "2026-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Do końca drugiego półrocza oddać raport", due: "2026-12-31T18:00", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Oddać raport do końca pierwszego półrocza 2027", due: "2027-06-30T18:00", title: "Oddać raport",
                 region: "PL"),
        ClassRow(text: "By the end of H2 finish migration", due: "2026-12-31T18:00", title: "Finish migration", region: "US"),
        ClassRow(text: "Finish migration by the end of the first half of 2027", due: "2027-06-30T18:00", title: "Finish migration",
                 region: "US"),
        ClassRow(text: "Сдать отчёт во второй половине года", due: "2026-12-31", start: "2026-07-01", title: "Сдать отчёт"),
        // Must not: a half something is of, a half in a name.
        ClassRow(text: "Сдать отчёт второго полугодия", due: "-", title: "Сдать отчёт второго полугодия"),
        ClassRow(text: "Oddać raport z drugiego półrocza", due: "-", title: "Oddać raport z drugiego półrocza", region: "PL"),
        ClassRow(text: "Finish H2 planning", due: "-", title: "Finish H2 planning", region: "US"),
    ])
    func theEndOfAHalfOfAYear(_ c: ClassRow) { c.check() }
}
