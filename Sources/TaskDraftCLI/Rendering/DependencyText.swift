import TaskDraftKit

/// What a person reads about dependencies: the list's marker on a blocked task, `show`'s lines
/// for what a task waits for and what it blocks, and the card's line for what a draft waits for.
enum DependencyText: LocalizedText, Equatable {
    /// After a blocked task's title in `list` and `next`: the pending tasks it waits for.
    case waitsFor([Int64])
    /// `show`'s heading for the tasks that wait for this one (what it waits for is a field, `FieldLabel.depends`).
    case labelBlocks
    /// A task it depends on, in `show` and on the card: `2 "Book the venue"`, and whether it is done.
    case task(id: Int64, title: String, done: Bool)
    /// A link whose task is not in this database (an id or a UID not found yet).
    case unknownTask(String)

    static let samples: [DependencyText] = [
        .waitsFor([2, 5]), .labelBlocks,
        .task(id: 2, title: "Book the venue", done: false), .task(id: 2, title: "Book the venue", done: true), .unknownTask("#9"),
    ]

    static func ids(_ ids: [Int64]) -> String { ids.map(String.init).joined(separator: ", ") }

    /// A draft's links as the card names them: by number, or by UID until the store finds the task.
    static func links(_ links: [TaskLink]) -> String {
        links.map { $0.id > 0 ? "#\($0.id)" : TerminalText.line($0.uid) }.joined(separator: ", ")
    }
}
