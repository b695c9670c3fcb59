/// A field that is a moment or a whole day (two keys: `NAME` an ISO 8601 date-time with
/// offset, `NAME_date` a day; two columns of the same names), declared once: `due`, `start`
/// and `wait` are rows of this. `epoch` names a third column holding the date as one number for
/// queries (`Epoch`); it is never read back. `calendar` is the VTODO property it is written in,
/// `todoTxt` the key of its day in a todo.txt line beyond the standard `due:`, `afterDue` what a
/// draft or a task is warned of when it falls after the due (`DateOrderWarning`), and
/// `answeredAfter` the words `e` reads an answer for it after.
extension TaskField {
    /// A date as one number, in the store's zone, for ordering and windows.
    enum Epoch: Sendable {
        /// When it begins: a day's local midnight (hidden until then, `wait`).
        case beginning(String)
        /// When it is over: a day's end (what is overdue, `due`).
        case deadline(String)
    }

    /// The VTODO property a date field is written in: the form every date shares (a day as
    /// `VALUE=DATE`, a moment in UTC; `CalendarForm.date`), or one of its own that TaskDraftSync
    /// writes and reads by the field's key (DUE, which keeps the due's TZID).
    struct DateProperty: Sendable, ExpressibleByStringLiteral {
        let name: String
        let isOwn: Bool

        init(stringLiteral name: String) {
            self.name = name
            self.isOwn = false
        }

        private init(name: String, isOwn: Bool) {
            self.name = name
            self.isOwn = isOwn
        }

        static func own(_ name: String) -> DateProperty { DateProperty(name: name, isOwn: true) }
    }

    static func date(_ key: StaticString, dayKey: StaticString, _ path: WritableKeyPath<Task, Due?> & Sendable,
                     draft draftPath: WritableKeyPath<TaskDraft, Due?> & Sendable, calendar property: DateProperty, epoch: Epoch? = nil,
                     todoTxt: String? = nil, afterDue: (@Sendable (Due, Due) -> DateOrderWarning)? = nil, answeredAfter: String? = nil,
                     moment: String, day: String, draftMoment: String, draftDay: String,
                     edit: (modify: [String], agentMoment: String, agentDay: String), model: ModelPart? = nil,
                     example: Due) -> TaskField {
        let name = key.description, dayName = dayKey.description
        @Sendable func emit(_ value: Due?, _ emit: Emit) {
            let (moment, day) = value?.contractFields ?? (nil, nil)
            emit(key, .optional(moment))
            emit(dayKey, .optional(day))
        }
        return TaskField(
            name: name,
            shown: { t, _, e in emit(t[keyPath: path], e) },
            schema: { [name: JSONSchema.string(moment, nullable: true), dayName: JSONSchema.string(day, nullable: true)] },
            draft: DraftPart(
                keys: [name, dayName],
                json: { d, e in emit(d[keyPath: draftPath], e) },
                schema: { [name: JSONSchema.string(draftMoment, nullable: true), dayName: JSONSchema.string(draftDay, nullable: true)] },
                read: { d, r throws(DraftError) in
                    switch Due.from(due: try r.string(name), dueDate: try r.string(dayName), zone: r.zone) {
                    case .success(let value): d[keyPath: draftPath] = value
                    case .failure(let error):
                        let field = if case .invalidDate = error { dayName } else { name }
                        throw .field(field, DraftFieldProblem(error, field: name))
                    }
                },
                toTask: { d, t in t[keyPath: path] = d[keyPath: draftPath] },
                toDraft: { t, d in d[keyPath: draftPath] = t[keyPath: path] },
                model: model),
            selected: [name, dayName],
            read: { t, row, i in
                if let text = row.optionalString(i), case .dateTime(let local, let offset?)? = ISO8601.parse(text) {
                    t[keyPath: path] = .dateTime(ZonedDateTime(local: local, offset: offset))
                } else if let text = row.optionalString(i + 1), let date = CivilDate(iso: text) {
                    t[keyPath: path] = .date(date)
                } else {
                    t[keyPath: path] = nil
                }
            },
            written: [name, dayName] + (epoch.map { epoch in
                switch epoch { case .beginning(let column), .deadline(let column): [column] }
            } ?? []),
            values: { t, zone, v in
                let value = t[keyPath: path]
                let (moment, day) = value?.contractFields ?? (nil, nil)
                v.append(.optional(moment))
                v.append(.optional(day))
                switch epoch {
                case .beginning?: v.append(.optional(value.map { $0.beginning(in: zone).seconds }))
                case .deadline?: v.append(.optional(value.map { $0.deadline(in: zone).seconds }))
                case nil: break
                }
            },
            snapshot: { t, e in emit(t[keyPath: path], e) },
            restore: { t, o in
                // A snapshot older than the field has neither key: the task had none.
                if case .success(let value) = Due.from(due: o[name]?.stringValue, dueDate: o[dayName]?.stringValue, zone: .utc) {
                    t[keyPath: path] = value
                }
                return true
            },
            csv: CSVPart(column: name, text: { t, _ in t[keyPath: path]?.description ?? "" }),
            date: DatePart(dayKey: dayName, task: path, draft: draftPath, modifyNames: edit.modify, todoTxtKey: todoTxt, afterDue: afterDue,
                           answeredAfter: answeredAfter,
                           moment: moment, day: day, agentMoment: edit.agentMoment, agentDay: edit.agentDay),
            calendar: CalendarPart(
                properties: [property.name],
                form: property.isOwn ? .own : .date(value: { $0[keyPath: path] }, read: { d, value in d[keyPath: draftPath] = value }),
                differs: { $0[keyPath: path] != $1[keyPath: path] },
                copy: { from, t in t[keyPath: path] = from[keyPath: path] },
                describe: { $0[keyPath: path]?.description ?? "none" }),
            example: { $0[keyPath: path] = example })
    }
}

