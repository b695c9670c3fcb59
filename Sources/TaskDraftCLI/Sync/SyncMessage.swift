import TaskDraftKit
import TaskDraftModels
import TaskDraftSync

/// What `sync` says on a terminal: what it did or would do, a conflict it settled, what it
/// skipped, its state and why it stopped. A case of the terminal's catalogue (`Message.sync`),
/// worded in `SyncMessage+English`, `+Russian` and `+Polish`; `--json` never goes through here.
enum SyncMessage: LocalizedText {
    case summary(dryRun: Bool, name: String, report: SyncReport)
    /// A field both sides changed: the value kept, the side that lost (`server`, `local`, `phone`) and its value.
    case conflict(field: String, kept: String, loser: String, lost: String)
    case skipped(SyncSkip), change(SyncChange)
    case noServer(configPath: String), password(KeyProblem), noTasksCollection
    case neverSynced, state(name: String, server: String, when: String?, total: Int, created: Int, updated: Int, deleted: Int)
    case conflictEntry(when: String, task: String, detail: String)
    case failed(SyncError)
    /// Why a sync stopped, where sync gives the reason as a value.
    case problem(SyncProblem)

    static var samples: [SyncMessage] {
        var report = SyncReport()
        (report.pulled.created, report.pulled.updated, report.pushed.deleted, report.requests) = (2, 1, 1, 5)
        return [
            .summary(dryRun: false, name: "Work", report: report), .summary(dryRun: true, name: "Work", report: report),
            .conflict(field: "due", kept: "2026-12-04", loser: "server", lost: "2026-12-05"),
            .conflict(field: "due", kept: "2026-12-04", loser: "local", lost: "2026-12-05"),
            .skipped(SyncSkip.samples[0]), .change(SyncChange.samples[0]),
            .noServer(configPath: "/home/ann/.config/taskdraft/config.json"), .password(KeyProblem.samples[0]),
            .noTasksCollection, .neverSynced,
            .state(name: "Work", server: "dav.example.org", when: "2026-12-01 10:00", total: 3, created: 1, updated: 1, deleted: 1),
            .state(name: "Work", server: "dav.example.org", when: nil, total: 0, created: 0, updated: 0, deleted: 0),
            .conflictEntry(when: "2026-12-01 10:00", task: "4", detail: "due: 2026-12-05"),
            .failed(SyncError(.server, .serverFailed("PUT"))),
        ] + SyncProblem.samples.map(SyncMessage.problem)
    }

    /// Titles a mass deletion would take, one a line under `heading`, the first `shown` of them.
    static func deletionList(_ titles: [String], _ heading: String, more: (Int) -> String) -> String {
        guard !titles.isEmpty else { return "" }
        let shown = 20
        var text = "\n" + heading
        for title in titles.prefix(shown) { text += "\n  " + TerminalText.line(title) }
        if titles.count > shown { text += "\n  " + more(titles.count - shown) }
        return text
    }
}
