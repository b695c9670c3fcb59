import Glibc

/// A bounded, blocking hand-off from one producing thread to one consuming thread, in order.
final class BatchChannel<Element: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [Element] = []
    private var closed = false
    private var cancelled = false
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        changed.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Waits for room and appends; false when the consumer cancelled (stop producing).
    func send(_ element: Element) -> Bool {
        locked {
            while queue.count >= capacity && !cancelled { pthread_cond_wait(changed, mutex) }
            guard !cancelled else { return false }
            queue.append(element)
            pthread_cond_broadcast(changed)
            return true
        }
    }

    /// No more elements will be sent.
    func close() {
        locked {
            closed = true
            pthread_cond_broadcast(changed)
        }
    }

    /// The consumer stops taking: a waiting producer is released and told so.
    func cancel() {
        locked {
            cancelled = true
            queue.removeAll()
            pthread_cond_broadcast(changed)
        }
    }

    enum Received {
        case element(Element)
        /// Nothing arrived in the time given.
        case nothingYet
        /// Closed and drained (or cancelled).
        case finished
    }

    /// The next element if one arrives within `milliseconds`.
    func receive(waitingAtMost milliseconds: Int) -> Received {
        var deadline = timespec()
        clock_gettime(CLOCK_REALTIME, &deadline)  // pthread_cond_timedwait's default clock
        let nanoseconds = Int(deadline.tv_nsec) + milliseconds * 1_000_000
        deadline.tv_sec += nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        return locked {
            while queue.isEmpty && !closed && !cancelled {
                if pthread_cond_timedwait(changed, mutex, &deadline) == ETIMEDOUT { break }
            }
            if let element = takeFirst() { return .element(element) }
            return closed || cancelled ? .finished : .nothingYet
        }
    }

    /// The next element, waiting for one; nil once the channel is closed and drained.
    func receive() -> Element? {
        locked {
            while queue.isEmpty && !closed && !cancelled { pthread_cond_wait(changed, mutex) }
            return takeFirst()
        }
    }

    /// Removes the first element and wakes a producer waiting for room. Call holding the lock.
    private func takeFirst() -> Element? {
        guard !queue.isEmpty else { return nil }
        let element = queue.removeFirst()
        pthread_cond_broadcast(changed)
        return element
    }
}
