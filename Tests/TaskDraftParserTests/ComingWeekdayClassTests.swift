import Testing
@testable import TaskDraftParser

/// A weekday said as the one still to come ("this coming Friday", "the upcoming Friday", "в
/// наступающую пятницу", "w najbliższy piątek", "w nadchodzący piątek"): this week's while it
/// is ahead, next week's on the day itself, with every word of the phrase out of the title;
/// "next Friday" and "przyszły piątek" still skip to next week's, and the same words before
/// anything but a weekday stay title text. Written from the rule, per language. Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct ComingWeekdayClassTests {
    @Test(arguments: [
        ClassRow(text: "Call mom this coming Friday", due: "2026-12-04", title: "Call mom"),
        ClassRow(text: "Call mom on the coming Friday", due: "2026-12-04", title: "Call mom"),
        ClassRow(text: "Pay rent this upcoming Friday", due: "2026-12-04", title: "Pay rent"),
        ClassRow(text: "Pay rent the upcoming Friday at 5pm", due: "2026-12-04T17:00", title: "Pay rent"),
        ClassRow(text: "Pay rent coming Friday", due: "2026-12-04", title: "Pay rent"),
        // Said on a Wednesday, the coming Wednesday is next week's; "this Wednesday" is today.
        ClassRow(text: "Call mom this coming Wednesday", due: "2026-12-09", title: "Call mom"),
        ClassRow(text: "Call mom this Wednesday", due: "2026-12-02", title: "Call mom"),
        ClassRow(text: "Call mom next Friday", due: "2026-12-11", title: "Call mom"),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Позвонить маме в наступающую пятницу", due: "2026-12-04", title: "Позвонить маме"),
        ClassRow(text: "Позвонить маме в грядущую субботу", due: "2026-12-05", title: "Позвонить маме"),
        ClassRow(text: "Позвонить маме в наступающую среду", due: "2026-12-09", title: "Позвонить маме"),
        ClassRow(text: "Позвонить маме в ближайшую пятницу", due: "2026-12-04", title: "Позвонить маме"),
        ClassRow(text: "Позвонить маме в следующую пятницу", due: "2026-12-11", title: "Позвонить маме"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Zadzwonić do mamy w najbliższy piątek", due: "2026-12-04", title: "Zadzwonić do mamy"),
        ClassRow(text: "Zadzwonić do mamy w najbliższą sobotę", due: "2026-12-05", title: "Zadzwonić do mamy"),
        ClassRow(text: "Zadzwonić do mamy w nadchodzący piątek", due: "2026-12-04", title: "Zadzwonić do mamy"),
        ClassRow(text: "Zadzwonić do mamy w ten nadchodzący piątek", due: "2026-12-04", title: "Zadzwonić do mamy"),
        ClassRow(text: "Zadzwonić do mamy w najbliższą środę", due: "2026-12-09", title: "Zadzwonić do mamy"),
        ClassRow(text: "Zadzwonić do mamy w przyszły piątek", due: "2026-12-11", title: "Zadzwonić do mamy"),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }

    /// The same words before no weekday name nothing.
    @Test(arguments: [
        ClassRow(text: "I have this coming", due: "-", title: "I have this coming", region: "US"),
        ClassRow(text: "Read the upcoming release notes", due: "-", title: "Read the upcoming release notes", region: "US"),
        ClassRow(text: "Обсудить грядущие перемены", due: "-", title: "Обсудить грядущие перемены"),
        ClassRow(text: "Купить хлеб в ближайшем магазине", due: "-", title: "Купить хлеб в ближайшем магазине"),
        ClassRow(text: "Kupić chleb w najbliższym sklepie", due: "-", title: "Kupić chleb w najbliższym sklepie", region: "PL"),
        ClassRow(text: "Omówić nadchodzące zmiany", due: "-", title: "Omówić nadchodzące zmiany", region: "PL"),
    ])
    func mustNotParse(_ row: ClassRow) { row.check() }
}
