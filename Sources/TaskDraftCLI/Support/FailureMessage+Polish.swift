import TaskDraftKit
import TaskDraftModels

/// The Polish wording of what any command can meet.
extension FailureMessage {
    var polish: String {
        switch self {
        case .needsPersonConfirmation(let action): return "\(action.polishAct.capitalizingFirst) wymaga potwierdzenia przez człowieka; nic nie zmieniono"
        case .needsConfirmation(let action):
            return "\(action.polishAct.capitalizingFirst) wymaga potwierdzenia: uruchom polecenie w terminalu albo dodaj --yes; nic nie zmieniono"
        case .noTask(let id): return "nie ma zadania \(id)"
        case .intentRefused(let reason): return reason.polish + "; nic nie zmieniono"
        case .invalidTask(let error): return "zadanie się nie nadaje: " + error.polish
        case .tooManyChanges(let seconds): return "za dużo zmian w ciągu minuty; spróbuj ponownie za \(seconds) s"
        case .invalidNothingWritten(let error): return FailureMessage.invalidTask(error).polish + "; nic nie zapisano"
        case .dependencyNothingWritten(let problem): return problem.polish + "; nic nie zapisano"
        case .storeFailed(let error): return error.polish
        case .configFailed(let failure): return "plik ustawień \(failure.path): " + failure.problem.polish
        case .recurrenceRule(let error): return "powtarzanie: " + error.polish
        case .backendFailed(let error): return error.text(in: .polish)
        case .unknownBackend(let name, let known): return "nieznany model „\(name)” (znane: " + known.joined(separator: ", ") + ")"
        case .unknownReviewBackend(let name, let known):
            return "config.json phases.review: nieznany model „\(name)” (znane: " + known.joined(separator: ", ") + ")"
        case .cannotCreateTemporaryFile(let directory, let reason): return "nie można utworzyć pliku tymczasowego w \(directory): " + reason.polish
        case .cannotWriteTemporaryFile(let reason): return "nie można zapisać pliku tymczasowego importu: " + reason.polish
        case .cannotReadTemporaryFile(let reason):
            return "nie można odczytać pliku tymczasowego importu; nic więcej nie zostanie zaimportowane" + (reason.map { ": " + $0.polish } ?? "")
        case .cannotWatch(let directory, let reason): return "nie można śledzić zmian w \(directory): " + reason.polish
        case .cannotWriteStandardOutput(let reason): return "nie można pisać na standardowe wyjście: " + reason.polish
        case .noLibdbus: return "libdbus-1 nie jest zainstalowana (Debian: libdbus-1-3); usługa D-Bus nie może wystartować"
        case .busUnavailable(let failure): return "usługa D-Bus nie może wystartować: " + failure.reason(in: .polish)
        case .warningLabel: return "ostrzeżenie: "
        }
    }
}
