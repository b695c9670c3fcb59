import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// The interactive session: type a task, see the draft, confirm, edit or refine it;
/// slash commands for the rest. Every turn goes into the session's transcript; every write
/// goes through the commit path (`Planner.commit`), which records its result there.
final class Repl {
    let console: Console
    /// Who decides on the agents' proposals (`/inbox`): the person at the terminal, or a script.
    let caller: Caller
    /// Where `/plan` finds the plan phase's backend.
    let backends: SessionFactory
    let session: DraftingSession
    let planner: Planner
    let lines: LineSource
    /// Task ids of the last `/list`, in row order, for "the third" / "#3".
    private var listed: [Int64] = []
    /// The agents' pending proposals as last announced, so the notice comes when they change.
    private var announced: [String] = []

    init(console: Console, caller: Caller, backends: SessionFactory, session: DraftingSession, planner: Planner,
         lines: LineSource) {
        self.console = console
        self.caller = caller
        self.backends = backends
        self.session = session
        self.planner = planner
        self.lines = lines
    }

    private var out: Output { console.out }
    private var zone: Zone { planner.zone }
    private var language: Language { console.language }
    private func say(_ message: Message) -> String { message.text(language) }
    private func say(_ message: CardMessage) -> String { message.text(in: language) }
    private func say(_ message: ResultMessage) -> String { message.text(in: language) }
    private func say(_ message: ReplMessage) -> String { message.text(in: language) }
    private func say(_ message: SetMessage) -> String { message.text(in: language) }
    private func task(_ task: Task) -> String { Console.line(naming: task, language: language) }

    func run() throws -> ExitCode {
        // The Skills' tone files may word the greeting their own way; the catalogue's is the default.
        let greeting = session.context.skills.phrase("greeting", language: console.localeLanguage) ?? say(.greeting)
        out.line(greeting + " " + say(.backendIs(session.model.name)))
        loop: while true {
            announceProposals()
            // The prompt goes straight to the terminal; what was printed before must be out first.
            out.flush()
            let raw: String
            switch lines.read(prompt: "taskdraft> ") {
            case .end:
                break loop
            case .interrupted:
                continue
            case .paste(let pasted):
                // Pasted lines are one event: their tasks reviewed as a set, as `--split` reads
                // them; a blank line among them ends nothing.
                if try !reviewPaste(pasted) { break loop }
                try session.flush()
                out.flush()
                continue
            case .line(let typed):
                raw = typed
            }
            let line = raw.trimmingWhitespace()
            if line.isEmpty { continue }
            lines.remember(line)
            if line.hasPrefix("/") {
                if try !slashCommand(line) { break loop }
            } else if let reference = ReferenceParser().parse(line), reference.hashForm || !listed.isEmpty {
                try act(on: reference, text: line)
            } else if let reference = ReferenceParser().parse(line), reference.bare {
                // "delete the third" with nothing listed: a row of no list, not a task "Delete".
                out.line("  " + say(.noListYet))
            } else if try !understood(line) {
                break loop
            }
            try session.flush()
            out.flush()
        }
        try session.flush()
        out.flush()
        return .ok
    }

    /// A line that is not a slash command nor a row of the last list: a command said without
    /// its slash, a question (its list printed), a stray yes/no, or else a task to draft.
    /// False means quit.
    private func understood(_ line: String) throws -> Bool {
        switch LineClassifier().classify(line, context: session.context.readingContext) {
        case .command(let command, let guess):
            if guess {
                let answer = lines.readLine(prompt: "  " + say(.didYouMean(command.slashForm)) + " ")
                // Enter is yes; anything but a no keeps to the guess, a no drafts the words as a task.
                if let answer, ConfirmationWords.no.contains(ConfirmationWords.normalized(answer)) {
                    session.record(.decision(.drop, detail: "not \(command.slashForm)", at: planner.now))
                    return try draft(line)
                }
                guard answer != nil else { return false }
            }
            session.record(.prompt(line, at: planner.now))
            session.record(.decision(.command(command.slashForm), detail: guess ? "guess confirmed" : "said without the slash", at: planner.now))
            return try slashCommand(command.slashForm)
        case .question(let question):
            session.record(.prompt(line, at: planner.now))
            out.line("  " + say(.listing(question.window, extras: question.filterWords(zone: zone).filter { !$0.hasPrefix("due") })))
            try list(question.filter(zone: zone), filterText: question.filterWords(zone: zone).joined(separator: " "))
            return true
        case .strayAnswer:
            out.line("  " + say(.nothingToAnswer))
            return true
        case .task:
            return try draft(line)
        }
    }

