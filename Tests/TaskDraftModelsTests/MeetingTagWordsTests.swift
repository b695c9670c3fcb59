import Foundation
import TaskDraftKit
import Testing
@testable import TaskDraftModels
@testable import TaskDraftParser

/// A meeting is tagged "meeting" in every language the planner reads, in the forms a sentence
/// puts it in; Polish is written in Latin letters, which the vocabulary does not stem, so
/// vocabulary-pl.md lists each form of "spotkanie".
@Suite struct MeetingTagWordsTests {
    struct Row: CustomStringConvertible, Sendable {
        let text: String
        let tagged: Bool
        var description: String { text }
    }

    static let skills = SkillsLoader.load(directories: [ShippedSkillsTests.shipped]).skills

    static let rows: [Row] = [
        Row(text: "Prepare the meeting agenda", tagged: true),
        Row(text: "Notes for the standup", tagged: true),
        Row(text: "Подготовить повестку встречи", tagged: true),
        Row(text: "Перенести встречу с Анной", tagged: true),
        Row(text: "Spotkanie z Anną jutro", tagged: true),
        Row(text: "Przygotować agendę spotkania", tagged: true),
        Row(text: "Notatki ze spotkania zespołu", tagged: true),
        Row(text: "Zapytać o to na spotkaniu", tagged: true),
        Row(text: "Wysłać raport przed spotkaniem", tagged: true),
        Row(text: "Podsumować pięć spotkań", tagged: true),
        Row(text: "Przygotować się do spotkań z klientami", tagged: true),
        Row(text: "Notatki po spotkaniach", tagged: true),
        Row(text: "Zadzwonić do Anny", tagged: false),
        Row(text: "Spotkać się z Anną", tagged: false),
        Row(text: "Spotkałem Bob'a w sklepie", tagged: false),
        Row(text: "Kupić mleko", tagged: false),
        Row(text: "Call Bob", tagged: false),
        Row(text: "Позвонить Анне", tagged: false),
    ]

    @Test(arguments: rows) func aMeetingIsTaggedAndNothingElseIs(_ row: Row) {
        let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Warsaw")!,
                                   region: Region("PL"), skills: Self.skills)
        let tags = BuiltinParser().parse(row.text, context: context.readingContext).tags
        #expect(tags.contains("meeting") == row.tagged, "\(tags)")
    }
}
