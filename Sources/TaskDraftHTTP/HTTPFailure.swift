import TaskDraftKit

/// Why a transfer produced no response.
public struct HTTPFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Nothing listens there, or the host cannot be reached or resolved.
        case couldNotConnect
        /// The connect or total timeout passed.
        case timeout
        /// The connection was reset or closed before a full response: worth retrying.
        case connectionReset
        /// The response passed `HTTPLimits.maximumResponseBytes`; the transfer was aborted.
        case tooLarge
        /// The person pressed Ctrl-C (or another cancellation).
        case cancelled
        /// TLS failed: the certificate did not verify, or the handshake did not complete.
        case tls
        /// libcurl could not be loaded.
        case unavailable
        case other
    }

    public let kind: Kind
    /// Why, as a value; `detail` is its English, for the model log and JSON.
    public let problem: TransferProblem
    public var detail: String { problem.english }
    /// Bytes of a successful response already handed to a streaming consumer: such a
    /// transfer is not retried, since its consumer has seen part of it.
    public var deliveredBytes: Int

    public init(_ kind: Kind, _ problem: TransferProblem, deliveredBytes: Int = 0) {
        self.kind = kind
        self.problem = problem
        self.deliveredBytes = deliveredBytes
    }

    public var description: String { detail }
}
