import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// The number after "на", "for" or "na" that an alarm, a wake-up, a Russian call or a taxi is
/// set for is its hour: "Set an alarm for 6", "Поставить будильник на 7", "Ustawić budzik na 6"
/// had no time, and "Поставить будильник на 3 ночи" became three nights when "на 3 ночи" after
/// a booking did ("Снять квартиру на 3 ночи"). A table, a hotel and an English cab still count
/// people or nights. Now is Wednesday 2026-12-02 21:00 in Moscow, when an alarm is set.
@Suite struct AlarmHourClassTests {
    static let evening = Instant(seconds: ParserFixtures.now.seconds + 11 * 3_600)

    @Test(arguments: [
        ClassRow(text: "Set an alarm for 6", due: "2026-12-03T06:00", title: "Set an alarm", region: "US", now: evening),
        ClassRow(text: "Set the alarm clock for 7", due: "2026-12-03T07:00", title: "Set the alarm clock", region: "US", now: evening),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Поставить будильник на 7", due: "2026-12-03T07:00", title: "Поставить будильник", now: evening),
        ClassRow(text: "Поставить будильник на 3 ночи", due: "2026-12-03T03:00", title: "Поставить будильник", now: evening),
        ClassRow(text: "Заказать такси на 3 ночи", due: "2026-12-03T03:00", title: "Заказать такси", now: evening),
        ClassRow(text: "Разбудить меня на 6", due: "2026-12-03T06:00", title: "Разбудить меня", now: evening),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Ustawić budzik na 6", due: "2026-12-03T06:00", title: "Ustawić budzik", region: "PL", now: evening),
        ClassRow(text: "Zamówić taksówkę na 7", due: "2026-12-03T07:00", title: "Zamówić taksówkę", region: "PL", now: evening),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// Must not: a booking's nights, a table's and a cab's people, and the hour said with "в".
    @Test(arguments: [
        ClassRow(text: "Забронировать отель на 3 ночи", title: "Забронировать отель на 3 ночи", now: evening),
        ClassRow(text: "Снять квартиру на 3 ночи", title: "Снять квартиру на 3 ночи", now: evening),
        ClassRow(text: "Заказать столик на 7", title: "Заказать столик на 7", now: evening),
        ClassRow(text: "Book a table for 6", title: "Book a table for 6", region: "US", now: evening),
        ClassRow(text: "Order a cab for 4", title: "Order a cab for 4", region: "US", now: evening),
        ClassRow(text: "Zarezerwować stolik na 6", title: "Zarezerwować stolik na 6", region: "PL", now: evening),
        ClassRow(text: "Zarezerwować hotel na 3 noce", title: "Zarezerwować hotel na 3 noce", region: "PL", now: evening),
        ClassRow(text: "Позвонить в 3 ночи", due: "2026-12-03T03:00", title: "Позвонить", now: evening),
    ])
    func aCountMustNot(_ row: ClassRow) { row.check() }
}
