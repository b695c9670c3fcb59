import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// «Сделать до пятницы» (issue 29): once the date is taken, a verb of doing alone says nothing of
/// the task, so the draft has no title, as when nothing is left, and a warning names the verb.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        ("сделать до пятницы", "Сделать", "2026-12-04", "RU"),
        ("Сделать это до пятницы", "Сделать это", "2026-12-04", "RU"),
        ("выполнить завтра", "Выполнить", "2026-12-03", "RU"),
        ("do it by Friday", "Do it", "2026-12-04", "US"),
        ("Make it tomorrow", "Make it", "2026-12-03", "US"),
        ("zrobić do piątku", "Zrobić", "2026-12-04", "PL"),
        ("Zrobić to jutro", "Zrobić", "2026-12-03", "PL"),  // "to" goes with the date after it
    ])
    func aVerbOfDoingAloneIsNoTitle(_ text: String, _ verb: String, _ due: String, _ region: String) {
        let draft = Self.draft(text, region: region)
        #expect(!draft.hasTitle, "\(text): \(draft.title)")
        #expect(draft.title == TaskDraft.placeholderTitle, "\(text)")
        #expect(draft.warnings == [DraftWarning(TitleWarning.onlyAVerb(verb))], "\(text): \(draft.warnings)")
        #expect(draft.onlyAVerb == verb, "\(text)")
        #expect(ClassRow.text(draft.due) == due, "\(text)")
    }

    @Test(arguments: [
        // With its object the verb is the title's.
        ("Сделать отчёт до пятницы", "Сделать отчёт", "RU"),
        ("Do the laundry by Friday", "Do the laundry", "US"),
        ("Zrobić zakupy do piątku", "Zrobić zakupy", "PL"),
        // A field's noun alone before its moment names the task; a verb of starting with more is a title.
        ("Старт 14 марта", "Старт", "RU"),
        ("Начать ремонт в понедельник", "Начать ремонт", "RU"),
        ("Start the audit on Monday", "Start the audit", "US"),
    ])
    func aVerbWithMoreIsATitle(_ text: String, _ title: String, _ region: String) {
        let draft = Self.draft(text, region: region)
        #expect(draft.title == title, "\(text)")
        #expect(draft.warnings.isEmpty, "\(text): \(draft.warnings)")
        #expect(draft.onlyAVerb == nil, "\(text)")
    }

    /// "Start Monday", «Начать в понедельник», «Zacząć w poniedziałek» (issue 29): a verb of
    /// starting and its moment, nothing else, is a start with no title, warned of as a verb of
    /// doing alone is; no due is made of the start.
    @Test(arguments: [
        ("Start Monday", "Start", "2026-12-07", "US"),
        ("start on Monday", "Start", "2026-12-07", "US"),
        ("Начать в понедельник", "Начать", "2026-12-07", "RU"),
        ("начать с понедельника", "Начать", "2026-12-07", "RU"),
        ("Zacząć w poniedziałek", "Zacząć", "2026-12-07", "PL"),
        ("Zacznij od poniedziałku", "Zacznij", "2026-12-07", "PL"),
    ])
    func aVerbOfStartingAloneIsAStartWithNoTitle(_ text: String, _ verb: String, _ start: String, _ region: String) {
        let draft = Self.draft(text, region: region)
        #expect(!draft.hasTitle, "\(text): \(draft.title)")
        #expect(draft.warnings == [DraftWarning(TitleWarning.onlyAVerb(verb))], "\(text): \(draft.warnings)")
        #expect(draft.onlyAVerb == verb, "\(text)")
        #expect(ClassRow.text(draft.start) == start, "\(text)")
        #expect(draft.due == nil, "\(text): \(ClassRow.text(draft.due))")
    }
}
