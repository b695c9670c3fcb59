import TaskDraftKit

/// A half of a year: "the first half of 2027", "H2 2027", "2019 H2", "2019-H2", "the second half
/// of next year", "первое полугодие 2027 года", "во второй половине 2027 года", "drugie półrocze
/// 2027", "w pierwszej połowie 2027 roku". A span: January to June, or July to December; the
/// task starts on its first day and is due on its last. Without a year it is this year's half,
/// or next year's once it is over. Its end ("до конца второго полугодия", "do końca drugiego
/// półrocza", "by the end of H2") is a deadline at the end of its last working day, as a
/// quarter's is.
extension BuiltinParser {
    func halfOfYear(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        let opener = Lexicon.monthEndOpeners.longestMatch(tokens, at: i)?.length ?? 0
        if opener > 0 {
            let the = i + opener < tokens.count && tokens[i + opener].key == "the" ? 1 : 0
            guard let (n, year, length) = half(at: i + opener + the, in: tokens, context: context, afterAnEnd: true)
            else { return nil }
            return Match(length: opener + the + length,
                         finding: .periodEndDeadline(.lastDayOfMonth(month: 6 * n, year: year)))
        }
        guard let (n, said, length) = half(at: i, in: tokens, context: context, afterAnEnd: false) else { return nil }
        let today = context.today
        let y = DayResolver.rolledYear(said, today: today) { CivilDate(year: $0, month: 6 * n, day: 1).lastDayOfMonth }
        return Match(length: length, finding: .interval(start: Moment(day: .date(month: 6 * n - 5, day: 1, year: y)),
                                                        end: Moment(day: .lastDayOfMonth(month: 6 * n, year: y))))
    }

    /// The half said from `i`: its number, its year when one is said, and the tokens it takes.
    /// "H2" alone and the genitive ordinals are read only `afterAnEnd` ("by the end of H2", "до
    /// конца второго полугодия"): elsewhere "H2" is as often a name.
    private func half(at i: Int, in tokens: [Token], context: ReadingContext, afterAnEnd: Bool)
        -> (half: Int, year: Int?, length: Int)? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let today = context.today
        /// A year at `k` ("2027", "2027 года", "2027 r.", "next year", "this year"): the year and the tokens it takes.
        func year(at k: Int) -> (Int, Int)? {
            if let token = at(k), token.digits == 4, let y = token.number, (1900...2999).contains(y) {
                var length = 1
                if Self.isYearWord(at(k + 1)) {
                    length += 1
                    if at(k + 2)?.isSymbol(".") == true { length += 1 }
                }
                return (y, length)
            }
            var j = k
            if at(j)?.key == "the" { j += 1 }
            if let word = at(j), let shift = Self.yearShifts[word.key], at(j + 1)?.key == "year" {
                return (today.year + shift, j + 2 - k)
            }
            return nil
        }
        guard let first = at(0) else { return nil }
        // "H1 2027", "h2": the letter and the digit written together.
        if first.key == "h", let n = at(1)?.number, at(1)?.spaced == false, at(1)?.digits == 1, n == 1 || n == 2 {
            if let (y, length) = year(at: 2) { return (n, y, 2 + length) }
            return afterAnEnd ? (n, nil, 2) : nil
        }
        // "2019 H2", "2019-H2".
        if first.digits == 4, let y = first.number, (1900...2999).contains(y) {
            var k = 1
            if at(k)?.isSymbol("-") == true, at(k)?.spaced == false { k += 1 }
            guard at(k)?.key == "h", let n = at(k + 1)?.number, at(k + 1)?.spaced == false, at(k + 1)?.digits == 1,
                  n == 1 || n == 2 else { return nil }
            return (n, y, k + 2)
        }
        // "the first half of 2027", "первое полугодие", "druga połowa 2027 roku".
        var k = first.key == "the" ? 1 : 0
        guard let ordinal = at(k), let noun = at(k + 1),
              let n = Self.halfOrdinals[ordinal.key] ?? (afterAnEnd ? Self.halfOrdinalsAfterAnEnd[ordinal.key] : nil)
        else { return nil }
        k += 2
        if Self.halfNouns.contains(noun.key) {
            // "полугодие" names the half of a year by itself.
            if let (y, length) = year(at: k) { return (n, y, k + length) }
            return (n, nil, k)
        }
        guard Self.halfOfNouns.contains(noun.key) else { return nil }
        if at(k)?.key == "of" { k += 1 }
        if at(k)?.key == "the", at(k + 1)?.key == "year" { return (n, nil, k + 2) }
        if let (y, length) = year(at: k) { return (n, y, k + length) }
        // "во второй половине года", "w drugiej połowie roku": this year's half.
        return Self.isYearWord(at(k)) ? (n, nil, k + 1) : nil
    }

    static let halfOrdinals: KeyTable<Int> = [
        "first": 1, "second": 2, "1st": 1, "2nd": 2,
        "первое": 1, "первом": 1, "первая": 1, "первой": 1, "первую": 1, "второе": 2, "втором": 2, "вторая": 2,
        "второй": 2, "вторую": 2,
        "pierwsze": 1, "pierwszym": 1, "pierwsza": 1, "pierwszej": 1, "drugie": 2, "drugim": 2, "druga": 2, "drugiej": 2,
    ]
    /// "второго полугодия", "drugiego półrocza": the genitive a half takes after its end's words.
    /// Without them it is the half something is of ("отчёт второго полугодия", "raport z
    /// drugiego półrocza"), no date.
    static let halfOrdinalsAfterAnEnd: KeyTable<Int> = ["первого": 1, "второго": 2, "pierwszego": 1, "drugiego": 2]
    /// "полугодие", "półrocze": a half of a year by itself.
    static let halfNouns: KeySet = ["полугодие", "полугодии", "полугодия", "półrocze", "półroczu", "półrocza",
                                    "polrocze", "polroczu"]
    /// "half", "половина", "połowa": a half of the year named after it.
    static let halfOfNouns: KeySet = ["half", "половина", "половине", "половину", "половины", "połowa", "połowie", "połowę",
                                      "połowy", "polowa", "polowie", "polowy"]
}
