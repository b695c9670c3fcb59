/// One field of a task and every way it travels: the task JSON contract, the draft JSON
/// contract (out and in), the undo snapshot, the store's columns and the CSV column.
///
/// `TaskField.all` (`TaskField+Table.swift`) is the one list of fields; `Task.json`,
/// `TaskDraft.json`/`init(json:)`, the undo log, `TaskStore`'s SQL and the CSV and JSON
/// export and import walk it, so a field is added as one row there (ARCHITECTURE.md,
/// "Add a task field"). The parts are closures rather than key paths: exports run them a
/// million times. A class, so walking the table retains one object per field, not each closure.
public final class TaskField: Sendable {
    /// Hands out one JSON member: the key (a literal, written as is) and its value.
    public typealias Emit = (StaticString, JSONValue) -> Void

    /// The field's name: its first JSON key.
    public let name: String

    /// Task JSON members (`list --json`, `show --json`, MCP results, `export --format json`),
    /// in contract order.
    let shown: @Sendable (Task, Zone, Emit) -> Void
    /// JSON Schema of the members `shown` writes (MCP output schemas, `ToolCatalog.taskSchema`);
    /// a function, so commands that never describe themselves do not build it.
    let schema: @Sendable () -> JSONObject

    /// The field's part of a draft; nil for fields only a stored task has (id, status, times).
    public let draft: DraftPart?

    /// Expressions in the store's `SELECT`, read back by `read` from the first one's index on.
    let selected: [String]
    let read: @Sendable (inout Task, Row, Int32) -> Void
    /// Columns written by `INSERT`/`UPDATE`, and their values in that order.
    let written: [String]
    let values: @Sendable (Task, Zone, inout [Statement.Value]) -> Void
    /// Rows of its own beside the task's (a table keyed by the task's id), written after the
    /// task's row; nil for a field held in columns alone.
    let sideRows: SideRows?

    /// Undo snapshot members (every stored value, exactly), and the way back; `restore`
    /// leaves a key the snapshot lacks at its default (older rows) and answers false only
    /// when a value every task has is missing.
    let snapshot: @Sendable (Task, Emit) -> Void
    let restore: @Sendable (inout Task, JSONObject) -> Bool
    /// For a value too long to snapshot on every change (a task's 10,000 notes): what a change
    /// to a task that stays did to it, which the undo log keeps instead of the value before and
    /// after; nil for a field the snapshots carry whole.
    let loggedEdit: LoggedEdit?

    /// The CSV column (`export --format csv`, read back by `import`) and the cell's text, and
    /// other headers `import` reads as that column.
    public let csv: CSVPart?
    public let csvAliases: [String]

    /// How a person or an agent changes it by name; nil when no edit names it.
    public let edit: EditPart?

    /// For a field that is a moment or a whole day, its second key and how it is edited.
    public let date: DatePart?

    /// For a field that is a list of values, how an edit replaces, adds to and takes from it.
    public let list: ListPart?

    /// How an agent gives it to a new task and changes it by name, where no edit or date part
    /// says it (`TaskField+Agent.swift`); nil for a field agents do not name or that those parts describe.
    public let agent: AgentPart?

    /// Its place in a VTODO (CalDAV sync, `.ics`); nil for a field iCalendar does not carry
    /// or carries as a task's identity (UID, CREATED, LAST-MODIFIED).
    public let calendar: CalendarPart?

    /// The names `modify` sets it by (Taskwarrior's attributes) where no edit or date part of
    /// the row names them: what the words set is more than its value (a note added, a rule
    /// read from words, links added and taken away), or `modify` alone sets it (the status).
    public let attributes: [String]

    /// For a field that is a length of time, its places in Taskwarrior, todo.txt and Todoist.
    public let length: LengthPart?

    /// For a field that is a list of dated notes, its place in Taskwarrior.
    public let dated: DatedPart?

    /// For a field urgency weighs by how many values it holds (`TaskField+Urgency.swift`), the
    /// column that counts them and its coefficient; nil for one it does not.
    public let urgencyCount: UrgencyCount?

    /// A value that differs from a new task's, for the tests that walk every field.
    let example: @Sendable (inout Task) -> Void

