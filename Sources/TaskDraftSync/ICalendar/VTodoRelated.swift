import TaskDraftKit

/// The RELATED-TO lines of a field whose row's form is `.related` (RFC 5545 §3.8.4.5, RFC 9253
/// §9.1): a task's parent (`RELTYPE=PARENT`) and the tasks it waits for (`RELTYPE=DEPENDS-ON`).
/// Each relation reads, writes and replaces only its own lines and leaves every other
/// RELATED-TO (SIBLING, CHILD, X-…) as it is. What one task and many differ in (a line
/// repeated, a line another client wrote) is the row's `TaskField.Relation.Holding`.
enum VTodoRelated {
    typealias Relation = TaskField.Relation

    /// RFC 5545's RELTYPE for a RELATED-TO that names none.
    static let defaultType = "PARENT"

    /// Every relation a task's fields hold, in the order a VTODO is written.
    static let all: [Relation] = TaskField.calendarParts.compactMap {
        if case .related(let relation) = $0.calendar.form { return relation }
        return nil
    }

    /// Whether `property` is a line of `relation`.
    static func names(_ relation: Relation, _ property: ICalendarProperty) -> Bool {
        guard property.name == "RELATED-TO" else { return false }
        guard let type = property.parameter("RELTYPE") else { return relation.type == defaultType }
        return type.trimmingWhitespace().uppercased() == relation.type
    }

    /// The UID a RELATED-TO line names; nil when it is no UID taken here (`TaskUID`: empty, a
    /// line break, a 100,000-character value). A value longer than any UID escaped is not
    /// unescaped at all, a parent's as a link's: a stranger's line of megabytes, or 10,000 such
    /// lines, cost no copy each, and whitespace padding a UID past that length is no UID.
    static func uid(_ property: ICalendarProperty) -> String? {
        guard property.value.utf8.count <= 2 * TaskUID.maximumBytes else { return nil }
        return try? TaskUID.validated(ICalendarParser.unescapeText(property.value))
    }

    /// The UIDs `task` holds of `relation`, in order.
    static func uids(_ relation: Relation, of task: Task) -> [String] {
        switch relation.holds {
        case .one(let path): task[keyPath: path].map { [$0] } ?? []
        case .many(_, let get, _): get(task)
        }
    }

    /// The tasks `todo` names in `relation`, by UID, in the order written: the task itself
    /// (`own`), a repeat and a value no UID may be are left out, and no more are read than the
    /// field holds, so a server's 10,000 lines cost no more than a task may hold.
    static func read(_ relation: Relation, _ todo: ICalendarComponent, own: String) -> [String] {
        let limit = switch relation.holds {
        case .one: 1
        case .many(let limit, _, _): limit
        }
        var uids: [String] = []
        var seen = Set<String>()
        for property in todo.properties where names(relation, property) {
            guard let uid = uid(property), uid != own, seen.insert(uid).inserted else { continue }
            uids.append(uid)
            if uids.count == limit { break }
        }
        return uids
    }

    /// Sets `relation`'s field of `task`, read from `todo` (whose UID is `uid`).
    static func take(_ relation: Relation, from todo: ICalendarComponent, uid: String, into task: inout Task) {
        let uids = read(relation, todo, own: uid)
        switch relation.holds {
        case .one(let path): task[keyPath: path] = uids.first
        case .many(_, _, let set): set(&task, uids)
        }
    }

    /// Whether `property`, a line of `relation`, is what `task` (read from its VTODO) holds of
    /// it; `before` counts the lines of the relation found carried before it. A line not
    /// carried is kept in an import's notes (`VTodoMapping.unmapped`).
    static func carried(_ relation: Relation, _ property: ICalendarProperty, by task: Task, before: Int) -> Bool {
        guard let uid = uid(property) else { return false }
        switch relation.holds {
        // The one task read is the first line that names it; any other is not carried.
        case .one(let path): return before == 0 && task[keyPath: path] == uid
        // A link read is carried, repeated or not; one left out (the task itself, one past the limit) is not.
        case .many(_, let get, _): return get(task).contains(uid)
        }
    }

