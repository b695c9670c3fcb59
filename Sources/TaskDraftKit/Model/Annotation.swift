/// One dated note on a task (Taskwarrior's annotation): "called, no answer" on the day it was
/// written. A task keeps a list of them, oldest first as they were added; an edit of the notes
/// adds one instead of replacing what was written before.
public struct Annotation: Sendable, Hashable {
    /// When it was written.
    public var entry: Instant
    public var text: String

    public init(entry: Instant, text: String) {
        self.entry = entry
        self.text = text
    }

    /// More than anyone writes on one task; bounds what one record or one edit may carry.
    public static let maximumCount = 10_000
    /// Longest text one annotation keeps, in characters: a pasted page, not a file.
    public static let maximumLength = 100_000
    /// The annotation's limit, its scalars capped too (see `TextLimit`).
    public static let textLimit = TextLimit(characters: maximumLength)

    /// `{"entry": ISO 8601 in the zone, "text": …}`, in task and draft JSON.
    public func json(in zone: Zone) -> JSONValue {
        .object(JSONObject([
            JSONObject.Member(key: "entry", value: .string(zone.zoned(entry).description)),
            JSONObject.Member(key: "text", value: .string(text)),
        ]))
    }

    /// The JSON Schema of one annotation.
    public static var schema: JSONValue {
        JSONSchema.object([
            "entry": JSONSchema.string("When it was written, ISO 8601 with offset."),
            "text": JSONSchema.string("What was written."),
        ], required: ["entry", "text"], description: "A dated note.")
    }

    /// Reads a JSON list of annotations (`json(in:)`'s shape; `description` is taken for
    /// `text`, as Taskwarrior names it). An entry without an offset is `zone`'s wall time.
    public static func list(_ value: JSONValue, zone: Zone) throws(DraftError) -> [Annotation] {
        guard case .array(let items) = value else { throw .field("annotations", .expected(.shape(of: .annotations), found: value.type)) }
        guard items.count <= maximumCount else { throw .field("annotations", .tooManyAnnotations(most: maximumCount)) }
        var annotations: [Annotation] = []
        annotations.reserveCapacity(items.count)
        for item in items {
            guard case .object(let object) = item, case .string(let text)? = object["text"] ?? object["description"],
                  case .string(let stamp)? = object["entry"] else {
                throw .field("annotations", .expected(.shape(of: .annotations), found: item.type))
            }
            guard let parsed = ISO8601.parse(stamp), case .dateTime = parsed else {
                throw .field("annotations", .notADateTime(stamp, named: "entry"))
            }
            annotations.append(Annotation(entry: ISO8601.instant(parsed, in: zone), text: text))
        }
        return annotations
    }

    /// The stored column's text: `[[entry seconds, text], …]`, as the store's query builds it
    /// (`TaskStore`'s `json_group_array`) and the undo snapshot keeps it.
    public static func column(_ annotations: [Annotation]) -> JSONValue {
        .array(annotations.map { .array([.int($0.entry.seconds), .string($0.text)]) })
    }

    /// `column`'s form read back; entries that are not `[seconds, text]` are left out.
    public static func parseColumn(_ value: JSONValue?) -> [Annotation] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { item in
            guard case .array(let pair) = item, pair.count == 2, let seconds = pair[0].intValue,
                  case .string(let text) = pair[1] else { return nil }
            return Annotation(entry: Instant(seconds: seconds), text: text)
        }
    }

    /// The texts as one, for formats and views that have one notes text: one line (or more)
    /// each, oldest first; nil when there are none.
    public static func joined(_ annotations: [Annotation]) -> String? {
        annotations.isEmpty ? nil : annotations.map(\.text).joined(separator: "\n")
    }
}
