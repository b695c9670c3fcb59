import TaskDraftKit

/// A length written short against its count: "2h", "1.5h", "45m", "90min", "3ч", "2 h", "30м",
/// "1,5ч", "2godz", "2 godz.", "1h30m", "1h30". Said in a task with no preposition before it, or
/// after a dash that sets it apart ("write report -2h"), it is how long the work takes ("write
/// report, 2h", "созвон 2ч", "zadzwonić do mamy 2h", "отчёт к пятнице 3ч", "fix bug 1h30"), never
/// a clock time: a person who means two o'clock says "at 2", "в 2", "o 2".
///
/// What stays something else:
/// - after a preposition or a joining word it is what they make of it: "at 14h", "в 14ч",
///   "o 14h" a time; "in 2h", "через 2ч", "za 2h" a moment from now; "for 2h" a length by its
///   connector; "~2h", "estimate 2h" an estimate by their words;
/// - an hour only a 24-hour clock says (13–23) written against its letter ("15h", "созвон
///   14ч"), or one with a zone after it ("8h GMT"), is the hour-letter notation of a time
///   (`numberLed`): a single task that takes 13 to 23 hours is said in words or days;
/// - after a verb whose object is a moment ("Call 9h30", "позвонить 9ч30") with no cue of a
///   length, the hour-letter clock it is (`saysTheTimeOfAMeeting`);
/// - either end of a range ("9h30 - 11h") and a length with "ago", "later", "before",
///   "after" beside it ("2h ago", "2h before the call"), which compose into something else;
/// - written against a word, a sign or a path (`v2h`, `h2`, `2h2`, `#2h`, `docs/2h.md`, a
///   URL, "2h/week"), it is part of a name or a rate and stays in the title;
/// - `m` and `м` are metres too: only written against the count, not before a noun ("Buy 30m
///   cable", "Buy 1.5 m of cable"), and right after a noun at the end only when set apart
///   ("Kupić kabel 30m", "купить кабель 30м" are metres, title text and no day of the month;
///   "Read the paper, 30m" and "Workout 45m tomorrow" minutes).
extension BuiltinParser {
    /// The estimate a compact length at `i` is, as a leaf reading. A hedge before it ("примерно
    /// 2ч", "roughly 2h", "jakieś 2h") is read with it, as "about" is before a length set apart;
    /// "about", "около", "około" before an hour make a time.
    func compactLength(at i: Int, in tokens: [Token]) -> Reading? {
        // "Write report (2h)": the brackets go with what they hold.
        if tokens[i].isSymbol("(") || tokens[i].isSymbol("["), i + 1 < tokens.count, !tokens[i + 1].spaced,
           let (length, duration) = compactLengthSpan(at: i + 1, in: tokens), i + 1 + length < tokens.count,
           tokens[i + 1 + length].isSymbol(tokens[i].isSymbol("(") ? ")" : "]"), !tokens[i + 1 + length].spaced {
            return Edge.estimate(duration).map { Reading(length: length + 2, value: $0.value) }
        }
        var start = i
        if tokens[i].kind == .word, !Lexicon.hourPrepositions.contains(tokens[i].key),
           let hedge = Lexicon.connectors.longestMatch(tokens, at: i), hedge.value.contains(.about), i + hedge.length < tokens.count {
            start = i + hedge.length
        }
        guard let (length, duration) = compactLengthSpan(at: start, in: tokens) else { return nil }
        return Edge.estimate(duration).map { Reading(length: start - i + length, value: $0.value) }
    }

