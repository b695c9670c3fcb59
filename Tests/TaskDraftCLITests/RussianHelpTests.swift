import Testing
@testable import TaskDraftCLI

/// Help is generated from the command table's English; its Russian lives in the catalogue,
/// keyed by that English. A command, option or argument whose text is new or changed has
/// no Russian until someone writes it: this test names each one.
@Suite struct RussianHelpTests {
    @Test func everyHelpTextOfTheCommandTableHasItsRussian() {
        var texts: [String] = []
        for command in CLI.commands where !command.hidden {
            texts.append(command.abstract)
            if let discussion = command.discussion { texts.append(discussion) }
            texts += command.arguments.map(\.help)
            for option in command.options { texts += [option.help] + (option.defaultText.map { [$0] } ?? []) }
        }
        for option in CommonOptions.global { texts += [option.help] + (option.defaultText.map { [$0] } ?? []) }
        let missing = texts.filter { Message.russianHelp[$0] == nil }
        #expect(missing == [], "no Russian for: \(missing)")
        // And none is left over from text the table no longer has.
        let unused = Set(Message.russianHelp.keys).subtracting(texts)
        #expect(unused.isEmpty, "Russian for text no command has: \(unused)")
    }

    @Test func theHelpOfEveryCommandIsRussianUnderARussianLocale() {
        for command in CLI.commands where !command.hidden {
            let help = CLI.helpRenderer.help(for: command, language: .russian)
            #expect(help.hasPrefix("ОПИСАНИЕ: " + Message.russianHelp[command.abstract, default: "?"]), "\(command.name)")
            #expect(CLI.helpRenderer.help(for: command) == CLI.helpRenderer.help(for: command, language: .english))
        }
    }
}
