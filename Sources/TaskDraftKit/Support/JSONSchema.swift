/// Builders for the small JSON Schema (2020-12) documents that describe tool arguments and
/// results, so the catalog reads as a table rather than nested literals.
///
/// Only the keywords every tool-calling client understands are used: `type`, `properties`,
/// `required`, `additionalProperties`, `enum`, `items`, `minimum`/`maximum`, `minLength`,
/// `anyOf` (never at the top level of an input schema, which some model APIs refuse).
public enum JSONSchema {
    /// An object with the given properties. `closed` objects refuse unknown keys: argument
    /// schemas are closed so a model learns at once that a key it invented does nothing.
    public static func object(_ properties: KeyValuePairs<String, JSONValue>, required: [String] = [],
                              closed: Bool = false, description: String? = nil) -> JSONValue {
        var schema: JSONObject = ["type": .string("object")]
        if let description { schema["description"] = .string(description) }
        schema["properties"] = .object(JSONObject(properties.map { JSONObject.Member(key: $0.key, value: $0.value) }))
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        if closed { schema["additionalProperties"] = .bool(false) }
        return .object(schema)
    }

    /// The same, with properties assembled elsewhere (`TaskField.taskSchemaProperties`).
    public static func object(properties: JSONObject, required: [String] = [], closed: Bool = false,
                              description: String? = nil) -> JSONValue {
        var schema: JSONObject = ["type": .string("object")]
        if let description { schema["description"] = .string(description) }
        schema["properties"] = .object(properties)
        if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
        if closed { schema["additionalProperties"] = .bool(false) }
        return .object(schema)
    }

    public static func string(_ description: String, oneOf values: [String]? = nil, nullable: Bool = false,
                              minLength: Int? = nil) -> JSONValue {
        var schema: JSONObject = ["type": type("string", nullable: nullable), "description": .string(description)]
        if let values { schema["enum"] = .array(values.map(JSONValue.string) + (nullable ? [.null] : [])) }
        if let minLength { schema["minLength"] = .int(Int64(minLength)) }
        return .object(schema)
    }

    public static func integer(_ description: String, minimum: Int? = nil, maximum: Int? = nil) -> JSONValue {
        var schema: JSONObject = ["type": .string("integer"), "description": .string(description)]
        if let minimum { schema["minimum"] = .int(Int64(minimum)) }
        if let maximum { schema["maximum"] = .int(Int64(maximum)) }
        return .object(schema)
    }

    public static func boolean(_ description: String) -> JSONValue {
        .object(["type": .string("boolean"), "description": .string(description)])
    }

    public static func array(of items: JSONValue, description: String) -> JSONValue {
        .object(["type": .string("array"), "items": items, "description": .string(description)])
    }

    /// An object whose shape another schema of the same listing declares, which `description`
    /// names (`tools/list` declares a task's shape once, in `list_tasks`).
    public static func record(_ description: String, nullable: Bool = false) -> JSONValue {
        .object(["type": type("object", nullable: nullable), "description": .string(description)])
    }

    /// `schema` or JSON null.
    public static func orNull(_ schema: JSONValue) -> JSONValue {
        .object(["anyOf": .array([schema, .object(["type": .string("null")])])])
    }

    private static func type(_ name: String, nullable: Bool) -> JSONValue {
        nullable ? .array([.string(name), .string("null")]) : .string(name)
    }
}
