import TaskDraftKit
import TaskDraftModels

/// The Polish wording of what `skills` says.
extension SkillsMessage {
    var polish: String {
        switch self {
        case .searched(let directories): return "Przeszukano: " + directories
        case .totals(let terms, let keptNames, let workdayEnds):
            return "\(terms) \(Polish.plural(terms, "termin", "terminy", "terminów")) słownika, "
                + "\(keptNames) \(Polish.plural(keptNames, "nazwa", "nazwy", "nazw")) bez tłumaczenia, dzień pracy kończy się o \(workdayEnds)"
        case .noProblems(let files): return "\(files) \(Polish.plural(files, "plik", "pliki", "plików")) Skills, bez błędów."
        case .problem(let file, let line, let message): return "\(file):\(line): " + message.polish
        case .lineIgnored(let problem, let more):
            return "Skills: \(problem) — wiersz pominięty" + (more > 0 ? " (i jeszcze \(more))" : "") + "; uruchom taskdraft skills check"
        case .layer(let layer):
            switch layer {
            case .builtIn: return "wbudowany"
            case .shipped: return "z instalacji"
            case .user: return "twój"
            }
        case .replaces(let layer):
            switch layer {
            case .builtIn: return "zastępuje plik wbudowany"
            case .shipped: return "zastępuje plik z instalacji"
            case .user: return "zastępuje twój plik"
            }
        case .noTerms: return "Brak terminów słownika."
        }
    }
}
