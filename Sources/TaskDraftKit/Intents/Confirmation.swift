/// How a caller said yes to an action. The domain decides which of these an action needs.
public enum Confirmation: Sendable, Hashable {
    /// Nobody confirmed.
    case none
    /// The caller said so up front (`--yes`).
    case flag
    /// A person answered a prompt at the terminal.
    case interactive
    /// A person confirmed through the agent's client (MCP elicitation), not the agent itself.
    case elicited
    /// A person accepted the agent's proposal in their inbox, having seen it.
    case reviewed
}
