import Testing
import TaskDraftKit

/// The names the audit log and the transcript store are typed values: each case is stored as
/// its word and read back as the same case, through a real database where the audit keeps it.
/// (`MessageCatalogueTests` walks each case's wording in English, Russian and Polish.)
@Suite struct AuditNamesTests {
    @Test func everyAuditIntentIsStoredAndReadBackAsItself() throws {
        let t = try TemporaryStore()
        for intent in AuditIntent.samples {
            #expect(AuditIntent(word: intent.word) == intent)
            try t.store.write {
                try t.store.appendAudit(AuditEntry(at: t.now, caller: .script("cron"), intent: intent, taskID: nil, outcome: .ok))
            }
        }
        let stored = try t.store.auditEntries(limit: 100).reversed().map(\.intent)
        #expect(stored == AuditIntent.samples)
    }

    @Test func everyOutcomeAndCallerKindIsStoredAndReadBackAsItself() throws {
        let t = try TemporaryStore()
        let callers: [Caller] = [.human, .script("cron"), .agent("claude#1"), .sync("dav.example.com"), .system("org.gnome.Shell")]
        #expect(Set(callers.map(\.kind)) == Set(CallerKind.allCases))
        for (outcome, caller) in zip(AuditOutcome.allCases, callers + callers + callers) {
            try t.store.write {
                try t.store.appendAudit(AuditEntry(at: t.now, caller: caller, intent: .list, taskID: nil, outcome: outcome))
            }
        }
        let stored = try t.store.auditEntries(limit: 100).reversed()
        #expect(stored.map(\.outcome) == AuditOutcome.allCases)
        #expect(stored.map(\.caller.kind) == Array((callers + callers + callers).prefix(AuditOutcome.allCases.count)).map(\.kind))
    }

    @Test func everyDecisionIsStoredAndReadBackAsItself() {
        for decision in TranscriptDecision.samples {
            let entry = TranscriptEntry.decision(decision, detail: "draft 1", at: TemporaryStore.wednesdayMorning)
            #expect(entry.content["decision"] == .string(decision.word))
            #expect(entry.decision == decision)
        }
        #expect(TranscriptEntry.prompt("Gym", at: TemporaryStore.wednesdayMorning).decision == nil)
    }
}
