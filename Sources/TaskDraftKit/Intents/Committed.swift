/// A commit that happened: the intent's result and its JSON, as the transcript recorded it.
public struct Committed<Result: Sendable>: Sendable {
    public let result: Result
    public let output: JSONObject
}
