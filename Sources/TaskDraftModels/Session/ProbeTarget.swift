import TaskDraftHTTP
import TaskDraftKit

/// What a backend kind asks of a local server to learn that it is up.
public struct ProbeTarget: Sendable {
    public var address: ServerAddress
    /// Appended to the base URL.
    public var path: String
    /// Headers the server wants on every request (an API version); secret ones are redacted in traces.
    public var headers: [HTTPHeader]

    public init(address: ServerAddress, path: String = "/models", headers: [HTTPHeader] = []) {
        self.address = address
        self.path = path
        self.headers = headers
    }
}
