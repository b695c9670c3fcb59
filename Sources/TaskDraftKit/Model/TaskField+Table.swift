/// The task's fields, in task JSON contract order (DESIGN §4, README "JSON output"): the one
/// place that says how each field is shown, drafted, stored, snapshotted for undo, carried by
/// CSV, and edited by name. A new field is a row here (ARCHITECTURE.md, "Add a
/// task field"): `.value` for one value in one column, which derives every part from the key
/// and the codec; `.date` for a moment or a day; the full form for a field of several keys or columns.
extension TaskField {
    public static let all: [TaskField] = [
        TaskField(
            name: "id",
            shown: { t, _, emit in emit("id", .int(t.id)) },
            schema: { ["id": JSONSchema.integer("The task's id.")] },
            draft: nil,
            selected: ["id"], read: { t, row, i in t.id = row.int(i) },
            // Given by SQLite on insert; `update` and `restore` name it themselves.
            written: [], values: { _, _, _ in },
            snapshot: { t, emit in emit("id", .int(t.id)) },
            restore: { t, o in
                guard let id = o["id"]?.intValue else { return false }
                t.id = id
                return true
            },
            csv: nil,
            example: { $0.id = 42 }),
        .value("uuid", \.uuid, .text, "Stable identity across exports.", places: Places(csv: "uid"),
               example: "0b5e3c1a-7d2f-4c8e-9a61-3f0d2b7c9e14"),
        .value("title", \.title, draft: \.title, .text, "Title.", places: Places(csv: "title", calendar: .text("SUMMARY", quoted: true)),
               edit: Editing(modify: [], value: "text", agentHelp: "New title.", nonEmpty: true),
               model: ModelPart("What to do, as a short imperative phrase in the user's language, without the date, time, tags or priority words."),
               example: "Сдать отчёт, \"Q4\""),
        // What a draft says beyond its title. A task keeps no notes text of its own: the
        // `annotations` row commits a draft's notes as an annotation, dated when the task was
        // made, and an edit's notes as one more (`TaskPatch.annotate`), never in place of them.
        TaskField(
            name: "notes",
            shown: { _, _, _ in }, schema: { [:] },
            draft: DraftPart(
                keys: ["notes"],
                json: { d, emit in emit("notes", .optional(d.notes)) },
                schema: { ["notes": JSONSchema.string("Notes beyond the title; committed as the task's first annotation.",
                                                      nullable: true)] },
                read: { d, r throws(DraftError) in d.notes = try r.string("notes") },
                toTask: { _, _ in }, toDraft: { _, d in d.notes = nil },
                model: ModelPart("Details the user gave that do not fit the title; usually null.", inAStep: .null)),
            selected: [], read: { _, _, _ in }, written: [], values: { _, _, _ in },
            snapshot: { _, _ in }, restore: { _, _ in true },
            // Other programs' CSV notes columns; an export writes `annotations`.
            csv: nil, csvAliases: ["notes", "note"],
            // Notes given to a task (an agent's, `edit --notes`, `modify notes:`, a refined
            // draft's) are a note added, dated when the task is made or changed, one for each
            // text given (`modify notes:a notes:b` adds two); null (`none`) takes every note off.
            agent: .longText(create: "Notes beyond the title; the task's first annotation, dated when it is created.",
                             update: "A note to add, dated now; the earlier notes stay. null removes every note.",
                             apply: { patch, note in
                                 switch note {
                                 case .set(let text): patch.annotate.append(text)
                                 case .clear: patch.annotations = []
                                 }
                             }),
            // DESCRIPTION is what phones show as a task's notes, and a COMMENT each
            // annotation. A sync compares their texts: a COMMENT another client wrote has no
            // date of its own, and the date it is given on reading (the object's
            // LAST-MODIFIED) is no change of the notes.
            calendar: CalendarPart(
                properties: ["DESCRIPTION", "COMMENT"], form: .dated(value: { $0.annotations }, read: { d, notes in d.annotations = notes }),
                differs: { a, b in !a.annotations.elementsEqual(b.annotations) { $0.text == $1.text } },
                copy: { from, t in t.annotations = from.annotations },
                describe: { t in t.notes.map { "\"\($0)\"" } ?? "none" }),
            // `modify`'s names for the same change as `edit --notes` (`TaskField.changedByText`).
            attributes: ["notes", "note", "annotate", "annotation"],
            example: { $0.annotations.append(Annotation(entry: $0.createdAt, text: "line one\nline two")) }),
        TaskField(
            name: "annotations",
            shown: { t, zone, emit in emit("annotations", .array(t.annotations.map { $0.json(in: zone) })) },
            schema: { ["annotations": JSONSchema.array(of: Annotation.schema,
                                                       description: "Dated notes, oldest first (Taskwarrior's annotations).")] },
            draft: DraftPart(
                keys: ["annotations"],
                // A draft has no zone: its annotations are written in UTC.
                json: { d, emit in emit("annotations", .array(d.annotations.map { $0.json(in: .utc) })) },
                read: { d, r throws(DraftError) in
                    var value = r.object["annotations"]
                    // A CSV cell holds the list as JSON text.
                    if case .string(let text)? = value {
                        guard let parsed = try? JSONParser.parse(text) else {
                            throw .field("annotations", .expected(.shape(of: .annotations), found: .string))
                        }
                        value = parsed
                    }
                    guard let value, value != .null else { return }
                    d.annotations = try Annotation.list(value, zone: r.zone)
                },
                toTask: { d, t in
                    // The draft's notes first: what was said with the task, before what a file adds.
                    if let notes = d.notes, !notes.isEmpty {
                        t.annotations = [Annotation(entry: t.createdAt, text: notes)] + d.annotations
                    } else {
                        t.annotations = d.annotations
                    }
                },
                toDraft: { t, d in d.annotations = t.annotations }),
            // One row each in `task_annotations` (`TaskStore+Annotations.swift`); `notes` holds
            // their texts for full-text search, and is NULL exactly when there are none, so a
            // task without annotations costs no lookup.
            selected: ["""
                CASE WHEN notes IS NULL THEN NULL ELSE (SELECT json_group_array(json_array(entry, text)) FROM \
                (SELECT entry, text FROM task_annotations WHERE task_id = tasks.id ORDER BY position)) END
                """],
            read: { t, row, i in
                t.annotations = row.optionalString(i).flatMap { try? JSONParser.parse($0) }.map { Annotation.parseColumn($0) } ?? []
            },
            // `annotation_count` is how many, which urgency weighs (`urgencyCount`); never read back.
            written: ["notes", "annotation_count"], values: { t, _, v in
                v.append(.optional(Annotation.joined(t.annotations)))
                v.append(.int(Int64(t.annotations.count)))
            },
            // An annotate writes one row and a denotate deletes one, whatever else the task holds.
            sideRows: SideRows(insert: { store, t throws(StoreError) in try store.insertAnnotations(t.annotations, of: t.id, from: 0) },
                               update: { store, t, before throws(StoreError) in
                                   try store.updateAnnotations(of: t.id, from: before.annotations, to: t.annotations)
                               }),
            snapshot: { t, emit in emit("annotations", Annotation.column(t.annotations)) },
            restore: { t, o in
                if let value = o["annotations"] {
                    t.annotations = Annotation.parseColumn(value)
                } else if let notes = o["notes"]?.stringValue, !notes.isEmpty, let created = o["created_at"]?.intValue {
                    // A snapshot from before annotations: its notes, as migration 020 made them.
                    t.annotations = [Annotation(entry: Instant(seconds: created), text: notes)]
                } else {
                    t.annotations = []
                }
                return true
            },
            loggedEdit: LoggedEdit(edit: { before, after in AnnotationEdit(from: before.annotations, to: after.annotations).json },
                                   revert: { json, current, t in
                                       guard let edit = AnnotationEdit(json: json) else { return }
                                       t.annotations = edit.reverted(current?.annotations ?? [])
                                   }),
            csv: CSVPart(column: "annotations", text: { t, zone in
                t.annotations.isEmpty ? "" : JSONWriter.serialize(.array(t.annotations.map { $0.json(in: zone) }))
            }),
            // Taskwarrior's annotations, each dated by its `entry`.
            dated: DatedPart(taskwarrior: "annotations", value: { $0.annotations }),
            urgencyCount: UrgencyCount(column: "annotation_count", coefficient: 1.0),
            example: { $0.annotations = [Annotation(entry: Instant(seconds: 1_764_001_800), text: "called, no answer"),
                                         Annotation(entry: Instant(seconds: 1_764_005_400), text: "line one\nline two")] }),
        .value("status", \.status, .choice(parse: TaskStatus.init(rawValue:), fallback: .pending), "Status.", initial: .pending,
               places: Places(csv: "status", calendar: .own(["STATUS", "COMPLETED", "PERCENT-COMPLETE"],
                                                           alsoCopying: { from, t in t.completedAt = from.completedAt }),
                              attributes: ["status"]),
               example: .done),
        // `due_epoch` is the deadline (a day's end), for ordering and what is overdue. DUE keeps
        // the due's zone (a TZID), a form of its own.
        .date("due", dayKey: "due_date", \.due, draft: \.due, calendar: .own("DUE"), epoch: .deadline("due_epoch"),
              moment: "Due date-time, ISO 8601 with offset.",
              day: "Due day, YYYY-MM-DD, when no time was given.",
              draftMoment: "Due date-time, ISO 8601 with the session's offset.",
              draftDay: "Due day, YYYY-MM-DD, when no time was named.",
              edit: (modify: ["due"],
                     agentMoment: "New due date-time, ISO 8601 with offset; null clears the due date.",
                     agentDay: "New due day, YYYY-MM-DD; null clears the due date."),
              model: ModelPart("Deadline with a time, ISO 8601 with offset {offsets}; null unless the user named a day and a time.",
                               "Deadline day, YYYY-MM-DD, when the user named a day but no time; else null.", inAStep: .dayOnly),
              example: .dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3),
                                                                   time: LocalTime(hour: 15, minute: 30)),
                                               offset: 3 * 3600))),
        // DTSTART: when work begins (RFC 5545 §3.8.2.4).
        .date("start", dayKey: "start_date", \.start, draft: \.start, calendar: "DTSTART",
              todoTxt: "start", afterDue: { .startAfterDue($0, due: $1) },
              moment: "When work begins, ISO 8601 date-time with offset.",
              day: "The day work begins, YYYY-MM-DD, when no time was given.",
              draftMoment: "When work begins, ISO 8601 with the session's offset.",
              draftDay: "The day work begins, YYYY-MM-DD, when no time was named.",
              edit: (modify: ["scheduled", "start", "sched"],
                     agentMoment: "New start (when work begins), ISO 8601 date-time with offset; null clears it.",
                     agentDay: "New start day, YYYY-MM-DD; null clears the start."),
              model: ModelPart("When work begins, with a time, as due is; null unless the user said when to start (\"from Monday at 9\").",
                               "The day work begins, YYYY-MM-DD, when the user named a start day but no time (\"from Monday\"); else null.",
                               optional: true),
              example: .date(CivilDate(year: 2026, month: 11, day: 30))),
        // Hidden from `list` until then (Taskwarrior's `wait`, todo.txt's threshold `t:`); `wait_epoch` is that moment, for the filter.
        // iCalendar has no wait: an X-property of ours.
        .date("wait", dayKey: "wait_date", \.wait, draft: \.wait, calendar: "X-TASKDRAFT-WAIT", epoch: .beginning("wait_epoch"),
              todoTxt: "t", afterDue: { .waitAfterDue($0, due: $1) }, answeredAfter: "wait until ",
              moment: "Hidden from lists until then, ISO 8601 date-time with offset.",
              day: "Hidden from lists until this day, YYYY-MM-DD, when no time was given.",
              draftMoment: "Hidden from lists until then, ISO 8601 with the session's offset.",
              draftDay: "Hidden from lists until this day, YYYY-MM-DD, when no time was named.",
              edit: (modify: ["wait"],
                     agentMoment: "Hide from lists until then, ISO 8601 date-time with offset; null shows it again.",
                     agentDay: "Hide from lists until this day, YYYY-MM-DD; null shows it again."),
              model: ModelPart("Hidden from lists until then, with a time; null unless the user said to hide or wait (\"wait until Friday 9:00\").",
                               "Hidden from lists until this day, YYYY-MM-DD (\"wait until January\"); else null. Never a deadline.",
                               optional: true),
              example: .date(CivilDate(year: 2027, month: 1, day: 1))),
        .value("estimate", \.estimate, draft: \.estimate, .estimate, "How long it takes to do, an ISO 8601 duration (PT1H30M).",
               // VTODO's DURATION is DTSTART to DUE (and may not stand beside DUE), not how long the work takes.
               places: Places(csv: "estimate", calendar: .text("X-TASKDRAFT-ESTIMATE"),
                              length: LengthPlaces(todoTxt: "estimate", todoistDuration: true)),
               edit: Editing(modify: ["estimate", "est"], value: "length", agentHelp: "How long it takes, an ISO 8601 duration (PT1H30M); null clears it."),
               model: ModelPart("How long the task takes when the user says so (\"estimate 2h\" is PT2H, 30 min PT30M); else null. Never a deadline.",
                                optional: true),
               example: Estimate(seconds: 5400)),
        .value("priority", \.priority, draft: \.priority, .choice(parse: Priority.init(loose:), fallback: .unset),
               "Priority: none (the default), low, medium or high.", initial: .unset,
               places: Places(csv: "priority", calendar: .own(["PRIORITY"])),
               edit: Editing(modify: ["priority", "pri"], value: "level", agentHelp: "New priority.",
                             allowed: ["none", "low", "medium", "high", "L", "M", "H"], emptyResets: true),
               model: ModelPart("high when the user says it is urgent or important (p1); medium when they say medium priority (p2); low when not urgent (p3); else none."),
               example: .high),
        .value("project", \.project, draft: \.project, .optionalText, "Project.",
               places: Places(csv: "project", calendar: .text("X-TASKDRAFT-PROJECT")),
               edit: Editing(modify: ["project", "proj", "pro"], value: "name", agentHelp: "New project; null clears it.", completion: "project"),
               model: ModelPart("The project the user named; else null.", inAStep: .null),
               example: "work.reports"),
        // The task this one is a step of. A task stores its parent's UID, the identity that
        // travels (exports, CalDAV's `RELATED-TO;RELTYPE=PARENT`), so a file or a server may name
        // a parent that arrives later; a draft, an edit or an agent may name it by number too
        // (`TaskReference`), which the commit resolves (`CommitContext.resolveParent`).
        TaskField(
            name: "parent",
            shown: { t, _, emit in emit("parent", .optional(t.parent)) },
            schema: { ["parent": JSONSchema.string("The UID of the task this one is a subtask of.", nullable: true)] },
            draft: DraftPart(
                keys: ["parent"],
                json: { d, emit in emit("parent", d.parent?.json ?? .null) },
                schema: { ["parent": TaskReference.draftSchema("The task this one is a subtask of: its number, or its UID.")] },
                read: { d, r throws(DraftError) in
                    if let parent = try TaskReference(draft: r.object["parent"], field: "parent", expected: Subtasks.expected) { d.parent = parent }
                },
                toTask: { d, t in
                    // An id is resolved by the commit (`CommitContext.resolveParent`), which sets the UID.
                    if case .uid(let uid)? = d.parent { t.parent = uid } else if d.parent == nil { t.parent = nil }
                },
                toDraft: { t, d in d.parent = t.parent.map(TaskReference.uid) }),
            selected: ["parent"], read: { t, row, i in t.parent = row.optionalString(i) },
            written: ["parent"], values: { t, _, v in v.append(.optional(t.parent)) },
            snapshot: { t, emit in emit("parent", .optional(t.parent)) },
            restore: { t, o in t.parent = o["parent"]?.stringValue; return true },
            csv: CSVPart(column: "parent", text: { t, _ in t.parent ?? "" }),
            edit: EditPart(
                modifyNames: ["parent"], valueName: "task",
                agentHelp: "The UID (uuid) of the task this one is a subtask of; null makes it a top-level task.",
                allowed: nil, completion: nil, clearable: true,
                parse: { text in
                    if EditPart.clears(text) { return .null }
                    return TaskReference(text: text)?.json
                },
                decode: { json in
                    if case .null = json { return .null }
                    return TaskReference(json: json)?.json
                },
                expected: Subtasks.expected,
                // The task JSON's type: an agent names the parent by the `uuid` every listed task carries.
                schema: { JSONSchema.string("The UID (uuid) of the task this one is a subtask of; null makes it a top-level task.", nullable: true) },
                apply: { t, json in
                    // A number was turned into the parent's UID by `EditTaskIntent` before this runs.
                    switch json {
                    case .null: t.parent = nil
                    case .string(let uid): t.parent = uid
                    default: break
                    }
                },
                change: { old, new in old.parent == new.parent ? nil : (new.parent?.json ?? .null) }),
            // RELATED-TO;RELTYPE=PARENT, RFC 5545's default RELTYPE: a task has one parent.
            calendar: .value([], \.parent, form: .related(Relation(type: "PARENT", holds: .one(\.parent))),
                             describe: { $0 ?? "none" }),
            example: { $0.parent = "7c1e9a2b-5d3f-4e8a-b6c1-2f9d0e4a8b35" }),
        TaskField(
            name: "tags",
            shown: { t, _, emit in emit("tags", .array(t.tags.map(JSONValue.string))) },
            schema: { ["tags": JSONSchema.array(of: JSONSchema.string("A tag."), description: "Tags.")] },
            draft: DraftPart(
                keys: ["tags"],
                json: { d, emit in emit("tags", .array(d.tags.map(JSONValue.string))) },
                schema: { ["tags": JSONSchema.array(of: JSONSchema.string("A tag."), description: "Tags, lowercase, without '#'.")] },
                read: { d, r throws(DraftError) in
                    switch r.object["tags"] {
                    case nil, .null?: break
                    case .array(let items)?:
                        var tags: [String] = []
                        for item in items {
                            guard case .string(let tag) = item else { throw .field("tags", .expected(.strings, found: item.type)) }
                            tags.append(tag)
                        }
                        d.tags = tags
                    case let other?: throw .field("tags", .expected(.arrayOfStrings, found: other.type))
                    }
                },
                toTask: { d, t in t.tags = d.tags }, toDraft: { t, d in d.tags = t.tags },
                model: ModelPart("Lowercase tags without '#': the user's #tags and those the glossary implies.")),
            // Tags live in `task_tags` (one row each, in order; `TaskStore.writeTags`), not in a column.
            selected: ["(SELECT group_concat(tag, ' ') FROM (SELECT tag FROM task_tags WHERE task_id = tasks.id ORDER BY position))"],
            read: { t, row, i in t.tags = row.optionalString(i).map { $0.split(separator: " ").map(String.init) } ?? [] },
            // `tag_count` is how many, which urgency weighs (`urgencyCount`); never read back.
            written: ["tag_count"], values: { t, _, v in v.append(.int(Int64(t.tags.count))) },
            sideRows: SideRows(insert: { store, t throws(StoreError) in try store.writeTags(t) },
                               update: { store, t, before throws(StoreError) in try store.updateTags(t, from: before) }),
            snapshot: { t, emit in emit("tags", .array(t.tags.map(JSONValue.string))) },
            restore: { t, o in t.tags = o["tags"]?.arrayValue?.compactMap(\.stringValue) ?? []; return true },
            csv: CSVPart(column: "tags", text: { t, _ in t.tags.joined(separator: " ") }),
            list: .of(\.tags, draft: \.tags, json: JSONValue.string, value: \.stringValue, tidy: TaskDraft.normalizedTags),
            agent: .list(create: JSONSchema.array(of: JSONSchema.string("A tag, lowercase, without '#'."), description: "Tags."),
                         schema: { JSONSchema.array(of: JSONSchema.string("A tag."), description: $0) },
                         replace: "Replaces every tag.", adjust: (add: "Tags to add.", remove: "Tags to remove."),
                         values: { arguments, key, _ throws(ToolInputError) in try arguments.strings(key)?.map(JSONValue.string) }),
            calendar: .own(["CATEGORIES"], \.tags, describe: { $0.isEmpty ? "none" : $0.joined(separator: " ") }),
            urgencyCount: UrgencyCount(column: "tag_count", coefficient: 1.0),
            example: { $0.tags = ["finance", "q4"] }),
        TaskField(
            name: "recurrence",
            shown: { t, _, emit in emit("recurrence", .optional(t.recurrence?.rrule)) },
            schema: { ["recurrence": JSONSchema.string("RFC 5545 RRULE value.", nullable: true)] },
            draft: DraftPart(
                keys: ["recurrence"],
                json: { d, emit in emit("recurrence", .optional(d.recurrence?.rrule)) },
                read: { d, r throws(DraftError) in
                    guard let rule = try r.string("recurrence"), !rule.isEmpty else { return }
                    do throws(RecurrenceError) { d.recurrence = try Recurrence(rrule: rule) } catch {
                        throw .field("recurrence", .recurrence(error))
                    }
                },
                toTask: { d, t in t.recurrence = d.recurrence }, toDraft: { t, d in d.recurrence = t.recurrence },
                model: ModelPart("RFC 5545 RRULE value such as FREQ=WEEKLY;BYDAY=MO when the task repeats; else null.", inAStep: .null)),
            selected: ["recurrence"], read: { t, row, i in t.recurrence = row.optionalString(i).flatMap { try? Recurrence(rrule: $0) } },
            written: ["recurrence"], values: { t, _, v in v.append(.optional(t.recurrence?.rrule)) },
            snapshot: { t, emit in emit("recurrence", .optional(t.recurrence?.rrule)) },
            restore: { t, o in t.recurrence = o["recurrence"]?.stringValue.flatMap { try? Recurrence(rrule: $0) }; return true },
            csv: CSVPart(column: "recurrence", text: { t, _ in t.recurrence?.rrule ?? "" }),
            agent: .text(create: "Repeat rule, an RFC 5545 RRULE value such as FREQ=WEEKLY;BYDAY=MO.",
                         update: "New RFC 5545 RRULE value; null stops the repetition.",
                         apply: { patch, rule throws(ToolInputError) in
                             switch rule {
                             case .set(let text):
                                 do { patch.recurrence = .set(try Recurrence(rrule: text)) } catch {
                                     throw ToolInputError("`recurrence`: \(error).")
                                 }
                             case .clear: patch.recurrence = .clear
                             }
                         }),
            calendar: .own(["RRULE"], \.recurrence, describe: { $0?.rrule ?? "none" }),
            attributes: ["recur", "recurrence"],
            example: { $0.recurrence = try? Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO") }),
        TaskField(
            name: "reminders",
            // Absolute reminders in the session's zone, as `due` is; relative ones as ISO 8601 durations.
            shown: { t, zone, emit in emit("reminders", .array(t.reminders.map { .string($0.text(in: zone)) })) },
            schema: { ["reminders": JSONSchema.array(of: JSONSchema.string("An ISO 8601 duration from the due (-PT30M) or date-time."),
                                                     description: "When `taskdraft remind` tells the person.")] },
            draft: DraftPart(
                keys: ["reminders", "reminders_default"],
                json: { d, emit in
                    emit("reminders", .array(d.reminders.map { .string($0.description) }))
                    emit("reminders_default", .bool(d.remindersFromDefault))
                },
                schema: { [
                    "reminders": JSONSchema.array(of: JSONSchema.string("An ISO 8601 duration from the due (-PT30M) or date-time."),
                                                  description: "Reminders."),
                    "reminders_default": JSONSchema.boolean("The reminders came from a Skill's default, not the words."),
                ] },
                read: { d, r throws(DraftError) in
                    func reminder(_ text: some StringProtocol) throws(DraftError) -> Reminder {
                        guard let reminder = Reminder(text: text, zone: r.zone) else {
                            throw .field("reminders", .notAReminder(String(text)))
                        }
                        return reminder
                    }
                    switch r.object["reminders"] {
                    case nil, .null?: break
                    case .array(let items)?:
                        var reminders: [Reminder] = []
                        for item in items {
                            guard case .string(let text) = item else { throw .field("reminders", .expected(.strings, found: item.type)) }
                            reminders.append(try reminder(text))
                        }
                        d.reminders = reminders
                    case .string(let list)?:
                        var reminders: [Reminder] = []
                        for text in list.split(whereSeparator: { $0 == "," || $0 == " " }) { reminders.append(try reminder(text)) }
                        d.reminders = reminders
                    case let other?: throw .field("reminders", .expected(.arrayOfStrings, found: other.type))
                    }
                    if case .bool(let fromDefault)? = r.object["reminders_default"] { d.remindersFromDefault = fromDefault }
                },
                toTask: { d, t in t.reminders = d.reminders }, toDraft: { t, d in d.reminders = t.reminders },
                model: ModelPart("Only when the user asks to be reminded: how long before the due, as an ISO 8601 duration (-PT30M is 30 minutes before, -P1D a day before; PT9H is 09:00 on a due day). Else [].",
                                 optional: true)),
            selected: ["reminders"], read: { t, row, i in t.reminders = Reminder.parseColumn(row.optionalString(i)) },
            // `remind_epoch` is the earliest moment a reminder may be due, for `remind`'s index
            // (`TaskStore+Reminders.swift`, which moves it on as reminders fire); never read back.
            written: ["reminders", "remind_epoch"],
            values: { t, zone, v in
                v.append(.optional(Reminder.column(t.reminders)))
                v.append(.optional(t.status == .pending ? Reminder.earliest(t.reminders, due: t.due, zone: zone)?.seconds : nil))
            },
            snapshot: { t, emit in emit("reminders", .optional(Reminder.column(t.reminders))) },
            restore: { t, o in t.reminders = Reminder.parseColumn(o["reminders"]?.stringValue); return true },
            csv: CSVPart(column: "reminders", text: { t, zone in t.reminders.map { $0.text(in: zone) }.joined(separator: " ") }),
            list: .of(\.reminders, draft: \.reminders, json: { .string($0.description) },
                      value: { $0.stringValue.flatMap { Reminder(text: $0, zone: .utc) } }, tidy: Reminder.normalized),
            agent: .list(create: JSONSchema.array(of: JSONSchema.string("-PT30M (30 minutes before the due), PT9H (09:00 on a due day) or an ISO 8601 date-time."),
                                                  description: "Reminders: ISO 8601 durations from the due, or moments. Only when the user asks for one."),
                         schema: { JSONSchema.array(of: JSONSchema.string("-PT30M, PT9H or an ISO 8601 date-time."), description: $0) },
                         replace: "Replaces every reminder; [] removes them.",
                         values: { arguments, key, zone throws(ToolInputError) in
                             guard let texts = try arguments.strings(key) else { return nil }
                             var reminders: [JSONValue] = []
                             for text in texts {
                                 guard let reminder = Reminder(text: text, zone: zone) else {
                                     throw ToolInputError("`\(key)`: \(RefusedValue.quoted(text)) is not an ISO 8601 duration (-PT30M) or date-time.")
                                 }
                                 reminders.append(.string(reminder.description))
                             }
                             return reminders
                         }),
            // It owns the VALARMs it understands, and leaves the others.
            calendar: CalendarPart(
                properties: [], form: .own,
                differs: { a, b in Reminder.normalized(a.reminders) != Reminder.normalized(b.reminders) },
                copy: { from, t in t.reminders = from.reminders },
                describe: { t in Reminder.column(t.reminders) ?? "none" }),
            example: { $0.reminders = [.relative(-1800), .absolute(Instant(seconds: 1_796_274_000))] }),
        // Links live in `task_depends` (one row each, in order; `TaskStore.writeDepends`), keyed by
        // the tasks' row ids, which never change; the UID travels with each link so exports carry it.
        TaskField(
            name: "depends",
            shown: { t, _, emit in
                emit("depends", t.depends.json)
                emit("blocked", .bool(t.blocked))
            },
            schema: { [
                "depends": JSONSchema.array(of: TaskLink.schema, description: "The tasks this one waits for, in order."),
                "blocked": JSONSchema.boolean("One of the tasks it depends on is still pending."),
            ] },
            draft: DraftPart(
                keys: ["depends"],
                json: { d, emit in emit("depends", d.depends.json) },
                schema: { ["depends": JSONSchema.array(of: TaskLink.schema, description: "The tasks it waits for, as the words name them.")] },
                read: { d, r throws(DraftError) in
                    guard let value = r.object["depends"] else { return }
                    d.depends = try [TaskLink].read(value, field: "depends")
                },
                toTask: { d, t in t.depends = d.depends }, toDraft: { t, d in d.depends = t.depends }),
            selected: [TaskStore.dependsColumn],
            read: { t, row, i in (t.depends, t.blockedBy) = TaskLink.parseColumn(row.optionalString(i)) },
            written: [], values: { _, _, _ in },
            sideRows: SideRows(insert: { store, t throws(StoreError) in try store.writeDepends(t) },
                               update: { store, t, before throws(StoreError) in try store.updateDepends(t, from: before) }),
            snapshot: { t, emit in emit("depends", t.depends.json) },
            restore: { t, o in t.depends = o["depends"].flatMap { [TaskLink](json: $0) } ?? []; return true },
            csv: CSVPart(column: "depends", text: { t, _ in t.depends.map(\.uid).joined(separator: " ") }),
            // A link named by its number is removed by it, one that has none by its UID.
            list: .of(\.depends, draft: \.depends, json: \.json, value: TaskLink.init(json:), tidy: \.withoutRepeats,
                      removes: { removed, link in removed.id > 0 ? removed.id == link.id : removed.uid == link.uid },
                      words: ListPart.Words(valueName: "ids", expected: .tasks, read: { TaskLink.change(words: $0) })),
            // An agent names links by id or UID; null, as [], takes them all off.
            agent: .list(create: TaskLink.argumentsSchema("""
                             The tasks this one waits for (it is blocked while one is pending): ids or UIDs. Refused when one \
                             is not there, is this task, or the links would close a loop.
                             """),
                         schema: { TaskLink.argumentsSchema($0) },
                         replace: """
                             Replaces every task this one waits for (ids or UIDs); [] removes them. Refused when one is not \
                             there, is this task, or the links would close a loop.
                             """,
                         adjust: (add: "Tasks to wait for as well (ids or UIDs).", remove: "Tasks to wait for no longer (ids or UIDs)."),
                         values: { arguments, key, _ throws(ToolInputError) in try arguments.links(key)?.map(\.json) }),
            // RELATED-TO;RELTYPE=DEPENDS-ON (RFC 9253), compared by UID, the identity both sides
            // know: a server's link has no id here.
            calendar: CalendarPart(
                properties: [],
                form: .related(Relation(type: "DEPENDS-ON", holds: .many(limit: TaskLink.maximumDepends, get: { $0.depends.map(\.uid).filter { !$0.isEmpty } },
                                                                        set: { $0.depends = $1.map(TaskLink.init(uid:)) }))),
                differs: { a, b in a.depends.map(\.uid) != b.depends.map(\.uid) },
                copy: { from, t in t.depends = from.depends },
                describe: { t in t.depends.isEmpty ? "none" : t.depends.map(\.uid).joined(separator: " ") }),
            // The task itself, as the tests' store numbers it (their first task is 1, with the
            // example UID): a link to a task that is not in the store is not kept.
            attributes: ["depends", "depend", "dep", "deps"],
            example: { $0.depends = [TaskLink(id: 1, uid: "0b5e3c1a-7d2f-4c8e-9a61-3f0d2b7c9e14")] }),
        TaskField(
            name: "created",
            shown: { t, zone, emit in emit("created", .string(zone.zoned(t.createdAt).description)) },
            schema: { ["created": JSONSchema.string("When it was created, ISO 8601.")] },
            draft: nil,
            selected: ["created_at"], read: { t, row, i in t.createdAt = Instant(seconds: row.int(i)) },
            written: ["created_at"], values: { t, _, v in v.append(.int(t.createdAt.seconds)) },
            snapshot: { t, emit in emit("created_at", .int(t.createdAt.seconds)) },
            restore: { t, o in
                guard let seconds = o["created_at"]?.intValue else { return false }
                t.createdAt = Instant(seconds: seconds)
                return true
            },
            csv: CSVPart(column: "created", text: { t, zone in zone.zoned(t.createdAt).description }),
            example: { $0.createdAt = Instant(seconds: 1_764_000_000) }),
        TaskField(
            name: "modified",
            shown: { t, zone, emit in emit("modified", .string(zone.zoned(t.modifiedAt).description)) },
            schema: { ["modified": JSONSchema.string("When it last changed, ISO 8601.")] },
            draft: nil,
            selected: ["modified_at"], read: { t, row, i in t.modifiedAt = Instant(seconds: row.int(i)) },
            written: ["modified_at"], values: { t, _, v in v.append(.int(t.modifiedAt.seconds)) },
            snapshot: { t, emit in emit("modified_at", .int(t.modifiedAt.seconds)) },
            restore: { t, o in
                guard let seconds = o["modified_at"]?.intValue else { return false }
                t.modifiedAt = Instant(seconds: seconds)
                return true
            },
            csv: CSVPart(column: "modified", text: { t, zone in zone.zoned(t.modifiedAt).description }),
            example: { $0.modifiedAt = Instant(seconds: 1_764_003_600) }),
        TaskField(
            name: "completed",
            shown: { t, zone, emit in emit("completed", .optional(t.completedAt.map { zone.zoned($0).description })) },
            schema: { ["completed": JSONSchema.string("When it was completed, ISO 8601.", nullable: true)] },
            draft: nil,
            selected: ["completed_at"], read: { t, row, i in t.completedAt = row.optionalInt(i).map(Instant.init(seconds:)) },
            written: ["completed_at"], values: { t, _, v in v.append(.optional(t.completedAt?.seconds)) },
            snapshot: { t, emit in emit("completed_at", t.completedAt.map { .int($0.seconds) } ?? .null) },
            restore: { t, o in t.completedAt = o["completed_at"]?.intValue.map(Instant.init(seconds:)); return true },
            csv: CSVPart(column: "completed", text: { t, zone in t.completedAt.map { zone.zoned($0).description } ?? "" }),
            example: { $0.completedAt = Instant(seconds: 1_764_007_200) }),
        TaskField(
            name: "idempotency_key",
            // Not shown: a key is the caller's, and exports carry the UUID instead.
            shown: { _, _, _ in },
            schema: { [:] },
            draft: nil,
            selected: ["idempotency_key"], read: { t, row, i in t.idempotencyKey = row.optionalString(i) },
            written: ["idempotency_key"], values: { t, _, v in v.append(.optional(t.idempotencyKey)) },
            snapshot: { t, emit in emit("idempotency_key", .optional(t.idempotencyKey)) },
            restore: { t, o in t.idempotencyKey = o["idempotency_key"]?.stringValue; return true },
            csv: nil,
            example: { $0.idempotencyKey = "script-run-7" }),
    ]

    /// The order `TaskDraft(json:)` checked fields in before the table existed.
    static let draftReadOrder = ["title", "priority", "tags", "due", "recurrence", "notes", "project"]
    /// The CSV columns `export` wrote before the table existed, in that order.
    static let csvOrder = ["title", "due", "priority", "tags", "project", "annotations", "recurrence", "status",
                           "created", "modified", "completed", "uid"]
    /// The field agents' tools listed first before the table said what they take; the fields
    /// edited by value follow it, then the rest in table order (`TaskField+Agent.swift`).
    static let agentOrder = ["notes"]
    /// The fields a VTODO carried before the table said its places, in the order one is written.
    static let vtodoOrder = ["title", "notes", "due", "start", "wait", "estimate", "priority", "tags", "project",
                             "recurrence", "parent", "depends", "status", "reminders"]

    /// The fields each terminal surface lists, in the order people have read them there; any
    /// other field of its kind falls in after them, in table order (`TaskField.fields(on:)`).
    static func order(on surface: FieldSurface) -> [String] {
        switch surface {
        case .card: ["start", "due", "wait", "estimate", "depends", "priority", "tags", "project", "parent",
                     "recurrence", "reminders", "annotations", "notes"]
        case .show: ["id", "title", "status", "priority", "due", "start", "wait", "estimate", "project", "tags",
                     "recurrence", "reminders", "parent", "depends", "annotations", "created", "modified", "completed", "uuid"]
        case .editor: ["title", "due", "start", "wait", "estimate", "priority", "tags", "project", "notes", "recurrence", "reminders"]
        case .changes: ["title", "due", "priority", "tags", "project", "recurrence", "notes", "reminders"]
        }
    }

    /// Fields `show` does not list: a stored task's notes are its annotations, shown dated.
    public static let leftOutOfShow: Set<String> = ["notes"]

    /// Draft fields `e` asks for only when the draft has a value: the start, which few drafts
    /// have; offered on every draft, its question would be one more for every `e` to answer
    /// (the README's tour and the terminal dialogues answer each in turn). A draft with a start
    /// ("from Monday to Friday") has it asked in its place, after the due.
    public static let askedOnlyWhenSet: Set<String> = ["start"]
}
