import Glibc

/// A joinable pthread running a closure. Plain pthreads rather than Dispatch: nothing to link
/// or start for the commands that never use threads.
public enum WorkerThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts `run` on a new thread; nil when the system refuses one.
    public static func start(_ run: @escaping @Sendable () -> Void) -> pthread_t? {
        let box = Unmanaged.passRetained(Body(run)).toOpaque()
        var handle = pthread_t()
        let code = pthread_create(&handle, nil, { raw in
            Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
            return nil
        }, box)
        guard code == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return nil
        }
        return handle
    }

    public static func join(_ handle: pthread_t) {
        pthread_join(handle, nil)
    }
}
