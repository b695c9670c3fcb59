import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// Help is typed: every text of the command table is a `HelpText` case, worded in each
/// language's catalogue. The catalogues' switches have no default, so a case without its
/// wording does not compile; this suite walks the table (every command, argument, option,
/// worded default and example) and finds what the compiler cannot: a translation that is
/// still the English, or keeps English words beyond the names and syntax a person types.
@Suite struct HelpCatalogueTests {
    /// Every text the command table shows, with where it shows it.
    static let shown: [(place: String, text: OptionHelp)] = {
        var found: [(String, OptionHelp)] = []
        func add(_ options: [OptionSpec], _ place: String) {
            for option in options {
                found.append(("\(place) --\(option.long)", option.help))
                if case .words(let words)? = option.defaultText { found.append(("\(place) --\(option.long) default", .text(words))) }
            }
        }
        for command in CLI.commands {
            found.append((command.name, .text(command.abstract)))
            if let discussion = command.discussion { found.append(("\(command.name) discussion", .text(discussion))) }
            for argument in command.arguments { found.append(("\(command.name) <\(argument.name)>", .text(argument.help))) }
            add(command.options, command.name)
            for case .words(let words) in command.examples { found.append(("\(command.name) example", .text(words))) }
        }
        add(CommonOptions.global, "global")
        return found
    }()

    /// Words a translation keeps as the English has them that no shape shows
    /// (`MessageCatalogueTests.withoutTypedWords` takes out options, `key:value`, files, quoted
    /// words, words in capitals, lists of values): the commands, arguments, options and values of
    /// the table, and these.
    static let typedOrNamed: Set<String> = {
        var words: Set<String> = [
            // Names written with one capital, as prose's first word is: "сервер CalDAV", "через SQLite", "Claude Code, Cursor".
            "icalendar", "sqlite", "caldav", "krunner", "debian", "claude", "cursor", "model", "context", "protocol", "streamable",
            // Programs and streams a sentence names bare: "в stderr", "службу systemd", "для bash, zsh или fish", "страницу man в формате roff".
            "stdin", "stdout", "stderr", "stdio", "systemd", "bash", "zsh", "fish", "man", "roff",
            // Command lines said in a sentence or an example, words after the program: "make install",
            // "systemctl --user enable", "gdbus call", "вывод через source", "printf '…' | taskdraft".
            "make", "install", "systemctl", "enable", "gdbus", "call", "source", "printf",
            // Keys: "Enter записывает все", "Tab дополняет".
            "enter", "tab",
            // Actions a command's argument takes, which the table keeps in its help alone: "terms или check", "review, accept НОМЕР…".
            "check", "terms", "review", "accept", "reject", "revoke",
            // The desktop's typed calls and signal: "(Draft, Commit, …; сигнал Changed)".
            "commit", "changed",
            // A JSON literal after its key ("log_content": true) and Taskwarrior's attribute ("scheduled в Taskwarrior").
            "true", "scheduled",
            // A file's extension said bare: "ставят её файл .service".
            "service",
        ]
        for command in CLI.commands {
            words.formUnion(Self.words(command.name + " " + command.aliases.joined(separator: " ")))
            for argument in command.arguments { words.formUnion(Self.words(argument.name)) }
            for option in command.options + CommonOptions.global {
                words.formUnion(Self.words(option.long + " " + (option.valueName ?? "") + " " + (option.allowed ?? []).joined(separator: " ")))
            }
        }
        return words
    }()

    /// Words Polish spells as English does.
    static let polishToo: Set<String> = ["to", "do", "go", "by", "same", "terminal", "parser", "transport", "proxy", "token", "ms"]

