import TaskDraftKit
import TaskDraftModels

extension AddCommand {
    /// `add --split`: every task in the words, reviewed as a set on a terminal, committed as one
    /// change. Results go out as JSON Lines (one per task, with its span) for `--json` and
    /// scripts, as "Created …" lines for a person. `meetingNotes`: the drafting entry's request of the
    /// words, split (at every joiner when `force`) and held to what the command asks of them.
    static func split(_ request: Request, meetingNotes: DraftRequest, force: Bool = false, planner: Planner,
                      session: DraftingSession, console: Console) throws -> ExitCode {
        var set: DraftSet
        do throws(DraftFailure) {
            set = try session.draftSet(meetingNotes, force: force)
        } catch {
            try? session.flush()
            throw error.thrown(by: "add")
        }
        SplitInput.reportSkipped(set, console: console)
        guard !set.items.isEmpty else {
            try session.flush()
            console.err.line("taskdraft: " + console.say(.noActionItems))
            return .failure
        }
        return try reviewAndCommit(set, request: request, planner: planner, session: session, console: console)
    }

    /// The person reviews the set on a terminal (a script's --yes stands for that), and it
    /// commits as one change; results as JSON Lines or "Created …" lines.
    static func reviewAndCommit(_ set: DraftSet, request: Request, planner: Planner, session: DraftingSession,
                                console: Console) throws -> ExitCode {
        var set = request.placed(set)
        var confirmation = request.confirmation
        if asksPerson(confirmation, planner: planner, session: session) {
            let lines = EditLineSource.make(historyPath: nil, echo: console.out)
            switch DraftSetReview(console: console, session: session, lines: lines).run(set) {
            case .drop, .interrupted, .merge: return try dropped(session: session, console: console)
            case .commit(let items):
                set.items = items
                confirmation = .interactive
            }
        } else {
            // As `add` refuses one: nobody is asked for the title a person at the review would give.
            if let untitled = set.items.firstIndex(where: { !$0.draft.hasTitle }) {
                try? session.flush()
                throw CLIError(.usage, .wordsRefused(.setDraftHasNoTitle(untitled + 1, source: TerminalText.line(set.items[untitled].source))))
            }
            if confirmation == .flag {
                session.record(.decision(.commit, detail: "--yes", at: session.context.now))
            }
        }
        let intent = CreateTaskSetIntent(drafts: set.drafts, idempotencyKey: request.key, goal: set.goal)
        let json = request.json
        let committed: Committed<CreateTaskSetIntent.Result>
        do {
            committed = try planner.commit(intent, caller: session.caller, confirmation: confirmation, transcript: session.transcript)
        } catch {
            if !json, case .needsConfirmation = error {
                // Show what would have been written, as `add` shows its draft, so the script's author sees the set.
                console.err.line("  " + console.say(.header(set.items.count)))
                console.err.write(DraftSetReview.render(set.drafts, width: nil, style: Style(enabled: false),
                                                           language: console.language))
                for warning in set.warnings { console.warn(console.say(.warning(warning))) }
            }
            throw error
        }
        let lines = json || !console.terminal.stdoutIsTTY
        if let goal = committed.result.goal {
            // A plan's goal, the parent of its steps, comes first: its line has no span of the words.
            if lines {
                console.printJSON(.object(goal.json(in: planner.zone, warnings: [])))
            } else {
                let task = console.line(naming: goal.task)
                console.out.line(console.say(goal.alreadyExisted ? .alreadyPresent(task) : .created(task)))
            }
        }
        for (index, result) in committed.result.results.enumerated() {
            let item = set.items[index]
            if lines {
                console.printJSON(SplitInput.line(result.json(in: planner.zone, warnings: item.draft.warnings), item: item))
            } else {
                let task = console.line(naming: result.task)
                console.out.line(console.say(result.alreadyExisted ? .alreadyPresent(task) : .created(task)))
            }
        }
        if !lines { for item in set.items { for warning in item.draft.warnings { console.warn(console.say(.warning(warning))) } } }
        for warning in set.warnings { console.warn(console.say(.warning(warning))) }
        return .ok
    }
}
