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
        ("Купить кабель 30м", "RU"), ("Забор 2м", "RU"), ("Купить кабель 15м", "RU"), ("Пробежать 5км", "RU"),
        ("Купить 2кг картошки", "RU"), ("Buy 30m cable", "US"), ("Buy cable 30m", "US"), ("Run 5k", "US"),
        ("Run 10km", "US"), ("Kupić kabel 30m", "PL"), ("Przebiec 5km", "PL"), ("Płot 2m", "PL"),
    ])
    func aCountWithAUnitLetterIsNoDay(_ text: String, _ region: String) { Self.checkTitleTextOnly(text, region: region) }

    /// Must not: the ordinal written with its ending stays the day of the month, and a unit
    /// letter set apart as the task's length stays its estimate.
    @Test(arguments: [
        Fields(text: "Сдать отчёт к 30-му", title: "Сдать отчёт", due: "2026-12-30"),
        Fields(text: "Сдать отчёт 30-го", title: "Сдать отчёт", due: "2026-12-30"),
        Fields(text: "Pay rent by the 30th", title: "Pay rent", due: "2026-12-30", region: "US"),
        Fields(text: "Прочитать статью, 30м", title: "Прочитать статью", estimate: "PT30M"),
        Fields(text: "Read the paper, 30m", title: "Read the paper", estimate: "PT30M", region: "US"),
        Fields(text: "Przeczytać artykuł, 30m", title: "Przeczytać artykuł", estimate: "PT30M", region: "PL"),
    ])
    func anOrdinalOrASetApartLengthStaysWhatItIs(_ c: Fields) { Self.check(c) }
}
