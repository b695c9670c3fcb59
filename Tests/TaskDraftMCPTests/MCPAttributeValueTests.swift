import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// What `add` and `modify` refuse, an agent's tools refuse too (issue 29): an attribute in
/// `text` whose value its field cannot take (`due:xyz`, `priority:urgentish`, `estimate:-5h`,
/// `wait:soonish`) is a tool error naming the field, never title words, and a field given as
/// an argument with such a value is one naming the argument; in every case nothing is written.
@Suite struct MCPAttributeValueTests {
    /// Words of a task's text, and the field each one's refusal names.
    static let badWords: [(word: String, field: String)] = [
        ("due:xyz", "due"), ("Due:xyz", "due"), ("priority:urgentish", "priority"), ("pri:Z", "priority"),
        ("estimate:-5h", "estimate"), ("est:0", "estimate"), ("wait:soonish", "wait"), ("scheduled:xyz", "start"),
        ("recur:whenever", "recurrence"), ("depends:0", "depends"),
        // Hostile: a value of 9,000 characters (longer words are refused whole, `TaskDraft.wordsLimit`),
        // a terminal escape, a right-to-left override, a NUL.
        ("due:" + String(repeating: "x", count: 9_000), "due"), ("priority:\u{1B}[31mred", "priority"),
        ("wait:\u{202E}soon", "wait"), ("estimate:2h\u{0}", "estimate"),
    ]

    private func structured(_ response: JSONValue) -> JSONValue? { response["result"]?["structuredContent"] }

    @Test func anAttributeInTextWhoseValueItsFieldCannotTakeIsRefusedByField() throws {
        let t = try TestServer()
        _ = t.initialize()
        for (word, field) in Self.badWords {
            let shown = String(word.prefix(30))
            for tool in ["create_task", "draft_task"] {
                let message = try #require(refusal(t.callTool(tool, ["text": .string("Pay rent \(word) friday")])),
                                           "\(tool) \(shown): not refused")
                #expect(message.hasPrefix("Invalid arguments for \(tool): `text` sets \(field) with "), "\(tool) \(shown): \(message)")
                #expect(message.contains("`\(field)` as an argument"), "\(tool) \(shown): \(message)")
                // The value is quoted back cut short, not 9,000 characters into an agent's context.
                #expect(message.utf8.count < 600, "\(tool) \(shown): \(message.utf8.count) bytes")
            }
        }
        #expect(try t.store.allTasks().isEmpty, "nothing was written")
        let expected = try #require(refusal(t.callTool("create_task", ["text": .string("Pay rent estimate:-5h")])))
        #expect(expected.contains(#"estimate:-5h, and "-5h" is not a length such as 2h, 30m, 1h30m or PT1H30M"#), "\(expected)")
        let due = try #require(refusal(t.callTool("create_task", ["text": .string("Pay rent due:xyz")])))
        #expect(due.contains(#""xyz" is not a date or time such as friday 15:00 or 2026-12-04"#), "\(due)")
    }

    /// A date that does not exist is refused where the words would be written, and a warning
    /// where they are only drafted, as `add` and `draft` treat it.
    @Test func aDateNotInTheCalendarIsRefusedByCreateAndWarnedOfByDraft() throws {
        let t = try TestServer()
        _ = t.initialize()
        for text in ["Pay rent due:2026-02-30", "Pay rent 2026-02-30"] {
            let message = try #require(refusal(t.callTool("create_task", ["text": .string(text)])), "\(text)")
            #expect(message.contains("which is not a date in the calendar; nothing was written"), "\(message)")
            let drafted = try #require(structured(t.callTool("draft_task", ["text": .string(text)])), "\(text)")
            #expect(drafted["due_date"] == .null && drafted["warnings"]?.arrayValue?.isEmpty == false, "\(drafted)")
        }
        #expect(try t.store.allTasks().isEmpty)
    }

    /// Words that are no refusal stay as they were: good values are read, todo.txt's `t:` (no
    /// field's name), a clock time and "Re:" stay in the title, a parent is named by number or UID.
    @Test func goodValuesAndOtherColonsAreStillDrafted() throws {
        let t = try TestServer()
        _ = t.initialize()
        let good = try #require(structured(t.callTool("create_task", ["text": .string("Pay rent due:2026-12-10 priority:H estimate:2h wait:2026-12-08")])))
        #expect(good["task"]?["title"] == .string("Pay rent"))
        #expect(good["task"]?["due_date"] == .string("2026-12-10") && good["task"]?["priority"] == .string("high"))
        #expect(good["task"]?["estimate"] == .string("PT2H") && good["task"]?["wait_date"] == .string("2026-12-08"))
        let parentUID = try #require(good["task"]?["uuid"]?.stringValue)
        for text in ["Water the plants t:soon", "Re: the contract"] {
            let created = try #require(structured(t.callTool("create_task", ["text": .string(text)])), "\(text)")
            #expect(created["task"]?["title"] == .string(text), "\(created)")
        }
        let subtask = try #require(structured(t.callTool("create_task", ["text": .string("Find the receipt parent:\(parentUID)")])))
        #expect(subtask["task"]?["title"] == .string("Find the receipt") && subtask["task"]?["parent"] == .string(parentUID),
                "\(subtask)")
        let missing = try #require(refusal(t.callTool("create_task", ["text": .string("Find the receipt parent:no-such-task")])))
        #expect(missing.contains("no task with UID \"no-such-task\" to be the parent"), "\(missing)")
        #expect(try t.store.allTasks().count == 4)
    }

    /// The structured arguments: each bad value is refused naming the argument the agent gave
    /// (`wait_date`, not the due's keys), and the task stays as it was.
    @Test func aBadArgumentIsRefusedByItsNameAndTheTaskStaysAsItWas() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Pay rent")
        let before = try #require(try t.store.task(id: id))
        let arguments: [(String, JSONValue)] = [
            ("due", .string("xyz")), ("due_date", .string("2026-02-30")), ("priority", .string("urgentish")),
            ("estimate", .string("-5h")), ("estimate", .string("PT0S")), ("wait", .string("soonish")),
            ("wait_date", .string("2026-13-01")), ("start", .string("\u{1B}[2J")),
            ("estimate", .string(String(repeating: "9", count: 100_000) + "h")),
        ]
        for (key, value) in arguments {
            let shown = "\(key)=\(String((value.stringValue ?? "").prefix(20)))"
            let update = try #require(refusal(t.callTool("update_task", ["id": .int(id), key: value])), "update \(shown)")
            #expect(update.contains("`\(key)`"), "update \(shown): \(update)")
            #expect(!update.contains("due_date") || key == "due_date", "update \(shown) names another key: \(update)")
            let create = try #require(refusal(t.callTool("create_task", ["title": .string("Other"), key: value])), "create \(shown)")
            #expect(create.contains(key), "create \(shown): \(create)")
        }
        for (key, links) in [("depends", JSONValue.array([.int(999)])), ("add_depends", .array([.string("no-such-task")]))] {
            #expect(refusal(t.callTool("update_task", ["id": .int(id), key: links]))?.contains("depends") == true, "\(key)")
        }
        #expect(refusal(t.callTool("create_task", ["title": .string("Other"), "depends": .array([.int(999)])]))?
            .contains("depends: there is no task 999") == true)
        #expect(try t.store.task(id: id) == before, "the task is as it was")
        #expect(try t.store.allTasks().count == 1, "nothing was created")
    }
}
