import Foundation
import Testing
import TaskDraftKit
import TaskDraftModels
@testable import TaskDraftMCP

/// The tool list is a contract with every agent that listed it: well-formed, and every place
/// that names the tools to a reader (the server's instructions, README's table) names the
/// list's tools, so a tool added to `MCPTools.all` cannot be missing from them.
@Suite struct MCPToolsTests {
    @Test func namesAreUniqueAndEveryToolIsDescribed() {
        let names = MCPTools.names
        #expect(Set(names).count == names.count)
        #expect(names == ["draft_task", "create_task", "list_tasks", "complete_task", "update_task", "delete_task",
                          "list_proposals", "annotate_task"])
        for tool in MCPTools.all {
            #expect(tool.descriptor.description.count > 80, "\(tool.descriptor.name): the description is for a model; say enough")
            #expect(!tool.descriptor.title.isEmpty)
            #expect(MCPTools.named(tool.descriptor.name) == tool)
        }
    }

    @Test func inputSchemasAreClosedObjectsWhoseRequiredKeysExist() throws {
        for tool in MCPTools.descriptors {
            let schema = try #require(tool.inputSchema.objectValue)
            #expect(schema["type"] == .string("object"), "\(tool.name)")
            #expect(schema["additionalProperties"] == .bool(false), "\(tool.name) must refuse invented arguments")
            // Some model APIs refuse combinators at the top of an input schema.
            #expect(schema["anyOf"] == nil && schema["oneOf"] == nil && schema["allOf"] == nil)
            let required = schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            for key in required { #expect(tool.argumentNames.contains(key), "\(tool.name) requires undeclared \(key)") }
            for name in tool.argumentNames {
                #expect(schema["properties"]?[name]?["description"]?.stringValue?.isEmpty == false,
                        "\(tool.name).\(name) has no description")
            }
        }
    }

    @Test func outputSchemasAreObjects() throws {
        for tool in MCPTools.descriptors {
            let schema = try #require(tool.outputSchema.objectValue)
            #expect(schema["type"] == .string("object"), "\(tool.name): structuredContent must be an object")
        }
    }

    @Test func behaviourMatchesWhatEachToolDoes() {
        #expect(MCPTools.descriptors.filter(\.behavior.readOnly).map(\.name) == ["draft_task", "list_tasks", "list_proposals"])
        #expect(MCPTools.descriptors.filter(\.behavior.destructive).map(\.name) == ["update_task", "delete_task"])
        #expect(MCPTools.descriptors.allSatisfy { !$0.behavior.openWorld })
        #expect(!CreateTaskTool.descriptor.behavior.idempotent)
        #expect(DeleteTaskTool.descriptor.argumentNames == ["id"])
    }

    /// Words of the instructions that are tool names (lower-case words joined by `_`).
    static func toolNames(in text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0 == "_") }.map(String.init).filter { $0.contains("_") && $0 == $0.lowercased() })
            .subtracting(["idempotency_key"])
    }

    /// For each access scope, the instructions name the tools the agent may use and no other
    /// name: the tools that change something for a scope that may propose or write, the
    /// tools that read for every scope.
    @Test(arguments: [AgentScope.read, .propose, .write])
    func theInstructionsNameTheListsTools(_ scope: AgentScope) {
        let text = ServerIdentity.instructions(zone: Zone.named("Europe/Moscow")!, writesPerMinute: 30, agentsMayDelete: true,
                                               scope: scope)
        let named = Self.toolNames(in: text)
        #expect(named.isSubset(of: Set(MCPTools.names)), "\(named.subtracting(MCPTools.names)) is not a tool")
        let byID = MCPTools.descriptors.filter { $0.argumentNames.contains("id") }.map(\.name)
        #expect(Set(byID).isSubset(of: named), "the tools that take an id: \(byID)")
        if scope == .propose {
            let writes = MCPTools.descriptors.filter { !$0.behavior.readOnly }.map(\.name)
            #expect(Set(writes).isSubset(of: named), "the tools that leave a proposal: \(writes)")
        }
    }

    /// README's "Agents (MCP)" table has one row per tool, in the list's order, with the hints
    /// the tool declares.
    @Test func theReadmeTableIsTheList() throws {
        let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md").path, encoding: .utf8)
        let rows = readme.split(separator: "\n").drop { !$0.hasPrefix("| tool | does | hints |") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
        let cells = rows.map { $0.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(cells.map { $0[1] } == MCPTools.names.map { "`\($0)`" })
        for (row, tool) in zip(cells, MCPTools.descriptors) {
            var hints: [String] = []
            if tool.behavior.readOnly { hints.append("read-only") }
            if tool.behavior.destructive { hints.append("destructive") }
            if tool.behavior.idempotent && !tool.behavior.readOnly { hints.append("idempotent") }
            #expect(row[3] == hints.joined(separator: ", "), "\(tool.name)")
        }
    }
}
