import TaskDraftKit
import TaskDraftModels

/// The Russian wording of what `skills` says.
extension SkillsMessage {
    var russian: String {
        switch self {
        case .searched(let directories): return "Просмотрены папки: " + directories
        case .totals(let terms, let keptNames, let workdayEnds):
            return "\(terms) \(Russian.plural(terms, "термин", "термина", "терминов")) словаря, "
                + "\(keptNames) \(Russian.plural(keptNames, "имя", "имени", "имён")) без перевода, рабочий день кончается в \(workdayEnds)"
        case .noProblems(let files): return "\(files) \(Russian.plural(files, "файл", "файла", "файлов")) Skills, ошибок нет."
        case .problem(let file, let line, let message): return "\(file):\(line): " + message.russian
        case .lineIgnored(let problem, let more):
            return "Skills: \(problem) — строка пропущена" + (more > 0 ? " (и ещё \(more))" : "") + "; запустите taskdraft skills check"
        case .layer(let layer):
            switch layer {
            case .builtIn: return "встроенный"
            case .shipped: return "из поставки"
            case .user: return "ваш"
            }
        case .replaces(let layer):
            switch layer {
            case .builtIn: return "заменяет встроенный файл"
            case .shipped: return "заменяет файл из поставки"
            case .user: return "заменяет ваш файл"
            }
        case .noTerms: return "Терминов словаря нет."
        }
    }
}
