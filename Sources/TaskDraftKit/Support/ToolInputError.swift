/// A tool argument that does not fit the tool's schema. The message names the argument and
/// says what was expected, so the model can fix its call; it becomes an `isError` result.
/// Declared beside the rows that read an agent's arguments (`TaskField.AgentPart`), which MCP's
/// tools walk.
public struct ToolInputError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
