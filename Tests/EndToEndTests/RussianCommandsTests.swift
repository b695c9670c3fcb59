import Foundation
import Testing
import TaskDraftKit
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
        "csv", "ics", "lines", "todotxt", "taskwarrior", "todoist", "Todoist", "bash", "zsh", "fish", "source", "stdin", "stdout", "stderr", "RU", "US",
        "EU", "DE", "ETA", "ms", "uid", "uuid", "Europe", "Moscow", "llama", "server", "ollama", "openai", "anthropic", "local",
        "network", "this", "machine", "partner", "listed", "none", "help", "list", "terms", "check", "undo", "quit", "plan", "overdue",
        "today", "tomorrow", "week", "pending", "done", "deleted", "all", "high", "medium", "low", "none", "human", "script", "agent",
        // Taskwarrior's virtual tags, which `list +BLOCKED` is typed with as Taskwarrior spells them.
        "BLOCKED", "BLOCKING", "WAITING",
        "read", "propose", "write", "scheduled", "wait",
        "sync", "draft", "tools", "repair", "final", "schema", "object", "prompt", "ok", "invalid", "rejected", "format", "context",
        "exceeded", "error", "timeout", "unreachable", "too", "large", "reset", "cancelled", "already", "needs", "confirmation",
        "declined", "refused", "rate", "limited", "not", "found", "log", "content", "true", "phases", "agents", "writes", "per",
        "minute", "may", "delete", "task", "create", "list_tasks", "complete", "update", "url", "username", "password", "env",
        "tag", "status", "due", "priority", "project", "recur", "notes", "fri", "friday", "weekly", "every", "span", "line",
        "module", "limit", "backend", "key", "id", "add", "edit", "repl", "tasks", "total", "timeouts", "region", "info",
        "dry", "run", "yes", "session", "watch", "Snooze", "file", "cli", "meeting", "claude", "XDG", "TZ", "FILE", "ru",
        "Model", "Context", "Protocol", "ls", "next", "show", "modify", "rm", "import", "export", "backup", "transcript", "audit",
        "skills", "mcp", "completion", "info", "review", "tokens", "inbox", "annotate", "denotate",
        // `mcp --http`: its config.json key, the transport's name, the headers it checks, the signals that stop it, TLS
        // and the README it points to.
        "http", "Streamable", "Origin", "Host", "SIGINT", "SIGTERM", "TLS", "README", "HOST", "PORT",
        // The system surface: its command, caller kind, bus names and D-Bus methods.
        "dbus", "system", "Planner", "GNOME", "Shell", "KRunner", "Draft", "Commit", "Add", "List", "Complete", "Undo", "Changed",
        // A task's UID, as exports and CalDAV name it (`depends`).
        "UID",
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
        let commands = ["add", "draft", "plan", "list", "show", "done", "edit", "modify", "annotate", "denotate", "delete", "undo", "remind", "import", "export",
                        "backup", "transcript", "audit", "log", "backend", "skills", "mcp", "dbus", "repl", "completion", "help", "sync"]
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
            (["skills", "nope"], "неизвестное действие «nope» (list, terms или check)"), (["list", "--json", "--jsonl"], "выберите что-то одно"),
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
                     "", "", "", "", "", "", "", "", "", "", "", "/plan провести встречу", "н", "/quit"]
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
        let shown = ["Пробный прогон: 2 черновика; ошибочных записей: 1 (см. выше); сохранено как заметки: 1 значение из 1 записи; ничего не записано.",
                     "Импортированы 2 задачи из \(csv.path) (с ошибками: 1, сохранено как заметки: 1 значение из 1 записи).",
                     "в \(csv.path) не импортировано записей с ошибками: 1",
                     "примечание: поля CSV, которым здесь нет места, сохранены в заметках задач: color", "«urgent» — не none, low, medium или high",
                     "Импортировано 0 задач из \(csv.path) (уже были: 2, с ошибками: 1, сохранено как заметки: 1 значение из 1 записи).",
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
                     "предупреждение: Skills: ", "приоритет 'urgent' — не high, medium, low или none — строка пропущена (и ещё 1)",
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

    /// What went wrong under a command, where no usage line helps: the database, config.json,
    /// a task the store refuses, a rule, a temporary file, the server to sync with.
    @Test func failuresSayWhatWentWrongInRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        var screen = ""
        func fails(_ arguments: [String], status: Int32 = 1, environment: [String: String] = [:], _ said: String) throws {
            let run = try td.run(arguments, extraEnvironment: environment)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("taskdraft: ") && run.stderr.contains(said), "\(arguments): \(run.stderr)")
            screen += run.stderr
        }
        let directory = td.directory.path
        // The database: not one, a folder in its place, a place that cannot be made, a newer schema.
        try String(repeating: "not a database ", count: 20).write(toFile: directory + "/garbage.db", atomically: true, encoding: .utf8)
        try fails(["--db", directory + "/garbage.db", "list"], "не удаётся открыть базу данных \(directory)/garbage.db: файл — не база данных")
        try FileManager.default.createDirectory(atPath: directory + "/folder.db", withIntermediateDirectories: true)
        try fails(["--db", directory + "/folder.db", "list"], "не удаётся открыть базу данных \(directory)/folder.db: это папка")
        try "".write(toFile: directory + "/file", atomically: true, encoding: .utf8)
        // A place that cannot be made: only a command that writes makes one.
        try fails(["--db", directory + "/file/inside/tasks.db", "add", "Позвонить", "--yes"], "не удаётся создать папку \(directory)/file")
        try fails(["--db", directory + "/typo.db", "list"], "базы данных \(directory)/typo.db нет; команда, которая только читает, её не создаёт")
        try td.run(["--db", directory + "/newer.db", "add", "Позвонить", "--yes"])
        try SQLiteConnection(path: directory + "/newer.db", create: false).executeScript("PRAGMA user_version = 99")
        try fails(["--db", directory + "/newer.db", "list"], "версия схемы 99 новее той, что знает этот taskdraft (")
        let newer = try td.run(["--db", directory + "/newer.db", "list"], extraEnvironment: ["LANG": "C.UTF-8"]).stderr
        #expect(newer.hasPrefix("taskdraft: database \(directory)/newer.db has schema version 99, newer than this taskdraft's ")
                && newer.hasSuffix("; upgrade taskdraft to use it\n"), "\(newer)")

        // config.json, one mistake at a time.
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let mistakes: [(String, String)] = [
            (#"{"backends": 3}"#, "backends: нужен массив, а здесь число"), (#"{"x": "#, "текст оборвался (строка 1, столбец 7)"),
            (#"{"nope": 1}"#, "nope: неизвестный ключ (известные: agents, backend"), ("[]", "на верхнем уровне нужен объект JSON"),
            (#"{"backends": [{"name": "a", "kind": "zz"}]}"#, "backends[0].kind: «zz» — не одно из: openai, anthropic"),
            (#"{"timeouts": {"total_s": 0}}"#, "timeouts.total_s: должно быть больше 0"),
            (#"{"sync": {"url": "http://ann:secret@example.org/"}}"#, "sync.url: не должен содержать имя пользователя или пароль"),
            (#"{"backends": [{"name": "builtin", "kind": "openai", "url": "http://127.0.0.1:1/v1"}]}"#, "backends[0].name: имя «builtin» занято"),
            (#"{"phases": {"zap": "builtin"}}"#, "phases.zap: неизвестная фаза (известные: draft, plan, review)"),
            (#"{"log_content": "yes"}"#, "log_content: нужно true или false"),
        ]
        for (text, said) in mistakes {
            try text.write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
            try fails(["list"], "файл настроек \(config.path)/config.json: " + said)
        }
        try FileManager.default.removeItem(at: config.appendingPathComponent("config.json"))
        try fails(["--config", directory + "/none.json", "list"], "файл настроек \(directory)/none.json: нет такого файла")

        // A task the store refuses, a rule it cannot keep, a backend nobody configured, a temporary file.
        try fails(["add", "--yes", String(repeating: "а", count: 250)],
                  "задача не годится: в названии 250 символов (можно не больше 200); ничего не записано")
        try td.run(["add", "Позвонить Анне", "--yes"])
        try fails(["edit", "1", "--recur", "FREQ=WEEKLY;BYHOUR=9", "--yes"], status: 2,
                  "повтор: часть правила повтора BYHOUR не поддерживается (поддерживаются FREQ=DAILY…YEARLY, INTERVAL, BYMONTH, BYMONTHDAY, BYDAY, BYSETPOS, WKST, COUNT и UNTIL)")
        try fails(["edit", "1", "--recur", "FREQ=WEEKLY;BYDAY=-1FR", "--yes"], status: 2,
                  "повтор: часть правила повтора BYDAY=-1FR нельзя сочетать с FREQ=WEEKLY")
        try fails(["add", "--backend", "nope", "--yes", "Позвонить"], status: 2, "неизвестная модель «nope» (известные: builtin")
        let csv = directory + "/tasks.csv"
        try "title\nКупить хлеб\n".write(toFile: csv, atomically: true, encoding: .utf8)
        try fails(["import", csv, "--strict", "--yes"], environment: ["TMPDIR": directory + "/gone"],
                  "не удаётся создать временный файл в \(directory)/gone: нет такого файла или папки")
        try #"{"phases": {"review": "nope"}}"#.write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        try fails(["add", "--split", "--yes", "Купить хлеб и позвонить маме"], status: 2, "config.json phases.review: неизвестная модель «nope»")
        // The statement SQLite was running is quoted as it is.
        let words = Self.englishWords(in: screen.replacingOccurrences(of: "`[^`]*`", with: " ", options: .regularExpression),
                                      data: ["garbage", "folder", "file", "inside", "newer", "backends", "device", "policy", "kind", "zz",
                                             "nope", "zap", "COUNT", "INTERVAL", "BYMONTHDAY", "UNTIL", "gone", "none", "false",
                                             // RRULE's own names, quoted as a rule writes them.
                                             "BYHOUR", "DAILY", "YEARLY", "BYMONTH", "BYSETPOS", "WKST"])
        #expect(words == [], "\(screen)")

        // A password file that is not there.
        try #"{"sync": {"url": "http://127.0.0.1:1/dav/", "username": "ann", "password_file": "\#(directory)/secret"}}"#
            .write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        let password = try td.run(["sync"])
        #expect(password.stderr == "taskdraft: пароль синхронизации: файл ключа \(directory)/secret не читается: нет такого файла или папки\n",
                "\(password.stderr)")

        // The server to sync with does not answer: said in Russian, libcurl's own words after it.
        let port = FaultServer.closedPort()
        try #"{"sync": {"url": "http://127.0.0.1:\#(port)/dav/", "username": "ann", "password_env": "DAV_PASSWORD"}}"#
            .write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        let sync = try td.run(["sync"], extraEnvironment: ["DAV_PASSWORD": "x"])
        #expect(sync.status == 1 && sync.stderr.hasPrefix("taskdraft: нет связи с сервером синхронизации: "), "\(sync.stderr)")

        // English stays word for word.
        let english = ["LANG": "C.UTF-8"]
        #expect(try td.run(["--db", directory + "/garbage.db", "list"], extraEnvironment: english).stderr
                == "taskdraft: cannot open database \(directory)/garbage.db: file is not a database\n")
        try #"{"backends": 3}"#.write(to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        #expect(try td.run(["list"], extraEnvironment: english).stderr
                == "taskdraft: config \(config.path)/config.json: backends: expected an array, found a number\n")
    }

    /// Every kind of bad record an import meets, one line each, in Russian; the JSON report keeps the English.
    @Test func badImportRecordsAreReportedInRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let longUID = String(repeating: "u", count: 300), longTitle = String(repeating: "я", count: 201)
        let files: [(String, [UInt8], [String])] = [
            ("a.json", Array((#"[{"title": 3}, {"text": "Позвонить", "due": "x", "due_date": "2026-01-01"}, {"title": "a", "tags": [1]}, "#
                + #"{"title": "b", "recurrence": "FREQ=FOO"}, {"title": "c", "recurrence": "BYDAY=MO"}, {"title": "d", "reminders": ["x"]}, "#
                + #"5, {"title": "e" "f"}, {"title": "g", "uid": "\#(longUID)"}, {"title": "\#(longTitle)"}, "#
                + #"{"priority": "high"}, {"title": "h", "tags": 3}]"#).utf8), []),
            ("b.csv", Array("title,due\n\"abc\"x,2026\nКупить,,лишнее\n\"не закрыто\n".utf8), []),
            ("t.txt", Array("(A) x due:zz\ny pri:1\n".utf8), ["--format", "todotxt"]),
            ("tw.json", Array((#"[{"description": "a", "status": "zz"}, {"description": "b", "entry": "x"}, {"description": "c", "annotations": 3}, "#
                + #"{"description": "d", "annotations": [4]}, {"description": "tmpl", "status": "recurring", "recur": "weekly"}, "#
                + #"{"description": "e", "colour": 1}]"#).utf8), ["--format", "taskwarrior"]),
            ("l.txt", Array("Позвонить\n".utf8) + [0xFF, 0xFE, 0x0A], ["--format", "lines"]),
            ("cut.json", Array(#"[{"title": "ok"}, {"title": "#.utf8), []),
            ("after.json", Array(#"[{"title": "ok2"}] trailing"#.utf8), []),
            ("comma.json", Array(#"[{"title": "ok3"} {"title": "no"}]"#.utf8), []),
        ]
        var screen = ""
        for (name, bytes, options) in files {
            let path = td.directory.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try td.run(["import", path, "--yes"] + options)
            #expect([0, 1, 5].contains(run.status), "\(name): \(run.stderr)")
            screen += run.stdout + run.stderr
        }
        let said = ["title: нужна строка, а здесь число", "due: укажите due (x) или due_date (2026-01-01), но не оба",
                    "tags: нужны строки, а здесь число", "recurrence: часть правила повтора FREQ=FOO не поддерживается",
                    "recurrence: в правиле повтора нужен FREQ", "reminders: «x» — не длительность ISO 8601", "нужен объект JSON, а здесь число",
                    "нужно «,» или «}»", "uid: длина 300 байт (можно не больше 255)", "title: в нём 201 символ (можно не больше 200)",
                    "title: не указано (нужно title или text для черновика)", "tags: нужен массив строк, а здесь число",
                    "b.csv:2:6: лишний символ после закрывающей кавычки", "b.csv:3: полей в записи: 3, а в заголовке: 2",
                    "текст оборвался внутри поля в кавычках (нет закрывающей кавычки?)",
                    "due: «zz» — не дата ГГГГ-ММ-ДД", "pri: «1» — не буква A–Z",
                    "status: «zz» — не pending, waiting, completed, deleted или recurring", "entry: «x» — не дата Taskwarrior",
                    "annotations: нужен массив, а здесь число", "annotations: нужны объекты со строкой description, а здесь число",
                    "пропущено: шаблон повтора Taskwarrior (импортируются его экземпляры)", "примечание: поля Taskwarrior, которым здесь нет места, сохранены в заметках задач: colour",
                    "l.txt:2:1: не UTF-8 (байт 1 строки)", "текст оборвался внутри этой записи (файл обрезан?); она не импортирована",
                    "текст после конца массива JSON пропущен", "между записями нужно «,» или «]»"]
        #expect(said.filter { !screen.contains($0) } == [], "\(screen)")
        #expect(Self.englishWords(in: screen, data: ["title", "text", "tags", "recurrence", "reminders", "uid", "entry", "annotations",
                                                     "description", "type", "pri", "zz", "FOO", "INTERVAL", "BYMONTHDAY", "UNTIL",
                                                     "DAILY", "YEARLY", "BYMONTH", "BYSETPOS", "WKST", "COUNT",
                                                     "waiting", "completed", "recurring", "colour", "PT", "MO"]) == [], "\(screen)")
        // The JSON report says the same in English, the contract.
        let report = try td.run(["import", td.directory.appendingPathComponent("a.json").path, "--dry-run", "--json"])
        #expect(report.stdout.contains("expected a string, found a number"), "\(report.stdout)")
    }

    /// `taskdraft mcp` tells the person at the terminal what it does on stderr in Russian; what
    /// the agent gets on stdout stays the protocol's English.
    @Test func theMcpServersDiagnosticsAreRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let lines = [#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "clientInfo": {"name": "cli", "version": "1"}}}"#,
                     "not json", #"{"jsonrpc": "2.0", "id": null, "error": {"code": -1, "message": "boom"}}"#,
                     #"{"jsonrpc": "2.0", "id": 77, "result": {}}"#, String(repeating: "x", count: 1_100_000)]
        let run = try td.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let said = ["taskdraft mcp: TaskDraft обслуживает агента через stdio (сеанс ", "taskdraft mcp: cli 1 открыл протокол 2025-06-18",
                    "taskdraft mcp: строка отклонена; клиенту ответ: «-32700 Parse error: ",
                    "taskdraft mcp: пропущен ответ на 77: его никто не ждёт", "taskdraft mcp: отброшена строка длиной 1100000 байт",
                    "taskdraft mcp: ввод закрыт; выход"]
        #expect(said.filter { !run.stderr.contains($0) } == [], "\(run.stderr)")
        // The replies quoted in «» are the protocol's words, as the client got them.
        // The session id is data too: six random hex digits can spell a word ("cccbee").
        let own = run.stderr.replacingOccurrences(of: "«[^»]*»", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "сеанс [0-9a-f]+\\)", with: "сеанс)", options: .regularExpression)
        #expect(Self.englishWords(in: own, data: ["stdio", "cli"]) == [], "\(run.stderr)")
        #expect(run.stdout.contains("Parse error") && !run.stdout.contains("строка"), "\(run.stdout)")
        let english = try td.run(["mcp"], stdin: "\n", extraEnvironment: ["LANG": "C.UTF-8"])
        #expect(english.stderr.hasPrefix("taskdraft mcp: serving TaskDraft over stdio (session ")
                && english.stderr.hasSuffix("taskdraft mcp: input closed; exiting\n"), "\(english.stderr)")
    }

    /// The descriptions zsh and fish show beside commands and options, in the language the
    /// script was written in; the English script is as before.
    @Test func completionDescriptionsAreRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let quoted = #"((?:[^']|'\\'')*)"#
        for (shell, pattern) in [("fish", " -d '" + quoted + "'"), ("zsh", "'(?!dynamic:|words:)-{0,2}[A-Za-z_][A-Za-z_-]*:" + quoted + "'")] {
            let script = try td.run(["completion", shell])
            #expect(script.status == 0)
            let expression = try NSRegularExpression(pattern: pattern)
            let text = script.stdout as NSString
            let descriptions = expression.matches(in: script.stdout, range: NSRange(location: 0, length: text.length))
                .map { text.substring(with: $0.range(at: 1)) }
            #expect(descriptions.count > 50, "\(shell)")
            #expect(descriptions.contains("Составить задачу из ваших слов и записать её."), "\(shell)")
            #expect(Self.englishWords(in: descriptions.joined(separator: "\n")) == [], "\(shell)")
            let english = try td.run(["completion", shell], extraEnvironment: ["LANG": "C.UTF-8"])
            #expect(english.stdout.contains("Draft a task from your words and commit it.") && !english.stdout.contains("Составить"), "\(shell)")
        }
    }

    /// `import --dry-run` on a terminal: the table's columns, letters, statuses and warnings.
    @Test func theImportTableOnATerminalIsRussian() throws {
        let td = try Self.russian()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("tasks.json").path
        try #"[{"title": "Сдать отчёт", "priority": "high", "due": "2026-12-04"}, {"title": "Старое", "status": "done"}, {"text": "Созвон в 5"}]"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ImportTerminalTests().onTerminal(td, "import \(file) --dry-run", typing: "")
        #expect(run.status == 0, "\(run.stdout)")
        let screen = run.stdout.replacingOccurrences(of: "\r", with: "")
        let said = ["Строка  Срок              Пр   Задача", "Теги", "2026-12-04        В    Сдать отчёт", "[готово] Старое", "! «5» понято как 17:00"]
        #expect(said.filter { !screen.contains($0) } == [], "\(screen)")
        #expect(Self.englishWords(in: screen, data: ["call"]) == [], "\(screen)")
    }

    @Test(.enabled(if: try Peer.radicale.installed())) func syncReportsInRussian() throws {
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
