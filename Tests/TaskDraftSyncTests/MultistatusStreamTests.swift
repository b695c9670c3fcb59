import Testing
import TaskDraftHTTP
@testable import TaskDraftSync

/// A multistatus read as a stream of responses (issue 26 §10): each response is reduced to its
/// href, status and the properties TaskDraft reads before the next is read, and what one
/// response may hold is bounded.
struct MultistatusStreamTests {
    static func client() throws -> CalDAVClient {
        try CalDAVClient(url: "https://dav.example.com/dav/", username: nil, password: nil, pool: .curl(), connectTimeout: 1, timeout: 1)
    }

    static func answer(_ responses: String) -> [UInt8] {
        Array("""
            <?xml version="1.0"?>
            <d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:x="urn:x">
            \(responses)
            <d:sync-token>t-7</d:sync-token></d:multistatus>
            """.utf8)
    }

    static func response(_ href: String, _ props: String, status: String = "HTTP/1.1 200 OK") -> String {
        "<d:response><d:href>\(href)</d:href><d:propstat><d:prop>\(props)</d:prop><d:status>\(status)</d:status></d:propstat></d:response>"
    }

    @Test func aResponseKeepsThePropertiesTaskDraftReadsAndNoOther() throws {
        let body = Self.answer(Self.response("/dav/a.ics", #"<d:getetag>"1"</d:getetag><x:padding><x:j/><x:j/></x:padding>"#
                                             + "<c:calendar-data>BEGIN:VCALENDAR</c:calendar-data>")
                               + Self.response("/dav/b.ics", #"<d:getetag>"2"</d:getetag>"#, status: "HTTP/1.1 404 Not Found")
                               + Self.response("/dav/", "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype>"))
        let answer = try Multistatus(body, client: try Self.client(), request: "REPORT /dav/")
        #expect(answer.responses.map(\.href) == ["/dav/a.ics", "/dav/b.ics", "/dav/"])
        #expect(answer.responses[0].properties.map(\.name) == ["getetag", "calendar-data"])
        #expect(answer.responses[0].text(CalDAVClient.davNamespace, "getetag") == #""1""#)
        #expect(answer.responses[1].properties.isEmpty, "a 404 propstat's properties are not the resource's")
        #expect(answer.responses[2].property(CalDAVClient.davNamespace, "resourcetype")?.children.map(\.name) == ["collection", "calendar"])
        #expect(answer.syncToken == "t-7")
    }

    @Test func aPropertyKeepsAHandfulOfChildrenAndAResponseAFewThousandElements() throws {
        let wide = "<d:resourcetype>" + String(repeating: "<c:calendar/>", count: 100) + "</d:resourcetype>"
        let answer = try Multistatus(Self.answer(Self.response("/dav/", wide)), client: try Self.client(), request: "PROPFIND /dav/")
        #expect(answer.responses[0].property(CalDAVClient.davNamespace, "resourcetype")?.children.count == Multistatus.maximumPropertyChildren)

        let padded = "<x:padding>" + String(repeating: "<x:j/>", count: XMLReader.maximumElementsPerChild) + "</x:padding>"
        let error = #expect(throws: SyncError.self) {
            try Multistatus(Self.answer(Self.response("/dav/a.ics", padded)), client: try Self.client(), request: "REPORT /dav/")
        }
        #expect(error?.message.contains("more than \(XMLReader.maximumElementsPerChild) elements") == true, "\(String(describing: error))")
        // The same padding spread over many responses is read, and dropped.
        let spread = (0..<200).map { Self.response("/dav/\($0).ics", "<x:padding>" + String(repeating: "<x:j/>", count: 100) + "</x:padding>") }
        #expect(try Multistatus(Self.answer(spread.joined()), client: try Self.client(), request: "REPORT /dav/").responses.count == 200)
    }

    @Test func theWholeTreeAndTheStreamReadTheSameDocument() throws {
        let body = Self.answer(Self.response("/dav/a.ics", #"<d:getetag>"1"</d:getetag>"#) + "<!-- a comment -->"
                               + Self.response("/dav/b.ics", "<d:displayname><![CDATA[B & b]]></d:displayname>"))
        let tree = try XMLReader.parse(body)
        var streamed: [XMLElement] = []
        let root = try XMLReader.stream(body) { _, child in streamed.append(child); return true }
        #expect(tree.children == streamed)
        #expect(root.name == "multistatus" && root.children.isEmpty && root.text.isEmpty)
        #expect(tree.children.count == 3)
        #expect(throws: XMLReader.Failure.self) { try XMLReader.stream(Array(body.dropLast(20))) { _, _ in true } }
    }
}
