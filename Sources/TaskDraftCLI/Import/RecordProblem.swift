import TaskDraftKit

/// A bad record: where it is (line, and column when the format has columns), which field,
/// and why. Printed as `tasks.csv:12:5: due: "tomorow" is not an ISO 8601 date-time`, the
/// form editors jump to.
struct RecordProblem: Error, Sendable, Equatable {
    let line: Int
    var column: Int?
    var field: String?
    let message: String

    init(line: Int, column: Int? = nil, field: String? = nil, _ message: String) {
        self.line = line
        self.column = column
        self.field = field
        self.message = message
    }

    /// A draft's validation failure, with the field it names.
    init(line: Int, column: Int? = nil, _ error: DraftError) {
        let (field, message): (String, String)
        switch error {
        case .emptyTitle: (field, message) = ("title", "is empty")
        case .titleTooLong(let n): (field, message) = ("title", "has \(n) characters (at most \(TaskDraft.maximumTitleLength))")
        case .controlCharacters(let name): (field, message) = (name, "contains control characters")
        case .field(let name, let text): (field, message) = (name, text)
        }
        self.init(line: line, column: column, field: field, message)
    }

    func rendered(file: String, language: String = "en") -> String {
        var place = "\(file):\(line)"
        if let column { place += ":\(column)" }
        return TerminalText.line(place + ": " + (field.map { "\($0): " } ?? "") + Message.recordProblem(message).text(language))
    }

    var json: JSONObject {
        ["line": .int(Int64(line)), "column": column.map { .int(Int64($0)) } ?? .null,
         "field": .optional(field), "error": .string(message)]
    }
}
