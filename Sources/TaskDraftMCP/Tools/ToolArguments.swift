import TaskDraftKit
import TaskDraftModels

/// A tool call's `arguments`, read against the tool's declaration.
struct ToolArguments {
    let tool: ToolDescriptor
    let values: JSONObject

    /// Refuses keys the schema does not declare: a model that invents `confirm: true` or
    /// `ids: [...]` must learn that it does nothing, not have it silently ignored.
    init(tool: ToolDescriptor, values: JSONObject) throws(ToolInputError) {
        self.tool = tool
        self.values = values
        let known = tool.argumentNames
        if let unknown = values.keys.first(where: { !known.contains($0) }) {
            var message = "unknown argument `\(unknown)`; \(tool.name) takes " + known.map { "`\($0)`" }.joined(separator: ", ")
            if tool.name == DeleteTaskTool.name {
                message += ". Only the person can confirm a delete (your client asks them), and each call deletes one task"
            }
            throw ToolInputError(message + ".")
        }
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    /// A string, or nil when absent. Null counts as absent for fields that cannot be cleared.
    func string(_ key: String) throws(ToolInputError) -> String? { try AgentArguments(values).string(key) }

    /// For clearable fields: nil when absent, `.clear` for null, `.set` for a string.
    func clearable(_ key: String) throws(ToolInputError) -> TaskPatch.Field<String>? { try AgentArguments(values).clearable(key) }

    func bool(_ key: String) throws(ToolInputError) -> Bool? {
        switch values[key] {
        case nil, .null?: return nil
        case .bool(let b)?: return b
        case let other?: throw ToolInputError("`\(key)` must be true or false, found \(other.typeName).")
        }
    }

    func integer(_ key: String) throws(ToolInputError) -> Int64? {
        switch values[key] {
        case nil, .null?: return nil
        case let value?:
            guard let n = value.intValue else { throw ToolInputError("`\(key)` must be an integer, found \(value.typeName).") }
            return n
        }
    }

    func strings(_ key: String) throws(ToolInputError) -> [String]? { try AgentArguments(values).strings(key) }

    /// The required `id`: one task. An array is answered with why there is no bulk form.
    func taskID() throws(ToolInputError) -> Int64 {
        switch values["id"] {
        case nil, .null?:
            throw ToolInputError("`id` is required: the task's id, as \(ListTasksTool.name) returns it.")
        case .array?:
            throw ToolInputError("`id` must be one task id (an integer such as 3), not a list: \(tool.name) "
                                 + "acts on one task per call.")
        case let value?:
            guard let id = value.intValue, id > 0 else {
                let found = value.intValue.map(String.init) ?? value.typeName
                throw ToolInputError("`id` must be a positive integer task id, found \(found).")
            }
            return id
        }
    }
}
