import TaskDraftKit

/// The JSON Schema HTTP models must answer in: the draft contract of DESIGN §4, less
/// `backend` and `warnings`, which TaskDraft itself fills in.
///
/// It is sent as structured output (`response_format`), so a grammar-constrained server
/// (llama.cpp) cannot produce anything else, and it is tightened for the session: `due`
/// must carry one of the offsets the session's zone uses, years are this one and the next
/// few. Every answer is still validated (`ModelAnswer`): a schema is a promise, not a proof.
/// Only keywords llama.cpp's grammar converter and OpenAI's strict mode both read are used:
/// `pattern` for date shapes, lengths through `maxLength`/`maxItems` (a `pattern` would let
/// llama.cpp's grammar put a quote inside a string).
public enum DraftSchema {
    /// Logged with every exchange, so a change of schema shows in `taskdraft log`.
    public static let version = "draft/4"
    /// `response_format.json_schema.name`.
    public static let name = "task_draft"
    /// Longest title a model may propose, in characters: a title is a line in a list, not a note.
    public static let maximumTitleLength = 120
    /// Small models fill free-text fields with whatever fits; bounding notes bounds the wait.
    static let maximumNotesLength = 200
    static let maximumProjectLength = 80
    static let maximumTags = 6
    static let maximumTagLength = 32
    /// The schema's lengths as an answer is held to them: characters, and scalars through
    /// `TextLimit`, since a model can answer one letter with 20,000 combining marks.
    static let titleLimit = TextLimit(characters: maximumTitleLength)
    static let notesLimit = TextLimit(characters: maximumNotesLength)
    static let projectLimit = TextLimit(characters: maximumProjectLength)
    static let tagLimit = TextLimit(characters: maximumTagLength)
    /// Years a `due` may fall in: this one and the next `yearsAhead`.
    static let yearsAhead = 4

    /// The draft fields a model fills (a row's `model`, `TaskField.ModelPart`), in contract order.
    static let modelFields: [(field: TaskField, model: TaskField.ModelPart)] = TaskField.draftFields.compactMap { field in
        field.draft?.model.map { (field, $0) }
    }
    /// The keys a model fills, in contract order.
    public static let fields: [String] = modelFields.flatMap { $0.model.keys(of: $0.field) }
    /// Keys an answer may leave out: their fields came after servers and scripts had learnt the
    /// rest, and a missing one means none.
    public static let optionalFields: Set<String> = Set(modelFields.filter { $0.model.optional }.flatMap { $0.model.keys(of: $0.field) })
    static let maximumReminders = 3

    /// A text a model gave and the limit of the schema's `maxLength` for its kind of value
    /// (`Shapes`), which `ModelAnswer` holds every answer to; nil for a kind that is no text, or
    /// no text given.
    static func boundedText(_ reading: FieldReading) -> (text: String, limit: TextLimit)? {
        switch reading {
        case .title(let text): (text, titleLimit)
        case .longText(let text?): (text, notesLimit)
        case .text(let text?): (text, projectLimit)
        default: nil
        }
    }

    public static func schema(for context: DraftContext) -> JSONValue {
        let today = context.today
        let years = (today.year...(today.year + yearsAhead)).map(String.init).joined(separator: "|")
        let date = "(\(years))-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
        let offsets = zoneOffsets(context).map { ISO8601.formatOffset($0).replacingOccurrences(of: "+", with: "\\+") }
        let shapes = Shapes(moment: "^\(date)T([01][0-9]|2[0-3]):[0-5][0-9]:00(\(offsets.joined(separator: "|")))$", day: "^\(date)$",
                            offsets: offsets.map { $0.replacingOccurrences(of: "\\", with: "") }.joined(separator: " or "))
        return .object([
            "type": .string("object"),
            "properties": .object(JSONObject(modelFields.flatMap { shapes.properties($0.field, $0.model) })),
            "required": .array(fields.map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
    }

    /// A model field's schema by the kind of its value (`FieldLabel.reading(of:)`), bounded for
    /// a model and shaped for the session: a moment carries one of the offsets its zone uses.
    struct Shapes {
        /// A date-time's pattern and a day's, and the offsets as words (`{offsets}`).
        let moment: String, day: String, offsets: String

        func properties(_ field: TaskField, _ model: TaskField.ModelPart) -> [JSONObject.Member] {
            let keys = Array(model.keys(of: field))
            let said = model.descriptions.map { JSONValue.string($0.replacingOccurrences(of: "{offsets}", with: offsets)) }
            func nullable(_ schema: JSONObject) -> JSONValue {
                .object(["anyOf": .array([.object(schema), .object(["type": .string("null")])])])
            }
            func member(_ value: JSONValue) -> [JSONObject.Member] { [JSONObject.Member(key: keys[0], value: value)] }
            switch field.label?.reading(of: TaskDraft(title: "")) {
            case .title?:
                return member(.object(["type": .string("string"), "minLength": .int(1), "maxLength": .int(Int64(maximumTitleLength)),
                                       "description": said[0]]))
            case .longText?:
                return member(nullable(["type": .string("string"), "maxLength": .int(Int64(maximumNotesLength)), "description": said[0]]))
            case .moment?:
                return [JSONObject.Member(key: keys[0], value: nullable(["type": .string("string"), "pattern": .string(moment), "description": said[0]])),
                        JSONObject.Member(key: keys[1], value: nullable(["type": .string("string"), "pattern": .string(day), "description": said[1]]))]
            case .length?:
                return member(nullable(["type": .string("string"), "pattern": .string("^P(T([0-9]+H)?([0-9]+M)?|[0-9]+D)$"),
                                        "description": said[0]]))
            case .priority?:
                return member(.object(["type": .string("string"), "enum": .array(Priority.allCases.map { .string($0.rawValue) }),
                                       "description": said[0]]))
            case .text?:
                return member(nullable(["type": .string("string"), "maxLength": .int(Int64(maximumProjectLength)), "description": said[0]]))
            case .tags?:
                return member(.object(["type": .string("array"), "maxItems": .int(Int64(maximumTags)),
                                       "items": .object(["type": .string("string"), "maxLength": .int(Int64(maximumTagLength))]),
                                       "description": said[0]]))
            case .repeats?:
                return member(nullable(["type": .string("string"),
                                        "pattern": .string("^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$"),
                                        "description": said[0]]))
            case .reminders?:
                return member(.object(["type": .string("array"), "maxItems": .int(Int64(maximumReminders)),
                                       "items": .object(["type": .string("string"), "pattern": .string("^-?P(T([0-9]+H)?([0-9]+M)?|[0-9]+D)$")]),
                                       "description": said[0]]))
            // No kind of value a model is asked for (`DraftSchemaTests` holds every model field to one).
            case .dated?, .task?, .tasks?, .number?, .status?, .instant?, nil:
                return []
            }
        }
    }

    /// The offsets the zone uses over the coming year (two where it has summer time).
    static func zoneOffsets(_ context: DraftContext) -> [Int] {
        var offsets: [Int] = []
        for month in stride(from: 0, through: 12, by: 3) {
            let offset = context.zone.offset(at: context.now.adding(seconds: Int64(month) * 30 * 86_400))
            if !offsets.contains(offset) { offsets.append(offset) }
        }
        return offsets
    }
}
