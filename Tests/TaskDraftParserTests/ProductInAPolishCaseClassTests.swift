import Testing
@testable import TaskDraftParser

/// A product's name that a version follows keeps its version in Polish's cases too, the case's
/// ending on the Latin name ("Pythona", "Pythonie", "Node'a", "Windowsa"): "Zainstalować Pythona
/// 3.11" keeps its words with no due, as "Install Python 3.11" and "Установить Python 3.11" do,
/// where the version was the 3rd of November and left the title. Now is Wednesday 2026-12-02
/// 10:00 in Moscow.
@Suite struct ProductInAPolishCaseClassTests {
    @Test(arguments: [
        ClassRow(text: "Zainstalować Pythona 3.11", title: "Zainstalować Pythona 3.11", region: "PL"),
        ClassRow(text: "Zaktualizować Pythona do 3.12", title: "Zaktualizować Pythona do 3.12", region: "PL"),
        ClassRow(text: "Zaktualizować do Pythona 3.12", title: "Zaktualizować do Pythona 3.12", region: "PL"),
        ClassRow(text: "Zaktualizować Node'a 20.11", title: "Zaktualizować Node'a 20.11", region: "PL"),
        ClassRow(text: "Napisać skrypt w Pythonie 3.12", title: "Napisać skrypt w Pythonie 3.12", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// English and Russian name the product in the nominative, and kept its version already.
    @Test(arguments: [
        ClassRow(text: "Install Python 3.11", title: "Install Python 3.11", region: "US"),
        ClassRow(text: "Установить Python 3.11", title: "Установить Python 3.11"),
    ])
    func englishAndRussian(_ row: ClassRow) { row.check() }

    /// Must not: a person's name in a case before a day and month is no product.
    @Test(arguments: [
        ClassRow(text: "Zadzwonić do Marka 3.12", due: "2026-12-03", title: "Zadzwonić do Marka", region: "PL"),
        ClassRow(text: "Spotkanie z Anną 3.12", due: "2026-12-03", title: "Spotkanie z Anną", region: "PL"),
        ClassRow(text: "Zadzwonić do Pawła 3.12", due: "2026-12-03", title: "Zadzwonić do Pawła", region: "PL"),
    ])
    func aPersonMustNot(_ row: ClassRow) { row.check() }
}
