import TaskDraftKit

/// What a command that writes through the domain is given (`done`, `delete`, `undo`, `edit`,
/// `modify`, `annotate`, `denotate`, `tokens`, `inbox`): the domain, who asks and how the command line
/// said yes, whether to print JSON, and the terminal. Made at the top of the run
/// (`Invocation.taskWrite()`), once the command line has been read; the command asks the run
/// for nothing more.
struct TaskWrite {
    let planner: Planner
    let caller: Caller
    /// `.flag` with `--yes`, else `.none`.
    let confirmation: Confirmation
    let json: Bool
    let console: Console
}
