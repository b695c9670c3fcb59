import Testing
@testable import TaskDraftParser

/// A detached "z" after a clock time is Polish's "z"/"ze" (with, from), not ISO's zone "Z":
/// "Spotkanie na 15:00 z Anną" is due at 15:00 in the person's zone titled "Spotkanie z Anną",
/// where the "z" was read as UTC, left the title and moved the due by the zone's offset. ISO
/// writes its "Z" attached ("15:00Z"), and an abbreviation ("15:00 UTC", "3pm CET") is a zone
/// as before. Now is Wednesday 2026-12-02 10:00 in Moscow (+03:00).
@Suite struct DetachedZWordClassTests {
    @Test(arguments: [
        ClassRow(text: "Spotkanie na 15:00 z Anną", due: "2026-12-02T15:00", title: "Spotkanie z Anną", region: "PL"),
        ClassRow(text: "Spotkanie o 15 z Anną", due: "2026-12-02T15:00", title: "Spotkanie z Anną", region: "PL"),
        ClassRow(text: "Spotkanie o 15:00 Z Anną", due: "2026-12-02T15:00", title: "Spotkanie Z Anną", region: "PL"),
        ClassRow(text: "Spotkanie 1h z Anną", title: "Spotkanie z Anną", estimate: "PT1H", region: "PL"),
        ClassRow(text: "Call at 3pm z", due: "2026-12-02T15:00", title: "Call z", region: "US"),
        ClassRow(text: "Meeting at 15:00 Z", due: "2026-12-02T15:00", title: "Meeting Z", region: "US"),
        ClassRow(text: "Встреча в 15:00 с Анной", due: "2026-12-02T15:00", title: "Встреча с Анной"),
    ])
    func aDetachedZIsAWord(_ row: ClassRow) { row.check() }

    /// Must not: a zone written attached or as an abbreviation is still the time's zone.
    @Test(arguments: [
        ClassRow(text: "Meeting at 15:00Z", due: "2026-12-02T18:00", title: "Meeting", region: "US"),
        ClassRow(text: "Meeting at 15:00 UTC", due: "2026-12-02T18:00", title: "Meeting", region: "US"),
        ClassRow(text: "Call at 3pm CET", due: "2026-12-02T17:00", title: "Call", region: "US"),
        ClassRow(text: "Spotkanie o 15:00Z", due: "2026-12-02T18:00", title: "Spotkanie", region: "PL"),
        ClassRow(text: "Spotkanie o 15:00 CET z Anną", due: "2026-12-02T17:00", title: "Spotkanie z Anną", region: "PL"),
    ])
    func aWrittenZoneMustNot(_ row: ClassRow) { row.check() }
}
