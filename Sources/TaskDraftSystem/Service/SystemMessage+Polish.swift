import TaskDraftKit

/// The Polish of `SystemMessage`, for a caller in a `pl_…` locale.
extension SystemMessage {
    var polish: String {
        switch self {
        case .noTask(let id): return "Nie ma zadania \(id)."
        case .refused(let refusal): return Self.polish(refusal)
        case .needsConfirmation(let action):
            return "\(action.polishAct.capitalizingFirst) wymaga potwierdzenia przez człowieka; nic nie zmieniono."
        case .rateLimited(let seconds): return "Za dużo zmian w ciągu minuty; spróbuj ponownie za \(seconds) s."
        // The draft's own words for what is wrong with it (`DraftError`), as every surface says them.
        case .invalidDraft(let error): return "Szkic jest nieprawidłowy: " + error.polish + "."
        case .nothingToUndo: return "Nie ma czego cofnąć."
        case .parent(let problem): return problem.polish
        case .busy: return "Baza zadań jest zajęta zapisem innego procesu; spróbuj ponownie."
        case .storeFailed(let error): return "Błąd bazy zadań: " + error.polish
        case .foreign(let failure): return failure.polish
        case .backendFailed(let error):
            switch error.kind {
            case .timeout: return "Model do szkiców nie odpowiedział na czas: " + error.text(in: .polish)
            case .invalidResponse: return "Nie udało się odczytać odpowiedzi modelu do szkiców: " + error.text(in: .polish)
            case .unavailable, .http, .transport, .cancelled: return "Model do szkiców jest niedostępny: " + error.text(in: .polish)
            }
        case .wordsTooLong(let n):
            return "Tekst ma \(n) \(Polish.plural(n, "znak", "znaki", "znaków")); naraz przygotowuje się najwyżej \(TaskDraft.maximumWordsLength)."
        case .emptyKey: return "idempotency_key jest pusty: daj każdej zmianie własny klucz (UUID), a przy powtórzeniu ten sam."
        case .unknownOption(let key, let known): return "nieznany klucz „\(key)” (znane: " + known.joined(separator: ", ") + ")"
        case .badOption(let key, let expected): return "„\(key)” musi być typu \(expected)"
        case .notAChoice(let key, let choices):
            let quoted = choices.map { "„\($0)”" }
            return "„\(key)” musi mieć wartość " + (quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " albo " : "")
                + (quoted.last ?? "")
        case .badFilter(let problem): return Self.polish(problem)
        case .noSuchResult(let id): return "Nie ma wyniku wyszukiwania „\(id)” (wyszukaj ponownie)."
        case .unknownMethod(let name): return "Nie ma tu metody \(name)."
        case .wrongArguments(let method, let expected, let got): return "\(method) przyjmuje argumenty typu „\(expected)”, a nie „\(got)”."
        }
    }

    private static func polish(_ refusal: Policy.Refusal) -> String {
        switch refusal {
        case .desktopNeedsPerson(let action):
            return "\(action.polishAct.capitalizingFirst) z pulpitu wymaga człowieka: uruchom `taskdraft \(action.rawValue)` w terminalu."
        case .changeMadeByAnother(let owner):
            return "Ostatnią zmianę zrobił ktoś inny (\(owner.text(in: .polish))); stąd można cofnąć tylko własną zmianę. Nic nie zmieniono."
        case .keyUsedForAnotherTask(let id):
            return "Tego klucza idempotencji użyto już dla zadania \(id); nowe wywołanie potrzebuje nowego klucza."
        case .syncAppliesChangesOnly: return "Synchronizacja tylko stosuje zmiany z serwera."
        case .agentsMayNotDelete: return "Agentom nie wolno tu usuwać zadań."
        case .agentsCannotUndo: return "Agenci nie mogą cofać zmian."
        case .agentsCannotImport: return "Agenci nie mogą uruchamiać importu."
        case .agentsCannotSync: return "Agenci nie mogą uruchamiać synchronizacji."
        case .onlyPersonManagesTokens: return "Tokeny agentów tworzy i odwołuje tylko człowiek."
        case .onlyPersonReviewsProposals: return "Propozycje rozpatruje tylko człowiek."
        case .tokenMayOnlyRead: return "Token tego agenta pozwala tylko czytać."
        // Agents' tokens and proposals: the desktop never meets them; the domain's own words.
        case .onlyAgentsPropose, .cannotBeProposed, .tooManyProposalsWaiting, .noSuchProposal, .proposalNotPending,
             .nothingToEditInProposal, .tokenNameTaken, .noLiveTokenNamed, .badTokenName:
            return refusal.polish
        }
    }

    private static func polish(_ problem: TaskFilter.Problem) -> String {
        switch problem {
        case .status(let value): return "status „\(value)”: oczekiwano pending, done, deleted albo all"
        case .due(let value):
            return "due „\(value)”: oczekiwano jednej z wartości " + TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ")
        case .priority(let value): return "priority „\(value)”: oczekiwano high, medium, low albo none"
        case .noDate(let key, let value): return "\(key) „\(value)” to nie data ani godzina"
        case .sort(let value): return "sort „\(value)”: oczekiwano jednej z wartości " + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ")
        case .limit(let value): return "limit „\(value)” to nie liczba całkowita"
        case .notAFilter(let key, _): return "nie ma filtra „\(key)”"
        }
    }
}
