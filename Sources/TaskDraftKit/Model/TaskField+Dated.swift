/// A field whose value is a list of dated notes (`FieldReading.dated`), which a format that dates
/// its notes one by one writes and reads back into the row's draft key: Taskwarrior as a list of
/// `{"entry", "description"}` under the attribute the row declares (`DatedPart.taskwarrior`), as a
/// length's row declares its attribute (`LengthPart.taskwarrior`) and the iCalendar place its
/// properties, so no format spells it; Todoist's CSV as a note row each under the task
/// (`DatedNotes`).
extension TaskField {
    public struct DatedPart: Sendable {
        /// Taskwarrior's attribute for them: its own name for a task's dated notes, which no
        /// `modify` name says (`annotate` adds one).
        public let taskwarrior: String
        /// The notes on a task, oldest first.
        public let value: @Sendable (Task) -> [Annotation]
    }

    /// The fields that are lists of dated notes, each with its dated part, in table order.
    public static let datedParts: [(field: TaskField, dated: DatedPart)] = all.compactMap { field in field.dated.map { (field, $0) } }
}
