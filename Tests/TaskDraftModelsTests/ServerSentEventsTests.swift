import Testing
import TaskDraftKit
@testable import TaskDraftModels

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

    @Test func streamedContentAndToolCallsAreJoined() {
        var stream = ChatCompletionStream()
        let chunks = [
            #"{"choices":[{"index":0,"delta":{"role":"assistant","content":null}}]}"#,
            #"{"choices":[{"index":0,"delta":{"content":"{\"title\": \"Ca"}}]}"#,
            #"{"choices":[{"index":0,"delta":{"content":"ll Anna\"}"}}]}"#,
            #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c1","function":{"name":"search_","arguments":"{\"qu"}}]}}]}"#,
            #"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"name":"tasks","arguments":"ery\":\"x\"}"}}]}}]}"#,
            #"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"#,
            #"{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":5}}"#,
        ]
        var grew = 0
        for chunk in chunks where stream.feed(Array("data: \(chunk)\n\n".utf8)) { grew += 1 }
        _ = stream.feed(Array("data: [DONE]\n\n".utf8))
        let completion = stream.finish()
        #expect(grew == 2)
        #expect(stream.done)
        #expect(completion.content == "{\"title\": \"Call Anna\"}")
        #expect(completion.toolCalls == [.init(id: "c1", name: "search_tasks", arguments: "{\"query\":\"x\"}")])
        #expect(completion.finishReason == "stop")
        #expect(completion.promptTokens == 12 && completion.completionTokens == 5)
    }

    @Test func partialTitleAppearsOnceTheStringIsComplete() {
        #expect(PartialTitle.find(in: "{\n  \"title\": \"Submit the rep") == nil)
        #expect(PartialTitle.find(in: "{\n  \"title\" : \"Submit \\\"the\\\" report\", \"no") == "Submit \"the\" report")
        #expect(PartialTitle.find(in: "{\"title\": \"Back\\\\\"") == "Back\\")
        #expect(PartialTitle.find(in: "{\"notes\": \"the \\\"title\\\": x\", \"title\": \"Real\"}") == "Real")
        #expect(PartialTitle.find(in: "{\"title\": 5}") == nil)
    }
}
