import Glibc
import TaskDraftHTTP
import TaskDraftKit

/// Asks whether a local server is up: the backend kind's probe request (`GET {base}/models`
/// for both kinds today) must answer 2xx within `HTTPServerProbe.timeout`. A server on this
/// machine or the local network answers in a few milliseconds; one that takes longer is not
/// worth a person's wait.
public protocol ServerProbe: Sendable {
    func probe(_ target: ProbeTarget) -> ProbeResult
}

extension ServerProbe {
    /// `GET {base}/models` with no headers.
    public func probe(_ address: ServerAddress) -> ProbeResult { probe(ProbeTarget(address: address)) }
}

public enum ProbeResult: Sendable, Hashable {
    case answered(milliseconds: Int)
    case notAnswering(ProbeFailure)
}
