import TaskDraftHTTP
import TaskDraftKit

/// Sync's names for the HTTP client it shares with the model backends (TaskDraftHTTP: libcurl,
/// retries, TLS verification, time limits), and the retry rules it sends with.
public typealias DAVHTTPTransport = HTTPTransport
public typealias DAVRequest = HTTPRequest
public typealias DAVResponse = HTTPResponse
public typealias DAVHeader = HTTPHeader
public typealias DAVServerAddress = ServerAddress
/// Why a transfer failed (libcurl's code, the OS's errno), as `SyncProblem.network` carries it.
public typealias DAVTransferProblem = TransferProblem

enum DAVTransport {
    /// A libcurl client, the same as model backends use.
    static func curl() throws(SyncError) -> any HTTPTransport {
        do { return try CurlClient() } catch { throw SyncError(.network, .network(error.problem)) }
    }

    /// Sends with the model backends' retry rules (429, 502–504 and resets retried with
    /// backoff), within `timeout` seconds.
    static func send(_ request: HTTPRequest, through transport: any HTTPTransport, connectTimeout: Double,
                     timeout: Double, trace: HTTPTrace?) throws(SyncError) -> HTTPResponse {
        let sender = RetryingSender(transport: transport, connectTimeout: connectTimeout, trace: trace,
                                    maximumResponseBytes: HTTPLimits.maximumSyncResponseBytes)
        let deadline = MonotonicTime(nanoseconds: MonotonicTime.now.nanoseconds &+ UInt64(max(0, timeout) * 1e9))
        do {
            return try sender.send(request, deadline: deadline, cancellation: CancellationFlag.interrupt).0
        } catch {
            throw error.kind == .timeout ? SyncError(.timeout, .timedOut(error.problem)) : SyncError(.network, .network(error.problem))
        }
    }
}

/// Why a sync stopped. The text names the host and what happened, never the password.
public struct SyncError: Error, CustomStringConvertible, Sendable {
    /// `declined`: the sync needs the person's word first (`MassDeletionGuard`); nothing changed.
    public enum Kind: Sendable { case configuration, network, timeout, server, protocolError, store, declined }
    public let kind: Kind
    public let message: String
    /// The reason as a value: what the CLI words per language.
    public let problem: SyncProblem

    public init(_ kind: Kind, _ problem: SyncProblem) {
        self.kind = kind
        message = problem.english
        self.problem = problem
    }

    public var description: String { message }
}
