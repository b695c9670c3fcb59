import DeclaredEnums
import Foundation
import Testing
@testable import TaskDraftCLI
import TaskDraftHTTP
import TaskDraftKit
import TaskDraftMCP
@testable import TaskDraftModels
import TaskDraftParser
import TaskDraftSync

/// Every message type (`LocalizedText`), every case of it, in every language: each case has a
/// sample, each sample reads in each language, and the Russian reads without English words.
/// The catalogues' switches are exhaustive, so a case with no wording in a language does not
/// compile; this suite finds what the compiler cannot: a message type left out of the list
/// below, a case without a sample, and English left in the Russian.
@Suite struct MessageCatalogueTests {
    /// Every type that conforms to `LocalizedText` (`everyMessageTypeIsListed` finds one left out).
    static let types: [any LocalizedText.Type] = [
        // TaskDraftKit
        TitleWarning.self, RecordedWarning.self, Priority.self, JSONSyntaxProblem.self, JSONType.self, SystemError.self,
        Policy.Refusal.self, DraftFieldProblem.self, ExpectedValue.self, StoreError.Reason.self, UndoSummary.self, FieldLabel.self, FieldName.self, ParentProblem.self,
        DependencyProblem.self, ForeignFailure.self, Action.self, AuditIntent.self, AuditOutcome.self, CallerKind.self,
        TranscriptEntryKind.self, TranscriptDecision.self, DependencyNameWarning.self, DateOrderWarning.self, NumberedDependencyWarning.self,
        // TaskDraftHTTP
        TransferProblem.self, RetryReason.self,
        // TaskDraftModels
        ParserWarning.self, CrossCheckWarning.self, PlanWarning.self, BackendWarning.self, FallbackFailure.self,
        SplitWarning.self, ReviewWarning.self, SettingSource.self, SkillsProblem.self, ConfigProblem.self,
        KeyProblem.self, KeyStatus.self, UnavailableReason.self, ModelGap.self, DeviceShortfall.self, RegionGap.self, ProbeFailure.self,
        RuleReason.self, RuleVerdict.self, Destination.self, BackendProblem.self, FallbackNote.self, AnswerProblem.self, InvalidAnswer.self,
        // TaskDraftCLI
        TaskwarriorWarning.self, TodoTxtWarning.self, AttributeRefusal.self, ImportNote.self, RecordReason.self, ImportSkip.self,
        NotifierUnavailable.self, DependencyText.self, ExportLeftOut.self,
        // TaskDraftMCP
        DeleteQuestion.self, Diagnostic.self,
        // TaskDraftSync
        SyncProblem.self, SyncSkip.self, SyncChange.self,
    ] + terminalTypes

    /// The terminal's own words, one catalogue per feature beside it (`Sync/SyncMessage.swift`),
    /// each a case of `Message`: read as the terminal's sentences are, typed words by their shape
    /// (`everyTerminalCatalogueIsWalked` finds one left out).
    static let terminalTypes: [any LocalizedText.Type] = [
        SyncMessage.self, RemindMessage.self, AgentMessage.self, ImportExportMessage.self, ListMessage.self, LogMessage.self,
        UsageMessage.self, HelpMessage.self, SkillsMessage.self, BackendMessage.self, CardMessage.self, ResultMessage.self,
        ReplMessage.self, SetMessage.self, EditMessage.self, FailureMessage.self, WordsRefusalMessage.self,
    ]

    /// Latin words a Russian sentence may hold: names, and the syntax a person types or reads in files.
    static let allowedInRussian: Set<String> = [
        "TaskDraft", "taskdraft", "RRULE", "JSON", "UTF", "ISO", "HTTP", "API", "SQLite", "Skills",
        "recur", "rec",  // Taskwarrior's and todo.txt's attribute names, as the file spells them
    ]

