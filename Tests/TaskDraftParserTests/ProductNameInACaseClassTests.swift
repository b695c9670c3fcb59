import Testing
@testable import TaskDraftParser

/// A product's version after its name written in Cyrillic, in any case ("Андроид", "на
/// Андроиде", "Линукса"), or in Polish's cases on a name Polish spells its own way ("Linuksa",
/// "x" written "ks"), and after "до", "na" or "do" between the two, keeps its number in the
/// title as "Update iOS to 18" and "Установить Python 3.11" do: "Обновить Андроид до 14" was
/// due at 14:00 and "Zainstalować Linuksa 6.1" on 6 January, the version gone from the title.
/// A day of a month after "до" or "do" is the deadline, version word or not. Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
@Suite struct ProductNameInACaseClassTests {
    @Test(arguments: [
        ClassRow(text: "Обновить Андроид до 14", title: "Обновить Андроид до 14"),
        ClassRow(text: "Обновить андроид до 15", title: "Обновить андроид до 15"),
        ClassRow(text: "Обновить айос до 18", title: "Обновить айос до 18"),
        ClassRow(text: "Обновить Виндовс до 11", title: "Обновить Виндовс до 11"),
        ClassRow(text: "Установить Линукс 6.1", title: "Установить Линукс 6.1"),
        ClassRow(text: "Перейти на Питон 3.12", title: "Перейти на Питон 3.12"),
        ClassRow(text: "Установить Убунту 24.04", title: "Установить Убунту 24.04"),
        ClassRow(text: "Собрать под Линуксом 6.8", title: "Собрать под Линуксом 6.8"),
        ClassRow(text: "Обновить Ноду до 20", title: "Обновить Ноду до 20"),
        ClassRow(text: "Обновить Windows до 14 декабря", due: "2026-12-14", title: "Обновить Windows"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Zainstalować Linuksa 6.1", title: "Zainstalować Linuksa 6.1", region: "PL"),
        ClassRow(text: "Przejść na Linuksa 6.8 do piątku", due: "2026-12-04", title: "Przejść na Linuksa 6.8", region: "PL"),
        ClassRow(text: "Skompilować pod Linuksem 6.8", title: "Skompilować pod Linuksem 6.8", region: "PL"),
        ClassRow(text: "Zaktualizować Windowsa do 14 grudnia", due: "2026-12-14", title: "Zaktualizować Windowsa", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// English names the product one way and kept its version already.
    @Test(arguments: [
        ClassRow(text: "Update iOS to 18", title: "Update iOS to 18", region: "US"),
        ClassRow(text: "Install Linux 6.1", title: "Install Linux 6.1", region: "US"),
        ClassRow(text: "Upgrade Android by December 14", due: "2026-12-14", title: "Upgrade Android", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    /// Must not: a person's name in a case, and a clock time or a day after the product.
    @Test(arguments: [
        ClassRow(text: "Позвонить Антону до 14", due: "2026-12-02T14:00", title: "Позвонить Антону"),
        ClassRow(text: "Встреча с Питером 3.12", due: "2026-12-03", title: "Встреча с Питером"),
        ClassRow(text: "Обновить Андроид до 18:00", due: "2026-12-02T18:00", title: "Обновить Андроид"),
        ClassRow(text: "Обновить Андроид до пятницы", due: "2026-12-04", title: "Обновить Андроид"),
        ClassRow(text: "Zadzwonić do Marka 3.12", due: "2026-12-03", title: "Zadzwonić do Marka", region: "PL"),
        ClassRow(text: "Zaktualizować Androida o 15:00", due: "2026-12-02T15:00", title: "Zaktualizować Androida", region: "PL"),
    ])
    func aNameOrAClockMustNot(_ row: ClassRow) { row.check() }
}
