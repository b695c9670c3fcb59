import TaskDraftHTTP
import TaskDraftKit
import TaskDraftParser

/// The English wording of what the REPL says of its own.
extension ReplMessage {
    var english: String {
        switch self {
        case .greeting: return "TaskDraft: say a task in your own words, or /help."
        case .backendIs(let name): return "Backend: \(name)."
        case .replHelp:
            return """
                Type a task in your own words: "Submit the report tomorrow at 15:00 #finance !high".
                At the draft: Enter or y commits, n drops, e edits field by field, anything else refines it
                ("make it friday", "в пятницу", "high priority").
                After /list: "done #2", "delete the third", "make the first one urgent", "покажи вторую".
                Ask for a list in words: "what's due Friday?", "anything overdue?"; quit, help, undo need no slash.
                  /list [filters]   pending tasks (filters as in `taskdraft list`: due:today +tag project:X ...)
                  /inbox            review what agents proposed: accept, edit or reject each
                  /undo             revert the last change
                  /help             this text
                  /quit             leave (Ctrl-D works too)

                """
        case .unknownCommand(let command): return "Unknown command \(command); /help lists them."
        case .noSuchRow(let listed, let asked):
            return "The last list has \(listed) \(English.plural(listed, "row", "rows")); there is no row \(asked)."
        case .didYouMean(let command): return "Did you mean \(command)? [Y/n]"
        case .nothingToAnswer: return "No draft is waiting for a yes or no. Type a task, a question (\"what's due today?\") or /help."
        case .noListYet: return "There is no list yet to count rows in: /list first, or ask (\"what's due today?\")."
        case .listing(let window, let extras):
            let tail = extras.isEmpty ? "" : " (" + extras.joined(separator: " ") + ")"
            switch window {
            case .all: return "Pending tasks" + tail + ":"
            case .next: return "What to do next, most urgent first:"
            case .today: return "Due today, and overdue" + tail + ":"
            case .tomorrow: return "Due tomorrow" + tail + ":"
            case .overdue: return "Overdue" + tail + ":"
            case .week: return "Due within a week" + tail + ":"
            case .day(let date): return "Due " + HumanDate.day(date, withYear: false, language: .english) + tail + ":"
            }
        case .progressDrafting: return "drafting"
        case .progressRefining: return "refining the draft"
        case .progressAskingAgain: return "asking again (the answer was invalid)"
        case .progressDraftingWithTools: return "drafting (tools allowed)"
        case .progressLookingUp(let tool): return "looking up tasks (\(tool))"
        case .progressRetrying(let reason, let seconds): return "\(reason.english); retrying in \(seconds) s"
        case .progressFallingBack(let from, let to): return "\(from) failed; trying \(to)"
        case .progressSecondsCancel: return "s · Ctrl-C cancels"
        }
    }
}
