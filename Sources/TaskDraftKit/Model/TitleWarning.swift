/// What a drafter says about the draft's title.
public enum TitleWarning: DraftWarningMessage {
    /// Every word was a date, a tag or another field: the draft has the placeholder title.
    case nothingLeft
    /// All that was left is a verb of doing, as written («Сделать» of «сделать до пятницы»): it
    /// says nothing of the task, so the draft has the placeholder title, as with nothing left.
    case onlyAVerb(String)

    public static let samples: [TitleWarning] = [.nothingLeft, .onlyAVerb("Сделать")]
}