    /// The tokens and the length of a compact length of work at `i`, when nothing around it
    /// makes it something else (the list above).
    func compactLengthSpan(at i: Int, in tokens: [Token]) -> (Int, Duration)? {
        guard tokens[i].kind == .number, standsFree(before: i, in: tokens), !lengthComposes(before: i, in: tokens) else {
            return nil
        }
        var end = i
        var total: Duration?
        var parts = 0
        var metres = false, clockShaped = false
        while end < tokens.count, let part = compactPart(at: end, in: tokens, first: parts == 0) {
            total = total.map { $0 + part.length } ?? part.length
            end += part.tokens
            parts += 1
            // "1h30m" is no measure of length: only a count of `m` alone may be metres.
            metres = parts == 1 && part.mayBeMetres
            clockShaped = parts == 1 && part.clockShaped
        }
        if parts == 1, clockShaped, let minutes = unsaidMinutes(at: end, afterLengthAt: i, in: tokens) {
            total = total.map { $0 + minutes }
            end += 1
        }
        guard let total, endsFree(at: end, in: tokens) else { return nil }
        // "Kupić kabel 30m": the measure of the noun before it, where nothing after it says it
        // is the task's length ("Workout 45m tomorrow", "Read the paper, 30m").
        if metres, !Self.setApartBefore(i, in: tokens), end == tokens.count || tokens[end].kind == .symbol { return nil }
        if end < tokens.count {
            let next = tokens[end]
            if metres, next.spaced, isContentWord(at: end, in: tokens) { return nil }
            // "8h GMT": a clock with its zone.
            if zoneOffset(at: end, in: tokens) != nil { return nil }
            if next.kind == .word, let joiner = Lexicon.connectors.longestMatch(tokens, at: end),
               !joiner.value.isDisjoint(with: Self.joinersAfterALength) {
                return nil
            }
        }
        // "15h", "созвон 14ч": an hour of the afternoon or evening in the hour-letter notation.
        if clockShaped, let hour = tokens[i].number, (13...23).contains(hour) { return nil }
        // "Call 9h30 - 11h", "созвон 9ч - 11ч": the first hour of a range of hours.
        if clockShaped, end + 1 < tokens.count, Self.dashes.contains(where: tokens[end].isSymbol), tokens[end + 1].kind == .number {
            return nil
        }
        return (end - i, total)
    }

    /// One count and its short unit at `k`: "2h", "1.5h", "1,5ч", "2 godz.", "30m"; a later
    /// part of the same length ("30m" of "1h30m", "1h 30m") too.
    private func compactPart(at k: Int, in tokens: [Token], first: Bool) -> (tokens: Int, length: Duration, mayBeMetres: Bool, clockShaped: Bool)? {
        guard k < tokens.count, tokens[k].kind == .number, let whole = tokens[k].number, tokens[k].digits <= 4 else { return nil }
        if !first, !tokens[k].spaced, !(k > 0 && tokens[k - 1].kind == .word) { return nil }
        var count = Double(whole)
        var used = 1
        // "1.5h", "1,5ч": a decimal count written together.
        if k + 2 < tokens.count, tokens[k + 1].isSymbol(".") || tokens[k + 1].isSymbol(","), !tokens[k + 1].spaced,
           !tokens[k + 2].spaced, let fraction = tokens[k + 2].number, tokens[k + 2].digits <= 2 {
            count += Double(fraction) / (tokens[k + 2].digits == 1 ? 10 : 100)
            used = 3
        }
        guard k + used < tokens.count else { return nil }
        let unitToken = tokens[k + used]
        guard unitToken.kind == .word else { return nil }
        let mayBeMetres = Self.minuteLetters.contains(unitToken.key)
        let unit: LexiconSource.Unit
        if mayBeMetres {
            guard !unitToken.spaced else { return nil }
            unit = .minute
        } else {
            guard Self.shortUnits.contains(unitToken.key), let named = Lexicon.units[unitToken.key] else { return nil }
            unit = named
        }
        guard let length = Duration(count, unit) else { return nil }
        used += 1
        let clockShaped = used == 2 && !unitToken.spaced && Self.hourLetters.contains(unitToken.key)
        // "2 godz.", "3 ч.": the abbreviation's own stop.
        if k + used < tokens.count, tokens[k + used].isSymbol("."), !tokens[k + used].spaced,
           Self.shortenedUnits.contains(unitToken.key), k + used + 1 == tokens.count || tokens[k + used + 1].spaced {
            used += 1
        }
        return (used, length, mayBeMetres, clockShaped)
    }

