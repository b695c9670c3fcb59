import TaskDraftKit

/// A month's name that stands where a person stands is the person ("zadzwonić do Maja w
/// piątek", "позвонить Марте в пятницу", "dinner for April on Friday"): it stays in the title
/// and the sentence's other date words read. Only a month said alone can be one; a day number,
/// a year or "next" before it ("1 maja", "May 5", "June 2027") make it a date.
///
/// What tells the person from the month, per language:
/// - Russian and Polish write a month in lower case, so a capital mid-sentence after a word
///   (not after a full stop, where a sentence starts) is a name, unless the preposition before
///   it only places a moment ("в Мае", "w Maju", "od Maja"): "do Maja" is "to Maja", while
///   "raport do maja" is "the report by May".
/// - Their locative ("марте", "maju") is a month only after its preposition ("в марте", "w
///   maju"); without one, "позвонить марте" is Marta's dative.
/// - English capitalises both, so case says nothing: a month after a word that takes a person
///   ("call", "with", "email") is one, and after "for" or "to", which take a month as well ("book
///   the hotel for April", "postpone to June"), it is a person only when the sentence names
///   another day for the task ("dinner for April on Friday").
extension BuiltinParser {
    /// The positions of the months in `cover` that name people, each to be left to the title.
    static func monthsNamingPeople(in cover: [Edge], tokens: [Token]) -> [Int] {
        var names: [Int] = []
        let days = cover.lazy.filter { $0.value.moment?.hasDay == true }.count
        for edge in cover {
            guard case .finding(.day(.month(_, year: nil))) = edge.value, edge.length == 1 else { continue }
            let i = edge.start
            guard i > 0, tokens[i - 1].kind == .word else { continue }
            let before = tokens[i - 1].key
            let key = tokens[i].key
            // The month is one of the days; another is what a person's name leaves to read.
            let otherDay = days > 1
            if monthsPeopleAreNamedAfter.contains(key) {
                if personTakers.contains(before) || otherDay && monthOrPersonTakers.contains(before) { names.append(i) }
            } else if tokens[i].text.first?.isUppercase == true {
                if !momentPrepositions.contains(before) { names.append(i) }
            } else if key.text.hasSuffix("е") || key.text.hasSuffix("u"), !monthPrepositions.contains(before),
                      !Lexicon.nextModifiers.contains(before) {
                names.append(i)
            }
        }
        return names
    }

    /// The full English month names, which people are named after ("April", "June"); an abbreviation names no one.
    static let monthsPeopleAreNamedAfter: KeySet = LexiconSource.words(LexiconSource.englishMonths.map { $0.1[0] })

    /// Words after which an English name is a person's ("call April", "lunch with June").
    static let personTakers: KeySet = LexiconSource.words([
        "call", "with", "email", "text", "meet", "ask", "tell", "ping", "visit", "thank", "invite", "message", "phone",
    ])

    /// Words that take a person or a month alike ("for April", "to June").
    static let monthOrPersonTakers: KeySet = LexiconSource.words(["for", "to"])

    /// Prepositions before a month that only place a moment in it, so that a capital after them
    /// is a person writing the month as English does ("w Maju", "в Мае", "od Maja").
    static let momentPrepositions: KeySet = LexiconSource.words([
        "в", "во", "с", "со", "по", "w", "we", "od", "po", "in", "during",
    ])
}
