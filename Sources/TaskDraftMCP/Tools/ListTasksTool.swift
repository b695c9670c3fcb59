import TaskDraftKit
import TaskDraftModels

/// `list_tasks`: the `list` command's filters, as named arguments.
enum ListTasksTool {
    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let arguments = call.arguments
        var filter = TaskFilter()
        // The same words `taskdraft list` reads, so both surfaces filter alike.
        for key in ["status", "due", "priority"] {
            if let value = try arguments.string(key), let problem = filter.apply(word: "\(key):\(value)") {
                throw ToolInputError("`\(key)`: \(problem).")
            }
        }
        if let project = try arguments.string("project") {
            guard !project.trimmingWhitespace().isEmpty else { throw ToolInputError("`project` must not be empty.") }
            filter.project = project
        }
        if let tags = try arguments.strings("tags") { filter.tags = TaskDraft.normalizedTags(tags) }
        if let text = try arguments.string("text"), !text.trimmingWhitespace().isEmpty { filter.text = text }
        let limit = try arguments.integer("limit") ?? Int64(ToolCatalog.listDefaultLimit)
        guard (1...Int64(ToolCatalog.listMaximumLimit)).contains(limit) else {
            throw ToolInputError("`limit` must be between 1 and \(ToolCatalog.listMaximumLimit).")
        }
        // One row more than asked tells whether the list was cut.
        filter.limit = Int(limit) + 1
        var tasks = try call.planner.tasks(matching: filter, caller: call.caller)
        let truncated = tasks.count > Int(limit)
        if truncated { tasks.removeLast() }
        return .success([
            "tasks": .array(tasks.map { .object($0.json(in: call.zone)) }),
            "count": .int(Int64(tasks.count)),
            "truncated": .bool(truncated),
        ])
    }
}
