import Testing
@testable import TaskDraftSync

/// A stored path is decoded, so a `%` in it is a letter of the name and is sent as `%25`; a
/// path as a server wrote it keeps its escapes and its query.
struct EncodedPathTests {
    @Test func aPercentInADecodedPathIsEscaped() {
        #expect(CalDAVClient.encodedPath("/cal/a%20b.ics") == "/cal/a%2520b.ics")
        #expect(CalDAVClient.encodedPath("/cal/why?.ics") == "/cal/why%3F.ics")
        #expect(CalDAVClient.encodedPath("/cal/a b.ics") == "/cal/a%20b.ics")
    }

    @Test func aServersPathKeepsItsEscapesAndQuery() {
        #expect(CalDAVClient.encodedPath("/cal/a%20b.ics?x=1", keepingEscapes: true) == "/cal/a%20b.ics?x=1")
    }
}
