import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// `taskdraft add TEXT…`: draft, confirm (or `--yes`), commit.
enum AddCommand {
    /// What `spec` declares and `run` reads: a misspelt option name does not compile.
    enum Option {
        static let key = OptionSpec("key", value: "key",
                                    help: .addKey)
        /// `--KEY VALUE` for each field whose value names a task or several (`TaskField.taskValued`),
        /// from its declaration: its value's name `edit`'s, its help its label's (`FieldHelp`, `.add`);
        /// a field whose label has no `add` help has no option (`HelpCatalogueTests` names it).
        static let tasks: [(label: FieldLabel, several: Bool, option: OptionSpec)] =
            TaskField.taskValued.compactMap { field, several in
                guard let label = field.label, let help = FieldHelp(label, .add),
                      let valueName = several ? field.list?.words?.valueName : field.edit?.valueName else { return nil }
                // One task completes as a task's number; a list of them does not.
                return (label, several, OptionSpec(field.name, value: valueName, saying: .field(help), completion: several ? nil : .taskID))
            }
    }

    static let spec = CommandSpec(
        "add", abstract: .addAbstract,
        discussion: .addDiscussion,
        arguments: [ArgumentSpec("text", help: .addText, repeating: true)],
        options: [CommonOptions.yes, CommonOptions.json,
                  Option.key] + Option.tasks.map(\.option) + [SplitInput.option],
        examples: [.words(.addExampleReport),
                   .words(.addExampleCall),
                   .words(.addExampleSplit)],
        run: run)

    /// What `add` was asked, read from the command line once (`plan` asks the same of its goal).
    struct Request {
        var text: String
        var key: String?
        var json: Bool
        /// `.flag` with `--yes`, else `.none`: how the command line said yes, if it did.
        var confirmation: Confirmation
        var split: Bool
        /// What the options of `Option.tasks` name, by field: a task (`--parent N` or `--parent UID`,
        /// the task the new one is a subtask of, whatever the words say) or tasks (`--depends`, the
        /// tasks it waits for, beside any its words name).
        var tasks: [(label: FieldLabel, named: FieldReading)] = []

        init(_ arguments: ParsedArguments) {
            text = arguments.positionals.joined(separator: " ")
            key = arguments.value(Option.key)
            json = arguments.flag(CommonOptions.json)
            confirmation = arguments.flag(CommonOptions.yes) ? .flag : .none
            split = arguments.flag(SplitInput.option)
        }

        /// What the task options ask of a draft: the task named in place of the one its words
        /// named, the tasks named after those its words named, each once.
        func place(_ draft: inout TaskDraft) {
            for (label, named) in tasks {
                if case .tasks(let added) = named, case .tasks(let said)? = label.reading(of: draft) {
                    label.write(.tasks((said + added).withoutRepeats), into: &draft)
                } else {
                    label.write(named, into: &draft)
                }
            }
        }

        /// The same of every task of a set (`add --split`), so its review shows it.
        func placed(_ set: DraftSet) -> DraftSet {
            var set = set
            for index in set.items.indices { place(&set.items[index].draft) }
            return set
        }
    }

    static func run(_ invocation: Invocation) throws -> ExitCode {
        var request = Request(invocation.arguments)
        for (label, several, option) in Option.tasks {
            guard let text = invocation.arguments.value(option) else { continue }
            // Numbers or UIDs, as `modify`'s attribute and the words' take them; a new task's links are only added.
            if several {
                guard let asked = TaskLink.words(text), asked.remove.isEmpty else {
                    throw UsageError(.edits(.editValue(option: "--" + option.long, text, expected: .tasks)), command: "add")
                }
                request.tasks.append((label, .tasks(asked.add)))
            } else {
                guard let reference = TaskReference(text: text) else {
                    throw UsageError(.edits(.editValue(option: "--" + option.long, text, expected: .task)), command: "add")
                }
                request.tasks.append((label, .task(reference)))
            }
        }
        if invocation.arguments.positionals == ["-"] { request.text = try StandardInputText.read(command: "add") }
        // Nothing to draft would only make an "Untitled task".
        guard !request.text.trimmingWhitespace().isEmpty else { throw UsageError(.wordsRefused(.emptyText), command: "add") }
        let context = invocation.draftContext
        // The words go through the drafting entry before the database is opened: refused words
        // create and open none. Whatever backend drafts, a date that does not exist must not
        // become one nearby, and an attribute's value that names nothing (`due:xyz`) must not
        // become title words.
        let words = try DraftRequest(words: request.text, context: context, check: Self.wordsCheck, split: request.split, command: "add")
        let planner = try invocation.planner()
        let session = try invocation.backends.session(planner: planner, caller: invocation.caller, context: context)
        return try add(request, words: words, planner: planner, session: session, console: invocation.console)
    }

