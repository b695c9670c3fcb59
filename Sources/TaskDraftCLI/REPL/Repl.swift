import TaskDraftKit
import TaskDraftModels

/// The interactive session: type a task, see the draft, confirm, edit or refine it;
/// slash commands for the rest. Every turn goes into the session's transcript; every write
/// goes through the commit path (`Planner.commit`), which records its result there.
final class Repl {
    let invocation: Invocation
    let session: DraftingSession
    let planner: Planner
    let lines: LineSource
    /// Task ids of the last `/list`, in row order, for "the third" / "#3".
    private var listed: [Int64] = []

    init(invocation: Invocation, session: DraftingSession, planner: Planner, lines: LineSource) {
        self.invocation = invocation
        self.session = session
        self.planner = planner
        self.lines = lines
    }

    private var out: Output { invocation.out }
    private var zone: Zone { planner.zone }

    func run() throws -> ExitCode {
        let greeting = session.context.skills.phrase("greeting", language: invocation.language)
            ?? "TaskDraft: say a task in your own words, or /help."
        out.line(greeting + " Backend: \(session.model.name).")
        while true {
            // The prompt goes straight to the terminal; what was printed before must be out first.
            out.flush()
            guard let raw = lines.readLine(prompt: "taskdraft> ") else { break }
            let line = raw.trimmingWhitespace()
            if line.isEmpty { continue }
            lines.remember(line)
            if line.hasPrefix("/") {
                if try !slashCommand(line) { break }
            } else if let reference = ReferenceParser().parse(line), reference.hashForm || !listed.isEmpty {
                try act(on: reference, text: line)
            } else if let command = try draftAndConfirm(line) {
                out.line("  Dropped.")
                if try !slashCommand(command) { break }
            }
            try session.flush()
            out.flush()
        }
        try session.flush()
        out.flush()
        return .ok
    }

    /// Runs a slash command; false means quit.
    private func slashCommand(_ line: String) throws -> Bool {
        let words = line.split(separator: " ").map(String.init)
        switch words[0].lowercased() {
        case "/quit", "/exit", "/q":
            return false
        case "/help", "/?":
            out.write("""
                Type a task in your own words: "Submit the report tomorrow at 15:00 #finance !high".
                At the draft: Enter or y commits, n drops, e edits field by field, anything else refines it
                ("make it friday", "в пятницу", "high priority").
                After /list: "done #2", "delete the third", "make the first one urgent", "покажи вторую".
                  /list [filters]   pending tasks (filters as in `taskdraft list`: due:today +tag project:X ...)
                  /undo             revert the last change
                  /help             this text
                  /quit             leave (Ctrl-D works too)

                """)
        case "/list", "/ls":
            var filter = TaskFilter()
            for word in words.dropFirst() {
                if let problem = filter.apply(word: word) {
                    out.line("  " + problem)
                    return true
                }
            }
            let tasks = try planner.tasks(matching: filter, caller: session.caller)
            listed = tasks.map(\.id)
            out.write(TaskTable.render(tasks, today: zone.date(of: planner.now), now: planner.now, zone: zone,
                                       width: invocation.terminal.lineLimit, style: invocation.style))
            let filterText = words.dropFirst().joined(separator: " ")
            session.record(.toolCall(ToolCatalog.listTasks.name, arguments: .object(["filter": .string(filterText)]),
                                     at: planner.now))
            session.record(.toolOutput(ToolCatalog.listTasks.name, output: .object(["ids": .array(listed.map(JSONValue.int))]),
                                       at: planner.now))
        case "/undo":
            do {
                let result = try planner.commit(UndoIntent(), caller: session.caller, confirmation: .interactive,
                                                transcript: session).result
                out.line("  Undone: " + TerminalText.line(result.entry.summary))
            } catch {
                guard case .nothingToUndo = error else { throw error }
                out.line("  Nothing to undo.")
            }
        default:
            out.line("  Unknown command \(words[0]); /help lists them.")
        }
        return true
    }

