/// The bounds of a task tree. A tree comes from people, but also from files and CalDAV
/// servers, which may send a chain a thousand deep or a loop; every walk over parents or
/// children here is a loop with a visited set and these bounds, never recursion.
public enum Subtasks {
    /// How many levels a person or an agent may build below a top-level task. A file or a
    /// server may have sent deeper trees; those are kept, and shown at this depth.
    public static let maximumDepth = 16
    /// Most tasks one walk of a subtree visits (completing or deleting a parent with its steps).
    public static let maximumWalk = 10_000
    /// What a parent was expected to be, in a refusal.
    static let expected = ExpectedValue.task
}
