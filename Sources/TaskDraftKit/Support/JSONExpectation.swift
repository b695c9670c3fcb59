/// What a JSON value should have been where a message says it was of another kind ("expected
/// a string, found a number"): one list for a draft's fields (`DraftFieldProblem`) and an
/// import record's (`RecordReason`), so the two say it in the same words.
public enum JSONExpectation: CaseIterable, Equatable, Sendable {
    case string, strings, arrayOfStrings, array, jsonObject
    /// A field's value of a shape of its own (a draft's annotations: an array of {"entry",
    /// "text"} objects), worded in each language beside the field's other words (`FieldLabel`).
    case shape(of: FieldLabel)
    /// Taskwarrior's annotations: objects each with a description string.
    case describedObjects

    /// Every case, a field's shape once for each field that has one.
    public static var allCases: [JSONExpectation] {
        [.string, .strings, .arrayOfStrings, .array, .jsonObject] + FieldLabel.shaped.map(JSONExpectation.shape(of:)) + [.describedObjects]
    }
}
