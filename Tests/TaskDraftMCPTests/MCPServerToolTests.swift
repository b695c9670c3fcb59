import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// `tools/list` and `tools/call`, through the server, on a real database.
@Suite struct MCPServerToolTests {
    @Test func toolsAreListedFromTheCatalogWithAnnotations() throws {
        let t = try TestServer()
        _ = t.initialize()
        let tools = try #require(t.request("tools/list")["result"]?["tools"]?.arrayValue)
        #expect(tools.compactMap { $0["name"]?.stringValue } == MCPTools.names)
        for tool in tools {
            #expect(tool["inputSchema"]?["type"] == .string("object"))
            #expect(tool["outputSchema"]?["type"] == .string("object"))
            #expect(tool["annotations"]?["openWorldHint"] == .bool(false))
        }
        #expect(tools[0]["annotations"]?["readOnlyHint"] == .bool(true))
        #expect(tools[5]["annotations"]?["destructiveHint"] == .bool(true))
    }

    @Test func createListCompleteUpdateAndTheTextBlockMirrorsTheStructuredResult() throws {
        let t = try TestServer()
        _ = t.initialize()
        let created = t.callTool("create_task", ["text": .string("Call Anna tomorrow at 10:00 #sales")])["result"]
        #expect(created?["isError"] == .bool(false))
        let task = try #require(created?["structuredContent"]?["task"])
        #expect(task["title"] == .string("Call Anna"))
        #expect(task["due"] == .string("2026-12-03T10:00:00+03:00"))
        #expect(task["tags"] == .array([.string("sales")]))
        let text = try #require(created?["content"]?.arrayValue?.first?["text"]?.stringValue)
        #expect(try JSONParser.parse(text) == created?["structuredContent"])

        let id = try #require(task["id"]?.intValue)
        let listed = t.callTool("list_tasks", ["tags": .array([.string("sales")])])["result"]?["structuredContent"]
        #expect(listed?["count"] == .int(1))
        #expect(listed?["truncated"] == .bool(false))

        let done = t.callTool("complete_task", ["id": .int(id)])["result"]?["structuredContent"]
        #expect(done?["result"] == .string("completed"))
        #expect(t.callTool("list_tasks", [:])["result"]?["structuredContent"]?["count"] == .int(0))

        let other = try t.createTask("Write the plan")
        let updated = t.callTool("update_task", ["id": .int(other), "priority": .string("high"),
                                                 "due_date": .string("2026-12-04"), "add_tags": .array([.string("q4")])])
        let after = updated["result"]?["structuredContent"]?["task"]
        #expect(after?["priority"] == .string("high"))
        #expect(after?["due_date"] == .string("2026-12-04"))
        #expect(after?["tags"] == .array([.string("q4")]))
        let cleared = t.callTool("update_task", ["id": .int(other), "due_date": .null])["result"]?["structuredContent"]
        #expect(cleared?["task"]?["due_date"] == .null)
    }

    /// update_task sets every field that is a moment or a day by its two keys, as its row names
    /// them, and null in either clears it.
    @Test func updateTaskSetsAndClearsEveryDateFieldByItsKeys() throws {
        let t = try TestServer()
        _ = t.initialize()
        let id = try t.createTask("Write the plan")
        for field in TaskField.dateFields {
            let dayKey = try #require(field.date?.dayKey)
            let byDay = t.callTool("update_task", ["id": .int(id), dayKey: .string("2026-12-07")])["result"]?["structuredContent"]
            #expect(byDay?["task"]?[dayKey] == .string("2026-12-07"), "\(dayKey)")
            let byMoment = t.callTool("update_task", ["id": .int(id), field.name: .string("2026-12-08T09:30:00+03:00")])["result"]
            #expect(byMoment?["structuredContent"]?["task"]?[field.name] == .string("2026-12-08T09:30:00+03:00"), "\(field.name)")
            #expect(byMoment?["structuredContent"]?["task"]?[dayKey] == .null)
            let cleared = t.callTool("update_task", ["id": .int(id), dayKey: .null])["result"]?["structuredContent"]
            #expect(cleared?["task"]?[field.name] == .null, "\(field.name) cleared")
            let both = t.callTool("update_task", ["id": .int(id), field.name: .string("2026-12-08T09:30:00+03:00"),
                                                  dayKey: .string("2026-12-07")])["result"]
            #expect(both?["isError"] == .bool(true), "\(field.name) and \(dayKey) at once")
        }
    }

