import TaskDraftKit
import TaskDraftMCP
import TaskDraftModels
import TaskDraftSync

/// The Russian wording of failures the CLI meets from below: a draft's problems, a sync's network
/// failure, the MCP server's stderr. Most arrive as values worded case by case; a sync's network
/// failure (curl's words) and the OS's reasons inside other text still arrive as English and are
/// read back here (`russianSystemReason`; issue 27 §1 lists what is left). A text not known here
/// (a server's or curl's own words) is shown as written.
extension Message {
    // MARK: The operating system

    /// glibc's `strerror` texts (the program runs in the C locale), wherever they appear.
    static func russianSystemReason(_ text: String) -> String {
        var text = text
        for (english, russian) in systemReasons where text.contains(english) {
            text = text.replacingOccurrences(of: english, with: russian)
        }
        return text
    }

    private static let systemReasons: [(String, String)] = [
        ("No such file or directory", "нет такого файла или папки"), ("Permission denied", "доступ запрещён"),
        ("Is a directory", "это папка"), ("Not a directory", "не папка"), ("No space left on device", "на диске нет места"),
        ("Read-only file system", "файловая система только для чтения"), ("File exists", "файл уже есть"),
        ("Too many open files", "открыто слишком много файлов"), ("Input/output error", "ошибка ввода-вывода"),
        ("Disk quota exceeded", "превышена дисковая квота"), ("File name too long", "слишком длинное имя файла"),
        ("Operation not permitted", "операция не разрешена"), ("Too many levels of symbolic links", "слишком много уровней символических ссылок"),
        ("No such device", "нет такого устройства"), ("Bad file descriptor", "неверный дескриптор файла"),
        ("Cannot allocate memory", "не хватает памяти"), ("Invalid argument", "недопустимый аргумент"),
        ("Broken pipe", "канал закрыт"), ("Connection refused", "в соединении отказано"),
    ]

    // MARK: Tasks and import records

    static func russianDraftError(_ error: DraftError) -> String {
        switch error {
        case .emptyTitle: return "название пусто"
        case .titleTooLong(let n): return "в названии \(n) \(plural(n, "символ", "символа", "символов")) (можно не больше \(TaskDraft.maximumTitleLength))"
        case .controlCharacters(let field): return "\(russianField(field)): есть управляющие символы"
        case .field(let name, let problem): return "\(russianField(name)): " + problem.russian
        case .dateOutOfRange(let name, let value):
            return "\(russianField(name)): " + Message.dateOutOfRange(value).text(.russian)
        case .uid(let problem): return "uid: " + Message.uidProblem(problem).text(.russian)
        }
    }

    /// A draft field's key (the JSON contract's, which the English shows) as a Russian label;
    /// a key without one (`due_date`) is shown as the contract spells it.
    private static func russianField(_ key: String) -> String {
        ["title": "название", "project": "проект", "tags": "теги", "reminders": "напоминания", "drafts": "черновики",
         "due": "срок", "start": "начало", "priority": "приоритет", "recurrence": "повтор", "notes": "заметки"][key] ?? key
    }

    static func russianRecurrenceError(_ error: RecurrenceError) -> String {
        "повтор: " + error.russian
    }

    // MARK: Sync

    /// A sync's failure that carries no `SyncProblem`: curl's or the OS's words on the network.
    static func russianSyncError(_ error: SyncError) -> String {
        switch error.kind {
        case .network: return "нет связи с сервером синхронизации: " + russianSystemReason(error.message)
        case .timeout: return "сервер синхронизации не ответил вовремя: " + error.message
        case .configuration, .server, .protocolError, .store, .declined: return error.message
        }
    }

    // MARK: The MCP server's stderr

    static func russianDiagnostic(_ diagnostic: Diagnostic) -> String {
        switch diagnostic {
        case .serving(let session): return "TaskDraft обслуживает агента через stdio (сеанс \(session))"
        case .inputClosed: return "ввод закрыт; выход"
        case .discardedLine(let bytes): return "отброшена строка длиной \(bytes) байт"
        // The reply quoted as the client got it: the protocol's words, in English.
        case .rejectedLine(let error): return "строка отклонена; клиенту ответ: «\(error)»"
        case .clientError(let error): return "клиент сообщил об ошибке: «\(error)»"
        case .opened(let client, let version, let protocolVersion, let canAsk):
            return "\(client) \(version ?? "") открыл протокол \(protocolVersion)" + (canAsk ? " (может спрашивать своего пользователя)" : "")
        case .strayAnswer(let id): return "пропущен ответ на \(id): его никто не ждёт"
        case .listening(let url): return "TaskDraft обслуживает агентов по HTTP: \(url)"
        case .refusedToken(let name?): return "отклонён запрос с отозванным токеном \(name)"
        case .refusedToken(nil): return "отклонён запрос без действующего токена"
        case .refusedOrigin(let origin): return "отклонён запрос с источника \(origin)"
        case .refusedHost(let host): return "отклонён запрос к узлу \(host)"
        case .overRate(let token): return "токен \(token) присылает запросы чаще своего предела; ответ 429"
        case .sessionOpened(let token, let client, let version, let session):
            return "\(token): \(client) открыл протокол \(version) (сеанс \(session))"
        case .sessionClosed(let token, let session): return "\(token): сеанс \(session) завершён"
        case .stopping: return "остановка"
        }
    }
}
