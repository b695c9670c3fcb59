import TaskDraftKit

extension SyncSkip {
    public var polish: String {
        switch self {
        case .tooLarge(let href, let bytes): return "\(href): \(bytes) \(Polish.plural(bytes, "bajt", "bajty", "bajtów")) — więcej, niż ma zadanie"
        case .notICalendar(let href): return "\(href): to nie czytelny obiekt iCalendar"
        case .noUID(let href): return "\(href): VTODO bez UID"
        case .invalid(let href, let error): return "\(href): \(error.polish)"
        case .refused(let push, let href, let status):
            let verb = ["create": "utworzenie", "update": "zmiana", "delete": "usunięcie"][push] ?? push
            return "\(verb) \(href): HTTP \(status)"
        case .linkNotTaken(let href, let problem, let more):
            return "\(href): nie przyjęto zależności: \(problem.polish)" + (more > 0 ? " (i \(more) innych)" : "")
        case .parentNotTaken(let href, let problem): return "\(href): nie przyjęto zadania nadrzędnego: \(problem.polish)"
        }
    }
}
