import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A `+word` among Taskwarrior's attributes is a tag, whichever attribute was said: a date, a
/// priority, a repeat, a tag, a length, a parent or the tasks it waits for, in English, Russian
/// and Polish. With none, or only todo.txt's own `t:`, the first `+word` is the project as in
/// todo.txt, and a field said in words ("estimate 2h", "после задачи 4") is no attribute.
@Suite struct PlusWordAfterAttributeTests {
    static func draft(_ text: String) -> TaskDraft {
        BuiltinParser().parse(text, context: ParserFixtures.context(region: "RU"))
    }

    @Test(arguments: [
        "Ship it due:2026-12-20 +apollo",
        "Ship it priority:H +apollo",
        "Ship it recur:weekly +apollo",
        "Ship it tag:release +apollo",
        "Ship it scheduled:2026-12-20 +apollo",
        "Ship it wait:2026-12-20 +apollo",
        "Ship it estimate:2h +apollo",
        "Ship it est:2h +apollo",
        "Ship it +apollo estimate:2h",
        "Ship it parent:3 +apollo",
        "Ship it depends:3,5 +apollo",
        "Ship it +apollo depends:3",
        "Выпустить релиз estimate:2h +apollo",
        "Выпустить релиз parent:3 +apollo",
        "Выпустить релиз +apollo depends:4",
        "Wydać wersję estimate:45min +apollo",
        "Wydać wersję parent:3 +apollo",
        "Wydać wersję +apollo depends:2,7",
    ])
    func aPlusWordAmongAttributesIsATag(_ text: String) {
        let draft = Self.draft(text)
        #expect(draft.project == nil, "\(text): \(draft.project ?? "")")
        #expect(draft.tags.contains("apollo"), "\(text): \(draft.tags)")
    }

    @Test(arguments: [
        "Ship it +apollo",
        "Ship it t:2026-12-20 +apollo",
        "Ship it, estimate 2h, +apollo",
        "Ship it, subtask of 3, +apollo",
        "Ship it after task 3 +apollo",
        "Выпустить релиз +apollo",
        "Выпустить релиз, займёт 3 часа, +apollo",
        "Выпустить релиз после задачи 4 +apollo",
        "Wydać wersję +apollo",
        "Wydać wersję, zajmie 2 godziny, +apollo",
        "Wydać wersję, podzadanie zadania 3, +apollo",
    ])
    func aPlusWordWithNoAttributeIsTheProjectMustNot(_ text: String) {
        let draft = Self.draft(text)
        #expect(draft.project == "apollo", "\(text): \(draft.project ?? "none")")
        #expect(!draft.tags.contains("apollo"), "\(text): \(draft.tags)")
    }

    @Test func theFieldAnAttributeSetsIsKeptBesideTheTag() {
        let draft = Self.draft("Ship it estimate:2h parent:3 depends:5 +apollo +web")
        #expect(draft.estimate == Estimate(text: "2h"))
        #expect(draft.parent == .id(3))
        #expect(draft.depends == [TaskLink(id: 5)])
        #expect(draft.tags == ["apollo", "web"])
        #expect(draft.project == nil)
    }
}
