extension TaskDraft {
    /// The draft JSON contract (DESIGN §4), keys in contract order: the fields
    /// (`TaskField.draftFields`), then `backend` and `warnings`.
    public var json: JSONObject {
        var object = JSONObject()
        for (_, draft) in TaskField.draftParts { draft.json(self) { object.append($0, $1) } }
        object.append("backend", .string(backend))
        object.append("warnings", .array(warnings.map { .string($0.english) }))
        return object
    }

    /// Reads a draft from the contract's JSON, checking every field's type and value.
    /// `title` is required; every other field may be missing or null. Unknown keys are
    /// refused when `strict` (HTTP model answers), ignored otherwise (user files). `warnings`
    /// is not read: a draft's warnings are what TaskDraft found, not what a model or file says.
    public init(json object: JSONObject, zone: Zone, backend: String, strict: Bool = false) throws(DraftError) {
        if strict, let unknown = object.keys.first(where: { !TaskDraft.jsonKeys.contains($0) }) {
            throw .field(unknown, .notADraftField)
        }
        var draft = TaskDraft(title: "", backend: backend)
        let reader = DraftJSONReader(object: object, zone: zone)
        for (_, part) in TaskField.draftPartsInReadOrder { try part.read(&draft, reader) }
        self = draft
    }

    /// Every key of the draft JSON contract.
    static let jsonKeys = Set(TaskField.draftKeys + ["backend", "warnings"])
}

extension TaskDraft {
    /// Writes the contract's JSON straight into `writer`, same keys and order as `json`,
    /// without building a `JSONObject` first: `draft` writes tens of thousands a second.
    public func writeJSON(into writer: inout JSONWriter) {
        var first = true
        for (_, draft) in TaskField.draftParts {
            draft.json(self) { key, value in
                writer.bytes.append(first ? 0x7B : 0x2C)
                first = false
                writer.member(key, value)
            }
        }
        writer.raw(",\"backend\":")
        writer.writeString(backend)
        writer.raw(",\"warnings\":")
        writer.writeStrings(warnings.map(\.english))
        writer.bytes.append(0x7D)
    }
}