    /// The lower-cased words of two letters or more that are prose, not syntax: a token with
    /// `:`, `.`, `/`, `_`, `-`, `=`, `#`, `+`, `$`, `<`, `|`, a digit or an apostrophe inside is
    /// something typed (`status:all`, `config.json`, `--yes`); one in capitals is a name or a
    /// placeholder (`FILE`, `JSON`).
    static func words(_ text: String) -> Set<String> {
        var found: Set<String> = []
        let edges = Set(".,;:!?()[]{}\"'«»„”“…—`")
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            var word = Substring(token)
            while let first = word.first, edges.contains(first) { word = word.dropFirst() }
            while let last = word.last, edges.contains(last) { word = word.dropLast() }
            guard word.count >= 2, !word.contains(where: { ":./_-=#+$<|'@".contains($0) || $0.isNumber }),
                  word.uppercased() != word || !word.allSatisfy({ $0.isASCII }) else { continue }
            if word.allSatisfy({ $0.isLetter }) { found.insert(word.lowercased()) }
        }
        return found
    }

    /// The English's prose words a translation keeps, once the words typed by their shape are
    /// taken out of both (`MessageCatalogueTests.withoutTypedWords`) and those no shape shows are
    /// set aside (`typedOrNamed`). Only the English's Latin words count: an English example may
    /// carry Russian words, which the Russian keeps.
    static func englishKept(in translated: String, of english: String, _ language: Language) -> [String] {
        let prose = words(MessageCatalogueTests.withoutTypedWords(in: english)).filter { $0.allSatisfy(\.isASCII) }
        let shared = language == .polish ? typedOrNamed.union(polishToo) : typedOrNamed
        return prose.intersection(words(MessageCatalogueTests.withoutTypedWords(in: translated))).subtracting(shared).sorted()
    }

    /// An English prose word in a Russian or Polish help line is found, one the hand list once
    /// let pass ("line") too, while what a person types, by its shape or by the table, is not.
    @Test(arguments: [
        (Language.russian, "Filters and search words, as for list.", "Filters и слова для поиска, как у list.", ["filters"]),
        (.russian, "reads one sentence per line", "читает по предложению в line", ["line"]),
        (.polish, "shows every task due today", "pokazuje every zadanie na dziś", ["every"]),
        (.russian, "Shows each request in stderr.", "Показывать в stderr каждый запрос.", []),
        (.russian, "Filters and search words, as for list.", "Фильтры и слова для поиска, как у list.", []),
        (.polish, "kept only when config.json says \"log_content\": true", "tylko gdy config.json mówi \"log_content\": true", []),
        (.russian, "Serves the desktop over D-Bus: org.taskdraft.Planner1.", "Обслуживать рабочий стол по D-Bus: org.taskdraft.Planner1.", []),
        (.polish, "every request carries a token (read, propose, write)", "każde żądanie niesie token (read, propose, write)", []),
    ])
    func anEnglishProseWordInATranslationIsFound(language: Language, english: String, translated: String, kept: [String]) {
        #expect(Self.englishKept(in: translated, of: english, language) == kept)
    }

    @Test func everyTextOfTheTableIsWordedInEveryLanguage() {
        for (place, text) in Self.shown {
            for language in [Language.russian, .polish] {
                let translated = text.text(in: language)
                #expect(!translated.trimmingWhitespace().isEmpty, "\(place) is empty in \(language)")
                #expect(Self.englishKept(in: translated, of: text.english, language) == [],
                        "\(place) in \(language) keeps English words: \(translated)")
                let isExample = place.hasSuffix(" example")
                #expect(isExample || translated != text.english, "\(place) in \(language) is the English")
            }
        }
    }

    /// A case no command shows is left over from text the table no longer has.
    @Test func everyCaseIsShownByTheTable() {
        let shown = Set(Self.shown.map(\.text))
        #expect(HelpText.allCases.filter { !shown.contains(.text($0)) } == [])
        #expect(FieldHelp.samples.filter { $0.place == .edit && !shown.contains(.field($0)) }.map(\.label) == [])
    }

    /// `edit --KEY` for a field edited by name takes its help from its label (`FieldHelp`): a new
    /// editable field without its `edit` words in every language would have no option.
    @Test func everyFieldEditedByNameHasItsHelp() {
        let missing = (TaskField.editable + TaskField.changedByText + TaskField.dateFields).filter { field in
            field.label.flatMap { FieldHelp($0, .edit) } == nil
        }.map(\.name)
        #expect(missing == [], "give these fields' labels their edit words in every language")
        #expect(EditCommand.Option.fields.map(\.option.long) == TaskField.editable.map(\.name))
        #expect(EditCommand.Option.texts.map(\.option.long) == TaskField.changedByText.map(\.name))
        #expect(EditCommand.Option.dates.map(\.long) == TaskField.dateFields.map(\.name))
    }

    /// `add --KEY` for a field whose value names a task or tasks takes its help from its label
    /// (`FieldHelp`, `.add`): a new such field without its `add` words in every language would
    /// have no option, and `add` would take it only in words.
    @Test func everyTaskValuedFieldIsAnOptionOfAdd() {
        let missing = TaskField.taskValued.filter { $0.field.label.flatMap { FieldHelp($0, .add) } == nil }.map(\.field.name)
        #expect(missing == [], "give these fields' labels their add words in every language")
        #expect(AddCommand.Option.tasks.map(\.option.long) == TaskField.taskValued.map(\.field.name))
        #expect(AddCommand.Option.tasks.map(\.option.long) == ["parent", "depends"])
        let shown = Set(Self.shown.map(\.text))
        #expect(FieldHelp.samples.filter { $0.place == .add && !shown.contains(.field($0)) }.map(\.label) == [])
    }

    /// `modify`'s help lists every attribute a field's row gives `modify` (`modifyNames`), each
    /// by one of those names, from its label's words, in every language.
    @Test func modifysHelpListsEveryAttributeOfTheRows() {
        let named = TaskField.editable.filter { !$0.edit!.modifyNames.isEmpty }.map { ($0, $0.edit!.modifyNames) }
            + TaskField.dateFields.map { ($0, $0.date!.modifyNames) }
        for (field, names) in named {
            guard let help = field.label.flatMap({ FieldHelp($0, .attribute) }) else {
                Issue.record("\(field.name) has no attribute words in every language")
                continue
            }
            for language in Language.allCases {
                let said = help.text(in: language)
                #expect(names.contains { said.hasPrefix($0 + ":") }, "\(field.name) in \(language): \(said)")
                #expect(ModifyCommand.spec.discussion!.text(in: language).contains(said), "\(field.name) in \(language)")
            }
        }
    }

    /// `help CMD` and `CMD --help` speak the session's language: the frame, the abstract, each
    /// argument's and option's help and the worded examples, and no English one.
    @Test func aCommandsHelpIsInTheSessionsLanguage() {
        let frames: [Language: String] = [.english: "OVERVIEW: ", .russian: "ОПИСАНИЕ: ", .polish: "OPIS: "]
        for command in CLI.commands where !command.hidden {
            for language in Language.allCases {
                let help = CLI.helpRenderer.help(for: command, language: language).replacingOccurrences(of: "\n ", with: " ")
                let flat = help.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
                #expect(help.hasPrefix(frames[language]! + command.abstract.text(in: language)), "\(command.name) in \(language)")
                var texts = command.arguments.map { OptionHelp.text($0.help) } + (command.options + CommonOptions.global).map(\.help)
                for case .words(let words) in command.examples { texts.append(.text(words)) }
                for text in texts {
                    let said = text.text(in: language).split(separator: " ").joined(separator: " ")
                    #expect(flat.contains(said), "\(command.name) in \(language) lacks: \(said)")
                    if language != .english, said != text.english {
                        #expect(!flat.contains(text.english.split(separator: " ").joined(separator: " ")),
                                "\(command.name) in \(language) shows the English: \(text.english)")
                    }
                }
            }
        }
    }
}
