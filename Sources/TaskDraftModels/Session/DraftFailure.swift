/// Why a drafting session's turn gave no draft: the words were refused before any backend read
/// them (`DraftRequest(words:…)`), or the backend failed. Each surface renders the reason it is
/// given, as it renders the same value from its other paths.
public enum DraftFailure: Error, Equatable {
    case refused(WordsRefusal)
    case backend(BackendError)
}
