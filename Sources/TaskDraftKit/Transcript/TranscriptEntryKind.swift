/// What one transcript entry holds. The raw values are the words the transcript stores and
/// `transcript --json` prints; they never change. A person reads them in their language
/// (`TranscriptEntryKind+English.swift`, `+Russian`, `+Polish`).
public enum TranscriptEntryKind: String, Sendable, Hashable, CaseIterable, LocalizedText {
    /// System text given to a model (tone, rules, date).
    case instructions
    /// What the user said.
    case prompt
    /// A draft a backend produced (draft JSON).
    case draft
    /// What the person did with a draft (`TranscriptDecision`).
    case decision
    /// A tool a model asked to run (name and arguments).
    case toolCall = "tool_call"
    /// A tool's result, including every commit's result.
    case toolOutput = "tool_output"
    /// A model's free-text answer.
    case response
}
