import TaskDraftKit

extension BuiltinParser {
    /// A weekend said with the word that picks it: "this weekend", "next weekend", "last
    /// weekend", "в эти выходные", "на следующих выходных", "w przyszły weekend"; or counted in a
    /// month: "the last weekend of October", "первые выходные мая", "ostatni weekend
    /// października 2027", "the first weekend of the month". A weekend starts and is due on its
    /// Saturday, as the bare "weekend" (`DaySpec.weekend`). "В выходные дни" and "на выходные
    /// дни" are the weekend with its noun, one phrase, where "дни" was left in the title.
    func weekend(at i: Int, in tokens: [Token]) -> Match? {
        // "в выходные дни", "на выходные дни": the weekend with its noun "days", one phrase.
        if i + 2 < tokens.count, tokens[i].key == "в" || tokens[i].key == "во" || tokens[i].key == "на",
           tokens[i + 1].key == "выходные",
           Self.weekendDayNouns.contains(tokens[i + 2].key) {
            return Match(length: 3, finding: .day(.weekend))
        }
        var k = i
        if tokens[k].key == "the" { k += 1 }
        // "this coming weekend", "w ten nadchodzący weekend": "this" adds nothing to the word after it.
        if k + 2 < tokens.count, Lexicon.thisModifiers.contains(tokens[k].key), Lexicon.comingModifiers.contains(tokens[k + 1].key) {
            k += 1
        }
        guard k + 1 < tokens.count, Self.weekendNouns.contains(tokens[k + 1].key) else { return nil }
        let word = tokens[k].key
        let afterNoun = k + 2
        let count: Int
        if let n = Lexicon.ordinals[word] ?? Self.pluralOrdinals[word], (1...4).contains(n) {
            count = n
        } else if Lexicon.lastModifiers.contains(word) || Self.lastWeekendWords.contains(word) {
            count = -1
        } else if Lexicon.upcomingWords.contains(word) || Lexicon.comingModifiers.contains(word) || Lexicon.thisModifiers.contains(word)
                    || Self.theseWords.contains(word) {
            return Match(length: afterNoun - i, finding: .day(.weekend))
        } else if Lexicon.nextModifiers.contains(word) {
            return Match(length: afterNoun - i, finding: .day(.weekendOf(.nextWeek)))
        } else {
            return nil
        }
        // "the last weekend of October", "первые выходные мая", "ostatni weekend miesiąca".
        if let (length, month, year) = monthAfter(afterNoun, in: tokens) {
            let saturday = DaySpec.nthWeekday(count, .saturday, month: month, year: year, monthOffset: 0)
            return Match(length: afterNoun + length - i, finding: .day(.weekendOf(saturday)))
        }
        // "last weekend", "прошлые выходные", "zeszły weekend": the one of last week.
        guard count == -1 else { return nil }
        return Match(length: afterNoun - i, finding: .day(.weekendOf(.lastWeek)))
    }

    /// A month named after a counted weekend, with "of"/"in" before it and its year after it:
    /// "of October", "in October 2017", "мая", "października", "of the month", "этого месяца".
    /// The month is nil for this month.
    private func monthAfter(_ start: Int, in tokens: [Token]) -> (length: Int, month: Int?, year: Int?)? {
        var k = start
        if k < tokens.count, tokens[k].key == "of" || tokens[k].key == "in" { k += 1 }
        if k < tokens.count, tokens[k].key == "the" || Lexicon.thisModifiers.contains(tokens[k].key) { k += 1 }
        guard k < tokens.count, tokens[k].kind == .word else { return nil }
        if Lexicon.periodNouns[tokens[k].key] == .month { return (k + 1 - start, nil, nil) }
        guard let month = Lexicon.months[tokens[k].key] else { return nil }
        k += 1
        if k < tokens.count, tokens[k].kind == .number, tokens[k].digits == 4, let year = tokens[k].number, (1900...2999).contains(year) {
            return (k + 1 - start, month, year)
        }
        return (k - start, month, nil)
    }

    static let weekendNouns: KeySet = ["weekend", "week-end", "wkend", "выходные", "выходных", "weekendzie", "weekendu",
                                       "wekend", "wekendzie"]
    /// "дни" of "в выходные дни", "дням" of "по выходным дням": the weekend's days, said with it.
    static let weekendDayNouns: KeySet = ["дни", "дням"]
    /// "последние выходные октября": the last of them, in the plural a weekend takes in Russian.
    static let lastWeekendWords: KeySet = ["последние", "последних"]
    /// "эти выходные", "этих выходных": the plural a weekend takes in Russian.
    static let theseWords: KeySet = ["эти", "этих"]
    /// Ordinals in the plural a weekend takes in Russian: "первые выходные", "во вторых выходных".
    static let pluralOrdinals: KeyTable<Int> = ["первые": 1, "первых": 1, "вторые": 2, "вторых": 2, "третьи": 3, "третьих": 3,
                                                "четвертые": 4, "четвертых": 4]
}
