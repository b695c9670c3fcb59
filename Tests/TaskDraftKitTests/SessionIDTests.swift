import Testing
@testable import TaskDraftKit

/// Session ids carry the minute they started and enough randomness that a script's burst of
/// commands in one minute never collides (a collision fails the command's commit).
@Suite struct SessionIDTests {
    @Test func fiveThousandSessionsInOneMinuteAreDistinct() throws {
        let t = try TemporaryStore()
        var ids = Set<String>()
        try t.store.write {
            for _ in 0..<5_000 {
                ids.insert(try t.store.createSession(caller: .script("burst"), backend: nil, now: t.now).id)
            }
        }
        #expect(ids.count == 5_000)
        #expect(ids.allSatisfy { $0.hasPrefix("20261202-1000-") })
    }
}
