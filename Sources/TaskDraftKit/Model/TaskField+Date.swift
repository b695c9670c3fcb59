/// A field that is a moment or a whole day, shaped as `due` is (two keys: `NAME` an ISO 8601
/// date-time with offset, `NAME_date` a day; two columns of the same names), declared once:
/// `start` and `wait` are rows of this. `epoch` names a third column holding the moment the
/// field begins (a day's local midnight in the store's zone) for queries; it is never read back.
/// `calendar` is the VTODO property it is written in (`CalendarForm.date`).
extension TaskField {
    static func date(_ key: StaticString, dayKey: StaticString, _ path: WritableKeyPath<Task, Due?> & Sendable,
                     draft draftPath: WritableKeyPath<TaskDraft, Due?> & Sendable, calendar property: String, epoch: String? = nil,
                     moment: String, day: String, draftMoment: String, draftDay: String,
                     edit: (modify: [String], agentMoment: String, agentDay: String), example: Due) -> TaskField {
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
                toDraft: { t, d in d[keyPath: draftPath] = t[keyPath: path] }),
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
            written: [name, dayName] + (epoch.map { [$0] } ?? []),
            values: { t, zone, v in
                let value = t[keyPath: path]
                let (moment, day) = value?.contractFields ?? (nil, nil)
                v.append(.optional(moment))
                v.append(.optional(day))
                if epoch != nil { v.append(.optional(value.map { $0.beginning(in: zone).seconds })) }
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
            date: DatePart(dayKey: dayName, task: path, draft: draftPath, modifyNames: edit.modify,
                           agentMoment: edit.agentMoment, agentDay: edit.agentDay),
            calendar: CalendarPart(
                properties: [property],
                form: .date(value: { $0[keyPath: path] }, read: { d, value in d[keyPath: draftPath] = value }),
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
        /// `update_task`'s descriptions of the moment's key and the day's.
        let agentMoment: String
        let agentDay: String

        init(dayKey: String, task: WritableKeyPath<Task, Due?> & Sendable, draft: WritableKeyPath<TaskDraft, Due?> & Sendable,
             modifyNames: [String], agentMoment: String, agentDay: String) {
            self.dayKey = dayKey
            self.task = task
            self.draft = draft
            self.modifyNames = modifyNames
            self.agentMoment = agentMoment
            self.agentDay = agentDay
        }

        public func value(of task: Task) -> Due? { task[keyPath: self.task] }
    }

    /// The fields that are a moment or a whole day, in table order.
    public static let dateFields: [TaskField] = all.filter { $0.date != nil }

    /// The date field `modify` knows by `name` (any case).
    public static func dateField(modifyName name: String) -> TaskField? {
        let name = name.lowercased()
        return dateFields.first { $0.date!.modifyNames.contains(name) }
    }

    /// JSON Schema properties of the date fields an agent changes (`update_task`): each its
    /// moment's key and its day's, null clearing it.
    public static var dateEditSchemaProperties: JSONObject {
        JSONObject(dateFields.flatMap { field in
            let date = field.date!
            return [JSONObject.Member(key: field.name, value: JSONSchema.string(date.agentMoment, nullable: true)),
                    JSONObject.Member(key: date.dayKey, value: JSONSchema.string(date.agentDay, nullable: true))]
        })
    }
}
