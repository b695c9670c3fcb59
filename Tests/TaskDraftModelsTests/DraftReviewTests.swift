import Foundation
import Testing
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// The review phase against the scripted fault server: a second backend's verdicts on each
/// draft of a plan or a set, applied and then checked again by the check each draft was made
/// under; a review that fails, times out or answers badly leaves the drafts as drafted and
/// says so once.
@Suite struct DraftReviewTests {
    static let server = try! FaultServer()
    var server: FaultServer { Self.server }
    let context = DraftingFixtures.context()
    let goal = "organise the offsite on the 20th"

    func model(_ scenario: String, name: String = "llama", total: Double = 10, token: String = UUID().uuidString) -> OpenAICompatibleModel {
        DraftingFixtures.model(server.url(scenario, token: token), name: name, total: total, stream: false)
    }

    func plan() throws -> DraftSet {
        guard case .steps(let set) = try model("plan").plan(DraftRequest(text: goal, context: context)) else {
            throw FaultServer.Failure("the fault server's plan was not a plan")
        }
        return set
    }

    @Test func aReviewFixesAPlanAndThePlanCheckStillHolds() throws {
        let token = UUID().uuidString
        let journal = DraftJournal()
        let reviewed = DraftReview(reviewer: model("review", name: "reviewer", token: token))
            .review(try plan(), shape: .plan, words: goal, context: context, journal: journal)
        #expect(reviewed.drafts.map(\.title) == ["Book the venue for 20 people", "Send the invitations", "Order the catering"])
        // The reviewer moved step 2 after the goal's deadline: the plan's check moves it back.
        #expect(reviewed.drafts.map { $0.due?.calendarDate.description } == ["2026-12-08", "2026-12-20", "2026-12-20"])
        #expect(reviewed.drafts[0].warnings.map(\.english) == ["the review by reviewer changed the title \"Book the venue\" → \"Book the venue for 20 people\" (say how many)"])
        #expect(reviewed.drafts[1].warnings.count == 2)
        #expect(reviewed.drafts[1].warnings[0].english.hasPrefix("the review by reviewer changed the day 2026-12-10 → 2026-12-25"))
        #expect(reviewed.drafts[1].warnings[1].english.contains("after the goal's deadline"))
        #expect(reviewed.warnings.isEmpty)
        #expect(journal.exchanges.map(\.purpose) == ["review"])
        let request = try #require(try server.requests(token: token).first)
        #expect(request["response_format"] as? String == "json_schema")
        let message = try #require(request["last_user"] as? String)
        #expect(message.hasPrefix("Goal: organise the offsite on the 20th"))
        #expect(message.contains("1. {\"title\":\"Book the venue\",\"due_date\":\"2026-12-08\""))
        #expect((request["system"] as? String)?.contains("You review drafts") == true)
    }

    @Test func aReviewOfASetIsCrossCheckedAgainstEachTasksWords() throws {
        let text = "Buy milk and call mom tomorrow"
        let set = try model("set").draftSet(DraftRequest(text: text, context: context))
        let reviewed = DraftReview(reviewer: model("review", name: "reviewer")).review(set, shape: .set, words: text, context: context)
        // A title that shares no word with "Buy milk", a day the words do not say: both undone, with warnings.
        #expect(reviewed.drafts.map(\.title) == ["Buy milk", "Call mom"])
        #expect(reviewed.drafts.map { $0.due?.calendarDate.description } == [nil, "2026-12-03"])
        #expect(reviewed.drafts[0].warnings.contains { $0.english.contains("shares no word with yours") })
        #expect(reviewed.drafts[1].warnings.contains { $0.english.hasPrefix("the review by reviewer changed the day 2026-12-03 → 2026-12-25") })
        #expect(reviewed.drafts[1].warnings.last?.english.contains("kept 2026-12-03 from your words") == true)
    }

    @Test func aFailingReviewLeavesTheDraftsAsDraftedWithOneWarning() throws {
        let drafted = try plan()
        let reviewed = DraftReview(reviewer: model("always-503", name: "reviewer", total: 3))
            .review(drafted, shape: .plan, words: goal, context: context)
        #expect(reviewed.items == drafted.items)
        #expect(reviewed.warnings.count == 1)
        #expect(reviewed.warnings.first?.english.hasPrefix("the review by reviewer failed (") == true)
        #expect(reviewed.warnings.first?.english.hasSuffix("the drafts are as drafted") == true)
    }

