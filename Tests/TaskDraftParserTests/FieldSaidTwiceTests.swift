import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A field said twice in one sentence, in words and as its attribute, in English, Russian and
/// Polish: the tasks it waits for are joined, in the order said and each once; a length is the
/// first one said, never two lengths added, as a parent is (`ParentWordsTests`); a date attribute
/// said again replaces the first, as Taskwarrior reads its attributes.
@Suite struct FieldSaidTwiceTests {
    static func draft(_ text: String) -> TaskDraft {
        BuiltinParser().parse(text, context: ParserFixtures.context(region: "RU"))
    }

    @Test(arguments: [
        ("Send invitations after task 3 depends:5,3", "Send invitations", [Int64(3), 5]),
        ("Send invitations depends:5 after task 3 and after task 5", "Send invitations", [5, 3]),
        ("Send invitations after task 3 and after task 3", "Send invitations", [3]),
        ("Разослать приглашения после задачи 4 depends:2,4", "Разослать приглашения", [4, 2]),
        ("Wysłać zaproszenia po zadaniu 3 depends:7,3", "Wysłać zaproszenia", [3, 7]),
        ("Wysłać zaproszenia po zadaniu 3 i po zadaniu 3", "Wysłać zaproszenia", [3]),
    ])
    func theTasksItWaitsForAreJoinedInTheOrderSaid(_ text: String, _ title: String, _ ids: [Int64]) {
        let draft = Self.draft(text)
        #expect(draft.depends == ids.map { TaskLink(id: $0) }, "\(text)")
        #expect(draft.title == title, "\(text): \(draft.title)")
    }

    @Test(arguments: [
        ("Draft the memo, estimate 2h, estimate:30min", "2h"),
        ("Draft the memo estimate:30min ~2h", "30min"),
        ("Упаковать коробки estimate:1h, займёт 3 часа", "1h"),
        ("Draft the memo, займёт 2 часа, estimate:3h", "2h"),
        ("Spakować pudła, zajmie 2 godziny, estimate:45min", "2h"),
    ])
    func theLengthIsTheFirstOneSaid(_ text: String, _ length: String) {
        #expect(Self.draft(text).estimate == Estimate(text: length), "\(text)")
    }

    @Test(arguments: [
        ("Plan scheduled:2026-12-20 scheduled:2026-12-22", FieldLabel.start, 22),
        ("Zaplanować scheduled:2026-12-20 start:2026-12-21", .start, 21),
        ("Plan wait:2026-12-20 wait:2026-12-18", .wait, 18),
    ])
    func aDateAttributeSaidAgainReplacesTheFirst(_ text: String, _ field: FieldLabel, _ day: Int) {
        let date = FieldReading.moment(.date(CivilDate(year: 2026, month: 12, day: day)))
        #expect(field.reading(of: Self.draft(text)) == date, "\(text)")
    }
}
