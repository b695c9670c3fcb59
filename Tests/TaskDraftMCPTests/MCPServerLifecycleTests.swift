import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// Opening a conversation in either generation, and the protocol-level errors.
@Suite struct MCPServerLifecycleTests {
    @Test func initializeEchoesAVersionItSpeaksAndOffersItsNewestOtherwise() throws {
        let old = try TestServer()
        let result = old.initialize(version: "2025-06-18")["result"]
        #expect(result?["protocolVersion"] == .string("2025-06-18"))
        #expect(result?["serverInfo"]?["name"] == .string("taskdraft"))
        #expect(result?["capabilities"]?["tools"] != nil)
        #expect(result?["instructions"] == .string("Use the tools."))

        let future = try TestServer()
        #expect(future.initialize(version: "2099-01-01")["result"]?["protocolVersion"] == .string("2025-11-25"))
        // One handshake per connection.
        #expect(future.initialize()["error"]?["code"] == .int(-32600))
    }

    @Test func unknownMethodsAreRefusedAtOnceInEveryState() throws {
        let t = try TestServer()
        #expect(t.request("resources/list")["error"]?["code"] == .int(-32601))
        _ = t.initialize()
        #expect(t.request("sampling/whatever")["error"]?["code"] == .int(-32601))
    }

    @Test func pingIsAnsweredBeforeAndAfterTheHandshake() throws {
        let t = try TestServer()
        #expect(t.request("ping")["result"] == .object([:]))
        _ = t.initialize()
        #expect(t.request("ping")["result"] == .object([:]))
    }

    @Test func toolsNeedAHandshakeOrPerRequestMeta() throws {
        let t = try TestServer()
        #expect(t.request("tools/list")["error"]?["code"] == .int(-32602))
        let stateless = t.request("tools/list", ["_meta": TestServer.meta()])
        #expect(stateless["result"]?["tools"]?.arrayValue?.count == MCPTools.names.count)
        #expect(stateless["result"]?["resultType"] == .string("complete"))
        #expect(stateless["result"]?["ttlMs"]?.intValue ?? 0 > 0)
        #expect(stateless["result"]?["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == .string("taskdraft"))
    }

    @Test func discoverAdvertisesBothGenerations() throws {
        let t = try TestServer()
        let result = t.request("server/discover", ["_meta": TestServer.meta()])["result"]
        let versions = result?["supportedVersions"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(versions.contains("2026-07-28") && versions.contains("2025-11-25") && versions.contains("2025-06-18"))
        #expect(result?["resultType"] == .string("complete"))
        #expect(result?["cacheScope"] == .string("private"))
        #expect(result?["capabilities"]?["tools"] != nil)
        #expect(result?["instructions"] != nil)
    }

    @Test func anUnsupportedStatelessVersionListsWhatIsSupported() throws {
        let t = try TestServer()
        let error = t.request("tools/list", ["_meta": TestServer.meta(version: "2030-01-01")])["error"]
        #expect(error?["code"] == .int(-32022))
        #expect(error?["data"]?["requested"] == .string("2030-01-01"))
        #expect(error?["data"]?["supported"]?.arrayValue?.contains(.string("2026-07-28")) == true)
        #expect(t.request("server/discover", ["_meta": TestServer.meta(version: "2030-01-01")])["error"]?["code"] == .int(-32022))
    }

    @Test func aStatelessRequestWithoutCapabilitiesIsInvalidParams() throws {
        let t = try TestServer()
        let meta: JSONObject = ["io.modelcontextprotocol/protocolVersion": .string("2026-07-28")]
        #expect(t.request("tools/list", ["_meta": .object(meta)])["error"]?["code"] == .int(-32602))
    }

    @Test func garbageGetsAnErrorAndTheServerKeepsServing() throws {
        let t = try TestServer()
        let answers = t.feed("{not json", "\u{1}\u{2}", "[]", #"{"jsonrpc":"2.0","id":9,"method":"ping"}"#)
        #expect(answers.map { $0["error"]?["code"] } == [.int(-32700), .int(-32700), .int(-32600), nil])
        #expect(answers.last?["id"] == .int(9))
        #expect(answers.dropLast().allSatisfy { $0["id"] == .null })
    }

    @Test func anOversizedLineIsAnsweredWithoutAnID() throws {
        let t = try TestServer()
        t.server.receive(.oversized(byteCount: 2_000_000))
        let answer = try #require(t.transport.drain().first)
        #expect(answer["error"]?["code"] == .int(-32600))
        #expect(answer["id"] == .null)
    }

    @Test func responsesNobodyWaitsForAndNotificationsGetNoAnswer() throws {
        let t = try TestServer()
        let answers = t.feed(#"{"jsonrpc":"2.0","id":"x","result":{}}"#, #"{"jsonrpc":"2.0","method":"notifications/whatever"}"#)
        #expect(answers.isEmpty)
    }
}
