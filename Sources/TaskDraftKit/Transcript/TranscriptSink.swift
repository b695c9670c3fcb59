/// A session transcript as the commit path sees it: the place a commit's result goes, so the
/// next turn is not a cold start. `SessionTranscript` is the one in use.
public protocol TranscriptSink: AnyObject {
    /// Writes the entries buffered so far and then `entry`, inside the caller's transaction
    /// (the commit path's), so they commit or roll back with it. When it throws, `entry` is
    /// not kept: a rolled-back commit must not leave a result claiming it happened.
    func append(_ entry: TranscriptEntry) throws(StoreError)
}
