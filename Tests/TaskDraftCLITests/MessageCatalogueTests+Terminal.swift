import Foundation
import Testing
@testable import TaskDraftCLI
import TaskDraftKit
import TaskDraftMCP
@testable import TaskDraftModels
import TaskDraftParser
@testable import TaskDraftSync

/// The terminal's own words as `TaskDraftCLI.Message` carries them: each case carries one
/// catalogue, walked case by case from its own samples (`terminalTypes`), and words nothing of
/// its own (`everyCaseOfMessageCarriesAWalkedCatalogue`).
extension MessageCatalogueTests {
    typealias TerminalMessage = TaskDraftCLI.Message

    /// One sample of each case.
    static let terminalMessages: [TerminalMessage] = [
        .lists(ListMessage.samples[0]), .failure(FailureMessage.samples[0]), .wordsRefused(WordsRefusalMessage.samples[0]),
        .mcp(Diagnostic.samples[0]), .agents(AgentMessage.samples[0]), .warning(DraftWarning(ParserWarning.samples[0])),
        .sets(SetMessage.samples[0]), .importExport(ImportExportMessage.samples[0]), .logs(LogMessage.samples[0]),
        .sync(SyncMessage.samples[0]), .remind(RemindMessage.samples[0]), .usage(UsageMessage.samples[0]), .edits(EditMessage.samples[0]),
    ]

    /// `Message` words nothing of its own: each case carries a catalogue listed in `types` (a
    /// draft's warning, the feature's warning it wraps) and says it as that catalogue does, in
    /// every language. A case added with words of its own, or without a sample, fails here.
    /// (The MCP server's JSON-RPC `Message` is another enum of the name.)
    @Test func everyCaseOfMessageCarriesAWalkedCatalogue() throws {
        let declared = try #require(Self.declaredCases(of: "Message", besides: "The terminal's own words, each said"))
        #expect(declared.count >= 10, "\(declared)")
        #expect(Set(declared).subtracting(Self.terminalMessages.map { Self.caseName($0) }).sorted() == [], "cases of Message without a sample")
        let listed = Set(Self.types.map { ObjectIdentifier($0) })
        for message in Self.terminalMessages {
            let carried = try #require(Mirror(reflecting: message).children.first?.value, "Message.\(Self.caseName(message)) carries nothing")
            let catalogue = try #require((carried as? DraftWarning).map { $0.message as any LocalizedText } ?? carried as? any LocalizedText,
                                         "Message.\(Self.caseName(message)) carries \(type(of: carried)), no catalogue")
            #expect(listed.contains(ObjectIdentifier(type(of: catalogue))), "Message.\(Self.caseName(message)): \(type(of: catalogue)) is not in types")
            for language in Language.allCases {
                #expect(message.text(language) == catalogue.text(in: language), "Message.\(Self.caseName(message)) in \(language)")
            }
        }
    }

    /// Worded types whose typed words are known by their shape and taken out before a
    /// sentence's words are read (`withoutTypedWords`).
    static let typedByShape = Set(terminalTypes.map { MessageCatalogueTests.name(of: $0) })

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
}

extension MessageCatalogueTests.Wording {
    /// This wording with `values` and the words typed by their shape taken out of each language.
    func withoutTypedWords(_ values: [String]) -> Self {
        // A value stands as a digit, no letter, so that the shape around it (`phases.0`, `due:0`) is still typed.
        let read = { MessageCatalogueTests.withoutTypedWords(in: MessageCatalogueTests.taking(values, outOf: $0, standingAs: "0")) }
        return Self(of: sample, kind: caseName, english: read(english), russian: read(russian), polish: read(polish))
    }
}
