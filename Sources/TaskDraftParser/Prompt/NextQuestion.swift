/// "what should I do now?", «что мне сейчас делать?», «co mam teraz zrobić?»: a whole line that
/// asks what to do next, read by a small grammar over word roles (`PromptWords.NextRoles`)
/// rather than listed sentence by sentence, so every order a language allows is one rule.
///
/// Each language's question is a question word, then what may stand between it and the verb
/// (a modal, a pronoun: "should I", «мне», «mam»), the verb ("do", «делать», «zrobić»), and at
/// most one adverb of when ("now", «сейчас», «teraz») before or after the verb; or the question
/// word and the adverb alone ("what now", «что дальше», «co teraz»). Nothing else may be on
/// the line: "What to do about the leak — call plumber tomorrow" has words no role takes, so
/// it stays a task (a task lost is worse than a list shown).
enum NextQuestion {
    /// One place in a pattern.
    enum Slot {
        /// One of these phrases, which must be there.
        case one(PhraseSet)
        /// One of these phrases, or nothing.
        case optional(PhraseSet)
        /// An adverb of when (`PromptWords.NextRoles.adverbs`), or nothing; at most one a line.
        case when
    }

    /// Phrases of one or more words (lowercased, as `LineClassifier.words` gives them).
    struct PhraseSet {
        let phrases: [[String]]

        init(_ phrases: [String]) {
            self.phrases = phrases.map { $0.split(separator: " ").map(String.init) }.sorted { $0.count > $1.count }
        }

        /// The lengths of the phrases that start at `i`, longest first.
        func lengths(at i: Int, in words: [String]) -> [Int] {
            phrases.compactMap { phrase in
                i + phrase.count <= words.count && Array(words[i..<(i + phrase.count)]) == phrase ? phrase.count : nil
            }
        }
    }

    /// Whether `words` (a whole line) ask what to do next.
    static func matches(_ words: [String]) -> Bool {
        guard words.count <= 8 else { return false }
        return patterns.contains { matches($0[...], words, at: 0, usedWhen: false) }
    }

    private static func matches(_ pattern: ArraySlice<Slot>, _ words: [String], at i: Int, usedWhen: Bool) -> Bool {
        guard let slot = pattern.first else { return i == words.count }
        let rest = pattern.dropFirst()
        switch slot {
        case .one(let set):
            return set.lengths(at: i, in: words).contains { matches(rest, words, at: i + $0, usedWhen: usedWhen) }
        case .optional(let set):
            return set.lengths(at: i, in: words).contains { matches(rest, words, at: i + $0, usedWhen: usedWhen) }
                || matches(rest, words, at: i, usedWhen: usedWhen)
        case .when:
            if !usedWhen, PromptWords.NextRoles.adverbs.lengths(at: i, in: words).contains(where: {
                matches(rest, words, at: i + $0, usedWhen: true)
            }) { return true }
            return matches(rest, words, at: i, usedWhen: usedWhen)
        }
    }

    /// The question whole, with the adverb required: "what now", «что дальше», «co teraz».
    private static func askedWhen(_ question: PhraseSet) -> [Slot] {
        [.one(question), .one(PromptWords.NextRoles.adverbs)]
    }

    private typealias Roles = PromptWords.NextRoles

    /// Every way the three languages ask it.
    static let patterns: [[Slot]] = [
        // "what should I do now", "what do we work on next", "what can I tackle first".
        [.one(Roles.englishWhat), .one(Roles.englishModals), .one(Roles.englishSubjects), .one(Roles.englishVerbs), .when],
        // "what to do next", "what to work on today".
        [.one(Roles.englishWhat), .one(Roles.englishTo), .one(Roles.englishVerbs), .when],
        askedWhen(Roles.englishWhat),
        // «что мне сейчас делать», «что делать дальше», «что мне стоит сделать сегодня».
        [.one(Roles.russianWhat), .optional(Roles.russianPronouns), .when, .optional(Roles.russianModals), .when,
         .one(Roles.russianVerbs), .when],
        askedWhen(Roles.russianWhat),
        // «чем мне сейчас заняться», «чем заняться дальше».
        [.one(Roles.russianWhatWith), .optional(Roles.russianPronouns), .when, .one(Roles.russianBusy), .when],
        // «co mam teraz zrobić», «co teraz robić», «co powinienem zrobić dalej».
        [.one(Roles.polishWhat), .when, .optional(Roles.polishModals), .when, .one(Roles.polishVerbs), .when],
        askedWhen(Roles.polishWhat),
        // «czym się teraz zająć», «czym mam się zająć dalej».
        [.one(Roles.polishWhatWith), .optional(Roles.polishModals), .one(Roles.polishSelf), .when, .one(Roles.polishBusy), .when],
    ]
}
