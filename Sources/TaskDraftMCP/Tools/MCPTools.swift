import TaskDraftKit
import TaskDraftModels

/// Every tool the MCP server offers, in the order clients list them. A new tool is a type
/// conforming to `MCPTool` and one line here.
public enum MCPTools {
    static let all: [any MCPTool.Type] = [
        DraftTaskTool.self, CreateTaskTool.self, ListTasksTool.self, CompleteTaskTool.self, UpdateTaskTool.self,
        DeleteTaskTool.self, ListProposalsTool.self, AnnotateTaskTool.self,
    ]

    public static let descriptors: [ToolDescriptor] = all.map { $0.descriptor }
    public static let names: [String] = all.map { $0.name }
    /// The tool an agent reads its proposals with, for the help that tells a person so.
    public static let proposalsTool = ListProposalsTool.name

    static func named(_ name: String) -> (any MCPTool.Type)? { all.first { $0.name == name } }

    /// The names of the tools `picked` takes, as an English sentence lists them: "a, b and c".
    static func listed(where picked: (ToolDescriptor) -> Bool) -> String {
        let names = descriptors.filter(picked).map(\.name)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
