import Foundation
import Testing
@testable import TaskDraftCLI

/// The man pages are generated from the command table and the README: every command and
/// option is documented, and the text is valid roff.
@Suite struct ManualPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func sectionOneHasEveryCommandAndOption() {
        let page = ManualPage.commandPage(help: CLI.helpRenderer, date: CLI.releaseDate)
        for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"] {
            #expect(page.contains(".SH \(heading)\n"), "no \(heading)")
        }
        for command in CLI.commands {
            #expect(page.contains(".SS \(Roff.text(command.name))\n") != command.hidden, "\(command.name)")
            for alias in command.aliases { #expect(page.contains(alias), "alias \(alias)") }
            for option in command.options + CommonOptions.global {
                #expect(page.contains("\\fB\\-\\-" + Roff.text(option.long) + "\\fR"), "--\(option.long)")
            }
        }
        for code in ExitCode.allCases { #expect(page.contains(".B \(code.rawValue)\n")) }
        for variable in ["TASKDRAFT_DB", "TASKDRAFT_NOW", "TASKDRAFT_REGION", "TASKDRAFT_BACKEND", "NO_COLOR"] {
            #expect(page.contains(".B \(Roff.text(variable))\n"), "\(variable)")
        }
    }

    @Test func sectionFiveHasEveryConfigKeyOfTheReadme() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let skills = try String(contentsOf: Self.root.appendingPathComponent("Skills/README.md"), encoding: .utf8)
        let page = ManualPage.configPage(readme: readme, skillsReadme: skills, version: CLI.version, date: CLI.releaseDate)
        let table = try #require(MarkdownSections(readme).section("config.json")?.tables.first)
        #expect(table.count > 10)
        for row in table.dropFirst() { #expect(page.contains(Roff.markdown(row[0])), "\(row[0])") }
        for heading in ["KEYS", "PRESETS", "POLICY", "SKILLS FILES", "FILES"] { #expect(page.contains(".SH \(heading)\n")) }
        #expect(page.contains(".SS vocabulary\\-*.md \\[u2014] terms"))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func roffEscapes() {
        #expect(Roff.text(".hidden request") == "\\&.hidden request")
        #expect(Roff.text("a\\b-c") == "a\\eb\\-c")
        #expect(Roff.text("ё") == "\\[u0451]")
        #expect(Roff.markdown("`--db` and **bold** [link](#x)") == "\\fB\\-\\-db\\fR and \\fBbold\\fR link")
    }
}
