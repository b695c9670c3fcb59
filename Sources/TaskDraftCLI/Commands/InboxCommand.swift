import TaskDraftKit
import TaskDraftModels

/// `taskdraft inbox [list|review|accept ID…|reject ID…|edit ID --field…]`: the changes agents
/// proposed instead of making them, for the person to decide.
enum InboxCommand {
    enum Option {
        static let all = OptionSpec("all", short: "a", help: .inboxAll)
        static let note = OptionSpec("note", value: "text", help: .inboxNote)
    }

    static let spec = CommandSpec(
        "inbox", abstract: .inboxAbstract,
        discussion: .inboxDiscussion,
        arguments: [ArgumentSpec("action", help: .inboxAction, repeating: true,
                                 optional: true, completion: .words(["list", "review", "accept", "reject", "edit"]))],
        options: [Option.all, Option.note] + EditCommand.Option.fields.map(\.option)
            // Of the dates, a proposal's due.
            + EditCommand.Option.dates.filter { $0.long == "due" }
            + [EditCommand.Option.tag, EditCommand.Option.untag, EditCommand.Option.recur, EditCommand.Option.remind,
               EditCommand.Option.noRemind, CommonOptions.yes, CommonOptions.json],
        examples: [.line("taskdraft inbox"), .line("taskdraft inbox accept 7 8 --yes"), .words(.inboxExampleEdit),
                   .words(.inboxExampleReject)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let arguments = invocation.arguments, positionals = arguments.positionals
        let action = positionals.first ?? "list"
        let ids = try positionals.dropFirst().map { text throws(UsageError) in try CommonOptions.taskID(text, command: "inbox") }
        let write = try invocation.taskWrite()
        let session = { try invocation.backends.session(planner: write.planner, caller: write.caller, context: invocation.draftContext) }
        switch action {
        case "list":
            guard ids.isEmpty else { throw UsageError(.usage(.unexpectedArgument(positionals[1])), command: "inbox") }
            return try list(all: arguments.flag(Option.all), write)
        case "review":
            guard ids.isEmpty else { throw UsageError(.usage(.unexpectedArgument(positionals[1])), command: "inbox") }
            return try review(session: try session(), write, lines: invocation.input)
        case "accept", "reject", "edit":
            guard !ids.isEmpty else { throw UsageError(.usage(.missingArgument("id")), command: "inbox") }
            // A reminder at a time of day counts from the due of the proposal it is given to, so
            // each proposal gets its own patch; made once first, from no due, the options are
            // checked before any proposal is read.
            let patch = { (due: Due?) throws -> TaskPatch in
                try EditCommand.patch(from: arguments, dates: invocation.dueWords, taskDue: { due })
            }
            if action == "edit", try patch(nil).isEmpty { throw UsageError(.edits(.editNothing), command: "inbox") }
            return try decide(action, ids: ids, patch: patch, note: arguments.value(Option.note), write, lines: invocation.input,
                              session: session)
        default:
            throw UsageError(.usage(.unknownAction(action, allowed: ["list", "review", "accept", "reject", "edit"])), command: "inbox")
        }
    }

    /// The proposals waiting (`all`: every one kept), as a table or JSON.
    static func list(all: Bool, _ write: TaskWrite) throws -> ExitCode {
        let planner = write.planner, console = write.console
        let proposals = try planner.proposals(TaskStore.ProposalQuery(status: all ? nil : .pending, limit: Int.max))
        if write.json {
            console.printJSON(.array(proposals.map { .object($0.json(in: planner.zone, now: planner.now)) }), pretty: true)
        } else {
            console.out.write(render(proposals, planner: planner, width: console.terminal.width, style: console.style,
                                     language: console.language))
        }
        return .ok
    }

    /// `inbox review`: every pending proposal reviewed as the REPL's `/inbox` does, in `session`.
    static func review(session: DraftingSession, _ write: TaskWrite, lines: LineSource) throws -> ExitCode {
        _ = try ProposalReview(console: write.console, caller: write.caller, session: session, planner: write.planner, lines: lines).run()
        try session.flush()
        return .ok
    }

    /// Accepts, rejects or edits (with `patch` of the draft's due) each proposal in turn. One that fails is said on
    /// stderr and the rest go on; the exit code is then the failure's (one id) or 5 (some of
    /// several). `session` is made only when a person is shown a proposal before accepting it.
    private static func decide(_ action: String, ids: [Int64], patch: (Due?) throws -> TaskPatch, note: String?, _ write: TaskWrite,
                               lines: LineSource, session: () throws -> DraftingSession) throws -> ExitCode {
        let planner = write.planner, console = write.console
        var results: [JSONValue] = []
        var failed: [(Int64, any Error)] = []
        for id in ids {
            do {
                switch action {
                case "accept":
                    guard let accepted = try accept(id, write, lines: lines, session: session) else { continue }
                    results.append(.object(["proposal": .object(accepted.proposal.json(in: planner.zone, now: planner.now)),
                                            "result": .object(accepted.output)]))
                    if !write.json {
                        console.out.line(console.say(.agents(.accepted(id))) + " "
                                         + describe(accepted, planner: planner, language: console.language))
                    }
                case "reject":
                    let rejected = try planner.rejectProposal(id: id, caller: write.caller, confirmation: write.confirmation, note: note)
                    results.append(.object(["proposal": .object(rejected.json(in: planner.zone, now: planner.now))]))
                    if !write.json { console.out.line(console.say(.agents(.rejected(id, agent: rejected.agent.displayName)))) }
                default:
                    let proposal = try planner.proposal(id: id)
                    guard let draft = proposal.change.draft, proposal.change.isEditable else {
                        throw CLIError(.declined, .agents(.noFieldsToEdit(id)))
                    }
                    let edited = try planner.editProposal(id: id, draft: applying(try patch(draft.due), to: draft, now: planner.now), caller: write.caller,
                                                          confirmation: write.confirmation)
                    results.append(.object(["proposal": .object(edited.json(in: planner.zone, now: planner.now))]))
                    if !write.json, let card = edited.change.draft {
                        console.out.line(console.say(.agents(.edited(id))))
                        console.out.write(DraftView.render(card, width: console.terminal.lineLimit, style: console.style,
                                                           language: console.language, zone: planner.zone))
                    }
                }
            } catch {
                if ids.count == 1 { throw error }
                failed.append((id, error))
                let (_, text) = CLI.report(error, command: "inbox", language: console.language)
                console.err.write(TerminalText.lines(text))
            }
        }
        if write.json { console.printJSON(.array(results), pretty: true) }
        return failed.isEmpty ? .ok : .partial
    }

    /// Accepts one proposal. On a terminal without --yes the person sees it first: a draft's
    /// card with the draft's own confirm step (edit, refine, or no to leave it waiting), or a
    /// completion's or deletion's question. Nil when they left it.
    private static func accept(_ id: Int64, _ write: TaskWrite, lines: LineSource,
                               session makeSession: () throws -> DraftingSession) throws -> Planner.Acceptance? {
        let planner = write.planner, console = write.console
        var confirmation = write.confirmation
        var draft: TaskDraft?
        if case .human = write.caller, planner.policy.asksPerson(before: .review, caller: write.caller, given: confirmation) {
            let proposal = try planner.proposal(id: id)
            let session = try makeSession()
            defer { try? session.flush() }
            let review = ProposalReview(console: console, caller: write.caller, session: session, planner: planner, lines: lines)
            console.out.line(TerminalText.line(review.heading(proposal)))
            if proposal.change.isEditable, let card = proposal.change.draft {
                guard case .commit(let confirmed) = DraftConfirmation(console: console, session: session, lines: lines).run(card) else {
                    console.out.line(console.say(.agents(.keptPending(1))))
                    return nil
                }
                draft = confirmed
            } else {
                if let card = proposal.change.draft {
                    console.out.write(DraftView.render(card, width: console.terminal.lineLimit, style: console.style,
                                                       language: console.language, zone: planner.zone))
                }
                guard ConfirmationWords.isYes(lines.readLine(prompt: console.say(.agents(.acceptQuestion)))) else {
                    console.out.line(console.say(.agents(.keptPending(1))))
                    return nil
                }
            }
            confirmation = .interactive
        }
        return try planner.acceptProposal(id: id, caller: write.caller, confirmation: confirmation, draft: draft)
    }

    /// `draft` with `patch` applied, as a task's fields would be.
    static func applying(_ patch: TaskPatch, to draft: TaskDraft, now: Instant) -> TaskDraft {
        var task = Task(id: 0, uuid: "", title: draft.title, createdAt: now, modifiedAt: now)
        TaskField.copy(draft, into: &task)
        return patch.applied(to: task).asDraft
    }

    /// What accepting did, in the words the person's own commands use (`Created 12 "…"`).
    static func describe(_ accepted: Planner.Acceptance, planner: Planner, language: Language) -> String {
        guard let id = accepted.taskID, let task = try? planner.store.task(id: id) else { return "" }
        let line = Console.line(naming: task, language: language)
        switch accepted.proposal.change.action {
        case .create: return ResultMessage.created(line).text(in: language)
        case .complete: return ResultMessage.completed(line).text(in: language)
        case .delete: return ResultMessage.deleted(line).text(in: language)
        default: return ResultMessage.changedTask(line).text(in: language)
        }
    }

    static func render(_ proposals: [Proposal], planner: Planner, width: Int, style: Style, language: Language) -> String {
        func say(_ message: AgentMessage) -> String { message.text(in: language) }
        guard !proposals.isEmpty else { return say(.inboxEmpty) + "\n" }
        let zone = planner.zone, now = planner.now
        func when(_ instant: Instant) -> String {
            let (local, _) = zone.local(instant)
            return local.date.description + " " + local.time.hourMinute
        }
        let rows = proposals.map { proposal -> LogTable.Row in
            let title = proposal.change.draft?.title ?? ""
            let what = say(.actionWord(proposal.change.action)) + " "
                + (proposal.change.taskID.map { ResultMessage.taskLine(id: $0, title: title, due: nil).text(in: language) } ?? "\"\(title)\"")
            let status = proposal.status(at: now)
            return LogTable.Row(cells: [String(proposal.id), proposal.agent.displayName, when(proposal.expiresAt), say(.status(status)), what],
                                succeeded: status != .expired && status != .rejected)
        }
        let table = LogTable(headers: [say(.columnProposal), say(.columnAgent), say(.columnExpires), say(.columnStatus),
                                       say(.columnWhat)],
                             caps: [1: 24])
        return table.render(rows, width: width, style: style)
    }
}
