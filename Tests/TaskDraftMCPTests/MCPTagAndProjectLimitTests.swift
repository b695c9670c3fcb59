import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// A tag and a project are limited as a title is (`TaskDraft.tagLimit`, `projectLimit`: characters
/// and Unicode scalars), and a task holds at most `TaskDraft.maximumTags` tags, through
/// `create_task` and `update_task`; the refusal quotes the value cut short (`RefusedValue`).
/// Before, neither had a limit at all, and a 100,000-character tag was stored.
@Suite struct MCPTagAndProjectLimitTests {
    /// Long in characters, and long in scalars only.
    static let hostile: [String] = [String(repeating: "x", count: 100_000), "e" + String(repeating: "\u{301}", count: 20_000)]

    static func stated(_ value: String, most: Int) -> String {
        let length = value.count > most ? value.count : value.unicodeScalars.count
        return "has \(length) characters (at most \(most))"
    }

    @Test func createTaskRefusesALongTagOrProjectQuotingItCut() throws {
        let t = try TestServer()
        _ = t.initialize()
        for value in Self.hostile {
            let tag = try #require(refusal(t.callTool("create_task", ["title": .string("Pay rent"), "tags": .array([.string(value)])])))
            #expect(tag.contains("tags: \"" + RefusedValue.shown(value) + "\" " + Self.stated(value, most: TaskDraft.maximumTagLength)),
                    "\(tag.prefix(300))")
            let project = try #require(refusal(t.callTool("create_task", ["title": .string("Pay rent"), "project": .string(value)])))
            #expect(project.contains("project: \"" + RefusedValue.shown(value) + "\" " + Self.stated(value, most: TaskDraft.maximumProjectLength)),
                    "\(project.prefix(300))")
            #expect(tag.utf8.count < 2_000 && project.utf8.count < 2_000, "the refusal is short whatever was sent")
        }
        let many = (0...TaskDraft.maximumTags).map { JSONValue.string("t\($0)") }
        let tooMany = try #require(refusal(t.callTool("create_task", ["title": .string("Pay rent"), "tags": .array(many)])))
        #expect(tooMany.contains("at most \(TaskDraft.maximumTags) tags"), "\(tooMany.prefix(300))")
        #expect(try t.store.allTasks().isEmpty, "nothing was written")
        let longest = String(repeating: "ż", count: TaskDraft.maximumTagLength)
        let project = String(repeating: "ж", count: TaskDraft.maximumProjectLength)
        let fitting = refusal(t.callTool("create_task", ["title": .string("Pay rent"), "tags": .array(Array(many.dropLast(2)) + [.string(longest)]),
                                                         "project": .string(project)]))
        #expect(fitting == nil, "\(fitting ?? "")")
        let task = try #require(try t.store.allTasks().first)
        #expect(task.tags.count == TaskDraft.maximumTags && task.tags.contains(longest) && task.project == project)
    }

    @Test func updateTaskRefusesALongTagOrProjectAndKeepsTheOldOnes() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Pay rent")
        for value in Self.hostile {
            for (key, argument): (String, JSONValue) in [("tags", .array([.string(value)])), ("add_tags", .array([.string(value)])),
                                                         ("project", .string(value))] {
                let message = try #require(refusal(t.callTool("update_task", ["id": .int(id), key: argument])), "\(key)")
                #expect(message.contains(RefusedValue.shown(value)) && message.contains("(at most "), "\(message.prefix(300))")
            }
        }
        let task = try #require(try t.store.allTasks().first)
        #expect(task.tags.isEmpty && task.project == nil)
    }
}
