/// The MCP revisions this server speaks, in its two generations.
///
/// Handshake generation: the client opens with `initialize`, the versions are negotiated once
/// and the capabilities hold for the whole process
/// (https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle).
/// Stateless generation: no handshake; every request carries its version and capabilities in
/// `_meta`, and `server/discover` advertises what the server supports
/// (https://modelcontextprotocol.io/specification/2026-07-28/basic/versioning).
/// A dual-era server answers both, even on the same connection.
public enum ProtocolVersion {
    /// Handshake revisions, newest first. The newest is offered when a client asks for one
    /// we do not know, as the lifecycle page prescribes.
    public static let handshake = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// Stateless revisions, newest first.
    public static let stateless = ["2026-07-28"]

    public static var supported: [String] { stateless + handshake }

    /// The version to answer `initialize` with: the client's, when we speak it.
    public static func negotiate(requested: String) -> String {
        handshake.contains(requested) ? requested : handshake[0]
    }

    /// Whether elicitation requests carry `mode` (added in 2025-11-25; older clients know only forms).
    static func elicitationHasMode(_ version: String) -> Bool {
        version != "2025-06-18" && version != "2025-03-26" && version != "2024-11-05"
    }
}
