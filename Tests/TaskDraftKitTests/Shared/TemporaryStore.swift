import Foundation
@testable import TaskDraftKit

/// A real SQLite file in a fresh temporary directory, removed when the test is done.
final class TemporaryStore {
    let directory: String
    let path: String
    let store: TaskStore
    let planner: Planner
    var now: Instant

    static let moscow = Zone.named("Europe/Moscow")!

    /// 2026-12-02 10:00 in Moscow, a Wednesday.
    static let wednesdayMorning = Instant(seconds: 1_796_194_800)

    init(now: Instant = TemporaryStore.wednesdayMorning, policy: Policy = .standard) throws {
        directory = NSTemporaryDirectory() + "taskdraft-kit-\(UUID().uuidString)"
        path = directory + "/tasks.db"
        self.now = now
        store = try TaskStore(path: path, zone: Self.moscow, now: now)
        // Weak: the planner's clock is held by the planner this object holds, and a strong
        // reference back would keep the object, and so its directory, past the test.
        nonisolated(unsafe) weak var box: TemporaryStore?
        planner = Planner(store: store, policy: policy, clock: { box?.now ?? now })
        box = self
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func create(_ title: String, due: Due? = nil, tags: [String] = [], key: String? = nil,
                recurrence: Recurrence? = nil) throws -> Task {
        try CreateTaskIntent(draft: TaskDraft(title: title, due: due, tags: tags, recurrence: recurrence), idempotencyKey: key)
            .perform(in: planner, caller: .human, confirmation: .interactive).task
    }
}
