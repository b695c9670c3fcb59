import TaskDraftKit

extension BuiltinParser {
    /// The tokens of a Russian count of days or nights that Russian says as it says an hour
    /// ("2 дня" is two days and 2 p.m., "3 ночи" three nights and 3 a.m.), where the words
    /// around it say a count: after "на" ("Взять отпуск на 2 дня", "Уехать на три дня",
    /// "Снять квартиру на 3 ночи": for how long) or before the noun whose days they are, with no
    /// preposition before ("Взять 2 дня отпуска"). Kept in the title with no time, as "на 5 дней"
    /// is; the hour is said with "в" ("в 2 дня", "в 3 ночи") or with "часа" between ("на 3
    /// часа дня"), and after "на" too where an alarm, a call or a taxi is set for it ("Поставить
    /// будильник на 3 ночи", `setForAnHour`). "за 2 дня" is a span of its own (`countsDays`).
    /// Nil elsewhere.
    func countOfDaysLength(at i: Int, in tokens: [Token]) -> Int? {
        guard i + 1 < tokens.count, let count = tokens[i].number ?? Lexicon.numberWords[tokens[i].key],
              tokens[i].kind == .number ? tokens[i].digits <= 2 : true, (2...4).contains(count % 10), count < 5 || count > 20,
              tokens[i + 1].spaced, let unit = Self.daysOrNights[tokens[i + 1].key] else { return nil }
        let before = i > 0 && tokens[i - 1].kind == .word ? tokens[i - 1].key : nil
        let after = i + 2 < tokens.count && tokens[i + 2].kind == .word ? tokens[i + 2].key : nil
        // "на 3 дня с 10 декабря", "через 2 дня после встречи": a length from or to a moment, a
        // span the chart reads whole.
        if after.map(Self.spanWordsAfterALength.contains) == true { return nil }
        // "Поставить будильник на 3 ночи", "Заказать такси на 3 ночи": the hour it rings or comes.
        if before == "на" { return setForAnHour(after: i - 1, in: tokens) == nil ? 2 : nil }
        // "2 дня отпуска": a lower-case noun of the title after the days, and no preposition of
        // time or span before them ("в 2 дня встреча" is the hour, "через 2 дня" a span).
        guard unit == .days, before.map({ !Lexicon.datePrepositions.contains($0) && !Self.spanWordsBeforeALength.contains($0) }) ?? true,
              i + 2 < tokens.count, tokens[i + 2].spaced, tokens[i + 2].text.first?.isLowercase == true,
              isContentWord(at: i + 2, in: tokens) else { return nil }
        return 2
    }

    /// Words after a length that say the moment it runs from or to: "с", "после", "до".
    static let spanWordsAfterALength: KeySet = ["с", "со", "от", "после", "спустя", "до", "перед", "назад", "начиная", "по"]

    /// Words before a length that make it a span from now: "через 2 дня", "спустя 2 дня".
    static let spanWordsBeforeALength: KeySet = ["через", "спустя", "за"]

    enum DaysOrNights { case days, nights }

    /// "дня" and "ночи", the genitive after two to four that is also an hour's half of the day.
    static let daysOrNights: KeyTable<DaysOrNights> = ["дня": .days, "ночи": .nights]
}
