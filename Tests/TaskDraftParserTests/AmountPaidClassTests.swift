import Testing
@testable import TaskDraftParser

/// A number written with a dot and two digits of cents right after a verb of paying is the
/// amount paid, and stays in the title: "Pay 12.50 for parking", "Заплатить 12.50 за
/// парковку", "Zapłacić 12.30 za bilet" were due at 12:50 or 12:30 titled "Pay for parking".
/// Said with a preposition or am/pm it is the time, and cents that may be a month leave the
/// day and month. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct AmountPaidClassTests {
    @Test(arguments: [
        ClassRow(text: "Pay 12.50 for parking", title: "Pay 12.50 for parking", region: "US"),
        ClassRow(text: "Tip 7.50 to the courier", title: "Tip 7.50 to the courier", region: "US"),
        ClassRow(text: "Заплатить 12.50 за парковку", title: "Заплатить 12.50 за парковку"),
        ClassRow(text: "Отдать 10.50 за обед", title: "Отдать 10.50 за обед"),
        ClassRow(text: "Zapłacić 12.30 za bilet", title: "Zapłacić 12.30 za bilet", region: "PL"),
        ClassRow(text: "Oddać 15.50 za obiad", title: "Oddać 15.50 za obiad", region: "PL"),
    ])
    func amounts(_ row: ClassRow) { row.check() }

    /// Must not: the time after "at", "в", "o" or with pm, and a day and month.
    @Test(arguments: [
        ClassRow(text: "Pay at 12.30", due: "2026-12-02T12:30", title: "Pay", region: "US"),
        ClassRow(text: "Pay 12.30pm", due: "2026-12-02T12:30", title: "Pay", region: "US"),
        ClassRow(text: "Заплатить в 12.30", due: "2026-12-02T12:30", title: "Заплатить"),
        ClassRow(text: "Заплатить 5.12", due: "2026-12-05", title: "Заплатить"),
        ClassRow(text: "Zapłacić o 12.30", due: "2026-12-02T12:30", title: "Zapłacić", region: "PL"),
    ])
    func aTimeOrADayMustNot(_ row: ClassRow) { row.check() }
}
