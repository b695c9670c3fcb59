extension SyncSkip {
    public var english: String {
        switch self {
        case .tooLarge(let href, let bytes): return "\(href): \(bytes) bytes, more than a task holds"
        case .notICalendar(let href): return "\(href): not a readable iCalendar object"
        case .noUID(let href): return "\(href): a VTODO without a UID"
        case .invalid(let href, let error): return "\(href): \(error)"
        case .refused(let push, let href, let status): return "\(push) \(href): HTTP \(status)"
        case .linkNotTaken(let href, let problem, let more):
            return "\(href): a dependency not taken in: \(problem.english)" + (more > 0 ? " (and \(more) more)" : "")
        case .parentNotTaken(let href, let problem): return "\(href): a parent not taken in: \(problem.english)"
        }
    }
}
