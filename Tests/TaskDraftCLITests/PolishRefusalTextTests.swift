import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// The Polish terminal's refusals take the genitive where Polish asks for it: after the
/// impersonal "użyto" and after a negation ("nie ma", "nie można", "nie wolno").
@Suite struct PolishRefusalTextTests {
    @Test func anObjectAfterUżytoOrANegationIsGenitive() {
        #expect(CLI.describe(IntentError.refused(.complete, .keyUsedForAnotherTask(3)), language: .polish)
                == "tego klucza idempotencji użyto już dla zadania 3; nowe wywołanie potrzebuje nowego klucza; nic nie zmieniono")
        let genitive: [(Policy.Refusal, String)] = [
            (.agentsMayNotDelete, "agentom nie wolno tu usuwać zadań"),
            (.cannotBeProposed, "tej zmiany nie można zaproponować"),
            (.noSuchProposal, "nie ma propozycji o takim numerze"),
            (.noLiveTokenNamed, "nie ma działającego tokena o tej nazwie"),
        ]
        for (refusal, polish) in genitive {
            #expect(CLI.describe(IntentError.refused(.edit, refusal), language: .polish) == polish + "; nic nie zmieniono")
        }
    }
}
