import TaskDraftKit
import TaskDraftModels

/// Commits a reviewed set through the commit path (`CreateTaskSetIntent`: one transaction,
/// one undo) and says what happened, a line per task.
enum SetCommit {
    @discardableResult
    static func commit(_ drafts: [TaskDraft], planner: Planner, session: DraftingSession, confirmation: Confirmation,
                       key: String? = nil, goal: TaskDraft? = nil, out: Output,
                       language: Language = .english) -> Committed<CreateTaskSetIntent.Result>? {
        do {
            let committed = try planner.commit(CreateTaskSetIntent(drafts: drafts, idempotencyKey: key, goal: goal), caller: session.caller,
                                               confirmation: confirmation, transcript: session.transcript)
            for result in (committed.result.goal.map { [$0] } ?? []) + committed.result.results {
                let line = Console.line(naming: result.task, language: language)
                out.line("  " + (result.alreadyExisted ? ResultMessage.alreadyPresent(line) : .created(line)).text(in: language))
            }
            return committed
        } catch {
            out.line("  " + ResultMessage.notCreated(TerminalText.lines(CLI.describe(error, language: language))).text(in: language))
            return nil
        }
    }
}
