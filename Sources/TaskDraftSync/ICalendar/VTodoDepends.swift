import TaskDraftKit

/// The tasks a task waits for in a VTODO: one `RELATED-TO;RELTYPE=DEPENDS-ON:<uid>` each
/// (RFC 9253 §9.1, which adds DEPENDS-ON to RFC 5545's relation types). Only these lines
/// are this file's: a PARENT (`VTodoParent`), a RELATED-TO without a RELTYPE (a parent by
/// RFC 5545's default) and every other RELTYPE (SIBLING, CHILD, X-…) are neither read nor
/// touched here.
enum VTodoDepends: VTodoRelation {
    static let field = "depends"

    /// Whether `property` names a task this one waits for.
    static func names(_ property: ICalendarProperty) -> Bool {
        guard property.name == "RELATED-TO", let type = property.parameter("RELTYPE") else { return false }
        return type.trimmingWhitespace().uppercased() == "DEPENDS-ON"
    }

    /// The UID a dependency line names; nil when it is no UID taken here (`TaskUID`: empty, a
    /// line break, a 100,000-character value).
    static func uid(_ property: ICalendarProperty) -> String? {
        // A value longer than any UID is not unescaped at all: the check below needs no copy of it.
        guard property.value.utf8.count <= 2 * TaskUID.maximumBytes else { return nil }
        return try? TaskUID.validated(ICalendarParser.unescapeText(property.value))
    }

    /// The tasks `todo` waits for, by UID, in the order written: the task itself, a repeat and
    /// a value no UID may be are left out, and at most `TaskLink.maximumDepends` are read, so
    /// a server's 10,000 lines cost no more than a task may hold.
    static func read(_ todo: ICalendarComponent, uid own: String) -> [TaskLink] {
        var links: [TaskLink] = []
        var seen = Set<String>()
        for property in todo.properties where names(property) {
            guard let uid = uid(property), uid != own, seen.insert(uid).inserted else { continue }
            links.append(TaskLink(uid: uid))
            if links.count == TaskLink.maximumDepends { break }
        }
        return links
    }

    static func take(from todo: ICalendarComponent, uid: String, into task: inout Task) {
        task.depends = read(todo, uid: uid)
    }

    /// A dependency read into the task is carried; one left out (the task itself, a value no
    /// UID may be, one past the limit) is not.
    static func carried(_ property: ICalendarProperty, by task: Task, before: Int) -> Bool {
        guard let uid = uid(property) else { return false }
        return task.depends.contains { $0.uid == uid }
    }

    /// A line per task `task` waits for; none when it waits for nothing.
    static func write(_ task: Task, into l: inout ICalendarLines) {
        for link in task.depends where !link.uid.isEmpty {
            l.start("RELATED-TO;RELTYPE=DEPENDS-ON:"); l.text(link.uid); l.end()
        }
    }

    /// `todo`'s dependency lines made `task`'s: a line for a task it still waits for stays
    /// byte for byte, one for a task it no longer waits for goes, one for a new link is added
    /// after the last that stayed (else before the first sub-component). A line naming no task
    /// here (`isTaskHere` false: a task this database never had, or a value no UID may be) is
    /// another client's, kept as it is: the link was never taken in, so it cannot have been
    /// taken away here.
    static func replace(in todo: inout ICalendarComponent, with task: Task, isTaskHere: (String) -> Bool) {
        let wanted = Set(task.depends.map(\.uid))
        var present = Set<String>()
        var entries: [ICalendarComponent.Entry] = []
        var insertAt: Int?
        for entry in todo.entries {
            guard case .property(let property) = entry, names(property) else {
                if insertAt == nil, case .component = entry { insertAt = entries.count }
                entries.append(entry)
                continue
            }
            guard let uid = uid(property) else {
                entries.append(entry)
                continue
            }
            if wanted.contains(uid) ? present.insert(uid).inserted : !isTaskHere(uid) {
                entries.append(entry)
                insertAt = entries.count
            }
        }
        var added = task
        added.depends = task.depends.filter { !$0.uid.isEmpty && !present.contains($0.uid) }
        var l = ICalendarLines()
        write(added, into: &l)
        let new = ICalendarParser.logicalLines(String(decoding: l.bytes, as: UTF8.self))
            .compactMap(ICalendarParser.property).map(ICalendarComponent.Entry.property)
        entries.insert(contentsOf: new, at: insertAt ?? entries.count)
        todo.entries = entries
    }
}
