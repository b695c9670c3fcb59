extension AuditOutcome {
    /// The stored word, as `audit` has always shown it.
    public var english: String { rawValue }
}
