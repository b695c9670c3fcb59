import TaskDraftHTTP
import TaskDraftKit
import TaskDraftMCP
import TaskDraftModels
import TaskDraftParser
import TaskDraftSync
import enum TaskDraftSystem.BusFailure

/// The terminal's own sentences, labels and date words: English, the default, and Russian
/// (`LANG`/`LC_MESSAGES`/`LC_ALL` = `ru_…`, see `Invocation.language`). Machine output (JSON,
/// JSON Lines, exports, the audit log's words) never goes through here.
///
/// To add a message: add a case (its values typed, already rendered for the terminal), then
/// its line in `text(_:)` with both wordings. The switch has no default, so a message without
/// its wording does not compile. What the layers below say (a draft's warnings, and the
/// reasons and errors not yet made typed) comes as their own message types (`LocalizedText`),
/// worded beside the feature that says it; see ARCHITECTURE.md, "Add a message".
/// Plain Swift, no Foundation: `list` and `add --yes` start fast.
enum Message {
    // The draft card, its confirm step and the day words are `CardMessage` (`Rendering/`).

    // The results of the commit path are `ResultMessage` (`Commands/`).

    // The REPL's own words are `ReplMessage` (`REPL/`).

    /// `list`'s and `next`'s table (`Rendering/ListMessage.swift`).
    case lists(ListMessage)

    // Errors a person meets in everyday commands.
    case needsPersonConfirmation(Action), needsConfirmation(Action), noTask(Int64), intentRefused(Policy.Refusal)
    case invalidTask(DraftError), tooManyChanges(seconds: Int)
    /// What failed under a command: the database, config.json, a temporary file, the OS.
    case storeFailed(StoreError), configFailed(Configuration.Failure), recurrenceRule(RecurrenceError)
    case unknownBackend(String, known: [String]), unknownReviewBackend(String, known: [String])
    case cannotCreateTemporaryFile(directory: String, SystemError), cannotWriteTemporaryFile(SystemError), cannotWatch(String, SystemError)
    /// The import spool does not read back as written: the system's reason, or none for a frame cut short or unreadable.
    case cannotReadTemporaryFile(SystemError?)
    /// `taskdraft mcp`'s own lines on stderr (`TaskDraftMCP/Transport/Diagnostic.swift`; the
    /// protocol's replies to the client stay English).
    case mcp(Diagnostic)
    /// Agents' tokens and proposals (`tokens`, `inbox`, the REPL's notice and `/inbox`: `Agents/AgentMessage.swift`).
    case agents(AgentMessage)
    /// `taskdraft dbus`'s own lines on stderr: no libdbus, no bus, the name taken.
    case noLibdbus, busUnavailable(BusFailure)
    /// A draft's warning, worded by the feature that found it.
    case warning(DraftWarning)

    /// Splitting a text into tasks and reviewing the set (`REPL/SetMessage.swift`), where a
    /// `Message` must carry it: the set's heading and question, which a review of proposals words
    /// its own way, and a plan refused as a failure.
    case sets(SetMessage)

    /// `import`'s, `export`'s and `backup`'s own lines (`Import/ImportExportMessage.swift`).
    case importExport(ImportExportMessage)

    /// Any command's warning on stderr (`Console.warn`).
    case warningLabel

    /// `audit`'s, `log`'s and `transcript`'s own lines (`Rendering/LogMessage.swift`).
    case logs(LogMessage)

    /// A backend's failure (`backend`'s own lines are `Backends/BackendMessage.swift`).
    case backendFailed(BackendError)

    /// `sync`'s own lines (`Sync/SyncMessage.swift`).
    case sync(SyncMessage)

    /// `remind`'s own lines (`Reminders/RemindMessage.swift`).
    case remind(RemindMessage)

    // Command-line mistakes (exit 2) and `--help`.
    /// The parser's and the global options' own lines (`Arguments/UsageMessage.swift`).
    case usage(UsageMessage)
    case emptyText, emptyGoal, notInCalendar(String)
    /// Words past `TaskDraft.wordsLimit` (`WordsRefusal.tooLong`): their length and the most.
    case wordsTooLong(Int, most: Int)
    /// A task split notes hold (1-based) past `TaskDraft.wordsLimit` (`WordsRefusal.taskTooLong`): its length and the most.
    case setTaskTooLong(Int, length: Int, most: Int)
    /// Words that leave no title; the verb when a verb of doing was all they left («Сделать»).
    case draftHasNoTitle(onlyAVerb: String?)
    /// A set's draft (1-based) whose words name only a date, tags or a priority, and those words.
    case setDraftHasNoTitle(Int, source: String)
    case filterProblem(TaskFilter.Problem), dueNamesNoDate(option: String, String)
    case dueNotInCalendar(option: String, String, String)
    /// `wait:someday`, `due.before:later`: Taskwarrior's 9999-12-30, past the last date kept here,
    /// which an import reads a task without (`TaskwarriorNamedDate.isSomeday`).
    case dueIsSomeday(option: String, String)
    /// A `NAME:VALUE` word `modify` does not know, in every language the refusal speaks.
    case attributeRefused(AttributeRefusal)
    /// How many earlier notes `show` and the card leave out (`ShownNotes`).
    case earlierNotes(Int)
    /// What `edit`, `modify`, `annotate` and `denotate` say of the change (`Commands/EditMessage.swift`).
    case edits(EditMessage)
    case cannotWriteStandardOutput(SystemError), invalidNothingWritten(String)

