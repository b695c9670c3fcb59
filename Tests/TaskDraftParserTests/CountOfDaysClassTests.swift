import Testing
@testable import TaskDraftParser

/// Russian says two to four days or nights as it says an hour of the afternoon or the night
/// ("2 дня" is two days and 2 p.m., "3 ночи" three nights and 3 a.m.): after "на", or before
/// the noun whose days they are with no preposition, they are a count, and the words stay in
/// the title with no time, as "на 5 дней", "for 2 days" and "na 2 dni" do, where "Взять отпуск
/// на 2 дня" was due at 14:00 titled "Взять отпуск" and "Снять квартиру на 3 ночи" at 03:00.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct CountOfDaysClassTests {
    @Test(arguments: [
        ClassRow(text: "Взять отпуск на 2 дня", title: "Взять отпуск на 2 дня"),
        ClassRow(text: "Уехать на три дня", title: "Уехать на три дня"),
        ClassRow(text: "Арендовать машину на 2 дня", title: "Арендовать машину на 2 дня"),
        ClassRow(text: "Снять квартиру на 3 ночи", title: "Снять квартиру на 3 ночи"),
        ClassRow(text: "Взять 3 дня отгулов", title: "Взять 3 дня отгулов"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    /// English and Polish say the count with words no hour has, and kept it already.
    @Test(arguments: [
        ClassRow(text: "Rent a car for 2 days", title: "Rent a car for 2 days", region: "US"),
        ClassRow(text: "Wynająć auto na 2 dni", title: "Wynająć auto na 2 dni", region: "PL"),
        ClassRow(text: "Zarezerwować hotel na 3 noce", title: "Zarezerwować hotel na 3 noce", region: "PL"),
    ])
    func englishAndPolish(_ row: ClassRow) { row.check() }

    /// Must not: the hour said with "в", with "часа" between, or bare; "через" and "за" as before.
    @Test(arguments: [
        ClassRow(text: "Приехать в 2 дня", due: "2026-12-02T14:00", title: "Приехать"),
        ClassRow(text: "Позвонить в 3 ночи", due: "2026-12-03T03:00", title: "Позвонить"),
        ClassRow(text: "Записаться на 3 часа дня", due: "2026-12-02T15:00", title: "Записаться"),
        ClassRow(text: "Созвон в 2 дня с командой", due: "2026-12-02T14:00", title: "Созвон с командой"),
        ClassRow(text: "Встреча 2 дня", due: "2026-12-02T14:00", title: "Встреча"),
        ClassRow(text: "Позвонить через 2 дня", due: "2026-12-04", title: "Позвонить"),
        ClassRow(text: "Сдать отчёт за 2 дня", title: "Сдать отчёт за 2 дня"),
    ])
    func anHourMustNot(_ row: ClassRow) { row.check() }
}
