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
    /// On the card, the task the words named by its title ("after the budget is approved"):
    /// `Approve the budget (#7)`, the title as the person knows it, the number as they type it.
    case named(id: Int64, title: String)

    static let samples: [DependencyText] = [
        .waitsFor([2, 5]), .labelBlocks,
        .task(id: 2, title: "Book the venue", done: false), .task(id: 2, title: "Book the venue", done: true), .unknownTask("#9"),
        .named(id: 7, title: "Approve the budget"),
    ]

    static func ids(_ ids: [Int64]) -> String { ids.map(String.init).joined(separator: ", ") }

    /// A draft's links as the card names them: by number, or by UID until the store finds the
    /// task; the one its words named by title (`named`) by that title and its number.
    static func links(_ links: [TaskLink], named: NamedTask? = nil, language: Language = .english) -> String {
        links.map { link in
            if let named, link.id == named.id { return Self.named(id: named.id, title: TerminalText.line(named.title)).text(in: language) }
            return link.id > 0 ? "#\(link.id)" : TerminalText.line(link.uid)
        }.joined(separator: ", ")
    }
}
