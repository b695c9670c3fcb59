import Testing
import TaskDraftKit
@testable import TaskDraftModels

@Suite struct ChatCompletionTests {
    @Test func llamaServerQuirksAreTolerated() throws {
        // content "" beside tool_calls, extra top-level fields, a legacy function_call.
        let body = #"""
        {"choices":[{"finish_reason":"tool_calls","index":0,"message":{"role":"assistant","content":"",
          "function_call":{"name":"search_tasks:","arguments":"{}"},
          "tool_calls":[{"type":"function","function":{"name":"search_tasks","arguments":"{\n \"query\": \"report\"\n}"},"id":"abc"},
                        {"type":"function","function":{"name":"list_tasks","arguments":{"limit":2}}}]}}],
         "created":1,"model":"smollm2","system_fingerprint":"b1","object":"chat.completion",
         "usage":{"completion_tokens":89,"prompt_tokens":261,"total_tokens":350},"timings":{"predicted_n":89}}
        """#
        let completion = try ChatCompletion.decode(Array(body.utf8))
        #expect(completion.content == "")
        #expect(completion.toolCalls.map(\.name) == ["search_tasks", "list_tasks"])
        #expect(completion.toolCalls[0].id == "abc")
        #expect(completion.toolCalls[1].id == "call_1")
        #expect(completion.toolCalls[1].arguments == "{\"limit\":2}")
        #expect(completion.promptTokens == 261 && completion.completionTokens == 89)
    }

    @Test func malformedBodiesAreNamed() {
        for (body, expected) in [("{\"choices\":[{\"mess", "not JSON"), ("[]", "not an object"), ("{\"choices\":[]}", "no choices"),
                                 ("{\"choices\":[{}]}", "no message")] {
            #expect(throws: ChatCompletion.Malformed.self) { try ChatCompletion.decode(Array(body.utf8)) }
            do {
                _ = try ChatCompletion.decode(Array(body.utf8))
            } catch {
                #expect(error.description.contains(expected), "\(body): \(error)")
            }
        }
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
