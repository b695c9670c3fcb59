/// Why a drafting session's turn gave no draft: the words were refused before any backend read
/// them (`DraftRequest(words:…)`), or the backend failed. Each surface renders the reason it is
/// given, as it renders the same value from its other paths.
public enum DraftFailure: Error, Equatable {
    case refused(WordsRefusal)
    case backend(BackendError)
}

extension DraftFailure {
    /// `body`'s value, or its refusal as this turn's failure: how a session says the words it
    /// checks or splits were refused.
    static func refusing<Value>(_ body: () throws(WordsRefusal) -> Value) throws(DraftFailure) -> Value {
        do throws(WordsRefusal) {
            return try body()
        } catch {
            throw .refused(error)
        }
    }
}
