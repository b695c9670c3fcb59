import TaskDraftKit

/// A bad record: where it is (line, and column when the format has columns), which field,
/// and why. Printed as `tasks.csv:12:5: due: "tomorow" is not an ISO 8601 date-time`, the
/// form editors jump to.
struct RecordProblem: Error, Sendable, Equatable {
    let line: Int
    var column: Int?
    var field: String?
    let reason: RecordReason

    init(line: Int, column: Int? = nil, field: String? = nil, _ reason: RecordReason) {
        self.line = line
        self.column = column
        self.field = field
        self.reason = reason
    }

    /// A draft's validation failure, with the field it names.
    init(line: Int, column: Int? = nil, _ error: DraftError) {
        let (field, reason): (String, RecordReason)
        switch error {
        case .emptyTitle: (field, reason) = ("title", .empty)
        case .titleTooLong(let n): (field, reason) = ("title", .tooManyCharacters(n, most: TaskDraft.maximumTitleLength))
        case .controlCharacters(let name): (field, reason) = (name, .controlCharacters)
        case .field(let name, let problem): (field, reason) = (name, .draftField(problem))
        case .dateOutOfRange(let name, let value): (field, reason) = (name, .outOfRange(value))
        case .uid(let problem, let name): (field, reason) = (name, .uid(problem))
        }
        self.init(line: line, column: column, field: field, reason)
    }

    /// In English, as `--json` reports it.
    var message: String { reason.english }

    func rendered(file: String, language: Language = .english) -> String {
        var place = "\(file):\(line)"
        if let column { place += ":\(column)" }
        return TerminalText.line(place + ": " + (field.map { "\($0): " } ?? "") + reason.text(in: language))
    }

    var json: JSONObject {
        ["line": .int(Int64(line)), "column": column.map { .int(Int64($0)) } ?? .null,
         "field": .optional(field), "error": .string(message)]
    }
}
