import Testing
import TaskDraftHTTP
@testable import TaskDraftSync

/// The origin rule on its own: which hrefs a server may name for the configured origin, and
/// what request URL each becomes (always the configured scheme, host and port).
struct DAVOriginTests {
    static let https = DAVOrigin(ServerAddress("https://dav.example.com/remote.php/dav/")!)

    @Test(arguments: [
        "http://dav.example.com/principals/ann/",           // https → http
        "http://dav.example.com:443/principals/ann/",       // the same port, plain http
        "https://dav.example.com:8443/principals/ann/",     // another port
        "https://evil.example/principals/ann/",             // another host
        "//evil.example/principals/ann/",                   // a network-path reference
        "https://dav.example.com@evil.example/x",           // a user name that looks like the host
        "https://dav.example.com.evil.example/x",
        "ftp://dav.example.com/x",
    ])
    func anotherOriginIsElsewhere(href: String) {
        #expect(Self.https.reference(href) == .elsewhere)
    }

    @Test func theSameOriginInAnySpellingIsAPathHere() throws {
        #expect(Self.https.reference("https://DAV.example.com/a/") == .here("/a/", absolute: true))
        #expect(Self.https.reference("https://dav.example.com:443/a%40b/?x=1") == .here("/a%40b/?x=1", absolute: true))
        #expect(Self.https.reference("//dav.example.com/a/") == .here("/a/", absolute: true))
        #expect(Self.https.reference("/a/b.ics") == .here("/a/b.ics", absolute: false))
        #expect(Self.https.reference("b.ics") == .here("/b.ics", absolute: false))
        // "://" inside a path is no scheme.
        #expect(Self.https.reference("/cal/http://x/") == .here("/cal/http://x/", absolute: false))
    }

    @Test func aRequestURLIsAlwaysBuiltOnTheConfiguredOrigin() throws {
        let client = try CalDAVClient(url: "https://dav.example.com/dav/", username: "ann", password: "secret",
                                      pool: .curl(), connectTimeout: 1, timeout: 1)
        #expect(try client.url("https://dav.example.com:443/a%40b/") == "https://dav.example.com:443/a%40b/")
        #expect(try client.url("/a@b/c d.ics") == "https://dav.example.com:443/a@b/c%20d.ics")
        #expect(try client.path("https://dav.example.com/a%40b/?x", source: .resource) == "/a@b/")
        let error = #expect(throws: SyncError.self) { try client.url("http://dav.example.com/a/") }
        #expect(error?.problem == .foreignOrigin(href: "http://dav.example.com/a/", source: .request, origin: "https://dav.example.com:443"))
        #expect(throws: SyncError.self) { try client.path("https://other.example/a/", source: .principal) }
    }
}
