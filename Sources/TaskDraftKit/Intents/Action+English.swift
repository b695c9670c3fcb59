extension Action {
    /// The audit log's own word, as `audit` has always shown it.
    public var english: String { rawValue }
}
