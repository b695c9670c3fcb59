import TaskDraftKit

/// English verbs whose particle "in" is a word a date's preposition also is: "log in", "check
/// in", "sign in". The particle belongs to the verb, so it stays in the title when a date is read
/// right after it ("log in starting Monday" is "Log in", not "Log"); English alone has them, as
/// Russian and Polish say the same with a prefix ("войти", "zalogować się"). ("on" is left out:
/// "on Friday", "on tomorrow" are read whole, the day's own preposition.) After a determiner
/// the word is a noun, not the verb ("Plan the move in June", "a check in May"), and the "in"
/// is the date's.
enum VerbParticles {
    /// Whether the word at `i` is the particle of the verb right before it.
    static func belongs(particleAt i: Int, in tokens: [Token]) -> Bool {
        guard i > 0, tokens[i].key == "in", tokens[i - 1].kind == .word, inVerbs.contains(tokens[i - 1].key) else { return false }
        // "We move in June": after its subject the verb says what happens then, and "in" before a
        // month is the month's ("we move in on Friday" keeps it).
        if i > 1, subjects.contains(tokens[i - 2].key), i + 1 < tokens.count, Lexicon.months[tokens[i + 1].key] != nil {
            return false
        }
        return !(i > 1 && tokens[i - 2].kind == .word && Lexicon.determiners.contains(tokens[i - 2].key))
    }

    static let subjects: KeySet = ["i", "we", "you", "they", "he", "she"]

    static let inVerbs: KeySet = ["log", "logs", "logged", "sign", "signs", "signed", "check", "checks", "checked", "plug",
                                  "fill", "hand", "turn", "move", "cash", "opt", "call", "phone", "dial", "clock", "weigh",
                                  "chip", "pitch", "punch", "key", "type", "drop", "tune", "join"]
}
