import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Words whose title runs past `TaskDraft.maximumTitleLength` (200 characters) are drafted, not
/// refused: the title is cut at the last end of a clause (". ", "; ", ": ", " — ", ", ") within
/// the limit, else at the last space, ending on no space or punctuation; the words are kept
/// whole in the notes, after any notes already read, and the draft says the title was cut. A
/// single word past the limit has nowhere to cut and is left for the draft's check to refuse;
/// a title of 200 characters, combining marks and all, is untouched. Written from the rule, per
/// language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct LongTitleClassTests {
    struct Row: CustomStringConvertible, Sendable {
        let text: String
        /// The draft's title; nil where the words' title is past the limit and left whole.
        let title: String?
        var region = "RU"
        var due = "-"
        var description: String { String(text.prefix(40)) }

        func check() {
            let draft = BuiltinParser().parse(text, context: ParserFixtures.context(region: region))
            #expect(ClassRow.text(draft.due) == due, "due of \(self)")
            let cut = draft.warnings.contains(ParserWarning.titleCut(most: TaskDraft.maximumTitleLength))
            guard let title else {
                #expect(!cut && draft.notes == nil, "\(self) was cut to \(draft.title)")
                #expect(throws: DraftError.titleTooLong(draft.title.count)) { try draft.validated() }
                return
            }
            #expect(draft.title == title, "title of \(self)")
            #expect((try? draft.validated()) != nil, "\(self) is refused")
            let wasLong = text.count > TaskDraft.maximumTitleLength
            #expect(cut == wasLong, "warnings of \(self): \(draft.warnings.map(\.english))")
            #expect(draft.notes == (wasLong ? text : nil), "notes of \(self)")
        }
    }

    /// A sentence with a clause end within the limit is cut at the last one.
    @Test(arguments: [
        Row(text: "Ask the landlord to fix the heating in the flat, replace the broken window in the kitchen and check the smoke "
                + "alarms in every room; then call the insurer about the water damage in the hall and send them the photos of the ceiling",
            title: "Ask the landlord to fix the heating in the flat, replace the broken window in the kitchen and check the smoke "
                + "alarms in every room", region: "US"),
        Row(text: "Ask the landlord about the heating — the radiators in the bedroom and the living room have been cold and noisy "
                + "since the autumn and the boiler in the hall loses pressure again and again which the plumber could not explain at all",
            title: "Ask the landlord about the heating", region: "US"),
        Row(text: "Попросить арендодателя починить отопление в квартире, заменить разбитое окно на кухне и проверить датчики дыма "
                + "во всех комнатах; потом позвонить в страховую насчёт протечки в коридоре и отправить им фотографии потолка",
            title: "Попросить арендодателя починить отопление в квартире, заменить разбитое окно на кухне и проверить датчики дыма "
                + "во всех комнатах"),
        Row(text: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu, wymianę zbitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach; potem zadzwonić do ubezpieczyciela w sprawie zalania w przedpokoju i wysłać zdjęcia sufitu",
            title: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu, wymianę zbitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach", region: "PL"),
    ])
    func aLongSentenceIsCutAtItsLastClauseEnd(_ row: Row) { row.check() }

    /// A sentence of words and spaces alone is cut at the last space within the limit, a word
    /// one character past it included; the date the words say is read all the same.
    @Test(arguments: [
        Row(text: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check the smoke "
                + "alarms in every room and call the insurer about the water damage in the hall and send them the photos of the ceiling",
            title: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check the smoke "
                + "alarms in every room and call the insurer about the water damage in the hall and send", region: "US"),
        Row(text: "Tomorrow ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check "
                + "the smoke alarms in every room and call the insurer about the water damage in the hall and send them the photos",
            title: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check "
                + "the smoke alarms in every room and call the insurer about the water damage in the hall and send", region: "US",
            due: "2026-12-03"),
        Row(text: "Попросить арендодателя починить отопление в квартире и заменить разбитое окно на кухне и проверить датчики дыма "
                + "во всех комнатах и позвонить в страховую насчёт протечки в коридоре и отправить им фотографии потолка",
            title: "Попросить арендодателя починить отопление в квартире и заменить разбитое окно на кухне и проверить датчики дыма "
                + "во всех комнатах и позвонить в страховую насчёт протечки в коридоре и отправить им"),
        Row(text: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu i wymianę zbitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach i zadzwonić do ubezpieczyciela w sprawie zalania w przedpokoju i wysłać zdjęcia sufitu",
            title: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu i wymianę zbitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach i zadzwonić do ubezpieczyciela w sprawie zalania w", region: "PL"),
    ])
    func aLongSentenceWithoutAClauseEndIsCutAtItsLastSpace(_ row: Row) { row.check() }

    /// At the limit and one past it: 200 characters are untouched, the Russian with a stress
    /// mark that makes it 201 scalars; 201 lose their last word.
    @Test(arguments: [
        Row(text: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check the smoke "
                + "alarms in every room and call the insurer about the water damage in the hall and report",
            title: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check the smoke "
                + "alarms in every room and call the insurer about the water damage in the hall and report", region: "US"),
        Row(text: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check the smoke "
                + "alarms in every room and call the insurer about the water damage in the hall and respond",
            title: "Ask the landlord to fix the heating in the flat and replace the broken window in the kitchen and check the smoke "
                + "alarms in every room and call the insurer about the water damage in the hall and", region: "US"),
        Row(text: "Попроси\u{301}ть арендодателя починить отопление в квартире и заменить разбитое окно на кухне и проверить датчики "
                + "дыма во всех комнатах и позвонить в страховую насчёт протечки в коридоре и отправить им отчёт",
            title: "Попроси\u{301}ть арендодателя починить отопление в квартире и заменить разбитое окно на кухне и проверить датчики "
                + "дыма во всех комнатах и позвонить в страховую насчёт протечки в коридоре и отправить им отчёт"),
        Row(text: "Попросить арендодателя починить отопление в квартире и заменить разбитое окно на кухне и проверить датчики дыма "
                + "во всех комнатах и позвонить в страховую насчёт протечки в коридоре и отправить им отчёты",
            title: "Попросить арендодателя починить отопление в квартире и заменить разбитое окно на кухне и проверить датчики дыма "
                + "во всех комнатах и позвонить в страховую насчёт протечки в коридоре и отправить им"),
        Row(text: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu i wymianę wybitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach i zadzwonić do ubezpieczyciela w sprawie zalania przedpokoju",
            title: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu i wymianę wybitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach i zadzwonić do ubezpieczyciela w sprawie zalania przedpokoju", region: "PL"),
        Row(text: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu i wymianę wybitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach i zadzwonić do ubezpieczyciela w sprawie zalania przedpokojów",
            title: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu i wymianę wybitej szyby w kuchni i sprawdzenie czujników "
                + "dymu we wszystkich pokojach i zadzwonić do ubezpieczyciela w sprawie zalania", region: "PL"),
    ])
    func aTitleAtTheLimitIsUntouchedAndOnePastItIsCut(_ row: Row) {
        #expect([200, 201].contains(row.text.count), "\(row) is \(row.text.count) characters, not at the limit or one past it")
        row.check()
    }

    /// Must not: a single word past the limit is not cut (nothing sensible is left), nor does
    /// a short sentence get notes or the warning.
    @Test(arguments: [
        Row(text: String(repeating: "Pneumonoultramicroscopicsilicovolcanoconiosis", count: 5), title: nil, region: "US"),
        Row(text: String(repeating: "Превысокомногорассмотрительствующий", count: 6), title: nil),
        Row(text: String(repeating: "Konstantynopolitańczykowianeczka", count: 7), title: nil, region: "PL"),
        Row(text: "Ask the landlord to fix the heating, then call the insurer", title: "Ask the landlord to fix the heating, then call the insurer",
            region: "US"),
        Row(text: "Позвонить в страховую: протечка в коридоре", title: "Позвонить в страховую: протечка в коридоре"),
        Row(text: "Zadzwonić do ubezpieczyciela; zalanie w przedpokoju", title: "Zadzwonić do ubezpieczyciela; zalanie w przedpokoju",
            region: "PL"),
    ])
    func whatIsNotCut(_ row: Row) { row.check() }

    /// Words whose title is not to be the task's (an import record's text beside its own title)
    /// are read whole: the title is left past the limit, with no note or warning of a cut, and
    /// the date and the notes the words give are read all the same. Must not: the same words
    /// read as the task's title are cut.
    @Test(arguments: [
        Row(text: "Tomorrow ask the landlord to fix the heating in the flat, replace the broken window in the kitchen and check the "
                + "smoke alarms in every room; then call the insurer about the water damage in the hall and send them the photos",
            title: "Ask the landlord to fix the heating in the flat, replace the broken window in the kitchen and check the "
                + "smoke alarms in every room; then call the insurer about the water damage in the hall and send them the photos",
            region: "US", due: "2026-12-03"),
        Row(text: "Завтра попросить арендодателя починить отопление в квартире, заменить разбитое окно на кухне и проверить датчики "
                + "дыма во всех комнатах; потом позвонить в страховую насчёт протечки в коридоре и отправить им фотографии",
            title: "Попросить арендодателя починить отопление в квартире, заменить разбитое окно на кухне и проверить датчики "
                + "дыма во всех комнатах; потом позвонить в страховую насчёт протечки в коридоре и отправить им фотографии",
            due: "2026-12-03"),
        Row(text: "Jutro poprosić właściciela o naprawę ogrzewania w mieszkaniu, wymianę zbitej szyby w kuchni i sprawdzenie "
                + "czujników dymu we wszystkich pokojach; potem zadzwonić do ubezpieczyciela w sprawie zalania w przedpokoju",
            title: "Poprosić właściciela o naprawę ogrzewania w mieszkaniu, wymianę zbitej szyby w kuchni i sprawdzenie "
                + "czujników dymu we wszystkich pokojach; potem zadzwonić do ubezpieczyciela w sprawie zalania w przedpokoju",
            region: "PL", due: "2026-12-03"),
        Row(text: String(repeating: "Repaint the fence ", count: 12) + "t:2026-12-20",
            title: Array(repeating: "Repaint the fence", count: 12).joined(separator: " "), region: "US"),
    ])
    func wordsWhoseTitleIsGivenAreNotCut(_ row: Row) throws {
        let context = ParserFixtures.context(region: row.region)
        let draft = BuiltinParser().parse(row.text, context: context, cuttingLongTitle: false)
        let title = try #require(row.title)
        #expect(draft.title == title && !TaskDraft.titleLimit.admits(title), "title of \(row): \(draft.title)")
        #expect(ClassRow.text(draft.due) == row.due, "due of \(row)")
        #expect(!draft.warnings.contains(where: LongTitle.isCut), "warnings of \(row): \(draft.warnings.map(\.english))")
        #expect(draft.notes == (row.text.hasSuffix("t:2026-12-20") ? "threshold (todo.txt t:) 2026-12-20" : nil), "notes of \(row)")
        let cut = BuiltinParser().parse(row.text, context: context)
        #expect(cut.warnings.contains(where: LongTitle.isCut) && TaskDraft.titleLimit.admits(cut.title), "\(row) read as the title")
    }

    /// Notes the words themselves gave (todo.txt's `t:`) come first, the words after them.
    @Test func theWordsFollowTheNotesAlreadyRead() {
        let words = String(repeating: "Repaint the fence ", count: 12) + "t:2026-12-20"
        let draft = BuiltinParser().parse(words, context: ParserFixtures.context(region: "US"))
        #expect(draft.notes == "threshold (todo.txt t:) 2026-12-20\n" + words)
        #expect(draft.title.count <= TaskDraft.maximumTitleLength && draft.title.hasSuffix("fence"), "\(draft.title)")
    }
}
