import Testing
import TaskDraftKit
import TaskDraftMCP
@testable import TaskDraftModels
@testable import TaskDraftSync
@testable import TaskDraftCLI

/// The terminal's lines a Polish session read in English while `Message.polish` was optional
/// (its `default: nil` fell back): sync's state, summary, conflicts and failures, the inbox and
/// tokens (`AgentMessage`), the MCP server's stderr, a refused repeat rule, a caller's name, the
/// store's and the config file's failures. Each is said in Russian and in Polish and checked by
/// one helper taking the language: no English word may be left.
@Suite struct SessionLanguageTests {
    typealias Message = TaskDraftCLI.Message

    /// English words left in `message` said in `language`, once the values it carries and
    /// `names` (typed syntax, programs) are taken out, and words in capitals (names, placeholders
    /// such as `FREQ` or `TOKEN`). Russian is checked as `RussianFailureTextTests` does: no Latin
    /// word. Polish is Latin too, so there it is no word the English wording of the same message has.
    static func englishWords(in message: Message, _ language: Language, allowing names: Set<String> = []) -> [String] {
        englishWords(said: message.text(language), english: message.text(.english), values: MessageCatalogueTests.values(in: message),
                     language, allowing: names)
    }

    /// `said` is what `language` shows, `english` the English wording of the same message.
    static func englishWords(said: String, english: String, values: [String], _ language: Language,
                             allowing names: Set<String> = []) -> [String] {
        var text = said, english = english
        for value in values.sorted(by: { $0.count > $1.count }) where value.count >= 2 {
            text = text.replacingOccurrences(of: value, with: " ")
            english = english.replacingOccurrences(of: value, with: " ")
        }
        // Names each language spells as English does, and words Polish shares with it (`token`, `agent`).
        let allowed = Set(names.union(MessageCatalogueTests.allowedInRussian).map { $0.lowercased() })
            .union(language == .polish ? MessageCatalogueTests.sharedWithPolish : [])
        func prose(_ words: [String]) -> [String] {
            words.filter { $0.uppercased() != $0 && !allowed.contains($0.lowercased()) }
        }
        switch language {
        case .english: return []
        case .russian: return prose(RussianFailureTextTests.englishWords(text))
        case .polish:
            let englishWords = Set(MessageCatalogueTests.words(in: english, without: []).map { $0.lowercased() })
            return prose(MessageCatalogueTests.words(in: text, without: [])).filter { englishWords.contains($0.lowercased()) }
        }
    }

    static var syncReport: SyncReport {
        var report = SyncReport()
        (report.pulled.created, report.pulled.updated, report.pushed.deleted, report.requests) = (2, 1, 1, 5)
        return report
    }

    /// The cases `Message.polish` left to English, with values.
    static let syncLines: [Message] = ([
        .neverSynced,
        .state(name: "Praca", server: "dav.example.org", when: "2026-12-01 10:00", total: 3, created: 1, updated: 1, deleted: 1),
        .state(name: "Praca", server: "dav.example.org", when: nil, total: 0, created: 0, updated: 0, deleted: 0),
        .summary(dryRun: false, name: "Praca", report: syncReport), .summary(dryRun: true, name: "Praca", report: syncReport),
        .conflict(field: "due", kept: "2026-12-04", loser: "server", lost: "2026-12-05"),
        .conflict(field: "due", kept: "2026-12-04", loser: "local", lost: "2026-12-05"),
        .conflictEntry(when: "2026-12-01 10:00", task: "4", detail: "due: 2026-12-05"),
        .failed(SyncError(.server, .serverFailed("PUT"))), .problem(.noAnswer),
        .problem(.refusedCredentials(host: "dav.example.org")),
    ] as [SyncMessage]).map(Message.sync)
    static let otherLines: [Message] = [
        .logs(.caller(.human)), .logs(.caller(.agent("claude#3"))), .logs(.caller(.sync("dav.example.org:443"))),
        .failure(.storeFailed(RussianFailureTextTests.busy)),
        .failure(.configFailed(Configuration.Failure(path: "/home/ann/config.json", problem: .noSuchFile))),
        .failure(.recurrenceRule(.missingFrequency)), .failure(.recurrenceRule(.unsupported("BYHOUR"))),
        .failure(.recurrenceRule(.repeated("COUNT"))),
        .mcp(.serving(session: "123456")), .mcp(.inputClosed), .mcp(.discardedLine(bytes: 2_000_000)),
        .mcp(.opened(client: "claude-code", version: "1.2", protocolVersion: "2025-11-25", canAskItsUser: true)),
        .mcp(.listening(url: "http://127.0.0.1:8765/mcp")), .mcp(.refusedToken(revoked: nil)), .mcp(.overRate(token: "laptop")), .mcp(.stopping),
    ]
    static let formerFallbacks: [Message] = syncLines + otherLines + AgentMessage.samples.map { Message.agents($0) }

    /// What a person types or a program names, which both wordings show as typed.
    static let typed: Set<String> = ["taskdraft", "tokens", "add", "scope", "read", "propose", "write", "allow", "remote",
                                     "inbox", "audit", "stdio", "claude", "code", "dav", "example", "org", "http", "mcp",
                                     "config", "json", "home", "ann", "Authorization", "Bearer", "TaskDraft"]

    @Test(arguments: [Language.russian, .polish])
    func syncInboxAndTheServersLinesHaveNoEnglishWord(_ language: Language) {
        for message in Self.formerFallbacks {
            let left = Self.englishWords(in: message, language, allowing: Self.typed)
            #expect(left == [], "\(MessageCatalogueTests.caseName(message)) in \(language): \(message.text(language))")
        }
    }

    /// The helper finds English: the English line shown in a Russian or a Polish session (what
    /// the fallback did) is caught in both, and the Polish line now said is not.
    @Test func theHelperFindsALineLeftInEnglish() {
        let state = Message.sync(.state(name: "Praca", server: "dav.example.org", when: nil, total: 3, created: 1, updated: 1, deleted: 1))
        let values = MessageCatalogueTests.values(in: state), english = state.text(.english)
        for language in [Language.russian, .polish] {
            let left = Self.englishWords(said: english, english: english, values: values, language, allowing: Self.typed)
            #expect(left.contains("last") && left.contains("changes"), "\(language): \(left)")
        }
        #expect(Self.englishWords(in: state, .polish, allowing: Self.typed) == [])
        let polish = state.text(.polish)
        #expect(polish.contains("ostatnia synchronizacja") && polish.contains("lokalne zmiany do wysłania: 3"), "\(polish)")
        #expect(Message.agents(.inboxHeader(2)).text(.polish) == "2 propozycje od agentów:")
    }
}
