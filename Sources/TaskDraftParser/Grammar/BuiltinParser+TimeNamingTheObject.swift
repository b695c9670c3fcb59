import TaskDraftKit

extension BuiltinParser {
    /// A clock time between the word that opens a verb's object and its noun: "Catch the 8:15
    /// train", "Book the 9am flight", "Успеть на 8:15 электричку", "Zdążyć na 8:15 pociąg". The
    /// time names the thing the verb acts on and is also when the task is done, so it stays in
    /// the title with its noun and is the due (`Finding.timeInName`), where it was taken out of
    /// the title ("Book the flight", "Успеть электричку"). After "for" the thing is what the
    /// task is for, done before it, and its time only names it (`timeNamingAThingEnd`); after a
    /// preposition of time ("at the 9am slot", "before the 3pm meeting") the reading is the
    /// clock's as before.
    func timeNamingTheObject(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        guard i >= 2, tokens[i].spaced, tokens[i - 1].kind == .word, tokens[i - 2].kind == .word else { return nil }
        let opener = tokens[i - 1].key
        if Lexicon.articlesAndPossessives.contains(opener) {
            guard !Lexicon.datePrepositions.contains(tokens[i - 2].key) else { return nil }
        } else if !Self.objectPrepositions.contains(opener) {
            return nil
        }
        // Not a clock said in a zone ("na 15:00 z Anną", where Polish "z" is "with"): its letters
        // are not the object's.
        guard let clock = numberLed(at: i, in: tokens, context: context), case .time(let spec) = clock.finding else { return nil }
        if case .zoned = spec { return nil }
        let end = i + clock.length
        guard end < tokens.count, tokens[end].spaced, isContentWord(at: end, in: tokens),
              Lexicon.partsOfDay[tokens[end].key] == nil else { return nil }
        return Match(length: clock.length, finding: .timeInName(spec), warning: clock.warning)
    }

    /// Russian's and Polish's preposition of a verb's object that a time can stand in ("успеть
    /// на 8:15 электричку", "zdążyć na 8:15 pociąg"), where English puts "the".
    static let objectPrepositions: KeySet = ["на", "na"]
}
