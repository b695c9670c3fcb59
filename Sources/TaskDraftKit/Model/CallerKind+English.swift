extension CallerKind {
    public var english: String { rawValue }
}
