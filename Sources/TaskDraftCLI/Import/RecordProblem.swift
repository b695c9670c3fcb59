import TaskDraftKit

/// A bad record: where it is (line, and column when the format has columns), which field,
/// and why. Printed as `tasks.csv:12:5: due: "tomorow" is not an ISO 8601 date-time`, the
/// form editors jump to.
struct RecordProblem: Error, Sendable, Equatable {
    let line: Int
    var column: Int?
    var field: String?
    /// In English, as `--json` reports it.
    let message: String
    /// The value, when the reason is a date outside `SupportedDates`: worded per language.
    var outOfRange: String?
    /// Why a UID is not taken: worded per language.
    var uid: TaskUID.Problem?

    init(line: Int, column: Int? = nil, field: String? = nil, _ message: String, outOfRange: String? = nil, uid: TaskUID.Problem? = nil) {
        self.line = line
        self.column = column
        self.field = field
        self.message = message
        self.outOfRange = outOfRange
        self.uid = uid
    }

    /// A draft's validation failure, with the field it names.
    init(line: Int, column: Int? = nil, _ error: DraftError) {
        let (field, message): (String, String)
        switch error {
        case .emptyTitle: (field, message) = ("title", "is empty")
        case .titleTooLong(let n): (field, message) = ("title", "has \(n) characters (at most \(TaskDraft.maximumTitleLength))")
        case .controlCharacters(let name): (field, message) = (name, "contains control characters")
        case .field(let name, let text): (field, message) = (name, text)
        case .dateOutOfRange(let name, let value):
            self.init(line: line, column: column, field: name, Message.dateOutOfRange(value).text(.english), outOfRange: value)
            return
        case .uid(let problem):
            self.init(line: line, column: column, field: "uid", problem.description, uid: problem)
            return
        }
        self.init(line: line, column: column, field: field, message)
    }

    func rendered(file: String, language: Language = .english) -> String {
        var place = "\(file):\(line)"
        if let column { place += ":\(column)" }
        let reason = outOfRange.map { Message.dateOutOfRange($0) } ?? uid.map { Message.uidProblem($0) } ?? Message.recordProblem(message)
        return TerminalText.line(place + ": " + (field.map { "\($0): " } ?? "") + reason.text(language))
    }

    var json: JSONObject {
        ["line": .int(Int64(line)), "column": column.map { .int(Int64($0)) } ?? .null,
         "field": .optional(field), "error": .string(message)]
    }
}
