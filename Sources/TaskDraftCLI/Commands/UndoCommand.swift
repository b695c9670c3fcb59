import TaskDraftKit

/// `taskdraft undo`: reverts the last change.
enum UndoCommand {
    static let spec = CommandSpec(
        "undo", abstract: .undoAbstract,
        options: [CommonOptions.yes, CommonOptions.json],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let planner = try invocation.planner()
        let result = try UndoIntent().perform(in: planner, caller: invocation.caller, confirmation: invocation.flagConfirmation)
        if invocation.arguments.flag(CommonOptions.json) {
            invocation.printJSON(.object(result.json(in: planner.zone)))
        } else {
            invocation.out.line(invocation.say(.undone(result.entry.summary)))
        }
        return .ok
    }
}
