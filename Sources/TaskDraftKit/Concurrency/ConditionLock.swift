import Glibc

/// A mutex with a condition variable (pthreads, the condition on the monotonic clock), for
/// state that threads share (the HTTP server's connections, a database file's writers). Waiting releases the lock, as
/// `pthread_cond_timedwait` does: whoever holds it meanwhile may change the state and wake
/// the waiter with `broadcast`.
public final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Whether the lock was free (and is now held).
    public func tryLock() -> Bool { pthread_mutex_trylock(mutex) == 0 }

    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Waits, with the lock held, until woken or `milliseconds` pass; the lock is held again on return.
    public func wait(milliseconds: Int) {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let total = Int(deadline.tv_nsec) + (milliseconds % 1000) * 1_000_000
        deadline.tv_sec += milliseconds / 1000 + total / 1_000_000_000
        deadline.tv_nsec = total % 1_000_000_000
        pthread_cond_timedwait(condition, mutex, &deadline)
    }

    /// Wakes every waiter (call with the lock held).
    public func broadcast() { pthread_cond_broadcast(condition) }
}
