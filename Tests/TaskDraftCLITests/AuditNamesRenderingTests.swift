import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// What `audit` shows, in each language: the names are typed values the surface words.
@Suite struct AuditNamesRenderingTests {
    static let zone = Zone.named("Europe/Moscow")!

    @Test func theAuditTableWordsEveryActionAndOutcomeInTheTerminalsLanguage() {
        let intents = AuditIntent.samples
        let outcomes = AuditOutcome.allCases
        let count = max(intents.count, outcomes.count)
        let entries = (0..<count).map { i in
            AuditEntry(at: Instant(seconds: 1_796_194_800 + Int64(i)), caller: .script("cron"), intent: intents[i % intents.count],
                       taskID: nil, outcome: outcomes[i % outcomes.count])
        }
        for language in Language.allCases {
            let text = AuditCommand.render(entries, zone: Self.zone, width: 200, style: Style(enabled: false), language: language)
            // Newest first, as the store returns them; here in the order given.
            let rows = text.split(separator: "\n").dropFirst().map(String.init)
            #expect(rows.count == count)
            for (row, entry) in zip(rows, entries) {
                #expect(row.contains(entry.intent.text(in: language)), "\(language): \(row)")
                #expect(row.contains(entry.outcome.text(in: language)), "\(language): \(row)")
                #expect(row.contains(CallerKind.script.text(in: language) + ":cron"), "\(language): \(row)")
            }
        }
        let russian = AuditCommand.render(entries, zone: Self.zone, width: 200, style: Style(enabled: false), language: .russian)
        #expect(!russian.contains("needs_confirmation") && !russian.contains("script:") && !russian.contains(" delete "))
    }
}
