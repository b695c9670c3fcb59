import Foundation
import Testing
import TaskDraftKit
@testable import TaskDraftHTTP

@Suite struct HTTPPiecesTests {
    @Test func backoffDoublesWithJitterAndRetryAfterWins() {
        #expect(RetryPolicy.delay(retry: 1, retryAfter: nil, random: 0) == 0.25)
        #expect(RetryPolicy.delay(retry: 1, retryAfter: nil, random: 1) == 0.5)
        #expect(RetryPolicy.delay(retry: 3, retryAfter: nil, random: 1) == 2)
        for retry in 1...RetryPolicy.maximumRetries {
            let d = RetryPolicy.delay(retry: retry, retryAfter: nil)
            let base = RetryPolicy.initialBackoff * pow(2, Double(retry - 1))
            #expect(d >= base / 2 && d <= base)
        }
        #expect(RetryPolicy.delay(retry: 2, retryAfter: 7) == 7)
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() {
        #expect(RetryPolicy.retryAfter("3") == 3)
        #expect(RetryPolicy.retryAfter(" 0 ") == 0)
        #expect(RetryPolicy.retryAfter("-1") == nil)
        #expect(RetryPolicy.retryAfter("soon") == nil)
        let now = Instant(seconds: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:49:47 GMT", now: now) == 10)
        #expect(RetryPolicy.retryAfter("Sun, 06 Nov 1994 08:49:27 GMT", now: now) == 0)
    }

    @Test func addressesKeepNoCredentials() throws {
        let address = try #require(ServerAddress("https://user:secret@API.example.com/v1/"))
        #expect(address.base == "https://api.example.com:443/v1")
        #expect(address.hostAndPort == "api.example.com:443")
        #expect(!address.description.contains("secret"))
        #expect(ServerAddress("http://127.0.0.1:8080/v1")?.isLoopback == true)
        #expect(ServerAddress("http://[::1]:9/v1")?.hostAndPort == "[::1]:9")
        #expect(ServerAddress("ftp://x") == nil)
        #expect(ServerAddress("http://host:port/v1") == nil)
        #expect(HTTPTrace.redactedURL("https://u:p@h/v1") == "https://[redacted]@h/v1")
    }

    @Test func traceRedactsSecretHeaders() {
        nonisolated(unsafe) var lines: [String] = []
        let trace = HTTPTrace { lines.append($0) }
        trace.request(HTTPRequest(method: .post, url: "http://h/v1", headers: [HTTPHeader("Authorization", "Bearer sk-SENTINEL"),
                                                                              HTTPHeader("Content-Type", "application/json")],
                                  body: Array("{}".utf8)), attempt: 1)
        let text = lines.joined(separator: "\n")
        #expect(!text.contains("SENTINEL"))
        #expect(text.contains("Authorization: [redacted]"))
        #expect(text.contains("Content-Type: application/json"))
    }
}
