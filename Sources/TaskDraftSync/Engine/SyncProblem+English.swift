import TaskDraftKit

extension SyncProblem {
    public var english: String {
        switch self {
        case .foreignOrigin(let href, let source, let origin):
            return "the server named \(href) (\(source.rawValue)), which is not \(origin); "
                + "credentials go only to the configured scheme, host and port, so it was not followed"
        case .massDeletion(let deletions):
            var parts: [String] = []
            if !deletions.here.isEmpty { parts.append("\(deletions.here.count) here (deleted on the server)") }
            if !deletions.there.isEmpty { parts.append("\(deletions.there.count) on the server (deleted here)") }
            return "this sync would delete " + parts.joined(separator: " and ") + " of the \(deletions.shared) tasks synced before; "
                + "nothing was changed (run sync --force-delete to proceed)"
        case .changesNotSaved(let error): return "the server's changes could not be saved: \(error)"
        case .stateNotSaved(let error): return "the sync state could not be saved: \(error)"
        case .store(let error): return error.description
        case .notHTTPURL(let url): return "sync.url: \(url) is not an http(s) URL"
        case .noCollection(let name, let server, let found):
            return "no collection \"\(name)\" on \(server) (found: \(found.joined(separator: ", ")))"
        case .noTaskCollection(let server): return "no collection on \(server) holds tasks (VTODO)"
        case .noCalendarHome(let host): return "\(host) names no calendar home (no calendar-home-set for the user)"
        case .noCalDAVServer(let host, let path, let status):
            return "\(host) answered PROPFIND \(path) with HTTP \(status): no calendar server there; sync.url must be the address the server gives for its calendars"
        case .refusedCredentials(let host): return "\(host) refused the user name or password (HTTP 401)"
        case .tooManyRedirects(let host, let most): return "\(host): more than \(most) redirects"
        case .answeredHTTP(let request, let status): return "\(request) answered HTTP \(status)"
        case .serverFailed(let what): return "the server failed at \(what); run sync again later"
        case .unreadableAnswer(let request, let error): return "\(request): \(error)"
        case .notMultistatus(let request, let found): return "\(request): expected a DAV:multistatus, found \(found)"
        case .tooManyElements(let request, let most): return "\(request): the answer holds more than \(most) elements to keep"
        case .noAnswer: return "the request's thread ended without an answer"
        case .network(let problem), .timedOut(let problem): return problem.english
        }
    }
}
