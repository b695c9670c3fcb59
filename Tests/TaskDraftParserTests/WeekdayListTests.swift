import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Weekdays named together are the days of one weekly habit; weekdays that bound a span are not.
@Suite struct WeekdayListTests {
    let context = ParserFixtures.context(region: "RU")

    @Test(arguments: ["Deliver between Monday and Friday", "Доставка между понедельником и пятницей",
                      "Open from Monday to Friday"])
    func aSpanOfDaysIsNoHabit(_ text: String) {
        #expect(BuiltinParser().parse(text, context: context).recurrence == nil, "\(text)")
    }

    @Test func aShortFormThatIsAWordCountsOnlyInsideAList() {
        #expect(BuiltinParser().parse("Wed planning", context: context).title == "Wed planning")
        let listed = BuiltinParser().parse("Gym mon wed fri", context: context)
        #expect(listed.title == "Gym")
        #expect(listed.recurrence?.byDay == [.monday, .wednesday, .friday])
    }

    @Test func aRepeatedDayIsListedOnce() {
        #expect(BuiltinParser().parse("Run mon, fri and mon", context: context).recurrence?.byDay == [.monday, .friday])
    }
}
