import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// "Do" opening a sentence, capitalised, before an English word is the English verb, where a
/// day after it took it as the Polish "do" ("until"): "Do first thing tomorrow" was titled "Do
/// first thing" with no time, "Do tomorrow" had "nothing was left for a title". Before a Polish
/// word or a date ("Do piątku zrobić raport") it is still "until". Now is Wednesday 2026-12-02
/// 10:00.
@Suite struct OpeningDoClassTests {
    @Test(arguments: [
        ClassRow(text: "Do laundry tomorrow", due: "2026-12-03", title: "Do laundry", warned: .nothing, region: "US"),
        ClassRow(text: "Do taxes by Friday", due: "2026-12-04", title: "Do taxes", warned: .nothing, region: "US"),
        ClassRow(text: "Do the dishes first thing tomorrow", due: "2026-12-03T09:00", title: "Do the dishes", region: "US"),
        // As "Write Friday report": the day is read, and the title keeps it, since it may be a name.
        ClassRow(text: "Do Friday report", due: "2026-12-04", title: "Do Friday report", region: "US"),
    ])
    func theVerbWithItsObjectIsTheTitle(_ row: ClassRow) { row.check() }

    /// The lexicon's English weekdays and months, abbreviated and plural as well, take "Do" as the
    /// verb as the full names do: "Do Fri report" is "Do Fri report" due Friday, where it was
    /// "Report" with "Do Fri" read as "until Friday". A weekday that is also a word ("Sat",
    /// "Sun") is no day after the verb, as after "Write".
    @Test(arguments: [
        ClassRow(text: "Do Fri report", due: "2026-12-04", title: "Do Fri report", region: "US"),
        ClassRow(text: "Do Thurs report", due: "2026-12-03", title: "Do Thurs report", region: "US"),
        ClassRow(text: "Do Mon standup notes", due: "2026-12-07", title: "Do Mon standup notes", region: "US"),
        ClassRow(text: "Do Jan 15 review", due: "2027-01-15", title: "Do review", warned: .nothing, region: "US"),
        ClassRow(text: "Do Sept 1 report", due: "2027-09-01", title: "Do report", warned: .nothing, region: "US"),
        ClassRow(text: "Do Dec 3 taxes", due: "2026-12-03", title: "Do taxes", warned: .nothing, region: "US"),
        ClassRow(text: "Do January 15 review", due: "2027-01-15", title: "Do review", warned: .nothing, region: "US"),
        ClassRow(text: "Do Jan review", title: "Do Jan review", warned: .nothing, region: "US"),
        ClassRow(text: "Do Sun salutations", title: "Do Sun salutations", warned: .nothing, region: "US"),
        ClassRow(text: "Do Sat chores", title: "Do Sat chores", warned: .nothing, region: "US"),
    ])
    func theVerbBeforeAnAbbreviatedDayIsTheTitle(_ row: ClassRow) { row.check() }

    /// The verb alone before its day asks for a title, as "Do it first thing tomorrow" does, and
    /// "first thing" after it is the verb's time, as after "Call".
    @Test(arguments: [
        ("Do first thing tomorrow", "2026-12-03T09:00"),
        ("Do tomorrow", "2026-12-03"),
        ("Do Friday", "2026-12-04"),
    ])
    func theVerbAloneBeforeItsDayAsksForATitle(_ text: String, _ due: String) {
        let draft = BuiltinParser().parse(text, context: ParserFixtures.context(region: "US", now: ParserFixtures.now))
        #expect(draft.title == TaskDraft.placeholderTitle, "\(text)")
        #expect(draft.warnings == [DraftWarning(TitleWarning.onlyAVerb("Do"))], "\(text): \(draft.warnings)")
        #expect(ClassRow.text(draft.due) == due, "\(text)")
    }

    /// Must not: before a Polish word or a date "do" is "until", capitalised or not.
    @Test(arguments: [
        ClassRow(text: "Do piątku zrobić raport", due: "2026-12-04", title: "Zrobić raport", region: "PL"),
        ClassRow(text: "do piątku zrobić raport", due: "2026-12-04", title: "Zrobić raport", region: "PL"),
        ClassRow(text: "Do jutra wysłać fakturę", due: "2026-12-03", title: "Wysłać fakturę", region: "PL"),
        ClassRow(text: "Do poniedziałku wysłać raport", due: "2026-12-07", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Do 20 grudnia oddać raport", due: "2026-12-20", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Do pt wysłać raport", due: "2026-12-04", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Do sob. posprzątać", due: "2026-12-05", title: "Posprzątać", region: "PL"),
        ClassRow(text: "Do stycznia oddać raport", due: "2027-01-31", start: "2027-01-01", title: "Oddać raport", region: "PL"),
    ])
    func beforeAPolishWordOrADateItIsUntil(_ row: ClassRow) { row.check() }
}
