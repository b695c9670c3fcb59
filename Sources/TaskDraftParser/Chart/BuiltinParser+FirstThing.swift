import TaskDraftKit

/// "first thing tomorrow", "first thing Monday", "first thing in the morning", "первым делом
/// завтра", "z samego rana jutro", "jutro z samego rana": the start of the working day (the
/// Skills' `workday-start`, the morning's hour by default) of the day said beside it. "First
/// thing" and "первым делом" alone are "before anything else", no time ("the first thing on
/// the list", "первым делом проверить почту"): they are read only before a day or the
/// morning. "Z samego rana" is always the very start of the morning.
extension BuiltinParser {
    func firstThing(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let start = Finding.time(.named("workday-start"))
        if let words = Self.veryMorningWords.longestMatch(tokens, at: i) { return Match(length: words.length, finding: start) }
        guard let opener = Self.firstThingWords.longestMatch(tokens, at: i) else { return nil }
        let k = opener.length
        guard let next = at(k), next.kind == .word else { return nil }
        // "first thing in the morning": the morning said again is the same hour.
        if let phrase = Lexicon.phrases.longestMatch(tokens, at: i + k), case .time(.named("morning")) = phrase.value {
            return Match(length: k + phrase.length, finding: start)
        }
        let namesADay = Lexicon.relativeDays[next.key] != nil || Lexicon.weekdays[next.key] != nil
            || Lexicon.datePrepositions.contains(next.key) && at(k + 1).map { Lexicon.weekdays[$0.key] != nil } == true
        return namesADay ? Match(length: k, finding: start) : nil
    }

    /// The chart and its cover with the words of the working day's start left to the title,
    /// where that start yields: to a clock time said beside it ("First thing today 11:00" is
    /// 11:00, titled "First thing"), and to the title, which it never takes whole ("First thing
    /// tomorrow" is titled "First thing", due tomorrow). After a verb of starting it is the
    /// start's time, as "tomorrow morning" would be: "Start first thing tomorrow" starts
    /// tomorrow at the working day's start, as "Start tomorrow morning" does. Nil where the
    /// start stands.
    func firstThingYielding(in chart: Chart, cover: [Edge], tokens: [Token]) -> (chart: Chart, cover: [Edge])? {
        var words: [Int] = []
        for i in tokens.indices where tokens[i].kind == .word && firstThing(at: i, in: tokens) != nil {
            let length = (Self.veryMorningWords.longestMatch(tokens, at: i) ?? Self.firstThingWords.longestMatch(tokens, at: i))?.length ?? 0
            words += i..<i + length
        }
        guard words.contains(where: { word in cover.contains { $0.start <= word && word < $0.end } }) else { return nil }
        var without = chart
        without.leaveEveryReading(taking: words)
        let otherCover = Self.cover(of: without)
        let saysAClockTime: Bool
        switch Scan(tokens: tokens, cover: otherCover).time {
        case .exact?, .ambiguous?, .zoned?: saysAClockTime = true
        case .named?, nil: saysAClockTime = false
        }
        guard saysAClockTime || !Self.startingVerbs.contains(tokens[0].key) && Scan(tokens: tokens, cover: cover).makeTitle().isEmpty
        else { return nil }
        return (without, otherCover)
    }

    /// "first thing", "первым делом": read only before a day or the morning.
    static let firstThingWords: PhraseTable<Bool> = PhraseTable(["first thing", "первым делом"].map { PhraseTable.Entry($0, true) })
    /// "z samego rana": the very start of the morning, said with a day or alone.
    static let veryMorningWords: PhraseTable<Bool> = PhraseTable(["z samego rana"].map { PhraseTable.Entry($0, true) })
}
