import TaskDraftKit
import TaskDraftModels

/// `list_proposals`: what became of the changes this agent proposed — its route's (its token's,
/// or over stdio its client's), never another agent's.
enum ListProposalsTool: MCPTool {
    static let name = "list_proposals"
    static let descriptor = ToolDescriptor(
        name: name, title: "List your proposals",
        description: """
            List the changes you proposed and a person has to review (or has reviewed): each with its \
            `status` (pending, accepted, rejected, or expired when nobody decided in time), what it would do \
            (`action`, `task_id`, `draft`), and once accepted the task it made or changed (`result_task_id`). \
            With no arguments: your pending proposals, oldest first. Reads only; changes nothing. Only the \
            person accepts or rejects proposals, in their own TaskDraft.
            """,
        inputSchema: JSONSchema.object([
            "status": JSONSchema.string("Which proposals (default pending).",
                                        oneOf: Proposal.Status.allCases.map(\.rawValue) + ["all"]),
            "limit": JSONSchema.integer("At most this many (default \(ToolCatalog.listDefaultLimit)).", minimum: 1, maximum: ToolCatalog.listMaximumLimit),
        ], closed: true),
        outputSchema: StrangerText.schema(JSONSchema.object([
            "proposals": JSONSchema.array(of: ToolShapes.proposalSchema, description: "Your proposals, oldest first."),
            "count": JSONSchema.integer("How many proposals are in `proposals`."),
        ], required: ["proposals", "count"])),
        behavior: .init(readOnly: true, destructive: false, idempotent: true),
        auditIntent: .proposals)

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        guard case .agent(let agent) = call.caller else { throw ToolInputError("only an agent has proposals.") }
        var query = TaskStore.ProposalQuery(status: .pending, limit: ToolCatalog.listDefaultLimit)
        if let text = try call.arguments.string("status") {
            if text == "all" {
                query.status = nil
            } else if let status = Proposal.Status(rawValue: text) {
                query.status = status
            } else {
                throw ToolInputError("`status` must be pending, accepted, rejected, expired or all, found \(RefusedValue.quoted(text)).")
            }
        }
        if let limit = try call.arguments.integer("limit") {
            guard limit >= 1, limit <= Int64(ToolCatalog.listMaximumLimit) else {
                throw ToolInputError("`limit` must be from 1 to \(ToolCatalog.listMaximumLimit), found \(limit).")
            }
            query.limit = Int(limit)
        }
        query.via = agent.route.via
        if case .stdio = agent.route { query.client = agent.client }
        let proposals = try call.planner.proposals(query)
        call.planner.recordCall(call.tool.auditIntent, caller: call.caller, detail: "\(proposals.count) " + English.plural(proposals.count, "proposal", "proposals"))
        let now = call.planner.now
        return .success(["proposals": .array(proposals.map { .object($0.json(in: call.zone, now: now)) }),
                         "count": .int(Int64(proposals.count))])
    }
}