    @Test func aReviewThatTimesOutLeavesTheDraftsAsDrafted() throws {
        let drafted = try plan()
        let reviewed = DraftReview(reviewer: model("hang", name: "reviewer", total: 1))
            .review(drafted, shape: .plan, words: goal, context: context)
        #expect(reviewed.items == drafted.items)
        #expect(reviewed.warnings.first?.english.contains("no answer within 1 s") == true, "\(reviewed.warnings)")
    }

    @Test func aReviewThatIsNotAReviewIsRepairedOnceThenIgnored() throws {
        let token = UUID().uuidString
        let journal = DraftJournal()
        let drafted = try plan()
        let reviewed = DraftReview(reviewer: model("review-invalid", name: "reviewer", token: token))
            .review(drafted, shape: .plan, words: goal, context: context, journal: journal)
        #expect(reviewed.items == drafted.items)
        #expect(reviewed.warnings == [DraftWarning(ReviewWarning.unusable(backend: "reviewer"))])
        #expect(journal.exchanges.map(\.purpose) == ["review", "repair"])
        #expect(journal.exchanges.map(\.outcome) == ["invalid", "invalid"])
        #expect(try server.requests(token: token).count == 2)
    }

    @Test func theBuiltinParserDoesNotReviewAndAChainLeftWithItSaysWhy() throws {
        let drafted = try plan()
        let builtin = DraftReview(reviewer: BuiltinModel()).review(drafted, shape: .plan, words: goal, context: context)
        #expect(builtin == drafted)
        let skipped = FallbackModel(chain: [BuiltinModel()], skipped: [.skipped(backend: "llama", reason: .unavailable(.localServersDown))])
        let reviewed = DraftReview(reviewer: skipped).review(drafted, shape: .plan, words: goal, context: context)
        #expect(reviewed.items == drafted.items)
        #expect(reviewed.warnings == [DraftWarning(ReviewWarning.skipped([.skipped(backend: "llama", reason: .unavailable(.localServersDown))]))])
    }

    @Test func aSessionReviewsItsPlanAndKeepsTheReviewedStepsInTheTranscript() throws {
        let tools = try ToolStore(titles: [])
        let session = DraftingSession(store: tools.store, caller: .human, model: BuiltinModel(), context: context)
        session.reviewer = model("review", name: "reviewer")
        guard case .steps(let set) = try session.plan(goal, using: model("plan")) else {
            Issue.record("no plan")
            return
        }
        #expect(set.drafts.first?.title == "Book the venue for 20 people")
        let output = try #require(session.history.last)
        #expect(output.kind == .toolOutput)
        guard case .object(let object)? = output.content["output"], case .array(let drafts)? = object["drafts"] else {
            Issue.record("no drafts in \(output.content)")
            return
        }
        #expect(drafts.first?["title"]?.stringValue == "Book the venue for 20 people")
        try session.flush()
    }

    @Test func verdictsAreValidatedAgainstTheDraftsUnderReview() {
        let subject = ReviewSubject(drafts: [TaskDraft(title: "a"), TaskDraft(title: "b")], shape: .plan, words: "goal")
        func refusal(_ json: String) -> String? {
            do { _ = try ModelAnswer.verdicts(from: json, subject: subject); return nil } catch { return error.english }
        }
        let ok = #"{"step":1,"verdict":"ok","title":null,"due_date":null,"reason":null}"#
        #expect(refusal(#"{"reviews":[\#(ok)]}"#) == "reviews has 1 items; expected 2, one per draft")
        #expect(refusal(#"{"reviews":[\#(ok),\#(ok)]}"#)?.contains("each once") == true)
        #expect(refusal(#"{"reviews":[\#(ok),{"step":2,"verdict":"fix","title":null,"due_date":null,"reason":"x"}]}"#)
                == "reviews[1] says fix but gives no title or due_date")
        #expect(refusal(#"{"reviews":[\#(ok),{"step":2,"verdict":"fix","title":null,"due_date":"2026-02-30","reason":null}]}"#)?
            .contains("is not a day") == true)
        #expect(refusal(#"{"reviews":[{"step":2,"verdict":"ok","title":null,"due_date":null,"reason":null},\#(ok)]}"#) == nil)
    }
}
