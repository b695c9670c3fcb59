import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// The tasks a draft waits for are on the card, by number (or by UID until one is found), in
/// the person's language; a card without any says nothing of them.
@Suite struct DraftCardDependsTests {
    @Test func theCardShowsTheTasksItWaitsFor() {
        let draft = TaskDraft(title: "Send invitations", depends: [TaskLink(id: 3), TaskLink(uid: "venue@example.com")])
        for (language, said) in [(Language.english, "after #3, venue@example.com"), (.russian, "после #3, venue@example.com"),
                                 (.polish, "po #3, venue@example.com")] {
            let card = DraftView.render(draft, style: Style(enabled: false), language: language)
            #expect(card.contains(said), "\(language): \(card)")
        }
        let plain = DraftView.render(TaskDraft(title: "Send invitations"), style: Style(enabled: false), language: .english)
        #expect(!plain.contains("after"))
    }
}
