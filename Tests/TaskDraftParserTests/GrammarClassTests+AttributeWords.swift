import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Taskwarrior's attributes among a new task's words (issue 29), read by every name `modify`
/// reads (`TaskField.attributeNameGroups`): "Write memo sched:mon due:fri" left "sched" in the
/// title, `recurrence:` and `start:` were read by accident or not at all. Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        ClassRow(text: "Write memo start:mon due:2026-12-11", due: "2026-12-11", start: "2026-12-07", title: "Write memo",
                 estimate: "-", warned: .nothing, region: "US"),
        ClassRow(text: "Write memo sched:mon due:fri", due: "2026-12-04", start: "2026-12-07", title: "Write memo",
                 estimate: "-", warned: .nothing, region: "US"),
        ClassRow(text: "Написать записку scheduled:2026-12-07 due:2026-12-11", due: "2026-12-11", start: "2026-12-07",
                 title: "Написать записку", estimate: "-", warned: .nothing),
        ClassRow(text: "Napisać notatkę Sched:2026-12-07T09:00 est:2h", start: "2026-12-07T09:00", title: "Napisać notatkę",
                 estimate: "PT2H", warned: .nothing, region: "PL"),
    ])
    func everyNameOfTheStartIsRead(_ row: ClassRow) { row.check() }

    @Test func everyAttributeModifyReadsIsReadInANewTasksWords() {
        let draft = Self.draft("Write memo wait:2026-12-05 dep:3,4 recurrence:weekly pri:H proj:Work est:90min parent:7",
                               region: "US")
        #expect(draft.title == "Write memo")
        #expect(ClassRow.text(draft.wait) == "2026-12-05")
        #expect(draft.depends.map(\.id) == [3, 4])
        #expect(draft.recurrence?.frequency == .weekly)
        #expect(draft.priority == .high)
        #expect(draft.project == "Work")
        #expect(draft.estimate?.description == "PT1H30M")
        #expect(draft.parent == .id(7))
        #expect(draft.warnings.isEmpty, "\(draft.warnings)")
    }

    /// Every name `modify` reads is one attribute word to the tokenizer, however it is spelled;
    /// a name that sets no field of a new task (`notes:`, `status:`) stays in the title.
    @Test func theTokenizerKeepsEveryAttributeNameWhole() {
        for name in TaskField.attributeNameGroups.joined() {
            let tokens = Tokenizer.tokenize("Write memo \(name.uppercased()):x")
            #expect(tokens.last?.kind == .attribute, "\(name)")
        }
        #expect(Self.draft("Write memo status:done notes:later", region: "US").title == "Write memo status:done notes:later")
    }

    /// A value its field cannot take is no field and no date: the word stays, and is left for
    /// `add` to refuse as `modify` does (`Analysis.unreadAttributes`).
    @Test(arguments: ["sched:xyz", "start:soonish", "recurrence:xyz", "est:-5h"])
    func aValueTheFieldCannotTakeIsUnread(_ word: String) {
        let analysis = BuiltinParser().analyze("Write memo " + word, context: ParserFixtures.context(region: "US"))
        #expect(analysis.draft.start == nil && analysis.draft.recurrence == nil && analysis.draft.estimate == nil, "\(word)")
        #expect(analysis.unreadAttributes.map { $0.name + ":" + $0.value } == [word])
    }
}
