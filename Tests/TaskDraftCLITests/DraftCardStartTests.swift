import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// A draft's start ("from Monday to Friday") is on the card before its due, in the person's
/// language, and the draft JSON contract reads and refuses it as it does `due`.
@Suite struct DraftCardStartTests {
    let monday = CivilDate(year: 2026, month: 12, day: 7)
    let friday = CivilDate(year: 2026, month: 12, day: 11)

    @Test func theCardShowsTheStartBeforeTheDue() {
        let draft = TaskDraft(title: "Conference", due: .date(friday), start: .date(monday))
        for (language, label) in [(Language.english, "start "), (.russian, "начало ")] {
            let card = DraftView.render(draft, style: Style(enabled: false), language: language)
            let start = card.firstRange(of: label + HumanDate.full(.date(monday), language: language))
            let due = card.firstRange(of: HumanDate.full(.date(friday), language: language))
            #expect(start != nil, "\(language): \(card)")
            #expect(due != nil && start.map { $0.lowerBound < due!.lowerBound } == true, "\(language): \(card)")
        }
        let withoutStart = DraftView.render(TaskDraft(title: "Conference", due: .date(friday)), style: Style(enabled: false),
                                            language: .english)
        #expect(withoutStart.firstRange(of: "start") == nil)
    }

    @Test func draftJSONCarriesTheStartAndRefusesBothForms() throws {
        let zone = Zone.named("Europe/Moscow")!
        let read = try TaskDraft(json: JSONObject([.init(key: "title", value: .string("Conference")),
                                                   .init(key: "start", value: .string("2026-12-07T09:00:00+03:00")),
                                                   .init(key: "due_date", value: .string("2026-12-11"))]),
                                 zone: zone, backend: "test", strict: true)
        #expect(read.start?.description == "2026-12-07T09:00:00+03:00")
        #expect(read.json["start"] == .string("2026-12-07T09:00:00+03:00") && read.json["start_date"] == .null)
        #expect(throws: DraftError.field("start", .bothGiven("start", "start_date"))) {
            try TaskDraft(json: JSONObject([.init(key: "title", value: .string("x")), .init(key: "start", value: .string("2026-12-07")),
                                            .init(key: "start_date", value: .string("2026-12-07"))]), zone: zone, backend: "test")
        }
        #expect(throws: DraftError.field("start_date", .notADay("2026-13-40", named: nil))) {
            try TaskDraft(json: JSONObject([.init(key: "title", value: .string("x")), .init(key: "start_date", value: .string("2026-13-40"))]),
                          zone: zone, backend: "test")
        }
    }
}
