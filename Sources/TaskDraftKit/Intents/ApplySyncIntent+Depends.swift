/// A pull's dependencies: a server names the tasks a task waits for by UID (iCalendar's
/// `RELATED-TO;RELTYPE=DEPENDS-ON`), often tasks of the same pull. So the links are written
/// once every task of the pull is in, each checked as any link is: one to a UID that is no
/// live task here (none, or one deleted here), to the task itself, or closing a loop is not
/// taken in and is reported; the server keeps it as it was (`VTodoDepends.replace`). The pull
/// asks for them as it asks every relation (`DependsRelation.writePulled`).
extension ApplySyncIntent {
    /// A link a pull did not take in: the UID of the task that names it, and why.
    public struct UntakenLink: Sendable, Hashable {
        public let uuid: String
        public let problem: DependencyProblem
    }
}
