import Glibc

/// A pthread running a closure: joinable (`start`, `join`) or detached (`startDetached`, for
/// threads that end on their own, such as one per connection). Plain pthreads rather than
/// Dispatch: nothing to link or start for the commands that never use threads.
public enum WorkerThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts `run` on a new thread; nil when the system refuses one.
    public static func start(_ run: @escaping @Sendable () -> Void) -> pthread_t? {
        create(detached: false, stackBytes: nil, run)
    }

    public static func join(_ handle: pthread_t) {
        pthread_join(handle, nil)
    }

    /// Starts `run` on a thread nobody joins, with a stack of `stackBytes` (the system's
    /// default when nil); false when the system refuses one.
    public static func startDetached(stackBytes: Int? = nil, _ run: @escaping @Sendable () -> Void) -> Bool {
        create(detached: true, stackBytes: stackBytes, run) != nil
    }

    private static func create(detached: Bool, stackBytes: Int?, _ run: @escaping @Sendable () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(Body(run)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        if let stackBytes { pthread_attr_setstacksize(&attributes, stackBytes) }
        var handle = pthread_t()
        let code = pthread_create(&handle, &attributes, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, box)
        guard code == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        return handle
    }
}
