import TaskDraftKit

/// "after lunch", "после обеда", "po obiedzie" are the afternoon and "after work", "после
/// работы", "po pracy" the evening; but where the word after them makes the lunch or the work
/// a clause's subject or says what the work is on ("Deploy after lunch is over", "Deploy after
/// work is done", "после работы над отчётом", "po pracy nad raportem"), the words say what the
/// task waits for, not a part of the day, and stay in the title, where they may name the task
/// the new one waits for (`Scan.dependencyName`).
extension BuiltinParser {
    func lunchOrWorkOfAClause(at i: Int, in tokens: [Token]) -> Match? {
        guard let words = Self.afterLunchOrWorkWords.longestMatch(tokens, at: i), i + words.length < tokens.count,
              case let next = tokens[i + words.length], next.kind == .word, Self.wordsOfTheLunchOrWorkItself.contains(next.key)
        else { return nil }
        return Match(length: words.length, finding: .keep)
    }

    /// The afternoon and the evening said as what they come after.
    static let afterLunchOrWorkWords: PhraseTable<Bool> = PhraseTable(
        ["after lunch", "после обеда", "po obiedzie", "after work", "после работы", "po pracy"].map { PhraseTable.Entry($0, true) })
    /// Words after "lunch" or "work" that make it a thing of its own: a verb it is the subject of, or what the work is on.
    static let wordsOfTheLunchOrWorkItself: KeySet = ["is", "was", "are", "has", "gets", "got", "will", "finishes", "ends", "над",
                                                      "nad"]
}
