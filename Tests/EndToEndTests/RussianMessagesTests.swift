import Foundation
import Testing

/// With a Russian locale every word the REPL and the everyday commands show a person is
/// Russian: card labels, dates, prompts, results, warnings, hints, errors. English stays in
/// JSON. The check: no Latin word in what a person sees, except product and backend names,
/// the syntax a person types (`/list`, `due:today`), and the data itself (what was typed,
/// tags the shipped vocabulary gives).
@Suite struct RussianMessagesTests {
    /// Names, not wording: the product, the backend, an id's format, typed syntax in the help.
    static let names: Set<String> = ["TaskDraft", "taskdraft", "builtin", "UUID", "RRULE", "Enter", "Ctrl", "help", "list",
                                     "undo", "quit", "project", "due", "today", "status", "all", "yes",
                                     "inbox"]

    /// The Latin words (two letters or more) left in `text` once what the person typed and the
    /// allowed names are taken out.
    static func englishWords(in text: String, typed: [String], data: Set<String>) -> [String] {
        // A task's UUID is an identifier, not wording.
        var rest = text.split(separator: "\n").filter { !$0.hasPrefix("UUID") }.joined(separator: "\n")
        for line in typed.sorted(by: { $0.count > $1.count }) where !line.isEmpty {
            rest = rest.replacingOccurrences(of: line, with: " ")
        }
        let words = rest.split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 2 }
        return words.filter { !names.contains($0) && !data.contains($0) }
    }

    @Test func aRussianDialogueHasNoEnglishWords() throws {
        var td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        td.environment["LANG"] = "ru_RU.UTF-8"
        let typed = [
            "/help",
            "Позвонить Анне завтра в 15:00 #продажи срочно",
            "не срочно", "тег работа", "убери тег продажи", "заметка: взять договор", "назови Позвонить Анне Петровой",
            "без срока", "в 17:00", "сегодня в 15:00",      // a time today that has passed: warned about
            "непонятные слова",                              // not understood: the draft stays
            "и", "", "блурсдэй", "завтра 12:00", "", "", "фиолетовый", "срочно", "", "", "", "каждую пятницу", "",
            "",                                              // Enter commits
            "Планёрка по понедельникам и средам в 10:00", "н",
            "Созвон в 5", "д",
            "/list", "покажи первую", "готово #2", "удали первую", "нет", "удали первую", "да",
            "/undo", "/list status:all", "готово #9", "/нет-такой", "/undo", "/undo", "/undo", "/undo",
            "/quit",
        ]
        let result = try td.run(["repl"], stdin: typed.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let screen = result.stdout + result.stderr
        // The dialogue went where it was meant to: each kind of message was shown.
        let shown = ["Черновик  Позвонить Анне", "срок  чт 3 дек 2026 15:00 (+03:00)", "приоритет высокий",
                     "Изменено: приоритет высокий → низкий", "Изменено: теги + работа", "Изменено: теги − продажи",
                     "заметки взять договор", "Изменено: название «Позвонить Анне» → «Позвонить Анне Петровой»",
                     "Изменено: срок чт 3 дек 15:00 → нет", "Изменено: срок нет → ср 2 дек 17:00",
                     "! 15:00 сегодня уже прошло", "Не понял «непонятные слова»; черновик не изменён.",
                     "«блурсдэй» — не дата и не время", "«фиолетовый» — не приоритет", "повтор каждую пятницу",
                     "напомнить («за 30 минут»", "Создана задача 1 «Позвонить Анне Петровой» (срок чт 3 дек 2026 12:00 (+03:00))",
                     "Черновик отброшен.", "«5» понято как 17:00", "№  Срок", "Пр   Задача", "Статус     ожидает",
                     "Выполнена задача 1 «Позвонить Анне Петровой»",
                     "Следующий повтор: 3 «Позвонить Анне Петровой» (срок пт 4 дек 2026 12:00 (+03:00))", "? [д/Н]",
                     "Оставлена.", "Удалена задача 2 «Созвон»", "Отменено: удаление задачи 2 «Созвон»",
                     "Статус   Задача", "готово", "В последнем списке 3 строки; строки 9 нет.", "Неизвестная команда /нет-такой", "Отменять нечего."]
        #expect(shown.filter { !screen.contains($0) } == [], "\(screen)")
        #expect(Self.englishWords(in: screen, typed: typed, data: ["meeting", "call"]) == [])

        // The everyday commands speak Russian too; JSON stays as the contract says.
        var commands = ""
        for arguments in [["add", "Сдать отчёт в пятницу", "--yes"], ["list"], ["show", "1"], ["edit", "1", "--priority", "low", "--yes"],
                          ["done", "1", "--yes"], ["delete", "1"], ["undo"], ["show", "42"], ["list", "+нет"]] {
            let run = try td.run(arguments)
            commands += run.stdout + run.stderr
        }
        let said = ["Создана задача 1 «Сдать отчёт» (срок пт 4 дек 2026)", "пт 4 дек", "Приоритет  нет",
                     "Изменена задача 1", "Выполнена задача 1", "Удаление задачи требует подтверждения",
                     "Отмена требует подтверждения", "нет задачи 42", "Задач нет."]
        #expect(said.filter { !commands.contains($0) } == [], "\(commands)")
        #expect(Self.englishWords(in: commands, typed: ["--yes", "--all"], data: []) == [])
        let json = try td.json(["list", "--json", "status:all"]) as! [[String: Any]]
        #expect(json.first?["priority"] as? String == "low" && json.first?["status"] as? String == "done")
    }

    @Test func theLocaleFollowsPosixPrecedence() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let russian = try td.run(["list"], extraEnvironment: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8"])
        #expect(russian.stdout == "Задач нет.\n")
        let english = try td.run(["list"], extraEnvironment: ["LANG": "ru_RU.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(english.stdout == "No tasks.\n")
        // An empty variable does not count.
        let empty = try td.run(["list"], extraEnvironment: ["LANG": "ru_RU.UTF-8", "LC_ALL": ""])
        #expect(empty.stdout == "Задач нет.\n")
    }
}