    /// A paste: every task in its lines as one set for review, even a single one, since a
    /// paste is never committed by the Enter that ended it. False means a `/quit` at the review.
    private func reviewPaste(_ pasted: [String]) throws -> Bool {
        let text = pasted.joined(separator: "\n").trimmingWhitespace()
        guard !text.isEmpty else { return true }
        guard let words = taken(text), let set = drafted(words) else { return true }
        guard !set.items.isEmpty else {
            out.line("  " + say(.noActionItems))
            return true
        }
        if set.skipped > 0 { out.line("  " + say(.skipped(set.skipped))) }
        guard let command = try review(set) else { return true }
        return try slashCommand(command)
    }

    /// Drafts the words as a task; false means a `/quit` was typed at its card.
    private func draft(_ line: String) throws -> Bool {
        guard let command = try draftAndConfirm(line) else { return true }
        out.line("  " + say(.dropped))
        return try slashCommand(command)
    }

    /// Prints the tasks `filter` finds; they become the rows "the third" points at.
    private func list(_ filter: TaskFilter, filterText: String) throws {
        let scored = filter.order == .urgency
        if scored { planner.urgency = session.context.skills.urgency }
        let tasks = scored ? try planner.scoredTasks(matching: filter, caller: session.caller)
                           : try planner.tasks(matching: filter, caller: session.caller).map { TaskStore.ScoredTask(task: $0, urgency: 0) }
        listed = tasks.map(\.task.id)
        out.write(TaskTable.render(tasks.map(\.task), today: zone.date(of: planner.now), now: planner.now, zone: zone,
                                   width: console.terminal.lineLimit, style: console.style, language: language,
                                   urgencies: scored ? tasks.map(\.urgency) : nil))
        session.record(.toolCall(ToolCatalog.listTasks.name, arguments: .object(["filter": .string(filterText)]),
                                 at: planner.now))
        session.record(.toolOutput(ToolCatalog.listTasks.name, output: .object(["ids": .array(listed.map(JSONValue.int))]),
                                   at: planner.now))
    }

    /// Runs a slash command; false means quit.
    private func slashCommand(_ line: String) throws -> Bool {
        let words = line.split(separator: " ").map(String.init)
        switch words[0].lowercased() {
        case "/quit", "/exit", "/q":
            return false
        case "/help", "/?":
            out.write(say(.replHelp))
        case "/list", "/ls", "/next":
            var filter = TaskFilter()
            if words[0].lowercased() == "/next" { filter.order = .urgency }
            for word in words.dropFirst() {
                if let problem = filter.apply(word: word) {
                    out.line("  " + say(.wordsRefused(WordsRefusalMessage(filter: problem))))
                    return true
                }
            }
            try list(filter, filterText: words.dropFirst().joined(separator: " "))
        case "/inbox":
            if let command = try ProposalReview(console: console, caller: caller, session: session, planner: planner, lines: lines).run() {
                return try slashCommand(command)
            }
            announced = []
        case "/plan":
            let goal = words.dropFirst().joined(separator: " ")
            guard !goal.isEmpty else {
                out.line("  " + say(.planUsage))
                return true
            }
            if let command = try plan(goal) { return try slashCommand(command) }
        case "/undo":
            do {
                let result = try planner.commit(UndoIntent(), caller: session.caller, confirmation: .interactive,
                                                transcript: session.transcript).result
                out.line("  " + say(.undone(result.entry.summary)))
            } catch {
                guard case .nothingToUndo = error else { throw error }
                out.line("  " + say(.nothingToUndo))
            }
        default:
            out.line("  " + say(.unknownCommand(TerminalText.line(words[0]))))
        }
        return true
    }

    /// "2 proposals from laptop-agent — /inbox" above the prompt, when what waits has changed
    /// since it was last said. A failed read says nothing: the notice must not stop the session.
    private func announceProposals() {
        guard let counts = try? planner.pendingProposalCounts() else { return }
        let key = counts.map { "\($0.agent) \($0.count)" }
        guard key != announced else { return }
        announced = key
        if !counts.isEmpty { out.line(say(.agents(.inboxNotice(counts.map { (TerminalText.line($0.agent), $0.count) })))) }
    }

