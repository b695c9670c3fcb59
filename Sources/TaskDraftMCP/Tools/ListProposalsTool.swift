import TaskDraftKit
import TaskDraftModels

/// `list_proposals`: what became of the changes this agent proposed — its route's (its token's,
/// or over stdio its client's), never another agent's.
enum ListProposalsTool {
    static func run(_ call: ToolCall) throws -> ToolOutcome {
        guard case .agent(let agent) = call.caller else { throw ToolInputError("only an agent has proposals.") }
        var query = TaskStore.ProposalQuery(status: .pending, limit: ToolCatalog.listDefaultLimit)
        if let text = try call.arguments.string("status") {
            if text == "all" {
                query.status = nil
            } else if let status = Proposal.Status(rawValue: text) {
                query.status = status
            } else {
                throw ToolInputError("`status` must be pending, accepted, rejected, expired or all, found \"\(text)\".")
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
        call.planner.recordCall(call.tool.auditIntent, caller: call.caller, detail: "\(proposals.count) proposals")
        let now = call.planner.now
        return .success(["proposals": .array(proposals.map { .object($0.json(in: call.zone, now: now)) }),
                         "count": .int(Int64(proposals.count))])
    }
}
