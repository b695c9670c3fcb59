import TaskDraftKit
import TaskDraftModels

extension AddCommand {
    /// `add --split`: every task in the words, reviewed as a set on a terminal, committed as one
    /// change. Results go out as JSON Lines (one per task, with its span) for `--json` and
    /// scripts, as "Created …" lines for a person.
    static func split(_ text: String, force: Bool, planner: Planner, session: DraftingSession,
                      invocation: Invocation) throws -> ExitCode {
        var set: DraftSet
        do {
            set = try session.draftSet(text, force: force)
        } catch {
            try? session.flush()
            throw error
        }
        SplitInput.reportSkipped(set, invocation: invocation)
        guard !set.items.isEmpty else {
            try session.flush()
            invocation.err.line("taskdraft: " + invocation.say(.noActionItems))
            return .failure
        }
        return try reviewAndCommit(set, planner: planner, session: session, invocation: invocation)
    }

    /// The person reviews the set on a terminal (a script's --yes stands for that), and it
    /// commits as one change; results as JSON Lines or "Created …" lines.
    static func reviewAndCommit(_ set: DraftSet, planner: Planner, session: DraftingSession,
                                invocation: Invocation) throws -> ExitCode {
        var set = set
        let caller = session.caller
        var confirmation = invocation.flagConfirmation
        if case .human = caller, planner.policy.asksPerson(before: .create, caller: caller, given: confirmation) {
            let lines = EditLineSource.make(historyPath: nil, echo: invocation.out)
            switch DraftSetReview(invocation: invocation, session: session, lines: lines).run(set) {
            case .drop, .interrupted:
                try session.flush()
                invocation.err.line(invocation.say(.droppedNothingWritten))
                return .declined
            case .commit(let items):
                set.items = items
                confirmation = .interactive
            }
        } else if confirmation == .flag {
            session.record(.decision("commit", detail: "--yes", at: invocation.now))
        }
        let intent = CreateTaskSetIntent(drafts: set.drafts, idempotencyKey: invocation.arguments.value(Option.key))
        let json = invocation.arguments.flag(CommonOptions.json)
        let committed: Committed<CreateTaskSetIntent.Result>
        do {
            committed = try planner.commit(intent, caller: caller, confirmation: confirmation, transcript: session.transcript)
        } catch {
            if !json, case .needsConfirmation = error {
                // Show what would have been written, as `add` shows its draft, so the script's author sees the set.
                invocation.err.line("  " + invocation.say(.setHeader(set.items.count)))
                invocation.err.write(DraftSetReview.render(set.drafts, width: nil, style: Style(enabled: false),
                                                           language: invocation.language))
                for warning in set.warnings { invocation.warn(invocation.say(.warning(warning))) }
            }
            throw error
        }
        let lines = json || !invocation.terminal.stdoutIsTTY
        for (index, result) in committed.result.results.enumerated() {
            let item = set.items[index]
            if lines {
                invocation.printJSON(SplitInput.line(result.json(in: planner.zone, warnings: item.draft.warnings), item: item))
            } else {
                let task = TaskDetail.oneLine(result.task, language: invocation.language)
                invocation.out.line(invocation.say(result.alreadyExisted ? .alreadyPresent(task) : .created(task)))
            }
        }
        if !lines { for item in set.items { for warning in item.draft.warnings { invocation.warn(invocation.say(.warning(warning))) } } }
        for warning in set.warnings { invocation.warn(invocation.say(.warning(warning))) }
        return .ok
    }
}
