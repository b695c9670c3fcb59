import Glibc
import Synchronization

/// Maps over an array on a few threads and returns the results in the input's order.
///
/// For drafting with an HTTP backend, where each draft waits on the network: `draft --jobs N`
/// and `import --jobs N` keep N requests in flight (HTTP backends lend each thread its own
/// libcurl client) and still write their output in input order.
public enum ParallelMap {
    /// `threads` counts the calling thread, which works too; it is capped at the item count.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], threads: Int, _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let workers = min(max(1, threads), items.count)
        if workers <= 1 { return items.map(transform) }
        let work = Work(items: items, transform: transform)
        var handles: [pthread_t] = []
        for _ in 1..<workers {
            // A thread that cannot start leaves its share to the others and to this one.
            if let handle = WorkerThread.start({ work.run() }) { handles.append(handle) }
        }
        work.run()
        for handle in handles { WorkerThread.join(handle) }
        return work.results()
    }

    /// Shared by the threads: each claims the next index and writes only that slot.
    private final class Work<T: Sendable, R: Sendable>: @unchecked Sendable {
        let items: [T]
        let transform: @Sendable (T) -> R
        let next = Atomic<Int>(0)
        let slots: UnsafeMutablePointer<R?>

        init(items: [T], transform: @escaping @Sendable (T) -> R) {
            self.items = items
            self.transform = transform
            slots = .allocate(capacity: items.count)
            slots.initialize(repeating: nil, count: items.count)
        }

        deinit {
            slots.deinitialize(count: items.count)
            slots.deallocate()
        }

        func run() {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                slots[index] = transform(items[index])
            }
        }

        /// Call after every thread has been joined.
        func results() -> [R] {
            (0..<items.count).map { slots[$0]! }
        }
    }
}
