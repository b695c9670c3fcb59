/// What a draft says of a dependency's words (`DependencyName`) that name several open tasks:
/// none is linked, the words stay in the title, and the person is told which tasks they named
/// and how to name one.
public enum DependencyNameWarning: DraftWarningMessage {
    /// The phrase as written, the tasks it named (at most `DependencyName.shownCandidates`), and
    /// whether it named more than those.
    case several(phrase: String, [NamedTask], more: Bool)

    public static let samples: [DependencyNameWarning] = [
        .several(phrase: "the budget is approved", [NamedTask(id: 3, uid: "a", title: "Approve the budget"),
                                                    NamedTask(id: 5, uid: "b", title: "Approve the budget for 2027")], more: false),
        .several(phrase: "the report", [NamedTask(id: 2, uid: "c", title: "Write the report")], more: true),
    ]

    /// Longest phrase quoted whole: the words of a long sentence are cut, not repeated.
    static let shownPhraseLength = 60

    static func shown(_ phrase: String) -> String {
        phrase.count > shownPhraseLength ? String(phrase.prefix(shownPhraseLength)) + "…" : phrase
    }

    /// The first task's number, for the example of naming one.
    var example: Int64 {
        switch self {
        case .several(_, let tasks, _): return tasks.first?.id ?? 1
        }
    }
}
