import CSQLite

extension StoreError {
    /// The whole line in Russian: what failed, where, and why.
    public var russian: String {
        switch kind {
        case .cannotOpen:
            return "не удаётся открыть базу данных \(path): " + reason.russian
        case .newerSchema:
            return "база данных \(path): " + reason.russian
        case .busy, .constraint, .other:
            let sql = statement.map { " при выполнении `\(Self.oneLine($0))`" } ?? ""
            let busy = kind == .busy ? " (её слишком долго держал другой процесс)" : ""
            return "база данных \(path): ошибка SQLite \(code): \(reason.russian)\(busy)\(sql)"
        }
    }
}

extension StoreError.Reason {
    public var russian: String {
        switch self {
        case .sqlite(let code, let text): return Self.russianResult(code) ?? text
        case .system(let error): return error.russian
        case .file(let failure): return failure.russian
        case .isADirectory: return "это папка"
        case .copyFailedCheck(let answer): return "копия не прошла проверку: " + (answer ?? "нет ответа")
        case .schemaTextNotFound(let table):
            return "в таблице \(table) нет ровно одного вхождения текста ограничения, который переписывает эта миграция"
        case .rewrittenSchemaFailedCheck(let check): return "переписанная схема не прошла проверку: \(check.joined(separator: "; "))"
        case .newerVersion(let version, let latest):
            return "версия схемы \(version) новее той, что знает этот taskdraft (\(latest)); обновите taskdraft"
        case .newerStep(let name): return "шаг схемы «\(name)» — от более нового taskdraft; обновите taskdraft"
        case .importedTaskRefused: return "импортируемую задачу отклонило правило этой базы помимо ключа и идентификатора"
        }
    }

    /// SQLite's result codes whose words say nothing more than the code; for the others
    /// (a constraint, a statement's error) SQLite's own words name the table or column.
    private static func russianResult(_ code: Int32) -> String? {
        switch code & 0xFF {
        case SQLITE_BUSY: return "база данных заблокирована"
        case SQLITE_LOCKED: return "таблица базы данных заблокирована"
        case SQLITE_NOTADB: return "файл — не база данных"
        case SQLITE_CORRUPT: return "файл базы данных повреждён"
        case SQLITE_CANTOPEN: return "не удаётся открыть файл базы данных"
        case SQLITE_IOERR: return "ошибка ввода-вывода"
        case SQLITE_READONLY: return "база данных открыта только для чтения"
        case SQLITE_FULL: return "база данных или диск переполнены"
        case SQLITE_NOMEM: return "не хватает памяти"
        default: return nil
        }
    }
}
