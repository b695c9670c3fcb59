import TaskDraftKit

/// English verbs whose particle "in" is a word a date's preposition also is: "log in", "check
/// in", "sign in". The particle belongs to the verb, so it stays in the title when a date is read
/// right after it ("log in starting Monday" is "Log in", not "Log"); English alone has them, as
/// Russian and Polish say the same with a prefix ("войти", "zalogować się"). ("on" is left out:
/// "on Friday", "on tomorrow" are read whole, the day's own preposition.)
enum VerbParticles {
    /// Whether `particle` right after `verb` is the verb's own.
    static func belongs(_ particle: Key, to verb: Key) -> Bool {
        particle == "in" && inVerbs.contains(verb)
    }

    static let inVerbs: KeySet = ["log", "logs", "logged", "sign", "signs", "signed", "check", "checks", "checked", "plug",
                                  "fill", "hand", "turn", "move", "cash", "opt", "call", "phone", "dial", "clock", "weigh",
                                  "chip", "pitch", "punch", "key", "type", "drop", "tune", "join"]
}
