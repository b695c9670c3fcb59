import TaskDraftKit

/// The title of words said past `TaskDraft.titleLimit`, cut where a reader would stop: at the
/// last end of a clause within the limit, else at the last space, so a pasted sentence is
/// drafted rather than refused. The words go whole into the notes and the draft says it was cut
/// (`ParserWarning.titleCut`). A single word past the limit has nowhere sensible to cut and is
/// left whole, for the draft's check to refuse, as a title given explicitly is. Words whose
/// title is not to be the task's (an import record's text beside its title) are not cut
/// (`BuiltinParser.parse(_:context:cuttingLongTitle:)`).
public enum LongTitle {
    /// The ends of a clause, as the title is cut at one: the text before one reads on its own.
    static let clauseEnds: [[Character]] = [". ", "; ", ": ", " — ", ", "].map(Array.init)

    /// A title ends on neither a space nor the punctuation it was cut at; a closing bracket or
    /// quotation mark finishes what it closes and stays.
    static let closers: Set<Character> = [")", "]", "}", "»", "”", "’", "\"", "'"]

    /// The draft with its title cut within the limit, the words whole after any notes already
    /// read, and the warning; the draft as it was when the title fits or no cut leaves a title.
    static func fitted(_ draft: TaskDraft, words: String) -> TaskDraft {
        guard let title = cut(draft.title, limit: TaskDraft.titleLimit) else { return draft }
        var fitted = draft
        fitted.title = title
        fitted.keep(wholeWords: words.trimmingWhitespace())
        fitted.warnings.append(ParserWarning.titleCut(most: TaskDraft.maximumTitleLength))
        return fitted
    }

    /// Whether `warning` says the title was cut.
    public static func isCut(_ warning: DraftWarning) -> Bool {
        if case .titleCut? = warning.as(ParserWarning.self) { return true } else { return false }
    }

    /// `title` cut at its last clause end within `limit`, else at its last space, in whole
    /// characters; nil when it fits, or when no cut leaves a word of it.
    static func cut(_ title: String, limit: TextLimit) -> String? {
        guard !limit.admits(title) else { return nil }
        // The kept characters and the one after them: a clause end or a space there ends the
        // kept text exactly at the limit.
        let kept = limit.clipped(title).count
        let window = Array(title.prefix(kept + 1))
        let clauseEnd = window.indices.reversed().first { start in
            clauseEnds.contains { end in
                start + end.count <= window.count && window[start ..< start + end.count].elementsEqual(end)
            }
        }
        if let clauseEnd, let head = trimmed(window[..<clauseEnd]) { return head }
        guard let space = window.lastIndex(where: \.isWhitespace) else { return nil }
        return trimmed(window[..<space])
    }

    /// `head` without the spaces and punctuation it ends on, or nil when nothing is left.
    private static func trimmed(_ head: ArraySlice<Character>) -> String? {
        var head = head
        while let last = head.last, last.isWhitespace || (last.isPunctuation && !closers.contains(last)) { head.removeLast() }
        return head.isEmpty ? nil : String(head)
    }
}
