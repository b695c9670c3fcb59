import Synchronization
import TaskDraftKit

/// Model exchanges made by drafting threads, waiting to be written to the model log by the
/// thread that owns the database connection.
final class ExchangeInbox: Sendable {
    private let waiting = Mutex<[ModelExchange]>([])

    func append(_ exchanges: [ModelExchange]) {
        guard !exchanges.isEmpty else { return }
        waiting.withLock { $0.append(contentsOf: exchanges) }
    }

    /// Everything so far, oldest first; the inbox is empty afterwards.
    func drain() -> [ModelExchange] {
        waiting.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
    }
}
