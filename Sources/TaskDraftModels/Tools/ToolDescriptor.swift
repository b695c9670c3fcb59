import TaskDraftKit

/// A tool a model may call, declared once: its name, what it does (written for a model),
/// the JSON Schema of its arguments and of its result, and how it behaves.
///
/// Every surface that offers tools (the MCP server, and HTTP models' read-only tools) reads
/// the same declaration, so a name or a description never drifts between them.
public struct ToolDescriptor: Sendable {
    /// What a client may assume about a call, as MCP's tool annotations put it
    /// (https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool-annotations).
    public struct Behavior: Sendable, Hashable {
        /// Reads only; changes nothing.
        public let readOnly: Bool
        /// May overwrite or remove what is there (as opposed to only adding).
        public let destructive: Bool
        /// Calling again with the same arguments has no further effect.
        public let idempotent: Bool
        /// Reaches beyond the user's own task list (never, for TaskDraft's tools).
        public let openWorld: Bool

        public init(readOnly: Bool, destructive: Bool, idempotent: Bool, openWorld: Bool = false) {
            self.readOnly = readOnly
            self.destructive = destructive
            self.idempotent = idempotent
            self.openWorld = openWorld
        }
    }

    public let name: String
    /// A short label for people (menus, confirmation dialogs).
    public let title: String
    /// For the model: what the tool does, when to use it, and what it will refuse.
    public let description: String
    /// The arguments: a closed JSON Schema object.
    public let inputSchema: JSONValue
    /// The result's `structuredContent`: a JSON Schema object.
    public let outputSchema: JSONValue
    public let behavior: Behavior
    /// The word the audit log records for a call (the domain action, or `draft`/`list` for reads).
    public let auditIntent: AuditIntent

    public init(name: String, title: String, description: String, inputSchema: JSONValue, outputSchema: JSONValue,
                behavior: Behavior, auditIntent: AuditIntent) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.behavior = behavior
        self.auditIntent = auditIntent
    }

    /// The argument names the input schema declares, in order.
    public var argumentNames: [String] {
        guard case .object(let properties)? = inputSchema["properties"] else { return [] }
        return properties.keys
    }
}
