import Testing
@testable import TaskDraftParser

/// A phone number with no country code, three digits then four or two and two ("555-1234",
/// "555 1234", "555.1234", "555-12-34", "555 12 34"), is no time: its first three digits are
/// also the shape of a time without a colon ("at 930"), and "Call John at 555-1234" was due at
/// 17:55 titled "Call John -1234". The number stays whole in the title; a date said beside it is
/// still read. Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct LocalPhoneNumberClassTests {
    @Test(arguments: [
        ClassRow(text: "Call John at 555-1234", title: "Call John at 555-1234", warned: .nothing, region: "US"),
        ClassRow(text: "Call John at 555 1234", title: "Call John at 555 1234", warned: .nothing, region: "US"),
        ClassRow(text: "Call John at 555.1234", title: "Call John at 555.1234", warned: .nothing, region: "US"),
        ClassRow(text: "Call John at (415) 555-1234", title: "Call John at (415) 555-1234", warned: .nothing, region: "US"),
        ClassRow(text: "Call John at +48 600 100 200", title: "Call John at +48 600 100 200", warned: .nothing, region: "US"),
        ClassRow(text: "Call John at 555-1234 tomorrow at 5pm", due: "2026-12-03T17:00", title: "Call John at 555-1234",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Позвонить Ивану на 555 12 34", title: "Позвонить Ивану на 555 12 34", warned: .nothing),
        ClassRow(text: "Позвонить Ивану 555-12-34 завтра в 17:00", due: "2026-12-03T17:00", title: "Позвонить Ивану 555-12-34",
                 warned: .nothing),
        ClassRow(text: "Zadzwonić do Jana pod 555 12 34", title: "Zadzwonić do Jana pod 555 12 34", warned: .nothing, region: "PL"),
        ClassRow(text: "Zadzwonić do Jana pod numer 555-1234 jutro", due: "2026-12-03", title: "Zadzwonić do Jana pod numer 555-1234",
                 warned: .nothing, region: "PL"),
    ])
    func aPhoneNumberIsNoTime(_ row: ClassRow) { row.check() }

    /// Must not: three or four digits alone after "at", or before a day or a year, are still a
    /// time without a colon.
    @Test(arguments: [
        ClassRow(text: "Meet at 930", due: "2026-12-02T21:30", title: "Meet", region: "US"),
        ClassRow(text: "Meet at 930 tomorrow", due: "2026-12-03T09:30", title: "Meet", region: "US"),
        ClassRow(text: "Call at 555", due: "2026-12-02T17:55", title: "Call", region: "US"),
        ClassRow(text: "Call at 555 on Friday", due: "2026-12-04T17:55", title: "Call", region: "US"),
        ClassRow(text: "Встреча в 1030 завтра", due: "2026-12-03T10:30", title: "Встреча"),
        ClassRow(text: "Spotkanie o 1030 jutro", due: "2026-12-03T10:30", title: "Spotkanie", region: "PL"),
    ])
    func aTimeWithoutAColonMustNot(_ row: ClassRow) { row.check() }
}