    /// Drafts, confirms and commits; returns a slash command typed at the confirm prompt.
    /// Words holding several tasks become a set, reviewed and committed together.
    private func draftAndConfirm(_ text: String) throws -> String? {
        guard let words = taken(text), let set = drafted(words) else { return nil }
        if set.items.count > 1 { return try review(set, words: words) }
        guard let draft = set.items.first?.draft else { return nil }
        return try confirm(draft, words: words)
    }

    /// The card for one draft of `words`, then its commit; returns a slash command typed at it.
    private func confirm(_ draft: TaskDraft, words: DraftRequest) throws -> String? {
        // The person reviews the draft when the domain wants their yes (for a person's create, it does).
        let asks = planner.policy.asksPerson(before: .create, caller: session.caller, given: .none)
        switch asks ? DraftConfirmation(console: console, session: session, lines: lines).run(draft) : .commit(draft) {
        case .interrupted(let command):
            return command
        case .drop:
            out.line("  " + say(.dropped))
        case .split:
            guard let forced = drafted(words, force: true) else { return nil }
            if forced.items.count > 1 { return try review(forced, words: words) }
            out.line("  " + say(.nothingToSplit))
            return try review(forced, words: words)
        case .commit(let confirmed):
            do {
                let result = try planner.commit(CreateTaskIntent(draft: confirmed), caller: session.caller,
                                                confirmation: asks ? .interactive : .none, transcript: session.transcript).result
                out.line("  " + say(.created(task(result.task))))
            } catch {
                out.line("  " + say(.notCreated(TerminalText.lines(CLI.describe(error, language: language)))))
            }
        }
        return nil
    }

    /// `text` as the drafting entry takes words to be split, once for the set and a "split" at
    /// its card; nil when refused (said on the terminal). `due:xyz` is refused as `add` refuses
    /// it, and a paste past the notes' limit before it is read, or a task cut from it past the
    /// words' limit; the person retypes the line.
    private func taken(_ text: String) -> DraftRequest? {
        do throws(DraftFailure) {
            return try session.entry(text, check: .attributes(dates: false), split: true)
        } catch {
            report(error)
            return nil
        }
    }

    /// The drafts of the words the entry took (split again at every joiner when `force`), with
    /// progress for a model that takes time; nil when drafting failed or was cancelled (said on
    /// the terminal).
    private func drafted(_ words: DraftRequest, force: Bool = false) -> DraftSet? {
        // An HTTP model may take seconds: on a terminal, show progress (the answer is streamed),
        // and let Ctrl-C cancel the request without ending the session.
        let watched = console.terminal.stdoutIsTTY && !session.model.draftsInProcess
        let view = watched ? DraftProgressView(output: out, style: console.style, language: language) : nil
        let progress: ((DraftProgress) -> Void)? = view.map { view in { view.update($0) } }
        do {
            let set = try InterruptHandler.cancellable { flag in
                force ? try session.draftSet(splittingAgain: words, force: true, progress: progress, cancellation: flag)
                      : try session.draftSet(words, progress: progress, cancellation: flag)
            }
            view?.finish()
            return set
        } catch let failure as DraftFailure {
            view?.finish()
            report(failure)
            return nil
        } catch {
            out.line("  " + TerminalText.lines(CLI.describe(error, language: language)))
            return nil
        }
    }

    /// Words refused before they were read, said for the person to retype them.
    private func report(_ failure: DraftFailure) {
        switch failure {
        case .refused(let refusal): out.line("  " + TerminalText.line(say(Message(refusal))))
        case .backend(let error): report(error)
        }
    }

    /// A backend's failure on the terminal; Ctrl-C's cancellation is a decision, not a failure.
    private func report(_ error: BackendError) {
        if error.kind == .cancelled {
            session.record(.decision(.drop, detail: "cancelled", at: session.context.now))
            out.line("  " + say(.cancelledDraft))
        } else {
            out.line("  " + TerminalText.lines(say(.failure(.backendFailed(error)))))
        }
    }

    /// `/plan GOAL`: the plan phase's backend proposes steps, reviewed as a set.
    private func plan(_ goal: String) throws -> String? {
        let store = session.store
        let model = try backends.model(phase: .plan, log: { store })
        let outcome: PlanOutcome
        do {
            outcome = try InterruptHandler.cancellable { flag in try session.plan(goal, using: model, cancellation: flag) }
        } catch let failure as DraftFailure {
            report(failure)
            return nil
        }
        switch outcome {
        case .steps(let set):
            return try review(set)
        case .invalidAnswer:
            out.line("  " + TerminalText.line(say(.planInvalid(backend: model.name))))
            return nil
        case .cannotPlan:
            out.line("  " + say(.cannotPlan(backend: model.name)))
            guard let words = taken(goal), let set = drafted(words) else { return nil }
            return try review(set)
        }
    }