    /// Drafts, confirms and commits; returns a slash command typed at the confirm prompt.
    private func draftAndConfirm(_ text: String) throws -> String? {
        let draft: TaskDraft
        // An HTTP model may take seconds: on a terminal, show progress (the answer is streamed),
        // and let Ctrl-C cancel the request without ending the session.
        let watched = invocation.terminal.stdoutIsTTY && !session.model.draftsInProcess
        let view = watched ? DraftProgressView(output: out, style: invocation.style) : nil
        do {
            draft = try InterruptHandler.cancellable { flag in
                try session.draft(text, progress: view.map { view in { view.update($0) } }, cancellation: flag)
            }
            view?.finish()
        } catch let error as BackendError {
            view?.finish()
            if error.kind == .cancelled {
                session.record(.decision("drop", detail: "cancelled", at: session.context.now))
                out.line("  Cancelled; nothing was drafted. The session goes on.")
            } else {
                out.line("  " + TerminalText.lines(error.description))
            }
            return nil
        }
        // The person reviews the draft when the domain wants their yes (for a person's create, it does).
        let asks = planner.policy.asksPerson(before: .create, caller: session.caller, given: .none)
        switch asks ? DraftConfirmation(invocation: invocation, session: session, lines: lines).run(draft) : .commit(draft) {
        case .interrupted(let command):
            return command
        case .drop:
            out.line("  Dropped.")
        case .commit(let confirmed):
            do {
                let result = try planner.commit(CreateTaskIntent(draft: confirmed), caller: session.caller,
                                                confirmation: asks ? .interactive : .none, transcript: session).result
                out.line("  Created " + TaskDetail.oneLine(result.task))
            } catch {
                out.line("  Not created: " + TerminalText.lines("\(error)"))
            }
        }
        return nil
    }

    private func act(on reference: ReferenceParser.Reference, text: String) throws {
        let id: Int64
        if listed.isEmpty {
            id = Int64(reference.row)
        } else {
            let row = reference.row == -1 ? listed.count : reference.row
            guard row >= 1, row <= listed.count else {
                out.line("  The last list has \(listed.count) rows; there is no row \(reference.row).")
                return
            }
            id = listed[row - 1]
        }
        session.record(.prompt(text, at: planner.now))
        do {
            switch reference.action {
            case .show:
                out.write(TaskDetail.render(try planner.task(id: id, caller: session.caller), zone: zone, style: invocation.style,
                                            language: invocation.language))
            case .complete:
                let result = try planner.commit(CompleteTaskIntent(taskID: id), caller: session.caller,
                                                confirmation: .interactive, transcript: session).result
                out.line("  " + (result.alreadyDone ? "Already done: " : "Completed ") + TaskDetail.oneLine(result.task))
                if let next = result.next { out.line("  Next occurrence: " + TaskDetail.oneLine(next)) }
            case .delete:
                let task = try planner.task(id: id, caller: session.caller)
                var confirmation = Confirmation.none
                if planner.policy.asksPerson(before: .delete, caller: session.caller, given: confirmation) {
                    guard ConfirmationWords.isYes(lines.readLine(prompt: "  Delete \(TaskDetail.oneLine(task))? [y/N] ")) else {
                        out.line("  Kept.")
                        session.record(.decision("drop", detail: "delete declined", at: planner.now))
                        return
                    }
                    confirmation = .interactive
                }
                let result = try planner.commit(DeleteTaskIntent(taskID: id), caller: session.caller,
                                                confirmation: confirmation, transcript: session).result
                out.line("  Deleted " + TaskDetail.oneLine(result.task))
            case .change(let words):
                let task = try planner.task(id: id, caller: session.caller)
                let refined = DraftRefiner().refine(task.asDraft, with: words, context: session.context)
                let patch = TaskPatch.between(task.asDraft, refined)
                guard !patch.isEmpty else {
                    out.line("  I did not find a change in \"\(words)\"; try \"make it friday\" or \"high priority\".")
                    return
                }
                let result = try planner.commit(EditTaskIntent(taskID: id, patch: patch), caller: session.caller,
                                                confirmation: .interactive, transcript: session).result
                out.line("  Changed " + TaskDetail.oneLine(result.after))
            }
        } catch {
            out.line("  " + TerminalText.lines(error.description))
        }
    }
}