    init(name: String, shown: @escaping @Sendable (Task, Zone, Emit) -> Void, schema: @escaping @Sendable () -> JSONObject,
         draft: DraftPart?, selected: [String], read: @escaping @Sendable (inout Task, Row, Int32) -> Void,
         written: [String], values: @escaping @Sendable (Task, Zone, inout [Statement.Value]) -> Void, sideRows: SideRows? = nil,
         snapshot: @escaping @Sendable (Task, Emit) -> Void, restore: @escaping @Sendable (inout Task, JSONObject) -> Bool,
         loggedEdit: LoggedEdit? = nil,
         csv: CSVPart?, csvAliases: [String] = [], edit: EditPart? = nil, date: DatePart? = nil, list: ListPart? = nil,
         agent: AgentPart? = nil, calendar: CalendarPart? = nil, attributes: [String] = [], length: LengthPart? = nil,
         dated: DatedPart? = nil, urgencyCount: UrgencyCount? = nil, example: @escaping @Sendable (inout Task) -> Void) {
        self.name = name
        self.shown = shown
        self.schema = schema
        self.draft = draft
        self.selected = selected
        self.read = read
        self.written = written
        self.values = values
        self.sideRows = sideRows
        self.snapshot = snapshot
        self.restore = restore
        self.loggedEdit = loggedEdit
        self.csv = csv
        self.csvAliases = csvAliases
        self.edit = edit
        self.date = date
        self.list = list
        self.agent = agent
        self.calendar = calendar
        self.attributes = attributes
        self.length = length
        self.dated = dated
        self.urgencyCount = urgencyCount
        self.example = example
    }

    public final class DraftPart: Sendable {
        /// The draft JSON keys this field owns (the strict reader refuses any other).
        public let keys: [String]
        let json: @Sendable (TaskDraft, Emit) -> Void
        /// JSON Schema of `json`'s members where the draft's differs from the task's.
        let schema: (@Sendable () -> JSONObject)?
        /// Reads the field's keys; a missing or null key leaves the draft's default.
        let read: @Sendable (inout TaskDraft, DraftJSONReader) throws(DraftError) -> Void
        /// Draft → task (a commit) and task → draft (`asDraft`, the next occurrence).
        let toTask: @Sendable (TaskDraft, inout Task) -> Void
        let toDraft: @Sendable (Task, inout TaskDraft) -> Void
        /// What an HTTP model is asked to fill of it; nil for a field models are not asked for.
        public let model: ModelPart?

        init(keys: [String], json: @escaping @Sendable (TaskDraft, Emit) -> Void, schema: (@Sendable () -> JSONObject)? = nil,
             read: @escaping @Sendable (inout TaskDraft, DraftJSONReader) throws(DraftError) -> Void,
             toTask: @escaping @Sendable (TaskDraft, inout Task) -> Void, toDraft: @escaping @Sendable (Task, inout TaskDraft) -> Void,
             model: ModelPart? = nil) {
            self.keys = keys
            self.json = json
            self.schema = schema
            self.read = read
            self.toTask = toTask
            self.toDraft = toDraft
            self.model = model
        }
    }

    /// A draft field an HTTP model fills (`DraftSchema`, TaskDraftModels): what each of its first
    /// keys means to a model, one description a key; the kind of its value gives the rest of
    /// its schema (the shape, the pattern, the bounds).
    public struct ModelPart: Sendable {
        /// `{offsets}` in a description stands for the offsets the session's zone uses.
        public let descriptions: [String]
        /// A model may leave its keys out, and a missing one means none: the field came after
        /// servers and scripts had learnt the rest.
        public let optional: Bool
        /// What a plan's step keeps of it: a step is a title and a day.
        public let inAStep: InAStep

        init(_ descriptions: String..., optional: Bool = false, inAStep: InAStep = .kept) {
            self.descriptions = descriptions
            self.optional = optional
            self.inAStep = inAStep
        }

        /// The keys a model fills: the field's first, one for each description.
        public func keys(of field: TaskField) -> ArraySlice<String> {
            (field.draft?.keys ?? []).prefix(descriptions.count)
        }

