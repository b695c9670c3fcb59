import Testing
import TaskDraftKit
@testable import TaskDraftHTTP

@Suite struct ServerSentEventsTests {
    @Test func eventsAreSplitWhateverTheChunkBoundaries() {
        let stream = "data: {\"a\":1}\n\n: a comment\ndata: {\"b\":\r\ndata: 2}\r\n\r\nevent: x\ndata: [DONE]\n\n"
        let bytes = Array(stream.utf8)
        for size in [1, 2, 3, 7, bytes.count] {
            var parser = ServerSentEvents()
            var events: [String] = []
            var index = 0
            while index < bytes.count {
                events += parser.feed(bytes[index..<min(index + size, bytes.count)])
                index += size
            }
            #expect(events == ["{\"a\":1}", "{\"b\":\n2}", "[DONE]"], "chunks of \(size)")
        }
    }

    @Test func aFinalEventWithoutABlankLineIsKept() {
        var parser = ServerSentEvents()
        #expect(parser.feed(Array("data: last".utf8)).isEmpty)
        #expect(parser.finish() == "last")
    }
}
