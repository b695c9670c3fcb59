/// A pull's links: a server names the tasks a task waits for and the task it is a step of by
/// UID (iCalendar's `RELATED-TO;RELTYPE=DEPENDS-ON` and `;RELTYPE=PARENT`), often tasks of the
/// same pull. So the links are written once every task of the pull is in, each checked as any
/// link is: a dependency on a UID that is no live task here (none, or one deleted here), on the
/// task itself, or closing a loop, and a parent deleted here, are not taken in and are reported;
/// the server keeps them as they were. The pull asks for them as it asks every relation
/// (`DependsRelation.writePulled`, `ParentRelation.writePulled`).
extension ApplySyncIntent {
    /// A link a pull did not take in: the UID of the task that names it, and why.
    public struct UntakenLink: Sendable, Hashable {
        public let uuid: String
        public let problem: RelationProblem
    }
}
