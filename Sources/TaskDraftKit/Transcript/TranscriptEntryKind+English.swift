extension TranscriptEntryKind {
    /// The stored word, as `transcript` has always shown it.
    public var english: String { rawValue }
}
