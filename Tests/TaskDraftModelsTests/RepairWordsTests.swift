import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// What a repair request tells the model is wrong with its answer, word for word: every refusal
/// the validators make (one draft, several, a review) with the English the repair prompt quotes.
/// The wording is the model's; a change to it is a change to every repair prompt.
@Suite struct RepairWordsTests {
    static let context = DraftingFixtures.context()

    static func answer(_ fields: [String: String]) -> String {
        var object: [String: String] = ["title": "\"Call Anna\"", "notes": "null", "due": "null", "due_date": "null",
                                        "priority": "\"none\"", "project": "null", "tags": "[]", "recurrence": "null"]
        for (key, value) in fields { object[key] = value }
        return "{" + object.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    static func several(_ items: [String]) -> String { "{\"tasks\": [" + items.joined(separator: ", ") + "]}" }

    /// The words a repair prompt quotes for a refused answer.
    static func words(of error: InvalidAnswer) -> String { error.english }

    static func long(_ n: Int) -> String { "\"" + String(repeating: "a", count: n) + "\"" }

    static let draftRows: [(answer: String, words: String)] = [
        ("", "the answer is empty; expected a JSON object"),
        ("{\"title\": \"Call", "the answer is not valid JSON (unterminated string at line 1, column 11)"),
        ("[1]", "the answer is an array, not a JSON object"),
        ("{\"title\": \"x\"}", "notes is missing"),
        (answer(["title": "\"  \""]), "title is empty"),
        (answer(["due": "\"tomorrow\""]), "due: \"tomorrow\" is not an ISO 8601 date-time"),
        (answer(["extra": "1"]), "extra: is not a draft field"),
        (answer(["annotations": "[{\"entry\": \"2026-12-01T09:00:00+03:00\", \"text\": \"called\"}]"]),
         "annotations is not a field of the answer; give notes"),
        (answer(["notes": long(DraftSchema.maximumNotesLength + 1)]), "notes has 201 characters; at most 200"),
        (answer(["tags": "[" + (1...7).map { "\"t\($0)\"" }.joined(separator: ", ") + "]"]), "tags has 7 items; at most 6"),
        (answer(["tags": "[" + long(DraftSchema.maximumTagLength + 1) + "]"]),
         "tag \"" + String(repeating: "a", count: 33) + "\" is longer than 32 characters"),
        (answer(["due": "\"2026-12-03T15:00:00+00:00\""]),
         "due 2026-12-03T15:00:00+00:00 has offset +00:00; the user's zone Europe/Moscow is +03:00 then"),
        (answer(["due_date": "\"1950-01-01\""]), "due 1950-01-01 is in the past (today is 2026-12-02)"),
        (answer(["due_date": "\"2099-01-01\""]), "due 2099-01-01 is more than 4 years ahead"),
        (answer(["priority": "\"urgent!!\""]), "priority: \"urgent!!\" is not none, low, medium or high"),
        (answer(["priority": "\"High\""]), "priority \"High\" is not one of none, low, medium, high"),
    ]

    @Test func everyRefusalOfOneDraftIsWordedAsTheRepairPromptHasAlwaysQuotedIt() {
        for row in Self.draftRows {
            do throws(InvalidAnswer) {
                let draft = try ModelAnswer.draft(from: row.answer, context: Self.context, backend: "llama")
                Issue.record("\(row.answer) taken: \(draft.title)")
            } catch {
                #expect(Self.words(of: error) == row.words, "\(row.answer)")
            }
        }
    }

    static let ok = answer([:])
    static func sourced(_ source: String) -> String { String(answer([:]).dropLast()) + ", \"source\": \"\(source)\"}" }

    static let severalRows: [(shape: DraftShape, answer: String, words: String)] = [
        (.set, "{\"tasks\": ", "the answer is not valid JSON (unexpected end of input at line 1, column 10)"),
        (.set, "{\"items\": []}", "tasks is missing; expected {\"tasks\": [...]}"),
        (.set, several([]), "tasks has 0 items; expected 1 to 30"),
        (.plan, several([ok]), "tasks has 1 items; expected 3 to 10"),
        (.set, several(["5"]), "tasks[0] is not an object"),
        (.set, several([sourced("call Anna"), ok]), "tasks[1].source is missing"),
        (.plan, several([ok, ok, answer(["priority": "\"urgent!!\""])]),
         "tasks[2]: priority: \"urgent!!\" is not none, low, medium or high"),
    ]

    @Test func everyRefusalOfSeveralDraftsIsWordedAsTheRepairPromptHasAlwaysQuotedIt() {
        for row in Self.severalRows {
            do throws(InvalidAnswer) {
                let drafts = try ModelAnswer.drafts(from: row.answer, context: Self.context, backend: "llama", shape: row.shape)
                Issue.record("\(row.answer) taken: \(drafts.count)")
            } catch {
                #expect(Self.words(of: error) == row.words, "\(row.answer)")
            }
        }
    }

    static func verdict(_ step: String, _ kind: String, _ title: String, _ day: String) -> String {
        "{\"step\": \(step), \"verdict\": \(kind), \"title\": \(title), \"due_date\": \(day), \"reason\": null}"
    }
    static func reviews(_ items: [String]) -> String { "{\"reviews\": [" + items.joined(separator: ", ") + "]}" }
    static let kept = verdict("1", "\"ok\"", "null", "null")

    static let reviewRows: [(answer: String, words: String)] = [
        ("{\"reviews\": [", "the answer is not valid JSON (unexpected end of input at line 1, column 14)"),
        ("{}", "reviews is missing; expected {\"reviews\": [...]}"),
        (reviews([kept]), "reviews has 1 items; expected 2, one per draft"),
        (reviews([kept, "7"]), "reviews[1] is not an object"),
        (reviews([kept, kept]), "reviews[1].step must be a draft's number from 1 to 2, each once"),
        (reviews([kept, verdict("2", "\"maybe\"", "null", "null")]), "reviews[1].verdict must be ok or fix"),
        (reviews([kept, verdict("2", "\"fix\"", long(DraftSchema.maximumTitleLength + 1), "null")]),
         "reviews[1].title must be at most 120 characters of text"),
        (reviews([kept, verdict("2", "\"fix\"", "null", "\"2026-02-30\"")]), "reviews[1].due_date \"2026-02-30\" is not a day (YYYY-MM-DD)"),
        (reviews([kept, verdict("2", "\"fix\"", "null", "null")]), "reviews[1] says fix but gives no title or due_date"),
    ]

    @Test func everyRefusalOfAReviewIsWordedAsTheRepairPromptHasAlwaysQuotedIt() {
        let subject = ReviewSubject(drafts: [TaskDraft(title: "a"), TaskDraft(title: "b")], shape: .plan, words: "goal")
        for row in Self.reviewRows {
            do throws(InvalidAnswer) {
                let verdicts = try ModelAnswer.verdicts(from: row.answer, subject: subject)
                Issue.record("\(row.answer) taken: \(verdicts.count)")
            } catch {
                #expect(Self.words(of: error) == row.words, "\(row.answer)")
            }
        }
    }
}
