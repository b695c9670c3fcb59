import Glibc
import TaskDraftKit

/// What this machine can do: cores and memory (from the kernel), or what config.json says.
/// Whether each local server answers is probed separately (`ServerProbe`).
public struct DeviceProfile: Sendable, Hashable {
    public var cores: Int
    public var memoryMiB: Int
    /// `detected`, or `config.json` when any field came from there.
    public var source: String

    public init(cores: Int, memoryMiB: Int, source: String) {
        self.cores = cores
        self.memoryMiB = memoryMiB
        self.source = source
    }

    public static func detect(settings: Configuration.DeviceSettings = .init(), meminfo: String = "/proc/meminfo") -> DeviceProfile {
        let cores = settings.cores ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let memory = settings.memoryMiB ?? totalMemoryMiB(meminfo) ?? 0
        let source = settings.cores != nil || settings.memoryMiB != nil ? "config.json" : "detected"
        return DeviceProfile(cores: cores, memoryMiB: memory, source: source)
    }

    /// `MemTotal:  24684160 kB` → 24105. The kernel writes MemTotal first, so the first few
    /// hundred bytes are read and scanned as bytes: this runs for every command that drafts.
    static func totalMemoryMiB(_ path: String) -> Int? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let key = Array("MemTotal:".utf8)
        var index = 0
        while index + key.count <= count {
            if buffer[index..<(index + key.count)].elementsEqual(key) {
                var kilobytes = 0
                var digits = 0
                var i = index + key.count
                while i < count, buffer[i] == 0x20 || buffer[i] == 0x09 { i += 1 }
                while i < count, buffer[i] >= 0x30, buffer[i] <= 0x39 {
                    kilobytes = kilobytes * 10 + Int(buffer[i] - 0x30)
                    digits += 1
                    i += 1
                }
                return digits > 0 ? kilobytes / 1024 : nil
            }
            index += 1
        }
        return nil
    }

    /// Why a `this-machine` backend cannot run here, or nil when it can.
    public func ineligibility(for backend: Configuration.Backend) -> String? {
        guard backend.location == .thisMachine else { return nil }
        let memory = backend.minMemoryMiB ?? Configuration.Backend.defaultMinMemoryMiB
        let cores = backend.minCores ?? Configuration.Backend.defaultMinCores
        if memoryMiB < memory { return "\(memoryMiB) MiB of memory, \(backend.name) needs \(memory)" }
        if self.cores < cores { return "\(self.cores) cores, \(backend.name) needs \(cores)" }
        return nil
    }
}

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
    case notAnswering(String)
}

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
        do { transport = try pool.borrow() } catch { return .notAnswering(error.detail) }
        defer { pool.giveBack(transport) }
        let request = HTTPRequest(method: .get, url: target.address.base + target.path,
                                  headers: [HTTPHeader("Accept", "application/json")] + target.headers)
        let started = MonotonicTime.now
        trace?.request(request, attempt: 1)
        do {
            let response = try transport.perform(request, options: TransferOptions(connectTimeout: Self.timeout, totalTimeout: Self.timeout))
            let ms = MonotonicTime.now.milliseconds(since: started)
            trace?.response(response, milliseconds: ms)
            guard response.isSuccess else { return .notAnswering("GET \(target.path) answered HTTP \(response.status)") }
            return .answered(milliseconds: Int(ms.rounded()))
        } catch {
            trace?.failure(error, milliseconds: MonotonicTime.now.milliseconds(since: started))
            return .notAnswering(error.kind == .timeout ? "no answer to GET \(target.path) within \(Int(Self.timeout * 1000)) ms" : error.detail)
        }
    }
}
