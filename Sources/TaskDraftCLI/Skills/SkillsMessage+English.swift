import TaskDraftKit
import TaskDraftModels

/// The English wording of what `skills` says.
extension SkillsMessage {
    var english: String {
        switch self {
        case .searched(let directories): return "Searched: " + directories
        case .totals(let terms, let keptNames, let workdayEnds):
            return "\(terms) vocabulary \(English.plural(terms, "term", "terms")), \(keptNames) kept \(English.plural(keptNames, "name", "names")), workday ends \(workdayEnds)"
        case .noProblems(let files): return "\(files) Skills \(English.plural(files, "file", "files")), no problems."
        case .problem(let file, let line, let message): return "\(file):\(line): " + message.english
        case .lineIgnored(let problem, let more):
            return "Skills: \(problem) — ignored" + (more > 0 ? " (and \(more) more)" : "") + "; run 'taskdraft skills check'"
        case .layer(let layer):
            switch layer {
            case .builtIn: return "built in"
            case .shipped: return "shipped"
            case .user: return "yours"
            }
        case .replaces(let layer):
            switch layer {
            case .builtIn: return "replaces the built-in file"
            case .shipped: return "replaces the shipped file"
            case .user: return "replaces your file"
            }
        case .noTerms: return "No vocabulary terms."
        }
    }
}
