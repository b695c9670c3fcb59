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
        for tool in MCPTools.all {
            #expect(tool.descriptor.name == tool.name)
            #expect(tool.descriptor.description.count > 80, "\(tool.name): the description is for a model; say enough")
            #expect(!tool.descriptor.title.isEmpty)
            #expect(MCPTools.named(tool.name) == tool)
        }
    }

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under `Sources/`, without its comments (a comment may name a tool).
    static func code() throws -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { line in
                line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
            }.joined(separator: "\n")
            files.append((url.lastPathComponent, String(text)))
        }
        return files
    }

    /// A tool's name is written once in the code, where the tool declares it: descriptions,
    /// failure messages, the server's instructions and help interpolate it, so a rename or a
    /// new tool is one edit, and no text names a tool the list does not have.
    @Test func everyToolsNameIsWrittenOnce() throws {
        let files = try Self.code()
        for name in MCPTools.names + ToolCatalog.modelTools.map(\.name) {
            let places = files.flatMap { file in
                file.text.ranges(of: name).compactMap { range -> String? in
                    // `list_tasks` inside `list_tasks_by_…` would be another word.
                    let after = file.text[range.upperBound...].first, before = file.text[..<range.lowerBound].last
                    let partOfWord = [after, before].contains { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                    return partOfWord ? nil : file.path
                }
            }
            #expect(places.count == 1, "\(name) is written in \(places)")
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

    /// `draft_task` declares the draft's shape, which the other results name.
    @Test func theDraftSchemaNamesEveryKeyADraftHas() throws {
        let keys = TaskDraft(title: "t").json.keys
        #expect(try #require(ToolShapes.draftSchema["properties"]?.objectValue).keys == keys)
        #expect(DraftTaskTool.descriptor.outputSchema == ToolShapes.draftSchema)
    }

    /// Every object schema in `value`, nested ones included.
    static func objectSchemas(in value: JSONValue) -> [JSONObject] {
        switch value {
        case .object(let object):
            let own = object["properties"] != nil ? [object] : []
            return own + object.members.flatMap { objectSchemas(in: $0.value) }
        case .array(let items): return items.flatMap(objectSchemas)
        default: return []
        }
    }

    /// `tools/list` declares the task, draft and proposal shapes once each, in the tool that
    /// returns the shape on its own; every other result names it (`ToolShapes`). Written out in
    /// every result that can carry them, they made the list 3.4 times as long (BENCHMARKS.md).
    @Test func eachSharedShapeIsDeclaredOnce() throws {
        let shapes: [(String, JSONValue, String)] = [("task", ToolCatalog.taskSchema, ListTasksTool.name),
                                                     ("draft", ToolShapes.draftSchema, DraftTaskTool.name),
                                                     ("proposal", ToolShapes.proposalSchema, ListProposalsTool.name)]
        for (shape, schema, owner) in shapes {
            let keys = try #require(schema["properties"]?.objectValue).keys
            let declaring = MCPTools.descriptors.filter { tool in
                Self.objectSchemas(in: tool.outputSchema).contains { $0["properties"]?.objectValue?.keys == keys }
            }.map(\.name)
            #expect(declaring == [owner], "the \(shape) shape is declared in \(declaring)")
        }
        let listed = JSONWriter.serialize(.array(MCPTools.descriptors.map { .object(MCPConversation.declaration(of: $0)) }))
        #expect(listed.utf8.count < 40_000, "tools/list's tools take \(listed.utf8.count) bytes")
    }

    @Test func outputSchemasAreObjects() throws {
        for tool in MCPTools.descriptors {
            let schema = try #require(tool.outputSchema.objectValue)
            #expect(schema["type"] == .string("object"), "\(tool.name): structuredContent must be an object")
        }
    }

    /// Each tool's hints are README's (`theReadmeTableIsTheList`) and the SDK tests' (`TOOLS`);
    /// what holds for every tool, or follows from what a tool does, is checked here.
    @Test func behaviourMatchesWhatEachToolDoes() {
        #expect(MCPTools.descriptors.allSatisfy { !$0.behavior.openWorld })
        #expect(MCPTools.descriptors.allSatisfy { !($0.behavior.readOnly && $0.behavior.destructive) })
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
            #expect(row[3] == Self.hints(of: tool), "\(tool.name)")
        }
    }

    /// A tool's hints as README's table and the SDK tests' `TOOLS` write them.
    static func hints(of tool: ToolDescriptor) -> String {
        var hints: [String] = []
        if tool.behavior.readOnly { hints.append("read-only") }
        if tool.behavior.destructive { hints.append("destructive") }
        if tool.behavior.idempotent && !tool.behavior.readOnly { hints.append("idempotent") }
        return hints.joined(separator: ", ")
    }

    static var root: URL { sources.deletingLastPathComponent() }

    /// `TOOLS` in `Tests/MCP/harness.py`, the list the SDK's client checks `tools/list` against:
    /// the list's tools, in its order, with their hints.
    @Test func theClientTestsToolsAreTheList() throws {
        let harness = try String(contentsOf: Self.root.appendingPathComponent("Tests/MCP/harness.py"), encoding: .utf8)
        let open = try #require(harness.firstRange(of: "TOOLS = {\n"))
        let close = try #require(harness[open.upperBound...].firstRange(of: "\n}"))
        let rows = harness[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            line.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(rows.map { $0.count > 1 ? $0[1] : "" } == MCPTools.names)
        for (row, tool) in zip(rows, MCPTools.descriptors) {
            #expect(row.count > 3 && row[3] == Self.hints(of: tool), "\(tool.name): \(row)")
        }
    }

    /// ARCHITECTURE.md's recipe for a tool (between `<!-- mcp-recipe -->` markers) names files
    /// that exist, and the count after it is the list's own; with `everyToolsNameIsWrittenOnce`
    /// and the two tests above, a tool added as it says is complete.
    @Test func theArchitectureRecipeCountsItsFiles() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let open = try #require(text.firstRange(of: "<!-- mcp-recipe -->"), "ARCHITECTURE.md has no MCP recipe")
        let close = try #require(text[open.upperBound...].firstRange(of: "<!-- /mcp-recipe -->"))
        let files = text[open.upperBound..<close.lowerBound].split(separator: "\n").compactMap { line -> String? in
            guard line.first?.isNumber == true, let start = line.firstIndex(of: "`") else { return nil }
            let rest = line[line.index(after: start)...]
            return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
        }
        let after = text[close.upperBound...].drop { !$0.isNumber }
        #expect(after.hasPrefix("\(files.count) files"), "the recipe lists \(files.count) files: \(files)")
        #expect(files.first == "TaskDraftMCP/Tools/<Name>Tool.swift")
        for path in files.dropFirst() {
            let exists = [Self.sources.appendingPathComponent(path), Self.root.appendingPathComponent(path)]
                .contains { FileManager.default.fileExists(atPath: $0.path) }
            #expect(exists, "the recipe names \(path), which does not exist")
        }
    }
}
