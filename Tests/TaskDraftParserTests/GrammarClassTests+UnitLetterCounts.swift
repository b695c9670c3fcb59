import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A count with a unit letter written against it ("30м", "2м", "30m", "5k", "5км") is a
/// measure, never a day of the month: the Russian ordinal is written with its hyphen ("30-м"),
/// and a bare "м" may be metres as well as minutes, so at the end of a task with nothing that
/// says it is its length ("Купить кабель 30м", "забор 2м") it stays in the title and no due is
/// read (`BuiltinParser.ordinalSuffixLength`, `compactLengthSpan`). Now is Wednesday 2026-12-02
/// 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        ClassRow(text: "Купить кабель 30м", title: "Купить кабель 30м", estimate: "-"),
        ClassRow(text: "Забор 2м", title: "Забор 2м", estimate: "-"),
        ClassRow(text: "Купить кабель 15м", title: "Купить кабель 15м", estimate: "-"),
        ClassRow(text: "Пробежать 5км", title: "Пробежать 5км", estimate: "-"),
        ClassRow(text: "Купить 2кг картошки", title: "Купить 2кг картошки", estimate: "-"),
        ClassRow(text: "Buy 30m cable", title: "Buy 30m cable", estimate: "-", region: "US"),
        ClassRow(text: "Buy cable 30m", title: "Buy cable 30m", estimate: "-", region: "US"),
        ClassRow(text: "Run 5k", title: "Run 5k", estimate: "-", region: "US"),
        ClassRow(text: "Run 10km", title: "Run 10km", estimate: "-", region: "US"),
        ClassRow(text: "Kupić kabel 30m", title: "Kupić kabel 30m", estimate: "-", region: "PL"),
        ClassRow(text: "Przebiec 5km", title: "Przebiec 5km", estimate: "-", region: "PL"),
        ClassRow(text: "Płot 2m", title: "Płot 2m", estimate: "-", region: "PL"),
    ])
    func aCountWithAUnitLetterIsNoDay(_ row: ClassRow) { row.check() }

    /// Must not: the ordinal written with its ending stays the day of the month, and a unit
    /// letter set apart as the task's length stays its estimate.
    @Test(arguments: [
        ClassRow(text: "Сдать отчёт к 30-му", due: "2026-12-30", title: "Сдать отчёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Сдать отчёт 30-го", due: "2026-12-30", title: "Сдать отчёт", estimate: "-", warned: .nothing),
        ClassRow(text: "Pay rent by the 30th", due: "2026-12-30", title: "Pay rent", estimate: "-", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Прочитать статью, 30м", title: "Прочитать статью", estimate: "PT30M", warned: .nothing),
        ClassRow(text: "Read the paper, 30m", title: "Read the paper", estimate: "PT30M", warned: .nothing, region: "US"),
        ClassRow(text: "Przeczytać artykuł, 30m", title: "Przeczytać artykuł", estimate: "PT30M", warned: .nothing,
                 region: "PL"),
    ])
    func anOrdinalOrASetApartLengthStaysWhatItIs(_ row: ClassRow) { row.check() }
}
