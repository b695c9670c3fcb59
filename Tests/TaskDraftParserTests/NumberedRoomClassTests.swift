import Testing
@testable import TaskDraftParser

/// A room's number, and a numbered exercise, episode or chapter, written with a dot ("2.15",
/// "3.04") after the word that names it keeps its number in the title, as "room 12", "кабинет
/// 305" and "Meet in room 3.14 at noon" did: "Встреча в переговорной 2.15 в 15:00" was due at
/// 14:15 warned "more than one time named", "Lecture in hall 1.12 at 9am" on 1 December,
/// "Решить задачу 2.14" at 14:14 and "Посмотреть серию 3.04" on 3 April. Now is Wednesday
/// 2026-12-02 10:00 in Moscow. A range of them written with dots at both ends is one too
/// ("главы 4.1 до 4.3" was from 4 January to 4 March), and so is a version's ("Python 3.11 to 3.12"
/// was due 3 December).
@Suite struct NumberedRoomClassTests {
    @Test(arguments: [
        ClassRow(text: "Встреча в переговорной 2.15 в 15:00", due: "2026-12-02T15:00", title: "Встреча в переговорной 2.15"),
        ClassRow(text: "Решить задачу 2.14", title: "Решить задачу 2.14"),
        ClassRow(text: "Посмотреть серию 3.04", title: "Посмотреть серию 3.04"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Lecture in hall 1.12 at 9am", due: "2026-12-03T09:00", title: "Lecture in hall 1.12", region: "US"),
        ClassRow(text: "Meet in lab 2.15 at 3pm", due: "2026-12-02T15:00", title: "Meet in lab 2.15", region: "US"),
        ClassRow(text: "Solve problem 2.14", title: "Solve problem 2.14", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Spotkanie w gabinecie 2.15 o 15:00", due: "2026-12-02T15:00", title: "Spotkanie w gabinecie 2.15", region: "PL"),
        ClassRow(text: "Obejrzeć odcinek 3.04", title: "Obejrzeć odcinek 3.04", region: "PL"),
        ClassRow(text: "Zrobić ćwiczenie 2.14", title: "Zrobić ćwiczenie 2.14", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// A range of numbered things or of versions written with dots at both ends.
    @Test(arguments: [
        ClassRow(text: "Read chapters 4.1 to 4.3", title: "Read chapters 4.1 to 4.3", region: "US"),
        ClassRow(text: "Upgrade Python 3.11 to 3.12", title: "Upgrade Python 3.11 to 3.12", region: "US"),
        ClassRow(text: "Прочитать главы 4.1 до 4.3", title: "Прочитать главы 4.1 до 4.3"),
        ClassRow(text: "Обновить Python 3.11 до 3.12", title: "Обновить Python 3.11 до 3.12"),
        ClassRow(text: "Przeczytać rozdziały 4.1 do 4.3", title: "Przeczytać rozdziały 4.1 do 4.3", region: "PL"),
        ClassRow(text: "Zaktualizować Pythona 3.11 do 3.12", title: "Zaktualizować Pythona 3.11 do 3.12", region: "PL"),
    ])
    func ranges(_ row: ClassRow) { row.check() }

    /// Must not: a room with no number, a clock time after a room word, a date after a
    /// preposition between, and a range's end that is a day or an hour.
    @Test(arguments: [
        ClassRow(text: "Встреча в переговорной в 15:00", due: "2026-12-02T15:00", title: "Встреча в переговорной"),
        ClassRow(text: "Тренировка в зале 18:30", due: "2026-12-02T18:30", title: "Тренировка в зале"),
        ClassRow(text: "Решить задачу до 3.12", due: "2026-12-03", title: "Решить задачу"),
        ClassRow(text: "Прочитать главу 3 до 5.12", due: "2026-12-05", title: "Прочитать главу 3"),
        ClassRow(text: "Встреча в кабинете 305 до 12", due: "2026-12-02T12:00", title: "Встреча в кабинете 305"),
        ClassRow(text: "Meet in room 3.14 at noon", due: "2026-12-02T12:00", title: "Meet in room 3.14", region: "US"),
        ClassRow(text: "Spotkanie w sali 2.15 o 15:00", due: "2026-12-02T15:00", title: "Spotkanie w sali 2.15", region: "PL"),
    ])
    func aClockOrADateMustNot(_ row: ClassRow) { row.check() }
}
