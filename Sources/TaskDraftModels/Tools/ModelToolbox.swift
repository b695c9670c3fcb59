import TaskDraftKit

/// Runs the read-only tools an HTTP model calls while drafting (`ToolCatalog.modelTools`),
/// through domain reads on behalf of the session's caller. A call that cannot run answers
/// with `{"error": …}` saying what to fix, so the model can try again.
public struct ModelToolbox {
    public let reader: any TaskReading

    public init(reader: any TaskReading) { self.reader = reader }

    public struct Outcome {
        public let output: JSONValue
        public let failed: Bool
    }

    public func run(name: String, arguments text: String) -> Outcome {
        guard let tool = ToolCatalog.modelTools.first(where: { $0.name == name }) else {
            return failure("unknown tool `\(name)`; the tools are " + ToolCatalog.modelTools.map { "`\($0.name)`" }.joined(separator: ", "))
        }
        let trimmed = text.trimmingWhitespace()
        let arguments: JSONObject
        if trimmed.isEmpty {
            arguments = [:]
        } else {
            guard case .object(let object)? = try? JSONParser.parse(Array(trimmed.utf8)) else {
                return failure("the arguments of \(name) are not a JSON object")
            }
            arguments = object
        }
        if let unknown = arguments.keys.first(where: { !tool.argumentNames.contains($0) }) {
            return failure("unknown argument `\(unknown)`; \(name) takes " + tool.argumentNames.map { "`\($0)`" }.joined(separator: ", "))
        }
        do {
            let (filter, limit) = name == ToolCatalog.searchTasks.name
                ? try TaskQuery.searchFilter(arguments) : try TaskQuery.listFilter(arguments, defaultLimit: ToolCatalog.searchDefaultLimit)
            return Outcome(output: .object(try TaskQuery.result(filter, limit: limit, reader: reader)), failed: false)
        } catch let invalid as TaskQuery.Invalid {
            return failure(invalid.message)
        } catch {
            return failure("\(name) failed: \(error)")
        }
    }

    private func failure(_ message: String) -> Outcome {
        Outcome(output: .object(["error": .string(message)]), failed: true)
    }
}
