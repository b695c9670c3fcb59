import Foundation
import Testing
@testable import TaskDraftKit

/// A search reads its matches in one of two ways (`TaskStore.matchesSortedAtMost`): a word in
/// many tasks walks the agenda index, a word in few sorts its matches. Both list the tasks
/// `list` shows without the word, in the same agenda order, statuses filtered alike.
@Suite struct SearchOrderTests {
    @Test func aSearchListsInAgendaOrderWhetherItFindsFewTasksOrMany() throws {
        let t = try TemporaryStore()
        let today = TemporaryStore.moscow.date(of: t.now)
        let count = TaskStore.matchesSortedAtMost + 200
        try t.store.db.write { () throws(StoreError) in
            for i in 0..<count {
                // Deadlines, priorities and statuses spread so that id order is not agenda order.
                let task = Task(id: 0, uuid: RandomID.uuid(), title: i % 50 == 7 ? "Call the dentist \(i)" : "Report \(i)",
                                status: i % 9 == 0 ? .done : .pending, priority: Priority.allCases[i % 4],
                                due: i % 4 == 0 ? nil : .date(today.adding(days: (i * 7919) % 40)),
                                createdAt: t.now, modifiedAt: t.now)
                _ = try t.store.insert(task)
            }
        }
        let pending = try t.store.tasks(matching: TaskFilter(statuses: [.pending]), now: t.now)
        let reports = pending.filter { $0.title.hasPrefix("Report") }
        let dentists = pending.filter { $0.title.contains("dentist") }
        #expect(reports.count >= TaskStore.matchesSortedAtMost && dentists.count > 10)
        #expect(dentists.map(\.id) != dentists.map(\.id).sorted(), "agenda order differs from id order")

        let many = try t.store.tasks(matching: TaskFilter(statuses: [.pending], text: "reports", limit: 50), now: t.now)
        #expect(many.map(\.id) == reports.prefix(50).map(\.id))
        let few = try t.store.tasks(matching: TaskFilter(statuses: [.pending], text: "dentists", limit: 50), now: t.now)
        #expect(few.map(\.id) == dentists.map(\.id))
        let fewFirst = try t.store.tasks(matching: TaskFilter(statuses: [.pending], text: "dentist", limit: 3), now: t.now)
        #expect(fewFirst.map(\.id) == dentists.prefix(3).map(\.id))
        let none = try t.store.tasks(matching: TaskFilter(statuses: [.pending], text: "plumber"), now: t.now)
        #expect(none.isEmpty)
    }
}
