/// How an undo summary is kept in `undo_log.summary_value`: a JSON object with a `version`,
/// its `kind` and the kind's arguments. A kind or version this build does not know reads as
/// the English stored beside it (`.stored`), so an older taskdraft still shows a newer one's rows.
extension UndoSummary {
    static let version: Int64 = 1

    var storedValue: JSONValue {
        var object: JSONObject = ["version": .int(Self.version)]
        func task(_ kind: String, _ id: Int64, _ title: String) {
            object["kind"] = .string(kind)
            object["task"] = .int(id)
            object["title"] = .string(title)
        }
        switch self {
        case .created(let id, let title): task("created", id, title)
        case .createdSet(let ids):
            object["kind"] = .string("created_set")
            object["tasks"] = .array(ids.map(JSONValue.int))
        case .completed(let id, let title): task("completed", id, title)
        case .edited(let id, let title): task("edited", id, title)
        case .deleted(let id, let title): task("deleted", id, title)
        case .imported(let count, let source):
            object["kind"] = .string("imported")
            object["count"] = .int(Int64(count))
            object["source"] = .string(source)
        case .synced(let server, let created, let changed, let deleted):
            object["kind"] = .string("synced")
            object["server"] = .optional(server)
            object["created"] = .int(Int64(created))
            object["changed"] = .int(Int64(changed))
            object["deleted"] = .int(Int64(deleted))
        case .stored: return .null
        }
        return .object(object)
    }

    /// The summary a row holds: its value when this build reads it, else its English as stored.
    init(stored text: String?, english: String) {
        guard let text, let value = try? JSONParser.parse(text), let object = value.objectValue,
              object["version"]?.intValue == Self.version, let kind = object["kind"]?.stringValue,
              let summary = Self.read(kind, object) else {
            self = .stored(english)
            return
        }
        self = summary
    }

    private static func read(_ kind: String, _ o: JSONObject) -> UndoSummary? {
        func count(_ key: String) -> Int? { o[key]?.intValue.map(Int.init) }
        switch kind {
        case "created", "completed", "edited", "deleted":
            guard let id = o["task"]?.intValue, let title = o["title"]?.stringValue else { return nil }
            switch kind {
            case "created": return .created(task: id, title: title)
            case "completed": return .completed(task: id, title: title)
            case "edited": return .edited(task: id, title: title)
            default: return .deleted(task: id, title: title)
            }
        case "created_set":
            guard let ids = o["tasks"]?.arrayValue?.compactMap(\.intValue) else { return nil }
            return .createdSet(ids)
        case "imported":
            guard let n = count("count"), let source = o["source"]?.stringValue else { return nil }
            return .imported(count: n, source: source)
        case "synced":
            guard let created = count("created"), let changed = count("changed"), let deleted = count("deleted") else { return nil }
            return .synced(server: o["server"]?.stringValue, created: created, changed: changed, deleted: deleted)
        default: return nil
        }
    }
}
