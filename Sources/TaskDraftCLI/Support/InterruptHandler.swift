import Glibc
import TaskDraftHTTP
import TaskDraftModels

/// Ctrl-C while a draft is in flight: the handler sets `CancellationFlag.interrupt`, the
/// transfer's progress callback sees it and aborts, and the REPL goes on with its session.
/// Also around the REPL's line editing, where Ctrl-C clears the line (`EditLineSource`).
/// Installed only around those, so elsewhere Ctrl-C keeps its usual meaning.
enum InterruptHandler {
    /// Runs `body` with SIGINT turned into a cancellation; the previous handler is restored after.
    static func cancellable<T>(_ body: (CancellationFlag) throws -> T) rethrows -> T {
        let flag = CancellationFlag.interrupt
        flag.reset()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in CancellationFlag.interrupt.cancel() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(SIGINT, &action, &previous)
        defer {
            sigaction(SIGINT, &previous, nil)
            flag.reset()
        }
        return try body(flag)
    }
}