    /// Words English and Polish both have, and the names both spell alike (lower-cased).
    static let sharedWithPolish: Set<String> = [
        "to", "import", "model", "region", "agent", "plan", "status", "host", "json", "http", "https", "api", "utf", "iso", "sqlite",
        "taskdraft", "skills", "rrule", "url", "uid", "vtodo", "icalendar", "dav", "libcurl", "libdbus", "bus", "notify", "send",
        "null", "true", "false", "config", "sync", "tag", "tags", "term", "get", "mib", "ms", "tls", "id", "uuid", "todoist",
        "taskwarrior", "pt", "freq", "weekly", "byday", "mo", "count", "until", "date", "due", "text", "title", "description",
        "system", "argument", "token", "parser", "partner", "ai", "mm", "dd", "help", "modify",
    ]

    /// What an import file or an RRULE spells, which a Russian reason names as the file does:
    /// field names and the values a field takes.
    static let fileSyntax: [String: Set<String>] = [
        "RecordReason": ["title", "text", "description", "due", "date", "none", "low", "medium", "high", "pending", "done", "deleted",
                         "waiting", "completed", "recurring", "task", "note", "section", "Todoist", "Taskwarrior",
                         "FREQ", "WEEKLY", "BYDAY", "MO",
                         // iCalendar's BEGIN:VCALENDAR, END:X, as RFC 5545 spells them.
                         "iCalendar", "BEGIN", "END", "VCALENDAR"],
        "JSONType": ["null"],
        "ImportSkip": ["Taskwarrior", "iCalendar", "VEVENT", "VJOURNAL", "RECURRENCE", "ID"],
        "SettingSource": ["config", "json"],
        "DeleteQuestion": ["undo"],
        // `show`'s heading for the UID every task carries, as exports spell it.
        "FieldName": ["UUID"],
        // CalDAV's names, as a server and RFC 4791 spell them, and the option a person types.
        "SyncProblem": ["sync", "force", "delete", "url", "http", "HTTP", "VTODO", "DAV", "multistatus", "calendar", "home", "set",
                        "current", "user", "principal"],
        // config.json's keys and values, and the URLs it takes.
        "ConfigProblem": ["true", "false", "max", "tokens", "builtin", "http", "https", "username", "password", "env", "file", "chat",
                          "example", "com", "tasks"],
        // A draft's keys and an RRULE's parts, as the contract spells them.
        "DraftFieldProblem": ["due", "date", "FREQ", "WEEKLY", "BYDAY", "MO", "COUNT", "UNTIL", "PT", "UID"],
        // An ISO 8601 duration, as a person types it.
        "ExpectedValue": ["PT", "UID"],
        // A task's UID, as exports and CalDAV name it.
        "DependencyProblem": ["UID"], "ImportNote": ["UID"],
        // The commands a refusal tells a person to run, and a token's scope as `tokens add` spells it.
        "Refusal": ["undo", "sync", "delete", "import", "read"],
        // The command a parent's refusal tells a person to run, and iCalendar's name for a task's identity.
        "ParentProblem": ["done", "yes", "UID"],
        // Skills files' kinds, sections, columns and values, as the files spell them.
        // libcurl's and the OS's names, config.json's keys and the request a probe sends.
        "TransferProblem": ["libcurl", "so"],
        "KeyProblem": ["chmod"],
        "UnavailableReason": ["config", "json", "device", "local", "servers", "down", "GET"],
        "ProbeFailure": ["GET"],
        "RuleReason": ["config", "json", "GET", "device", "local", "servers", "down"],
        "BackendProblem": ["timeouts", "total", "choices"],
        "AnswerProblem": ["choices", "message", "content"],
        "SyncSkip": ["iCalendar", "VTODO", "UID"],
        "NotifierUnavailable": ["libdbus", "Bus", "notify", "send"],
        // The stream the MCP server speaks over, as a person names it.
        "Diagnostic": ["stdio"],
        // The command that makes a token and the scopes it takes, as `tokens add` spells them.
        "AgentMessage": ["add", "read", "propose", "write"],
        "SkillsProblem": ["vocabulary", "keep", "names", "workday", "tone", "Terminal", "term", "expansion", "tags", "priority",
                          "time", "high", "medium", "low", "none", "PT", "urgency"],
    ]

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The Swift text of every file under `Sources/`.
    static let sourceFiles: [String] = {
        var texts: [String] = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
        }
        return texts
    }()

    /// Message types whose wording a suite of their own checks, with its name: help's text is
    /// full of what a person types (`status:all`, `--yes`), which `HelpCatalogueTests` tells
    /// from prose against the command table.
    static let checkedElsewhere: [String: String] = [
        "HelpText": "HelpCatalogueTests", "FieldHelp": "HelpCatalogueTests", "OptionHelp": "HelpCatalogueTests",
    ]

    @Test func everyMessageTypeIsListed() {
        let listed = Set(Self.types.map { Self.name(of: $0) }).union(Self.checkedElsewhere.keys)
        let declared = Set(Self.sourceFiles.flatMap(Self.conformingTypes))
        #expect(declared.subtracting(listed).sorted() == [], "message types missing from MessageCatalogueTests.types")
        #expect(listed.subtracting(declared).sorted() == [], "listed, but not found conforming in Sources/")
    }

    /// A feature's catalogue of the terminal's words (a `…Message` type that is `LocalizedText`)
    /// is walked with the terminal's typed words and syntax: listed in `terminalTypes`.
    @Test func everyTerminalCatalogueIsWalked() {
        let declared = Set(Self.sourceFiles.flatMap(Self.conformingTypes).filter { $0.hasSuffix("Message") })
        let walked = Set(Self.terminalTypes.map { Self.name(of: $0) })
        #expect(declared.subtracting(walked).sorted() == [], "a catalogue of the terminal's words missing from terminalTypes")
        #expect(walked.subtracting(declared).sorted() == [], "listed in terminalTypes, but no LocalizedText …Message in Sources/")
    }

    /// No function takes a text and returns its Russian (or Polish) wording: such a function
    /// reads English (or an identifier) back, and is a message that should have been a value.
    @Test func noFunctionReadsEnglishBack() {
        var found: Set<String> = []
        for source in Self.sourceFiles {
            for line in source.split(separator: "\n") {
                for language in ["russian", "polish"] {
                    guard let start = line.range(of: "func " + language) else { continue }
                    let rest = line[start.upperBound...]
                    let name = language + rest.prefix { $0.isLetter || $0.isNumber }
                    guard let open = rest.firstIndex(of: "(") else { continue }
                    let parameter = rest[rest.index(after: open)...].prefix { $0 != "," && $0 != ")" }
                    let returnsText = rest.contains("-> String")
                    if returnsText, parameter.hasSuffix(": String") || parameter.hasSuffix(": some StringProtocol") { found.insert(name) }
                }
            }
        }
        #expect(found.sorted() == [], "a function words English text in another language: make the message a value")
    }

    /// Every field a draft carries or the task JSON shows has its label (`FieldLabel`), which a
    /// refusal names it by and the card and `show` word it by.
    @Test func everyDraftFieldHasALabel() {
        let shown = Task(id: 1, uuid: "u", title: "t", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0)).json(in: .utc)
        let unlabelled = TaskField.all.filter { ($0.draft != nil || shown[$0.name] != nil) && $0.label == nil }.map(\.name)
        #expect(unlabelled == [], "add a case to FieldLabel (TaskDraftKit/Model/TaskField+Label.swift)")
    }

    @Test func everyCaseHasASampleWordedInEveryLanguage() {
        for type in Self.types { check(type) }
    }

    private func check<Message: LocalizedText>(_ type: Message.Type) {
        let name = Self.name(of: type)
        let samples = Message.samples
        #expect(!samples.isEmpty, "\(name) has no samples")
        #expect(!(samples.first is CustomStringConvertible),
                "\(name) is CustomStringConvertible: its words are `english` and `russian`, not a description to flatten")
        check(name, samples.map { Wording(of: $0, english: $0.english, russian: $0.russian, polish: $0.polish) },
              declared: Self.declaredCases(of: name))
    }

    /// The types worded in every language that are not `LocalizedText` (`worded`), walked as those are.
    @Test func everyWordedCaseHasASampleWordedInEveryLanguage() throws {
        for type in Self.worded {
            let declared = try #require(Self.declaredCases(of: type.cases.name, besides: type.cases.declaredBeside),
                                        "\(type.name): no enum \(type.cases.name) in Sources/")
            #expect(declared.count >= 2, "\(type.name): \(declared)")
            check(type.name, type.samples, declared: declared)
        }
    }

    /// Every type a catalogue words in Russian or Polish is walked: as `LocalizedText` (`types`),
    /// by its own suite (`checkedElsewhere`, `wordedElsewhere`), or as `worded`.
    @Test func everyWordedTypeIsWalked() {
        let found = Set(Self.sourceFiles.flatMap(Self.wordedTypes))
        let walked = Set(Self.types.map { Self.name(of: $0) }).union(Self.checkedElsewhere.keys).union(Self.wordedElsewhere.keys)
            .union(Self.worded.map(\.name))
        #expect(found.subtracting(walked).sorted() == [], "worded in Russian or Polish, walked by no suite")
        let named = Set(Self.worded.map(\.name)).union(Self.wordedElsewhere.keys)
        #expect(named.subtracting(found).sorted() == [], "named as worded, but worded in no language in Sources/")
    }

    /// One sample of a message type as its three wordings say it, with the values it carries
    /// and the case it is (of `kind`, where the sample is a struct: a failure's operation).
    struct Wording {
        let sample: any Sendable, caseName: String
        let english: String, russian: String, polish: String

        init(of sample: any Sendable, kind: Any? = nil, english: String, russian: String, polish: String) {
            self.sample = sample
            caseName = MessageCatalogueTests.caseName(kind ?? sample)
            (self.english, self.russian, self.polish) = (english, russian, polish)
        }

        /// Read when checked, not when `worded` is made: which values count depends on `worded`.
        var values: [String] { MessageCatalogueTests.values(in: sample) }
    }

    /// Each case of `declared` has a sample; each sample reads in each language, the Russian
    /// with no Latin word but names and syntax, the English with no Cyrillic one, the Polish
    /// with no word of the English.
    private func check(_ name: String, _ samples: [Wording], declared: [String]?) {
        if let declared {
            let sampled = Set(samples.map(\.caseName))
            #expect(Set(declared).subtracting(sampled).sorted() == [], "\(name): cases without a sample")
        }
        for wording in samples {
            let values = wording.values
            for (language, text) in [(Language.english, wording.english), (.russian, wording.russian), (.polish, wording.polish)] {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(name).\(wording.caseName) is empty in \(language)")
            }
            let sample = Self.typedByShape.contains(name) ? wording.withoutTypedWords(values) : wording
            let allowed = Self.allowedInRussian.union(Self.fileSyntax[name] ?? []).union(Self.wordedSyntax[name] ?? [])
            // A line that is only values, names and syntax ("3 Call Anna", "ms") may read alike;
            // one with a word of English prose is English where it reads so in Russian or Polish.
            let sayable = Set(allowed.map { $0.lowercased() }).union(Self.sharedWithPolish)
            let prose = Self.words(in: sample.english, without: values, latin: true).filter { !sayable.contains($0.lowercased()) }
            for (language, text) in [(Language.russian, sample.russian), (.polish, sample.polish)] where !prose.isEmpty {
                #expect(text != sample.english, "\(name).\(sample.caseName) reads in English in \(language): \(text)")
            }
            let russian = Self.words(in: sample.russian, without: values, latin: true).filter { !allowed.contains($0) }
            #expect(russian == [], "\(name).\(sample.caseName) in Russian: \(sample.russian)")
            let english = Self.words(in: sample.english, without: values, latin: false).filter { !allowed.contains($0) }
            #expect(english == [], "\(name).\(sample.caseName) in English: \(sample.english)")
            // Polish is Latin too: no word of the English may be left in it but the values and names.
            let shared = Set(Self.words(in: sample.english, without: values, latin: true).map { $0.lowercased() })
            let names = Set(allowed.map { $0.lowercased() }).union(Self.sharedWithPolish)
            // Polish words are whole words, Polish letters and all ("zależności" is not "no").
            let polish = Self.words(in: sample.polish, without: values).map { $0.lowercased() }
                .filter { shared.contains($0) && !names.contains($0) }
            #expect(polish == [], "\(name).\(sample.caseName) in Polish: \(sample.polish)")
        }
    }

    // MARK: Reading values

    static let wordedTypes = Set(worded.map { ObjectIdentifier($0.type) })

    /// Values a message carries whose `description` is English words, which JSON and logs keep:
    /// a config file's, a sync's, a backend's and an intent's failure, an HTTP server that could not
    /// start, a refused filter word, a caller (`human`). The words the carrier says of them are its language's own.
    static let describedInEnglish: Set<ObjectIdentifier> = [
        ObjectIdentifier(Configuration.Failure.self), ObjectIdentifier(SyncError.self), ObjectIdentifier(BackendError.self),
        ObjectIdentifier(IntentError.self), ObjectIdentifier(TaskFilter.Problem.self), ObjectIdentifier(Caller.self),
        ObjectIdentifier(HTTPServerFailure.self),
    ]

    /// A worded message carried by another is no value of it: its English would be taken out of
    /// the carrier's Russian and Polish, where it must not stand.
    @Test func aCarriedWordedMessageIsNoValue() {
        #expect(Self.values(in: DraftError.uid(.tooLong(bytes: 300), field: "uid")) == ["300", "uid"])
        let rule = RecurrenceError.conflicting("COUNT=3", "UNTIL=20270101")
        #expect(Self.values(in: DraftFieldProblem.recurrence(rule)) == ["COUNT=3", "UNTIL=20270101"])
    }

    /// A typed word is taken out of a terminal sentence by its shape, and a word of prose is not,
    /// though it spells a command ("list"): the Latin words each row leaves.
    @Test(arguments: [
        ("добавьте --yes или запустите taskdraft list, а /help покажет due:overdue", [String]()),
        ("укажите «password_env» в config.json (Europe/Moscow, FREQ=WEEKLY) — Ctrl-C", []),
        ("возможные: pending, done, deleted, all; нужна libdbus-1-3 и TASKDRAFT_NOW", []),
        ("uruchom `taskdraft audit` albo 'taskdraft --help', powtarzanie „co piątek”", ["uruchom", "albo", "powtarzanie"]),
        ("Run taskdraft list --all to see them", ["Run", "to", "see", "them"]),
        // Must not: prose in a Russian line, a word after the command, an apostrophe, two words between commas.
        ("задачи в list", ["list"]), ("запустите taskdraft list tasks", ["tasks"]),
        ("don't list 'done' ones", ["don", "list", "ones"]), ("статусы pending, done", ["pending", "done"]),
    ])
    func typedWordsAreKnownByTheirShape(line: String, left: [String]) {
        #expect(Self.words(in: Self.withoutTypedWords(in: line), without: [], latin: true) == left)
    }

    /// The type's own name, as its declaration spells it (`Problem` for `TaskUID.Problem`).
    static func name(of type: Any.Type) -> String {
        String(String(reflecting: type).split(separator: ".").last!)
    }

    /// `otherDeadline` for `.otherDeadline(proposed:kept:)`, `cancelled` for `.cancelled`.
    static func caseName(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        return String(describing: value)
    }

    /// Every value a message carries, as text, the way a catalogue may print it: strings, and
    /// the description of anything that has one (a due, a repeat rule, a reminder) but a worded
    /// message (`worded`: a refused repeat rule, a UID's problem), whose words are the carrier's
    /// words, each language's own, and so no value to take out before they are checked.
    static func values(in value: Any) -> [String] {
        var found: [String] = []
        func walk(_ value: Any) {
            if let text = value as? String { found.append(text); return }
            let type = ObjectIdentifier(type(of: value))
            guard let described = value as? CustomStringConvertible else {
                for child in Mirror(reflecting: value).children { walk(child.value) }
                return
            }
            if wordedTypes.contains(type) || describedInEnglish.contains(type) {
                // Nor is the English such a value keeps beside its reason (`SyncError.message`).
                for child in Mirror(reflecting: value).children where child.value as? String != described.description { walk(child.value) }
                return
            }
            found.append(described.description)
            for child in Mirror(reflecting: value).children { walk(child.value) }
        }
        for child in Mirror(reflecting: value).children { walk(child.value) }
        return found.filter { !$0.isEmpty }
    }

    /// The words of two letters or more left in `text` once `values` are taken out: Latin
    /// ones (`latin`), else Cyrillic ones.
    static func words(in text: String, without values: [String], latin: Bool) -> [String] {
        let words = taking(values, outOf: text).split { character in
            guard let scalar = character.unicodeScalars.first, character.isLetter else { return true }
            return latin ? !character.isASCII : !(0x0400...0x04FF).contains(scalar.value)
        }
        return words.map(String.init).filter { $0.count >= 2 }
    }

    /// Every word of two letters or more, split only where a letter is not.
    static func words(in text: String, without values: [String]) -> [String] {
        taking(values, outOf: text).split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 }
    }

    /// `text` with each of `values` taken out, the longest first (a value may hold a shorter one).
    static func taking(_ values: [String], outOf text: String, standingAs placeholder: String = " ") -> String {
        var rest = text
        for value in values.sorted(by: { $0.count > $1.count }) { rest = rest.replacingOccurrences(of: value, with: placeholder) }
        return rest
    }

    // MARK: Reading the sources

    /// Types a file declares or extends as `LocalizedText` or `DraftWarningMessage`.
    static func conformingTypes(in source: String) -> [String] {
        var names: [String] = []
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { " ,:{<".contains($0) })
            guard let kind = words.firstIndex(where: { ["enum", "struct", "extension", "class"].contains($0) }),
                  kind + 1 < words.count, line.contains(":"),
                  words[(kind + 2)...].contains(where: { $0 == "LocalizedText" || $0 == "DraftWarningMessage" }) else { continue }
            let rest = line.split(separator: ":", maxSplits: 1)[1]
            guard rest.split(whereSeparator: { " ,{".contains($0) }).contains(where: { $0 == "LocalizedText" || $0 == "DraftWarningMessage" })
            else { continue }
            names.append(String(words[kind + 1]))
        }
        return names.filter { $0 != "DraftWarningMessage" }
    }

    /// Types whose wording in Russian or Polish a file declares (`var russian: String`,
    /// `func polish(…`): each such member's enclosing declaration, by indentation, by its own name.
    static func wordedTypes(in source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        var names: [String] = []
        for (index, line) in lines.enumerated() {
            let words = line.split(whereSeparator: { " (:".contains($0) })
            guard let member = words.firstIndex(where: { $0 == "var" || $0 == "func" }), member + 1 < words.count,
                  ["russian", "polish"].contains(words[member + 1]),
                  words[member] == "func" || line.contains(": String") else { continue }
            let enclosing = lines[..<index].last { candidate in
                let words = candidate.split(whereSeparator: { " :{<".contains($0) })
                return indent(candidate) < indent(line) && !candidate.drop { $0 == " " }.hasPrefix("//")
                    && words.contains { ["enum", "struct", "extension", "class"].contains($0) }
            }
            let declaration = enclosing.map { $0.split(whereSeparator: { " :{<".contains($0) }) } ?? []
            guard let kind = declaration.firstIndex(where: { ["enum", "struct", "extension", "class"].contains($0) }),
                  kind + 1 < declaration.count else { continue }
            names.append(String(declaration[kind + 1].split(separator: ".").last!))
        }
        return names
    }

    /// The cases of the enum `name` as its declaration lists them (`EnumDeclaration`); nil for a
    /// struct. `besides`: text only the declaring file holds, for a name several types nest (`Problem`, `Kind`).
    static func declaredCases(of name: String, besides: String? = nil) -> [String]? {
        EnumDeclaration.first(named: name, in: sourceFiles, besides: besides)?.caseNames
    }
}
