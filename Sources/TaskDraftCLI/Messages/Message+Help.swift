import TaskDraftMCP

extension Message {
    /// The command table's help in Russian, keyed by its English (the table's own text, which
    /// the man page and English help print). `RussianHelpTests` walks the table: a command or
    /// option whose English changed, or that is new, fails it until its Russian is here.
    /// Built on first use: only help reads it.
    static let russianHelp: [String: String] = [
        // Options every command takes.
        "Commit without asking; required when not on a terminal.": "Записать без вопроса; обязательно вне терминала.",
        "Print JSON instead of text.": "Вывести JSON вместо текста.",
        "Print one JSON object per line.": "Вывести по одному объекту JSON в строке.",
        "Pretend it is this moment.": "Считать, что сейчас этот момент.",
        "the clock": "по часам",
        "Time zone (IANA name or +HH:MM).": "Часовой пояс (имя IANA или +ЧЧ:ММ).",
        "the system zone": "пояс системы",
        "Region code for backend policy and date order (RU, US, EU, ...).":
            "Код региона: от него зависят выбор модели и порядок дня и месяца в датах (RU, US, EU, …).",
        "from config, LANG, or the zone": "из config.json, LANG или часового пояса",
        "Database file.": "Файл базы данных.",
        "$XDG_DATA_HOME/taskdraft/tasks.db": "$XDG_DATA_HOME/taskdraft/tasks.db",
        "Configuration file.": "Файл настроек.",
        "$XDG_CONFIG_HOME/taskdraft/config.json": "$XDG_CONFIG_HOME/taskdraft/config.json",
        "Force a drafting backend ('builtin' or a configured name).": "Составлять черновики этой моделью («builtin» или имя из настроек).",
        "Trace each request to a model server on stderr (API keys redacted).":
            "Показывать в stderr каждый запрос к серверу модели (ключи API скрыты).",
        "Never colour output (NO_COLOR does the same).": "Без цвета (то же делает NO_COLOR).",
        "Show help for the command.": "Показать справку по команде.",
        "Show the version.": "Показать версию.",

        // add
        "Draft a task from your words and commit it.": "Составить задачу из ваших слов и записать её.",
        "On a terminal the draft is shown and you confirm, edit or refine it. Scripts must pass --yes; without it nothing is written and the exit code is 3. With --key, re-running the same command returns the task the key first created instead of a duplicate.":
            "В терминале вы видите черновик и подтверждаете, правите или уточняете его. Скрипты передают --yes; без него ничего не записывается, код выхода 3. С --key повторный запуск той же команды возвращает задачу, созданную с этим ключом, а не дубликат.",
        "The task in your own words.": "Задача своими словами.",
        "The task in your own words; - reads them from standard input.": "Задача своими словами; - читает их со стандартного ввода.",
        "Say what the interactive prompt would take each line for (a task, a command, a question), one JSON line each; nothing is drafted.":
            "Сказать, чем интерактивная строка сочтёт каждую строку (задача, команда, вопрос), по строке JSON на каждую; черновики не составляются.",
        "Idempotency key: the same key never creates a second task.": "Ключ идемпотентности: с одним ключом вторая задача не создаётся.",
        "Several tasks in the words (or pasted notes): one set, one commit; JSON Lines, one per task with its span.":
            "В словах (или вставленных заметках) несколько задач: один набор, одна запись; JSON Lines, по строке на задачу с её фрагментом.",

        // draft
        "Show the draft for your words without writing anything.": "Показать черновик по вашим словам, ничего не записывая.",
        "With text, prints the draft (as JSON with --json). With no text, reads one sentence per line from standard input and prints one draft JSON object per line, in order; a line that cannot be drafted gives {\"error\": …, \"line\": N} in its place. With an HTTP backend, --jobs N drafts N lines at a time (the output keeps the input's order); exchanges go to 'taskdraft log'. With --split, the text (or all of standard input, e.g. pasted meeting notes) may hold several tasks: one JSON line per task, each with \"span\" (code point offsets into the input) and \"source\"; note lines that are not action items are skipped, with a count on stderr.":
            "С текстом печатает черновик (с --json — как JSON). Без текста читает со стандартного ввода по предложению в строке и печатает по объекту JSON на строку, в том же порядке; вместо строки, из которой черновик не вышел, — {\"error\": …, \"line\": N}. С моделью по HTTP --jobs N составляет N черновиков одновременно (порядок вывода тот же, что у ввода); обмен с сервером — в «taskdraft log». С --split в тексте (или во всём стандартном вводе, например в заметках со встречи) может быть несколько задач: по строке JSON на задачу, с \"span\" (смещения в кодовых точках) и \"source\"; строки без задач пропускаются, их число выводится в stderr.",
        "Draft this many lines at once (stdin mode).": "Столько строк одновременно (при чтении стандартного ввода).",
        "1": "1",

        // plan
        "Break a goal into step drafts with a model; review and commit them as one set.":
            "Разбить цель на шаги с помощью модели; просмотреть и записать их одним набором.",
        "The plan phase's backend (config.json \"phases\": {\"plan\": NAME}, else the drafting backend) proposes 3 to 10 steps dated on or before the goal's deadline; each step is validated as a draft is, and a step dated after the deadline or in the past is moved, with a warning. On a terminal you review the set (Enter commits all, \"2 n\" drops one, \"3 e\" edits one, \"all #work\" refines every one); scripts pass --yes. The built-in parser cannot plan: it says so and offers the tasks it reads in the words instead.":
            "Модель этапа плана (config.json \"phases\": {\"plan\": ИМЯ}, иначе модель черновиков) предлагает от 3 до 10 шагов со сроками не позже срока цели; каждый шаг проверяется как черновик, а шаг позже срока или в прошлом переносится с предупреждением. В терминале вы просматриваете набор (Enter записывает все, «2 н» отбрасывает один, «3 и» правит один, «все #работа» уточняет все); скрипты передают --yes. Встроенный разборщик планировать не умеет: он так и говорит и предлагает задачи, которые нашёл в словах.",
        "The goal in your own words.": "Цель своими словами.",
        "Idempotency key: the same key never creates the steps twice.": "Ключ идемпотентности: с одним ключом шаги не создаются дважды.",

        // list
        "List tasks, by due date then priority.": "Показать задачи: по сроку, затем по приоритету.",
        "Filters combine: status:pending|done|deleted|all, due:today|tomorrow|overdue|week|none, due.before:WHEN, due.after:WHEN (words or ISO 8601), +tag, -tag (without it), project:NAME (and its sub-projects; case does not matter), priority:high|medium|low|none, and any other words as a full-text search of titles and notes. Shows pending tasks by default, but not those that wait (wait:WHEN) until then; --all shows them. sort:urgency|due|priority|created orders them (due by default; urgency as `next` does; created newest first).":
            "Фильтры сочетаются: status:pending|done|deleted|all, due:today|tomorrow|overdue|week|none, due.before:КОГДА, due.after:КОГДА (словами или ISO 8601), +тег, -тег (без него), project:ИМЯ (и его подпроекты; регистр не важен), priority:high|medium|low|none; остальные слова ищутся в названиях и заметках. По умолчанию показаны невыполненные задачи, кроме отложенных (wait:КОГДА) до их срока; --all показывает и их. sort:urgency|due|priority|created задаёт порядок (по умолчанию — по сроку; sort:urgency — как у `next`; sort:created — сначала новые).",
        "Filters and search words.": "Фильтры и слова для поиска.",

        // next
        "What to do next: pending tasks, most urgent first.": "Что делать дальше: невыполненные задачи, сначала самые срочные.",
        "Urgency adds up what makes a task pressing: its due date (from 14 days ahead to 7 days overdue), its priority, a start that has come, its age, tags, a project, and tags with a weight of their own (+next); README \"What to do next\" has the table, and a Skills file urgency.md changes it. Takes list's filters; with --json each task has its urgency.":
            "Срочность складывается из того, что торопит задачу: срок (от 14 дней вперёд до 7 дней просрочки), приоритет, наступившее начало, возраст, теги, проект и теги со своим весом (+next); таблица — в README, а файл Skills urgency.md её меняет. Понимает фильтры list; с --json у каждой задачи указана её срочность.",
        "Filters and search words, as list takes them.": "Фильтры и слова для поиска, как у list.",
        "Show at most this many tasks.": "Показать не больше стольких задач.",
        "100 in the table, all with --json/--jsonl": "100 в таблице, все с --json/--jsonl",
        "Show every matching task in the table, those that wait included.": "Показать в таблице все подходящие задачи, в том числе отложенные.",

        // show, done, edit, modify, delete, undo
        "Show every field of one task.": "Показать все поля одной задачи.",
        "The task's number.": "Номер задачи.",
        "Mark tasks done; a recurring task gets its next occurrence.": "Отметить задачи выполненными; у повторяющейся появляется следующий повтор.",
        "The tasks' numbers.": "Номера задач.",
        "Change some fields of a task.": "Изменить поля задачи.",
        "Only the fields you name change. --due takes words (\"friday 15:00\", \"завтра\") or ISO 8601; 'none' clears --due, --start, --wait, --project, --notes and --recur.":
            "Меняются только названные поля. --due понимает слова («пятница 15:00», «friday») или ISO 8601; «none» очищает --due, --start, --wait, --project, --notes и --recur.",
        "New title.": "Новое название.",
        "Make it a subtask of this task.": "Сделать подзадачей этой задачи.",
        "The task this one is a subtask of (its number); none clears it.": "Задача, подзадачей которой становится эта (её номер); none убирает связь.",
        "A task with open subtasks asks on a terminal whether to complete them too; --yes completes them, and without a terminal or --yes nothing is completed and the exit code is 3.":
            "Для задачи с открытыми подзадачами в терминале спрашивается, выполнить ли и их; --yes выполняет их, а без терминала и без --yes ничего не выполняется и код выхода 3.",
        "New notes.": "Новые заметки.",
        "New due date or time.": "Новый срок (дата или время).",
        "When work begins (Taskwarrior's scheduled), in words or ISO 8601.": "Когда начать работу (scheduled в Taskwarrior): словами или ISO 8601.",
        "How long it takes: 2h, 30m, 1h30m or PT1H30M.": "Сколько времени займёт: 2h, 30m, 1h30m или длительность ISO 8601.",
        "Hide the task from list until then (Taskwarrior's wait), in words or ISO 8601.":
            "Не показывать задачу в list до этого момента (wait в Taskwarrior): словами или ISO 8601.",
        "New priority.": "Новый приоритет.",
        "New project.": "Новый проект.",
        "Add a tag (repeatable).": "Добавить тег (можно несколько раз).",
        "Remove a tag (repeatable).": "Убрать тег (можно несколько раз).",
        "New repeat rule, in words (\"every friday\") or as an RRULE.": "Новое правило повтора: словами («каждую пятницу») или как RRULE.",
        "Set reminders: \"30 minutes before\", \"9:00\", -PT30M (comma-separated or repeated).":
            "Напоминания: «за 30 минут», «9:00», -PT30M (через запятую или повторяя параметр).",
        "Remove every reminder.": "Убрать все напоминания.",
        "Wait for these tasks: numbers or UIDs, comma-separated; -3 no longer waits for 3; none for none.":
            "Ждать эти задачи: номера или UID через запятую; -3 — больше не ждать задачу 3; none — ничего не ждать.",
        "Wait for these tasks: numbers or UIDs, comma-separated.": "Ждать эти задачи: номера или UID через запятую.",
        "Mark the task done (a repeating task gets its next occurrence, as with 'done') or pending again.":
            "Отметить задачу выполненной (у повторяющейся появится следующий повтор, как с «done») или снова невыполненной.",
        "Change a task with Taskwarrior-style words (due:fri +tag -tag …).": "Изменить задачу словами в духе Taskwarrior (due:fri +тег -тег …).",
        "Attributes: due:WHEN, scheduled:WHEN (or start:, when work begins), wait:WHEN (hidden from list until then), priority:H|M|L (or high|medium|low|none), project:NAME, recur:RULE (words such as weekly or \"every friday\", or an RRULE), notes:TEXT, depends:3,5 (waits for tasks 3 and 5; depends:-3 no longer waits for 3; depends:none for none), status:done|pending (a repeating task marked done gets its next occurrence, as with 'done'), +tag to add, -tag to remove; an empty value (due: or due:none) clears the field. Other words replace the title; a NAME:VALUE word with any other name is refused (exit 2), with the attribute it most likely meant. Same as 'taskdraft ID modify …'.":
            "Поля: due:КОГДА, scheduled:КОГДА (или start:, когда начать), wait:КОГДА (не показывать в list до тех пор), priority:H|M|L (или high|medium|low|none), project:ИМЯ, recur:ПРАВИЛО (словами, например «каждую пятницу», или RRULE), notes:ТЕКСТ, depends:3,5 (ждёт задачи 3 и 5; depends:-3 больше не ждёт 3; depends:none — ничего не ждёт), status:done|pending (у повторяющейся задачи, отмеченной выполненной, появится следующий повтор, как с «done»), +тег добавляет, -тег убирает; пустое значение (due: или due:none) очищает поле. Остальные слова заменяют название; слово ИМЯ:ЗНАЧЕНИЕ с другим именем отклоняется (код выхода 2) с подсказкой, какое поле имелось в виду. То же, что «taskdraft НОМЕР modify …».",
        "Attributes and title words.": "Поля и слова названия.",
        "Delete a task (undo brings it back).": "Удалить задачу (undo вернёт её).",
        "On a terminal you are asked first. Without a terminal, --yes is required; otherwise nothing is deleted and the exit code is 3.":
            "В терминале сначала спросят. Вне терминала нужен --yes; без него ничего не удаляется, код выхода 3.",
        "Revert the most recent change (create, done, edit, delete).": "Отменить последнее изменение (создание, выполнение, правку, удаление).",

        // remind
        "Show the reminders whose time has come, once each, as desktop notifications.":
            "Показать наступившие напоминания, каждое один раз, уведомлениями на рабочем столе.",
        "Each reminder fires once (per occurrence of a recurring task); reminders of tasks already overdue come as one summary. Notifications go to the desktop (org.freedesktop.Notifications on the session bus); without one, each is a line on stderr. --watch keeps running, sleeps until the next reminder (waking when the database changes), and offers \"Done\" and \"Snooze 10 min\" buttons, which act as you and are audited. make install installs a systemd user service for it: systemctl --user enable --now taskdraft-remind.service":
            "Каждое напоминание срабатывает один раз (для повторяющейся задачи — раз на повтор); напоминания уже просроченных задач приходят одной сводкой. Уведомления идут на рабочий стол (org.freedesktop.Notifications на сеансовой шине); без неё каждое — строка в stderr. С --watch команда работает постоянно, спит до следующего напоминания (просыпаясь, когда меняется база) и показывает кнопки «Готово» и «Отложить на 10 мин»: они действуют от вашего имени и попадают в аудит. make install ставит для неё пользовательскую службу systemd: systemctl --user enable --now taskdraft-remind.service",
        "Keep running: show each reminder when its time comes.": "Работать постоянно: показывать каждое напоминание в свой срок.",

        // import, export, backup
        "Import tasks from a file: lines, CSV, JSON Lines, Taskwarrior or todo.txt.": "Импортировать задачи из файла: строки, CSV, JSON Lines, Taskwarrior или todo.txt.",
        "The format comes from --format, else the file's extension, else its first bytes. Plain lines are drafted by the session's backend like `add`; the other formats are read field by field. Without a terminal, --yes is required to write (otherwise nothing is read and the exit code is 3); on a terminal you see a summary and choose yes, no or review each. Every record gets an idempotency key (its uid/uuid, else a hash of the record), so running the same import again adds nothing. Bad records are listed as FILE:LINE[:COLUMN] and skipped; the others are imported and the exit code is 5. With --strict one bad record means nothing is imported.":
            "Формат берётся из --format, иначе из расширения файла, иначе из его первых байтов. Простые строки превращает в черновики модель сеанса, как в `add`; остальные форматы читаются по полям. Вне терминала для записи нужен --yes (без него ничего не читается, код выхода 3); в терминале вы видите сводку и выбираете: да, нет или просмотреть по одной. У каждой записи есть ключ идемпотентности (её uid/uuid, иначе хеш записи), поэтому повторный импорт ничего не добавляет. Ошибочные записи перечисляются как ФАЙЛ:СТРОКА[:СТОЛБЕЦ] и пропускаются; остальные импортируются, код выхода 5. С --strict одна ошибочная запись отменяет весь импорт.",
        "The file to read; - or nothing for standard input.": "Файл для чтения; - или ничего — стандартный ввод.",
        "The input's format.": "Формат входных данных.",
        "detected": "определяется сам",
        "Draft every record and print the drafts; write nothing.": "Составить черновик каждой записи и напечатать; ничего не записывать.",
        "Import nothing if any record is bad.": "Ничего не импортировать, если есть хоть одна ошибочная запись.",
        "Draft up to this many records at once with an HTTP backend.": "С моделью по HTTP — столько записей одновременно.",
        "Print a JSON report (with --dry-run: JSON Lines even on a terminal).": "Вывести отчёт в JSON (с --dry-run — JSON Lines даже в терминале).",
        "Write tasks as JSON, JSON Lines, CSV, iCalendar, Taskwarrior or todo.txt.": "Выгрузить задачи в JSON, JSON Lines, CSV, iCalendar, Taskwarrior или todo.txt.",
        "Takes the same filters as list. Pending and done tasks are exported unless a status: filter says otherwise (status:all includes deleted ones). The format comes from --format, else the -o file's extension, else JSON. json, jsonl and csv carry every field and import back unchanged; taskwarrior, todotxt and ics carry what those formats can hold. -o writes the whole file or nothing.":
            "Понимает те же фильтры, что list. Выгружаются невыполненные и выполненные задачи, если фильтр status: не говорит иного (status:all добавляет удалённые). Формат берётся из --format, иначе из расширения файла -o, иначе JSON. json, jsonl и csv хранят все поля и импортируются обратно без изменений; taskwarrior, todotxt и ics — то, что вмещают эти форматы. -o записывает весь файл или ничего.",
        "Filters and search words, as for list.": "Фильтры и слова для поиска, как у list.",
        "The output's format.": "Формат вывода.",
        "from -o, else json": "по -o, иначе json",
        "Write to this file instead of standard output.": "Записать в этот файл, а не в стандартный вывод.",
        "Export at most this many tasks.": "Выгрузить не больше стольких задач.",
        "Copy the whole database into one file, safely while other commands write.":
            "Скопировать всю базу в один файл — безопасно, даже пока пишут другие команды.",
        "Copying tasks.db itself can miss the latest changes, which may still sit in tasks.db-wal beside it. backup reads through SQLite (its online backup), so the copy holds every committed change as of one moment, even while other taskdraft processes write. The copy is a complete SQLite database (no -wal file), readable by this program (--db FILE) and by sqlite3, created with mode 0600. An existing FILE is refused unless --force is given; it is then replaced only once the new copy is complete.":
            "Простая копия tasks.db может упустить последние изменения: они ещё могут лежать рядом, в tasks.db-wal. backup читает через SQLite (его оперативное резервное копирование), поэтому в копии есть все записанные изменения на один момент, даже пока пишут другие процессы taskdraft. Копия — полная база SQLite (без файла -wal), её читают и эта программа (--db FILE), и sqlite3; создаётся с правами 0600. Существующий FILE не перезаписывается без --force; с ним он заменяется, только когда новая копия готова целиком.",
        "Where to write the copy.": "Куда записать копию.",
        "Replace FILE if it exists.": "Заменить FILE, если он есть.",

        // transcript, audit, log, backend, skills
        "Print a session's transcript (the latest by default).": "Показать запись сеанса (по умолчанию последнего).",
        "The session to print.": "Какой сеанс показать.",
        "List recent sessions instead.": "Вместо этого перечислить недавние сеансы.",
        "Show the audit log, newest first.": "Показать журнал аудита, сначала новое.",
        "Every change any caller made or tried to make, with its outcome (ok, already_done, needs_confirmation, declined, refused, rate_limited, not_found, invalid, error), and every call an AI agent made over MCP, reads included. An agent is named by its client and session (claude-code#3fa2c1).":
            "Каждое изменение, которое кто-либо сделал или пытался сделать, с итогом (ok, already_done, needs_confirmation, declined, refused, rate_limited, not_found, invalid, error), и каждый вызов ИИ-агента по MCP, включая чтение. Агент назван по клиенту и сеансу (claude-code#3fa2c1).",
        "Show at most this many entries.": "Показать не больше стольких записей.",
        "50": "50",
        "Only entries by this kind of caller.": "Только записи вызывающих этого вида.",
        "Show the model log: each request to a model server, newest first.": "Показать журнал моделей: каждый запрос к серверу модели, сначала новые.",
        "One row per HTTP exchange: backend, model, what it was for (draft, tools, repair, final), the structured-output form (json_schema, json_object, prompt), tokens when the server reported them, latency, retries and outcome (ok, invalid, rejected_format, context_exceeded, http_error, timeout, unreachable, too_large, reset, cancelled, error). The request and response text are kept only when config.json says \"log_content\": true; --json shows them. API keys are never stored.":
            "По строке на обмен по HTTP: модель, её имя, зачем был запрос (draft, tools, repair, final), формат структурированного ответа (json_schema, json_object, prompt), токены, если сервер их сообщил, время, повторы и итог (ok, invalid, rejected_format, context_exceeded, http_error, timeout, unreachable, too_large, reset, cancelled, error). Тексты запроса и ответа хранятся, только если в config.json \"log_content\": true; их показывает --json. Ключи API не хранятся никогда.",
        "Show at most this many exchanges.": "Показать не больше стольких обменов.",
        "Show which drafting backend this session uses, and why.": "Показать, какая модель составляет черновики в этом сеансе и почему.",
        "The session factory reads the region (--region, TASKDRAFT_REGION, config.json, LANG, the time zone), the device (cores, memory, whether each local server answers GET /models within 300 ms), the configured backends and their keys, and the region's row of the policy table. --explain prints each of these, every rule considered, the choice, the fallback chain and where your words will go.":
            "Выбор учитывает регион (--region, TASKDRAFT_REGION, config.json, LANG, часовой пояс), устройство (ядра, память, отвечает ли каждый локальный сервер на GET /models за 300 мс), настроенные модели и их ключи и строку региона в таблице политики. --explain показывает всё это, каждое рассмотренное правило, выбор, цепочку запасных и то, куда уйдут ваши слова.",
        "Show every rule considered and where your words go.": "Показать все рассмотренные правила и куда уходят ваши слова.",
        "List the Skills files in use and their layers, list the terms, or check them for errors.":
            "Перечислить используемые файлы Skills и их слои, перечислить термины или проверить их на ошибки.",
        "The shipped Skills are built into the binary; a file of the same name in the shipped folder (TASKDRAFT_SKILLS_DIR, <prefix>/share/taskdraft/skills), then in $XDG_CONFIG_HOME/taskdraft/skills/, replaces one. 'list' names each file's layer (built in, shipped, yours); 'terms' lists every vocabulary term with its layer and file:line. 'check' reports every malformed line, and every term defined twice, as file:line and exits 1 if there is any.":
            "Поставляемые Skills встроены в программу; файл с тем же именем в папке поставки (TASKDRAFT_SKILLS_DIR, <prefix>/share/taskdraft/skills), затем в $XDG_CONFIG_HOME/taskdraft/skills/, заменяет его. «list» называет слой каждого файла (встроенный, из поставки, ваш); «terms» перечисляет термины словаря со слоем и файл:строка. «check» сообщает о каждой неверной строке и каждом термине, заданном дважды, в виде файл:строка, и тогда код выхода 1.",
        "list (default), terms or check.": "list (по умолчанию), terms или check.",

        // mcp, repl, completion, help, sync
        // dbus
        "Serve the desktop over D-Bus: org.taskdraft.Planner1, GNOME Shell search, KRunner.":
            "Обслуживать рабочий стол по D-Bus: org.taskdraft.Planner1, поиск GNOME Shell, KRunner.",
        "Owns org.taskdraft.Planner1 on the session bus and answers typed calls (Draft, Commit, Add, List, Complete, Undo; the Changed signal), GNOME Shell's search provider and KRunner's runner, all on the same database. The bus starts it on the first call (make install and the package install its .service file), and it exits when idle. Callers act as the system: every change is audited with the caller's bus name, a delete needs a person at a terminal, and Undo takes back only the caller's own newest change. The interface is installed as share/dbus-1/interfaces/org.taskdraft.Planner1.xml.":
            "Занимает имя org.taskdraft.Planner1 на сеансовой шине и отвечает на типизированные вызовы (Draft, Commit, Add, List, Complete, Undo; сигнал Changed), а также служит поставщиком поиска GNOME Shell и модулем KRunner — всё над той же базой. Шина запускает её при первом вызове (make install и пакет ставят её файл .service), а без вызовов она завершается. Вызывающие действуют как система: каждое изменение попадает в аудит с именем вызывающего на шине, удаление требует человека в терминале, а Undo отменяет только последнее изменение самого вызывающего. Описание интерфейса ставится в share/dbus-1/interfaces/org.taskdraft.Planner1.xml.",
        "Exit after this many seconds without a call (0: never).": "Завершиться после стольких секунд без вызовов (0 — никогда).",
        "60": "60",

        "Serve AI agents over MCP (JSON-RPC on stdin/stdout, or HTTP).": "Обслуживать ИИ-агентов по MCP (JSON-RPC через stdin/stdout или по HTTP).",
        "Runs a Model Context Protocol server until stdin closes: an agent's client (Claude Code, Cursor, …) starts it and calls its tools (\(MCPTools.names.joined(separator: ", "))) on the same database. Agents' changes are rate-limited per session, every call is audited (see 'taskdraft audit'), and a delete needs the person's confirmation through the client, or waits in 'taskdraft inbox' when the client cannot ask. stdout carries protocol messages only; diagnostics go to stderr. Limits come from config.json: \"agents\": {\"writes_per_minute\": 30, \"may_delete\": true, \"proposal_days\": 7}. With --http it serves hosts it did not start, over MCP's Streamable HTTP transport, until SIGINT or SIGTERM: every request carries a bearer token whose scope (read, propose, write) decides what the agent may do; writes are counted per token; loopback only unless --allow-remote; browser origins other than its own are refused; config.json's \"http\" bounds requests, bodies, connections and time.":
            "Работает как сервер Model Context Protocol, пока не закроется stdin: клиент агента (Claude Code, Cursor, …) запускает его и вызывает инструменты (\(MCPTools.names.joined(separator: ", "))) над той же базой. Изменения агентов ограничены по частоте на сеанс, каждый вызов попадает в аудит (см. «taskdraft audit»), а удаление требует подтверждения человека через клиент или ждёт в «taskdraft inbox», если клиент спросить не может. В stdout идут только сообщения протокола; диагностика — в stderr. Ограничения задаются в config.json: \"agents\": {\"writes_per_minute\": 30, \"may_delete\": true, \"proposal_days\": 7}. С --http обслуживает по транспорту MCP Streamable HTTP машины, которые его не запускали, до SIGINT или SIGTERM: каждый запрос несёт токен, и его права (read, propose, write) решают, что агенту можно; записи считаются на токен; слушает только адреса этой машины (127.0.0.1, ::1), если нет --allow-remote; чужие браузерные источники (Origin) отклоняются; \"http\" в config.json ограничивает запросы, тела, соединения и время.",
        "Serve agents over Streamable HTTP at HOST:PORT (endpoint /mcp) instead of stdio; each agent presents a token made with 'taskdraft tokens'.":
            "Обслуживать агентов по Streamable HTTP на HOST:PORT (адрес /mcp) вместо stdin/stdout; каждый агент предъявляет токен из «taskdraft tokens».",
        "Let --http listen on an address other hosts can reach (put TLS in front of it: see the README).":
            "Разрешить --http слушать адрес, доступный с других машин (поставьте перед ним TLS: см. README).",
        "A name the HTTP server answers to in Host besides its own address, such as the one a reverse proxy passes on (repeatable).":
            "Имя, на которое сервер HTTP отвечает в заголовке Host помимо своего адреса, например то, что передаёт обратный прокси (можно несколько раз).",
        "A browser origin (https://host) allowed to call the HTTP server (repeatable).":
            "Браузерный источник (https://host), которому можно обращаться к серверу HTTP (можно несколько раз).",
        "Give the agent less than your own rights: read, or propose (its changes wait in the inbox).":
            "Дать агенту меньше прав, чем у вас: read (только чтение) или propose (его изменения ждут в списке предложений).",
        "write": "write",
        // tokens, inbox
        "Make, list and revoke the tokens agents use over HTTP.": "Создать, перечислить или отозвать токены, с которыми агенты работают по HTTP.",
        "An agent that reaches 'taskdraft mcp --http' sends a token as \"Authorization: Bearer TOKEN\". 'add NAME --scope read|propose|write' makes one and prints it once (only its SHA-256 is kept); with --json it prints {\"name\", \"scope\", \"token\"}. read lists and drafts; propose turns every change into a proposal you review with 'taskdraft inbox'; write changes tasks as a stdio agent does (deleting still needs you). 'revoke NAME' refuses the token from the next request on. The name is what the audit log, the server's log and the inbox show. Scripts pass --yes to add or revoke.":
            "Агент, обращающийся к «taskdraft mcp --http», передаёт токен в заголовке «Authorization: Bearer ТОКЕН». «add ИМЯ --scope read|propose|write» создаёт токен и печатает его один раз (хранится только его SHA-256); с --json печатает {\"name\", \"scope\", \"token\"}. read — только список и черновики; propose превращает каждое изменение в предложение, которое вы рассматриваете в «taskdraft inbox»; write меняет задачи, как агент через stdio (удаление всё равно требует вас). «revoke ИМЯ» отклоняет токен начиная со следующего запроса. Имя токена видно в журнале аудита, в журнале сервера и в списке предложений. Скрипты передают --yes, чтобы создать или отозвать токен.",
        "list (default), add NAME or revoke NAME; a name holds letters, digits, '.', '_', '-'.":
            "list (по умолчанию), add ИМЯ или revoke ИМЯ; в имени латинские буквы, цифры, «.», «_», «-».",
        "What the token allows: read (list and draft), propose (changes wait in the inbox), or write.":
            "Что разрешает токен: read (список и черновики), propose (изменения ждут в списке предложений) или write.",
        "Review what agents proposed: accept, edit or reject it.": "Рассмотреть предложения агентов: принять, поправить или отклонить.",
        "An agent whose token only lets it propose (and any agent deleting without a way to ask you) leaves its changes here instead of making them. 'list' (the default) shows what waits; 'review' shows them as cards, as your own drafts are shown (Enter accepts all, \"2 n\" rejects one, \"3 e\" edits one, words refine); 'accept ID…' commits them, as the agent and audited so; 'reject ID…' drops them; 'edit ID' changes a proposal's fields first. An agent sees what became of its proposals (list_proposals). A proposal nobody decides expires after agents.proposal_days in config.json (7 days by default). Scripts pass --yes to accept, reject or edit.":
            "Агент, чей токен разрешает только предлагать (и любой агент, удаляющий задачу, когда спросить вас нельзя), оставляет изменения здесь, а не вносит их. «list» (по умолчанию) показывает, что ждёт; «review» показывает их карточками, как ваши черновики (Enter принимает все, «2 н» отклоняет одно, «3 и» правит одно, слова уточняют); «accept НОМЕР…» записывает их от имени агента, и аудит так и говорит; «reject НОМЕР…» отклоняет; «edit НОМЕР» сначала меняет поля предложения. Агент видит, что стало с его предложениями (list_proposals). Предложение, по которому никто не решил, истекает через agents.proposal_days из config.json (по умолчанию 7 дней). Скрипты передают --yes, чтобы принять, отклонить или поправить.",
        "list (default), review, accept ID…, reject ID… or edit ID.": "list (по умолчанию), review, accept НОМЕР…, reject НОМЕР… или edit НОМЕР.",
        "List every proposal, decided and expired ones too.": "Показать все предложения, включая решённые и истёкшие.",
        "Why it was rejected (the agent can read it).": "Почему отклонено (агент это прочтёт).",

        "Start the interactive session: type tasks, confirm drafts, /list, /undo.": "Начать диалог: вводите задачи, подтверждайте черновики, /list, /undo.",
        "Line editing and history (kept in $XDG_STATE_HOME/taskdraft/history) on a terminal; when standard input is not a terminal, the same dialogue is read line by line.":
            "В терминале есть правка строки и история (в $XDG_STATE_HOME/taskdraft/history); если стандартный ввод — не терминал, тот же диалог читается построчно.",
        "Print the shell completion script for bash, zsh or fish.": "Напечатать скрипт дополнения для bash, zsh или fish.",
        "Tab then completes commands, options, their values (formats, priorities, backends, regions), task ids with their titles, +tags, project: and due: filters. 'make install' and the Debian package install the scripts where each shell looks; to try one in the current shell, source its output.":
            "Тогда Tab дополняет команды, параметры и их значения (форматы, приоритеты, модели, регионы), номера задач с названиями, +теги, фильтры project: и due:. «make install» и пакет Debian кладут скрипты туда, где их ищет каждая оболочка; чтобы попробовать в текущей оболочке, выполните его вывод через source.",
        "bash, zsh or fish.": "bash, zsh или fish.",
        "Show help for taskdraft or one of its commands.": "Показать справку по taskdraft или одной из его команд.",
        "The command to explain.": "Команда, о которой рассказать.",
        "Sync tasks both ways with a CalDAV server (config.json \"sync\").": "Синхронизировать задачи в обе стороны с сервером CalDAV (config.json \"sync\").",
        "Show what would change, both ways; change nothing.": "Показать, что изменилось бы в обе стороны; ничего не менять.",
        "Show the last sync, pending local changes and recent conflicts; no network.":
            "Показать последнюю синхронизацию, неотправленные изменения и недавние конфликты; без сети.",
        "List the server's task lists (calendar collections).": "Перечислить списки задач на сервере (коллекции календаря).",
        "Go ahead with a sync that deletes at least 3 tasks and more than half of those synced, on either side.":
            "Провести синхронизацию, которая удаляет хотя бы 3 задачи и больше половины синхронизированных, с любой стороны.",
    ]
}
