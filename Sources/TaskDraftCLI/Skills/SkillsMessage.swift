import TaskDraftKit
import TaskDraftModels

/// What `skills` says, and the warning any command gives when a Skills line is refused: the
/// folders searched, each file's layer, the totals, each problem. Worded in
/// `SkillsMessage+English`, `+Russian` and `+Polish`.
enum SkillsMessage: LocalizedText {
    case searched(String), totals(terms: Int, keptNames: Int, workdayEnds: String), noProblems(files: Int)
    case problem(file: String, line: Int, SkillsProblem), lineIgnored(String, more: Int)
    /// A Skills layer's name (`built in`), and what a file of it replaces.
    case layer(SkillsLoader.Layer), replaces(SkillsLoader.Layer), noTerms

    static let samples: [SkillsMessage] = [
        .searched("/home/ann/.config/taskdraft/skills"), .totals(terms: 12, keptNames: 3, workdayEnds: "18:00"),
        .noProblems(files: 2), .problem(file: "vocabulary.md", line: 4, SkillsProblem.samples[0]),
        .lineIgnored("vocabulary.md:4", more: 2), .lineIgnored("vocabulary.md:4", more: 0), .noTerms,
    ] + SkillsLoader.Layer.allCases.flatMap { [SkillsMessage.layer($0), .replaces($0)] }
}
