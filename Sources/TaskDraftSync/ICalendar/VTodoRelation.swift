import TaskDraftKit

/// A field a VTODO holds as RELATED-TO lines of a RELTYPE of its own (RFC 5545 §3.8.4.5, RFC
/// 9253): each relation reads, writes and replaces only its lines, and leaves every other
/// RELATED-TO as it is. The writer (`VTodoProperties`), the mapping (`VTodoMapping`) and what an
/// import keeps of a VTODO (`VTodoMapping.unmapped`: a line the task does not hold) ask
/// `VTodoRelations.all` for a field whose row's form is `.own`, so none names a relation's field.
protocol VTodoRelation: Sendable {
    /// The name of the field (`TaskField.name`) whose RELATED-TO lines these are.
    static var field: String { get }
    /// Whether `property` is a line of this relation.
    static func names(_ property: ICalendarProperty) -> Bool
    /// Whether `property`, a line of this relation, is what `task` (read from its VTODO) holds of
    /// it; `before` counts the lines of this relation found so before it. A line not carried is
    /// kept in an import's notes (`VTodoMapping.unmapped`).
    static func carried(_ property: ICalendarProperty, by task: Task, before: Int) -> Bool
    /// The name a line not carried is kept under.
    static func keptName(_ property: ICalendarProperty) -> String
    /// Sets the field of `task`, read from `todo` (whose UID is `uid`).
    static func take(from todo: ICalendarComponent, uid: String, into task: inout Task)
    /// The lines of `task`'s relations; none when it has none.
    static func write(_ task: Task, into l: inout ICalendarLines)
    /// `todo`'s lines of this relation made `task`'s; `isTaskHere` says whether a UID names a
    /// task of this database, for a relation that keeps another client's lines.
    static func replace(in todo: inout ICalendarComponent, with task: Task, isTaskHere: (String) -> Bool)
}

extension VTodoRelation {
    static func keptName(_ property: ICalendarProperty) -> String { VTodoRelations.name(property) }
}

enum VTodoRelations {
    /// Every relation a task's fields hold, in the order a VTODO is read.
    static let all: [any VTodoRelation.Type] = [VTodoParent.self, VTodoDepends.self]

    /// A RELATED-TO line's name with its RELTYPE as written, as an import keeps a line it does not carry.
    static func name(_ property: ICalendarProperty) -> String {
        "RELATED-TO;RELTYPE=" + (property.parameter("RELTYPE") ?? "")
    }

    /// The relation that is `field`'s place in a VTODO, if its place is one.
    static func of(_ field: TaskField) -> (any VTodoRelation.Type)? {
        all.first { $0.field == field.name }
    }
}
