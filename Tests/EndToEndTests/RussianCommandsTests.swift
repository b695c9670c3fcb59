import Foundation
import Testing
import TestPeers

/// Beyond the everyday dialogue (`RussianMessagesTests`): with a Russian locale, help and usage
/// errors, the set review, import, export and backup, `skills`, `audit`, `log`, `transcript`,
/// `backend --explain`, `sync`, `remind` and a failing model server speak Russian too. What may
/// stay Latin is what a person types or reads as a name: options and their values, file paths,
/// environment variables, example command lines, JSON, and the names of products and backends.
@Suite struct RussianCommandsTests {
    /// Names and typed syntax that help and reports quote.
    static let names: Set<String> = [
        "TaskDraft", "taskdraft", "builtin", "SQLite", "sqlite", "JSON", "Lines", "CSV", "iCalendar", "Taskwarrior", "todo", "txt",
        "RRULE", "FREQ", "WEEKLY", "BYDAY", "FR", "MCP", "RPC", "API", "HTTP", "GET", "IANA", "ISO", "UTF", "UUID", "Claude", "Code",
        "Cursor", "Tab", "Enter", "Debian", "Skills", "CalDAV", "LANG", "NO", "COLOR", "systemd", "org", "freedesktop", "Notifications",
        "make", "install", "systemctl", "user", "enable", "now", "remind", "service", "wal", "db", "md", "config", "json", "jsonl",
        "csv", "ics", "lines", "todotxt", "taskwarrior", "bash", "zsh", "fish", "source", "stdin", "stdout", "stderr", "RU", "US",
        "EU", "DE", "ETA", "ms", "uid", "uuid", "Europe", "Moscow", "llama", "server", "ollama", "openai", "anthropic", "local",
        "network", "this", "machine", "partner", "listed", "none", "help", "list", "check", "undo", "quit", "plan", "overdue",
        "today", "tomorrow", "week", "pending", "done", "deleted", "all", "high", "normal", "low", "human", "script", "agent",
        "sync", "draft", "tools", "repair", "final", "schema", "object", "prompt", "ok", "invalid", "rejected", "format", "context",
        "exceeded", "error", "timeout", "unreachable", "too", "large", "reset", "cancelled", "already", "needs", "confirmation",
        "declined", "refused", "rate", "limited", "not", "found", "log", "content", "true", "phases", "agents", "writes", "per",
        "minute", "may", "delete", "task", "create", "list_tasks", "complete", "update", "url", "username", "password", "env",
        "tag", "status", "due", "priority", "project", "recur", "notes", "fri", "friday", "weekly", "every", "span", "line",
        "module", "limit", "backend", "key", "id", "add", "edit", "repl", "tasks", "total", "timeouts", "region", "info",
        "dry", "run", "yes", "session", "watch", "Snooze", "file", "cli", "meeting", "claude", "XDG", "TZ", "FILE", "ru",
        "Model", "Context", "Protocol", "ls", "next", "show", "modify", "rm", "import", "export", "backup", "transcript", "audit",
        "skills", "mcp", "completion", "info", "review",
    ]

