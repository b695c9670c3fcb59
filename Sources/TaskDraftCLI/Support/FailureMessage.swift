import Glibc
import TaskDraftKit
import TaskDraftModels
import enum TaskDraftSystem.BusFailure

/// What any command can meet and says on stderr after `taskdraft: `: an intent refused or
/// asking for a confirmation, the task it names not there, the database, config.json, a
/// backend, a temporary file, standard output or the D-Bus service failing, and the label
/// before a warning (`Console.warn`). `CLI.report` words the errors a command throws through
/// here; a case of the terminal's catalogue (`Message.failure`), worded in
/// `FailureMessage+English`, `+Russian` and `+Polish`.
enum FailureMessage: LocalizedText {
    // An intent refused, or asking for what its caller did not give.
    case needsPersonConfirmation(Action), needsConfirmation(Action), noTask(Int64), intentRefused(Policy.Refusal)
    case invalidTask(DraftError), tooManyChanges(seconds: Int)
    /// A task an intent refused, or a dependency that cannot be, and that nothing was written.
    case invalidNothingWritten(DraftError), dependencyNothingWritten(DependencyProblem)

    /// What failed under a command: the database, config.json, a repeat rule, a backend.
    case storeFailed(StoreError), configFailed(Configuration.Failure), recurrenceRule(RecurrenceError), backendFailed(BackendError)
    case unknownBackend(String, known: [String]), unknownReviewBackend(String, known: [String])

    /// The OS refused a temporary file, a directory to watch or standard output.
    case cannotCreateTemporaryFile(directory: String, SystemError), cannotWriteTemporaryFile(SystemError), cannotWatch(String, SystemError)
    /// The import spool does not read back as written: the system's reason, or none for a frame cut short or unreadable.
    case cannotReadTemporaryFile(SystemError?)
    case cannotWriteStandardOutput(SystemError)

    /// `taskdraft dbus`'s own lines on stderr: no libdbus, no bus, the name taken.
    case noLibdbus, busUnavailable(BusFailure)

    /// Any command's warning on stderr (`Console.warn`).
    case warningLabel

    static let samples: [FailureMessage] = [
        .needsPersonConfirmation(.delete), .needsConfirmation(.delete), .noTask(42), .tooManyChanges(seconds: 30),
        .invalidTask(.emptyTitle), .invalidNothingWritten(.emptyTitle), .dependencyNothingWritten(.itself(4)),
        .storeFailed(StoreError(kind: .busy, path: "/home/ann/tasks.db", code: 5, message: "database is locked")),
        .recurrenceRule(.missingFrequency),
        .unknownBackend("gpt9", known: ["builtin", "openai"]), .unknownReviewBackend("gpt9", known: ["builtin", "openai"]),
    ] + systemSamples + intentSamples + configSamples + backendSamples

    private static let systemSamples: [FailureMessage] = [
        .cannotCreateTemporaryFile(directory: "/tmp", SystemError(EACCES)), .cannotWriteTemporaryFile(SystemError(EACCES)),
        .cannotWatch("/home/ann", SystemError(EACCES)), .cannotReadTemporaryFile(SystemError(EACCES)), .cannotReadTemporaryFile(nil),
        .cannotWriteStandardOutput(SystemError(EACCES)),
        .noLibdbus, .busUnavailable(.noSessionBus(nil)), .busUnavailable(.noSessionBus("Unable to autolaunch a dbus-daemon")),
        .busUnavailable(.nameTaken("org.taskdraft.Planner1")), .busUnavailable(.nameRefused("Connection is not allowed to own the service")),
        .warningLabel,
    ]

    private static let intentSamples: [FailureMessage] =
        Action.allCases.flatMap { action -> [FailureMessage] in [.needsPersonConfirmation(action), .needsConfirmation(action)] }
        + Policy.Refusal.samples.map(FailureMessage.intentRefused)

    private static let configSamples: [FailureMessage] = ConfigProblem.samples.map { problem -> FailureMessage in
        .configFailed(Configuration.Failure(path: "/home/ann/config.json", problem: problem))
    }

    private static let backendSamples: [FailureMessage] = BackendProblem.samples.map { problem -> FailureMessage in
        .backendFailed(BackendError(backend: "openai", host: "api.openai.com", kind: .http(500), problem: problem))
    }
}
