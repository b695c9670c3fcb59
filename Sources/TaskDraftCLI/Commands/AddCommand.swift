import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `taskdraft add TEXT…`: draft, confirm (or `--yes`), commit.
enum AddCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let key = OptionSpec("key", value: "key",
                                    help: "Idempotency key: the same key never creates a second task.")
    }

    static let spec = CommandSpec(
        "add", abstract: "Draft a task from your words and commit it.",
        discussion: """
            On a terminal the draft is shown and you confirm, edit or refine it. Scripts must pass --yes; \
            without it nothing is written and the exit code is 3. With --key, re-running the same command \
            returns the task the key first created instead of a duplicate.
            """,
        arguments: [ArgumentSpec("text", help: "The task in your own words.", repeating: true)],
        options: [CommonOptions.yes, CommonOptions.json,
                  Option.key, SplitInput.option],
        examples: ["taskdraft add \"Submit the weekly report tomorrow at 15:00 #finance !high\"",
                   "taskdraft add \"Позвонить Анне завтра в 10:00\" --yes --json",
                   "taskdraft add --split \"Buy milk and call mom tomorrow\" --yes"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let text = invocation.arguments.positionals.joined(separator: " ")
        // Nothing to draft would only make an "Untitled task".
        guard !text.trimmingWhitespace().isEmpty else { throw UsageError(.emptyText, command: "add") }
        // Whatever backend drafts, a date that does not exist must not become one nearby.
        if let written = BuiltinParser().analyze(text, context: invocation.draftContext.readingContext).impossibleDate {
            throw UsageError(.notInCalendar(written), command: "add")
        }
        let planner = try invocation.planner()
        let caller = invocation.caller
        let session = try invocation.draftingSession(caller: caller)
        if invocation.arguments.flag(SplitInput.option) {
            return try split(text, force: false, planner: planner, session: session, invocation: invocation)
        }
        var draft: TaskDraft
        do {
            draft = try session.draft(text)
        } catch {
            // The failed exchanges still belong in the model log.
            try? session.flush()
            throw error
        }
        var confirmation = invocation.flagConfirmation
        let json = invocation.arguments.flag(CommonOptions.json)
        // A person at the terminal sees the draft when the domain wants their yes; a script does not.
        if case .human = caller, planner.policy.asksPerson(before: .create, caller: caller, given: confirmation) {
            let lines = EditLineSource.make(historyPath: nil, echo: invocation.out)
            switch DraftConfirmation(invocation: invocation, session: session, lines: lines).run(draft) {
            case .drop, .interrupted:
                try session.flush()
                invocation.err.line(invocation.say(.droppedNothingWritten))
                return .declined
            case .commit(let confirmed):
                draft = confirmed
                confirmation = .interactive
            case .split:
                return try split(text, force: true, planner: planner, session: session, invocation: invocation)
            }
        } else if confirmation == .flag {
            session.record(.decision("commit", detail: "--yes", at: invocation.now))
        }
        let intent = CreateTaskIntent(draft: draft, idempotencyKey: invocation.arguments.value(Option.key))
        let committed: Committed<CreateTaskIntent.Result>
        do {
            // The commit path writes the task, its audit and undo rows and the session's
            // transcript in one transaction: one WAL commit per run.
            committed = try planner.commit(intent, caller: caller, confirmation: confirmation, transcript: session.transcript)
        } catch {
            if !json, case .needsConfirmation = error {
                // Show what would have been written, so the script's author sees the draft.
                invocation.err.write(DraftView.render(draft, style: Style(enabled: false), language: invocation.language, zone: invocation.zone))
            }
            throw error
        }
        let result = committed.result
        if json {
            invocation.printJSON(.object(committed.output))
        } else {
            let task = TaskDetail.oneLine(result.task, language: invocation.language)
            invocation.out.line(invocation.say(result.alreadyExisted ? .alreadyPresent(task) : .created(task)))
            for warning in draft.warnings { invocation.warn(invocation.say(.warning(warning))) }
        }
        return .ok
    }
}