    /// The minutes of "fix bug 1h30", "баг 2ч30": two digits against the hour letter, their unit
    /// unsaid. What says the hour-letter notation of a time instead stays one: the count alone
    /// or first in the sentence ("3h18", "9h30 - 11h"), minutes written as a clock writes them
    /// ("8h00", "9h05"), or a day said right before it ("Thursday 9h30", "завтра 9ч30").
    private func unsaidMinutes(at k: Int, afterLengthAt i: Int, in tokens: [Token]) -> Duration? {
        guard i > 0, k < tokens.count, !tokens[k].spaced, tokens[k].digits == 2, let minutes = tokens[k].number,
              (10..<60).contains(minutes) else { return nil }
        let before = tokens[i - 1].key
        guard Lexicon.relativeDays[before] == nil, Lexicon.weekdays[before] == nil,
              !saysTheTimeOfAMeeting(before: i, in: tokens) else { return nil }
        return Duration(Double(minutes), .minute)
    }

    /// "Call 9h30", "позвонить 9ч30", "zadzwonić 9h30": a verb whose object is a time ("call",
    /// "meet", "позвонить", "zadzwonić") before the count makes it the time of the call, where
    /// "fix bug 1h30" is how long the fix takes. A cue that the count is a length still makes it
    /// one: a mark setting it apart ("Call mom, 1h30") or an estimate's word ("takes", "займёт").
    private func saysTheTimeOfAMeeting(before i: Int, in tokens: [Token]) -> Bool {
        guard !Self.setApartBefore(i, in: tokens), tokens[..<i].contains(where: { Self.timeObjectVerbs.contains($0.key) }) else {
            return false
        }
        for k in tokens.indices {
            if let word = Lexicon.fieldWords.longestMatch(tokens, at: k), word.value.namesALength { return false }
        }
        return true
    }

    /// Verbs whose object is a moment: what follows them is when, not for how long.
    static let timeObjectVerbs: KeySet = ["call", "phone", "ring", "meet", "позвонить", "позвони", "звонить", "созвониться",
                                          "встретиться", "zadzwonić", "zadzwonic", "zadzwoń", "zadzwon", "spotkać", "spotkac"]

    /// Whether a mark sets the length at `i` apart from the words before it ("Read, 30m", "(30m)").
    static func setApartBefore(_ i: Int, in tokens: [Token]) -> Bool {
        i > 0 && (Self.setApartMarks.contains(where: tokens[i - 1].isSymbol)
            || i > 1 && tokens[i - 1].kind == .word && Lexicon.connectors.longestMatch(tokens, at: i - 1)?.value.contains(.about) == true
               && setApartBefore(i - 1, in: tokens))
    }

    /// Whether the hour-letter clock `start..<end` ("15h", "3h18") is a word of its own, or an
    /// end of a range ("15h-18h"), and not a piece of a path or a rate (`docs/2h.md`, "2h/week").
    func hourLetterStandsFree(from start: Int, to end: Int, in tokens: [Token]) -> Bool {
        if start > 0, !tokens[start].spaced, !Self.openingMarks.contains(where: tokens[start - 1].isSymbol) { return false }
        // A dash written between a word and the count (`v-2h`, `USB-2h`) joins them into a name;
        // only the hour of a range before it ("15h-18h", "9h30-11h") makes it a range's dash.
        if start > 1, !tokens[start].spaced, Self.dashes.contains(where: tokens[start - 1].isSymbol), !tokens[start - 1].spaced,
           tokens[start - 2].kind == .word,
           !(Self.hourLetters.contains(tokens[start - 2].key) && start > 2 && tokens[start - 3].kind == .number && !tokens[start - 2].spaced) {
            return false
        }
        guard end < tokens.count, !tokens[end].spaced else { return true }
        if Self.dashes.contains(where: tokens[end].isSymbol) { return true }
        return endsFree(at: end, in: tokens)
    }

