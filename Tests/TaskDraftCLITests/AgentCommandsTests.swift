import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// The commands of the agent surface: `mcp` serves, `audit` shows what agents did.
@Suite struct AgentCommandsTests {
    @Test func theCommandsExistWithHelp() throws {
        for name in ["mcp", "audit"] {
            let command = try #require(CLI.parser.command(named: name))
            #expect(!command.abstract.english.isEmpty)
        }
        #expect(CLI.helpRenderer.help(for: try #require(CLI.parser.command(named: "mcp"))).contains("claude mcp add"))
    }

    @Test func auditRejectsAnUnknownCallerKind() {
        #expect(throws: UsageError.self) { try CLI.parser.parse(["audit", "--caller", "robot"]) }
    }

    @Test func theAuditTableShowsEveryColumnAndFitsTheWidth() {
        let zone = Zone.named("Europe/Moscow")!
        let entries = [
            AuditEntry(at: Instant(seconds: 1_796_194_800), caller: .agent("claude-code#3fa2c1"), intent: .action(.delete), taskID: 3,
                       outcome: .needsConfirmation, detail: "delete needs a person's confirmation and a very long tail of words"),
            AuditEntry(at: Instant(seconds: 1_796_194_860), caller: .human, intent: .action(.create), taskID: 4, outcome: .ok),
        ]
        let text = AuditCommand.render(entries, zone: zone, width: 100, style: Style(enabled: false))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("When"))
        #expect(lines[1].contains("2026-12-02 10:00:00") && lines[1].contains("agent:claude-code#3fa2c1"))
        #expect(lines[1].contains("needs_confirmation"))
        #expect(lines.allSatisfy { String($0).terminalWidth <= 100 })
        #expect(AuditCommand.render([], zone: zone, width: 80, style: Style(enabled: false)) == "The audit log is empty.\n")
    }
}
