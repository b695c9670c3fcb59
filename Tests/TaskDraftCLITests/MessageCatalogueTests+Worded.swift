import Glibc
@testable import TaskDraftCLI
import TaskDraftKit
@testable import TaskDraftSystem

/// The message types a person reads in English, Russian and Polish that are not `LocalizedText`:
/// errors whose English is their `description` (a refused draft, UID, repeat rule, file or
/// database), a wording that takes what was found (`JSONExpectation`), and the desktop's search
/// words. Each is walked as `LocalizedText` is: every case has a sample, and each sample reads in
/// each language without the others' words (`everyWordedCaseHasASampleWordedInEveryLanguage`).
extension MessageCatalogueTests {
    /// One message type's samples, each as its three wordings say it, and where its cases are
    /// declared: the enum's name, and for a name several types nest (`Problem`, `Kind`) text
    /// only the declaring file has.
    struct WordedType {
        let name: String
        let type: Any.Type
        let cases: (name: String, declaredBeside: String?)
        let samples: [Wording]
    }

    static let worded: [WordedType] = [
        WordedType(name: "DraftError", type: DraftError.self, cases: ("DraftError", nil), samples: draftErrors.map {
            Wording(of: $0, kind: caseName($0, payloadFree: [("emptyTitle", .emptyTitle)]), english: $0.description,
                    russian: $0.russian, polish: $0.polish)
        }),
        WordedType(name: "Problem", type: TaskUID.Problem.self, cases: ("Problem", "public enum TaskUID"), samples: uidProblems.map {
            Wording(of: $0, kind: caseName($0, payloadFree: [("whitespace", .whitespace), ("invisible", .invisible)]),
                    english: $0.description, russian: $0.russian, polish: $0.polish)
        }),
        WordedType(name: "RecurrenceError", type: RecurrenceError.self, cases: ("RecurrenceError", nil), samples: recurrenceErrors.map {
            Wording(of: $0, kind: caseName($0, payloadFree: [("missingFrequency", .missingFrequency)]), english: $0.description,
                    russian: $0.russian, polish: $0.polish)
        }),
        WordedType(name: "JSONExpectation", type: JSONExpectation.self, cases: ("JSONExpectation", nil), samples: JSONExpectation.allCases.map {
            Wording(of: $0, english: $0.english(found: .number), russian: $0.russian(found: .number), polish: $0.polish(found: .number))
        }),
        WordedType(name: "Failure", type: FileSystem.Failure.self, cases: ("Operation", "public enum FileSystem"), samples: fileFailures.map {
            Wording(of: $0, kind: $0.operation, english: $0.english, russian: $0.russian, polish: $0.polish)
        }),
        WordedType(name: "StoreError", type: StoreError.self, cases: ("Kind", "public struct StoreError"), samples: storeErrors.map {
            Wording(of: $0, kind: $0.kind, english: $0.description, russian: $0.russian, polish: $0.polish)
        }),
        WordedType(name: "SearchMessage", type: SearchMessage.self, cases: ("SearchMessage", nil), samples: searchMessages.map {
            Wording(of: $0, english: $0.text(.english), russian: $0.text(.russian), polish: $0.text(.polish))
        }),
    ]

    /// A case's name: `caseName` reads it from a case that carries values, while one that carries
    /// none describes itself by its English `description`, so it is named here beside its value.
    static func caseName<Value: Equatable>(_ value: Value, payloadFree: [(name: String, value: Value)]) -> String {
        payloadFree.first { $0.value == value }?.name ?? caseName(value)
    }

    /// Worded types another suite walks case by case, with the test that does.
    static let wordedElsewhere: [String: String] = [
        "SystemMessage": "SystemMessageLanguageTests.everyCaseHasASample",
    ]

    static let draftErrors: [DraftError] = [
        .emptyTitle, .titleTooLong(1), .titleTooLong(201), .controlCharacters("title"), .controlCharacters("project"),
        .field("reminders", .tooManyReminders(most: 10)), .dependency(.itself(4)),
        .dateOutOfRange("due", "10000-01-01"), .dateOutOfRange("reminders", "0001-01-01"),
        .uid(.tooLong(bytes: 300), field: "uid"), .uid(.whitespace, field: "parent"), .uid(.invisible, field: "depends"),
    ]

    static let uidProblems: [TaskUID.Problem] = [.tooLong(bytes: 256), .whitespace, .invisible]

    static let recurrenceErrors: [RecurrenceError] = [
        .missingFrequency, .malformed("INTERVAL=two"), .unsupported("BYHOUR"), .repeated("COUNT"), .outOfRange("BYMONTHDAY=32"),
        .conflicting("COUNT", "UNTIL"), .setPositionAlone("BYSETPOS"),
    ]

    static let fileFailures: [FileSystem.Failure] = [
        FileSystem.Failure(path: "/home/ann/notes.txt", operation: .read, code: ENOENT),
        FileSystem.Failure(path: "/home/ann/tasks.ics", operation: .write, code: EACCES),
        FileSystem.Failure(path: "/home/ann/.local/share/taskdraft", operation: .createDirectory, code: ENOSPC),
    ]

    static let storeErrors: [StoreError] = [
        StoreError(kind: .cannotOpen, path: "/home/ann/tasks.db", code: 14, reason: .system(TaskDraftKit.SystemError(EACCES))),
        StoreError(kind: .busy, path: "/home/ann/tasks.db", code: 5, message: "database is locked", statement: "BEGIN IMMEDIATE"),
        StoreError(kind: .constraint, path: "/home/ann/tasks.db", code: 19, message: "UNIQUE constraint failed: tasks.uid",
                   statement: "INSERT INTO tasks (uid) VALUES (?)"),
        StoreError(kind: .newerSchema, path: "/home/ann/tasks.db", code: 0, reason: .newerVersion(12, latest: 11)),
        StoreError(kind: .other, path: "/home/ann/tasks.db", code: 11, message: "database disk image is malformed", statement: "SELECT 1"),
    ]

    static let searchMessages: [SearchMessage] = [.addDraft("Call Anna tomorrow"), .completeTask("Call Anna"), .taskNumber(7),
                                                  .markDone, .priorityHigh]
        + Weekday.allCases.map(SearchMessage.weekday) + (1...12).map(SearchMessage.month)

    /// An RRULE's parts, as RFC 5545 spells them.
    static let recurrenceSyntax: Set<String> = ["FREQ", "WEEKLY", "BYDAY", "MO", "DAILY", "YEARLY", "INTERVAL", "BYMONTH",
                                                "BYMONTHDAY", "BYSETPOS", "WKST", "COUNT", "UNTIL"]

    /// What a worded type's wordings share besides values: a repeat rule's parts; March, which
    /// Polish shortens as English does; a file's key; what the terminal shows as typed.
    static let wordedSyntax: [String: Set<String>] = [
        "RecurrenceError": recurrenceSyntax,
        "SearchMessage": ["mar"],
        // Taskwarrior's annotation key, as its files spell it.
        "JSONExpectation": ["description"],
    ].merging(terminalTypes.map { (MessageCatalogueTests.name(of: $0), terminalSyntax) }) { $1 }
}
