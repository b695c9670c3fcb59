import TaskDraftKit
import TaskDraftModels

/// A failed call as the desktop receives it: a D-Bus error name a program can branch on, and
/// a message for the person in their language. Domain errors map one to one; the domain has
/// already decided, audited and rolled back by the time one arrives here.
public struct SystemError: Error, Sendable {
    public let name: String
    public let message: SystemMessage

    public init(_ name: Name, _ message: SystemMessage) {
        self.name = name.rawValue
        self.message = message
    }

    /// The error names of `org.taskdraft.Planner1` (documented in its introspection XML), and
    /// the standard ones for a call the interface does not describe.
    public enum Name: String, CaseIterable, Sendable {
        case notFound = "org.taskdraft.Error.NotFound"
        case refused = "org.taskdraft.Error.Refused"
        case needsConfirmation = "org.taskdraft.Error.NeedsConfirmation"
        case rateLimited = "org.taskdraft.Error.RateLimited"
        case invalid = "org.taskdraft.Error.Invalid"
        case nothingToUndo = "org.taskdraft.Error.NothingToUndo"
        case busy = "org.taskdraft.Error.Busy"
        case backendUnavailable = "org.taskdraft.Error.BackendUnavailable"
        case backendTimeout = "org.taskdraft.Error.BackendTimeout"
        case backendInvalidAnswer = "org.taskdraft.Error.BackendInvalidAnswer"
        case failed = "org.taskdraft.Error.Failed"
        case invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"
        case unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
        case unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
        case unknownInterface = "org.freedesktop.DBus.Error.UnknownInterface"
    }

    public init(_ error: IntentError) {
        switch error {
        case .notFound(let id): self.init(.notFound, .noTask(id))
        case .refused(_, let refusal): self.init(.refused, .refused(refusal))
        case .needsConfirmation(let action, _): self.init(.needsConfirmation, .needsConfirmation(action))
        case .rateLimited(let seconds): self.init(.rateLimited, .rateLimited(seconds: seconds))
        case .invalid(let draftError): self.init(.invalid, .invalidDraft(draftError))
        case .relation(.dependency(let problem)): self.init(.invalid, .invalidDraft(.dependency(problem)))
        case .relation(.parent(let problem)): self.init(problem.asksConfirmation ? .needsConfirmation : .invalid, .parent(problem))
        case .nothingToUndo: self.init(.nothingToUndo, .nothingToUndo)
        case .store(let storeError): self.init(storeError)
        case .foreign(let failure): self.init(.failed, .foreign(failure))
        }
    }

    public init(_ error: StoreError) {
        if error.kind == .busy { self.init(.busy, .busy) } else { self.init(.failed, .storeFailed(error)) }
    }

    /// Words refused before any backend read them (`WordsRefusal`): past their limit an invalid
    /// argument; a value the words give a field that cannot take it, an invalid draft named by
    /// the field, as a draft handed to `Commit` is.
    public init(_ refusal: WordsRefusal) {
        switch refusal {
        case .tooLong(let length), .notesTooLong(let length), .taskTooLong(_, let length):
            self.init(.invalidArgs, .wordsTooLong(length))
        case .attribute(_, let value, let field, let expected): self.init(.invalid, .invalidDraft(.field(field, .notReadable(value, expected: expected))))
        case .notInCalendar(let written): self.init(.invalid, .invalidDraft(.field(refusal.field, .notReadable(written, expected: .moment))))
        case .unknownAttribute(let name, _): self.init(.invalid, .invalidDraft(.field(refusal.field, .notReadable(name, expected: .text))))
        }
    }

    /// The drafting backend's failure, named by what failed, as the CLI's line says it: no
    /// answer in time, an answer that could not be read, or none at all.
    public init(_ error: BackendError) {
        switch error.kind {
        case .timeout: self.init(.backendTimeout, .backendFailed(error))
        case .invalidResponse: self.init(.backendInvalidAnswer, .backendFailed(error))
        case .unavailable, .http, .transport, .cancelled: self.init(.backendUnavailable, .backendFailed(error))
        }
    }
}
