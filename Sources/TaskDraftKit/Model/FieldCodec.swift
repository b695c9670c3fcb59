/// How one kind of value is written and read wherever a task field travels: JSON (task and
/// draft JSON, the undo snapshot, an agent's arguments), an SQLite column, and text (a CSV
/// cell, the value after `name:` in `modify`).
///
/// A field names its codec once, in its row of `TaskField.all` (`TaskField.value`), and
/// every one of those places is derived from it, as GRDB derives columns from `CodingKeys`.
///
/// It asks of its value only `Sendable`: writing and reading need nothing more, and the rows that
/// compare values (`TaskField.value`) ask for `Hashable` themselves.
public struct FieldCodec<Value: Sendable>: Sendable {
    /// The value as JSON (`null` for an optional value that is absent).
    let json: @Sendable (Value) -> JSONValue
    /// The value as text; "" for an absent optional value.
    public let text: @Sendable (Value) -> String
    /// Text back to a value; nil when the text is not one.
    public let parse: @Sendable (String) -> Value?
    /// The value an optional field is cleared to (JSON `null`, `modify`'s `notes:none`); nil
    /// when the field always has a value.
    public let cleared: Value?
    let bind: @Sendable (Value) -> Statement.Value
    let column: @Sendable (Row, Int32) -> Value
    /// The JSON Schema of the value, described by `description`.
    let schema: @Sendable (_ description: String) -> JSONValue
    /// What an unreadable text was expected to be, in a refusal: "none, low, medium or high".
    public let expected: ExpectedValue
    /// For a value that is a length of time, its seconds and back: what the formats that write
    /// a length in units of their own go through (`TaskField.LengthPart`); nil for any other value.
    var seconds: Seconds? = nil

    /// A length of time's seconds (nil when the value is none) and the value so many seconds
    /// are (nil when the value takes no such length).
    struct Seconds: Sendable {
        let of: @Sendable (Value) -> Int64?
        let value: @Sendable (Int64) -> Value?
    }

    /// JSON back to a value: a string through `parse`, `null` to `cleared`; nil otherwise.
    func decode(_ json: JSONValue) -> Value? {
        switch json {
        case .null: return cleared
        case .string(let text): return parse(text)
        default: return nil
        }
    }
}

extension FieldCodec where Value == String {
    /// Free text that every task has (a title).
    public static let text = FieldCodec(
        json: { .string($0) }, text: { $0 }, parse: { $0 }, cleared: nil,
        bind: { .text($0) }, column: { row, i in row.string(i) },
        schema: { JSONSchema.string($0) }, expected: .text)
}

extension FieldCodec where Value == String? {
    /// Free text a task may lack (notes, a project).
    public static let optionalText = FieldCodec(
        json: { .optional($0) }, text: { $0 ?? "" }, parse: { $0 }, cleared: .some(nil),
        bind: { .optional($0) }, column: { row, i in row.optionalString(i) },
        schema: { JSONSchema.string($0, nullable: true) }, expected: .text)
}

extension FieldCodec where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of a closed set of names, read by `parse` (which may accept more spellings than
    /// the names, as `Priority(loose:)` does); a stored name the set lacks reads as `fallback`.
    public static func choice(parse: @escaping @Sendable (String) -> Value?, fallback: Value) -> FieldCodec {
        let names = Value.allCases.map(\.rawValue)
        return FieldCodec(
            json: { .string($0.rawValue) }, text: { $0.rawValue }, parse: parse, cleared: nil,
            bind: { .text($0.rawValue) }, column: { row, i in Value(rawValue: row.string(i)) ?? fallback },
            schema: { JSONSchema.string($0, oneOf: names) }, expected: .oneOf(names))
    }
}
