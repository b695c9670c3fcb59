import TaskDraftKit

extension DraftSchema {
    /// Most drafts one answer may hold: a set of tasks from notes, or a plan's steps.
    public static let maximumSeveral = 30
    /// A plan has at least this many steps and at most `maximumSteps`.
    public static let minimumSteps = 3
    public static let maximumSteps = 10
    static let maximumSourceLength = 400
    static let maximumStepTitleLength = 60

    /// The schema of `request`'s answer: one draft, or `{"tasks": [draft, …]}` where each
    /// draft of a set also quotes the words it came from (`source`), or a review's verdicts.
    public static func schema(for request: DraftRequest) -> JSONValue {
        if request.shape == .review, let subject = request.review {
            return reviewSchema(count: subject.drafts.count, context: request.context)
        }
        let single = schema(for: request.context)
        guard request.shape != .one, case .object(var item) = single,
              case .object(var properties)? = item["properties"], case .array(var required)? = item["required"] else {
            return single
        }
        if request.shape == .plan {
            // A step is a title and a day. Every key stays (the answer is validated as a draft),
            // but the ones a step has no use for, as each field's row says, are null.
            let null: JSONValue = .object(["type": .string("null")])
            for (field, model) in modelFields {
                for key in model.keysNullInAStep(of: field) { properties[key] = null }
            }
            properties["title"] = .object(["type": .string("string"), "minLength": .int(1),
                                           "maxLength": .int(Int64(maximumStepTitleLength)),
                                           "description": .string("The step, as a short imperative phrase in the user's language.")])
            properties["tags"] = .object(["type": .string("array"), "maxItems": .int(0), "items": .object(["type": .string("string")])])
        }
        if request.shape == .set {
            properties["source"] = .object(["type": .string("string"), "minLength": .int(1),
                                            "maxLength": .int(Int64(maximumSourceLength)),
                                            "description": .string("The user's words this task comes from, copied exactly.")])
            required.append(.string("source"))
        }
        item["properties"] = .object(properties)
        item["required"] = .array(required)
        let range: (Int, Int) = request.shape == .plan ? (minimumSteps, maximumSteps) : (1, maximumSeveral)
        return .object([
            "type": .string("object"),
            "properties": .object(["tasks": .object([
                "type": .string("array"), "minItems": .int(Int64(range.0)), "maxItems": .int(Int64(range.1)),
                "items": .object(item),
            ])]),
            "required": .array([.string("tasks")]),
            "additionalProperties": .bool(false),
        ])
    }
}

extension ModelAnswer {
    /// The drafts in an answer of several (`{"tasks": [...]}`), each validated as a single
    /// draft is; `source` kept for a set.
    public static func drafts(from content: String, context: DraftContext, backend: String,
                              shape: DraftShape) throws(InvalidAnswer) -> [SourcedDraft] {
        let text = jsonText(in: content)
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw .notJSON(error.problem, line: error.line, column: error.column)
        }
        guard case .array(let items)? = value[InvalidAnswer.tasksKey] else { throw .listMissing(key: InvalidAnswer.tasksKey) }
        let range = shape == .plan ? DraftSchema.minimumSteps...DraftSchema.maximumSteps : 1...DraftSchema.maximumSeveral
        guard range.contains(items.count) else {
            throw .taskCount(items.count, expected: range)
        }
        var result: [SourcedDraft] = []
        for (index, item) in items.enumerated() {
            guard case .object(var object) = item else { throw .itemNotAnObject(key: InvalidAnswer.tasksKey, index: index) }
            let source = object["source"]?.stringValue
            object["source"] = nil
            if shape == .set, source?.trimmingWhitespace().isEmpty ?? true { throw .sourceMissing(index: index) }
            var writer = JSONWriter()
            writer.write(.object(object))
            do throws(InvalidAnswer) {
                result.append(SourcedDraft(draft: try draft(from: String(decoding: writer.bytes, as: UTF8.self), context: context,
                                                            backend: backend), source: source))
            } catch {
                throw .inTask(index: index, error)
            }
        }
        return result
    }
}
