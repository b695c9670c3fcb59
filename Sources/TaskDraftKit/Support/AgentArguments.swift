/// The arguments an agent gave a tool, read by the shapes several fields share: a text or
/// null, an array of strings, an array of task links. The messages name the argument and say
/// what was expected, so the model can fix its call.
public struct AgentArguments: Sendable {
    public let values: JSONObject

    public init(_ values: JSONObject) { self.values = values }

    /// A string, or nil when absent. Null counts as absent for fields that cannot be cleared.
    public func string(_ key: String) throws(ToolInputError) -> String? {
        switch values[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?: throw ToolInputError("`\(key)` must be a string, found \(other.typeName).")
        }
    }

    /// For clearable fields: nil when absent, `.clear` for null, `.set` for a string.
    public func clearable(_ key: String) throws(ToolInputError) -> TaskPatch.Field<String>? {
        switch values[key] {
        case nil: return nil
        case .null?: return .clear
        case .string(let s)?: return .set(s)
        case let other?: throw ToolInputError("`\(key)` must be a string or null, found \(other.typeName).")
        }
    }

    public func strings(_ key: String) throws(ToolInputError) -> [String]? {
        switch values[key] {
        case nil, .null?: return nil
        case .array(let items)?:
            var result: [String] = []
            for item in items {
                guard case .string(let s) = item else {
                    throw ToolInputError("`\(key)` must be an array of strings, found \(item.typeName) in it.")
                }
                result.append(s)
            }
            return result
        case let other?: throw ToolInputError("`\(key)` must be an array of strings, found \(other.typeName).")
        }
    }

    /// Links given as an array of ids and UIDs; null is none (it clears the links).
    public func links(_ key: String) throws(ToolInputError) -> [TaskLink]? {
        switch values[key] {
        case nil: return nil
        case .null?: return []
        case .array(let items)?:
            if let item = items.first(where: { $0.intValue == nil && $0.stringValue == nil }) {
                throw ToolInputError("`\(key)` must be an array of task ids (integers) or UIDs (strings), found \(item.typeName) in it.")
            }
            do { return try [TaskLink].read(.array(items), field: key) } catch { throw ToolInputError("`\(key)`: \(error).") }
        case let other?:
            throw ToolInputError("`\(key)` must be an array of task ids (integers) or UIDs (strings), found \(other.typeName).")
        }
    }
}
