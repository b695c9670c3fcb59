import Testing
import TaskDraftKit
@testable import TaskDraftModels

@Suite struct ModelAnswerTests {
    let context = DraftingFixtures.context()

    func answer(_ fields: [String: String]) -> String {
        var object: [String: String] = ["title": "\"Call Anna\"", "notes": "null", "due": "null", "due_date": "null",
                                        "priority": "\"normal\"", "project": "null", "tags": "[]", "recurrence": "null"]
        for (key, value) in fields { object[key] = value }
        return "{" + object.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    func invalid(_ text: String) -> String? {
        do {
            _ = try ModelAnswer.draft(from: text, context: context, backend: "llama")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aValidAnswerBecomesANormalisedDraft() throws {
        let draft = try ModelAnswer.draft(from: answer(["due": "\"2026-12-03T15:00:00+03:00\"", "tags": "[\"#Sales\", \"sales\", \"Q4 plan\"]",
                                                        "priority": "\"high\"", "recurrence": "\"FREQ=WEEKLY;BYDAY=MO\""]),
                                          context: context, backend: "llama")
        #expect(draft.title == "Call Anna")
        #expect(draft.due?.description == "2026-12-03T15:00:00+03:00")
        #expect(draft.tags == ["sales", "q4-plan"])
        #expect(draft.priority == .high)
        #expect(draft.recurrence?.rrule == "FREQ=WEEKLY;BYDAY=MO")
        #expect(draft.backend == "llama")
        #expect(draft.warnings.isEmpty)
    }

    @Test func proseAndCodeFencesAroundTheObjectAreTolerated() throws {
        let draft = try ModelAnswer.draft(from: "Here you go:\n```json\n" + answer([:]) + "\n```", context: context, backend: "m")
        #expect(draft.title == "Call Anna")
    }

    @Test func theSameDayTwiceKeepsTheTime() throws {
        let draft = try ModelAnswer.draft(from: answer(["due": "\"2026-12-03T15:00:00+03:00\"", "due_date": "\"2026-12-03\""]),
                                          context: context, backend: "m")
        #expect(draft.due?.description == "2026-12-03T15:00:00+03:00")
    }

    @Test func everyBrokenRuleIsNamed() {
        let long = String(repeating: "x", count: DraftSchema.maximumTitleLength + 1)
        let cases: [(String, String)] = [
            ("", "empty"),
            ("{\"title\": \"Call", "not valid JSON"),
            ("[1]", "not a JSON object"),
            (answer(["title": "\"  \""]), "title is empty"),
            (answer(["title": "\"\(long)\""]), "at most \(DraftSchema.maximumTitleLength)"),
            (answer(["priority": "\"urgent!!\""]), "priority"),
            (answer(["due": "\"tomorrow\""]), "due"),
            (answer(["due": "\"2026-12-03T15:00:00+00:00\""]), "offset +00:00"),
            (answer(["due": "\"2026-12-03T15:00:00+03:00\"", "due_date": "\"2026-12-04\""]), "not both"),
            (answer(["due_date": "\"2026-13-40\""]), "due_date"),
            (answer(["due_date": "\"1500-01-01\""]), "in the past"),
            (answer(["due_date": "\"2099-01-01\""]), "years ahead"),
            (answer(["recurrence": "\"every day\""]), "recurrence"),
            (answer(["tags": "\"a\""]).replacingOccurrences(of: "\"tags\": \"a\"", with: "\"tags\": 5"), "tags"),
            (answer(["extra": "1"]), "not a draft field"),
            ("{\"title\": \"x\"}", "missing"),
        ]
        for (text, expected) in cases {
            let message = invalid(text)
            #expect(message?.contains(expected) == true, "\(text) → \(message ?? "accepted")")
        }
    }
}

@Suite struct DraftCrossCheckTests {
    let context = DraftingFixtures.context()
    let check = DraftCrossCheck()

    @Test func aDeadlineTheWordsLackIsDropped() {
        let proposed = TaskDraft(title: "Buy milk", due: .date(CivilDate(year: 2026, month: 12, day: 5)), backend: "llama")
        let checked = check.check(proposed, words: "buy milk", context: context)
        #expect(checked.due == nil)
        #expect(checked.warnings.count == 1)
        #expect(checked.warnings[0].hasPrefix(DraftCrossCheck.inventedDeadline))
        #expect(checked.warnings[0].contains("2026-12-05"))
    }

    @Test func whenBothReadADeadlineAndDisagreeTheBuiltinOneIsKept() {
        let proposed = TaskDraft(title: "Submit the report", due: .dateTime(moscow(2026, 12, 4, 9)), backend: "llama")
        let checked = check.check(proposed, words: "submit the report tomorrow at 15:00", context: context)
        #expect(checked.due == .dateTime(moscow(2026, 12, 3, 15)))
        #expect(checked.warnings == ["the model read the deadline as 2026-12-04T09:00:00+03:00; kept 2026-12-03T15:00:00+03:00 from your words"])
    }

    @Test func agreeingDeadlinesPassUntouched() {
        let proposed = TaskDraft(title: "Submit the report", due: .dateTime(moscow(2026, 12, 3, 15)), backend: "llama")
        let checked = check.check(proposed, words: "submit the report tomorrow at 15:00", context: context)
        #expect(checked == proposed)
    }

    @Test func aDeadlineTheModelLeftOutIsRestored() {
        let proposed = TaskDraft(title: "Позвонить Анне", backend: "llama")
        let checked = check.check(proposed, words: "Позвонить Анне завтра в 10:00", context: context)
        #expect(checked.due == .dateTime(moscow(2026, 12, 3, 10)))
        #expect(checked.warnings.count == 1)
    }

    /// Issue 14: the real small model drafted "Call Anna next Friday at 3pm #sales" as title,
    /// notes and project "Sales", high priority and a weekly Monday habit; none of it is in the words.
    @Test func fieldsTheWordsDoNotSupportAreDropped() {
        let proposed = TaskDraft(title: "Sales", notes: "Sales", due: .dateTime(moscow(2026, 12, 11, 15)), priority: .high,
                                 project: "Sales", tags: ["sales", "crm"],
                                 recurrence: Recurrence(frequency: .weekly, byDay: [.monday]), backend: "llama")
        let checked = check.check(proposed, words: "Call Anna next Friday at 3pm #sales", context: context)
        #expect(checked.title == "Call Anna")
        #expect(checked.notes == nil)
        #expect(checked.priority == .normal)
        #expect(checked.project == nil)
        #expect(checked.tags == ["sales"])
        #expect(checked.recurrence == nil)
        #expect(checked.due == .dateTime(moscow(2026, 12, 11, 15)))
        #expect(checked.warnings.count == 6, "\(checked.warnings)")
    }

    @Test func whatTheWordsSupportStaysTheModels() {
        // A better title that keeps the task's words, a tag and a project named in the words.
        let proposed = TaskDraft(title: "Send the quarterly report to Anna", notes: "quarterly numbers for Anna", priority: .high,
                                 project: "Reports", tags: ["report"], recurrence: Recurrence(frequency: .weekly, byDay: [.friday]),
                                 backend: "llama")
        let words = "urgent: send Anna the quarterly report every Friday for reports"
        let checked = check.check(proposed, words: words, context: context)
        #expect(checked.title == proposed.title)
        #expect(checked.notes == proposed.notes)
        #expect(checked.priority == .high)
        #expect(checked.project == "Reports")
        #expect(checked.tags.contains("report"))
        #expect(checked.recurrence == Recurrence(frequency: .weekly, byDay: [.friday]))
        #expect(!checked.warnings.contains { $0.contains("dropped") }, "\(checked.warnings)")
    }

    @Test func fieldsTheWordsNameAndTheModelLeftOutAreRestored() {
        let proposed = TaskDraft(title: "Стендап", backend: "llama")
        let checked = check.check(proposed, words: "Стендап каждую пятницу срочно #team", context: context)
        #expect(checked.recurrence == Recurrence(frequency: .weekly, byDay: [.friday]))
        #expect(checked.priority == .high)
        #expect(checked.tags.contains("team"))
    }

    func moscow(_ y: Int, _ m: Int, _ d: Int, _ h: Int) -> ZonedDateTime {
        DraftingFixtures.moscow.zoned(LocalDateTime(date: CivilDate(year: y, month: m, day: d), time: LocalTime(hour: h, minute: 0)))
    }
}
