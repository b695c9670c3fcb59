import TaskDraftKit
import TaskDraftModels

/// The person's review of what agents proposed (`/inbox` in the REPL, `inbox review`): the
/// proposals that create or change a task as one set, with the same cards and answers as
/// their own drafts (Enter accepts all, `2 n` rejects one, `3 e` edits one, words refine);
/// then each completion or deletion, asked on its own. Accepting commits through the domain
/// (`Planner.acceptProposal`) as the agent, the person's review its confirmation.
struct ProposalReview {
    let console: Console
    /// Who decides: the person at the terminal, or a script.
    let caller: Caller
    let session: DraftingSession
    let planner: Planner
    let lines: LineSource

    private var out: Output { console.out }
    private func say(_ message: AgentMessage) -> String { console.say(.agents(message)) }

    /// Reviews every pending proposal; returns a slash command typed at a prompt (the review
    /// stops there, and what was not decided stays in the inbox).
    func run() throws -> String? {
        let pending = try planner.proposals(TaskStore.ProposalQuery(status: .pending, limit: Policy.standard.pendingProposalsPerAgent))
        guard !pending.isEmpty else {
            out.line("  " + say(.inboxEmpty))
            return nil
        }
        // The proposals with fields to review, and their cards.
        let reviewed = pending.compactMap { proposal in proposal.change.isEditable ? proposal.change.draft.map { (proposal, $0) } : nil }
        let drafts = reviewed.map(\.0)
        var undecided = 0
        if !drafts.isEmpty {
            let set = DraftSet.plan(reviewed.map(\.1), goal: "")
            var review = DraftSetReview(console: console, session: session, lines: lines)
            review.labels = drafts.map { heading($0) }
            review.header = { .agents(.inboxHeader($0)) }
            review.prompt = { .agents(.inboxPrompt($0)) }
            let (outcome, kept) = review.review(set)
            switch outcome {
            case .commit(let items):
                for (index, item) in zip(kept, items) { accept(drafts[index], draft: item.draft) }
                for index in drafts.indices where !kept.contains(index) { reject(drafts[index]) }
            case .drop:
                for proposal in drafts { reject(proposal) }
            case .interrupted(let command):
                out.line("  " + say(.keptPending(pending.count)))
                return command.isEmpty ? nil : command
            case .merge:  // not offered for proposals (`mergeable` is false): they stay pending
                out.line("  " + say(.keptPending(pending.count)))
                return nil
            }
        }
        for proposal in pending where !drafts.contains(where: { $0.id == proposal.id }) {
            out.line("  " + TerminalText.line(heading(proposal)))
            if let draft = proposal.change.draft {
                out.write(DraftView.render(draft, width: console.terminal.lineLimit, style: console.style,
                                           language: console.language, zone: console.zone))
            }
            out.flush()
            guard let answer = lines.readLine(prompt: "  " + say(.acceptQuestion)) else {
                undecided += 1
                continue
            }
            let word = ConfirmationWords.normalized(answer)
            if word.hasPrefix("/") {
                out.line("  " + say(.keptPending(undecided + 1)))
                return answer.trimmingWhitespace()
            }
            if ConfirmationWords.yes.contains(word) {
                accept(proposal, draft: nil)
            } else if ConfirmationWords.no.contains(word) {
                reject(proposal)
            } else {
                undecided += 1
            }
        }
        if undecided > 0 { out.line("  " + say(.keptPending(undecided))) }
        return nil
    }

    /// `#7 from laptop-agent: delete 3 "Old report"`.
    func heading(_ proposal: Proposal) -> String {
        let task = proposal.change.taskID.map { id in
            console.say(.taskLine(id: id, title: TerminalText.line(proposal.change.draft?.title ?? ""), due: nil))
        }
        return say(.proposalHeading(id: proposal.id, agent: proposal.agent.displayName, action: proposal.change.action, task: task))
    }

    private func accept(_ proposal: Proposal, draft: TaskDraft?) {
        do {
            let accepted = try planner.acceptProposal(id: proposal.id, caller: caller, confirmation: .interactive,
                                                      draft: draft, transcript: session.transcript)
            out.line("  " + say(.accepted(proposal.id)) + " " + InboxCommand.describe(accepted, planner: planner,
                                                                                       language: console.language))
        } catch {
            out.line("  " + say(.notAccepted(proposal.id, TerminalText.lines(CLI.describe(error, language: console.language)))))
        }
    }

    private func reject(_ proposal: Proposal) {
        do {
            _ = try planner.rejectProposal(id: proposal.id, caller: caller, confirmation: .interactive)
            out.line("  " + say(.rejected(proposal.id, agent: proposal.agent.displayName)))
        } catch {
            out.line("  " + TerminalText.lines(CLI.describe(error, language: console.language)))
        }
    }
}
