/// Why a task cannot depend on the tasks it was given (`depends:`, `--depends`, "after task 3",
/// an agent's `depends`, an imported file's links): every surface refuses the change with
/// this, and nothing is written (`IntentError.relation`; the CLI exits 2).
public enum DependencyProblem: LocalizedText, Hashable {
    /// A task named as its own dependency.
    case itself(Int64)
    /// The links would close a loop; the ids in order, first and last the same: each waits for
    /// the next (3 → 5 → 4 → 3: 3 waits for 5, which waits for 4, which waits for 3).
    case cycle([Int64])
    /// No task (or a deleted one) with this id.
    case noTask(Int64)
    /// No task with this UID.
    case noUID(String)
    /// More links than `TaskLink.maximumDepends`.
    case tooMany(Int, most: Int)

    /// The word a script switches on (`--json`'s error `code`).
    public var code: String { "dependency" }

    public static let samples: [DependencyProblem] = [
        .itself(3), .cycle([3, 5, 4, 3]), .noTask(9), .noUID("b7f3c2e0-1d4a-4e5b-9c6d-7e8f9a0b1c2d"),
        .tooMany(1_200, most: TaskLink.maximumDepends),
    ]

    /// The loop as a person reads it: `3 → 5 → 4 → 3`.
    static func path(_ ids: [Int64]) -> String { ids.map(String.init).joined(separator: " → ") }
}
