import TaskDraftKit

/// A field a VTODO holds as RELATED-TO lines of a RELTYPE of its own (RFC 5545 §3.8.4.5, RFC
/// 9253): each relation reads, writes and replaces only its lines, and leaves every other
/// RELATED-TO as it is. The writer (`VTodoProperties`) and the mapping (`VTodoMapping`) ask
/// `VTodoRelations.all` for a field whose row's form is `.own`, so neither names a relation's field.
protocol VTodoRelation: Sendable {
    /// The name of the field (`TaskField.name`) whose RELATED-TO lines these are.
    static var field: String { get }
    /// Sets the field of `task`, read from `todo` (whose UID is `uid`).
    static func take(from todo: ICalendarComponent, uid: String, into task: inout Task)
    /// The lines of `task`'s relations; none when it has none.
    static func write(_ task: Task, into l: inout ICalendarLines)
    /// `todo`'s lines of this relation made `task`'s; `isTaskHere` says whether a UID names a
    /// task of this database, for a relation that keeps another client's lines.
    static func replace(in todo: inout ICalendarComponent, with task: Task, isTaskHere: (String) -> Bool)
}

enum VTodoRelations {
    /// Every relation a task's fields hold, in the order a VTODO is read.
    static let all: [any VTodoRelation.Type] = [VTodoParent.self, VTodoDepends.self]

    /// The relation that is `field`'s place in a VTODO, if its place is one.
    static func of(_ field: TaskField) -> (any VTodoRelation.Type)? {
        all.first { $0.field == field.name }
    }
}
