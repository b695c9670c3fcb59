import TaskDraftKit

extension BuiltinParser {
    /// A repeat rule said in words: `RecurrenceGrammar`'s longest reading from token `i`, the
    /// chart's "repeat rule" leaf. A cadence word alone before a noun names a kind of thing
    /// ("weekly report"), not a habit; before its start ("monthly starting January 1") it repeats.
    func recurrence(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        guard RecurrenceGrammar.mayStart(tokens[i]),
              let reading = RecurrenceGrammar.longestReading(in: tokens, from: i, today: context.today) else { return nil }
        if reading.tokens.count == 1, RecurrenceVocabulary.adjectives.contains(tokens[i].key), i + 1 < tokens.count,
           tokens[i + 1].kind == .word, !isDateOrTimeWord(tokens[i + 1].key), !startsMoment(at: i + 1, in: tokens) {
            return nil
        }
        let reader = RecurrenceReader(tokens: tokens, today: context.today)
        let timeEnd = timeEnd(after: reading, reader: reader, in: tokens, context: context)
        if let timeEnd, let (rule, _) = reader.exception(after: reading, timeEndingAt: timeEnd) {
            return Match(length: reading.tokens.count, finding: .recurrence(rule))
        }
        var warning: ParserWarning?
        if reading.daysWereChosen {
            warning = .repeatDaysChosen(written: written(tokens[reading.tokens]), rrule: reading.rule.rrule)
        } else if let exception = reader.unreadException(at: timeEnd ?? reading.tokens.upperBound) {
            warning = .exceptionNotInRepeat(written: written(tokens[exception]))
        }
        let finding: Finding = reading.quarterMonth.map { .recurrenceInQuarters(reading.rule, month: $0) } ?? .recurrence(reading.rule)
        return Match(length: reading.tokens.count, finding: finding, warning: warning)
    }

    /// The weekdays a daily or working-day rule leaves out after its time ("except Sunday" of
    /// "every morning except Sunday", "except Fridays" of "every weekday at 8am except Fridays"):
    /// taken into the rule by `recurrence(at:)`, and no words of the title.
    func exceptionAfterTime(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        // "except", "кроме", ", except", "but not": one look-up for most tokens.
        let first = tokens[i].key == "," ? i + 1 : i
        guard i >= 2, first + 1 < tokens.count, RecurrenceVocabulary.exceptWords.contains(tokens[first].key)
                || tokens[first].key == "but" && tokens[first + 1].key == "not" else { return nil }
        let reader = RecurrenceReader(tokens: tokens, today: context.today)
        // The rule's head ("every", "codziennie", "по", "each and every") and the time after the
        // rule ("morning", "at 8am", "в 8 утра", "at 8am and 8pm") are a few tokens each.
        for ruleEnd in stride(from: i - 1, through: max(1, i - 9), by: -1) {
            for start in stride(from: ruleEnd - 1, through: max(0, ruleEnd - 4), by: -1) {
                guard let reading = RecurrenceGrammar.longestReading(in: tokens, from: start, today: context.today),
                      reading.tokens.upperBound == ruleEnd,
                      timeEnd(after: reading, reader: reader, in: tokens, context: context) == i,
                      let (_, exception) = reader.exception(after: reading, timeEndingAt: i) else { continue }
                return Match(length: exception.count, finding: .filler)
            }
        }
        return nil
    }

    /// The token after the time said right after a repeat rule: a daily habit's part of the day
    /// ("morning" of "every morning") or clock times ("at 8am", "в 8 утра", "o 8", "at 8am and
    /// 8pm"); nil when none stands there.
    private func timeEnd(after reading: RecurrenceReading, reader: RecurrenceReader, in tokens: [Token],
                         context: ReadingContext) -> Int? {
        if let end = reader.habitTimeEnd(after: reading) { return end }
        guard var end = clockEnd(at: reading.tokens.upperBound, in: tokens, context: context) else { return nil }
        while end + 1 < tokens.count, RecurrenceVocabulary.andWords.contains(tokens[end].key),
              let next = clockEnd(at: end + 1, in: tokens, context: context) {
            end = next
        }
        return end
    }

    /// The token after a clock time at `j`, its preposition before it and "in the morning" after it.
    private func clockEnd(at start: Int, in tokens: [Token], context: ReadingContext) -> Int? {
        var j = start
        if j < tokens.count, tokens[j].kind == .word, Lexicon.clockPrepositions.contains(tokens[j].key) { j += 1 }
        guard j < tokens.count else { return nil }
        let clock = tokens[j].kind == .number ? numberLed(at: j, in: tokens, context: context) : clockWords(at: j, in: tokens)
        guard let clock, case .time = clock.finding else { return nil }
        var end = j + clock.length
        // "at 8 in the morning": the part of the day that says which 8.
        if end + 2 < tokens.count, tokens[end].key == "in", tokens[end + 1].key == "the", Lexicon.partsOfDay[tokens[end + 2].key] != nil {
            end += 3
        }
        return end
    }

    /// Tokens as they were written, spaced as they were.
    func written(_ tokens: ArraySlice<Token>) -> String {
        tokens.enumerated().map { ($0.offset > 0 && $0.element.spaced ? " " : "") + $0.element.text }.joined()
    }

    /// Whether a start's word opens a moment at `k` ("starting January 1", "from Monday"), not
    /// a person ("from Anna").
    private func startsMoment(at k: Int, in tokens: [Token]) -> Bool {
        guard let (length, connector) = Lexicon.connectors.longestMatch(tokens, at: k), connector.contains(.openAfter),
              k + length < tokens.count else { return false }
        let next = tokens[k + length]
        return next.kind == .number || (next.kind == .word && isDateOrTimeWord(next.key))
    }

    /// The part of the day a daily habit names after its "every" or "по" ("every morning",
    /// "каждое утро", "co wieczór", "по вечерам"): the habit's time.
    func habitPartOfDay(at i: Int, in tokens: [Token]) -> Match? {
        guard i > 0, let part = Lexicon.recurrencePartsOfDay[tokens[i].key],
              RecurrenceVocabulary.every.contains(tokens[i - 1].key) || tokens[i - 1].key == "по" else { return nil }
        return Match(length: 1, finding: .time(.named(part)))
    }
}
