import TaskDraftKit

/// The read tools' arguments turned into a `TaskFilter`, and their result: written once for
/// every surface that offers `list_tasks` or `search_tasks` (MCP, HTTP models).
public enum TaskQuery {
    public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
        public let message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    /// `list_tasks` arguments (see `ToolCatalog.listTasks`) → filter and limit.
    public static func listFilter(_ arguments: JSONObject, defaultLimit: Int = ToolCatalog.listDefaultLimit)
        throws(Invalid) -> (TaskFilter, Int) {
        var filter = TaskFilter()
        // The same words `taskdraft list` reads, so every surface filters alike.
        for key in ["status", "due", "priority", "sort"] {
            if let value = try string(arguments, key), let problem = filter.apply(word: "\(key):\(value)") {
                throw Invalid("`\(key)`: \(problem).")
            }
        }
        if let project = try string(arguments, "project") {
            guard !project.trimmingWhitespace().isEmpty else { throw Invalid("`project` must not be empty.") }
            filter.project = project
        }
        if let tags = try strings(arguments, "tags") { filter.tags = TaskDraft.normalizedTags(tags) }
        if let text = try string(arguments, "text"), !text.trimmingWhitespace().isEmpty { filter.text = text }
        switch arguments["include_waiting"] {
        case nil, .null?: break
        case .bool(let shows)?: filter.showsWaiting = shows
        case let other?: throw Invalid("`include_waiting` must be true or false, found \(other.typeName).")
        }
        return (filter, try limit(arguments, defaultLimit: defaultLimit))
    }

    /// `search_tasks` arguments (see `ToolCatalog.searchTasks`): words, any status by default.
    public static func searchFilter(_ arguments: JSONObject, defaultLimit: Int = ToolCatalog.searchDefaultLimit)
        throws(Invalid) -> (TaskFilter, Int) {
        guard let query = try string(arguments, "query"), !query.trimmingWhitespace().isEmpty else {
            throw Invalid("`query` is required: words from the task's title or notes.")
        }
        var filter = TaskFilter(statuses: [.pending, .done])
        if let status = try string(arguments, "status"), let problem = filter.apply(word: "status:\(status)") {
            throw Invalid("`status`: \(problem).")
        }
        filter.text = query
        return (filter, try limit(arguments, defaultLimit: defaultLimit))
    }

    /// Runs the filter and shapes the result as the catalog's output schema says.
    public static func result(_ filter: TaskFilter, limit: Int, reader: some TaskReading) throws -> JSONObject {
        var filter = filter
        // One row more than asked tells whether the list was cut.
        filter.limit = limit + 1
        var tasks = try reader.tasks(matching: filter)
        let truncated = tasks.count > limit
        if truncated { tasks.removeLast() }
        return StrangerText.marked([
            "tasks": .array(tasks.map { .object($0.json(in: reader.zone)) }),
            "count": .int(Int64(tasks.count)),
            "truncated": .bool(truncated),
        ])
    }

    private static func limit(_ arguments: JSONObject, defaultLimit: Int) throws(Invalid) -> Int {
        switch arguments["limit"] {
        case nil, .null?: return defaultLimit
        case let value?:
            guard let n = value.intValue else { throw Invalid("`limit` must be an integer, found \(value.typeName).") }
            guard (1...Int64(ToolCatalog.listMaximumLimit)).contains(n) else {
                throw Invalid("`limit` must be between 1 and \(ToolCatalog.listMaximumLimit).")
            }
            return Int(n)
        }
    }

    private static func string(_ arguments: JSONObject, _ key: String) throws(Invalid) -> String? {
        switch arguments[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?: throw Invalid("`\(key)` must be a string, found \(other.typeName).")
        }
    }

    private static func strings(_ arguments: JSONObject, _ key: String) throws(Invalid) -> [String]? {
        switch arguments[key] {
        case nil, .null?: return nil
        case .array(let items)?:
            var result: [String] = []
            for item in items {
                guard case .string(let s) = item else { throw Invalid("`\(key)` must be an array of strings.") }
                result.append(s)
            }
            return result
        case let other?: throw Invalid("`\(key)` must be an array of strings, found \(other.typeName).")
        }
    }
}