    /// Latin words (two letters or more) left once options, placeholders, environment
    /// variables, paths, JSON, example lines and the allowed names are taken out.
    static func englishWords(in text: String, data: Set<String> = []) -> [String] {
        var rest = text
        let patterns = [
            #"(?s)ПРИМЕРЫ:.*?(?=ОПИСАНИЕ:|taskdraft: ошибка|\z)"#,  // help's examples: command lines a person types
            #"\{.*\}"#,                              // JSON
            #"--?[A-Za-z][A-Za-z-]*"#,               // options
            #"<[^>]*>"#,                             // placeholders
            #"\b[A-Z][A-Z0-9_]*_[A-Z0-9_]+\b"#,      // environment variables
            #"[~$]?[A-Za-z0-9_.-]*/[^\s,;:)»]*"#,    // paths and URLs
            #"\b[a-z_]+:[A-Za-z|.]*"#,               // filter words (due:today, status:all) and policy tokens
            #"\b[A-Za-z]+\.[A-Za-z]+\b"#,            // file names (config.json, tasks.db)
            #"\b\w*_\w*\b"#,                         // identifiers (already_done, ru_RU)
            #"\b[0-9a-fA-F]*[0-9][0-9a-fA-F]*\b"#,    // session ids, hashes, temporary directories
            #"#\w+"#,                                 // an agent's session (claude-code#3fa2c1)
        ]
        for pattern in patterns {
            rest = rest.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let words = rest.split { !($0.isASCII && ($0.isLetter || $0 == "_")) }.map(String.init).filter { $0.count >= 2 }
        return words.filter { !names.contains($0) && !data.contains($0) }
    }

    static func russian(now: String = "2026-12-02T16:00:00+03:00") throws -> TaskDraftBinary {
        var td = try TaskDraftBinary(now: now)
        td.environment["LANG"] = "ru_RU.UTF-8"
        return td
    }

    @Test func helpAndUsageErrorsAreRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        var screen = ""
        let overview = try td.run(["--help"])
        #expect(overview.status == 0)
        #expect(overview.stdout.contains("КОМАНДЫ:") && overview.stdout.contains("КОДЫ ВЫХОДА:"))
        screen += overview.stdout
        let commands = ["add", "draft", "plan", "list", "show", "done", "edit", "modify", "delete", "undo", "remind", "import", "export",
                        "backup", "transcript", "audit", "log", "backend", "skills", "mcp", "repl", "completion", "help", "sync"]
        for command in commands {
            let help = try td.run([command, "--help"])
            #expect(help.status == 0 && help.stdout.hasPrefix("ОПИСАНИЕ: "), "\(command): \(help.stdout)")
            #expect(try td.run(["help", command]).stdout == help.stdout)
            screen += help.stdout
        }
        let mistakes: [([String], String)] = [
            (["list", "--tx", "UTC"], "неизвестный параметр «--tx»; может быть, «--tz»?"), (["lst"], "неизвестная команда «lst»"),
            (["list", "due:someday"], "due «someday» — нет такого срока"), (["add", ""], "текст задачи пуст"),
            (["edit", "1"], "назовите хотя бы одно поле"), (["audit", "--limit", "0"], "--limit «0» — не положительное число"),
            (["skills", "nope"], "неизвестное действие «nope» (list или check)"), (["list", "--json", "--jsonl"], "выберите что-то одно"),
            (["list", "--tz", "Mars/Base"], "неизвестный часовой пояс"), (["export", "--format", "xml"], "недопустимое значение «xml»"),
            (["show"], "не хватает аргумента <id>"), (["done", "x"], "«x» — не номер задачи"),
            (["edit", "1", "--recur", "иногда"], "повтор «иногда» — ни слова"), (["completion", "tcsh"], "неизвестная оболочка"),
        ]
        for (arguments, said) in mistakes {
            let run = try td.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("taskdraft: ошибка: ") && run.stderr.contains(said) && run.stderr.contains("Использование: "),
                    "\(arguments): \(run.stderr)")
            screen += run.stderr
        }
        #expect(Self.englishWords(in: screen, data: ["lst", "someday", "nope", "xml", "tcsh"]) == [], "\(screen)")
        // English stays English, word for word as before.
        let english = try td.run(["lst"], extraEnvironment: ["LANG": "C.UTF-8"])
        #expect(english.stderr == "taskdraft: error: unknown command 'lst'; did you mean 'list'?\n"
                + "Usage: taskdraft [<command>] [options]\n  See 'taskdraft --help' for more information.\n")
    }

    @Test func theSetReviewAndPlanAreRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let typed = ["Купить молоко, позвонить маме завтра и оплатить счёт в пятницу", "все #дом", "2 н", "5 и", "что-то", "1 и",
                     "", "", "", "", "", "", "", "", "", "/plan провести встречу", "н", "/quit"]
        let result = try td.run(["repl"], stdin: typed.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let screen = result.stdout + result.stderr
        let shown = ["Из ваших слов 3 черновика:", "Сохранить все (3)? [Д]а / [н]ет", "Изменён черновик 1: теги + дом",
                     "Черновик 2 отброшен.", "Черновика 5 нет; в наборе 2 черновика.", "Какой черновик? Скажите «2 что-то»",
                     "Создана задача 1 «Купить молоко»", "Модель builtin не умеет составлять планы", "Черновик отброшен."]
        #expect(shown.filter { !screen.contains($0) } == [], "\(screen)")
        #expect(Self.englishWords(in: screen) == [], "\(screen)")

        // Splitting notes says what it skipped in Russian; words with no task in them too.
        let split = try td.run(["draft", "--split"], stdin: "Итоги встречи:\n- купить бумагу\n- позвонить Ивану в пятницу\n")
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stderr.contains("Пропущено строк, где нет задачи: 1."), "\(split.stderr)")
        let empty = try td.run(["add", "--split", "--yes", "Итоги:"])
        #expect(Self.englishWords(in: split.stderr + empty.stderr) == [], "\(split.stderr)\(empty.stderr)")
    }

    @Test func importExportAndBackupReportInRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let csv = td.directory.appendingPathComponent("tasks.csv")
        try "title,due,priority,color\nОплатить счёт,2026-12-04,high,red\nПозвонить,,urgent,blue\nКупить хлеб,,low,\n"
            .write(to: csv, atomically: true, encoding: .utf8)
        let dry = try td.run(["import", csv.path, "--dry-run"])
        let imported = try td.run(["import", csv.path, "--yes"])
        #expect(imported.status == 5, "\(imported.stderr)")
        let again = try td.run(["import", csv.path, "--yes"])
        let out = td.directory.appendingPathComponent("out.json").path
        let exported = try td.run(["export", "-o", out])
        let backup = try td.run(["backup", td.directory.appendingPathComponent("copy.db").path])
        let backupAgain = try td.run(["backup", td.directory.appendingPathComponent("copy.db").path])
        let untitled = td.directory.appendingPathComponent("untitled.csv")
        try "name,when\nx,y\n".write(to: untitled, atomically: true, encoding: .utf8)
        let noTitle = try td.run(["import", untitled.path, "--yes"])
        #expect(backupAgain.status == 1 && noTitle.status == 1)
        let screen = [dry, imported, again, exported, backup, backupAgain, noTitle].map { $0.stdout + $0.stderr }.joined()
        let shown = ["Пробный прогон: 2 черновика; ошибочных записей: 1 (см. выше); ничего не записано.",
                     "Импортированы 2 задачи из \(csv.path) (с ошибками: 1).", "в \(csv.path) не импортировано записей с ошибками: 1",
                     "примечание: пропущенные столбцы CSV: \"color\"", "«urgent» — не low, normal или high", "Импортировано 0 задач из \(csv.path) (уже были: 2, с ошибками: 1).",
                     "Выгружены 2 задачи в \(out).", "Резервная копия: 2 задачи в ", "уже есть; чтобы заменить его, добавьте --force",
                     "в заголовке нет столбца с названиями задач (есть: name, when); переименуйте столбец с ними в \"title\""]
        #expect(shown.filter { !screen.contains($0) } == [], "\(screen)")
        // The bad record's own line names file, line and field as the JSON report does.
        #expect(Self.englishWords(in: screen, data: ["urgent", "color", "name", "when", "text", "title"]) == [], "\(screen)")
    }

    @Test func skillsAuditLogTranscriptAndBackendAreRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let skills = td.directory.appendingPathComponent("config/taskdraft/skills")
        try FileManager.default.createDirectory(at: skills, withIntermediateDirectories: true)
        try "| term | tags | priority |\n|---|---|---|\n| ОКР | rnd | urgent |\nпросто фраза\n"
            .write(to: skills.appendingPathComponent("vocabulary-team.md"), atomically: true, encoding: .utf8)
        var screen = ""
        for arguments in [["add", "Позвонить Анне завтра в 15:00", "--yes"], ["done", "1", "--yes"], ["audit"], ["log"], ["transcript"],
                          ["transcript", "--list"], ["skills"], ["skills", "check"], ["backend"], ["backend", "--explain"],
                          ["transcript", "--session", "нет"], ["sync"], ["sync", "--status"], ["remind"]] {
            let run = try td.run(arguments)
            screen += run.stdout + run.stderr
        }
        let shown = ["Когда", "Кто", "Действие", "Итог", "скрипт:cli  выполнение", "готово", "Журнал моделей пуст",
                     "Сеанс ", "запрос      Позвонить Анне", "решение     сохранить", "Просмотрены папки: ", "термина словаря",
                     "предупреждение: Skills: ", "приоритет 'urgent' — не high, normal или low — строка пропущена (и ещё 1)",
                     "ожидалась строка таблицы", "модель: builtin (доступна)", "строка политики RU", "правила:",
                     "builtin: builtin — выбрана: доступен всегда, без сети", "ваши слова уходят: этот компьютер",
                     "нет сеанса нет", "сервер синхронизации не настроен", "Синхронизации ещё не было."]
        #expect(shown.filter { !screen.contains($0) } == [], "\(screen)")
        #expect(Self.englishWords(in: screen, data: ["urgent", "rnd"]) == [], "\(screen)")
    }

    @Test func remindersAndAFailingServerSpeakRussian() throws {
        let td = try Self.russian(now: "2026-12-03T09:45:00+03:00")
        defer { td.remove() }
        try td.run(["add", "Сдать отчёт сегодня в 10:00", "--yes"])
        try td.run(["edit", "1", "--remind", "за 30 минут", "--yes"])
        for n in 1...3 { try td.run(["add", "Старое дело \(n) вчера", "--yes"]) }
        let remind = try td.run(["remind"], extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"])
        #expect(remind.status == 0, "\(remind.stderr)")
        #expect(remind.stderr.contains("напоминание: Сдать отчёт — Срок сегодня 10:00 · задача 1"), "\(remind.stderr)")
        #expect(Self.englishWords(in: remind.stdout + remind.stderr) == [], "\(remind.stderr)")

        let port = FaultServer.closedPort()
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try """
            {"backends": [{"name": "llama", "kind": "openai", "url": "http://127.0.0.1:\(port)/v1", "model": "m", "where": "this-machine"}],
             "timeouts": {"connect_s": 1, "total_s": 2}}
            """.write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        let failed = try td.run(["add", "--yes", "--backend", "llama", "Позвонить Анне"])
        #expect(failed.status == 4)
        #expect(failed.stderr.hasPrefix("taskdraft: модель llama на 127.0.0.1:\(port): "), "\(failed.stderr)")
        let explain = try td.run(["backend", "--explain", "--region", "DE"])
        #expect(explain.stdout.contains("сервер не отвечает"), "\(explain.stdout)")
    }

    @Test(.enabled(if: DAVServer.isInstalled(.radicale))) func syncReportsInRussian() throws {
        let server = try DAVServer(.radicale)
        var td = try Self.russian()
        defer { td.remove(); server.stop() }
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "{\"sync\": {\"username\": \"\(server.username)\", \"password_env\": \"DAV_PASSWORD\", \"url\": \"\(server.url)\"}}"
            .write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        td.environment["DAV_PASSWORD"] = server.password
        try td.run(["add", "Позвонить Анне завтра в 15:00", "--yes"])
        let dry = try td.run(["sync", "--dry-run"])
        let synced = try td.run(["sync"])
        let status = try td.run(["sync", "--status"])
        let screen = [dry, synced, status].map { $0.stdout + $0.stderr }.joined()
        #expect(synced.status == 0, "\(screen)")
        #expect(synced.stdout.contains("Синхронизировано с ") && synced.stdout.contains("отправлено новых 1"), "\(screen)")
        #expect(status.stdout.contains("последняя синхронизация"), "\(screen)")
        #expect(Self.englishWords(in: screen, data: ["ann", "tasks", "Tasks"]) == [], "\(screen)")
    }
}
