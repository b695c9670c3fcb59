import TaskDraftKit

/// A resource a sync left alone and went on: too big, not iCalendar, not a task here, or a
/// change the server would not take. `--json`'s `skipped` keeps the English.
public enum SyncSkip: LocalizedText, Equatable {
    case tooLarge(href: String, bytes: Int)
    case notICalendar(href: String)
    case noUID(href: String)
    case invalid(href: String, DraftError)
    /// A push the server refused with a 4xx: `create`, `update` or `delete`.
    case refused(push: String, href: String, status: Int)
    /// A link the resource names (`RELATED-TO;RELTYPE=DEPENDS-ON`) not taken in here: the first
    /// problem, and how many more of that resource's links were not; the server keeps them.
    case linkNotTaken(href: String, DependencyProblem, more: Int)
    /// The parent the resource names (`RELATED-TO;RELTYPE=PARENT`) not taken in here (a task
    /// deleted here): the task is at the top here, and the server keeps the line.
    case parentNotTaken(href: String, ParentProblem)

    public static var samples: [SyncSkip] {
        [.tooLarge(href: "/dav/tasks/a.ics", bytes: 2_000_000), .notICalendar(href: "/dav/tasks/a.ics"), .noUID(href: "/dav/tasks/a.ics"),
         .invalid(href: "/dav/tasks/a.ics", .dateOutOfRange("DUE", "99991231")), .refused(push: "update", href: "/dav/tasks/a.ics", status: 403),
         .linkNotTaken(href: "/dav/tasks/a.ics", .noUID("venue@example.com"), more: 0),
         .linkNotTaken(href: "/dav/tasks/a.ics", .cycle([3, 5, 3]), more: 2),
         .parentNotTaken(href: "/dav/tasks/a.ics", .notFound(.uid("venue@example.com")))]
    }
}
