import TaskDraftKit

/// A repeat rule read from words, and the tokens that said it.
struct RecurrenceReading: Sendable {
    let rule: Recurrence
    let tokens: Range<Int>
    /// The days of the rule were chosen, not said ("twice a week").
    var daysWereChosen = false
    /// The month of each calendar quarter its days fall in (`RecurrencePhrase.quarterMonth`).
    var quarterMonth: Int? = nil
}

/// Words → RRULE: repeat rules as people say them in English, Russian and Polish, read as a
/// small grammar over the parser's tokens (`RecurrenceReader`, words in `RecurrenceVocabulary`).
///
/// A phrase is a head that makes it repeat — "every"/"каждый"/"co" with an interval, a unit, a
/// weekday or a place in the month ("every other Tuesday", "каждые 2 недели", "co drugi
/// piątek", "every last Friday"); a one-word cadence ("fortnightly", "ежеквартально"); "раз в
/// две недели", "once a month", "raz na kwartał"; plural weekdays ("on Mondays", "по средам",
/// "w poniedziałki"); a place in every month ("the last Friday of the month", "в последний
/// рабочий день месяца", "15-го числа каждого месяца") — then, in any order, the days of each
/// period ("on Tuesday", "on the 1st and 15th", "в последнюю пятницу", "14 marca", "in March",
/// "of September"), "of the month", and an end ("until 31 December", "до 1 июня 2027",
/// "for 5 times", "10 раз", "5 razy"). Every reading is a rule the RRULE codec accepts.
public enum RecurrenceGrammar {
    /// The longest repeat rule the tokens from `start` on say, and the tokens it spans; nil
    /// when none starts there. `today` gives an end date said without its year its year.
    static func longestReading(in tokens: [Token], from start: Int, today: CivilDate) -> RecurrenceReading? {
        guard start < tokens.count, mayStart(tokens[start]) else { return nil }
        return RecurrenceReader(tokens: tokens, today: today).longest(from: start)
    }

    /// Whether a repeat rule can start at the token: a number ("15-го числа каждого месяца")
    /// or a word that opens one. Most words of a sentence stop here.
    static func mayStart(_ token: Token) -> Bool {
        token.kind == .number || (token.kind == .word && Lexicon.recurrenceOpeners.contains(token.key))
    }

    /// A whole text read as one repeat rule ("every other Tuesday", "каждый месяц в последнюю
    /// пятницу", "co 2 tygodnie we wtorek"): what `edit --recur` and the REPL's repeats field
    /// take. Nil unless the rule is all the text says.
    public static func rule(of text: String, today: CivilDate) -> Recurrence? {
        let tokens = Tokenizer.tokenize(text)
        guard let reading = longestReading(in: tokens, from: 0, today: today), reading.tokens.upperBound == tokens.count else {
            return nil
        }
        return reading.rule
    }
}
