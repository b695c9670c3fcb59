import Foundation
import Glibc
@testable import TaskDraftCLI
import TaskDraftKit
import TaskDraftMCP
@testable import TaskDraftModels
import TaskDraftParser
@testable import TaskDraftSync
import enum TaskDraftSystem.BusFailure

/// The terminal's own sentences (`TaskDraftCLI.Message`), one sample of every case and one of
/// each branch a case words differently (a count of one, a value left out, each window, layer
/// or exit code), walked in `everyWordedCaseHasASampleWordedInEveryLanguage` as the other
/// worded types are: a case declared in `Message.swift` with no sample here fails it.
extension MessageCatalogueTests {
    typealias TerminalMessage = TaskDraftCLI.Message

    static let busy = StoreError(kind: .busy, path: "/home/ann/tasks.db", code: 5, message: "database is locked")
    static let denied = TaskDraftKit.SystemError(EACCES)
    static let due = CivilDate(year: 2026, month: 12, day: 4)

    static let terminalMessages: [TerminalMessage] = lists + failures + sets + imports
        + logs + backends + usage + editing + help

    static let lists: [TerminalMessage] = [.lists(ListMessage.samples[0])]

    static let failures: [TerminalMessage] = [
        .needsPersonConfirmation(.delete), .needsConfirmation(.delete), .noTask(42), .tooManyChanges(seconds: 30),
        .unknownBackend("gpt9", known: ["builtin", "openai"]), .unknownReviewBackend("gpt9", known: ["builtin", "openai"]),
        .cannotCreateTemporaryFile(directory: "/tmp", denied), .cannotWriteTemporaryFile(denied), .cannotWatch("/home/ann", denied),
        .cannotReadTemporaryFile(denied), .cannotReadTemporaryFile(nil),
        .sync(SyncMessage.samples[0]), .remind(RemindMessage.samples[0]), .agents(AgentMessage.samples[0]), .mcp(Diagnostic.samples[0]),
        .noLibdbus, .busUnavailable(.noSessionBus(nil)), .busUnavailable(.noSessionBus("Unable to autolaunch a dbus-daemon")),
        .busUnavailable(.nameTaken("org.taskdraft.Planner1")), .busUnavailable(.nameRefused("Connection is not allowed to own the service")), .warning(DraftWarning(ParserWarning.samples[0])),
    ] + Action.allCases.flatMap { [TerminalMessage.needsPersonConfirmation($0), .needsConfirmation($0)] }
        + Policy.Refusal.samples.map(TerminalMessage.intentRefused) + draftErrors.map(TerminalMessage.invalidTask)
        + storeErrors.map(TerminalMessage.storeFailed) + recurrenceErrors.map(TerminalMessage.recurrenceRule)
        + ConfigProblem.samples.map { .configFailed(Configuration.Failure(path: "/home/ann/config.json", problem: $0)) }

    static let sets: [TerminalMessage] = [.sets(SetMessage.samples[0])]

    static let imports: [TerminalMessage] = [.importExport(ImportExportMessage.samples[0])]

    static let logs: [TerminalMessage] = [.warningLabel, .logs(LogMessage.samples[0])]

    static let backends: [TerminalMessage] = BackendProblem.samples.map {
        .backendFailed(BackendError(backend: "openai", host: "api.openai.com", kind: .http(500), problem: $0))
    }

    static let usage: [TerminalMessage] = [
        .usage(UsageMessage.samples[0]),
        .emptyText, .emptyGoal, .notInCalendar("31 February"), .wordsTooLong(5000, most: 4096),
        .setTaskTooLong(2, length: 5000, most: 4096), .draftHasNoTitle(onlyAVerb: "Сделать"), .draftHasNoTitle(onlyAVerb: nil),
        .setDraftHasNoTitle(2, source: "tomorrow #work"),
        .dueNamesNoDate(option: "--due", "blorp"), .dueNotInCalendar(option: "due", "feb31", "31 February"),
        .dueIsSomeday(option: "wait", "someday"),
    ] + [TaskFilter.Problem.status("open"), .due("soon"), .priority("urgent"), .noDate(key: "due.before", "blorp"), .sort("size"),
         .limit("ten"), .notAFilter("prio", suggestion: "priority"), .notAFilter("colour", suggestion: nil)]
        .map(TerminalMessage.filterProblem)

    static let editing: [TerminalMessage] = [
        .earlierNotes(4), .edits(EditMessage.samples[0]),
    ] + AttributeRefusal.samples.map(TerminalMessage.attributeRefused)

