import TaskDraftKit
import TaskDraftModels

/// Every sentence the system surface answers a failed call with: the messages of its D-Bus
/// errors, typed, rendered where they are sent in the caller's language. Worded in English,
/// Russian and Polish, one catalogue per language beside the type (`SystemMessage+English`,
/// `+Russian`, `+Polish`), each an exhaustive switch with no default, so a message without its
/// wording in each language does not compile. What the search shows is `SearchMessage`.
public enum SystemMessage: Sendable {
    // Errors (the message of an `org.taskdraft.Error.*`).
    case noTask(Int64)
    case refused(Policy.Refusal)
    case needsConfirmation(Action)
    case rateLimited(seconds: Int)
    case invalidDraft(DraftError)
    case nothingToUndo
    case parent(ParentProblem)
    case busy
    case storeFailed(StoreError)
    /// An error neither the domain's nor the store's: a bug, reported rather than a trap.
    case foreign(ForeignFailure)
    /// The drafting backend gave no draft, said by what failed (`BackendError.kind`): no answer
    /// in time, an answer that could not be read, or none at all; then the backend's own line.
    case backendFailed(BackendError)
    case emptyKey
    /// `Draft`'s text past `TaskDraft.wordsLimit` (`WordsRefusal.tooLong`): its length.
    case wordsTooLong(Int)
    case unknownOption(String, known: [String])
    /// An option whose value is not of the D-Bus type `expected` (`s`, `as`, `x ≥ 0`).
    case badOption(String, expected: String)
    /// An option whose value is none of `choices` (`Draft`'s `backend`).
    case notAChoice(String, choices: [String])
    case badFilter(TaskFilter.Problem)
    case noSuchResult(String)
    case unknownMethod(String)
    case wrongArguments(method: String, expected: String, got: String)

    public func text(_ language: SystemLanguage) -> String {
        switch language {
        case .english: return english
        case .russian: return russian
        case .polish: return polish
        }
    }
}
