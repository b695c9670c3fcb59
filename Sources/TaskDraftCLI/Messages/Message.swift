import TaskDraftKit
import TaskDraftModels

/// Every sentence, label and date word the terminal shows a person, in one place: English,
/// the default, and Russian (`LANG`/`LC_MESSAGES`/`LC_ALL` = `ru_…`, see `Invocation.language`).
/// Machine output (JSON, JSON Lines, exports, the audit log's words) never goes through here.
///
/// To add a message: add a case (its values typed, already rendered for the terminal), then
/// its line in `text(_:)` with both wordings. The switch has no default, so a message without
/// its wording does not compile; a new language is one more argument to `pick`.
/// Plain Swift, no Foundation: `list` and `add --yes` start fast.
enum Message {
    // The draft card and its confirm step.
    case card, fieldDue, fieldPriority, fieldTags, fieldProject, fieldRepeats, fieldNotes, fieldTitle, fieldRemind, fromSkillsDefault
    case priority(Priority)
    case none
    case confirmPrompt
    case changed(String)
    case notUnderstood(String)
    case noTitleYet
    case dropped, droppedNothingWritten
    case cancelledDraft

    // What a refinement changed.
    case changeTitle(String, String), changeDue(String, String), changePriority(Priority, Priority)
    case changeProject(String, String), changeRepeats(String, String)
    case tagsAdded(String), tagsRemoved(String)
    case notesRemoved, notesChanged

    // `e`, field by field.
    case promptDue, promptPriority, promptTags, promptProject, promptNotes, promptRepeats, promptRemind
    case titleTooLong(Int, Int), controlCharacters(field: String), tagControlCharacters
    case namesNoDate(String), notAPriority(String), notARepeatRule(String)

    // Dates.
    case weekday(Weekday), month(Int), today, tomorrow, yesterday

    // Results of the commit path; `task` is `TaskDetail.oneLine`.
    case taskLine(id: Int64, title: String, due: String?)
    case created(String), alreadyPresent(String), notCreated(String)
    case completed(String), alreadyDone(String), nextOccurrence(String)
    case deleteQuestion(String), kept, keptNothingDeleted, deleted(String)
    case changedTask(String), unchangedTask(String), noChangeFound(String)
    case undone(intent: String, summary: String), nothingToUndo, nothingLeftToUndo

    // The REPL's own.
    case greeting, backendIs(String), replHelp, unknownCommand(String), noSuchRow(listed: Int, asked: Int)

    // Lists and `show`.
    case noTasks, moreTasks(Int), overMoreTasks(Int)
    case columnID, columnDue, columnPriority, columnStatus, columnTitle, columnProject, columnTags
    case priorityLetter(Priority), status(TaskStatus)
    case labelTitle, labelStatus, labelPriority, labelDue, labelProject, labelTags, labelRepeats, labelNotes, labelRemind
    case labelCreated, labelModified, labelCompleted

    // Errors a person meets in everyday commands.
    case needsPersonConfirmation(Action), needsConfirmation(Action), noTask(Int64), intentRefused(String)
    /// A draft's warning (English in JSON, the contract); read back here for the terminal.
    case warning(String)

    // The phases of `backend --explain` (draft, plan, review).
    case phasesHeading, phaseAbove(backend: String)
    case phaseSameAsDraft(backend: String)
    case phaseOwnChoice(backend: String, phase: String, policy: String)
    case phaseForced(backend: String, source: String)
    case phaseChain(chain: String, destination: String)
    case noReviewPhase
    case reviewByBuiltin

