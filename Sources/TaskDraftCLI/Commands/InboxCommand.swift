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
        options: [Option.all, Option.note] + EditCommand.Option.fields
            + [EditCommand.Option.due, EditCommand.Option.tag, EditCommand.Option.untag, EditCommand.Option.recur,
               CommonOptions.yes, CommonOptions.json],
        examples: [.line("taskdraft inbox"), .line("taskdraft inbox accept 7 8 --yes"), .words(.inboxExampleEdit),
                   .words(.inboxExampleReject)],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let positionals = invocation.arguments.positionals
        let action = positionals.first ?? "list"
        let ids = try positionals.dropFirst().map { text throws(UsageError) in try CommonOptions.taskID(text, command: "inbox") }
        let planner = try invocation.planner()
        let json = invocation.arguments.flag(CommonOptions.json)
        switch action {
        case "list":
            guard ids.isEmpty else { throw UsageError(.unexpectedArgument(positionals[1]), command: "inbox") }
            let status: Proposal.Status? = invocation.arguments.flag(Option.all) ? nil : .pending
            let proposals = try planner.proposals(TaskStore.ProposalQuery(status: status, limit: Int.max))
            if json {
                invocation.printJSON(.array(proposals.map { .object($0.json(in: planner.zone, now: planner.now)) }), pretty: true)
            } else {
                invocation.out.write(render(proposals, planner: planner, width: invocation.terminal.width, style: invocation.style,
                                            language: invocation.language))
            }
            return .ok
        case "review":
            guard ids.isEmpty else { throw UsageError(.unexpectedArgument(positionals[1]), command: "inbox") }
            let session = try invocation.backends.session(planner: planner, caller: invocation.caller, context: invocation.draftContext)
            _ = try ProposalReview(invocation: invocation, session: session, planner: planner, lines: invocation.input).run()
            try session.flush()
            return .ok
        case "accept", "reject", "edit":
            guard !ids.isEmpty else { throw UsageError(.missingArgument("id"), command: "inbox") }
            return try decide(action, ids: ids, planner: planner, json: json, invocation: invocation)
        default:
            throw UsageError(.unknownAction(action, allowed: ["list", "review", "accept", "reject", "edit"]), command: "inbox")
        }
    }

    /// Accepts, rejects or edits each proposal in turn. One that fails is said on stderr and the
    /// rest go on; the exit code is then the failure's (one id) or 5 (some of several).
    private static func decide(_ action: String, ids: [Int64], planner: Planner, json: Bool,
                               invocation: Invocation) throws -> ExitCode {
        var results: [JSONValue] = []
        var failed: [(Int64, any Error)] = []
        let patch = action == "edit" ? try EditCommand.patch(from: invocation.arguments, dates: invocation.dueWords, taskDue: {
            try invocation.planner().store.task(id: CommonOptions.taskID(invocation.arguments.positionals[0], command: "edit"))?.due
        }) : TaskPatch()
        if action == "edit", patch.isEmpty { throw UsageError(.editNothing, command: "inbox") }
        for id in ids {
            do {
                switch action {
                case "accept":
                    guard let accepted = try accept(id, planner: planner, invocation: invocation) else { continue }
                    results.append(.object(["proposal": .object(accepted.proposal.json(in: planner.zone, now: planner.now)),
                                            "result": .object(accepted.output)]))
                    if !json {
                        invocation.out.line(invocation.say(.agents(.accepted(id))) + " "
                                            + describe(accepted, planner: planner, language: invocation.language))
                    }
                case "reject":
                    let rejected = try planner.rejectProposal(id: id, caller: invocation.caller,
                                                              confirmation: invocation.flagConfirmation,
                                                              note: invocation.arguments.value(Option.note))
                    results.append(.object(["proposal": .object(rejected.json(in: planner.zone, now: planner.now))]))
                    if !json { invocation.out.line(invocation.say(.agents(.rejected(id, agent: rejected.agent.displayName)))) }
                default:
                    let proposal = try planner.proposal(id: id)
                    guard let draft = proposal.change.draft, proposal.change.isEditable else {
                        throw CLIError(.declined, .agents(.noFieldsToEdit(id)))
                    }
                    let edited = try planner.editProposal(id: id, draft: applying(patch, to: draft, now: planner.now), caller: invocation.caller,
                                                          confirmation: invocation.flagConfirmation)
                    results.append(.object(["proposal": .object(edited.json(in: planner.zone, now: planner.now))]))
                    if !json, let card = edited.change.draft {
                        invocation.out.line(invocation.say(.agents(.edited(id))))
                        invocation.out.write(DraftView.render(card, width: invocation.terminal.lineLimit, style: invocation.style,
                                                              language: invocation.language, zone: planner.zone))
                    }
                }
            } catch {
                if ids.count == 1 { throw error }
                failed.append((id, error))
                let (_, text) = CLI.report(error, command: "inbox", language: invocation.language)
                invocation.err.write(TerminalText.lines(text))
            }
        }
        if json { invocation.printJSON(.array(results), pretty: true) }
        return failed.isEmpty ? .ok : .partial
    }

    /// Accepts one proposal. On a terminal without --yes the person sees it first: a draft's
    /// card with the draft's own confirm step (edit, refine, or no to leave it waiting), or a
    /// completion's or deletion's question. Nil when they left it.
    private static func accept(_ id: Int64, planner: Planner, invocation: Invocation) throws -> Planner.Acceptance? {
        var confirmation = invocation.flagConfirmation
        var draft: TaskDraft?
        if case .human = invocation.caller, planner.policy.asksPerson(before: .review, caller: invocation.caller, given: confirmation) {
            let proposal = try planner.proposal(id: id)
            let session = try invocation.backends.session(planner: planner, caller: invocation.caller, context: invocation.draftContext)
            defer { try? session.flush() }
            let review = ProposalReview(invocation: invocation, session: session, planner: planner, lines: invocation.input)
            invocation.out.line(TerminalText.line(review.heading(proposal)))
            if proposal.change.isEditable, let card = proposal.change.draft {
                guard case .commit(let confirmed) = DraftConfirmation(console: invocation.console, session: session, lines: invocation.input).run(card) else {
                    invocation.out.line(invocation.say(.agents(.keptPending(1))))
                    return nil
                }
                draft = confirmed
            } else {
                if let card = proposal.change.draft {
                    invocation.out.write(DraftView.render(card, width: invocation.terminal.lineLimit, style: invocation.style,
                                                          language: invocation.language, zone: planner.zone))
                }
                guard ConfirmationWords.isYes(invocation.input.readLine(prompt: invocation.say(.agents(.acceptQuestion)))) else {
                    invocation.out.line(invocation.say(.agents(.keptPending(1))))
                    return nil
                }
            }
            confirmation = .interactive
        }
        return try planner.acceptProposal(id: id, caller: invocation.caller, confirmation: confirmation, draft: draft)
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
        case .create: return Message.created(line).text(language)
        case .complete: return Message.completed(line).text(language)
        case .delete: return Message.deleted(line).text(language)
        default: return Message.changedTask(line).text(language)
        }
    }

    static func render(_ proposals: [Proposal], planner: Planner, width: Int, style: Style, language: Language) -> String {
        func say(_ message: AgentMessage) -> String { message.text(language) }
        guard !proposals.isEmpty else { return say(.inboxEmpty) + "\n" }
        let zone = planner.zone, now = planner.now
        func when(_ instant: Instant) -> String {
            let (local, _) = zone.local(instant)
            return local.date.description + " " + local.time.hourMinute
        }
        let rows = proposals.map { proposal -> LogTable.Row in
            let title = proposal.change.draft?.title ?? ""
            let what = say(.actionWord(proposal.change.action)) + " "
                + (proposal.change.taskID.map { Message.taskLine(id: $0, title: title, due: nil).text(language) } ?? "\"\(title)\"")
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
