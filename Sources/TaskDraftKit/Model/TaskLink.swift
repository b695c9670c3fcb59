/// One task another depends on (`Task.depends`): its id in this database, which a person
/// types, and its UID, which travels (exports, Taskwarrior's `depends`, iCalendar's
/// `RELATED-TO;RELTYPE=DEPENDS-ON`).
///
/// A stored task's links have both. A draft's may have one: `id` 0 when only the UID is known
/// (an imported file, a CalDAV server), `uid` "" when only the id is (the words "after task
/// 3", `depends:3`); `CommitContext.resolveDependencies` fills in the other, or refuses the link.
public struct TaskLink: Sendable, Hashable {
    public var id: Int64
    public var uid: String

    public init(id: Int64, uid: String = "") {
        self.id = id
        self.uid = uid
    }

    public init(uid: String) {
        self.id = 0
        self.uid = uid
    }

    /// Most tasks one task may depend on: more than any plan has, and it bounds the work a
    /// stranger's file or an agent can ask of the cycle check.
    public static let maximumDepends = 1_000

    /// The task the link names, as a relation's references are read: by its UID when it has
    /// one, else by its number.
    public var reference: TaskReference { uid.isEmpty ? .id(id) : .uid(uid) }

    /// `{"id": 3, "uid": "…"}`, a member left out when unknown.
    public var json: JSONValue {
        var object = JSONObject()
        if id > 0 { object["id"] = .int(id) }
        if !uid.isEmpty { object["uid"] = .string(uid) }
        return .object(object)
    }

    /// A link as JSON gives it: an object with `id` and/or `uid`, a bare id (an integer), or a
    /// bare UID (a string). nil for anything else.
    public init?(json: JSONValue) {
        switch json {
        case .int(let id) where id > 0: self.init(id: id)
        case .string(let text):
            let uid = text.trimmingWhitespace()
            guard !uid.isEmpty else { return nil }
            self.init(uid: uid)
        case .object(let object):
            let id = object["id"]?.intValue ?? 0
            let uid = object["uid"]?.stringValue?.trimmingWhitespace() ?? ""
            guard id > 0 || !uid.isEmpty else { return nil }
            self.init(id: max(0, id), uid: uid)
        default: return nil
        }
    }

    /// The links in the store's text for them, `id uid pending id uid pending …` (a UID has no
    /// spaces; pending is 1 or 0), and the ids of those still pending.
    static func parseColumn(_ text: String?) -> ([TaskLink], pending: [Int64]) {
        guard let text, !text.isEmpty else { return ([], []) }
        let words = text.split(separator: " ")
        var links: [TaskLink] = []
        var pending: [Int64] = []
        links.reserveCapacity(words.count / 3)
        var index = 0
        while index + 2 < words.count {
            if let id = Int64(words[index]) {
                links.append(TaskLink(id: id, uid: String(words[index + 1])))
                if words[index + 2] == "1" { pending.append(id) }
            }
            index += 3
        }
        return (links, pending)
    }
}

extension Array where Element == TaskLink {
    /// The ids and UIDs as a JSON array of `TaskLink.json` objects.
    public var json: JSONValue { .array(map(\.json)) }

    /// Links read from a JSON array (or one link); nil when `json` is not one.
    public init?(json: JSONValue) {
        switch json {
        case .null: self = []
        case .array(let items):
            var links: [TaskLink] = []
            for item in items {
                guard let link = TaskLink(json: item) else { return nil }
                links.append(link)
            }
            self = links
        case .string(let text):
            // A cell or a bare value: UIDs apart by spaces or commas (a UID has neither space nor comma).
            self = text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map { TaskLink(uid: String($0)) }
        default:
            guard let link = TaskLink(json: json) else { return nil }
            self = [link]
        }
    }

    /// Without repeats (the same id, or the same UID when the id is unknown), order kept.
    public var withoutRepeats: [TaskLink] {
        var ids = Set<Int64>()
        var uids = Set<String>()
        var result: [TaskLink] = []
        for link in self {
            if link.id > 0 ? ids.insert(link.id).inserted : uids.insert(link.uid).inserted { result.append(link) }
        }
        return result
    }
}

extension Array where Element == TaskLink {
    /// Links as a stranger gives them (a draft's or a model's `depends`, an agent's
    /// arguments): what `init?(json:)` reads, each UID held to what `TaskUID` takes, so a
    /// link no task could have is refused before any task is looked up.
    public static func read(_ json: JSONValue, field: String) throws(DraftError) -> [TaskLink] {
        guard let links = [TaskLink](json: json) else {
            let text = JSONWriter.serialize(json)
            // The refusal quotes what was given, not a whole list of thousands.
            let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
            throw .field(field, .notReadable(shown, expected: .tasks))
        }
        for link in links where !link.uid.isEmpty {
            if let problem = TaskUID.problem(link.uid) { throw .uid(problem, field: field) }
        }
        return links
    }
}

extension TaskLink {
    /// JSON Schema of the links an agent names: each a task's id or its UID.
    public static func argumentsSchema(_ description: String) -> JSONValue {
        JSONSchema.array(of: .object([
            "type": .array([.string("integer"), .string("string")]), "minimum": .int(1), "minLength": .int(1),
            "description": .string("A task's id (an integer, as the task lists show it) or its UID (the string `uuid`)."),
        ]), description: description)
    }

    /// JSON Schema of one link in task JSON.
    static var schema: JSONValue {
        JSONSchema.object(["id": JSONSchema.integer("The task's id in this database."),
                           "uid": JSONSchema.string("The task's UID, which exports and sync carry.")])
    }
}
