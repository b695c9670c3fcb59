/// A field that is a length of time (how long a task takes), which each format with a place
/// for one writes in units of its own and reads back into the row's draft key: Taskwarrior as
/// an ISO 8601 duration in a user-defined attribute, todo.txt as `KEY:1h30min`, Todoist's CSV
/// in DURATION and DURATION_UNIT. The row says where (`Places.length`) and its codec what the
/// value's seconds are (`FieldCodec.seconds`), so no format names the field.
extension TaskField {
    /// Where a length sits in the formats beyond CSV and iCalendar, as a row declares it.
    public struct LengthPlaces: Sendable {
        /// todo.txt's `KEY:` for it; nil for none.
        public var todoTxt: String?
        /// Whether it is what Todoist's DURATION and DURATION_UNIT say (one field may be).
        public var todoistDuration = false
    }

    public struct LengthPart: Sendable {
        /// Taskwarrior's attribute for it: named as `modify` first names the field, as its dates
        /// are. Taskwarrior has no such field, so it is a user-defined attribute holding an ISO
        /// 8601 duration, which is what `uda.NAME.type=duration` stores; Taskwarrior keeps it
        /// even where no such attribute is configured, and it reads back exactly.
        public let taskwarrior: String
        /// todo.txt's `KEY:` for it; nil for none.
        public let todoTxt: String?
        /// Whether it is what Todoist's DURATION and DURATION_UNIT say.
        public let todoistDuration: Bool
        /// Its seconds on a task; nil when it has none.
        public let seconds: @Sendable (Task) -> Int64?
        /// A length read from a file, as the value of the row's draft key; nil when the field
        /// takes no length of so many seconds (which a reader then keeps in the notes).
        public let draftValue: @Sendable (Int64) -> JSONValue?
    }

    /// The fields that are lengths of time, in table order.
    public static let lengthFields: [TaskField] = all.filter { $0.length != nil }
    /// The fields that are lengths of time, each with its length part, in table order.
    public static let lengthParts: [(field: TaskField, length: LengthPart)] = all.compactMap { field in field.length.map { (field, $0) } }
}