    /// create_task takes every date field by either of its keys, the one given replacing what
    /// the words drafted, and refuses both at once.
    @Test func createTaskTakesEveryDateFieldByEitherKey() throws {
        let t = try TestServer()
        _ = t.initialize()
        for field in TaskField.dateFields {
            let dayKey = try #require(field.date?.dayKey)
            let byDay = t.callTool("create_task", ["text": .string("Call Anna tomorrow at 10:00"), dayKey: .string("2026-12-07")])
            let task = byDay["result"]?["structuredContent"]?["task"]
            #expect(task?[dayKey] == .string("2026-12-07"), "\(dayKey)")
            #expect(task?[field.name] == .null, "\(field.name) drafted as a moment is replaced by the day")
            let both = t.callTool("create_task", ["title": .string("Both"), field.name: .string("2026-12-08T09:30:00+03:00"),
                                                  dayKey: .string("2026-12-07")])["result"]
            #expect(both?["isError"] == .bool(true), "\(field.name) and \(dayKey) at once")
        }
    }

    /// annotate_task and update_task's `notes` add dated notes; none replaces another.
    @Test func notesAreAddedNeverReplaced() throws {
        let t = try TestServer()
        _ = t.initialize()
        let created = t.callTool("create_task", ["title": .string("Call Anna"), "notes": .string("about the contract")])
        let id = try #require(created["result"]?["structuredContent"]?["task"]?["id"]?.intValue)
        let annotated = t.callTool("annotate_task", ["id": .int(id), "text": .string("called, no answer")])["result"]
        #expect(annotated?["isError"] == .bool(false))
        let updated = t.callTool("update_task", ["id": .int(id), "notes": .string("signed")])["result"]?["structuredContent"]
        let texts = updated?["task"]?["annotations"]?.arrayValue?.compactMap { $0["text"]?.stringValue }
        #expect(texts == ["about the contract", "called, no answer", "signed"])
        #expect(updated?["task"]?["annotations"]?.arrayValue?.allSatisfy { $0["entry"] == .string("2026-12-02T10:00:00+03:00") } == true)
        let empty = t.callTool("annotate_task", ["id": .int(id), "text": .string("   ")])["result"]
        #expect(empty?["isError"] == .bool(true))
        let cleared = t.callTool("update_task", ["id": .int(id), "notes": .null])["result"]?["structuredContent"]
        #expect(cleared?["task"]?["annotations"] == .array([]))
    }

    /// update_task answers in the shape complete_task does: `next` is the next occurrence an edit
    /// that completes a repeating task makes (the tool itself cannot complete), null otherwise.
    @Test func updateTaskAnswersWithNextAsCompleteTaskDoes() throws {
        let t = try TestServer()
        _ = t.initialize()
        let created = t.callTool("create_task", ["title": .string("Water the plants"), "due_date": .string("2026-12-07"),
                                                 "recurrence": .string("FREQ=WEEKLY;BYDAY=MO")])
        let id = try #require(created["result"]?["structuredContent"]?["task"]?["id"]?.intValue)
        let updated = t.callTool("update_task", ["id": .int(id), "priority": .string("high")])["result"]?["structuredContent"]
        #expect(updated?["result"] == .string("edited") && updated?["next"] == .null)
        let schema = UpdateTaskTool.descriptor.outputSchema
        #expect(schema["required"] == CompleteTaskTool.descriptor.outputSchema["required"])
        #expect(schema["properties"]?["next"] == CompleteTaskTool.descriptor.outputSchema["properties"]?["next"])
        let completed = t.callTool("complete_task", ["id": .int(id)])["result"]?["structuredContent"]
        #expect(completed?["next"]?["due_date"] == .string("2026-12-14"))
    }

    @Test func fieldsReplaceWhatWasDraftedAndDryRunWritesNothing() throws {
        let t = try TestServer()
        _ = t.initialize()
        let dry = t.callTool("create_task", ["text": .string("Pay rent friday"), "priority": .string("high"), "dry_run": .bool(true)])
        let content = dry["result"]?["structuredContent"]
        #expect(content?["result"] == .string("dry_run"))
        #expect(content?["draft"]?["priority"] == .string("high"))
        #expect(content?["draft"]?["due_date"] == .string("2026-12-04"))
        #expect(try t.store.count() == 0)
    }

    @Test func theSameIdempotencyKeyNeverCreatesTwice() throws {
        let t = try TestServer()
        _ = t.initialize()
        let arguments: JSONObject = ["title": .string("Pay rent"), "idempotency_key": .string("rent-2026-12")]
        let first = t.callTool("create_task", arguments)["result"]?["structuredContent"]
        let second = t.callTool("create_task", arguments)["result"]?["structuredContent"]
        #expect(first?["result"] == .string("created"))
        #expect(second?["result"] == .string("already_done"))
        #expect(first?["task"]?["id"] == second?["task"]?["id"])
        #expect(try t.store.count() == 1)
    }

