import TaskDraftKit

extension SyncSkip {
    public var russian: String {
        switch self {
        case .tooLarge(let href, let bytes): return "\(href): \(bytes) \(Russian.plural(bytes, "байт", "байта", "байт")) — больше, чем бывает у задачи"
        case .notICalendar(let href): return "\(href): не читается как iCalendar"
        case .noUID(let href): return "\(href): VTODO без UID"
        case .invalid(let href, let error): return "\(href): \(error.russian)"
        case .refused(let push, let href, let status):
            let verb = ["create": "создание", "update": "изменение", "delete": "удаление"][push] ?? push
            return "\(verb) \(href): HTTP \(status)"
        case .linkNotTaken(let href, let problem, let more):
            return "\(href): зависимость не принята: \(problem.russian)" + (more > 0 ? " (и ещё \(more))" : "")
        case .parentNotTaken(let href, let problem): return "\(href): родительская задача не принята: \(problem.russian)"
        }
    }
}
