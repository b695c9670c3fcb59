import TaskDraftKit

/// "after work", "после работы", "po pracy" are the evening, the working day over; but where
/// the word after them says what becomes of the work or what it is on ("Deploy after work is
/// done", "после работы над отчётом", "po pracy nad raportem"), the work is a task's, and the
/// words stay in the title, where they may name the task the new one waits for
/// (`Scan.dependencyName`).
extension BuiltinParser {
    func workOfATask(at i: Int, in tokens: [Token]) -> Match? {
        guard let words = Self.afterWorkWords.longestMatch(tokens, at: i), i + words.length < tokens.count,
              case let next = tokens[i + words.length], next.kind == .word, Self.wordsOfTheWorkItself.contains(next.key)
        else { return nil }
        return Match(length: words.length, finding: .keep)
    }

    /// The evening said as the working day over.
    static let afterWorkWords: PhraseTable<Bool> = PhraseTable(["after work", "после работы", "po pracy"].map { PhraseTable.Entry($0, true) })
    /// Words after "work" that make it the work of a task: a verb it is the subject of, or what it is on.
    static let wordsOfTheWorkItself: KeySet = ["is", "was", "are", "has", "gets", "got", "will", "finishes", "ends", "над", "nad"]
}