        /// The keys a plan's step leaves null (`DraftSchema.schema(for:)`): each pattern and
        /// length a grammar-constrained server (llama.cpp) must enforce, ten steps over, slows
        /// every token.
        public func keysNullInAStep(of field: TaskField) -> ArraySlice<String> {
            switch inAStep {
            case .kept: []
            case .null: keys(of: field)
            case .dayOnly: keys(of: field).prefix(1)
            }
        }

        public enum InAStep: Sendable {
            /// A step fills it as a single draft does.
            case kept
            /// A step has no use for it: every key is null.
            case null
            /// A moment whose day a step keeps: its first key, the time, is null.
            case dayOnly
        }
    }

    /// How the store writes a field's side table: every row of a task it inserts (a new task,
    /// one put back by undo), and over the task as stored (`before`) only the rows that changed.
    struct SideRows: Sendable {
        let insert: @Sendable (TaskStore, Task) throws(StoreError) -> Void
        let update: @Sendable (TaskStore, Task, _ before: Task) throws(StoreError) -> Void
    }

    /// What the undo log keeps of a change to the field on a task that stays (`TaskStore.appendUndo`).
    struct LoggedEdit: Sendable {
        /// What the change from `before` to `after` did, as JSON.
        let edit: @Sendable (_ before: Task, _ after: Task) -> JSONValue
        /// Puts into `task` (a snapshot without the field) its value before the change: `edit`
        /// reverted on `current`, the task as it is stored now; an edit it cannot read leaves it.
        let revert: @Sendable (_ edit: JSONValue, _ current: Task?, inout Task) -> Void
    }

    public struct CSVPart: Sendable {
        public let column: String
        public let text: @Sendable (Task, Zone) -> String
    }
}

/// A draft JSON object being read, with the type checks every field shares.
public struct DraftJSONReader {
    public let object: JSONObject
    public let zone: Zone

    public init(object: JSONObject, zone: Zone) {
        self.object = object
        self.zone = zone
    }

    /// The key's string, nil when missing or null, an error for any other type.
    public func string(_ key: String) throws(DraftError) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        case let other?: throw .field(key, .expected(.string, found: other.type))
        }
    }
}

extension TaskField {
    /// The fields drafts carry, in draft JSON order.
    public static let draftFields: [TaskField] = all.filter { $0.draft != nil }
    /// Every draft JSON key the fields own, in contract order.
    public static let draftKeys: [String] = draftParts.flatMap(\.draft.keys)
    /// The draft fields, each with its draft part, in draft JSON order.
    public static let draftParts: [(field: TaskField, draft: DraftPart)] = all.compactMap { field in field.draft.map { (field, $0) } }

    /// The order draft JSON is checked in: `draftReadOrder` first, so an answer with several
    /// faults is told about the same one as ever (a model's repair prompt names it), then any
    /// other draft field in table order.
    static let draftPartsInReadOrder: [(field: TaskField, draft: DraftPart)] = ordered(draftParts, by: draftReadOrder) { $0.field.name }

    /// CSV columns in the order `export --format csv` writes them: `csvOrder` first (files
    /// already written fix it), then any other field's column in table order.
    public static let csvParts: [CSVPart] = ordered(all.compactMap(\.csv), by: csvOrder) { $0.column }

    /// `fields` with the names `order` lists first, in its order, then the rest as they were:
    /// how a surface keeps the order people have read while a new field falls in after them.
    public static func ordered(_ fields: [TaskField], first order: [String]) -> [TaskField] {
        ordered(fields, by: order) { $0.name }
    }

    /// The fields `surface` lists, in its order: a draft's on the card, in `e` and in a
    /// refinement's changes, a stored task's (but `leftOutOfShow`) in `show`.
    public static func fields(on surface: FieldSurface) -> [TaskField] {
        let fields = surface == .show ? all.filter { !leftOutOfShow.contains($0.name) } : draftFields
        return ordered(fields, first: order(on: surface))
    }

