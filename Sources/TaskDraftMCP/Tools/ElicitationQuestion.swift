import TaskDraftKit

/// A question for the person behind the client, asked by MCP elicitation in form mode
/// (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation).
struct ElicitationQuestion: Sendable, Hashable {
    let message: String
    /// The one field the form shows: a checkbox the person must tick.
    let field: String
    let fieldTitle: String

    /// The `elicitation/create` params. The form is a single boolean that defaults to false, so
    /// pressing "accept" without ticking it deletes nothing.
    func params(version: String) -> JSONObject {
        var params: JSONObject = [:]
        if ProtocolVersion.elicitationHasMode(version) { params["mode"] = .string("form") }
        params["message"] = .string(message)
        params["requestedSchema"] = .object([
            "type": .string("object"),
            "properties": .object([
                field: .object(["type": .string("boolean"), "title": .string(fieldTitle),
                                "description": .string("Tick to confirm."), "default": .bool(false)]),
            ]),
            "required": .array([.string(field)]),
        ])
        return params
    }

    /// What the person answered, from an `ElicitResult`.
    func answer(from result: JSONValue) -> ElicitationAnswer { Self.answer(from: result, field: field) }

    /// Accepted only with the box ticked: an "accept" on an unticked form is not a yes.
    static func answer(from result: JSONValue, field: String) -> ElicitationAnswer {
        guard case .string(let action)? = result["action"] else {
            return .failed("the client's answer had no action")
        }
        switch action {
        case "accept":
            return result["content"]?[field] == .bool(true) ? .accepted : .declined("accepted the form without ticking the box")
        case "decline": return .declined("declined")
        case "cancel": return .declined("dismissed the question")
        default: return .failed("the client answered with an unknown action \"\(action)\"")
        }
    }
}
