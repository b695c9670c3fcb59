import TaskDraftKit

extension SyncProblem {
    public var polish: String {
        switch self {
        case .foreignOrigin(let href, let source, let origin):
            return "serwer wskazał \(href) (\(Self.polish(source))), a to nie \(origin); dane logowania idą tylko "
                + "do skonfigurowanego schematu, hosta i portu, więc nie przechodzono tam"
        case .massDeletion(let deletions):
            var parts: [String] = []
            if !deletions.here.isEmpty {
                parts.append("\(deletions.here.count) \(Polish.plural(deletions.here.count, "zadanie", "zadania", "zadań")) tutaj (usunięte na serwerze)")
            }
            if !deletions.there.isEmpty {
                parts.append("\(deletions.there.count) \(Polish.plural(deletions.there.count, "zadanie", "zadania", "zadań")) na serwerze (usunięte tutaj)")
            }
            return "ta synchronizacja usunęłaby " + parts.joined(separator: " i ")
                + " z \(deletions.shared) synchronizowanych wcześniej; nic nie zmieniono (aby kontynuować, uruchom sync --force-delete)"
        case .changesNotSaved(let error):
            if case .store(let store) = error { return "nie zapisano zmian z serwera: " + store.polish }
            return "nie zapisano zmian z serwera: \(error)"
        case .stateNotSaved(let error): return "nie zapisano stanu synchronizacji: " + error.polish
        case .store(let error): return error.polish
        case .notHTTPURL(let url): return "sync.url: \(url) to nie adres http(s)"
        case .noCollection(let name, let server, let found):
            return "nie ma kolekcji „\(name)” na \(server) (są: \(found.joined(separator: ", ")))"
        case .noTaskCollection(let server): return "żadna kolekcja na \(server) nie przechowuje zadań (VTODO)"
        case .noCalendarHome(let host): return "\(host) nie wskazuje katalogu kalendarzy użytkownika (brak calendar-home-set)"
        case .noCalDAVServer(let host, let path, let status):
            return "\(host) odpowiedział HTTP \(status) na zapytanie o właściwości \(path): nie ma tam serwera kalendarzy; sync.url musi wskazywać adres, który serwer podaje dla kalendarzy"
        case .refusedCredentials(let host): return "\(host) odrzucił nazwę użytkownika albo hasło (HTTP 401)"
        case .tooManyRedirects(let host, let most): return "\(host): więcej niż \(most) przekierowań"
        case .answeredHTTP(let request, let status): return "\(request): serwer odpowiedział HTTP \(status)"
        case .serverFailed(let what): return "błąd serwera (\(what)); powtórz synchronizację później"
        case .unreadableAnswer(let request, let error): return "\(request): nie można odczytać odpowiedzi: \(error)"
        case .notMultistatus(let request, let found): return "\(request): oczekiwano DAV:multistatus, a przyszło \(found)"
        case .tooManyElements(let request, let most): return "\(request): odpowiedź ma więcej niż \(most) elementów do zachowania"
        case .noAnswer: return "wątek zapytania skończył się bez odpowiedzi"
        case .network(let problem): return "brak połączenia z serwerem synchronizacji: " + problem.polish
        case .timedOut(let problem): return "serwer synchronizacji nie odpowiedział na czas: " + problem.polish
        }
    }

    private static func polish(_ source: HrefSource) -> String {
        switch source {
        case .principal: return "current-user-principal"
        case .calendarHome: return "calendar-home-set"
        case .collection: return "kolekcja kalendarza"
        case .resource: return "zasób"
        case .redirect: return "przekierowanie"
        case .request: return "zapytanie"
        }
    }
}