    func text(_ language: Language) -> String {
        if language == .polish { return polish }
        let ru = language == .russian
        func pick(_ english: String, _ russian: String) -> String { ru ? russian : english }
        switch self {
        case .lists(let message): return message.text(in: language)

        case .needsPersonConfirmation(let action):
            return ru ? "\(action.russianAct.capitalizingFirst) требует подтверждения человека; ничего не изменено"
                : "\(action.rawValue) needs a person's confirmation; nothing changed"
        case .needsConfirmation(let action):
            return ru ? "\(action.russianAct.capitalizingFirst) требует подтверждения: запустите команду в терминале или добавьте --yes; ничего не изменено"
                : "\(action.rawValue) needs confirmation: run it on a terminal or pass --yes; nothing changed"
        case .noTask(let id): return pick("no task \(id)", "нет задачи \(id)")
        case .intentRefused(let reason): return reason.text(in: language) + pick("; nothing changed", "; ничего не изменено")
        case .invalidTask(let error): return ru ? "задача не годится: " + error.russian : "invalid task: \(error)"
        case .tooManyChanges(let seconds):
            return pick("too many changes in a minute; try again in \(seconds) s",
                        "слишком много изменений за минуту; попробуйте снова через \(seconds) с")
        case .storeFailed(let error): return ru ? error.russian : error.description
        case .configFailed(let failure):
            return ru ? "файл настроек \(failure.path): " + failure.problem.russian : failure.description
        case .recurrenceRule(let error): return ru ? Self.russianRecurrenceError(error) : "recurrence: \(error)"
        case .unknownBackend(let name, let known):
            return pick("unknown backend \"\(name)\" (known: ", "неизвестная модель «\(name)» (известные: ") + known.joined(separator: ", ") + ")"
        case .unknownReviewBackend(let name, let known):
            return pick("config.json phases.review: unknown backend \"\(name)\" (known: ",
                        "config.json phases.review: неизвестная модель «\(name)» (известные: ") + known.joined(separator: ", ") + ")"
        case .cannotCreateTemporaryFile(let directory, let reason):
            return pick("cannot create a temporary file in \(directory): ", "не удаётся создать временный файл в \(directory): ")
                + reason.text(in: language)
        case .cannotWriteTemporaryFile(let reason):
            return pick("cannot write the import's temporary file: ", "не удаётся записать временный файл импорта: ")
                + reason.text(in: language)
        case .cannotReadTemporaryFile(let reason):
            return pick("cannot read back the import's temporary file; nothing more is imported",
                        "не удаётся прочитать временный файл импорта; больше ничего не импортируется")
                + (reason.map { ": " + $0.text(in: language) } ?? "")
        case .cannotWatch(let directory, let reason):
            return pick("cannot watch \(directory) for changes: ", "не удаётся следить за изменениями в \(directory): ")
                + reason.text(in: language)
        case .noLibdbus:
            return pick("libdbus-1 is not installed (Debian: libdbus-1-3); the D-Bus service cannot start",
                        "libdbus-1 не установлена (Debian: libdbus-1-3); служба D-Bus не может запуститься")
        case .busUnavailable(let failure):
            return pick("the D-Bus service cannot start: ", "служба D-Bus не может запуститься: ") + failure.reason(in: language)
        case .mcp(let diagnostic): return diagnostic.text(in: language)
        case .agents(let message): return message.text(in: language)
        case .warning(let warning): return warning.text(in: language)

        case .importExport(let message): return message.text(in: language)

        case .warningLabel: return pick("warning: ", "предупреждение: ")
        case .logs(let message): return message.text(in: language)

        case .backendFailed(let error): return error.text(in: language)

        case .sync(let message): return message.text(in: language)

        case .remind(let message): return message.text(in: language)

        case .sets(let message): return message.text(in: language)

        case .usage(let message): return message.text(in: language)
        case .emptyText: return pick("the task's text is empty", "текст задачи пуст")
        case .wordsTooLong(let count, let most):
            return pick("the words have \(count) \(English.plural(count, "character", "characters")), at most \(most) are read at once; nothing drafted",
                        "в тексте \(count) \(Self.characters(count)), за раз читается не больше \(most); ничего не составлено")
        case .setTaskTooLong(let n, let count, let most):
            return pick("task \(n) of the notes has \(count) \(English.plural(count, "character", "characters")), at most \(most) are read at once; split it or shorten it; nothing drafted",
                        "в задаче \(n) из заметок \(count) \(Self.characters(count)), за раз читается не больше \(most); разделите или сократите её; ничего не составлено")
        case .draftHasNoTitle(let verb?):
            return pick("\"\(verb)\" alone does not say what the task is; say what to do; nothing written",
                        "«\(verb)» не говорит, что за задача; напишите, что нужно сделать; ничего не записано")
        case .draftHasNoTitle(nil):
            return pick("nothing in the text is left for a title (only when, tags or priority); say what the task is; nothing written",
                        "в тексте не осталось названия (только срок, теги или приоритет); напишите, что нужно сделать; ничего не записано")
        case .setDraftHasNoTitle(let n, let source):
            return pick("nothing in the words of task \(n) (\"\(source)\") is left for a title (only when, tags or priority); say what each task is; nothing written",
                        "в словах задачи \(n) («\(source)») не осталось названия (только срок, теги или приоритет); напишите, что нужно сделать; ничего не записано")
        case .emptyGoal: return pick("the goal's text is empty", "цель не указана")
        case .notInCalendar(let written):
            return pick("\"\(written)\" is not a date in the calendar; nothing written", "«\(written)» — такой даты нет в календаре; ничего не записано")
        case .filterProblem(let problem):
            guard ru else { return problem.description }
            switch problem {
            case .status(let value): return "status «\(value)» — нет такого статуса (pending, done, deleted, all)"
            case .due(let value):
                return "due «\(value)» — нет такого срока (" + TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .priority(let value): return "priority «\(value)» — нет такого приоритета (high, medium, low, none)"
            case .noDate(let key, let value): return "\(key) «\(value)» — не дата и не время"
            case .sort(let value):
                return "sort «\(value)» — нет такого порядка (" + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .limit(let value): return "limit «\(value)» — не целое число"
            case .notAFilter(let key, let suggestion?): return "неизвестный фильтр «\(key)» — может быть, «\(suggestion)»?"
            case .notAFilter(let key, nil):
                return "фильтра «\(key)» нет: задачи отбираются по " + TaskFilter.keys.joined(separator: ", ")
                    + ", остальные слова ищутся в названиях и заметках"
            }
        case .dueNamesNoDate(let option, let value):
            return pick("\(option) '\(value)' names no date or time", "\(option) «\(value)» — не дата и не время")
        case .dueIsSomeday(let option, let value):
            return pick("\(option) '\(value)' is Taskwarrior's 9999-12-30, past \(SupportedDates.last), the last date kept here (an import "
                        + "reads such a task without it and keeps it in the notes); write a date, such as \(SupportedDates.last) for "
                        + "good, or none",
                        "\(option) «\(value)» — в Taskwarrior это 9999-12-30, позже \(SupportedDates.last), последней даты, которую здесь "
                        + "хранят (импорт читает такую задачу без неё, а значение оставляет в заметках); укажите дату, например "
                        + "\(SupportedDates.last) — навсегда, или none")
        case .dueNotInCalendar(let option, let value, let written):
            return pick("\(option) '\(value)': \"\(written)\" is not a date in the calendar",
                        "\(option) «\(value)»: «\(written)» — такой даты нет в календаре")
        case .earlierNotes(let n):
            return pick("… \(Self.grouped(n, language)) \(English.plural(n, "earlier note", "earlier notes")) (show --json lists every one)",
                        "… ранних заметок не показано: \(Self.grouped(n, language)) (show --json выводит все)")
        case .attributeRefused(let refusal): return refusal.text(in: language)
        case .edits(let message): return message.text(in: language)

        case .cannotWriteStandardOutput(let reason):
            return pick("cannot write to standard output: ", "не удаётся писать в стандартный вывод: ") + reason.text(in: language)
        case .invalidNothingWritten(let reason): return reason + pick("; nothing written", "; ничего не записано")
        }
    }

    // MARK: Russian grammar

    private static func characters(_ n: Int) -> String { Russian.plural(n, "символ", "символа", "символов") }

    private static func drafts(_ n: Int) -> String { Russian.plural(n, "черновик", "черновика", "черновиков") }

    /// 123456 as "123,456", or in Russian "123 456" (a no-break space between thousands).
    static func grouped(_ n: Int, _ language: Language) -> String {
        let text = ImportProgress.grouped(n)
        return language == .russian ? text.replacingOccurrences(of: ",", with: "\u{00A0}") : text
    }

    /// "list, add or revoke": the names a person may give, the last after the language's "or".
    static func either(_ names: [String], or word: String) -> String {
        guard let last = names.last else { return "" }
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " \(word) " + last : last
    }
}

