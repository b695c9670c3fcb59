import TaskDraftKit
import TaskDraftMCP
import TaskDraftModels
import TaskDraftSync

/// The Russian wording of failures the CLI meets from below: a draft's problems, a sync, the MCP
/// server's stderr. Most arrive as values worded case by case; a sync's server and network
/// failures and the OS's reasons inside other text still arrive as English and are read back
/// here, template by template (issue 27 §1 lists them). A text not known here (a server's or
/// curl's own words) is shown as written.
extension Message {
    // MARK: The database

    static func russianStoreError(_ error: StoreError) -> String {
        let path = error.path, message = error.message
        switch error.kind {
        case .cannotOpen:
            return "не удаётся открыть базу данных \(path): " + russianStoreMessage(message)
        case .newerSchema:
            let upgrade = "; upgrade taskdraft to use it"
            if let rest = message.strippingPrefix("has schema version ")?.strippingSuffix(upgrade),
               let newer = rest.firstRange(of: ", newer than this taskdraft's ") {
                return "база данных \(path): версия схемы \(rest[..<newer.lowerBound]) новее той, что знает этот taskdraft "
                    + "(\(rest[newer.upperBound...])); обновите taskdraft"
            }
            if let rest = message.strippingPrefix("has schema step ")?.strippingSuffix(" from a newer taskdraft" + upgrade) {
                return "база данных \(path): шаг схемы \(russianQuoted(rest)) — от более нового taskdraft; обновите taskdraft"
            }
            return "база данных \(path) \(message)"
        case .busy, .constraint, .other:
            let sql = error.statement.map { " при выполнении `\(oneLine($0))`" } ?? ""
            let busy = error.kind == .busy ? " (её слишком долго держал другой процесс)" : ""
            return "база данных \(path): ошибка SQLite \(error.code): \(russianStoreMessage(message))\(busy)\(sql)"
        }
    }

    /// SQLite's and the store's own reasons; one not known here stays as SQLite wrote it.
    private static func russianStoreMessage(_ text: String) -> String {
        let whole = [
            "database is locked": "база данных заблокирована", "database table is locked": "таблица базы данных заблокирована",
            "file is not a database": "файл — не база данных", "database disk image is malformed": "файл базы данных повреждён",
            "unable to open database file": "не удаётся открыть файл базы данных", "disk I/O error": "ошибка ввода-вывода",
            "attempt to write a readonly database": "база данных открыта только для чтения",
            "database or disk is full": "база данных или диск переполнены", "is a directory": "это папка",
            "not an error": "не ошибка", "out of memory": "не хватает памяти",
        ]
        if let russian = whole[text] { return russian }
        if let check = text.strippingPrefix("the copy failed its check: ") {
            return "копия не прошла проверку: " + (check == "no answer" ? "нет ответа" : check)
        }
        return russianFileSystemFailure(text) ?? russianSystemReason(text)
    }

