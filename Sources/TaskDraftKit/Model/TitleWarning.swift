/// What a drafter says about the draft's title.
public enum TitleWarning: DraftWarningMessage, CaseIterable {
    /// Every word was a date, a tag or another field: the draft has the placeholder title.
    case nothingLeft
}
