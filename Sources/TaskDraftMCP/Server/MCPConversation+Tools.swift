import TaskDraftKit
import TaskDraftModels

/// `tools/list` and `tools/call` (https://modelcontextprotocol.io/specification/2025-11-25/server/tools).
extension MCPConversation {
    func listTools(_ params: JSONObject) throws(RPCError) -> JSONObject {
        let client = try clientContext(params)
        let result: JSONObject = ["tools": .array(MCPTools.descriptors.map { .object(Self.declaration(of: $0)) })]
        return client.generation.isStateless ? stamped(result, cacheable: true) : result
    }

    /// A catalog entry as MCP's `Tool` object.
    static func declaration(of tool: ToolDescriptor) -> JSONObject {
        [
            "name": .string(tool.name),
            "title": .string(tool.title),
            "description": .string(tool.description),
            "inputSchema": tool.inputSchema,
            "outputSchema": tool.outputSchema,
            "annotations": .object([
                "title": .string(tool.title),
                "readOnlyHint": .bool(tool.behavior.readOnly),
                "destructiveHint": .bool(tool.behavior.destructive),
                "idempotentHint": .bool(tool.behavior.idempotent),
                "openWorldHint": .bool(tool.behavior.openWorld),
            ]),
        ]
    }

    /// Runs one tool. A malformed call (no name, an unknown tool, arguments that are not an
    /// object) is a JSON-RPC error; a call that ran and failed is an `isError` result the
    /// model can read and act on.
    func callTool(id: RequestID, params: JSONObject, link: ClientLink) throws(RPCError) -> Reply {
        let client = try clientContext(params)
        let caller = Caller.agent(AgentCaller(client: client.clientName, session: sessionID, route: route, scope: scope))
        guard case .string(let name)? = params["name"] else {
            throw .invalidParams("tools/call needs \"name\", the tool's name")
        }
        let values: JSONObject
        switch params["arguments"] {
        case nil, .null?: values = JSONObject()
        case .object(let object)?: values = object
        case let other?: throw .invalidParams("\"arguments\" must be an object, found \(other.typeName)")
        }
        guard let type = MCPTools.named(name) else {
            planner.recordCall(.call, caller: caller, outcome: .invalid, detail: "unknown tool \(name)")
            throw RPCError(RPCError.invalidParamsCode, "Unknown tool: \(name)",
                           data: .object(["tools": .array(MCPTools.names.map { .string($0) })]))
        }
        let tool = type.descriptor

        let outcome: ToolOutcome
        var call: ToolCall?
        do {
            let arguments = try ToolArguments(tool: tool, values: values)
            let made = ToolCall(tool: tool, arguments: arguments, caller: caller, client: client, planner: planner,
                                person: personChannel(for: client, call: id, params: params, link: link), pending: pending,
                                language: identity.language, session: { [unowned self] in self.session(for: caller) })
            call = made
            do { outcome = try type.run(made) } catch { outcome = .failure(ToolFailure.message(for: error, call: made)) }
        } catch {
            planner.recordCall(tool.auditIntent, caller: caller, outcome: .invalid, detail: error.message)
            outcome = .failure("Invalid arguments for \(tool.name): \(error.message)")
        }
        call?.finish()
        return reply(outcome, stateless: client.generation.isStateless)
    }

    /// How a delete can reach the person: never when the client declared no forms; by asking
    /// now in the handshake generation; by an input-required round trip in the stateless one.
    private func personChannel(for client: ClientContext, call id: RequestID, params: JSONObject, link: ClientLink) -> PersonChannel {
        guard client.canElicitForms else { return .unavailable }
        switch client.generation {
        case .handshake(let version):
            return .ask { [unowned self] question in self.ask(question, during: id, version: version, link: link) }
        case .stateless:
            return .roundTrip(responses: params["inputResponses"]?.objectValue, state: params["requestState"]?.stringValue)
        }
    }

    /// The `tools/call` result. Success carries the structured result and, for clients that
    /// read only text, the same JSON as text; a result with task records opens with the notice
    /// that their text is data (`StrangerText`).
    private func reply(_ outcome: ToolOutcome, stateless: Bool) -> Reply {
        let result: JSONObject
        switch outcome {
        case .success(let unmarked):
            let structured = StrangerText.marked(unmarked)
            result = ["content": .array([Self.text(JSONWriter.serialize(.object(structured)))]),
                      "structuredContent": .object(structured), "isError": .bool(false)]
        case .failure(let message):
            result = ["content": .array([Self.text(message)]), "isError": .bool(true)]
        case .inputRequired(let requests, let state):
            return .result(stamped(["inputRequests": .object(requests), "requestState": .string(state)],
                                   type: "input_required"))
        case .abandoned:
            return .none
        }
        return .result(stateless ? stamped(result) : result)
    }

    private static func text(_ text: String) -> JSONValue {
        .object(["type": .string("text"), "text": .string(text)])
    }
}
