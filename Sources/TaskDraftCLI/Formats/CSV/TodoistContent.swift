import TaskDraftKit

/// A Todoist task row's CONTENT as Todoist holds it: the task's name as written, with its
/// `@labels` (tags) among the words. The name is never read for a date, a priority or a tag of
/// another kind: DATE and PRIORITY are the row's columns, so "Read chapter 5 tomorrow !high" is
/// that title, as the export wrote it.
struct TodoistContent: Equatable {
    /// The words that are no label, spaced as written; the placeholder title when there are none.
    let title: String
    /// Each `@label` without its `@`, in order.
    let labels: [String]
    /// Whether only labels were written, so the title is the placeholder.
    let untitled: Bool

    init(_ content: String) {
        // A name in Todoist is one line: a line break or tab a file put in it is a space, as a
        // title's words are spaced, while spaces stay as written.
        let line = content.split(whereSeparator: { $0.isWhitespace && $0 != " " }).joined(separator: " ")
        var words: [Substring] = [], labels: [String] = []
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            if word.count > 1, word.hasPrefix("@"), !word.dropFirst().contains(where: \.isWhitespace) {
                labels.append(String(word.dropFirst()))
            } else {
                words.append(word)
            }
        }
        let title = words.joined(separator: " ").trimmingWhitespace()
        self.untitled = title.isEmpty
        self.title = title.isEmpty ? TaskDraft.placeholderTitle : title
        self.labels = labels
    }
}
