import TaskDraftKit

/// The Russian wording of what the MCP server says on standard error.
extension Diagnostic {
    public var russian: String {
        switch self {
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
