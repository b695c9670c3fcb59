import TaskDraftKit

/// The Russian wording of what `import`, `export` and `backup` say.
extension ImportExportMessage {
    var russian: String {
        switch self {
        case .question(let count, let database):
            return "Импортировать \(Message.grouped(count, .russian)) \(Russian.plural(count, "задачу", "задачи", "задач")) в \(database)? [д]а / [н]ет / [п]росмотреть по одной: "
        case .recordQuestion: return "  Импортировать? [д]а / [н]ет / [в]се остальные / [с]топ: "
        case .draftSummary(let drafts, let withWarnings, let failed, let skipped, let kept, let keptRecords):
            var text = "\(Message.grouped(drafts, .russian)) \(Russian.plural(drafts, "черновик", "черновика", "черновиков"))"
            if withWarnings > 0 { text += ", с предупреждениями: \(withWarnings)" }
            if failed > 0 { text += "; ошибочных записей: \(failed) (см. выше)" }
            if skipped > 0 { text += "; пропущено: \(skipped)" }
            if kept > 0 { text += "; " + ImportExportMessage.keptInNotes(values: kept, records: keptRecords).russian }
            return text
        case .imported(let created, let file, let alreadyPresent, let repeated, let skipped, let failed, let kept, let keptRecords):
            var parts: [String] = []
            if alreadyPresent > 0 { parts.append("уже были: \(Message.grouped(alreadyPresent, .russian))") }
            if repeated > 0 { parts.append("повторов в файле: \(Message.grouped(repeated, .russian))") }
            if skipped > 0 { parts.append("пропущено: \(skipped)") }
            if failed > 0 { parts.append("с ошибками: \(Message.grouped(failed, .russian))") }
            if kept > 0 { parts.append(ImportExportMessage.keptInNotes(values: kept, records: keptRecords).russian) }
            let tail = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
            return "\(Russian.plural(created, "Импортирована", "Импортированы", "Импортировано")) \(Message.grouped(created, .russian)) "
                + "\(Russian.plural(created, "задача", "задачи", "задач")) из \(file)\(tail)."
        case .dateOutOfRange(let value): return "\(value) вне поддерживаемых дат (с \(SupportedDates.first) по \(SupportedDates.last))"
        case .uidProblem(let problem): return problem.russian
        case .dryRun(let summary): return "Пробный прогон: \(summary); ничего не записано."
        case .note(let note): return "примечание: " + note.russian
        case .keptInNotes(let values, let records):
            // "сохранено как заметки: 5 значений из 3 записей".
            return "сохранено как заметки: \(Message.grouped(values, .russian)) \(Russian.plural(values, "значение", "значения", "значений")) "
                + "из \(Message.grouped(records, .russian)) \(Russian.plural(records, "записи", "записей", "записей"))"
        case .skipped(let reason): return "пропущено: " + reason.russian
        case .badRecords(let n, let file): return "в \(file) не импортировано записей с ошибками: \(n) (см. выше)"
        case .strict(let n, let file): return "--strict: ошибочных записей в \(file): \(n); ничего не импортировано"
        case .nothingToImport: return "Импортировать нечего."
        case .nothingImported: return "Ничего не импортировано."
        case .columnLine: return "Строка"
        case .progress(let label, let records, let perSecond, let percent, let secondsLeft):
            var text = "\(label): записей \(Message.grouped(records, .russian))"
            if let perSecond { text += ", \(Message.grouped(perSecond, .russian))/с" }
            if let percent { text += ", \(percent)%" }
            if let secondsLeft { text += ", осталось \(secondsLeft) с" }
            return text
        case .notImportable(let format):
            return "\(format) не импортируется: этот формат пишет export, а import его не читает (другой задаёт --format)"
        case .csvHeaderProblem(let problem, let file): return problem.rendered(file: file, language: .russian) + " (в заголовке)"
        case .needsFile: return "в терминале укажите FILE (со стандартного ввода вы отвечаете на вопросы) или добавьте --yes"
        case .exported(let n, let path):
            return "\(Russian.plural(n, "Выгружена", "Выгружены", "Выгружено")) \(n) \(Russian.plural(n, "задача", "задачи", "задач")) в \(path)."
        case .backedUp(let n, let path, let replaced):
            return "Резервная копия: \(n) \(Russian.plural(n, "задача", "задачи", "задач")) в \(path)" + (replaced ? " (прежний файл заменён)." : ".")
        case .cannotWrite(let path, let reason):
            return "не удаётся записать \(path): " + (reason?.russian ?? ImportExportMessage.isADirectory.russian)
        case .isADirectory: return "это папка"
        case .cannotRead(let path, let reason):
            return "не удаётся прочитать \(path): " + (reason?.russian ?? ImportExportMessage.isADirectory.russian)
        case .databaseReplaced(let path):
            return "база данных \(path) заменена (восстановление из копии?); напоминания теперь берутся из новой"
        case .noDatabaseToRead(let path): return "базы данных \(path) нет; команда, которая только читает, её не создаёт (путь верный?)"
        case .noDatabaseToBackUp(let path): return "базы данных \(path) нет; копировать нечего"
        case .backupExists(let path): return "\(path) уже есть; чтобы заменить его, добавьте --force (ничего не записано)"
        case .cannotBackUp(let path, let failure):
            let reason: String
            switch failure {
            case .directory: reason = ImportExportMessage.isADirectory.russian
            case .itself: reason = "это сама база данных"
            case .createdMeanwhile: reason = "его создали тем временем; чтобы заменить его, добавьте --force (ничего не записано)"
            case .failed(let error): reason = error.russian + " (ничего не записано)"
            }
            return "не удаётся сделать копию в \(path): " + reason
        case .csvEmpty(let file): return "\(file): файл пуст; для импорта CSV нужна строка заголовка с именами столбцов"
        case .csvNoTitleColumn(let file, let names):
            return "\(file):1: в заголовке нет столбца с названиями задач (есть: \(names)); переименуйте столбец с ними в "
                + "\"title\" (берётся как написано) или \"text\" (черновик из слов, с датами и тегами)"
        case .drafting: return "черновики"
        case .importing: return "импорт"
        }
    }
}