    @Test func badArgumentsAreToolErrorsAModelCanReadAndAreAudited() throws {
        let t = try TestServer()
        _ = t.initialize()
        let cases: [(String, JSONObject, String)] = [
            ("complete_task", ["id": .string("three")], "`id` must be a positive integer"),
            ("delete_task", ["id": .array([.int(1), .int(2)])], "one task per call"),
            ("create_task", ["notes": .string("no title")], "give `text`"),
            ("create_task", ["title": .string("x"), "due": .string("tomorrow")], "not an ISO 8601"),
            ("list_tasks", ["due": .string("someday")], "`due`"),
            ("list_tasks", ["sort": .string("soonest")], "`sort`: sort \"soonest\" is not one of due, urgency, priority, created"),
            ("update_task", ["id": .int(1)], "name at least one field"),
            ("draft_task", ["text": .string("x"), "language": .string("en")], "unknown argument `language`"),
            // A string is no list, as in the schema and every other JSON TaskDraft reads: not split at commas.
            ("create_task", ["title": .string("x"), "tags": .string("work,home")], "tags: expected an array of strings, found a string"),
            // A draft create_task would refuse is no draft either.
            ("draft_task", ["text": .string("call \u{1B}[2J Ann")], "title contains control characters"),
        ]
        for (tool, arguments, expected) in cases {
            let result = t.callTool(tool, arguments)["result"]
            #expect(result?["isError"] == .bool(true), "\(tool) \(arguments)")
            let text = result?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
            #expect(text.contains(expected), "\(tool): \(text)")
        }
        let audit = try t.store.auditEntries(limit: 20, callerKind: "agent")
        #expect(audit.count == cases.count)
        #expect(audit.allSatisfy { $0.outcome == .invalid && $0.caller.name == "test-client#s1" })
    }

    @Test func malformedCallsAreProtocolErrors() throws {
        let t = try TestServer()
        _ = t.initialize()
        #expect(t.request("tools/call", ["arguments": .object([:])])["error"]?["code"] == .int(-32602))
        #expect(t.callTool("no_such_tool", [:])["error"]?["code"] == .int(-32602))
        #expect(t.request("tools/call", ["name": .string("list_tasks"), "arguments": .int(3)])["error"]?["code"] == .int(-32602))
    }

    @Test func missingTasksAndRateLimitsAreToolErrorsWithTheWayForward() throws {
        let t = try TestServer(policy: Policy(agentWritesPerMinute: 2))
        _ = t.initialize()
        let missing = t.callTool("complete_task", ["id": .int(99)])["result"]
        #expect(missing?["isError"] == .bool(true))
        #expect(missing?["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("list_tasks") == true)
        _ = try t.createTask("one")
        _ = try t.createTask("two")
        let refused = t.callTool("create_task", ["title": .string("three")])["result"]
        #expect(refused?["isError"] == .bool(true))
        let text = refused?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("already made 2 changes in the last minute") && text.contains("Try again in 60 seconds"), "\(text)")
        #expect(try t.store.count() == 2)
        // Reads are not limited.
        #expect(t.callTool("list_tasks", [:])["result"]?["isError"] == .bool(false))
    }

    /// The limit's count agrees with its noun when the limit is one change a minute.
    @Test func aLimitOfOneChangeIsWordedInTheSingular() throws {
        let t = try TestServer(policy: Policy(agentWritesPerMinute: 1))
        _ = t.initialize()
        _ = try t.createTask("one")
        let text = t.callTool("create_task", ["title": .string("two")])["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("this session has already made 1 change in the last minute, the most allowed."), "\(text)")
    }

    @Test func everyCallIsAuditedUnderTheClientAndSession() throws {
        let t = try TestServer()
        _ = t.initialize()
        _ = t.callTool("draft_task", ["text": .string("Buy milk")])
        let id = try t.createTask("Buy milk")
        _ = t.callTool("list_tasks", [:])
        _ = t.callTool("complete_task", ["id": .int(id)])
        let audit = try t.store.auditEntries(limit: 10)
        #expect(audit.map(\.intent.word) == ["complete", "list", "create", "draft"])
        #expect(audit.allSatisfy { $0.caller == .agent("test-client#s1") && $0.outcome == .ok })
    }

    @Test func statelessResultsCarryTheirTypeAndTheServer() throws {
        let t = try TestServer()
        let result = t.callTool("list_tasks", [:], extra: ["_meta": TestServer.meta()])["result"]
        #expect(result?["resultType"] == .string("complete"))
        #expect(result?["isError"] == .bool(false))
        #expect(result?["_meta"]?["io.modelcontextprotocol/serverInfo"] != nil)
        #expect(try t.store.auditEntries(limit: 1).first?.caller == .agent("modern-client#s1"))
    }
}