extension TaskField {
    /// A field that is a moment or a whole day (`due`, `start`, `wait`): its day key, where it
    /// sits on a task and a draft, and the names it is changed by: `edit --KEY`, `modify NAME:`
    /// (Taskwarrior's first), `update_task`'s KEY (a moment) and day key. Its edits are
    /// `TaskPatch.dates[KEY]`, read in words (`DueWords`) by `edit` and `modify`, as ISO 8601
    /// from an agent.
    public final class DatePart: Sendable {
        public let dayKey: String
        let task: WritableKeyPath<Task, Due?> & Sendable
        let draft: WritableKeyPath<TaskDraft, Due?> & Sendable
        public let modifyNames: [String]
        /// The key of its day in a todo.txt line (`start:`, `t:`); nil for the due, whose `due:`
        /// is todo.txt's own, and for a field todo.txt does not carry.
        public let todoTxtKey: String?
        /// The warning of its value after the due (`DateOrderWarning`); nil for a date that may
        /// fall anywhere.
        let afterDue: (@Sendable (Due, Due) -> DateOrderWarning)?
        /// The words `e` reads before an answer for it, so that the built-in parser reads the
        /// answer as this field's, as a new task's words name it ("January" after "wait until" is
        /// its first day, not its last); nil reads an answer as the due is read.
        public let answeredAfter: String?
        /// The task JSON's descriptions of the moment's key and the day's.
        let moment: String
        let day: String
        /// `update_task`'s descriptions of the moment's key and the day's.
        let agentMoment: String
        let agentDay: String

        init(dayKey: String, task: WritableKeyPath<Task, Due?> & Sendable, draft: WritableKeyPath<TaskDraft, Due?> & Sendable,
             modifyNames: [String], todoTxtKey: String?, afterDue: (@Sendable (Due, Due) -> DateOrderWarning)?,
             answeredAfter: String?, moment: String, day: String, agentMoment: String, agentDay: String) {
            self.dayKey = dayKey
            self.task = task
            self.draft = draft
            self.modifyNames = modifyNames
            self.todoTxtKey = todoTxtKey
            self.afterDue = afterDue
            self.answeredAfter = answeredAfter
            self.moment = moment
            self.day = day
            self.agentMoment = agentMoment
            self.agentDay = agentDay
        }

        public func value(of task: Task) -> Due? { task[keyPath: self.task] }
        public func value(of draft: TaskDraft) -> Due? { draft[keyPath: self.draft] }

        /// The date field `name`'s part of `dateEditSchemaProperties`.
        func editArguments(_ name: String) -> JSONObject {
            [name: JSONSchema.string(agentMoment, nullable: true), dayKey: JSONSchema.string(agentDay, nullable: true)]
        }

        /// The date field `name`'s part of `dateCreateSchemaProperties`.
        func createArguments(_ name: String) -> JSONObject {
            [name: JSONSchema.string("\(moment) Not with `\(dayKey)`.", nullable: true),
             dayKey: JSONSchema.string("\(day) Not with `\(name)`.", nullable: true)]
        }
    }

    /// The fields that are a moment or a whole day, in table order.
    public static let dateFields: [TaskField] = all.filter { $0.date != nil }

    /// The date field `modify` knows by `name` (any case).
    public static func dateField(modifyName name: String) -> TaskField? {
        let name = name.lowercased()
        return dateParts.first { $0.date.modifyNames.contains(name) }?.field
    }

    /// The date fields, each with its date part, in table order.
    public static let dateParts: [(field: TaskField, date: DatePart)] = all.compactMap { field in field.date.map { (field, $0) } }

    /// JSON Schema properties of the date fields an agent changes (`update_task`): each its
    /// moment's key and its day's, null clearing it.
    public static var dateEditSchemaProperties: JSONObject {
        JSONObject(dateParts.flatMap { field, date in date.editArguments(field.name).members })
    }

    /// JSON Schema properties of the date fields an agent gives a new task (`create_task`):
    /// each its moment's key or its day's, not both.
    public static var dateCreateSchemaProperties: JSONObject {
        JSONObject(dateParts.flatMap { field, date in date.createArguments(field.name).members })
    }

    /// Every key of the date fields, each moment's before its day's (`due`, `due_date`, …).
    public static let dateKeys: [String] = dateParts.flatMap { field, date in [field.name, date.dayKey] }
}
