import Glibc
import Testing
@testable import TaskDraftMCP

/// The stdio framing: bounded lines over a real pipe, whatever arrives.
@Suite struct LineReaderTests {
    /// Writes `chunks` into a pipe from another thread (a pipe holds only 64 KiB) and reads
    /// every event until the end.
    func events(_ chunks: [[UInt8]], maximum: Int = 64) -> [LineEvent] {
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0)
        let writeFD = fds[1]
        let writer = Thread {
            for chunk in chunks {
                var offset = 0
                while offset < chunk.count {
                    let n = chunk.withUnsafeBytes { write(writeFD, $0.baseAddress! + offset, $0.count - offset) }
                    if n <= 0 { break }
                    offset += n
                }
            }
            close(writeFD)
        }
        writer.start()
        let reader = LineReader(fd: fds[0], maximumLineBytes: maximum)
        var result: [LineEvent] = []
        while true {
            let event = reader.next()
            result.append(event)
            if event == .end || result.count > 1000 { break }
        }
        close(fds[0])
        return result
    }

    func line(_ text: String) -> LineEvent { .line(Array(text.utf8)) }

    @Test func linesSplitAcrossWritesArriveWhole() {
        let got = events([Array("{\"a\":".utf8), Array("1}\r\n{\"b\"".utf8), Array(":2}\n\nlast".utf8)])
        #expect(got == [line("{\"a\":1}"), line("{\"b\":2}"), line(""), line("last"), .end])
    }

    @Test func anOversizedLineIsDroppedAndTheNextOneRead() {
        let long = [UInt8](repeating: 0x41, count: 200)
        let got = events([long, Array("\nping\n".utf8), [UInt8](repeating: 0x42, count: 65), Array("\n".utf8)])
        #expect(got == [.oversized(byteCount: 200), line("ping"), .oversized(byteCount: 65), .end])
    }

    @Test func aLineExactlyAtTheCapIsKept() {
        let exact = String(repeating: "x", count: 64)
        #expect(events([Array((exact + "\n").utf8)]) == [line(exact), .end])
    }

    @Test func oversizedAtEndOfInputIsReported() {
        #expect(events([[UInt8](repeating: 0x43, count: 1000)]) == [.oversized(byteCount: 1000), .end])
    }

    @Test func theDefaultCapIsOneMebibyteAndMemoryStaysBounded() {
        #expect(LineReader.maximumLineBytes == 1_048_576)
        let big = [UInt8](repeating: 0x7B, count: 3 * 1_048_576)
        let got = events([big, Array("\n{}\n".utf8)], maximum: LineReader.maximumLineBytes)
        #expect(got == [.oversized(byteCount: big.count), line("{}"), .end])
    }

    @Test func aSilentPeerTimesOut() {
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let reader = LineReader(fd: fds[0])
        #expect(reader.next(timeoutMilliseconds: 20) == .timeout)
        _ = "ok\n".withCString { write(fds[1], $0, 3) }
        #expect(reader.next(timeoutMilliseconds: 1000) == line("ok"))
    }
}

import Foundation