    private static func ordered<Item>(_ items: [Item], by order: [String], _ name: (Item) -> String) -> [Item] {
        func rank(_ item: Item) -> Int { order.firstIndex(of: name(item)) ?? order.count }
        return items.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
    public static let csvColumns: [String] = csvParts.map(\.column)

    /// Writes task JSON members straight into `writer` (no `JSONObject`), `id` left out for exports.
    static func writeShown(_ task: Task, zone: Zone, includeID: Bool, into writer: inout JSONWriter) {
        var first = true
        for field in all where includeID || field.name != "id" {
            field.shown(task, zone) { key, value in
                writer.bytes.append(first ? 0x7B : 0x2C)
                first = false
                writer.member(key, value)
            }
        }
        writer.bytes.append(0x7D)
    }

    /// Reads this field's draft JSON keys from `object` into `draft`; keys that are missing
    /// leave it as it is. For readers that carry fields they have no code of their own for.
    public func readDraft(_ draft: inout TaskDraft, from object: JSONObject, zone: Zone) throws(DraftError) {
        guard let part = self.draft, part.keys.contains(where: { object[$0] != nil }) else { return }
        try part.read(&draft, DraftJSONReader(object: object, zone: zone))
    }

    /// The field called `name` (its first JSON key), if the table has one.
    public static func named(_ name: String) -> TaskField? {
        all.first { $0.name == name }
    }

    /// The draft field whose CSV column is `column`, or one of its other names.
    public static func draftField(csvColumn column: String) -> TaskField? {
        draftFields.first { $0.csv?.column == column || $0.csvAliases.contains(column) }
    }

    /// The fields whose changes the undo log keeps as edits (`loggedEdit`), in table order.
    static let loggedAsEdits: [(field: TaskField, logged: LoggedEdit)] = all.compactMap { field in field.loggedEdit.map { (field, $0) } }

    /// The fields a person or an agent changes by name, in table order.
    public static let editable: [TaskField] = all.filter { $0.edit != nil }
    /// The fields a person or an agent changes by name, each with its edit part, in table order.
    public static let editParts: [(field: TaskField, edit: EditPart)] = all.compactMap { field in field.edit.map { (field, $0) } }

    /// The field `modify` knows by `name` (any case).
    public static func editable(modifyName name: String) -> TaskField? {
        let name = name.lowercased()
        return editParts.first { $0.edit.modifyNames.contains(name) }?.field
    }

    /// The draft fields edited by value that an agent names when it creates a task (`create_task`,
    /// `createdByAgents`), beside `title`, which the tool describes itself.
    public static let createFields: [TaskField] = editable.filter { $0.draft != nil && $0.name != "title" }

    /// JSON Schema properties of the fields an agent changes by name (`update_task`).
    public static var editSchemaProperties: JSONObject {
        JSONObject(editParts.map { field, edit in JSONObject.Member(key: field.name, value: edit.schema()) })
    }

    /// JSON Schema properties of the task JSON, in its order (MCP output schemas).
    public static var taskSchemaProperties: JSONObject {
        JSONObject(all.flatMap { $0.schema().members })
    }

    /// JSON Schema properties of the draft fields' members, in draft JSON order.
    public static var draftSchemaProperties: JSONObject {
        JSONObject(draftParts.flatMap { field, draft in (draft.schema ?? field.schema)().members })
    }

    /// Draft → task: every draft field copied.
    public static func copy(_ draft: TaskDraft, into task: inout Task) {
        for (_, part) in draftParts { part.toTask(draft, &task) }
    }
}

/// A terminal surface that lists a task's or a draft's fields, each in an order of its own.
public enum FieldSurface: Sendable {
    /// The draft card (`DraftView`).
    case card
    /// `show` (`TaskDetail`).
    case show
    /// `e`, which asks for each field in turn (`FieldEditor`).
    case editor
    /// What a refinement changed (`DraftChanges`).
    case changes
}

extension JSONWriter {
    /// `"key":value`, the key a literal that needs no escaping.
    mutating func member(_ key: StaticString, _ value: JSONValue) {
        bytes.append(0x22)
        raw(key)
        bytes.append(0x22)
        bytes.append(0x3A)
        write(value)
    }
}

extension JSONObject {
    /// Collects what an `Emit` hands out.
    mutating func append(_ key: StaticString, _ value: JSONValue) {
        members.append(Member(key: key.description, value: value))
    }
}