    /// Reviews a set and commits what the person keeps, as one change (one `undo`). A set
    /// split from one line of `words` may be put back together ("as one task").
    private func review(_ set: DraftSet, words: DraftRequest? = nil) throws -> String? {
        var review = DraftSetReview(console: console, session: session, lines: lines)
        review.mergeable = words != nil
        switch review.run(set) {
        case .interrupted(let command):
            return command
        case .merge:
            guard let words else { return nil }
            let draft: TaskDraft
            do {
                draft = try InterruptHandler.cancellable { flag in try session.draft(words.text, cancellation: flag) }
            } catch let failure as DraftFailure {
                report(failure)
                return nil
            } catch {
                out.line("  " + TerminalText.lines(CLI.describe(error, language: language)))
                return nil
            }
            out.line("  " + say(.merged(set.items.count)))
            return try confirm(draft, words: words)
        case .drop:
            out.line("  " + say(.dropped))
        case .commit(let items):
            SetCommit.commit(items.map(\.draft), planner: planner, session: session, confirmation: .interactive, goal: set.goal,
                             out: out, language: language)
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
                out.line("  " + say(.noSuchRow(listed: listed.count, asked: reference.row)))
                return
            }
            id = listed[row - 1]
        }
        session.record(.prompt(text, at: planner.now))
        do {
            switch reference.action {
            case .show:
                let shown = try planner.task(id: id, caller: session.caller)
                let relations = try planner.relations(of: shown)
                out.write(TaskDetail.render(shown, zone: zone, style: console.style, language: language,
                                            relations: relations))
            case .complete:
                let result = try planner.commit(CompleteTaskIntent(taskID: id), caller: session.caller,
                                                confirmation: .interactive, transcript: session.transcript).result
                out.line("  " + say(result.alreadyDone ? .alreadyDone(task(result.task)) : .completed(task(result.task))))
                if let next = result.next { out.line("  " + say(.nextOccurrence(task(next)))) }
            case .delete:
                let doomed = try planner.task(id: id, caller: session.caller)
                var confirmation = Confirmation.none
                if planner.policy.asksPerson(before: .delete, caller: session.caller, given: confirmation) {
                    guard ConfirmationWords.isYes(lines.readLine(prompt: "  " + say(.deleteQuestion(task(doomed))))) else {
                        out.line("  " + say(.kept))
                        session.record(.decision(.drop, detail: "delete declined", at: planner.now))
                        return
                    }
                    confirmation = .interactive
                }
                let result = try planner.commit(DeleteTaskIntent(taskID: id), caller: session.caller,
                                                confirmation: confirmation, transcript: session.transcript).result
                out.line("  " + say(.deleted(task(result.task))))
            case .change(let words):
                let current = try planner.task(id: id, caller: session.caller)
                // "after the budget is approved" names a task by its title, looked up as at a card;
                // words that name several link none and say which, as the card does.
                guard let refined = DraftRefinement(console: console, session: session)
                    .refine(current.asDraft, with: words, excluding: id) else { return }
                let patch = TaskPatch.between(current.asDraft, refined)
                let ambiguous = refined.warnings.filter { $0.as(DependencyNameWarning.self) != nil }
                guard ambiguous.isEmpty else {
                    for warning in ambiguous { out.line("  " + say(.warning(warning))) }
                    return
                }
                guard !patch.isEmpty else {
                    out.line("  " + say(.noChangeFound(TerminalText.line(words))))
                    return
                }
                let result = try planner.commit(EditTaskIntent(taskID: id, patch: patch), caller: session.caller,
                                                confirmation: .interactive, transcript: session.transcript).result
                out.line("  " + say(.changedTask(task(result.after))))
                if let next = result.next { out.line("  " + say(.nextOccurrence(task(next)))) }
                for warning in result.warnings(in: session.context.zone) { out.line("  " + say(.warning(warning))) }
            }
        } catch {
            out.line("  " + TerminalText.lines(CLI.describe(error, language: language)))
        }
    }
}
