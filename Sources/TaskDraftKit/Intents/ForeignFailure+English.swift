extension ForeignFailure {
    public var english: String { "an unexpected failure, nothing was written (please report it): \(detail)" }
}
