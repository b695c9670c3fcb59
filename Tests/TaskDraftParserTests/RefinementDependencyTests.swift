import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A refinement's words for what the draft waits for (issue 29), in three languages.
@Suite struct RefinementDependencyTests {
    @Test(arguments: [
        ("after 3", [Int64(3)]), ("after task 3", [3]), ("after #3", [3]), ("depends on 2", [2]),
        ("depends on 2 and 5", [2, 5]), ("after 2, 5", [2, 5]), ("после 3", [3]), ("после задачи 3", [3]),
        ("зависит от 4 и 7", [4, 7]), ("po 3", [3]), ("po zadaniu 12", [12]), ("zależy od 2 i 3", [2, 3]),
        // A verb that asks for a change before the link, as the prompt passes an existing task's words.
        ("make it after 3", [3]), ("make after 2", [2]), ("set after 1 and 2", [1, 2]), ("сделай после 2", [2]),
        ("сделай её после 4", [4]), ("ustaw po 2", [2]),
    ])
    func numbersNameTheTasks(_ text: String, _ ids: [Int64]) {
        #expect(RefinementDependency.read(text, title: "Pay", namesAMoment: true) == .tasks(ids.map { TaskLink(id: $0) }), "\(text)")
    }

    @Test func wordsNameATaskByItsTitleAndLeaveTheDraftsTitle() throws {
        let read = RefinementDependency.read("after the budget is approved", title: "Pay the invoices", namesAMoment: false)
        guard case .named(let name)? = read else {
            Issue.record("\(String(describing: read))")
            return
        }
        #expect(name.phrase == "the budget is approved")
        #expect(name.readings.map(\.titleWithout) == ["Pay the invoices"])
        #expect(name.readings[0].words == DependencyName.Fold.keys(["budget", "approved"]))
        guard case .named(let prompt)? = RefinementDependency.read("make after budget is approved", title: "Pay", namesAMoment: false)
        else {
            Issue.record("the prompt's words name no task")
            return
        }
        #expect(prompt.phrase == "budget is approved")
    }

    /// A moment, words that name nothing, and words that open no dependency.
    @Test(arguments: [("after 5pm", true), ("after lunch", false), ("po południu", true), ("make it friday", true),
                      ("after", false), ("high priority", false), ("after 3 days", true),
                      ("make it high priority", false), ("make", false), ("move it to friday", true)])
    func otherWordsAreNoDependency(_ text: String, _ namesAMoment: Bool) {
        #expect(RefinementDependency.read(text, title: "Pay", namesAMoment: namesAMoment) == nil, "\(text)")
    }
}
