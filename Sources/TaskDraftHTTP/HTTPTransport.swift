import TaskDraftKit

/// Sends one request and waits for the whole response (no retries: see `RetryPolicy`).
///
/// A transport is used by one thread at a time; `TransportPool` lends them to concurrent
/// drafts. Tests fake it where a scripted server is not needed.
public protocol HTTPTransport: AnyObject {
    func perform(_ request: HTTPRequest, options: TransferOptions) throws(HTTPFailure) -> HTTPResponse
}
