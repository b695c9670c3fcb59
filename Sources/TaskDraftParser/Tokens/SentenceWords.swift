import TaskDraftKit

/// A task sentence's words as `DraftCrossCheck` compares a model's fields with them: by stem,
/// so "report" and "reports", "маме" and "мама" are one word, and by position, so a name can be
/// checked against the marker before or after it ("project Apollo Two", "the Apollo project",
/// "tagged errands").
public struct SentenceWords: Sendable {
    /// The stem of each word token, in order; nil for a token that is not a word or a number.
    private let stems: [String?]
    private let keys: [Key]

    public init(_ text: String) {
        let tokens = Tokenizer.tokenize(text)
        keys = tokens.map(\.key)
        stems = tokens.map { $0.kind == .word || $0.kind == .number ? Self.stem($0.key.text) : nil }
    }

    /// Whether `name` stands in the sentence as a project: right after a project word ("project
    /// Apollo Two") or between a determiner and one ("the Apollo project").
    public func namesProject(_ name: String) -> Bool {
        names(name, after: Lexicon.projectWords, orBetweenADeterminerAnd: true)
    }

    /// Whether `tag` stands in the sentence as a tag: right after a tag word ("tagged errands").
    public func namesTag(_ tag: String) -> Bool {
        names(tag, after: Lexicon.tagWords)
    }

    /// Whether `name`'s words stand in the sentence, one after another, right after one of
    /// `markers` ("project Apollo Two") or, with `determinerBefore`, between a determiner and
    /// a marker ("the Apollo project", "our Q4 launch project").
    private func names(_ name: String, after markers: KeySet, orBetweenADeterminerAnd determinerBefore: Bool = false) -> Bool {
        let wanted = Self.wordStems(name)
        guard !wanted.isEmpty, wanted.count <= stems.count else { return false }
        for start in 0...(stems.count - wanted.count) where Array(stems[start..<start + wanted.count]) == wanted.map(Optional.some) {
            let end = start + wanted.count
            if start > 0, markers.contains(keys[start - 1]) { return true }
            if determinerBefore, start > 0, end < keys.count, markers.contains(keys[end]),
               Lexicon.determiners.contains(keys[start - 1]) {
                return true
            }
        }
        return false
    }

    /// The stems of `text`'s words that carry its content: numbers, and words of three letters
    /// or more that are neither a function word ("for", "the") nor a filler ("ну", "короче",
    /// "надо", "please").
    public static func contentStems(_ text: String) -> Set<String> { stems(of: text, shortWords: false) }

    /// The stems of every word of `text` but function words and fillers, short ones too ("3",
    /// "pm"): what a title adds when it adds anything.
    public static func meaningfulStems(_ text: String) -> Set<String> { stems(of: text, shortWords: true) }

    private static func stems(of text: String, shortWords: Bool) -> Set<String> {
        var result: Set<String> = []
        for token in Tokenizer.tokenize(text) where token.kind == .word || token.kind == .number {
            let key = token.key
            guard shortWords || token.kind == .number || key.text.count >= 3, !Lexicon.functionWords.contains(key),
                  !Lexicon.determiners.contains(key), !Lexicon.titleFillers.contains(key),
                  !SplitLexicon.clauseOpeners.contains(key) else { continue }
            result.insert(stem(key.text))
        }
        return result
    }

    /// The stems of every word of `text` (any length), in order.
    public static func wordStems(_ text: String) -> [String] {
        Tokenizer.tokenize(text).compactMap { $0.kind == .word || $0.kind == .number ? stem($0.key.text) : nil }
    }

    /// Each word and number of `text`, folded, in order: its words as written, not stemmed.
    public static func words(_ text: String) -> [String] {
        Tokenizer.tokenize(text).compactMap { $0.kind == .word || $0.kind == .number ? $0.key.text : nil }
    }

    /// The stems of each word and number of `text` but the words that only link them, in
    /// order: "Cancel my Thursday yoga class" and "Cancel the Thursday yoga class" are both
    /// "cancel thursday yoga class"; "Zamknąć miesiąca" and "Zamknąć miesiąc" say the same
    /// words, only one of them in the person's own form.
    public static func stemsBesideLinkingWords(_ text: String) -> [String] {
        Tokenizer.tokenize(text).compactMap { token in
            switch token.kind {
            case .word: return linkingWords.contains(token.key) ? nil : stem(token.key.text)
            case .number: return stem(token.key.text)
            default: return nil
            }
        }
    }

    /// Articles, possessives, pronouns, prepositions and conjunctions in English, Russian and
    /// Polish: what two titles may differ in and still say the same thing. Not fillers ("ну",
    /// "just"): a title without them reads better. Nor "go", "one", "ten": Polish pronouns,
    /// but English words that carry content.
    static let linkingWords: KeySet = {
        var words: KeySet = [
            "some", "any", "mine", "yours", "ours", "theirs", "this", "i", "me", "we", "us", "you", "he", "him", "she",
            "it", "they", "them", "at", "on", "in", "by", "to", "for", "from", "of", "with", "without", "about", "into",
            "onto", "over", "under", "via", "per", "re", "and", "or", "but", "nor",
            "в", "во", "на", "к", "ко", "с", "со", "о", "об", "обо", "от", "ото", "по", "за", "из", "изо", "у", "для",
            "до", "про", "при", "под", "над", "через", "без", "и", "или", "а", "но", "либо",
            "мой", "моя", "мое", "мою", "моего", "моей", "моему", "моим", "мои", "моих", "моими",
            "свой", "своя", "свое", "свою", "своего", "своей", "своему", "своим", "свои", "своих", "своими",
            "наш", "наша", "наше", "нашу", "нашего", "нашей", "нашему", "нашим", "наши", "наших",
            "твой", "твоя", "твое", "твою", "твоего", "твоей", "твои", "твоих", "ваш", "ваша", "ваше", "вашу", "вашего",
            "вашей", "ваши", "ваших", "я", "меня", "мне", "мы", "нас", "нам", "ты", "тебя", "тебе", "вы", "вас", "вам",
            "он", "она", "они", "его", "ее", "их", "ему", "ей", "им", "этот", "эта", "это", "эту", "этого", "этой",
            "w", "we", "na", "do", "z", "ze", "o", "od", "po", "za", "dla", "u", "przy", "przez", "pod", "nad", "bez",
            "i", "lub", "albo", "oraz", "a", "ale",
            "mój", "moj", "moja", "moją", "moje", "mojego", "mojej", "mojemu", "moim", "moich", "moi",
            "swój", "swoj", "swoja", "swoją", "swoje", "swojego", "swojej", "swojemu", "swoim", "swoich",
            "nasz", "nasza", "naszą", "nasze", "naszego", "naszej", "naszym", "naszych", "twój", "twoj", "twoja",
            "twoją", "twoje", "twojego", "twojej", "wasz", "wasza", "waszą", "wasze", "waszego", "waszej",
            "ja", "mnie", "mi", "my", "nas", "nam", "ty", "ciebie", "cię", "cie", "ci", "wy", "was", "wam",
            "on", "ona", "oni", "jego", "jej", "ich", "mu", "im", "się", "sie", "ta", "to", "tę", "te",
        ]
        words.formUnion(Lexicon.determiners)
        words.formUnion(Lexicon.trailingFunctionWords)
        return words
    }()

    private static func stem(_ folded: String) -> String { SearchStem.stem(Substring(folded)) }
}
