import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// An estimate said as a range (issue 29): "займёт 2-3 часа", "estimate 2 to 3 hours", "zajmie
/// 2-3 godziny" is one estimate, the range's upper bound (`BuiltinParser.lengthRange`), and no
/// word of the range stays in the title. Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: After an estimate word, with a hyphen, a dash or words between the ends

    @Test(arguments: [
        ClassRow(text: "Написать отчёт, займёт 2-3 часа", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Написать отчёт, займёт 2–3 часа", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Написать отчёт, займёт от 2 до 3 часов", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Написать отчёт, оценка 2-3 часа", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Ремонт, займёт 2-3 дня", title: "Ремонт", estimate: "P3D", warned: .nothing),
        ClassRow(text: "Write the memo, estimate 2-3 hours", title: "Write the memo", estimate: "PT3H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Write the memo, takes 2 to 3 hours", title: "Write the memo", estimate: "PT3H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Write the memo, est. 1.5-2h", title: "Write the memo", estimate: "PT2H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Napisać raport, zajmie 2-3 godziny", title: "Napisać raport", estimate: "PT3H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Napisać raport, zajmie od 2 do 3 godzin", title: "Napisać raport", estimate: "PT3H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Napisać raport, szacowany czas 30-45 minut", title: "Napisać raport", estimate: "PT45M",
                 warned: .nothing, region: "PL"),
    ])
    func aRangeAfterAnEstimateWordIsItsUpperBound(_ row: ClassRow) { row.check() }

    // MARK: After "for", "на", "na", or set apart, as a single length is

    @Test(arguments: [
        ClassRow(text: "Написать отчёт на 2-3 часа", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Написать отчёт, 2–3 часа", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Написать отчёт, примерно 2-3 часа", title: "Написать отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Write the memo for 2-3 hours", title: "Write the memo", estimate: "PT3H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Write the memo, 2 to 3 hours", title: "Write the memo", estimate: "PT3H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Write the memo, 2 or 3 hours", title: "Write the memo", estimate: "PT3H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Write the memo, two to three hours", title: "Write the memo", estimate: "PT3H", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Write the memo, 1h-2h", title: "Write the memo", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write the memo, 2-3h, then send it", title: "Write the memo, then send it", estimate: "PT3H",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Napisać raport na 2-3 godziny", title: "Napisać raport", estimate: "PT3H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Napisać raport, 2-3 godziny", title: "Napisać raport", estimate: "PT3H", warned: .nothing,
                 region: "PL"),
    ])
    func aRangeSaidAsALengthOfWorkIsItsUpperBound(_ row: ClassRow) { row.check() }

    // MARK: Ranges that are no estimate

    @Test(arguments: [
        // Not set apart, as "Поспать 3 часа" is not: the words are the task's; nor does the
        // dash inside the range set its end apart.
        ClassRow(text: "Написать отчёт 2–3 часа", title: "Написать отчёт 2–3 часа", estimate: "-", warned: .nothing),
        ClassRow(text: "Поспать 2-3 часа", title: "Поспать 2-3 часа", estimate: "-", warned: .nothing),
        // The upper end below the lower is no range.
        ClassRow(text: "Write the memo, estimate 3-2 hours", title: "Write the memo, estimate 3-2 hours", estimate: "-",
                 warned: .nothing, region: "US"),
        // "с … до …" is a span of the day.
        ClassRow(text: "Позвонить с 14 до 16 часов", due: "2026-12-02T16:00", start: "2026-12-02T14:00", title: "Позвонить",
                 estimate: "-", warned: .nothing),
    ])
    func rangesThatAreNoEstimate(_ row: ClassRow) { row.check() }
}
