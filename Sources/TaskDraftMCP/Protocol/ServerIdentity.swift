import TaskDraftKit

/// What the server says about itself in `initialize`, `server/discover` and result `_meta`.
public struct ServerIdentity: Sendable {
    public var name: String
    public var title: String
    public var version: String
    /// Guidance for the model, shown by clients near the tool list.
    public var instructions: String
    /// The language of the person who started the server: what a question put to them through
    /// the client (`delete_task`'s) is worded in. The protocol's own text stays English.
    public var language: Language = .english

    public init(name: String = "taskdraft", title: String = "TaskDraft", version: String, instructions: String) {
        self.name = name
        self.title = title
        self.version = version
        self.instructions = instructions
    }

    /// The MCP `Implementation` object.
    public var implementation: JSONObject {
        ["name": .string(name), "title": .string(title), "version": .string(version)]
    }

    /// The instructions for a planner: they name the zone, the write limit and what this
    /// agent's access allows, which a model otherwise learns only by being refused.
    public static func instructions(zone: Zone, writesPerMinute: Int, agentsMayDelete: Bool, route: AgentRoute = .stdio,
                                    scope: AgentScope = .write) -> String {
        let per: String
        switch route {
        case .stdio: per = "per session"
        case .http: per = "for your access token"
        }
        // Tool names come from the tools' own declarations, never written here.
        let draft = DraftTaskTool.name, create = CreateTaskTool.name, list = ListTasksTool.name, proposals = ListProposalsTool.name
        let byID = MCPTools.listed { $0.argumentNames.contains("id") }
        var text = """
            TaskDraft is the user's own task list. \(draft) shows how a sentence will be \
            read and saves nothing; \(create) adds a task from a sentence or from fields (pass an \
            idempotency_key when you might retry); \(list) gives the ids that \(byID) take. Dates and \
            times are in the user's time zone, \(zone). Changes are limited \
            to \(writesPerMinute) a minute \(per), and every call is recorded in the user's audit log \
            (`taskdraft audit`).
            """
        switch scope {
        case .read:
            text += " Your access is read-only: list and draft freely; every change is refused."
        case .propose:
            text += """
                 Your access lets you propose changes only: \(MCPTools.listed { !$0.behavior.readOnly }) leave a \
                proposal the person reviews in their inbox (result "proposed"), and \(proposals) tells you \
                what became of each.
                """
        case .write:
            text += agentsMayDelete
                ? " Deleting always needs the person's own confirmation, asked through your client; a client "
                    + "that cannot ask them leaves the delete as a proposal the person reviews (see \(proposals))."
                : " Agents may not delete tasks here; the person deletes with `taskdraft delete ID`."
        }
        return text
    }
}
