import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// `delete_task`: only a person's yes, asked through the client, deletes.
@Suite struct MCPServerDeleteTests {
    func text(_ response: JSONValue) -> String {
        response["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
    }

    /// Nobody can be asked through the client: the delete waits in the person's inbox.
    @Test func withoutElicitationTheDeleteBecomesAProposal() throws {
        let t = try TestServer()
        _ = t.initialize(elicitation: false)
        let id = try t.createTask("Keep me")
        let response = t.callTool("delete_task", ["id": .int(id)])
        #expect(response["result"]?["isError"] == .bool(false))
        let structured = response["result"]?["structuredContent"]
        #expect(structured?["result"] == .string("proposed"))
        #expect(structured?["proposal"]?["action"] == .string("delete"))
        #expect(structured?["proposal"]?["task_id"] == .int(id))
        #expect(try t.store.task(id: id)?.status == .pending)
        #expect(try t.store.auditEntries(limit: 1).first?.outcome == .proposed)
        let proposal = try #require(try t.planner.proposals(.init()).first)
        #expect(proposal.agent.client == "test-client" && proposal.agent.route == .stdio)
        // The agent can read what became of it, and only the person settles it.
        let listed = t.callTool("list_proposals", [:])
        #expect(listed["result"]?["structuredContent"]?["count"] == .int(1))
        // The audit log, which a person reads, counts it in the singular.
        #expect(try t.store.auditEntries(limit: 1).first?.detail == "1 proposal")
        _ = try t.planner.acceptProposal(id: proposal.id, caller: .human, confirmation: .interactive)
        #expect(try t.store.task(id: id)?.status == .deleted)
        let settled = t.callTool("list_proposals", ["status": .string("all")])
        #expect(settled["result"]?["structuredContent"]?["proposals"]?.arrayValue?.first?["status"] == .string("accepted"))
    }

    /// Answers every elicitation the way `answer` says, and records the questions.
    func answering(_ t: TestServer, with answer: String) -> () -> [JSONValue] {
        var questions: [JSONValue] = []
        t.transport.respond = { message in
            guard message["method"] == .string("elicitation/create"), let id = message["id"] else { return [] }
            questions.append(message)
            return [#"{"jsonrpc":"2.0","id":\#(JSONWriter.serialize(id)),"result":\#(answer)}"#]
        }
        return { questions }
    }

    @Test func anAcceptedQuestionDeletes() throws {
        let t = try TestServer()
        _ = t.initialize(elicitation: true)
        let id = try t.createTask("Old draft")
        let questions = answering(t, with: #"{"action":"accept","content":{"delete":true}}"#)
        let response = t.callTool("delete_task", ["id": .int(id)])
        #expect(response["result"]?["structuredContent"]?["result"] == .string("deleted"))
        #expect(try t.store.task(id: id)?.status == .deleted)
        let question = try #require(questions().first)
        #expect(question["params"]?["message"]?.stringValue?.contains("Old draft") == true)
        #expect(question["params"]?["mode"] == .string("form"))
        #expect(question["params"]?["requestedSchema"]?["properties"]?["delete"]?["type"] == .string("boolean"))
        #expect(try t.store.auditEntries(limit: 2).map(\.outcome) == [.ok, .needsConfirmation])
    }

    @Test func aDeclinedOrUntickedQuestionKeepsTheTask() throws {
        for answer in [#"{"action":"decline"}"#, #"{"action":"cancel"}"#, #"{"action":"accept","content":{"delete":false}}"#] {
            let t = try TestServer()
            _ = t.initialize(elicitation: true)
            let id = try t.createTask("Keep")
            _ = answering(t, with: answer)
            let response = t.callTool("delete_task", ["id": .int(id)])
            #expect(response["result"]?["isError"] == .bool(true), "\(answer)")
            #expect(text(response).contains("not deleted"))
            #expect(try t.store.task(id: id)?.status == .pending)
            #expect(try t.store.auditEntries(limit: 1).first?.outcome == .declined)
        }
    }

    @Test func a2025_06_18QuestionHasNoMode() throws {
        let t = try TestServer()
        _ = t.initialize(version: "2025-06-18", elicitation: true)
        let id = try t.createTask("x")
        let questions = answering(t, with: #"{"action":"decline"}"#)
        _ = t.callTool("delete_task", ["id": .int(id)])
        #expect(questions().first?["params"]?["mode"] == nil)
    }

    @Test func otherRequestsAreServedWhileThePersonThinks() throws {
        let t = try TestServer()
        _ = t.initialize(elicitation: true)
        let id = try t.createTask("x")
        t.transport.respond = { message in
            guard message["method"] == .string("elicitation/create"), let qid = message["id"] else { return [] }
            return [#"{"jsonrpc":"2.0","id":"p1","method":"ping"}"#,
                    #"{"jsonrpc":"2.0","id":\#(JSONWriter.serialize(qid)),"result":{"action":"accept","content":{"delete":true}}}"#]
        }
        let answers = t.feed(#"{"jsonrpc":"2.0","id":"d1","method":"tools/call","params":{"name":"delete_task","arguments":{"id":\#(id)}}}"#)
        #expect(answers.compactMap { $0["id"]?.stringValue }.filter { $0 == "p1" || $0 == "d1" } == ["p1", "d1"])
        #expect(try t.store.task(id: id)?.status == .deleted)
    }

    @Test func aClientErrorToTheQuestionDeletesNothing() throws {
        let t = try TestServer()
        _ = t.initialize(elicitation: true)
        let id = try t.createTask("x")
        t.transport.respond = { message in
            guard message["method"] == .string("elicitation/create"), let qid = message["id"] else { return [] }
            return [#"{"jsonrpc":"2.0","id":\#(JSONWriter.serialize(qid)),"error":{"code":-32600,"message":"Elicitation not supported"}}"#]
        }
        let response = t.callTool("delete_task", ["id": .int(id)])
        #expect(text(response).contains("could not be asked"))
        #expect(try t.store.task(id: id)?.status == .pending)
    }

    /// The agent sits between the person and this server: while the question waits it answers
    /// "yes" under the ids it can guess. Only an answer to the question actually sent counts.
    @Test func anAnswerUnderAGuessedIdDoesNotConfirm() throws {
        let t = try TestServer()
        _ = t.initialize(elicitation: true)
        let id = try t.createTask("Keep me")
        var asked: [JSONValue] = []
        t.transport.respond = { message in
            guard message["method"] == .string("elicitation/create"), let qid = message["id"] else { return [] }
            asked.append(qid)
            let yes = #"{"action":"accept","content":{"delete":true}}"#
            return (0...3).flatMap { n in ["\(n)", "\"\(n)\"", "\"taskdraft-confirm-\(n)\""] }
                .map { #"{"jsonrpc":"2.0","id":\#($0),"result":\#(yes)}"# }
        }
        let response = t.callTool("delete_task", ["id": .int(id)])
        #expect(response["result"]?["isError"] == .bool(true))
        #expect(try t.store.task(id: id)?.status == .pending)
        // A second question gets an id of its own, with no pattern to follow from the first.
        _ = t.callTool("delete_task", ["id": .int(id)])
        let ids = asked.compactMap(\.stringValue)
        #expect(ids.count == 2 && ids[0] != ids[1])
        #expect(ids.allSatisfy { $0.utf8.count >= 32 }, "\(ids)")
        #expect(try t.store.task(id: id)?.status == .pending)
    }

    @Test func aCancelledCallGetsNoAnswerAndDeletesNothing() throws {
        let t = try TestServer()
        _ = t.initialize(elicitation: true)
        let id = try t.createTask("x")
        t.transport.respond = { message in
            guard message["method"] == .string("elicitation/create") else { return [] }
            return [#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"d2"}}"#]
        }
        let answers = t.feed(#"{"jsonrpc":"2.0","id":"d2","method":"tools/call","params":{"name":"delete_task","arguments":{"id":\#(id)}}}"#)
        #expect(!answers.contains { $0["id"] == .string("d2") })
        #expect(try t.store.task(id: id)?.status == .pending)
    }

    // MARK: - Stateless generation: the input-required round trip

    func statelessDelete(_ t: TestServer, _ id: Int64, extra: JSONObject = [:]) -> JSONValue {
        var params: JSONObject = ["_meta": TestServer.meta(elicitation: true)]
        for member in extra.members { params[member.key] = member.value }
        return t.callTool("delete_task", ["id": .int(id)], extra: params)["result"] ?? .null
    }

    @Test func theRoundTripDeletesOnlyWithTheAnswerToItsOwnQuestion() throws {
        let t = try TestServer()
        let id = try t.createTask("Old", meta: TestServer.meta())
        let first = statelessDelete(t, id)
        #expect(first["resultType"] == .string("input_required"))
        #expect(first["inputRequests"]?["confirm_delete"]?["method"] == .string("elicitation/create"))
        let state = try #require(first["requestState"]?.stringValue)
        #expect(try t.store.task(id: id)?.status == .pending)

        let yes: JSONValue = .object(["confirm_delete": .object(["action": .string("accept"),
                                                                 "content": .object(["delete": .bool(true)])])])
        // A made-up state is not a question this server asked: it asks again.
        let forged = statelessDelete(t, id, extra: ["inputResponses": yes, "requestState": .string("00ff")])
        #expect(forged["resultType"] == .string("input_required"))
        #expect(try t.store.task(id: id)?.status == .pending)

        let done = statelessDelete(t, id, extra: ["inputResponses": yes, "requestState": .string(state)])
        #expect(done["resultType"] == .string("complete"))
        #expect(done["structuredContent"]?["result"] == .string("deleted"))
        #expect(try t.store.task(id: id)?.status == .deleted)
    }

    @Test func anAnswerCannotBeReplayedOrMovedToAnotherTask() throws {
        let t = try TestServer()
        let a = try t.createTask("A", meta: TestServer.meta()), b = try t.createTask("B", meta: TestServer.meta())
        let state = try #require(statelessDelete(t, a)["requestState"]?.stringValue)
        let yes: JSONValue = .object(["confirm_delete": .object(["action": .string("accept"),
                                                                 "content": .object(["delete": .bool(true)])])])
        let moved = statelessDelete(t, b, extra: ["inputResponses": yes, "requestState": .string(state)])
        #expect(moved["resultType"] == .string("input_required"))
        #expect(try t.store.task(id: b)?.status == .pending)
        // The state was spent by the attempt above.
        let replayed = statelessDelete(t, a, extra: ["inputResponses": yes, "requestState": .string(state)])
        #expect(replayed["resultType"] == .string("input_required"))
        #expect(try t.store.task(id: a)?.status == .pending)
    }

    @Test func aStatelessClientWithoutElicitationLeavesAProposal() throws {
        let t = try TestServer()
        let id = try t.createTask("x", meta: TestServer.meta())
        let result = t.callTool("delete_task", ["id": .int(id)], extra: ["_meta": TestServer.meta(elicitation: false)])["result"]
        #expect(result?["isError"] == .bool(false))
        #expect(result?["resultType"] == .string("complete"))
        #expect(result?["structuredContent"]?["result"] == .string("proposed"))
        #expect(try t.store.task(id: id)?.status == .pending)
    }

    @Test func agentsMayBeForbiddenToDeleteAtAll() throws {
        let t = try TestServer(policy: Policy(agentsMayDelete: false))
        _ = t.initialize(elicitation: true)
        let id = try t.createTask("x")
        let questions = answering(t, with: #"{"action":"accept","content":{"delete":true}}"#)
        let response = t.callTool("delete_task", ["id": .int(id)])
        #expect(text(response).hasPrefix("Refused"))
        #expect(questions().isEmpty, "nobody is asked about what the policy forbids anyway")
        #expect(try t.store.task(id: id)?.status == .pending)
    }

    /// The question a person reads shows a title's bidi override, and a client name's bidi and
    /// C1 characters, as text or not at all: "Pay \u{202E}tner" would read reversed, and a NEL
    /// (U+0085) in a name could start a line the agent wrote. Only C0 was taken out before.
    @Test func theQuestionShowsNoBidiOrC1CharacterRaw() throws {
        let t = try TestServer()
        _ = t.request("initialize", ["protocolVersion": .string("2025-11-25"), "capabilities": .object(["elicitation": .object([:])]),
                                     "clientInfo": .object(["name": .string("helper\u{202E}\u{85}bot"), "version": .string("1")])])
        _ = t.feed(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        let id = try t.createTask("Pay \u{202E}tner")
        let questions = answering(t, with: #"{"action":"decline"}"#)
        _ = t.callTool("delete_task", ["id": .int(id)])
        let message = try #require(questions().first?["params"]?["message"]?.stringValue)
        #expect(!message.unicodeScalars.contains { $0.isBidiControl || $0.isControlCharacter }, "\(message)")
        #expect(message.contains("“Pay <U+202E>tner”"), "\(message)")
        #expect(message.contains("(helperbot)"), "\(message)")
    }
}
