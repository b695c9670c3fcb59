import Glibc
import TaskDraftHTTP
import TaskDraftKit

/// A request on its way on a thread of its own (`CalDAVClient.start`): the engine reads its
/// database while the server answers, and `wait()` joins the two.
public final class PendingDAVCall {
    private final class Slot: @unchecked Sendable {
        var exchange: DAVEndpoint.Exchange?
    }

    private var thread: pthread_t?
    private let slot = Slot()
    private weak var client: CalDAVClient?
    private var answered: Result<HTTPResponse, SyncError>?

    /// nil when no thread could be started.
    init?(_ call: DAVCall, endpoint: DAVEndpoint, pool: TransportPool, client: CalDAVClient) {
        let slot = self.slot
        guard let thread = WorkerThread.start({ slot.exchange = CalDAVClient.exchange(call, endpoint: endpoint, pool: pool) }) else {
            return nil
        }
        self.thread = thread
        self.client = client
    }

    init(answered: Result<HTTPResponse, SyncError>) {
        self.answered = answered
    }

    deinit {
        if let thread { WorkerThread.join(thread) }
    }

    /// The answer, counted into the client's totals the first time it is asked for.
    public func wait() -> Result<HTTPResponse, SyncError> {
        if let answered { return answered }
        if let thread { WorkerThread.join(thread) }
        thread = nil
        let exchange = slot.exchange ?? DAVEndpoint.Exchange(result: .failure(SyncError(.network, .noAnswer)))
        let result = client?.count(exchange) ?? exchange.result
        answered = result
        return result
    }
}
