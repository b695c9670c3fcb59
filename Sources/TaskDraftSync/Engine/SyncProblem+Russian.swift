import TaskDraftKit

extension SyncProblem {
    public var russian: String {
        switch self {
        case .foreignOrigin(let href, let source, let origin):
            return "сервер назвал \(href) (\(Self.russian(source))), а это не \(origin); учётные данные уходят "
                + "только на настроенные схему, узел и порт, поэтому переход не выполнен"
        case .massDeletion(let deletions):
            var parts: [String] = []
            if !deletions.here.isEmpty {
                parts.append("\(deletions.here.count) \(Russian.plural(deletions.here.count, "задачу", "задачи", "задач")) здесь (удалены на сервере)")
            }
            if !deletions.there.isEmpty {
                parts.append("\(deletions.there.count) \(Russian.plural(deletions.there.count, "задачу", "задачи", "задач")) на сервере (удалены здесь)")
            }
            return "эта синхронизация удалила бы " + parts.joined(separator: " и ")
                + " из \(deletions.shared) синхронизированных ранее; ничего не изменено (чтобы продолжить, запустите sync --force-delete)"
        // The commit's failure: the store's in its own words; the CLI words other intent errors itself.
        case .changesNotSaved(let error):
            if case .store(let store) = error { return "изменения с сервера не сохранены: " + store.russian }
            return "изменения с сервера не сохранены: \(error)"
        case .stateNotSaved(let error): return "состояние синхронизации не сохранено: " + error.russian
        case .store(let error): return error.russian
        case .notHTTPURL(let url): return "sync.url: \(url) — не адрес http(s)"
        case .noCollection(let name, let server, let found):
            return "нет коллекции «\(name)» на \(server) (есть: \(found.joined(separator: ", ")))"
        case .noTaskCollection(let server): return "ни одна коллекция на \(server) не хранит задачи (VTODO)"
        case .noCalendarHome(let host): return "\(host) не называет папку календарей пользователя (нет calendar-home-set)"
        case .noCalDAVServer(let host, let path, let status):
            return "\(host) ответил HTTP \(status) на запрос свойств \(path): там нет сервера календарей; в sync.url нужен адрес, который сервер даёт для календарей"
        case .refusedCredentials(let host): return "\(host) не принял имя пользователя или пароль (HTTP 401)"
        case .tooManyRedirects(let host, let most): return "\(host): больше \(most) перенаправлений"
        case .answeredHTTP(let request, let status): return "\(request): сервер ответил HTTP \(status)"
        case .serverFailed(let what): return "сбой на сервере (\(what)); повторите синхронизацию позже"
        // The XML reader's own words, as it wrote them.
        case .unreadableAnswer(let request, let error): return "\(request): ответ не читается: \(error)"
        case .notMultistatus(let request, let found): return "\(request): ожидался DAV:multistatus, а пришёл \(found)"
        case .tooManyElements(let request, let most): return "\(request): в ответе больше \(most) элементов, которые нужно хранить"
        case .noAnswer: return "поток запроса завершился без ответа"
        case .network(let problem): return "нет связи с сервером синхронизации: " + problem.russian
        case .timedOut(let problem): return "сервер синхронизации не ответил вовремя: " + problem.russian
        }
    }

    private static func russian(_ source: HrefSource) -> String {
        switch source {
        case .principal: return "current-user-principal"
        case .calendarHome: return "calendar-home-set"
        case .collection: return "коллекция календаря"
        case .resource: return "ресурс"
        case .redirect: return "перенаправление"
        case .request: return "запрос"
        }
    }
}
