import TaskDraftKit

/// A task's parent in a VTODO: `RELATED-TO;RELTYPE=PARENT:<uid>` (RFC 5545 §3.8.4.5, whose
/// default RELTYPE is PARENT, so a RELATED-TO without one names a parent too). The other
/// relations a VTODO may carry (CHILD, SIBLING, RFC 9253's DEPENDS-ON and the rest) are no
/// parent: this file neither reads them nor touches their lines.
enum VTodoParent: VTodoRelation {
    static let field = "parent"

    /// Whether `property` names the component's parent.
    static func names(_ property: ICalendarProperty) -> Bool {
        guard property.name == "RELATED-TO" else { return false }
        guard let type = property.parameter("RELTYPE") else { return true }
        return type.trimmingWhitespace().uppercased() == "PARENT"
    }

    /// The parent's UID: the first parent relation whose value is a UID taken here (`TaskUID`)
    /// and is not the task's own (`uid`), which would make the task its own step.
    static func read(_ todo: ICalendarComponent, uid: String) -> String? {
        for property in todo.properties where names(property) {
            guard let parent = try? TaskUID.validated(ICalendarParser.unescapeText(property.value)), parent != uid else { continue }
            return parent
        }
        return nil
    }

    static func take(from todo: ICalendarComponent, uid: String, into task: inout Task) {
        task.parent = read(todo, uid: uid)
    }

    /// The parent read is the first line that names a task here; any other is not carried.
    static func carried(_ property: ICalendarProperty, by task: Task, before: Int) -> Bool {
        guard before == 0, let parent = task.parent else { return false }
        return (try? TaskUID.validated(ICalendarParser.unescapeText(property.value))) == parent
    }

    /// A parent line is kept as one whatever RELTYPE it spelt, none included (RFC 5545's default).
    static func keptName(_ property: ICalendarProperty) -> String { "RELATED-TO;RELTYPE=PARENT" }

    /// The relation line of `task`'s parent; none at the top.
    static func write(_ task: Task, into l: inout ICalendarLines) {
        guard let parent = task.parent else { return }
        l.start("RELATED-TO;RELTYPE=PARENT:"); l.text(parent); l.end()
    }

    /// `todo`'s parent relations replaced by `task`'s, where the first stood (else before the
    /// first sub-component); every other line, other relations included, stays as it was. A
    /// parent line is replaced whoever wrote it: a task has one parent.
    static func replace(in todo: inout ICalendarComponent, with task: Task, isTaskHere: (String) -> Bool) {
        var l = ICalendarLines()
        write(task, into: &l)
        let new = ICalendarParser.logicalLines(String(decoding: l.bytes, as: UTF8.self))
            .compactMap(ICalendarParser.property).map(ICalendarComponent.Entry.property)
        let isParent: (ICalendarComponent.Entry) -> Bool = { if case .property(let p) = $0 { return names(p) }; return false }
        let insertAt = todo.entries.firstIndex(where: isParent)
            ?? todo.entries.firstIndex { if case .component = $0 { return true }; return false } ?? todo.entries.count
        var entries: [ICalendarComponent.Entry] = []
        for (i, entry) in todo.entries.enumerated() {
            if i == insertAt { entries += new }
            if !isParent(entry) { entries.append(entry) }
        }
        if insertAt == todo.entries.count { entries += new }
        todo.entries = entries
    }
}
