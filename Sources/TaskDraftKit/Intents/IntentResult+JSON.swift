/// The results of intents as JSON: what `--json` prints, what the transcript stores as the
/// commit's tool output, and what MCP returns. One shape for every surface.
extension CreateTaskIntent.Result {
    public func json(in zone: Zone, warnings: [DraftWarning] = []) -> JSONObject {
        ["result": .string(alreadyExisted ? "already_done" : "created"), "task": .object(task.json(in: zone)),
         "warnings": .array(warnings.map { .string($0.english) })]
    }
}

extension CompleteTaskIntent.Result {
    public func json(in zone: Zone) -> JSONObject {
        ["result": .string(alreadyDone ? "already_done" : "completed"), "task": .object(task.json(in: zone)),
         "next": next.map { .object($0.json(in: zone)) } ?? .null]
    }
}

extension EditTaskIntent.Result {
    public func json(in zone: Zone) -> JSONObject {
        ["result": .string(before == after ? "unchanged" : "edited"), "task": .object(after.json(in: zone)),
         "next": next.map { .object($0.json(in: zone)) } ?? .null,
         "warnings": .array(warnings(in: zone).map { .string($0.english) })]
    }
}

extension DeleteTaskIntent.Result {
    public func json(in zone: Zone) -> JSONObject {
        ["result": .string("deleted"), "task": .object(task.json(in: zone))]
    }
}

extension UndoIntent.Result {
    public func json(in zone: Zone) -> JSONObject {
        ["result": .string("undone"), "summary": .string(entry.summary.english),
         "tasks": .array(restored.map { .object($0.json(in: zone)) })]
    }
}
