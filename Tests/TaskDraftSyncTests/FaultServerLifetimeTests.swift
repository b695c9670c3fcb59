import Foundation
import Testing
import TestPeers

/// The scripted fault servers live exactly as long as the test process that started them
/// (Tests/Shared/FaultServer/lifetime.py): no request ends one, however malformed, and each stops
/// when that process closes its stdin or is gone. A suite starts its server at its first test and
/// needs it until its last, however long a loaded run spreads them.
@Suite struct FaultServerLifetimeTests {
    struct Script: Sendable, CustomTestStringConvertible {
        let path: String
        /// A GET every instance answers, and its answer.
        let probe: String
        let answer: String
        var testDescription: String { URL(fileURLWithPath: path).lastPathComponent }
    }

    static let scripts = [
        Script(path: FaultServer.script, probe: "/__requests/probe", answer: "[]"),
        Script(path: FaultServer.calDAVScript, probe: "/ok/probe/uids", answer: "server-1\n"),
    ]

    /// Requests no scenario scripts, each sent as it is and the sending side then closed.
    static let unscripted: [(String, [UInt8])] = [
        ("a connection closed at once", []),
        ("the root", Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("a scenario without a token", Array("PROPFIND /ok HTTP/1.1\r\n\r\n".utf8)),
        ("an unknown method", Array("BREW /ok/t/tasks/ HTTP/1.1\r\n\r\n".utf8)),
        ("a Content-Length that is no number", Array("PUT /ok/t/tasks/a.ics HTTP/1.1\r\nContent-Length: many\r\n\r\n".utf8)),
        ("a negative Content-Length", Array("REPORT /ok/t/tasks/ HTTP/1.1\r\nContent-Length: -5\r\n\r\n".utf8)),
        ("a body cut short", Array("PUT /ok/t/tasks/a.ics HTTP/1.1\r\nContent-Length: 100000\r\n\r\nBEGIN:VCAL".utf8)),
        ("a JSON body cut short", Array("POST /ok/t/v1/chat/completions HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{\"a\":".utf8)),
        ("a new task with no UID, three times", (1...3).flatMap { n in
            Array("PUT /taken/t/tasks/n\(n).ics HTTP/1.1\r\nIf-None-Match: *\r\nContent-Length: 4\r\n\r\nnone".utf8) }),
        ("broken XML asked for", Array("REPORT /broken-xml/t/tasks/ HTTP/1.1\r\nContent-Length: 0\r\n\r\n".utf8)),
        ("bytes that are no text", [0x00, 0xFF, 0xFE, 0x80, 0x0D, 0x0A, 0x0D, 0x0A]),
        ("a path that is no UTF-8", Array("GET /".utf8) + [0xFF, 0xFE] + Array("/t/tasks/ HTTP/1.1\r\n\r\n".utf8)),
        ("a header without a colon", Array("GET /ok/t/uids HTTP/1.1\r\nno colon here\r\n\r\n".utf8)),
        ("a 70 KB request line", Array(("GET /" + String(repeating: "a", count: 70_000) + " HTTP/1.1\r\n\r\n").utf8)),
        ("200 headers", Array(("GET /ok/t/uids HTTP/1.1\r\n" + (1...200).map { "X-H\($0): v\r\n" }.joined() + "\r\n").utf8)),
        ("an HTTP/2 preface", Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)),
    ]

    @Test(arguments: scripts) func noRequestEndsTheServer(script: Script) throws {
        let server = try FaultServer(script: script.path)
        for (name, request) in Self.unscripted {
            _ = try server.exchange(request)
            try server.checkServing()
            #expect(String(decoding: try server.get(script.probe), as: UTF8.self) == script.answer, "after \(name)")
        }
    }

    @Test(arguments: scripts) func theServerStopsWhenItsStdinCloses(script: Script) throws {
        let server = try FaultServer(script: script.path)
        server.stop()
        let error = try #require(throws: FaultServer.Failure.self) { try server.checkServing() }
        #expect(error.description.hasSuffix("exited with status 0: exiting: its stdin closed"), "\(error)")
    }

    /// Another child of the test process may have inherited the writing end of a server's stdin
    /// and keep it open after the test process is gone: the server sees its parent go. Here the
    /// parent is a shell, and this test holds the stdin it hands the server.
    @Test(arguments: scripts) func theServerStopsWhenItsParentIsGoneThoughItsStdinStaysOpen(script: Script) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        // An asynchronous command's stdin would be /dev/null: the shell's own is handed on by number.
        shell.arguments = ["-c", "exec 3<&0; python3 \"$0\" <&3 3<&- & echo $! >&2; wait", script.path]
        let input = Pipe(), output = Pipe(), said = Pipe()
        shell.standardInput = input
        shell.standardOutput = output
        shell.standardError = said
        try shell.run()
        defer { try? input.fileHandleForWriting.close() }
        let serverPID = try #require(pid_t(Self.line(from: said) ?? ""))
        let port = try #require(Int(Self.line(from: output) ?? ""))
        #expect(port > 0)
        // Not waited for: Foundation sees a child end when every copy of the socket it hands the
        // child is closed, and the server, started by the shell, holds one.
        kill(shell.processIdentifier, SIGKILL)
        #expect(Self.line(from: output) == "exiting: its parent process \(shell.processIdentifier) is gone")
        // Gone, or a zombie its new parent has yet to reap: in neither state does it serve.
        var state: String?
        for _ in 0..<500 {
            state = (try? String(contentsOfFile: "/proc/\(serverPID)/stat", encoding: .utf8))
                .map { String($0.split(separator: ")").last?.dropFirst().prefix(1) ?? "") }
            if state == nil || state == "Z" { break }
            usleep(10_000)
        }
        #expect(state == nil || state == "Z", "the server (pid \(serverPID)) is still \(state ?? "")")
    }

    /// One line from `pipe`, without its newline; nil when the pipe ends or 10 s pass without one.
    static func line(from pipe: Pipe) -> String? {
        let fd = pipe.fileHandleForReading.fileDescriptor
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 10_000) > 0, read(fd, &byte, 1) == 1 else { return nil }
            if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
