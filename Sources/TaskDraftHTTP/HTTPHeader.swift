import TaskDraftKit

public struct HTTPHeader: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Headers whose values are never printed, logged or stored.
    static let secretNames: Set<String> = ["authorization", "proxy-authorization", "x-api-key", "api-key", "cookie"]

    public var isSecret: Bool { HTTPHeader.secretNames.contains(name.lowercased()) }
}