    /// Whether the count at `i` is a word of its own: not written against a word, a sign or a
    /// path before it (`v2h`, `#2h`, `x/2h`, `1/2h`), an opening bracket aside.
    private func standsFree(before i: Int, in tokens: [Token]) -> Bool {
        guard i > 0, !tokens[i].spaced else { return true }
        let mark = tokens[i - 1]
        if mark.isSymbol("(") || mark.isSymbol("[") { return true }
        // "Write report -2h", "Отчёт —2ч", "report—2h": a dash after a word sets the length apart,
        // as "report - 2h" does; a hyphen inside a name (`F-16`, `MiG-29`) does not.
        guard i >= 2, tokens[i - 2].kind == .word, Self.dashes.contains(where: mark.isSymbol) else { return false }
        return mark.spaced || !mark.isSymbol("-")
    }

    /// Whether the words before `i` make a length something other than how long the work
    /// takes: a time's preposition ("at", "в", "o"), a connector that composes a length into a
    /// moment, a span or a length of its own ("in", "через", "za", "for", "после", "~"), or a
    /// dash after a number or a time (the other end of a range, "9h30 - 11h").
    private func lengthComposes(before i: Int, in tokens: [Token]) -> Bool {
        guard i > 0 else { return false }
        let before = tokens[i - 1]
        if before.kind == .symbol {
            guard Self.rangeSigns.contains(where: before.isSymbol) else { return false }
            guard i >= 2 else { return before.isSymbol("~") }
            let end = tokens[i - 2]
            return before.isSymbol("~") || end.kind == .number
                || end.kind == .word && !end.spaced && i >= 3 && tokens[i - 3].kind == .number
        }
        // "Jul 18, 2014 19h": a count after a number is no length of its own.
        if before.kind == .number { return true }
        // A tag, a project, a priority before it ("call mom #family 2h") say nothing of it.
        guard before.kind == .word else { return false }
        if Lexicon.hourPrepositions.contains(before.key) || Lexicon.datePrepositions.contains(before.key) { return true }
        // A connector of one to three words that ends right before the count.
        for start in max(0, i - 3)..<i {
            if let joiner = Lexicon.connectors.longestMatch(tokens, at: start), start + joiner.length == i,
               !joiner.value.isDisjoint(with: Self.joinersBeforeALength) {
                return true
            }
        }
        return false
    }

    /// Whether the length that ends at `end` ends its word: the end, a space, or a closing mark
    /// with a space or the end after it ("2h,", "2h.", "(2h)"), not `2h2`, `2h/week`, `2h.md`.
    private func endsFree(at end: Int, in tokens: [Token]) -> Bool {
        guard end < tokens.count, !tokens[end].spaced else { return true }
        guard Self.closingMarks.contains(where: tokens[end].isSymbol) else { return false }
        return end + 1 == tokens.count || tokens[end + 1].spaced || tokens[end + 1].kind == .symbol
    }

    /// The short units a compact length is written in beside `minuteLetters`, spaced or not.
    static let shortUnits: KeySet = ["h", "hr", "hrs", "min", "mins", "ч", "мин", "godz"]
    /// The letters of the hour-letter clock notation ("15h", "17ч").
    static let hourLetters: KeySet = ["h", "ч"]
    static let rangeSigns: [Unicode.Scalar] = ["-", "–", "—", "/", "~"]
    static let dashes: [Unicode.Scalar] = ["-", "–", "—"]
    static let setApartMarks: [Unicode.Scalar] = [",", ";", ":", "-", "–", "—", "(", "["]
    /// Before an hour-letter clock written against them: a bracket, or a range's dash.
    static let openingMarks: [Unicode.Scalar] = ["(", "[", "-", "–", "—"]
    static let closingMarks: [Unicode.Scalar] = [",", ".", ";", ")", "]", "!", "?"]
    /// Connectors before a count that compose it into something other than an estimate.
    /// A hedge ("примерно 2ч", "roughly 2h") is none: the length is still the work's.
    static let joinersBeforeALength: Connector = [.fromNow, .later, .after, .before, .rangeFrom, .dash, .toTheSameKind,
                                                  .openAfter, .lasting, .past, .firstOf, .waitUntil, .since, .of]
    /// Connectors after a length that compose it into a moment ("2h ago", "2h before the call").
    static let joinersAfterALength: Connector = [.ago, .later, .before, .after]
}
