import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// A draft's wait and estimate are on the card, in the person's language, and absent when the
/// draft has none.
@Suite struct DraftCardWaitEstimateTests {
    @Test func theCardShowsTheWaitAndTheEstimate() throws {
        let january = CivilDate(year: 2027, month: 1, day: 1)
        let draft = TaskDraft(title: "Plan vacation", wait: .date(january), estimate: Estimate(seconds: 5400))
        for (language, wait, estimate) in [(Language.english, "hidden until ", "estimate 1 h 30 min"),
                                           (.russian, "скрыта до ", "оценка 1 ч 30 мин")] {
            let card = DraftView.render(draft, style: Style(enabled: false), language: language)
            #expect(card.contains(wait + HumanDate.full(.date(january), language: language)), "\(language): \(card)")
            #expect(card.contains(estimate), "\(language): \(card)")
        }
        let plain = DraftView.render(TaskDraft(title: "Plan vacation"), style: Style(enabled: false), language: .english)
        #expect(!plain.contains("hidden") && !plain.contains("estimate"))
    }

    @Test func anEstimateIsReadFromWhatPeopleType() {
        for (text, iso) in [("2h", "PT2H"), ("30m", "PT30M"), ("30 min", "PT30M"), ("1h30m", "PT1H30M"), ("1.5h", "PT1H30M"),
                            ("90", "PT1H30M"), ("PT45M", "PT45M"), ("2d", "P2D"), ("2 hours", "PT2H")] {
            #expect(Estimate(text: text)?.description == iso, "\(text)")
        }
        for text in ["", "soon", "2x", "-PT1H", "0", "h2", "400d"] { #expect(Estimate(text: text) == nil, "\(text)") }
    }
}
