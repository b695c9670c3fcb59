/// What became of one committed record.
public enum ImportOutcome: Sendable, Hashable {
    case created(Int64)
    /// A task with the record's key or UUID existed before this run.
    case alreadyPresent(Int64)
    /// An earlier record of this same run had the same key.
    case repeated(Int64)
}
