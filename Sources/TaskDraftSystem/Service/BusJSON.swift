import TaskDraftKit

/// Tasks and drafts cross the bus as `a{sv}` dictionaries with the keys of their JSON
/// contracts (docs/DESIGN.md §4, `show --json`): the same field table writes both, so a field added to tasks
/// reaches D-Bus callers with no code here. A JSON null is a missing key (D-Bus has no null).
enum BusJSON {
    static func dictionary(_ object: JSONObject) -> DBusValue {
        .dictionary(object.members.compactMap { member in value(member.value).map { (member.key, $0) } })
    }

    static func value(_ json: JSONValue) -> DBusValue? {
        switch json {
        case .null: return nil
        case .bool(let b): return .bool(b)
        case .int(let i): return .int64(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .object(let o): return dictionary(o)
        case .array(let items):
            let values = items.compactMap(value)
            if values.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                return .array(element: "s", values)
            }
            if values.allSatisfy({ $0.signature == "a{sv}" }) { return .array(element: "a{sv}", values) }
            return .array(element: "v", values.map(DBusValue.variant))
        }
    }

    /// A caller's `a{sv}` (or any value) as JSON, for the contract's readers to check.
    static func json(_ value: DBusValue) -> JSONValue {
        if let entries = value.dictionaryEntries {
            return .object(JSONObject(entries.map { JSONObject.Member(key: $0.key, value: json($0.value)) }))
        }
        switch value {
        case .string(let s), .objectPath(let s), .signature(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .double(let d): return .double(d)
        case .variant(let inner): return json(inner)
        case .array(_, let items): return .array(items.map(json))
        case .structure(let fields): return .array(fields.map(json))
        case .dictEntry(let key, let entry): return .array([json(key), json(entry)])
        case .unixFD: return .null
        default: return value.integerValue.map(JSONValue.int) ?? .null
        }
    }
}
