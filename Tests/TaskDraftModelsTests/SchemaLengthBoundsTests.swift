import Foundation
import Testing
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// llama.cpp's `llama-server` preset gets the draft schema without its string-length bounds
/// (they slow its grammar-constrained sampling); every other server gets the schema whole, and
/// every answer is held to the bounds on our side.
@Suite struct SchemaLengthBoundsTests {
    static let server = try! FaultServer()
    let context = DraftingFixtures.context()

    /// The request body one draft sent, as the log kept it.
    func sentBody(sendsLengthBounds: Bool) throws -> [String: Any] {
        let journal = DraftJournal()
        let model = DraftingFixtures.model(Self.server.url("ok"), sendsLengthBounds: sendsLengthBounds)
        _ = try model.draft(DraftRequest(text: "write the quarterly report #report", context: context, journal: journal))
        let request = try #require(journal.exchanges.first?.request)
        return try #require(try JSONSerialization.jsonObject(with: Data(request.utf8)) as? [String: Any])
    }

    func schema(in body: [String: Any]) throws -> JSONValue {
        let format = try #require(body["response_format"] as? [String: Any])
        let wrapper = try #require(format["json_schema"] as? [String: Any])
        let data = try JSONSerialization.data(withJSONObject: try #require(wrapper["schema"]), options: [.sortedKeys])
        return try JSONParser.parse(Array(data))
    }

    func sorted(_ value: JSONValue) throws -> JSONValue {
        var writer = JSONWriter()
        writer.write(value)
        let object = try JSONSerialization.jsonObject(with: Data(writer.bytes))
        return try JSONParser.parse(Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])))
    }

    @Test func theRequestDiffersOnlyByTheLengthBounds() throws {
        var whole = try sentBody(sendsLengthBounds: true)
        var lean = try sentBody(sendsLengthBounds: false)
        let wholeSchema = try schema(in: whole), leanSchema = try schema(in: lean)
        #expect(wholeSchema == (try sorted(DraftSchema.schema(for: context))))
        #expect(leanSchema == (try sorted(DraftSchema.withoutLengthBounds(DraftSchema.schema(for: context)))))
        #expect(leanSchema != wholeSchema)
        let leanText = String(decoding: try JSONSerialization.data(withJSONObject: lean["response_format"]!), as: UTF8.self)
        #expect(!leanText.contains("maxLength") && !leanText.contains("minLength"))
        // The patterns, enums, maxItems and descriptions stay.
        #expect(leanText.contains("maxItems") && leanText.contains("pattern") && leanText.contains("enum"))
        // Everything else in the body is the same.
        whole["response_format"] = nil
        lean["response_format"] = nil
        #expect(NSDictionary(dictionary: whole).isEqual(to: lean))
    }

    @Test func aPropertyNamedLikeABoundIsKept() throws {
        let schema: JSONValue = .object(["type": .string("object"), "properties": .object([
            "maxLength": .object(["type": .string("string"), "maxLength": .int(3)]),
            "tags": .object(["type": .string("array"), "maxItems": .int(2), "items": .object(["type": .string("string"), "minLength": .int(1)])]),
        ])])
        let expected: JSONValue = .object(["type": .string("object"), "properties": .object([
            "maxLength": .object(["type": .string("string")]),
            "tags": .object(["type": .string("array"), "maxItems": .int(2), "items": .object(["type": .string("string")])]),
        ])])
        #expect(DraftSchema.withoutLengthBounds(schema) == expected)
    }

    @Test func onlyTheLlamaServerPresetGoesWithoutBounds() throws {
        let configuration = try Configuration.parse(JSONParser.parse(#"""
            {"backends": [{"preset": "llama-server", "name": "local", "url": "http://127.0.0.1:9/v1"},
                          {"name": "plain", "url": "http://127.0.0.1:8080/v1", "model": "m"},
                          {"preset": "ollama"}]}
            """#), path: "config.json")
        let sends = configuration.backends.map {
            HTTPModelSettings($0, configuration, environment: Environment([:])).sendsLengthBounds
        }
        #expect(sends == [false, true, true])
    }
}
