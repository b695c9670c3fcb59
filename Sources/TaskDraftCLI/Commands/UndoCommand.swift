import TaskDraftKit

/// `taskdraft undo`: reverts the last change.
enum UndoCommand {
    static let spec = CommandSpec(
        "undo", abstract: .undoAbstract,
        options: [CommonOptions.yes, CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        try undo(try invocation.taskWrite())
    }

    static func undo(_ write: TaskWrite) throws -> ExitCode {
        let result = try UndoIntent().perform(in: write.planner, caller: write.caller, confirmation: write.confirmation)
        if write.json {
            write.console.printJSON(.object(result.json(in: write.console.zone)))
        } else {
            write.console.out.line(write.console.say(.undone(result.entry.summary)))
        }
        return .ok
    }
}
