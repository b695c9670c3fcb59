extension TranscriptDecision {
    /// The stored word, as `transcript` has always shown it.
    public var english: String { word }
}
