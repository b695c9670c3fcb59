import Foundation
import Testing
@testable import TaskDraftKit

/// `next` weighs only the tasks that can make its rows; these check that what it leaves out
/// could never have been there: the first N by urgency are the first N of weighing every task,
/// among tasks with a start (past and to come), tags of their own weight, and links.
@Suite struct UrgencyRankingTests {
    private func seeded(_ count: Int) throws -> TemporaryStore {
        let t = try TemporaryStore()
        var rng = SystemRandomNumberGenerator()
        let now = t.now.seconds
        var ids: [Int64] = []
        do {
            for i in 0..<count {
                var task = Task(id: 0, uuid: UUID().uuidString, title: "Task \(i)",
                                priority: Priority.allCases[Int.random(in: 0..<4, using: &rng)],
                                createdAt: Instant(seconds: now - Int64.random(in: 0...(500 * 86_400), using: &rng)),
                                modifiedAt: Instant(seconds: now))
                if i % 4 != 0 {
                    task.due = .dateTime(ZonedDateTime(local: TemporaryStore.moscow.zoned(
                        Instant(seconds: now + Int64.random(in: (-20 * 86_400)...(60 * 86_400), using: &rng))).local, offset: 3 * 3600))
                }
                if i % 7 == 0 { task.project = "work" }
                if i % 5 == 0 { task.tags = ["work"] }
                if i % 97 == 0 { task.tags.append("next") }
                if i % 89 == 0 { task.tags.append("someday") }
                if i % 13 == 0 { task.start = .date(CivilDate(year: 2026, month: 11, day: Int.random(in: 1...30, using: &rng))) }
                if i % 6 == 1 { task.start = .date(CivilDate(year: 2026, month: 12, day: Int.random(in: 1...31, using: &rng))) }
                ids.append(try t.store.insert(task).id)
            }
            // One task in eight waits for an earlier one: blocking the one, blocked itself.
            for i in stride(from: 8, to: count, by: 8) {
                try t.store.addDependency(of: ids[i], on: ids[Int.random(in: 0..<i, using: &rng)], position: 0)
            }
        }
        return t
    }

    private func ranked(_ t: TemporaryStore, limit: Int?, _ c: UrgencyCoefficients) throws -> [(Int64, Double)] {
        var filter = TaskFilter(limit: limit)
        filter.order = .urgency
        return try t.store.scoredTasks(matching: filter, now: t.now, coefficients: c).map { ($0.task.id, $0.urgency) }
    }

    @Test(arguments: [5, 25, 101])
    func theFirstRowsAreTheFirstOfAll(limit: Int) throws {
        let t = try seeded(3_000)
        var weighted = UrgencyCoefficients.standard
        weighted.tagCoefficients["someday"] = -20
        var flat = UrgencyCoefficients.standard
        flat.due = 0.5
        for c in [UrgencyCoefficients.standard, weighted, flat] {
            let all = try ranked(t, limit: nil, c)
            #expect(all.count == 3_000)
            #expect(zip(all, all.dropFirst()).allSatisfy { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) })
            let first = try ranked(t, limit: limit, c)
            #expect(first.map(\.0) == all.prefix(limit).map(\.0))
            #expect(first.map(\.1) == all.prefix(limit).map(\.1))
        }
    }

    @Test func theDueFactorIsTaskwarriorsAndBoundsWhatIsRead() throws {
        let now = Instant(seconds: 1_796_194_800)
        #expect(TaskStore.latestDue(reaching: 13, coefficient: 12, now: now) == TaskStore.DueBound.none)
        #expect(TaskStore.latestDue(reaching: 2, coefficient: 12, now: now) == .any)
        #expect(TaskStore.latestDue(reaching: -1, coefficient: 12, now: now) == nil)
        #expect(TaskStore.latestDue(reaching: 12, coefficient: 12, now: now) == .atMost(now.seconds - 7 * 86_400 + 1))
    }
}
