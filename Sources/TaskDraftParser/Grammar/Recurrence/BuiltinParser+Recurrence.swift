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
        if let (rule, _) = reader.habitException(after: reading) {
            return Match(length: reading.tokens.count, finding: .recurrence(rule))
        }
        var warning: ParserWarning?
        if reading.daysWereChosen {
            warning = .repeatDaysChosen(written: written(tokens[reading.tokens]), rrule: reading.rule.rrule)
        } else if let exception = reader.unreadException(at: reader.habitTimeEnd(after: reading) ?? reading.tokens.upperBound) {
            warning = .exceptionNotInRepeat(written: written(tokens[exception]))
        }
        let finding: Finding = reading.quarterMonth.map { .recurrenceInQuarters(reading.rule, month: $0) } ?? .recurrence(reading.rule)
        return Match(length: reading.tokens.count, finding: finding, warning: warning)
    }

    /// The weekdays a daily habit leaves out after its part of the day ("except Sunday" of
    /// "every morning except Sunday"): taken into the habit's rule by `recurrence(at:)`, and
    /// no words of the title.
    func habitException(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        guard i >= 2, Lexicon.recurrencePartsOfDay[tokens[i - 1].key] != nil || Lexicon.partsOfDay[tokens[i - 1].key] != nil
        else { return nil }
        let reader = RecurrenceReader(tokens: tokens, today: context.today)
        // The habit's head: "every", "codziennie", "по"; "each and every".
        for start in [i - 2, i - 3] where start >= 0 {
            guard let reading = RecurrenceGrammar.longestReading(in: tokens, from: start, today: context.today),
                  reading.tokens.upperBound == i - 1, let (_, exception) = reader.habitException(after: reading),
                  exception.lowerBound == i else { continue }
            return Match(length: exception.count, finding: .filler)
        }
        return nil
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
