import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// The schema a model answers a plan in: each step is a draft whose keys a step has no use
/// for are null (`TaskField.ModelPart.inAStep`), a short title and no tags, and a set's
/// draft quotes its words.
@Suite struct PlanSchemaTests {
    static let context = DraftingFixtures.context()

    static func item(_ shape: DraftShape) throws -> JSONObject {
        var request = DraftRequest(text: "Move the office", context: context)
        request.shape = shape
        let schema = DraftSchema.schema(for: request)
        return try #require(schema["properties"]?["tasks"]?["items"]?.objectValue)
    }

    /// A step keeps the due's day and nothing of the notes, the due's time, the project or the
    /// repeat rule; every other key is the single draft's, in the same order, all required.
    @Test func aStepIsATitleAndADay() throws {
        let single = try #require(DraftSchema.schema(for: Self.context).objectValue)
        let singleProperties = try #require(single["properties"]?.objectValue)
        let step = try Self.item(.plan)
        let properties = try #require(step["properties"]?.objectValue)
        #expect(properties.keys == singleProperties.keys)
        #expect(step["required"] == single["required"])
        let null: JSONValue = .object(["type": .string("null")])
        #expect(properties.keys.filter { properties[$0] == null } == ["notes", "due", "project", "recurrence"])
        for key in properties.keys where !["notes", "due", "project", "recurrence", "title", "tags"].contains(key) {
            #expect(properties[key] == singleProperties[key], "\(key)")
        }
        #expect(properties["title"]?["maxLength"] == JSONValue.int(Int64(DraftSchema.maximumStepTitleLength)))
        #expect(properties["tags"]?["maxItems"] == JSONValue.int(0))
    }

    /// Each key a field's row leaves out of a step is null in the step's schema, and only those:
    /// a row that says so needs no line in the schema's code.
    @Test func everyKeyARowLeavesOutOfAStepIsNull() throws {
        let properties = try #require(try Self.item(.plan)["properties"]?.objectValue)
        let null: JSONValue = .object(["type": .string("null")])
        let leftOut = DraftSchema.modelFields.flatMap { $0.model.keysNullInAStep(of: $0.field) }
        #expect(!leftOut.isEmpty)
        for key in DraftSchema.fields {
            #expect((properties[key] == null) == leftOut.contains(key), "\(key)")
        }
        // A set's draft is a single draft's, with its source.
        let set = try #require(try Self.item(.set)["properties"]?.objectValue)
        #expect(!set.keys.contains { set[$0] == null })
        #expect(set.keys.last == "source")
    }
}
