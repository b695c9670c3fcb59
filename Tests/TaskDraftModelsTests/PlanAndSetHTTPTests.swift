import Foundation
import Testing
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// Several drafts in one answer from an HTTP model (a set of tasks, a plan's steps) against the
/// scripted fault server: each draft validated and checked as a single draft is, an answer
/// that is not a plan refused, a failing server a failure, the built-in parser unable to plan.
@Suite struct PlanAndSetHTTPTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }
    let context = DraftingFixtures.context()

    func model(_ scenario: String, token: String = UUID().uuidString) -> OpenAICompatibleModel {
        DraftingFixtures.model(server.url(scenario, token: token), stream: false)
    }

    @Test func aPlanIsStepsDatedNoLaterThanTheGoal() throws {
        let journal = DraftJournal()
        let outcome = try model("plan").plan(DraftRequest(text: "organise the offsite on the 20th", context: context, journal: journal))
        guard case .steps(let set) = outcome else { Issue.record("no steps: \(outcome)"); return }
        let steps = set.drafts
        #expect(steps.map(\.title) == ["Book the venue", "Send the invitations", "Order the catering"])
        #expect(steps.map { $0.due?.calendarDate.description } == ["2026-12-08", "2026-12-10", "2026-12-20"])
        #expect(steps[2].warnings.first?.english.contains("after the goal's deadline") == true)
        #expect(journal.exchanges.map(\.purpose) == ["plan"])
        let request = try #require(journal.exchanges.first?.request)
        #expect(request.contains("\"minItems\":3") && request.contains("Break it into 3 to 10 concrete steps"))
    }

    @Test func anAnswerThatIsNotAPlanIsRepairedOnceThenRefused() throws {
        let token = UUID().uuidString
        let journal = DraftJournal()
        let outcome = try model("plan-invalid", token: token).plan(DraftRequest(text: "organise the offsite", context: context,
                                                                                journal: journal))
        guard case .invalidAnswer = outcome else { Issue.record("expected invalidAnswer, got \(outcome)"); return }
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
        #expect(try server.requests(token: token).count == 2)
    }

    @Test func aServerThatFailsIsAFailureNotAPlan() {
        #expect(throws: BackendError.self) {
            _ = try DraftingFixtures.model(server.url("always-503"), total: 3, stream: false)
                .plan(DraftRequest(text: "organise the offsite", context: context))
        }
    }

    @Test func theBuiltinParserCannotPlan() throws {
        guard case .cannotPlan = try BuiltinModel().plan(DraftRequest(text: "organise the offsite", context: context)) else {
            Issue.record("the built-in parser planned")
            return
        }
    }

    @Test func aSetFromOneAnswerIsCrossCheckedTaskByTask() throws {
        let journal = DraftJournal()
        let text = "Buy milk and call mom tomorrow"
        let set = try model("set").draftSet(DraftRequest(text: text, context: context, journal: journal))
        #expect(set.drafts.map(\.title) == ["Buy milk", "Call mom"])
        // The model dated the call a day late: the words of that task say tomorrow. "tomorrow"
        // closes the sentence, so it governs the milk too, which the model left undated.
        #expect(set.drafts.map { $0.due?.calendarDate.description } == ["2026-12-03", "2026-12-03"])
        #expect(set.drafts[0].warnings.first?.english.contains("left out the deadline you named") == true)
        #expect(set.drafts[1].warnings.first?.english.contains("kept 2026-12-03 from your words") == true)
        #expect(set.items.map(\.source) == ["Buy milk", "call mom tomorrow"])
        #expect(set.items.map(\.start) == [0, 13])
        #expect(journal.exchanges.count == 1, "one request for the whole set")
        #expect(journal.exchanges.first?.request?.contains("\"source\"") == true)
    }

    @Test func eachTaskIsCheckedAgainstItsWordsWithTheContextThatGovernsIt() throws {
        // The model quotes "draft the agenda"; the day it gives is the opening's, said once for both.
        let set = try model("set-shared").draftSet(DraftRequest(text: "By Monday, draft the agenda and book the room",
                                                               context: context))
        #expect(set.drafts.map(\.title) == ["Draft the agenda", "Book the room"])
        #expect(set.drafts.map { $0.due?.calendarDate.description } == ["2026-12-07", "2026-12-07"])
        #expect(set.drafts.allSatisfy { $0.warnings.isEmpty }, "\(set.drafts.map(\.warnings))")
        #expect(set.items.map(\.source) == ["draft the agenda", "book the room"])
    }

    @Test func oneTaskIsStillOneSingleDraftRequest() throws {
        let journal = DraftJournal()
        let set = try model("ok").draftSet(DraftRequest(text: "write the quarterly report", context: context, journal: journal))
        #expect(set.drafts.map(\.title) == ["Write the quarterly report"])
        #expect(journal.exchanges.first?.request?.contains("\"tasks\"") == false)
    }
}
