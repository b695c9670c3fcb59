import Testing
import TaskDraftKit
import TaskDraftModels
import TaskDraftSystem

/// The D-Bus surface's errors (`SystemMessage`) in Russian and in Polish: every case, with
/// every shape of the causes it carries, checked by `SessionLanguageTests`' helper for an
/// English word left. Polish fell back to English here for all but two cases.
@Suite struct SystemMessageLanguageTests {
    static let storeFailures = [
        StoreError(kind: .cannotOpen, path: "/home/ann/tasks.db", code: 14, reason: .system(TaskDraftKit.SystemError(13))),
        StoreError(kind: .constraint, path: "/home/ann/tasks.db", code: 19, message: "UNIQUE constraint failed: tasks.uid",
                   statement: "INSERT INTO tasks"),
        StoreError(kind: .newerSchema, path: "/home/ann/tasks.db", code: 0, reason: .newerVersion(20, latest: 14)),
    ]
    static let backendFailures = [
        BackendError(backend: "llama", host: "127.0.0.1:8080", kind: .http(503), problem: .server("overloaded")),
        BackendError(backend: "openai", kind: .timeout, problem: .deadline(seconds: "30")),
        BackendError(backend: "llama", host: "127.0.0.1:8080", kind: .invalidResponse, problem: .answer(.streamEnded)),
    ]
    static let draftErrors: [DraftError] = [.emptyTitle, .titleTooLong(501), .controlCharacters("title"),
                                            .dateOutOfRange("due", "10000-01-01"), .uid(.tooLong(bytes: 300), field: "uid"),
                                            .uid(.whitespace, field: "parent"), .uid(.invisible, field: "depends")]
        + DraftFieldProblem.samples.map { .field("due", $0) }
    static let filterProblems: [TaskFilter.Problem] = [
        .status("later"), .due("someday"), .priority("urgent"), .noDate(key: "due.before", "xyz"), .sort("random"), .limit("ten"),
        .notAFilter("depends", suggestion: nil), .notAFilter("prio", suggestion: "priority"),
    ]

    /// A value of every case (`everyCaseHasASample` finds one left out), and of every case of
    /// the refusals, draft errors, filter problems and failures a case carries.
    static let samples: [SystemMessage] = [
        .noTask(42), .needsConfirmation(.delete), .needsConfirmation(.complete), .rateLimited(seconds: 12), .nothingToUndo, .busy,
        .emptyKey, .wordsTooLong(10_001), .unknownOption("colour", known: ["backend"]), .badOption("tags", expected: "as"),
        .notAChoice("backend", choices: ["builtin", "llama"]), .noSuchResult("draft-7"), .unknownMethod("Rename"),
        .wrongArguments(method: "Complete", expected: "xs", got: "s"),
    ] + Policy.Refusal.samples.map(SystemMessage.refused) + draftErrors.map(SystemMessage.invalidDraft)
        + ParentProblem.samples.map(SystemMessage.parent) + ForeignFailure.samples.map(SystemMessage.foreign)
        + storeFailures.map(SystemMessage.storeFailed) + backendFailures.map(SystemMessage.backendFailed)
        + filterProblems.map(SystemMessage.badFilter)

    /// What a caller types or a program names, which every wording shows as typed: the
    /// command a refusal sends a person to (`--yes`), the argument's name, the filter's keys and
    /// values, config.json's `timeouts.total_s`.
    static let typed: Set<String> = ["taskdraft", "delete", "import", "idempotency", "key", "backend", "status", "pending", "done",
                                     "deleted", "all", "due", "before", "priority", "high", "medium", "low", "none", "sort", "limit",
                                     "today", "tomorrow", "week", "overdue", "later", "urgency", "created", "modified", "title",
                                     "id", "project", "tags", "uid", "parent", "depends", "ann", "home", "tasks", "db", "sample", "yes",
                                     "timeouts", "total"]

    static func language(_ language: Language) -> SystemLanguage {
        switch language {
        case .english: return .english
        case .russian: return .russian
        case .polish: return .polish
        }
    }

    /// The values `message` carries, less the English sentences its typed causes describe
    /// themselves in (a `StoreError`'s or a `DraftError`'s `description`): those are what a
    /// Russian or Polish caller must not be shown, so they are not taken out before the check.
    static func values(in message: SystemMessage) -> [String] {
        var sentences: Set<String> = []
        func walk(_ value: Any) {
            if !(value is String), let described = value as? CustomStringConvertible, described.description.contains(" ") {
                sentences.insert(described.description)
            }
            for child in Mirror(reflecting: value).children { walk(child.value) }
        }
        walk(message)
        return MessageCatalogueTests.values(in: message).filter { !sentences.contains($0) }
    }

