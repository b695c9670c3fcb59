extension ForeignFailure {
    public var polish: String { "nieoczekiwany błąd, nic nie zapisano (prosimy go zgłosić): \(detail)" }
}