    /// The name a line of `relation` that is not carried is kept under: the RELTYPE as written,
    /// but RFC 5545's default relation's as it is whatever the line spelt, none included.
    static func keptName(_ relation: Relation, _ property: ICalendarProperty) -> String {
        relation.type == defaultType ? "RELATED-TO;RELTYPE=" + relation.type : name(property)
    }

    /// A RELATED-TO line's name with its RELTYPE as written, as an import keeps a line it does not carry.
    static func name(_ property: ICalendarProperty) -> String {
        "RELATED-TO;RELTYPE=" + (property.parameter("RELTYPE") ?? "")
    }

    /// A line per task `task` names in `relation`; none when it names none.
    static func write(_ relation: Relation, _ task: Task, into l: inout ICalendarLines) {
        write(relation, uids(relation, of: task), into: &l)
    }

    private static func write(_ relation: Relation, _ uids: [String], into l: inout ICalendarLines) {
        for uid in uids {
            l.start("RELATED-TO;RELTYPE=" + relation.type, ":"); l.text(uid); l.end()
        }
    }

    private static func entries(_ relation: Relation, _ uids: [String]) -> [ICalendarComponent.Entry] {
        var l = ICalendarLines()
        write(relation, uids, into: &l)
        return ICalendarParser.logicalLines(String(decoding: l.bytes, as: UTF8.self))
            .compactMap(ICalendarParser.property).map(ICalendarComponent.Entry.property)
    }

    /// `todo`'s lines of `relation` made `task`'s; every other line, other relations included,
    /// stays as it was. `isTaskHere` says whether a UID names a task of this database.
    static func replace(_ relation: Relation, in todo: inout ICalendarComponent, with task: Task,
                        isTaskHere: (String) -> Bool) {
        switch relation.holds {
        case .one: replaceEvery(relation, in: &todo, with: task)
        case .many: merge(relation, in: &todo, with: task, isTaskHere: isTaskHere)
        }
    }

    /// One task: every line of the relation replaced by `task`'s, where the first stood (else
    /// before the first sub-component), whoever wrote it, as a line left would be read as the task.
    private static func replaceEvery(_ relation: Relation, in todo: inout ICalendarComponent, with task: Task) {
        let new = entries(relation, uids(relation, of: task))
        let isMine: (ICalendarComponent.Entry) -> Bool = { if case .property(let p) = $0 { return names(relation, p) }; return false }
        let insertAt = todo.entries.firstIndex(where: isMine)
            ?? todo.entries.firstIndex { if case .component = $0 { return true }; return false } ?? todo.entries.count
        var entries: [ICalendarComponent.Entry] = []
        for (i, entry) in todo.entries.enumerated() {
            if i == insertAt { entries += new }
            if !isMine(entry) { entries.append(entry) }
        }
        if insertAt == todo.entries.count { entries += new }
        todo.entries = entries
    }

    /// Many tasks: a line for a task `task` still names stays byte for byte, one for a task it
    /// no longer names goes, one for a new task is added after the last that stayed (else
    /// before the first sub-component). A line naming no task here (`isTaskHere` false: a task
    /// this database never had, or a value no UID may be) is another client's, kept as it is:
    /// it was never taken in, so it cannot have been taken away here.
    private static func merge(_ relation: Relation, in todo: inout ICalendarComponent, with task: Task,
                              isTaskHere: (String) -> Bool) {
        let named = uids(relation, of: task)
        let wanted = Set(named)
        var present = Set<String>()
        var kept: [ICalendarComponent.Entry] = []
        var insertAt: Int?
        for entry in todo.entries {
            guard case .property(let property) = entry, names(relation, property) else {
                if insertAt == nil, case .component = entry { insertAt = kept.count }
                kept.append(entry)
                continue
            }
            guard let uid = uid(property) else {
                kept.append(entry)
                continue
            }
            if wanted.contains(uid) ? present.insert(uid).inserted : !isTaskHere(uid) {
                kept.append(entry)
                insertAt = kept.count
            }
        }
        kept.insert(contentsOf: entries(relation, named.filter { !present.contains($0) }), at: insertAt ?? kept.count)
        todo.entries = kept
    }
}