    /// What the drafting entry asks of `add`'s words besides their limit: attributes and dates.
    static let wordsCheck = WordsCheck.attributes(dates: true)

    /// Drafts `words` (the drafting entry's request of `request.text`), confirms (on a terminal,
    /// when the domain wants a person's yes) and commits, with only what it is given: the
    /// domain, the drafting session, and the terminal.
    static func add(_ request: Request, words: DraftRequest, planner: Planner, session: DraftingSession,
                    console: Console) throws -> ExitCode {
        if request.split {
            return try split(request, meetingNotes: words, planner: planner, session: session, console: console)
        }
        var draft: TaskDraft
        do throws(DraftFailure) {
            draft = try session.draft(words)
            request.place(&draft)
        } catch {
            // The failed exchanges still belong in the model log.
            try? session.flush()
            throw error.thrown(by: "add")
        }
        var confirmation = request.confirmation
        if asksPerson(confirmation, planner: planner, session: session) {
            let lines = EditLineSource.make(historyPath: nil, echo: console.out)
            switch DraftConfirmation(console: console, session: session, lines: lines).run(draft) {
            case .drop, .interrupted: return try dropped(session: session, console: console)
            case .commit(let confirmed):
                draft = confirmed
                confirmation = .interactive
            case .split:
                let meetingNotes = try session.splitAgain(words, force: true, command: "add")
                return try split(request, meetingNotes: meetingNotes, force: true, planner: planner, session: session, console: console)
            }
        } else {
            // Nobody will be asked for the title a person at the card would give: a script's
            // words that name only a date, tags or a priority are refused, not an "Untitled task".
            guard draft.hasTitle else {
                try? session.flush()
                throw CLIError(.usage, .wordsRefused(.draftHasNoTitle(onlyAVerb: draft.onlyAVerb)))
            }
            if confirmation == .flag {
                session.record(.decision(.commit, detail: "--yes", at: session.context.now))
            }
        }
        let intent = CreateTaskIntent(draft: draft, idempotencyKey: request.key)
        let committed: Committed<CreateTaskIntent.Result>
        do {
            // The commit path writes the task, its audit and undo rows and the session's
            // transcript in one transaction: one WAL commit per run.
            committed = try planner.commit(intent, caller: session.caller, confirmation: confirmation,
                                           transcript: session.transcript)
        } catch {
            if !request.json, case .needsConfirmation = error {
                // Show what would have been written, so the script's author sees the draft.
                console.err.write(DraftView.render(draft, style: Style(enabled: false), language: console.language, zone: console.zone))
            }
            throw error
        }
        let result = committed.result
        if request.json {
            console.printJSON(.object(committed.output))
        } else {
            let task = console.line(naming: result.task)
            console.out.line(console.say(result.alreadyExisted ? .alreadyPresent(task) : .created(task)))
            for warning in draft.warnings { console.warn(console.say(.warning(warning))) }
        }
        return .ok
    }

    /// Whether a person at the terminal is shown the drafts first: when the domain wants their
    /// yes and the command line did not give it. A script is never asked.
    static func asksPerson(_ confirmation: Confirmation, planner: Planner, session: DraftingSession) -> Bool {
        guard case .human = session.caller else { return false }
        return planner.policy.asksPerson(before: .create, caller: session.caller, given: confirmation)
    }

    /// The person said no: what was said stays in the transcript, and no task is written.
    static func dropped(session: DraftingSession, console: Console) throws -> ExitCode {
        try session.flush()
        console.err.line(console.say(CardMessage.droppedNothingWritten))
        return .declined
    }
}
