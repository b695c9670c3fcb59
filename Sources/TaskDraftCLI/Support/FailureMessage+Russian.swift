import TaskDraftKit
import TaskDraftModels

/// The Russian wording of what any command can meet.
extension FailureMessage {
    var russian: String {
        switch self {
        case .needsPersonConfirmation(let action): return "\(action.russianAct.capitalizingFirst) требует подтверждения человека; ничего не изменено"
        case .needsConfirmation(let action):
            return "\(action.russianAct.capitalizingFirst) требует подтверждения: запустите команду в терминале или добавьте --yes; ничего не изменено"
        case .noTask(let id): return "нет задачи \(id)"
        case .intentRefused(let reason): return reason.russian + "; ничего не изменено"
        case .invalidTask(let error): return "задача не годится: " + error.russian
        case .tooManyChanges(let seconds): return "слишком много изменений за минуту; попробуйте снова через \(seconds) с"
        case .invalidNothingWritten(let error): return FailureMessage.invalidTask(error).russian + "; ничего не записано"
        case .dependencyNothingWritten(let problem): return problem.russian + "; ничего не записано"
        case .storeFailed(let error): return error.russian
        case .configFailed(let failure): return "файл настроек \(failure.path): " + failure.problem.russian
        case .recurrenceRule(let error): return "повтор: " + error.russian
        case .backendFailed(let error): return error.text(in: .russian)
        case .unknownBackend(let name, let known): return "неизвестная модель «\(name)» (известные: " + known.joined(separator: ", ") + ")"
        case .unknownReviewBackend(let name, let known):
            return "config.json phases.review: неизвестная модель «\(name)» (известные: " + known.joined(separator: ", ") + ")"
        case .cannotCreateTemporaryFile(let directory, let reason): return "не удаётся создать временный файл в \(directory): " + reason.russian
        case .cannotWriteTemporaryFile(let reason): return "не удаётся записать временный файл импорта: " + reason.russian
        case .cannotReadTemporaryFile(let reason):
            return "не удаётся прочитать временный файл импорта; больше ничего не импортируется" + (reason.map { ": " + $0.russian } ?? "")
        case .cannotWatch(let directory, let reason): return "не удаётся следить за изменениями в \(directory): " + reason.russian
        case .cannotWriteStandardOutput(let reason): return "не удаётся писать в стандартный вывод: " + reason.russian
        case .noLibdbus: return "libdbus-1 не установлена (Debian: libdbus-1-3); служба D-Bus не может запуститься"
        case .busUnavailable(let failure): return "служба D-Bus не может запуститься: " + failure.reason(in: .russian)
        case .warningLabel: return "предупреждение: "
        }
    }
}
