import Glibc
import TaskDraftHTTP
import TaskDraftKit

public struct HTTPServerProbe: ServerProbe {
    /// How long a local server has to answer the probe.
    public static let timeout: Double = 0.3

    let pool: TransportPool
    let trace: HTTPTrace?

    public init(pool: TransportPool = .curl(), trace: HTTPTrace? = nil) {
        self.pool = pool
        self.trace = trace
    }

    public func probe(_ target: ProbeTarget) -> ProbeResult {
        let transport: any HTTPTransport
        do { transport = try pool.borrow() } catch { return .notAnswering(.transport(error.problem)) }
        defer { pool.giveBack(transport) }
        let request = HTTPRequest(method: .get, url: target.address.base + target.path,
                                  headers: [HTTPHeader("Accept", "application/json")] + target.headers)
        let started = MonotonicTime.now
        trace?.request(request, attempt: 1)
        do {
            let response = try transport.perform(request, options: TransferOptions(connectTimeout: Self.timeout, totalTimeout: Self.timeout))
            let ms = MonotonicTime.now.milliseconds(since: started)
            trace?.response(response, milliseconds: ms)
            guard response.isSuccess else { return .notAnswering(.answeredHTTP(path: target.path, status: response.status)) }
            return .answered(milliseconds: Int(ms.rounded()))
        } catch {
            trace?.failure(error, milliseconds: MonotonicTime.now.milliseconds(since: started))
            return .notAnswering(error.kind == .timeout ? .noAnswer(path: target.path, milliseconds: Int(Self.timeout * 1000))
                                 : .transport(error.problem))
        }
    }
}
