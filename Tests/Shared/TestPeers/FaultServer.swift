import Foundation

/// The scripted fault server (`Tests/Shared/FaultServer/fault_server.py`) on 127.0.0.1, started
/// for a test suite and stopped with it. Each test asks for a URL under its own token, so
/// request counts and the request log are its own.
public final class FaultServer: @unchecked Sendable {
    public let port: Int
    private let process: Process
    private let stdin: Pipe
    /// After the port, the line the server prints on its way out (FaultServer/lifetime.py).
    private let stdout: Pipe

    public static let script: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FaultServer/fault_server.py").path

    /// The CalDAV one (`Tests/Shared/DAVPeers/caldav_fault_server.py`), for the sync tests.
    public static let calDAVScript: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DAVPeers/caldav_fault_server.py").path

    public init(script: String = FaultServer.script) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script]
        stdin = Pipe()
        stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the port; the server stops when our end of stdin closes.
        var line = Data()
        while true {
            let byte = stdout.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data([0x0A]) { break }
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw Failure("the fault server did not print its port")
        }
        self.port = port
    }

    deinit { stop() }

    /// Throws unless the server is still running, saying why it stopped, so that a suite sharing
    /// one server tells a server gone from a scenario that failed.
    public func checkServing() throws {
        guard !process.isRunning else { return }
        // Without blocking: a child started since may hold the pipe's other end open.
        let fd = stdout.fileHandleForReading.fileDescriptor
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var said = [UInt8](repeating: 0, count: 4096)
        let count = max(0, said.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) })
        let reason = String(decoding: said[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        throw Failure("the fault server exited with status \(process.terminationStatus)"
                      + (reason.isEmpty ? ", saying nothing" : ": \(reason)"))
    }

    /// Closes the server's stdin, which ends it; one still running after 5 s is terminated.
    public func stop() {
        try? stdin.fileHandleForWriting.close()
        var waited = 0
        while process.isRunning && waited < 500 { usleep(10_000); waited += 1 }
        if process.isRunning { process.terminate() }
    }

    /// A base URL (`…/v1`) for `scenario`, with a fresh token unless one is given.
    public func url(_ scenario: String, token: String = UUID().uuidString) -> String {
        "http://127.0.0.1:\(port)/\(scenario)/\(token)/v1"
    }

    /// What each chat request under `token` asked for (see the script's docstring).
    public func requests(token: String) throws -> [[String: Any]] {
        let data = try get("/__requests/\(token)")
        return try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    }

    /// A plain HTTP/1.0 GET over a socket: the test peers need no HTTP client of their own.
    public func get(_ path: String) throws -> Data {
        let response = try exchange(Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        guard let split = response.firstRange(of: Data("\r\n\r\n".utf8)) else { throw Failure("no HTTP answer") }
        return response[split.upperBound...]
    }

    /// Sends `request` as it is, whatever it holds, ends the sending side, and returns every byte
    /// answered until the server closes (or 10 s pass without a byte).
    public func exchange(_ request: [UInt8]) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure("cannot connect to the fault server") }
        var limit = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < request.count {
            // MSG_NOSIGNAL: a server that answers and closes before reading it all must not end this process.
            let n = request.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        shutdown(fd, Int32(SHUT_WR))
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            response.append(contentsOf: buffer[0..<n])
        }
        return response
    }

    /// A port on 127.0.0.1 where nothing listens: bound, then closed.
    public static func closedPort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }
}
