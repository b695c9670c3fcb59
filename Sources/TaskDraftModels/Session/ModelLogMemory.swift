import TaskDraftKit

/// What the model log remembers across runs, by backend name and host; asked lazily, so the
/// database is opened only when a backend asks.
public struct ModelLogMemory {
    /// The answer form the log last saw the server accept.
    public let lastAcceptedMode: (_ backend: String, _ host: String) -> String?
    /// Seconds since the server last failed to answer (a timeout, refused or reset), when the
    /// newest exchange with it was such a failure.
    public let secondsSinceUnanswered: (_ backend: String, _ host: String) -> Double?

    public init(lastAcceptedMode: @escaping (_ backend: String, _ host: String) -> String?,
                secondsSinceUnanswered: @escaping (_ backend: String, _ host: String) -> Double?) {
        self.lastAcceptedMode = lastAcceptedMode
        self.secondsSinceUnanswered = secondsSinceUnanswered
    }
}
