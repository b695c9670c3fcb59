import TaskDraftKit

/// A record as a reader found it, before drafting: words for the model, explicit fields, or both.
struct SourceRecord: Sendable {
    /// The record's first line in the input.
    let line: Int
    /// Words to draft with the session's backend (plain lines, a CSV `text` column, a JSON `text` key).
    var text: String?
    /// Values the source states outright; they win over whatever drafting found.
    var fields: RecordFields
    /// Where each named field starts, for formats with columns (CSV), so errors can say so.
    var positions: [String: Position] = [:]
    /// Todoist's TYPE and DATE columns, read before the rows are grouped into tasks.
    var todoistType: String?
    var todoistDate: String?

    init(line: Int, text: String? = nil, fields: RecordFields = RecordFields(), positions: [String: Position] = [:]) {
        self.line = line
        self.text = text
        self.fields = fields
        self.positions = positions
    }

    var needsDrafting: Bool { text != nil }

    /// A problem with `field`, placed where that field starts when known.
    func problem(_ error: DraftError) -> RecordProblem {
        var problem = RecordProblem(line: line, error)
        if let field = problem.field, let position = positions[field] {
            problem = RecordProblem(line: position.line, column: position.column, field: field, problem.message)
        }
        return problem
    }
}

/// A line and a 1-based character column.
struct Position: Sendable, Hashable {
    let line: Int
    let column: Int
}

/// The task fields a structured record states. Nil means "not given".
struct RecordFields: Sendable {
    var title: String?
    var notes: String?
    var due: Due?
    var priority: Priority?
    var project: String?
    var tags: [String]?
    var recurrence: Recurrence?
    var uid: String?
    var status: TaskStatus?
    var created: Instant?
    var modified: Instant?
    var completed: Instant?
    /// Draft JSON members of the fields a reader has no code of its own for (`TaskField`
    /// rows added since it was written), read by each field's own draft reader
    /// (`RecordDrafter`); a CSV cell is given as the field's JSON string.
    var more = JSONObject()
    /// Things the person should know about this record (a rule that could not be carried over).
    var warnings: [String] = []
}

/// What a reader yields, in input order.
enum ReaderItem: Sendable {
    case record(SourceRecord)
    case problem(RecordProblem)
    /// Deliberately not imported (a Taskwarrior recurrence template), with the reason.
    case skipped(line: Int, reason: String)
}

/// One import format's reader: pulls from a `ByteSource` and yields items in order.
protocol RecordReader: AnyObject {
    func next() -> ReaderItem?
    /// Things to say once at the end ("ignored Taskwarrior fields: urgency, foo").
    var notes: [String] { get }
}
