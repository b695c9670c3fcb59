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
    /// Years a `due` may fall in: this one and the next `yearsAhead`.
    static let yearsAhead = 4

    /// The draft fields a model fills, in contract order.
    public static let fields = ["title", "notes", "due", "due_date", "start", "start_date", "wait", "wait_date", "estimate",
                                "priority", "project", "tags", "recurrence", "reminders"]
    /// Fields an answer may leave out: these came after servers and scripts had learnt the rest,
    /// and a missing one means none.
    public static let optionalFields: Set<String> = ["start", "start_date", "wait", "wait_date", "estimate", "reminders"]
    static let maximumReminders = 3

    public static func schema(for context: DraftContext) -> JSONValue {
        let today = context.today
        let years = (today.year...(today.year + yearsAhead)).map(String.init).joined(separator: "|")
        let date = "(\(years))-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
        let offsets = zoneOffsets(context).map { ISO8601.formatOffset($0).replacingOccurrences(of: "+", with: "\\+") }
        let dueFormat = "^\(date)T([01][0-9]|2[0-3]):[0-5][0-9]:00(\(offsets.joined(separator: "|")))$"
        func nullable(_ schema: JSONObject) -> JSONValue {
            .object(["anyOf": .array([.object(schema), .object(["type": .string("null")])])])
        }
        let offsetText = offsets.map { $0.replacingOccurrences(of: "\\", with: "") }.joined(separator: " or ")
        return .object([
            "type": .string("object"),
            "properties": .object([
                "title": .object(["type": .string("string"), "minLength": .int(1),
                                  "maxLength": .int(Int64(maximumTitleLength)),
                                  "description": .string("What to do, as a short imperative phrase in the user's language, without the date, time, tags or priority words.")]),
                "notes": nullable(["type": .string("string"), "maxLength": .int(Int64(maximumNotesLength)),
                                   "description": .string("Details the user gave that do not fit the title; usually null.")]),
                "due": nullable(["type": .string("string"), "pattern": .string(dueFormat),
                                 "description": .string("Deadline with a time, ISO 8601 with offset \(offsetText); null unless the user named a day and a time.")]),
                "due_date": nullable(["type": .string("string"), "pattern": .string("^\(date)$"),
                                      "description": .string("Deadline day, YYYY-MM-DD, when the user named a day but no time; else null.")]),
                "start": nullable(["type": .string("string"), "pattern": .string(dueFormat),
                                   "description": .string("When work begins, with a time, as due is; null unless the user said when to start (\"from Monday at 9\").")]),
                "start_date": nullable(["type": .string("string"), "pattern": .string("^\(date)$"),
                                        "description": .string("The day work begins, YYYY-MM-DD, when the user named a start day but no time (\"from Monday\"); else null.")]),
                "wait": nullable(["type": .string("string"), "pattern": .string(dueFormat),
                                  "description": .string("Hidden from lists until then, with a time; null unless the user said to hide or wait (\"wait until Friday 9:00\").")]),
                "wait_date": nullable(["type": .string("string"), "pattern": .string("^\(date)$"),
                                       "description": .string("Hidden from lists until this day, YYYY-MM-DD (\"wait until January\"); else null. Never a deadline.")]),
                "estimate": nullable(["type": .string("string"), "pattern": .string("^P(T([0-9]+H)?([0-9]+M)?|[0-9]+D)$"),
                                      "description": .string("How long the task takes when the user says so (\"estimate 2h\" is PT2H, 30 min PT30M); else null. Never a deadline.")]),
                "priority": .object(["type": .string("string"), "enum": .array(Priority.allCases.map { .string($0.rawValue) }),
                                     "description": .string("high when the user says it is urgent or important (p1); medium when they say medium priority (p2); low when not urgent (p3); else none.")]),
                "project": nullable(["type": .string("string"), "maxLength": .int(Int64(maximumProjectLength)),
                                     "description": .string("The project the user named; else null.")]),
                "tags": .object(["type": .string("array"), "maxItems": .int(Int64(maximumTags)),
                                 "items": .object(["type": .string("string"), "maxLength": .int(Int64(maximumTagLength))]),
                                 "description": .string("Lowercase tags without '#': the user's #tags and those the glossary implies.")]),
                "recurrence": nullable(["type": .string("string"),
                                        "pattern": .string("^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$"),
                                        "description": .string("RFC 5545 RRULE value such as FREQ=WEEKLY;BYDAY=MO when the task repeats; else null.")]),
                "reminders": .object(["type": .string("array"), "maxItems": .int(Int64(maximumReminders)),
                                      "items": .object(["type": .string("string"),
                                                        "pattern": .string("^-?P(T([0-9]+H)?([0-9]+M)?|[0-9]+D)$")]),
                                      "description": .string("Only when the user asks to be reminded: how long before the due, as an ISO 8601 duration (-PT30M is 30 minutes before, -P1D a day before; PT9H is 09:00 on a due day). Else [].")]),
            ]),
            "required": .array(fields.map(JSONValue.string)),
            "additionalProperties": .bool(false),
        ])
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
