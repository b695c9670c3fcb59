extension ForeignFailure {
    public var russian: String { "непредвиденный сбой, ничего не записано (пожалуйста, сообщите о нём): \(detail)" }
}