    static func englishWords(in message: SystemMessage, said language: Language) -> [String] {
        SessionLanguageTests.englishWords(said: message.text(Self.language(language)), english: message.text(.english),
                                          values: values(in: message), language, allowing: typed)
    }

    @Test func everyCaseHasASample() throws {
        let declared = try #require(MessageCatalogueTests.declaredCases(of: "SystemMessage"))
        #expect(declared.count >= 19, "\(declared)")
        #expect(Set(declared).subtracting(Self.samples.map(MessageCatalogueTests.caseName)).sorted() == [])
    }

    @Test(arguments: [Language.russian, .polish])
    func everyErrorOfTheBusIsWordedWithoutAnEnglishWord(_ language: Language) {
        for message in Self.samples {
            let said = message.text(Self.language(language))
            #expect(said != message.text(.english), "\(language): \(said)")
            let left = Self.englishWords(in: message, said: language)
            #expect(left == [], "\(MessageCatalogueTests.caseName(message)) in \(language): \(said)")
        }
    }

    /// The check finds English: every sample's English line, shown to a Russian or a Polish
    /// caller (what the fallback did), leaves an English word in both.
    @Test(arguments: [Language.russian, .polish])
    func theCheckFindsEachLineLeftInEnglish(_ language: Language) {
        for message in Self.samples {
            let english = message.text(.english)
            let left = SessionLanguageTests.englishWords(said: english, english: english, values: Self.values(in: message), language,
                                                         allowing: Self.typed)
            #expect(!left.isEmpty, "\(MessageCatalogueTests.caseName(message)): \(english)")
        }
    }

    /// A count the words agree with, by CLDR's categories as `CountedMessageAgreementTests`
    /// writes them out: the characters of a title too long, the bytes of a UID too long.
    @Test(arguments: CountedMessageAgreementTests.counts)
    func aCountAgreesInEachLanguage(_ n: Int) throws {
        let (ru, pl) = try (#require(CountedMessageAgreementTests.russianCategory[n]), #require(CountedMessageAgreementTests.polishCategory[n]))
        let en = try #require(CountedMessageAgreementTests.englishCategory[n])
        let title = SystemMessage.invalidDraft(.titleTooLong(n))
        #expect(title.text(.english).contains("has \(n) \(["character", "characters"][en]) ("), "\(title.text(.english))")
        #expect(title.text(.russian).contains("в названии \(n) \(["символ", "символа", "символов"][ru]) ("), "\(title.text(.russian))")
        #expect(title.text(.polish) == "Szkic jest nieprawidłowy: tytuł ma \(n) \(["znak", "znaki", "znaków"][pl]) (najwyżej \(TaskDraft.maximumTitleLength)).")
        let uid = SystemMessage.invalidDraft(.uid(.tooLong(bytes: n), field: "uid"))
        #expect(uid.text(.russian).contains("длина \(n) \(["байт", "байта", "байт"][ru]) ("), "\(uid.text(.russian))")
        #expect(uid.text(.polish).hasPrefix("Szkic jest nieprawidłowy: uid: ma \(n) \(["bajt", "bajty", "bajtów"][pl]) ("),
                "\(uid.text(.polish))")
    }

    @Test func aPolishCallerReadsPolish() {
        #expect(SystemMessage.refused(.desktopNeedsPerson(.delete)).text(.polish)
                == "Usunięcie zadania z pulpitu wymaga człowieka: uruchom `taskdraft delete` w terminalu.")
        #expect(SystemMessage.noTask(99).text(.polish) == "Nie ma zadania 99.")
        #expect(SystemMessage.notAChoice("backend", choices: ["builtin", "llama"]).text(.polish) == "„backend” musi mieć wartość „builtin” albo „llama”")
        #expect(SystemMessage.notAChoice("backend", choices: ["builtin", "llama"]).text(.english) == "\"backend\" must be \"builtin\" or \"llama\"")
        #expect(SystemMessage.invalidDraft(.field("recurrence", .recurrence(.missingFrequency))).text(.polish)
                == "Szkic jest nieprawidłowy: powtarzanie: w regule powtarzania brakuje FREQ (np. FREQ=WEEKLY;BYDAY=MO).")
    }
}
