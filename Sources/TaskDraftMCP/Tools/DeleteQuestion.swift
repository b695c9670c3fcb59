import TaskDraftKit

/// The sentences of the question `delete_task` puts to the person through their client (a
/// form the client shows them), worded in the language of the person who started the server
/// (`ServerIdentity.language`): English, Russian and Polish catalogues beside it.
public enum DeleteQuestion: LocalizedText, Equatable {
    /// An agent (the client's name) asks to delete the task (its id, title, due as written).
    case asks(client: String, task: Int64, title: String, due: String?)
    case lastSeenAs(String)
    case createdByAgents
    case latestChanges([Change])
    case deleteIt
    /// The form's title.
    case formTitle(Int64)

    /// One change in the task's history: when, by whom, what.
    public struct Change: Equatable, Sendable {
        public var at: String
        public var who: Who
        public var what: What
    }

    /// Who made a change, as the person tells their own surfaces from agents.
    public enum Who: Equatable, Sendable {
        case you, script(String), sync(String), desktop(String), agent(String, via: String)
    }

    /// What a change did, with the title's change when it has one.
    public enum What: Equatable, Sendable {
        /// The intent is the undo log's name for the change, worded as the audit words it.
        case created(title: String), retitled(AuditIntent, from: String, to: String), other(AuditIntent)
    }

    public static let samples: [DeleteQuestion] = [
        .asks(client: "claude-code", task: 7, title: "Gym", due: nil), .asks(client: "claude-code", task: 7, title: "Gym", due: "2026-12-05"),
        .lastSeenAs("Gym"), .createdByAgents,
        .latestChanges([
            Change(at: "2026-12-04T10:00:00+03:00", who: .you, what: .created(title: "Gym")),
            Change(at: "2026-12-04T11:00:00+03:00", who: .script("cron"), what: .other(.action(.complete))),
            Change(at: "2026-12-04T12:00:00+03:00", who: .sync("dav.example.com"), what: .other(.action(.edit))),
            Change(at: "2026-12-04T13:00:00+03:00", who: .desktop("org.gnome.Shell"), what: .other(.other("archive"))),
            Change(at: "2026-12-04T14:00:00+03:00", who: .agent("claude#1", via: "stdio"),
                   what: .retitled(.action(.edit), from: "Gym", to: "Duplicate, safe to delete")),
        ]),
        .deleteIt, .formTitle(7),
    ]
}
