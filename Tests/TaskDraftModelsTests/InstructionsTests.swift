import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// What an HTTP model is told: the instructions (the moment, the rules, the Skills the words
/// use) and the draft schema, tightened to the session's zone.
@Suite struct InstructionsTests {
    @Test func instructionsCarryTheMomentTheRulesAndOnlyTheSkillsTheWordsUse() {
        var skills = Skills(terms: [Skills.Term(term: "КП", expansion: "коммерческое предложение", tags: ["sales"]),
                                    Skills.Term(term: "декларация", expansion: "налоговая декларация", tags: ["finance"]),
                                    Skills.Term(term: "NDA", expansion: "non-disclosure agreement")],
                            keepNames: ["Windows 11", "Q4"], tone: ["tone-ru.md": "Пиши по-деловому.", "tone-en.md": "Be brief."])
        skills.compile()
        let instructions = Instructions(context: DraftingFixtures.context(skills: skills))
        let ru = instructions.text(for: "Подготовить КП и подать декларацию для Windows 11", toolLimit: 0, schemaInPrompt: false)
        #expect(ru.contains("Wednesday 2026-12-02, 10:00, time zone Europe/Moscow (UTC+03:00)"))
        #expect(ru.contains("Thursday 2026-12-03"))
        #expect(ru.contains("due is null when the user names no deadline"))
        #expect(ru.contains("КП = коммерческое предложение (tags sales)"))
        #expect(ru.contains("декларация = налоговая декларация"))
        #expect(!ru.contains("NDA"))
        #expect(ru.contains("Never translate these names; keep them exactly as written: Windows 11."))
        #expect(ru.contains("Пиши по-деловому.") && !ru.contains("Be brief."))
        #expect(!ru.contains("search_tasks") && !ru.contains("JSON Schema:"))
        let en = instructions.text(for: "sign the NDA", toolLimit: 4, schemaInPrompt: true)
        #expect(en.contains("Be brief.") && en.contains("NDA = non-disclosure agreement"))
        #expect(en.contains("search_tasks or list_tasks") && en.contains("at most 4 calls"))
        #expect(en.contains("It must match this JSON Schema:"))
        // Words, not letters inside other words: no glossary line for what was not said.
        let inside = instructions.text(for: "Agenda for the КПП visit, Q45 numbers", toolLimit: 0, schemaInPrompt: false)
        #expect(!inside.contains("NDA") && !inside.contains("КП =") && !inside.contains("Q4"))
        let edges = instructions.text(for: "КП, NDA; отчёт за Q4", toolLimit: 0, schemaInPrompt: false)
        #expect(edges.contains("КП = коммерческое предложение") && edges.contains("NDA = non-disclosure agreement"))
        #expect(edges.contains("keep them exactly as written: Q4."))
    }

    /// Hours that share a time (morning and workday-start at 09:00) came in the dictionary's
    /// order, which differs from process to process: the same words made another request.
    @Test func workingHoursAreListedInOneOrder() {
        let hours: [String: LocalTime] = ["workday-start": LocalTime(hour: 9, minute: 0), "morning": LocalTime(hour: 9, minute: 0),
                                          "lunch": LocalTime(hour: 13, minute: 0), "dawn": LocalTime(hour: 6, minute: 0)]
        let text = Instructions(context: DraftingFixtures.context(skills: Skills(hours: hours)))
            .text(for: "call Anna", toolLimit: 0, schemaInPrompt: false)
        #expect(text.contains("- Working hours: dawn 06:00, morning 09:00, workday-start 09:00, lunch 13:00 ("))
    }

    @Test func theSchemaIsTightenedToTheSessionZone() throws {
        let schema = DraftSchema.schema(for: DraftingFixtures.context())
        let due = try #require(schema["properties"]?["due"]?["anyOf"]?.arrayValue?.first?["pattern"]?.stringValue)
        #expect(due.contains("\\+03:00"))
        #expect(due.contains("2026|2027"))
        #expect(schema["required"]?.arrayValue?.count == DraftSchema.fields.count)
        #expect(schema["additionalProperties"] == .bool(false))
        let berlin = DraftContext(now: DraftingFixtures.now, zone: Zone.named("Europe/Berlin")!, region: Region("DE"), skills: .none)
        let summer = try #require(DraftSchema.schema(for: berlin)["properties"]?["due"]?["anyOf"]?.arrayValue?.first?["pattern"]?.stringValue)
        #expect(summer.contains("\\+01:00") && summer.contains("\\+02:00"), "both offsets Berlin uses in the coming year")
    }

    /// The schema is made from the rows a model fills (`TaskField.ModelPart`): each key it
    /// requires has a property, in the same order, with the row's description, the zone's
    /// offsets put in its place; a row of a kind the schema has no shape for would fail here.
    @Test func theSchemaDescribesEveryKeyItRequiresFromTheRows() throws {
        let schema = DraftSchema.schema(for: DraftingFixtures.context())
        let properties = try #require(schema["properties"]?.objectValue)
        #expect(properties.members.map(\.key) == DraftSchema.fields)
        #expect(schema["required"]?.arrayValue?.compactMap(\.stringValue) == DraftSchema.fields)
        for member in properties.members {
            let description = member.value["description"]?.stringValue ?? member.value["anyOf"]?.arrayValue?.first?["description"]?.stringValue
            #expect(description?.isEmpty == false, "\(member.key)")
            #expect(description?.contains("{") == false, "\(member.key): \(description ?? "")")
        }
        #expect(DraftSchema.optionalFields.isSubset(of: DraftSchema.fields))
        #expect(DraftSchema.fields.first == "title" && !DraftSchema.optionalFields.contains("title"))
    }
}
