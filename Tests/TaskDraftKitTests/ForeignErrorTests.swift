import Testing
@testable import TaskDraftKit

/// An error neither the domain's nor the store's, thrown from a body the domain runs in a
/// transaction: it rolls the write back and arrives as a typed `IntentError.foreign` (which
/// the surfaces report as a failure), never a trap.
@Suite struct ForeignErrorTests {
    struct PluginFailure: Error, CustomStringConvertible {
        var description: String { "the plug-in gave up" }
    }

    static func auditRow(_ t: TemporaryStore) -> AuditEntry {
        AuditEntry(at: t.now, caller: .human, intent: .action(.create), taskID: nil, outcome: .ok, detail: "written inside")
    }

    @Test func throughTheStoreItRollsBackAndArrivesAsThrown() throws {
        let t = try TemporaryStore()
        #expect(throws: PluginFailure.self) {
            try t.store.write {
                try t.store.appendAudit(Self.auditRow(t))
                throw PluginFailure()
            }
        }
        #expect(try t.store.auditEntries(limit: 10).isEmpty)
    }

    @Test func throughThePlannerItIsAForeignIntentError() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.foreign(ForeignFailure(PluginFailure()))) {
            try t.planner.transaction {
                try t.store.appendAudit(Self.auditRow(t))
                throw PluginFailure()
            }
        }
        #expect(try t.store.auditEntries(limit: 10).isEmpty)
        // The same mapping outside a transaction (dependency resolution runs its body so).
        #expect(throws: IntentError.foreign(ForeignFailure(PluginFailure()))) {
            try t.planner.withStoreErrors { () throws -> Int in throw PluginFailure() }
        }
    }

    @Test func theDomainsAndTheStoresOwnErrorsKeepTheirCases() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.notFound(3)) { try t.planner.withStoreErrors { () throws -> Int in throw IntentError.notFound(3) } }
        let busy = StoreError(kind: .busy, path: t.path, code: 5, message: "database is locked")
        #expect(throws: IntentError.store(busy)) { try t.planner.withStoreErrors { () throws -> Int in throw busy } }
    }

    @Test func theFailureNamesTheErrorAndIsAnErrorInTheAudit() {
        let failure = ForeignFailure(PluginFailure())
        #expect(failure.detail == "PluginFailure: the plug-in gave up")
        for language in Language.allCases { #expect(failure.text(in: language).hasSuffix(": PluginFailure: the plug-in gave up")) }
        #expect(IntentError.foreign(failure).auditOutcome == .error)
        #expect(IntentError.foreign(failure).description == failure.english)
    }
}
