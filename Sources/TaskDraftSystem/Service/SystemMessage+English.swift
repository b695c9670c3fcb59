import TaskDraftKit

/// The English of `SystemMessage`: also what a caller in no Russian or Polish locale reads.
extension SystemMessage {
    var english: String {
        switch self {
        case .noTask(let id): return "There is no task \(id)."
        case .refused(let refusal): return Self.english(refusal)
        case .needsConfirmation(let action): return "\(action.englishAct.capitalizingFirst) needs a person's confirmation; nothing changed."
        case .rateLimited(let seconds): return "Too many changes in a minute; try again in \(seconds) s."
        // The draft's own words for what is wrong with it (`DraftError`), as every surface says them.
        case .invalidDraft(let error): return "The draft is not valid: " + error.description + "."
        case .nothingToUndo: return "Nothing to undo."
        case .parent(let problem): return problem.english
        case .busy: return "The task database is busy with another writer; try again."
        case .storeFailed(let error): return "The task database failed: " + error.description
        case .foreign(let failure): return failure.english
        case .backendFailed(let error):
            switch error.kind {
            case .timeout: return "The drafting backend did not answer in time: " + error.text(in: .english)
            case .invalidResponse: return "The drafting backend's answer could not be read: " + error.text(in: .english)
            case .unavailable, .http, .transport, .cancelled: return "The drafting backend is unavailable: " + error.text(in: .english)
            }
        case .wordsTooLong(let n):
            return "The text has \(n) \(English.plural(n, "character", "characters")); at most \(TaskDraft.maximumWordsLength) are drafted at once."
        case .emptyKey:
            return "idempotency_key is empty: give every change a key of its own (a UUID), and the same key when you repeat it."
        case .unknownOption(let key, let known): return "unknown key \"\(key)\" (known: " + known.joined(separator: ", ") + ")"
        case .badOption(let key, let expected): return "\"\(key)\" must be \(expected)"
        case .notAChoice(let key, let choices):
            let quoted = choices.map { "\"\($0)\"" }
            return "\"\(key)\" must be " + (quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " : "") + (quoted.last ?? "")
        case .badFilter(let problem): return Self.english(problem)
        case .noSuchResult(let id): return "No search result \"\(id)\" (search again)."
        case .unknownMethod(let name): return "No method \(name) here."
        case .wrongArguments(let method, let expected, let got): return "\(method) takes arguments of type \"\(expected)\", not \"\(got)\"."
        }
    }

    private static func english(_ refusal: Policy.Refusal) -> String {
        switch refusal {
        case .desktopNeedsPerson(let action):
            return "\(action.englishAct.capitalizingFirst) from the desktop needs a person: run `taskdraft \(action.rawValue)` in a terminal."
        case .changeMadeByAnother(let owner):
            return "The newest change was made by someone else (\(owner)); only your own change can be undone from here. Nothing changed."
        case .keyUsedForAnotherTask(let id): return "This idempotency key was already used for task \(id); a new call needs a new key."
        case .syncAppliesChangesOnly: return "A sync applies a server's changes only."
        case .agentsMayNotDelete: return "Agents may not delete tasks here."
        case .agentsCannotUndo: return "Agents cannot undo."
        case .agentsCannotImport: return "Agents cannot run bulk imports."
        case .agentsCannotSync: return "Agents cannot run a sync."
        case .onlyPersonManagesTokens: return "Only a person makes and revokes agents' tokens."
        case .onlyPersonReviewsProposals: return "Only a person reviews proposals."
        case .tokenMayOnlyRead: return "This agent's token may only read."
        // Agents' tokens and proposals: the desktop never meets them; the domain's own words.
        case .onlyAgentsPropose, .cannotBeProposed, .tooManyProposalsWaiting, .noSuchProposal, .proposalNotPending,
             .nothingToEditInProposal, .tokenNameTaken, .noLiveTokenNamed, .badTokenName:
            return refusal.english
        }
    }

    private static func english(_ problem: TaskFilter.Problem) -> String {
        switch problem {
        case .status(let value): return "status \"\(value)\" is not one of pending, done, deleted, all"
        case .due(let value): return "due \"\(value)\" is not one of " + TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ")
        case .priority(let value): return "priority \"\(value)\" is not one of high, medium, low, none"
        case .noDate(let key, let value): return "\(key) \"\(value)\" names no date or time"
        case .sort(let value): return "sort \"\(value)\" is not one of " + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ")
        // `SystemService.listFilter` hands `apply` only status, due and priority, so neither
        // case below arises there; each is worded all the same.
        case .limit: return problem.description
        case .notAFilter(let key, _): return "there is no filter '\(key)'"
        }
    }
}
