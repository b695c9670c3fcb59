/// `parent`: the task this one is a step of. A task stores its parent's UID, the identity
/// that travels (exports, CalDAV's `RELATED-TO;RELTYPE=PARENT`), so a file or a server may
/// name a parent that arrives later; a draft, an edit or an agent may name it by number too
/// (`TaskReference`), which the commit resolves (`CommitContext.resolveParent`).
extension TaskField {
    static let parent = TaskField(
        name: "parent",
        shown: { t, _, emit in emit("parent", .optional(t.parent)) },
        schema: { ["parent": JSONSchema.string("The UID of the task this one is a subtask of.", nullable: true)] },
        draft: DraftPart(
            keys: ["parent"],
            json: { d, emit in emit("parent", d.parent?.json ?? .null) },
            schema: { ["parent": parentArgumentSchema("The task this one is a subtask of: its number, or its UID.")] },
            read: { d, r throws(DraftError) in
                switch r.object["parent"] {
                case nil, .null?: break
                case .int(let id)? where id > 0: d.parent = .id(id)
                case .string(let text)?:
                    // A file's or a model's string is a UID, digits or not: only a number is an id.
                    let uid = try TaskUID.validated(text, field: "parent")
                    d.parent = uid.map(TaskReference.uid)
                case let other?: throw .field("parent", .notReadable(other.compactText, expected: Subtasks.expected))
                }
            },
            toTask: { d, t in
                // An id is resolved by the commit (`CommitContext.resolveParent`), which sets the UID.
                if case .uid(let uid)? = d.parent { t.parent = uid } else if d.parent == nil { t.parent = nil }
            },
            toDraft: { t, d in d.parent = t.parent.map(TaskReference.uid) }),
        selected: ["parent"], read: { t, row, i in t.parent = row.optionalString(i) },
        written: ["parent"], values: { t, _, v in v.append(.optional(t.parent)) },
        snapshot: { t, emit in emit("parent", .optional(t.parent)) },
        restore: { t, o in t.parent = o["parent"]?.stringValue; return true },
        csv: CSVPart(column: "parent", text: { t, _ in t.parent ?? "" }),
        edit: EditPart(
            modifyNames: ["parent"], valueName: "task",
            agentHelp: "The UID (uuid) of the task this one is a subtask of; null makes it a top-level task.",
            allowed: nil, completion: nil, clearable: true,
            parse: { text in
                if EditPart.clears(text) { return .null }
                return TaskReference(text: text)?.json
            },
            decode: { json in
                if case .null = json { return .null }
                return TaskReference(json: json)?.json
            },
            expected: Subtasks.expected,
            // The task JSON's type: an agent names the parent by the `uuid` every listed task carries.
            schema: { JSONSchema.string("The UID (uuid) of the task this one is a subtask of; null makes it a top-level task.", nullable: true) },
            apply: { t, json in
                // A number was turned into the parent's UID by `EditTaskIntent` before this runs.
                switch json {
                case .null: t.parent = nil
                case .string(let uid): t.parent = uid
                default: break
                }
            },
            change: { old, new in old.parent == new.parent ? nil : (new.parent?.json ?? .null) }),
        // RELATED-TO;RELTYPE=PARENT, shared with the relations `VTodoParent` leaves as they are.
        calendar: .own([], \.parent, describe: { $0 ?? "none" }),
        example: { $0.parent = "7c1e9a2b-5d3f-4e8a-b6c1-2f9d0e4a8b35" })

    private static func parentArgumentSchema(_ description: String) -> JSONValue {
        .object(["type": .array([.string("integer"), .string("string"), .string("null")]), "description": .string(description)])
    }
}

private extension JSONValue {
    /// A short text of a value that is not a reference, for the refusal.
    var compactText: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let n): return "\(n)"
        case .double(let d): return "\(d)"
        case .array: return "[…]"
        case .object: return "{…}"
        default: return ""
        }
    }
}