    private static func oneLine(_ sql: String) -> String {
        sql.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }.joined(separator: " ")
    }

    // MARK: The operating system

    /// `FileSystem.Failure`'s "cannot read PATH: reason".
    private static func russianFileSystemFailure(_ text: String) -> String? {
        for (operation, russian) in [("create directory", "создать папку"), ("read", "прочитать"), ("write", "записать")] {
            if let rest = text.strippingPrefix("cannot \(operation) "), let colon = rest.lastRange(of: ": ") {
                return "не удаётся \(russian) \(rest[..<colon.lowerBound]): " + russianSystemReason(String(rest[colon.upperBound...]))
            }
        }
        return nil
    }

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

    // MARK: config.json

    static func russianConfigProblem(_ text: String) -> String {
        if text == "no such file" { return "нет такого файла" }
        if text == "expected a JSON object at the top" { return "на верхнем уровне нужен объект JSON" }
        if let failure = russianFileSystemFailure(text) { return failure }
        if let json = russianJSONFailure(text) { return json }
        guard let colon = text.firstRange(of: ": ") else { return russianValueProblem(text) }
        return text[..<colon.lowerBound] + ": " + russianValueProblem(String(text[colon.upperBound...]))
    }

    /// `JSONParser.Failure`'s "MESSAGE at line L, column C".
    private static func russianJSONFailure(_ text: String) -> String? {
        guard let at = text.lastRange(of: " at line "), let comma = text[at.upperBound...].firstRange(of: ", column ")
        else { return nil }
        let line = text[at.upperBound..<comma.lowerBound], column = text[comma.upperBound...]
        guard !line.isEmpty, line.allSatisfy(\.isNumber), !column.isEmpty, column.allSatisfy(\.isNumber) else { return nil }
        return russianJSONMessage(String(text[..<at.lowerBound])) + " (строка \(line), столбец \(column))"
    }

    private static func russianJSONMessage(_ text: String) -> String {
        if let depth = text.strippingPrefix("nesting deeper than ") { return "вложенность глубже \(depth)" }
        return jsonMessages[text] ?? text
    }

    private static let jsonMessages: [String: String] = [
        "unexpected text after the JSON value": "лишний текст после значения JSON", "unexpected end of input": "текст оборвался",
        "unexpected end of input in an object": "текст оборвался внутри объекта", "unexpected end of input in an array": "текст оборвался внутри массива",
        "unexpected character": "неожиданный символ", "expected a string key": "нужен ключ-строка", "expected ':'": "нужно «:»",
        "expected ',' or '}'": "нужно «,» или «}»", "expected ',' or ']'": "нужно «,» или «]»",
        "invalid UTF-8 in a string": "в строке не UTF-8", "unterminated string": "строка не закрыта кавычкой",
        "control character in a string": "управляющий символ в строке", "unpaired surrogate in \\u escape": "непарный суррогат в \\u",
        "invalid escape": "неверная экранирующая последовательность", "truncated \\u escape": "обрезанная последовательность \\u",
        "invalid \\u escape": "неверная последовательность \\u", "invalid number": "неверное число",
        "number out of range": "число вне допустимого диапазона",
    ]

    /// What is wrong with one value (config.json's keys, an import record's fields).
    private static func russianValueProblem(_ text: String) -> String {
        for (english, russian) in [("expected a string, found ", "нужна строка, а здесь "), ("expected a number, found ", "нужно число, а здесь "),
                                   ("expected an object, found ", "нужен объект, а здесь "), ("expected an array, found ", "нужен массив, а здесь "),
                                   ("expected strings, found ", "нужны строки, а здесь "),
                                   ("expected an array of strings, found ", "нужен массив строк, а здесь "),
                                   ("expected objects with a description string, found ", "нужны объекты со строкой description, а здесь "),
                                   ("expected a JSON object, found ", "нужен объект JSON, а здесь ")] {
            if let type = text.strippingPrefix(english) { return russian + russianTypeName(type) }
        }
        if let known = text.strippingPrefix("unknown key (known: ") { return "неизвестный ключ (известные: " + known }
        if let known = text.strippingPrefix("unknown phase (known: ") { return "неизвестная фаза (известные: " + known }
        if let rest = text.strippingPrefix("is a key of kind "), let not = rest.firstRange(of: ", not of ") {
            return "это ключ вида \(rest[..<not.lowerBound]), а не \(rest[not.upperBound...])"
        }
        if text.hasPrefix("\""), let isNot = text.firstRange(of: "\" is not one of ") {
            return russianQuoted(String(text[..<text.index(after: isNot.lowerBound)])) + " — не одно из: " + text[isNot.upperBound...]
        }
        if let name = text.strippingSuffix(" is used by an earlier backend") { return "имя \(russianQuoted(name)) уже занято моделью выше" }
        if let range = text.strippingPrefix("must be from "), let to = range.firstRange(of: " to ") {
            return "должно быть от \(range[..<to.lowerBound]) до \(range[to.upperBound...])"
        }
        let whole = [
            "expected an object": "нужен объект", "expected an array": "нужен массив", "expected a backend name": "нужно имя модели",
            "expected true or false": "нужно true или false", "is required": "обязателен",
            "is required: the server's http:// or https:// URL": "обязателен: адрес сервера http:// или https://",
            "must be an http:// or https:// URL": "нужен адрес http:// или https://",
            "\"builtin\" is reserved": "имя «builtin» занято встроенным разборщиком",
            "must be at least 512 and more than max_tokens (64 or more)": "должно быть не меньше 512 и больше max_tokens (а он — от 64)",
            "must be more than 0": "должно быть больше 0",
            "must be more than 0 and at most 3650": "должно быть больше 0 и не больше 3650",
            "each origin is a string such as \"https://chat.example.com\"": "каждый источник — строка вида \"https://chat.example.com\"",
            "each host is a name such as \"tasks.example.com\" or \"tasks.example.com:443\"":
                "каждый узел — имя вида \"tasks.example.com\" или \"tasks.example.com:443\"",
            "must not hold a user name or password; use username and password_env or password_file":
                "не должен содержать имя пользователя или пароль; укажите username и password_env или password_file",
        ]
        return whole[text] ?? text
    }

    private static func russianTypeName(_ name: String) -> String {
        ["null": "null", "a boolean": "логическое значение", "a number": "число", "a string": "строка", "an array": "массив",
         "an object": "объект"][name] ?? name
    }

    /// `"x"` as `«x»`; other text as it is.
    private static func russianQuoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? "«" + text.dropFirst().dropLast() + "»" : text
    }

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

    static func russianSyncError(_ error: SyncError) -> String {
        let text = error.message
        if text == "the request's thread ended without an answer" { return "поток запроса завершился без ответа" }
        switch error.kind {
        case .network: return "нет связи с сервером синхронизации: " + russianSystemReason(text)
        case .timeout: return "сервер синхронизации не ответил вовремя: " + text
        case .configuration, .server, .protocolError, .store, .declined: break
        }
        if let saved = text.strippingPrefix("the server's changes could not be saved: ") {
            return "изменения с сервера не сохранены: " + russianStoreMessage(saved)
        }
        if let saved = text.strippingPrefix("the sync state could not be saved: ") {
            return "состояние синхронизации не сохранено: " + russianStoreMessage(saved)
        }
        if let what = text.strippingPrefix("the server failed at ")?.strippingSuffix("; run sync again later") {
            return "сбой на сервере (\(what)); повторите синхронизацию позже"
        }
        if let request = text.strippingSuffix(" answered HTTP \(text.split(separator: " ").last ?? "")"), text.contains(" answered HTTP ") {
            return "\(request): сервер ответил HTTP \(text.split(separator: " ").last ?? "")"
        }
        if let host = text.strippingSuffix(" refused the user name or password (HTTP 401)") {
            return "\(host) не принял имя пользователя или пароль (HTTP 401)"
        }
        if let host = text.strippingSuffix(" names no calendar home (no calendar-home-set for the user)") {
            return "\(host) не называет папку календарей пользователя (нет calendar-home-set)"
        }
        if let rest = text.strippingPrefix("no collection "), let on = rest.firstRange(of: " on "), let found = rest.firstRange(of: " (found: ") {
            return "нет коллекции \(russianQuoted(String(rest[..<on.lowerBound]))) на \(rest[on.upperBound..<found.lowerBound]) (есть: "
                + rest[found.upperBound...]
        }
        if let url = text.strippingPrefix("sync.url: ")?.strippingSuffix(" is not an http(s) URL") { return "sync.url: \(url) — не адрес http(s)" }
        if let rest = text.strippingSuffix(" redirects"), let more = rest.firstRange(of: ": more than ") {
            return "\(rest[..<more.lowerBound]): больше \(rest[more.upperBound...]) перенаправлений"
        }
        return text
    }

    static func russianHrefSource(_ source: SyncProblem.HrefSource) -> String {
        switch source {
        case .principal: return "current-user-principal"
        case .calendarHome: return "calendar-home-set"
        case .collection: return "коллекция календаря"
        case .resource: return "ресурс"
        case .redirect: return "перенаправление"
        case .request: return "запрос"
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

private extension String {
    /// The last place `target` occurs (no Foundation on this path).
    func lastRange(of target: String) -> Range<Index>? {
        var found: Range<Index>?
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            found = range
            rest = self[range.upperBound...]
        }
        return found
    }
}