    func text(_ language: String) -> String {
        let ru = language == "ru"
        func pick(_ english: String, _ russian: String) -> String { ru ? russian : english }
        switch self {
        case .card: return pick("Draft", "Черновик")
        case .fieldDue: return pick("due", "срок")
        case .fieldPriority: return pick("priority", "приоритет")
        case .fieldTags: return pick("tags", "теги")
        case .fieldProject: return pick("project", "проект")
        case .fieldRepeats: return pick("repeats", "повтор")
        case .fieldRemind: return pick("remind", "напомнить")
        case .fromSkillsDefault: return pick("(Skills default)", "(по умолчанию из Skills)")
        case .fieldNotes: return pick("notes", "заметки")
        case .fieldTitle: return pick("title", "название")
        case .priority(let p):
            switch p {
            case .low: return pick("low", "низкий")
            case .normal: return pick("normal", "обычный")
            case .high: return pick("high", "высокий")
            }
        case .none: return pick("none", "нет")
        case .confirmPrompt:
            return pick("Commit? [Y]es / [e]dit / [n]o / or say what to change:",
                        "Сохранить? [Д]а / [и]зменить / [н]ет / или скажите, что поменять:")
        case .changed(let list): return pick("Changed: ", "Изменено: ") + list
        case .notUnderstood(let words):
            return pick("Did not understand \"\(words)\"; the draft is unchanged.", "Не понял «\(words)»; черновик не изменён.")
        case .noTitleYet: return pick("The task has no title yet.", "У задачи ещё нет названия.")
        case .dropped: return pick("Dropped.", "Черновик отброшен.")
        case .droppedNothingWritten: return pick("Dropped; nothing written.", "Черновик отброшен; ничего не записано.")
        case .cancelledDraft:
            return pick("Cancelled; nothing was drafted. The session goes on.", "Прервано; черновика нет. Сеанс продолжается.")

        case .changeTitle(let a, let b): return pick("title \"\(a)\" → \"\(b)\"", "название «\(a)» → «\(b)»")
        case .changeDue(let a, let b): return pick("due ", "срок ") + a + " → " + b
        case .changePriority(let a, let b):
            return Message.fieldPriority.text(language) + " " + Message.priority(a).text(language) + " → "
                + Message.priority(b).text(language)
        case .changeProject(let a, let b): return pick("project ", "проект ") + a + " → " + b
        case .changeRepeats(let a, let b): return pick("repeats ", "повтор ") + a + " → " + b
        case .tagsAdded(let tags): return pick("tags + ", "теги + ") + tags
        case .tagsRemoved(let tags): return pick("tags − ", "теги − ") + tags
        case .notesRemoved: return pick("notes removed", "заметки удалены")
        case .notesChanged: return pick("notes changed", "заметки обновлены")

        case .promptDue: return pick("due (words, YYYY-MM-DD [HH:MM], or none): ", "срок (словами, ГГГГ-ММ-ДД [ЧЧ:ММ] или нет): ")
        case .promptPriority: return pick("priority (low, normal, high): ", "приоритет (низкий, обычный, высокий): ")
        case .promptTags: return pick("tags: ", "теги: ")
        case .promptProject: return pick("project: ", "проект: ")
        case .promptNotes: return pick("notes (or none): ", "заметки (или нет): ")
        case .promptRemind:
            return pick("remind (\"30 minutes before\", \"9:00\", -PT30M, comma-separated, or none): ",
                        "напомнить («за 30 минут», «9:00», через запятую, или нет): ")
        case .promptRepeats:
            return pick("repeats (words such as \"every friday\", an RRULE, or none): ",
                        "повтор (словами, например «каждую пятницу», правило RRULE или нет): ")
        case .titleTooLong(let count, let most):
            return pick("the title has \(count) characters; at most \(most)",
                        "в названии \(count) \(Self.characters(count)); можно не больше \(most)")
        case .controlCharacters(let field):
            return pick("the \(field) contains control characters", "\(field): есть управляющие символы")
        case .tagControlCharacters: return pick("a tag contains control characters", "в теге есть управляющие символы")
        case .namesNoDate(let text):
            return pick("'\(text)' names no date or time; type words such as \"friday 15:00\", YYYY-MM-DD [HH:MM], or none",
                        "«\(text)» — не дата и не время; введите, например, «пятница 15:00», ГГГГ-ММ-ДД [ЧЧ:ММ] или нет")
        case .notAPriority(let text):
            return pick("'\(text)' is not a priority; type low, normal or high",
                        "«\(text)» — не приоритет; введите низкий, обычный или высокий")
        case .notARepeatRule(let text):
            return pick("'\(text)' is not a repeat rule", "«\(text)» — не правило повтора; например, «каждую пятницу» или нет")

        case .weekday(let day):
            return ru ? ["пн", "вт", "ср", "чт", "пт", "сб", "вс"][day.rawValue - 1] : day.shortName
        case .month(let month):
            return (ru ? ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"]
                       : ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])[month - 1]
        case .today: return pick("today", "сегодня")
        case .tomorrow: return pick("tomorrow", "завтра")
        case .yesterday: return pick("yesterday", "вчера")

        case .taskLine(let id, let title, let due):
            return ru ? "\(id) «\(title)»" + (due.map { " (срок \($0))" } ?? "")
                : "\(id) \"\(title)\"" + (due.map { " (due \($0))" } ?? "")
        case .created(let task): return pick("Created ", "Создана задача ") + task
        case .alreadyPresent(let task): return pick("Already present: ", "Уже есть: ") + task
        case .notCreated(let reason): return pick("Not created: ", "Не создана: ") + reason
        case .completed(let task): return pick("Completed ", "Выполнена задача ") + task
        case .alreadyDone(let task): return pick("Already done: ", "Уже выполнена: ") + task
        case .nextOccurrence(let task): return pick("Next occurrence: ", "Следующий повтор: ") + task
        case .deleteQuestion(let task): return pick("Delete \(task)? [y/N] ", "Удалить \(task)? [д/Н] ")
        case .kept: return pick("Kept.", "Оставлена.")
        case .keptNothingDeleted: return pick("Kept; nothing deleted.", "Оставлена; ничего не удалено.")
        case .deleted(let task): return pick("Deleted ", "Удалена задача ") + task
        case .changedTask(let task): return pick("Changed ", "Изменена задача ") + task
        case .unchangedTask(let task): return pick("Unchanged: ", "Без изменений: ") + task
        case .noChangeFound(let words):
            return pick("I did not find a change in \"\(words)\"; try \"make it friday\" or \"high priority\".",
                        "Не нашёл изменения в «\(words)»; попробуйте «в пятницу» или «срочно».")
        case .undone(let intent, let summary):
            return pick("Undone: ", "Отменено: ") + (ru ? Self.russianUndoSummary(intent: intent, summary) : summary)
        case .nothingToUndo: return pick("Nothing to undo.", "Отменять нечего.")
        case .nothingLeftToUndo: return pick("nothing to undo", "отменять нечего")

        case .greeting: return pick("TaskDraft: say a task in your own words, or /help.",
                                    "TaskDraft: опишите задачу своими словами или введите /help.")
        case .backendIs(let name): return pick("Backend: \(name).", "Модель: \(name).")
        case .replHelp:
            return pick("""
                Type a task in your own words: "Submit the report tomorrow at 15:00 #finance !high".
                At the draft: Enter or y commits, n drops, e edits field by field, anything else refines it
                ("make it friday", "в пятницу", "high priority").
                After /list: "done #2", "delete the third", "make the first one urgent", "покажи вторую".
                  /list [filters]   pending tasks (filters as in `taskdraft list`: due:today +tag project:X ...)
                  /undo             revert the last change
                  /help             this text
                  /quit             leave (Ctrl-D works too)

                """, """
                Опишите задачу своими словами: «Сдать отчёт завтра в 15:00 #финансы срочно».
                У черновика: Enter или д — сохранить, н — отбросить, и — изменить по полям, любые другие
                слова уточняют черновик («в пятницу», «не срочно», «тег работа», «заметка: …», «назови …»).
                После /list: «готово #2», «удали третью», «перенеси первую на завтра», «покажи вторую».
                  /list [фильтры]   невыполненные задачи (фильтры как у «taskdraft list»: +тег project:Имя due:today …)
                  /undo             отменить последнее изменение
                  /help             эта справка
                  /quit             выйти (или Ctrl-D)

                """)
        case .unknownCommand(let command):
            return pick("Unknown command \(command); /help lists them.", "Неизвестная команда \(command); список — в /help.")
        case .noSuchRow(let listed, let asked):
            return pick("The last list has \(listed) rows; there is no row \(asked).",
                        "В последнем списке \(listed) \(Self.rows(listed)); строки \(asked) нет.")

        case .noTasks: return pick("No tasks.", "Задач нет.")
        case .moreTasks(let hidden):
            return pick("… and \(hidden) more; narrow with filters, or use --all",
                        "… и ещё \(hidden); сузьте список фильтрами или добавьте --all")
        case .overMoreTasks(let hidden):
            return pick("… and over \(hidden) more; narrow with filters, or use --all",
                        "… и ещё более \(hidden); сузьте список фильтрами или добавьте --all")
        case .columnID: return pick("ID", "№")
        case .columnDue: return pick("Due", "Срок")
        case .columnPriority: return pick("Pri", "Пр")
        case .columnStatus: return pick("Status", "Статус")
        case .columnTitle: return pick("Title", "Задача")
        case .columnProject: return pick("Project", "Проект")
        case .columnTags: return pick("Tags", "Теги")
        case .priorityLetter(let p):
            switch p {
            case .high: return pick("H", "В")
            case .low: return pick("L", "Н")
            case .normal: return ""
            }
        case .status(let status):
            switch status {
            case .pending: return pick("pending", "ожидает")
            case .done: return pick("done", "готово")
            case .deleted: return pick("deleted", "удалена")
            }
        case .labelTitle: return pick("Title", "Название")
        case .labelStatus: return pick("Status", "Статус")
        case .labelPriority: return pick("Priority", "Приоритет")
        case .labelDue: return pick("Due", "Срок")
        case .labelProject: return pick("Project", "Проект")
        case .labelTags: return pick("Tags", "Теги")
        case .labelRepeats: return pick("Repeats", "Повтор")
        case .labelRemind: return pick("Remind", "Напомнить")
        case .labelNotes: return pick("Notes", "Заметки")
        case .labelCreated: return pick("Created", "Создана")
        case .labelModified: return pick("Modified", "Изменена")
        case .labelCompleted: return pick("Completed", "Выполнена")

        case .needsPersonConfirmation(let action):
            return ru ? "\(Self.russianAction(action)) требует подтверждения человека; ничего не изменено"
                : "\(action.rawValue) needs a person's confirmation; nothing changed"
        case .needsConfirmation(let action):
            return ru ? "\(Self.russianAction(action)) требует подтверждения: запустите команду в терминале или добавьте --yes; ничего не изменено"
                : "\(action.rawValue) needs confirmation: run it on a terminal or pass --yes; nothing changed"
        case .noTask(let id): return pick("no task \(id)", "нет задачи \(id)")
        case .intentRefused(let reason): return reason + pick("; nothing changed", "; ничего не изменено")
        case .warning(let text): return ru ? Self.russianWarning(text) : text

        case .phasesHeading: return pick("phases:", "фазы:")
        case .phaseAbove(let backend): return pick("\(backend) — the choice above", "\(backend) — выбор выше")
        case .phaseSameAsDraft(let backend):
            return pick("\(backend) — as drafting (config.json names no backend for this phase)",
                        "\(backend) — как для черновиков (config.json не называет модель для этой фазы)")
        case .phaseOwnChoice(let backend, let phase, let policy):
            return pick("\(backend) — config.json phases.\(phase), under policy \(policy)",
                        "\(backend) — config.json phases.\(phase), по политике \(policy)")
        case .phaseForced(let backend, let source):
            return pick("\(backend) — forced by \(source) for every phase", "\(backend) — задана \(source) для всех фаз")
        case .phaseChain(let chain, let destination):
            return pick("fallback chain: \(chain); your words go to: \(destination)",
                        "цепочка запасных: \(chain); ваши слова уходят: \(destination)")
        case .noReviewPhase:
            return pick("none — config.json names no review phase; sets and plans get the built-in cross-checks only",
                        "нет — config.json не называет фазу review; наборы и планы проходят только встроенные проверки")
        case .reviewByBuiltin:
            return pick("the built-in parser does not review: sets and plans get its cross-checks only",
                        "встроенный разборщик не проверяет наборы: только его перекрёстные проверки")
        }
    }

    // MARK: Russian grammar

    /// "1 строка", "3 строки", "5 строк": the noun agrees with the number.
    private static func plural(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
        let (last, lastTwo) = (n % 10, n % 100)
        if last == 1 && lastTwo != 11 { return one }
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
    }

    private static func rows(_ n: Int) -> String { plural(n, "строка", "строки", "строк") }
    private static func characters(_ n: Int) -> String { plural(n, "символ", "символа", "символов") }

    /// The action as the subject of a Russian sentence: "удаление требует подтверждения".
    private static func russianAction(_ action: Action) -> String {
        switch action {
        case .create: return "Создание задачи"
        case .complete: return "Выполнение задачи"
        case .edit: return "Изменение задачи"
        case .delete: return "Удаление задачи"
        case .undo: return "Отмена"
        case .import: return "Импорт"
        case .sync: return "Синхронизация"
        }
    }

    /// The undo entry's summary (`completed 3 "Gym"`, written in English for the log) as Russian.
    private static func russianUndoSummary(intent: String, _ summary: String) -> String {
        let nouns = ["created": "создание", "completed": "выполнение", "deleted": "удаление", "edited": "изменение"]
        guard let space = summary.firstIndex(of: " "), let noun = nouns[String(summary[..<space])] else {
            if summary.hasPrefix("imported "), let from = summary.firstRange(of: " tasks from ") {
                let count = summary[summary.index(summary.startIndex, offsetBy: 9)..<from.lowerBound]
                return "импорт \(count) из \(summary[from.upperBound...])"
            }
            return summary
        }
        // `3 "Gym"`: the title between the first quote and the last, in Russian quotes.
        var task = summary[summary.index(after: space)...]
        if let open = task.firstIndex(of: "\""), task.last == "\"", open < task.index(before: task.endIndex) {
            task = task[..<open] + "«" + task[task.index(after: open)..<task.index(before: task.endIndex)] + "»"
        }
        return noun + " задачи " + task
    }

    /// The drafters' warnings as Russian; one that is not known here is shown as written.
    private static func russianWarning(_ text: String) -> String {
        if text == TaskDraft.placeholderWarning { return "для названия ничего не осталось" }
        if let review = russianReviewWarning(text) { return review }
        if let time = text.strippingSuffix(" has passed today; due tomorrow") { return "\(time) сегодня уже прошло; срок — завтра" }
        if let time = text.strippingSuffix(" has passed today") { return "\(time) сегодня уже прошло" }
        switch text {
        case "more than one moment named; kept the first": return "названо несколько моментов; оставлен первый"
        case "more than one day named; kept the first": return "названо несколько дней; оставлен первый"
        case "more than one time named; kept the first": return "названо несколько времён; оставлено первое"
        default: break
        }
        if let written = text.strippingSuffix(" is not a date in the calendar; no deadline was set") {
            return "\(written) — такой даты нет в календаре; срок не поставлен"
        }
        if text.hasPrefix("\""), let readAs = text.firstRange(of: "\" read as ") {
            // `"3" read as 15:00`, or with the region's reading of a numeric date in brackets.
            let written = text[text.index(after: text.startIndex)..<readAs.lowerBound]
            let reading = text[readAs.upperBound...].prefix { $0 != " " }
            return "«\(written)» понято как \(reading)"
        }
        return text
    }
}

