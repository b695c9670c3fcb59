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
    /// Todoist's TYPE, DATE and DESCRIPTION columns, read before the rows are grouped into tasks.
    var todoistType: String?
    var todoistDate: String?
    var todoistDescription: String?
    /// The task rows a Todoist task's DESCRIPTION says it waits for, settled by `TodoistLinks`.
    var todoistAfter: [TodoistDescription.After] = []
    /// The zone the record's times were written in, when the source names one (Todoist's
    /// TIMEZONE): its text is drafted there, so "14:00" in Warsaw keeps its instant. Nil: the import's.
    var zone: Zone?
    /// The text is a date in words (Todoist's DATE), not the task's: its draft gives only the due,
    /// start, repeat rule and reminders, and the words it leaves are kept with the date as written.
    var textIsADate = false
    /// What the record's key is derived from when it is not `text` (`ImportRecord.sourceText`).
    var keyText: String?

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
            problem = RecordProblem(line: position.line, column: position.column, field: field, problem.reason)
        }
        return problem
    }
}
