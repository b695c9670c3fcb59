import Testing
@testable import TaskDraftParser

/// The hour-letter notation of a time ("11h30", "11ч30") where what is around it says it is a
/// time: after a verb whose object is a moment ("call", "meet", "позвонить", "zadzwonić") with no
/// cue of a length; a range of such times ("15h30-18h") as "15:30-18:00" is. A dash written
/// inside a word ("v-2h") is no sign of anything: the word is a name and stays in the title.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct HourLetterClockClassTests {

    static func checkNoEstimate(_ c: ClassRow) {
        c.check()
        #expect(GrammarClassTests.draft(c.text, region: c.region).estimate == nil, "estimate of \(c.text)")
    }

    @Test(arguments: [
        ClassRow(text: "Call 11h30", due: "2026-12-02T11:30", title: "Call", region: "US"),
        ClassRow(text: "Call 9h30", due: "2026-12-03T09:30", title: "Call", region: "US"),
        ClassRow(text: "Meet Anna 11h30", due: "2026-12-02T11:30", title: "Meet Anna", region: "US"),
        ClassRow(text: "Позвонить 11ч30", due: "2026-12-02T11:30", title: "Позвонить"),
        ClassRow(text: "Позвонить Анне 11ч30", due: "2026-12-02T11:30", title: "Позвонить Анне"),
        ClassRow(text: "Zadzwonić 11h30", due: "2026-12-02T11:30", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Zadzwonić do mamy 11h30", due: "2026-12-02T11:30", title: "Zadzwonić do mamy", region: "PL"),
    ])
    func afterAVerbOfAMomentItIsATime(_ c: ClassRow) { Self.checkNoEstimate(c) }

    /// Must not: with no such verb, set apart, or with an estimate's word, it is the length.
    @Test(arguments: [
        ClassRow(text: "Fix bug 1h30", title: "Fix bug", estimate: "PT1H30M", region: "US"),
        ClassRow(text: "Call the bank, 1h30", title: "Call the bank", estimate: "PT1H30M", region: "US"),
        ClassRow(text: "Починить баг 2ч30", title: "Починить баг", estimate: "PT2H30M"),
        ClassRow(text: "Позвонить в банк, 1ч30", title: "Позвонить в банк", estimate: "PT1H30M"),
        ClassRow(text: "Naprawić błąd 1h30", title: "Naprawić błąd", estimate: "PT1H30M", region: "PL"),
        ClassRow(text: "Zadzwonić do banku, 1h30", title: "Zadzwonić do banku", estimate: "PT1H30M", region: "PL"),
    ])
    func withALengthsCueItIsTheLength(_ c: ClassRow) { c.check() }

    @Test(arguments: [
        ClassRow(text: "Call 15h30-18h", due: "2026-12-02T18:00", start: "2026-12-02T15:30", title: "Call", region: "US"),
        ClassRow(text: "Call 15h-18h30", due: "2026-12-02T18:30", start: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Созвон 15ч30-18ч", due: "2026-12-02T18:00", start: "2026-12-02T15:30", title: "Созвон"),
        ClassRow(text: "Spotkanie 15h30-18h", due: "2026-12-02T18:00", start: "2026-12-02T15:30", title: "Spotkanie", region: "PL"),
        // Must not: what already read as a range reads as it did.
        ClassRow(text: "Call 15:30-18:00", due: "2026-12-02T18:00", start: "2026-12-02T15:30", title: "Call", region: "US"),
        ClassRow(text: "Call 15h-18h", due: "2026-12-02T18:00", start: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Созвон 9ч30 - 11ч", due: "2026-12-03T11:00", start: "2026-12-03T09:30", title: "Созвон"),
    ])
    func aRangeOfHourLetterTimesIsARange(_ c: ClassRow) { Self.checkNoEstimate(c) }

    @Test(arguments: [
        ClassRow(text: "Buy v-2h adapter", due: "-", title: "Buy v-2h adapter", region: "US"),
        ClassRow(text: "Купить переходник v-2ч", due: "-", title: "Купить переходник v-2ч"),
        ClassRow(text: "Kupić adapter v-2h", due: "-", title: "Kupić adapter v-2h", region: "PL"),
        // Must not: a dash set apart from the word before it, or a range's dash, stays what it was.
        ClassRow(text: "Call 15h-18h", due: "2026-12-02T18:00", start: "2026-12-02T15:00", title: "Call", region: "US"),
    ])
    func aDashInsideAWordIsNoSign(_ c: ClassRow) { Self.checkNoEstimate(c) }

    @Test(arguments: [
        ClassRow(text: "Write report -2h", title: "Write report", estimate: "PT2H", region: "US"),
        ClassRow(text: "Отчёт —2ч", title: "Отчёт", estimate: "PT2H"),
        ClassRow(text: "Raport -2h", title: "Raport", estimate: "PT2H", region: "PL"),
    ])
    func aDashSettingALengthApartStaysOne(_ c: ClassRow) { c.check() }
}
