import TaskDraftKit

extension VTodoMapping {
    /// A VTODO's bookkeeping: its identity and revision, which a task holds in its own way or
    /// (SEQUENCE, DTSTAMP) a stored copy answers for.
    static let bookkeeping: Set<String> = ["UID", "DTSTAMP", "CREATED", "LAST-MODIFIED", "SEQUENCE"]

    /// What of `todo` the mapping did not carry into `task` (which `task(_:zone:now:)` read
    /// from it), as a name and a text, in the VTODO's order: a property no field reads
    /// (LOCATION, URL, another client's X-…), a field's property whose value could not be read
    /// (an RRULE this planner cannot repeat by, a DUE that is no date, a PRIORITY that is no
    /// number from 0 to 9), a relation other than the parent and the dependencies read, and a
    /// VALARM that is no reminder here. `import` refuses a record whose due, start, wait,
    /// estimate or priority is among them (`field(owning:)`), as it refuses a field's bad value in
    /// every format, and keeps the rest as notes and counts them; sync needs none of this, since
    /// it leaves every such line on the server as it is.
    public static func unmapped(_ todo: ICalendarComponent, as task: Task) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var carried: [String: Int] = [:]
        for entry in todo.entries {
            switch entry {
            case .property(let property):
                if let kept = unmapped(property, of: task, carried: &carried) { result.append(kept) }
            case .component(let component):
                if component.name == "VALARM", let reminder = reminder(component), task.reminders.contains(reminder) { continue }
                let lines = component.properties.map { $0.name + ":" + ICalendarParser.unescapeText($0.value) }
                result.append((component.name, lines.joined(separator: "; ")))
            }
        }
        return result
    }

    /// The field whose property `name` is (`DUE` is the due's), nil for a property no field owns.
    public static func field(owning name: String) -> TaskField? { owner(of: name)?.field }

    /// The field whose property `name` is, with its place; nil for a property no field owns.
    static func owner(of name: String) -> (field: TaskField, calendar: TaskField.CalendarPart)? {
        places.first { $0.calendar.properties.contains(name) }
    }

    /// `carried` counts, by relation (its RELTYPE), its lines found carried so far.
    private static func unmapped(_ property: ICalendarProperty, of task: Task, carried: inout [String: Int]) -> (name: String, value: String)? {
        let value = ICalendarParser.unescapeText(property.value)
        if value.trimmingWhitespace().isEmpty || bookkeeping.contains(property.name) { return nil }
        if property.name == "RELATED-TO" {
            // A line of a relation a field holds is carried when the task holds it, and kept when
            // not; a relation no field holds (SIBLING, CHILD, X-…) is kept.
            guard let relation = VTodoRelated.all.first(where: { VTodoRelated.names($0, property) }) else {
                return (VTodoRelated.name(property), value)
            }
            let before = carried[relation.type, default: 0]
            guard VTodoRelated.carried(relation, property, by: task, before: before) else {
                return (VTodoRelated.keptName(relation, property), value)
            }
            carried[relation.type] = before + 1
            return nil
        }
        guard case let (field, place)? = owner(of: property.name) else {
            return (property.name, value)
        }
        // A value the field could not take is kept: the task has none.
        switch place.form {
        case .text(let text, _): return text(task) == nil ? (property.name, value) : nil
        case .date(let date, _): return date(task) == nil ? (property.name, value) : nil
        // Every note is the task's: a DESCRIPTION beyond the COMMENTs is one more.
        case .dated: return nil
        case .related, .own: break
        }
        switch field.name {
        case "due" where task.due == nil, "recurrence" where task.recurrence == nil,
             "priority" where !(0...9).contains(Int(value.trimmingWhitespace()) ?? -1):
            return (property.name, value)
        case "status" where property.name == "PERCENT-COMPLETE":
            // How far along a task is, which a pending task here cannot say.
            let percent = Int(value.trimmingWhitespace()) ?? 0
            return task.status == .pending && percent > 0 ? (property.name, value) : nil
        default:
            return nil
        }
    }
}
