import TaskDraftKit

extension BuiltinParser {
    /// "the 2nd floor", "5th Avenue", "3rd place", "our 10th anniversary", "на 2-м этаже", "3-ю
    /// квартиру", "na 2gim piętrze": a number written with its ordinal ending before a noun that
    /// is no calendar word orders that noun and names no day of the month. How many tokens the
    /// number and its ending take at `i`, or nil where the ordinal may be a day: nothing, a
    /// calendar word or a function word after it ("on the 5th", "the 2nd of January", "on the
    /// 3rd at 5pm", "every 2nd Tuesday", "the 1st week of March", "the 21st century", "к 20-му
    /// числу", "o 15-stej godzinie"), a verb ("by the 20th submit the report"), a capitalised
    /// word with its possessive, the person whose thing it is ("on the 15th Anna's party", "by
    /// the 3rd Bob's report"; "5th Avenue" owns nothing), or an ending of the cases a Russian or
    /// Polish day of the month is said in, or a Polish hour's ("o 15-stej spotkanie"), whatever
    /// follows it ("до 15-го отчёт сдать", "na 15-go raport").
    func ordinalBeforeANoun(at i: Int, in tokens: [Token]) -> Int? {
        guard tokens[i].kind == .number, tokens[i].digits <= 2, case let ending = ordinalSuffixLength(after: i, in: tokens),
              ending > 0, case let written = tokens[i + ending].key, !Self.dayOfMonthEndings.contains(written),
              !Self.hourSuffixes.contains(written) else { return nil }
        let noun = i + ending + 1
        guard noun < tokens.count, tokens[noun].spaced, isContentWord(at: noun, in: tokens),
              !SplitLexicon.isVerb(tokens[noun].key), dayOfMonthNoun(at: noun, in: tokens) == 0, tokens[noun].key != "century",
              Lexicon.periodNouns[tokens[noun].key] == nil, !Lexicon.hourWords.contains(tokens[noun].key),
              !isCapitalisedPossessive(tokens[noun]) else { return nil }
        return 1 + ending
    }

    /// "Anna's", "Bob’s": a name with its possessive ending (the tokens fold ’ to '), but for a
    /// street's ("the 5th Avenue's corner" is still the avenue's number).
    private func isCapitalisedPossessive(_ token: Token) -> Bool {
        guard token.kind == .word, token.text.first?.isUppercase == true, token.key.text.hasSuffix("'s") else { return false }
        return !LexiconSource.addressWords.contains(Key(token.key.text.dropLast(2)))
    }

    /// The ordinal endings of a day of the month in Russian and Polish: the genitive ("до 15-го",
    /// "15-ого", "do 15-tego", "15go"), the dative ("к 20-му") and the accusative ("на 15-е").
    static let dayOfMonthEndings: KeySet = [
        "го", "ого", "его", "му", "ому", "ему", "е", "ое", "ее",
        "go", "ego", "tego", "szego", "giego", "ciego", "mego", "stego",
    ]
}
