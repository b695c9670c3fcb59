import Foundation

/// A real CalDAV server on 127.0.0.1 for the sync tests, on a free port with its storage in a
/// temporary directory, stopped (and the directory removed) with the value: Radicale with
/// htpasswd authentication, or Xandikos, which has no authentication of its own and runs
/// open on loopback. Both are Debian packages (`radicale`, `xandikos`; `make test` installs them).
public final class DAVServer: @unchecked Sendable {
    public enum Kind: String, Sendable { case radicale, xandikos }

    public let kind: Kind
    public let port: Int
    public let directory: URL
    public let username = "ann"
    public let password = "correct horse battery staple"
    private let process: Process

    public static let phoneScript: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DAVPeers/phone.py").path

    public init(_ kind: Kind) throws {
        self.kind = kind
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("taskdraft-dav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        port = FaultServer.closedPort()
        process = Process()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        switch kind {
        case .radicale:
            try "\(username):\(password)\n".write(to: directory.appendingPathComponent("users"), atomically: true, encoding: .utf8)
            let config = """
                [server]
                hosts = 127.0.0.1:\(port)
                [auth]
                type = htpasswd
                htpasswd_filename = \(directory.path)/users
                htpasswd_encryption = plain
                [storage]
                filesystem_folder = \(directory.path)/collections
                [logging]
                level = warning
                """
            try config.write(to: directory.appendingPathComponent("config"), atomically: true, encoding: .utf8)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/radicale")
            process.arguments = ["-C", directory.appendingPathComponent("config").path]
        case .xandikos:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xandikos")
            process.arguments = ["-d", directory.appendingPathComponent("data").path, "-l", "127.0.0.1", "-p", String(port),
                                 "--defaults", "--current-user-principal", "/\(username)/"]
        }
        try process.run()
        try waitUntilListening()
        if kind == .radicale { try makeTaskList("/\(username)/tasks/", name: "Tasks") }
    }

    deinit { stop() }

    public func stop() {
        if process.isRunning {
            // Radicale 3.1 finishes its open requests on SIGTERM and may linger; the storage is thrown away anyway.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    public var url: String { "http://127.0.0.1:\(port)/" }

    /// The collection the phone uses (Radicale: made by the test; Xandikos: its default calendar).
    public var taskListPath: String { kind == .radicale ? "/\(username)/tasks/" : "/\(username)/calendars/calendar/" }

    /// Makes a calendar collection for VTODOs (RFC 5689 extended MKCOL), as a phone would.
    public func makeTaskList(_ path: String, name: String) throws {
        let body = """
            <?xml version="1.0"?><mkcol xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><set><prop>\
            <resourcetype><collection/><C:calendar/></resourcetype><displayname>\(name)</displayname>\
            <C:supported-calendar-component-set><C:comp name="VTODO"/></C:supported-calendar-component-set></prop></set></mkcol>
            """
        let status = try curl(["-X", "MKCOL", url.dropLast() + path, "-H", "Content-Type: application/xml", "--data", body])
        guard status == "201" else { throw FaultServer.Failure("MKCOL \(path) answered \(status)") }
    }

    /// Runs curl with this server's credentials; returns the HTTP status.
    func curl(_ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        var auth: [String] = []
        if kind == .radicale { auth = ["-u", "\(username):\(password)"] }
        p.arguments = ["-s", "-o", "/dev/null", "-w", "%{http_code}"] + auth + arguments
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The phone: `phone.py` (python3-caldav) on this server's task list.
    @discardableResult
    public func phone(_ arguments: String...) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        let user = kind == .radicale ? username : ""
        let pass = kind == .radicale ? password : ""
        p.arguments = [Self.phoneScript, url, user, pass, taskListPath] + arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw FaultServer.Failure("phone \(arguments.joined(separator: " ")): \(String(decoding: errData, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func waitUntilListening() throws {
        for _ in 0..<200 {
            if Self.accepts(port) { return }
            if !process.isRunning { throw FaultServer.Failure("\(kind.rawValue) exited at start") }
            usleep(50_000)
        }
        throw FaultServer.Failure("\(kind.rawValue) did not listen on port \(port) within 10 s")
    }

    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