    /// Worded types whose typed words are known by their shape and taken out before a
    /// sentence's words are read (`withoutTypedWords`).
    static let typedByShape = Set(["Message"] + terminalTypes.map { MessageCatalogueTests.name(of: $0) })

    /// What the terminal shows as typed or names with no shape to know it by, on top of what its
    /// carried reasons spell as their files, servers and RRULEs do (`fileSyntax`).
    static let terminalSyntax: Set<String> = Set<String>([
        // Commands a sentence names bare: "этот формат пишет export", "фазу review", "(repl)", "skills check".
        "export", "review", "repl", "help", "show", "check",
        // Streams, a system and a key: "идут в stderr", "через stdio", "(Debian: …)", Enter.
        "stdio", "stderr", "Debian", "Enter",
        // Filter keys before the value refused ("status «open» — нет такого статуса", "limit „ten”").
        "status", "sort", "limit",
        // Polish shortens March and minutes as English does ("mar", "10 min").
        "mar", "min",
    ]).union(fileSyntax.values.joined())

    /// The shapes a sentence shows a typed word in, taken out in this order: a word or line
    /// quoted (`taskdraft audit`, «taskdraft list», "username", „co piątek”, 'taskdraft --help'),
    /// a single quote opening only where no letter is before it ("don't" opens none); the
    /// program and its command (`taskdraft list`, by `CLI.commands`), not the part of a name
    /// that spells it (`org.taskdraft.Planner1`, `taskdraft-remind.service` are files); three or more Latin words
    /// between commas, the values a thing takes (`pending, done, deleted, all`); an option
    /// (`--force`, `-y`); a REPL command (`/help`); a filter, attribute or RRULE part
    /// (`due:overdue`, `FREQ=WEEKLY`); a file, key path or zone (`config.json`, `phases.review`,
    /// `Europe/Moscow`); a package with its version (`libdbus-1-3`); a key chord (`Ctrl-C`); a
    /// placeholder (`<id>`); a word in capitals (`FILE`, `TASKDRAFT_NOW`, `CSV`).
    static let typedShapes: [NSRegularExpression] = {
        let commands = CLI.commands.flatMap { [$0.name] + $0.aliases }.joined(separator: "|")
        return [
            #"`[^`\n]*`"#, #"«[^»\n]*»"#, #""[^"\n]*""#, #"[“„][^”\n]*”"#, #"(?<!\p{L})'[^'\s][^'\n]*'(?!\p{L})"#,
            #"(?<![\p{L}.])taskdraft(?: (?:"# + commands + #"))?(?![\p{L}.-])"#,
            #"(?<!\p{L})[a-z][\w.-]*(?!\p{L})(?:, [a-z][\w.-]*(?!\p{L})){2,}"#,
            #"(?<![\p{L}\p{N}-])--?[A-Za-z][\w-]*"#, #"(?<![\p{L}\p{N}/.:])/[a-z][a-z-]*"#,
            #"[A-Za-z][\w.-]*[:=][^\s,)»”]+"#, #"[A-Za-z][\w-]*(?:[./][\w-]+)+"#, #"[a-z]+(?:-[0-9]+)+"#,
            #"(?:Ctrl|Alt|Shift)-[A-Za-z]"#, #"<[^<>\s]+>"#, #"(?<!\p{L})[A-Z][A-Z0-9_]+(?!\p{L})"#,
        ].map { try! NSRegularExpression(pattern: $0) }
    }()

    /// `text` with every typed word its shape shows taken out.
    static func withoutTypedWords(in text: String) -> String {
        typedShapes.reduce(text) { rest, shape in
            shape.stringByReplacingMatches(in: rest, range: NSRange(rest.startIndex..., in: rest), withTemplate: " ")
        }
    }

    static let help: [TerminalMessage] = [.cannotWriteStandardOutput(denied), .invalidNothingWritten("the title is empty")]
}

extension MessageCatalogueTests.Wording {
    /// This wording with `values` and the words typed by their shape taken out of each language.
    func withoutTypedWords(_ values: [String]) -> Self {
        // A value stands as a digit, no letter, so that the shape around it (`phases.0`, `due:0`) is still typed.
        let read = { MessageCatalogueTests.withoutTypedWords(in: MessageCatalogueTests.taking(values, outOf: $0, standingAs: "0")) }
        return Self(of: sample, kind: caseName, english: read(english), russian: read(russian), polish: read(polish))
    }
}
