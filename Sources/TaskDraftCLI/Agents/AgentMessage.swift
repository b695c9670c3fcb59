import Glibc
import TaskDraftKit
import struct TaskDraftMCP.BindAddress
import struct TaskDraftMCP.HTTPServerFailure

/// What the terminal says about agents' access and their proposals (`tokens`, `mcp --http`,
/// `inbox`, the REPL's notice and `/inbox`). A case of the terminal's catalogue
/// (`Message.agents`), worded in `AgentMessage+English`, `+Russian` and `+Polish`; machine output
/// (`--json`) never goes through here.
enum AgentMessage: LocalizedText {
    // `tokens`.
    case tokenMade(name: String, scope: AgentScope), tokenShownOnce, tokenRevoked(String), noTokens
    case columnName, columnScope, columnMade, columnLastUsed, columnState, never, live, revoked(String)
    case scope(AgentScope)

    // `mcp --http`.
    case remoteNeedsFlag(String), cannotListen(HTTPServerFailure)

    // `inbox` and the REPL.
    case inboxEmpty, inboxNotice([(agent: String, count: Int)])
    /// `#7 from laptop-agent: create`, with the task a change touches.
    case proposalHeading(id: Int64, agent: String, action: Action, task: String?)
    case inboxHeader(Int), inboxPrompt(Int), acceptQuestion, accepted(Int64), rejected(Int64, agent: String), keptPending(Int)
    case edited(Int64), notAccepted(Int64, String), noFieldsToEdit(Int64)
    case columnProposal, columnAgent, columnWhat, columnProposed, columnExpires, columnStatus
    case actionWord(Action), status(Proposal.Status)

    static let samples: [AgentMessage] = [
        .tokenMade(name: "laptop", scope: .propose), .tokenShownOnce, .tokenRevoked("laptop"), .noTokens,
        .columnName, .columnScope, .columnMade, .columnLastUsed, .columnState, .never, .live, .revoked("2026-12-01"),
        .scope(.read), .scope(.propose), .scope(.write), .remoteNeedsFlag("0.0.0.0:8765"), .cannotListen(HTTPServerFailure(.listen(BindAddress("127.0.0.1:8765")!), SystemError(EADDRINUSE))),
        .cannotListen(HTTPServerFailure(.socket, SystemError(EMFILE))), .cannotListen(HTTPServerFailure(.pipe, SystemError(EMFILE))),
        .inboxEmpty, .inboxNotice([(agent: "laptop", count: 2), (agent: "phone", count: 1)]),
        .proposalHeading(id: 7, agent: "laptop", action: .create, task: "Call Anna"),
        .proposalHeading(id: 7, agent: "laptop", action: .delete, task: nil), .inboxHeader(1), .inboxHeader(3),
        .inboxPrompt(1), .inboxPrompt(3), .acceptQuestion, .accepted(7), .rejected(7, agent: "laptop"), .keptPending(2), .edited(7),
        .notAccepted(7, "the task was deleted"), .noFieldsToEdit(7),
        .columnProposal, .columnAgent, .columnWhat, .columnProposed, .columnExpires, .columnStatus,
    ] + [Action.create, .complete, .edit, .delete].map(AgentMessage.actionWord)
        + [Proposal.Status.pending, .accepted, .rejected, .expired].map(AgentMessage.status)
}