extension Message {
    /// The review phase's warnings (`DraftReview`) as Russian.
    fileprivate static func russianReviewWarning(_ text: String) -> String? {
        let asDrafted = "; the drafts are as drafted"
        if text == DraftReview.cancelled { return "проверка отменена; черновики оставлены как были" }
        if let rest = text.strippingSuffix(asDrafted) {
            if rest.hasPrefix("the review by "), let failed = rest.firstRange(of: " failed (") {
                let backend = rest[rest.index(rest.startIndex, offsetBy: 14)..<failed.lowerBound]
                return "проверка моделью \(backend) не удалась (\(rest[failed.upperBound...])" + "; черновики оставлены как были"
            }
            if let backend = rest.strippingSuffix(" gave no usable answer"), backend.hasPrefix("the review by ") {
                return "проверка моделью \(backend.dropFirst(14)) не дала годного ответа; черновики оставлены как были"
            }
            if rest.hasPrefix("no review (") { return "без проверки (\(rest.dropFirst(11)); черновики оставлены как были" }
        }
        if text.hasPrefix("the review by "), let changed = text.firstRange(of: " changed ") {
            let backend = text[text.index(text.startIndex, offsetBy: 14)..<changed.lowerBound]
            let what = text[changed.upperBound...].replacingOccurrences(of: "the title ", with: "название ")
                .replacingOccurrences(of: "the day ", with: "день ").replacingOccurrences(of: " and ", with: " и ")
            return "проверка моделью \(backend) изменила " + what
        }
        return nil
    }
}

private extension String {
    func strippingSuffix(_ suffix: String) -> String? {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : nil
    }
}

extension Invocation {
    /// A message in the terminal's language.
    func say(_ message: Message) -> String { message.text(language) }
}
