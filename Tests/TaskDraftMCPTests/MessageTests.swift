import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// JSON-RPC framing: each malformed shape gets the error code the specification assigns.
@Suite struct MessageTests {
    func rejection(_ line: String) -> Message.Rejection? {
        do {
            _ = try Message.decode(Array(line.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try Message.decode(Array(#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#.utf8))
                == .request(id: .int(7), method: "ping", params: [:]))
        #expect(try Message.decode(Array(#"{"jsonrpc":"2.0","method":"notifications/initialized","params":{"a":1}}"#.utf8))
                == .notification(method: "notifications/initialized", params: ["a": .int(1)]))
        #expect(try Message.decode(Array(#"{"jsonrpc":"2.0","id":"c-1","result":{"action":"accept"}}"#.utf8))
                == .response(id: .string("c-1"), result: .object(["action": .string("accept")])))
        #expect(try Message.decode(Array(#"{"jsonrpc":"2.0","id":"c-2","error":{"code":-32600,"message":"no"}}"#.utf8))
                == .errorResponse(id: .string("c-2"), error: RPCError(-32600, "no")))
    }

    @Test func malformedInputGetsTheRightCode() {
        #expect(rejection(#"{"jsonrpc":"2.0","id":1,"method":"#)?.error.code == -32700)
        #expect(rejection("\u{FF}\u{FE} not json")?.error.code == -32700)
        #expect(rejection(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#)?.error.code == -32600)
        #expect(rejection(#""just a string""#)?.error.code == -32600)
        #expect(rejection(#"{"id":1,"method":"ping"}"#) == Message.Rejection(id: .int(1), error: .invalidRequest("\"jsonrpc\" must be \"2.0\"")))
        #expect(rejection(#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#)?.error.code == -32600)
        #expect(rejection(#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#)?.error.code == -32600)
        #expect(rejection(#"{"jsonrpc":"2.0","id":2,"method":42}"#)?.id == .int(2))
        #expect(rejection(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":[1,2]}"#)?.error.code == -32602)
        #expect(rejection(#"{"jsonrpc":"2.0","id":4}"#)?.error.code == -32600)
    }

    @Test func invalidUTF8InsideAStringIsAParseError() {
        var bytes = Array(#"{"jsonrpc":"2.0","id":1,"method":"p"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#""}"#.utf8)
        do {
            _ = try Message.decode(bytes)
            Issue.record("invalid UTF-8 accepted")
        } catch {
            #expect(error.error.code == -32700)
            #expect(error.error.message.contains("UTF-8"))
        }
    }

    @Test func envelopesAreSingleLines() throws {
        let bytes = Envelope.result(id: .string("a"), ["text": .string("two\nlines")])
        #expect(!bytes.contains(0x0A))
        let value = try JSONParser.parse(bytes)
        #expect(value["result"]?["text"] == .string("two\nlines"))
        #expect(try JSONParser.parse(Envelope.error(id: nil, .methodNotFound("x")))["id"] == .null)
    }
}
