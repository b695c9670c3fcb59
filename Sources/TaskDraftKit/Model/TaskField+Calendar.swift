/// A field's place in a VTODO (RFC 5545 §3.6.2), as CalDAV sync and `.ics` export and import
/// carry it: the properties it owns, how two tasks' values are compared, copied and worded in
/// the audit log (a sync's three-way merge, `TaskMerge`), and the form its value is written
/// and read in. A row holds all of it because none of it needs TaskDraftSync's types: the
/// forms several fields share (a TEXT value, a date, dated notes, RELATED-TO lines of a RELTYPE)
/// are said here and written and read once in TaskDraftSync (`VTodoProperties`, `VTodoMapping`,
/// `VTodoRelated`); a form only one field has (DUE with its TZID, PRIORITY's 1–9, VALARMs) is
/// TaskDraftSync's code, found by the field's key (`VTodoProperties.ownForms`).
extension TaskField {
    public final class CalendarPart: Sendable {
        /// The properties the field owns: a sync that changes the field replaces these lines
        /// and leaves every other. Empty for a field that owns sub-components (VALARMs) or
        /// shares a property with other relations (RELATED-TO), which replaces its own itself.
        public let properties: [String]
        public let form: CalendarForm
        /// Whether two tasks disagree on the field, as a sync sees it.
        public let differs: @Sendable (Task, Task) -> Bool
        /// `from`'s value of the field put into a task.
        public let copy: @Sendable (_ from: Task, _ into: inout Task) -> Void
        /// The value as the audit log shows it ("none" when unset).
        public let describe: @Sendable (Task) -> String

        init(properties: [String], form: CalendarForm, differs: @escaping @Sendable (Task, Task) -> Bool,
             copy: @escaping @Sendable (Task, inout Task) -> Void, describe: @escaping @Sendable (Task) -> String) {
            self.properties = properties
            self.form = form
            self.differs = differs
            self.copy = copy
            self.describe = describe
        }

        /// A field whose iCalendar form is TaskDraftSync's own, compared and copied as its
        /// value on `Task` is.
        static func own<V: Equatable & Sendable>(_ properties: [String], _ path: WritableKeyPath<Task, V> & Sendable,
                                                 describe: @escaping @Sendable (V) -> String) -> CalendarPart {
            value(properties, path, form: .own, describe: describe)
        }

        /// A field compared and copied as its value on `Task` is, in `form`.
        static func value<V: Equatable & Sendable>(_ properties: [String], _ path: WritableKeyPath<Task, V> & Sendable,
                                                   form: CalendarForm, describe: @escaping @Sendable (V) -> String) -> CalendarPart {
            CalendarPart(properties: properties, form: form,
                         differs: { $0[keyPath: path] != $1[keyPath: path] },
                         copy: { from, t in t[keyPath: path] = from[keyPath: path] },
                         describe: { describe($0[keyPath: path]) })
        }
    }

    /// How a field's value is written in its property and read back.
    public enum CalendarForm: Sendable {
        /// One TEXT value (§3.3.11) in the field's property, escaped; no line when `text` is
        /// nil. Read back unescaped, control characters made spaces, into a draft; `read`
        /// leaves the draft as it was for a text that is no value of the field.
        case text(text: @Sendable (Task) -> String?, read: @Sendable (inout TaskDraft, String) -> Void)
        /// A day as `VALUE=DATE`, a moment in UTC, which keeps its instant in any reader; read
        /// as DUE is (a TZID, a VTIMEZONE, floating), refused outside `SupportedDates`.
        case date(value: @Sendable (Task) -> Due?, read: @Sendable (inout TaskDraft, Due?) -> Void)
        /// Dated notes (`FieldReading.dated`): their texts, one after another, in DESCRIPTION
        /// (what phones show as a task's notes), and each note in a COMMENT, which keeps its
        /// date (`AnnotationComment`). Read back from both, so a note a phone wrote in either
        /// is kept (`VTodoMapping.annotations`).
        case dated(value: @Sendable (Task) -> [Annotation], read: @Sendable (inout TaskDraft, [Annotation]) -> Void)
        /// Other tasks, by UID, on RELATED-TO lines of one RELTYPE (RFC 5545 §3.8.4.5, RFC 9253
        /// §9.1), which the field shares with every other relation of a VTODO: each field reads,
        /// writes and replaces only its lines (`VTodoRelated`).
        case related(Relation)
        /// Written and read by TaskDraftSync's code of the field's own.
        case own
    }

    /// A field held as RELATED-TO lines of `type`, a RELTYPE as RFC 5545 and RFC 9253 spell it.
    public struct Relation: Sendable {
        public let type: String
        public let holds: Holding

        /// How many tasks the field names, which decides what a line repeated and a line another
        /// client wrote are.
        public enum Holding: Sendable {
            /// One task: the first line naming one is it, and writing it replaces every line of
            /// the relation, whoever wrote it, as a second would be read as the task.
            case one(WritableKeyPath<Task, String?> & Sendable)
            /// Tasks in order, at most `limit` read: a line naming no task of this database is
            /// another client's and stays when the field is written.
            case many(limit: Int, get: @Sendable (Task) -> [String], set: @Sendable (inout Task, [String]) -> Void)
        }

        init(type: String, holds: Holding) {
            self.type = type
            self.holds = holds
        }
    }

    /// Where a field of one value sits in a VTODO (`Places.calendar`): a TEXT property
    /// holding the codec's text, or a form of its own.
    public struct CalendarPlace: Sendable {
        let properties: [String]
        let isText: Bool
        /// The audit log quotes the value (a title, so its spaces read as one value).
        var quoted = false
        /// What a sync copies with the field (a completion's moment, with the status).
        var alsoCopying: (@Sendable (Task, inout Task) -> Void)?

        /// The codec's text as one TEXT property.
        public static func text(_ property: String, quoted: Bool = false) -> CalendarPlace {
            CalendarPlace(properties: [property], isText: true, quoted: quoted)
        }

        /// Properties TaskDraftSync writes and reads by code of the field's own.
        static func own(_ properties: [String], alsoCopying: (@Sendable (Task, inout Task) -> Void)? = nil) -> CalendarPlace {
            CalendarPlace(properties: properties, isText: false, alsoCopying: alsoCopying)
        }
    }

    /// The fields a VTODO carries, in the order one is written (objects already on servers
    /// and in files fix it: `vtodoOrder`), a new field after them.
    public static let calendarFields: [TaskField] = ordered(all.filter { $0.calendar != nil }, first: vtodoOrder)
    /// `calendarFields`, each with its place in a VTODO.
    public static let calendarParts: [(field: TaskField, calendar: CalendarPart)] = calendarFields.compactMap { field in
        field.calendar.map { (field, $0) }
    }
}
