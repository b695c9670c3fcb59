import Foundation
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// An MCP server over a scripted transport and a temporary database, at a fixed moment in
/// Moscow (Wednesday 2026-12-02 10:00).
final class TestServer {
    let directory: String
    let store: TaskStore
    let planner: Planner
    let transport = ScriptedTransport()
    let server: MCPServer
    private var nextID = 100

    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_194_800)

    init(policy: Policy = .standard) throws {
        directory = NSTemporaryDirectory() + "taskdraft-mcp-\(UUID().uuidString)"
        store = try TaskStore(path: directory + "/tasks.db", zone: Self.zone, now: Self.now)
        let planner = Planner(store: store, policy: policy, clock: { TestServer.now })
        self.planner = planner
        let context = DraftContext(now: Self.now, zone: Self.zone, region: Region("RU"), skills: Skills())
        server = MCPServer(planner: planner, identity: ServerIdentity(version: "test", instructions: "Use the tools."),
                           transport: transport, log: .silent, sessionID: "s1") { caller in
            DraftingSession(store: planner.store, caller: caller, model: BuiltinModel(), context: context)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Feeds raw lines and returns what the server sent in answer.
    func feed(_ lines: String...) -> [JSONValue] {
        for line in lines { transport.queue(line) }
        while !transport.input.isEmpty { server.receive(transport.nextLine(timeoutMilliseconds: nil)) }
        return transport.drain()
    }

    /// Sends a request and returns the one response with its id.
    func request(_ method: String, _ params: JSONObject = [:]) -> JSONValue {
        nextID += 1
        let id = nextID
        let message: JSONObject = ["jsonrpc": .string("2.0"), "id": .int(Int64(id)), "method": .string(method),
                                   "params": .object(params)]
        let answers = feed(JSONWriter.serialize(.object(message)))
        return answers.first { $0["id"] == .int(Int64(id)) } ?? .null
    }

    func initialize(version: String = "2025-11-25", elicitation: Bool = false) -> JSONValue {
        var capabilities = JSONObject()
        if elicitation { capabilities["elicitation"] = .object([:]) }
        let response = request("initialize", ["protocolVersion": .string(version), "capabilities": .object(capabilities),
                                              "clientInfo": .object(["name": .string("test-client"), "version": .string("1")])])
        _ = feed(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return response
    }

    /// `_meta` of a stateless-generation request.
    static func meta(version: String = "2026-07-28", elicitation: Bool = false) -> JSONValue {
        .object([
            "io.modelcontextprotocol/protocolVersion": .string(version),
            "io.modelcontextprotocol/clientInfo": .object(["name": .string("modern-client"), "version": .string("2")]),
            "io.modelcontextprotocol/clientCapabilities": .object(elicitation ? ["elicitation": .object(["form": .object([:])])] : [:]),
        ])
    }

    func callTool(_ name: String, _ arguments: JSONObject, extra: JSONObject = [:]) -> JSONValue {
        var params: JSONObject = ["name": .string(name), "arguments": .object(arguments)]
        for member in extra.members { params[member.key] = member.value }
        return request("tools/call", params)
    }

    /// Creates a task through the server: over the handshake, or with `_meta` when given.
    func createTask(_ title: String, meta: JSONValue? = nil) throws -> Int64 {
        let response = callTool("create_task", ["title": .string(title)], extra: meta.map { ["_meta": $0] } ?? [:])
        return try #require(response["result"]?["structuredContent"]?["task"]?["id"]?.intValue)
    }
}

import Testing
