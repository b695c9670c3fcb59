/// What a JSON value should have been where a message says it was of another kind ("expected
/// a string, found a number"): one list for a draft's fields (`DraftFieldProblem`) and an
/// import record's (`RecordReason`), so the two say it in the same words.
public enum JSONExpectation: CaseIterable, Equatable, Sendable {
    case string, strings, arrayOfStrings, array, jsonObject
    /// A draft's annotations: an array of {"entry", "text"} objects.
    case annotations
    /// Taskwarrior's annotations: objects each with a description string.
    case describedObjects
}
