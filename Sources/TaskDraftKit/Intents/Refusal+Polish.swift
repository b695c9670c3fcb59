extension Policy.Refusal {
    public var polish: String {
        switch self {
        case .syncAppliesChangesOnly: return "synchronizacja tylko stosuje zmiany z serwera"
        case .agentsMayNotDelete: return "agentom nie wolno tu usuwać zadań"
        case .agentsCannotUndo: return "agenci nie mogą cofać; człowiek może uruchomić `taskdraft undo`"
        case .agentsCannotImport: return "agenci nie mogą uruchamiać importu"
        case .agentsCannotSync: return "agenci nie mogą uruchamiać synchronizacji; człowiek może uruchomić `taskdraft sync`"
        case .onlyPersonManagesTokens: return "tokeny agentów tworzy i odwołuje tylko człowiek"
        case .onlyPersonReviewsProposals: return "propozycje agentów rozpatruje tylko człowiek"
        case .tokenMayOnlyRead: return "token tego agenta pozwala tylko czytać (prawo read)"
        case .desktopNeedsPerson(let action):
            return "\(action.polishAct) z pulpitu wymaga człowieka; uruchom `taskdraft \(action.rawValue)` w terminalu"
        case .changeMadeByAnother(let owner):
            return "ostatnią zmianę zrobił ktoś inny (\(owner.text(in: .polish))); cofnąć ją stąd może tylko ten, kto ją zrobił"
        case .keyUsedForAnotherTask(let id):
            return "tego klucza idempotencji użyto już dla zadania \(id); nowe wywołanie potrzebuje nowego klucza"
        case .onlyAgentsPropose: return "zmiany mogą proponować tylko agenci"
        case .cannotBeProposed: return "tej zmiany nie można zaproponować"
        case .tooManyProposalsWaiting: return "za dużo propozycji tego agenta czeka na decyzję człowieka"
        case .noSuchProposal: return "nie ma propozycji o takim numerze"
        case .proposalNotPending(nil), .proposalNotPending(.pending): return "ta propozycja już nie czeka na decyzję"
        case .proposalNotPending(.accepted): return "ta propozycja już nie czeka na decyzję (przyjęta)"
        case .proposalNotPending(.rejected): return "ta propozycja już nie czeka na decyzję (odrzucona)"
        case .proposalNotPending(.expired): return "ta propozycja już nie czeka na decyzję (wygasła)"
        case .nothingToEditInProposal: return "w wykonaniu ani usunięciu nie ma czego poprawiać; przyjmij je albo odrzuć"
        case .tokenNameTaken: return "działający token o tej nazwie już jest; najpierw go odwołaj"
        case .noLiveTokenNamed: return "nie ma działającego tokena o tej nazwie"
        case .badTokenName(.empty): return "nazwa tokena nie może być pusta"
        case .badTokenName(.tooLong): return "nazwa tokena ma najwyżej \(AgentToken.maximumNameLength) znaków"
        case .badTokenName(.firstCharacter): return "nazwa tokena zaczyna się od litery albo cyfry"
        case .badTokenName(.characters): return "w nazwie tokena tylko litery łacińskie, cyfry, „.”, „_” i „-”"
        }
    }
}
