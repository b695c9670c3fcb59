import TaskDraftKit

/// A half of a year: "the first half of 2027", "H2 2027", "2019 H2", "2019-H2", "the second half
/// of next year", "первое полугодие 2027 года", "во второй половине 2027 года", "drugie półrocze
/// 2027", "w pierwszej połowie 2027 roku". A span: January to June, or July to December; the
/// task starts on its first day and is due on its last. Without a year it is this year's half,
/// or next year's once it is over.
extension BuiltinParser {
    func halfOfYear(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let today = context.today
        func span(_ half: Int, _ year: Int?, length: Int) -> Match {
            var y = year ?? today.year
            if year == nil, CivilDate(year: y, month: 6 * half, day: 1).lastDayOfMonth < today { y += 1 }
            return Match(length: length, finding: .interval(start: Moment(day: .date(month: 6 * half - 5, day: 1, year: y)),
                                                           end: Moment(day: .lastDayOfMonth(month: 6 * half, year: y))))
        }
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
        // "H1 2027", "h2": the letter and the digit written together.
        if tokens[i].key == "h", let n = at(1)?.number, at(1)?.spaced == false, at(1)?.digits == 1, n == 1 || n == 2 {
            if let (y, length) = year(at: 2) { return span(n, y, length: 2 + length) }
            return nil
        }
        // "2019 H2", "2019-H2".
        if tokens[i].digits == 4, let y = tokens[i].number, (1900...2999).contains(y) {
            var k = 1
            if at(k)?.isSymbol("-") == true, at(k)?.spaced == false { k += 1 }
            guard at(k)?.key == "h", let n = at(k + 1)?.number, at(k + 1)?.spaced == false, at(k + 1)?.digits == 1,
                  n == 1 || n == 2 else { return nil }
            return span(n, y, length: k + 2)
        }
        // "the first half of 2027", "первое полугодие", "druga połowa 2027 roku".
        var k = tokens[i].key == "the" ? 1 : 0
        guard let ordinal = at(k), let n = Self.halfOrdinals[ordinal.key], let noun = at(k + 1) else { return nil }
        k += 2
        if Self.halfNouns.contains(noun.key) {
            // "полугодие" names the half of a year by itself.
            if let (y, length) = year(at: k) { return span(n, y, length: k + length) }
            return span(n, nil, length: k)
        }
        guard Self.halfOfNouns.contains(noun.key) else { return nil }
        if at(k)?.key == "of" { k += 1 }
        if at(k)?.key == "the", at(k + 1)?.key == "year" { return span(n, nil, length: k + 2) }
        guard let (y, length) = year(at: k) else { return nil }
        return span(n, y, length: k + length)
    }

    static let halfOrdinals: KeyTable<Int> = [
        "first": 1, "second": 2, "1st": 1, "2nd": 2,
        "первое": 1, "первом": 1, "первая": 1, "первой": 1, "первую": 1, "второе": 2, "втором": 2, "вторая": 2,
        "второй": 2, "вторую": 2,
        "pierwsze": 1, "pierwszym": 1, "pierwsza": 1, "pierwszej": 1, "drugie": 2, "drugim": 2, "druga": 2, "drugiej": 2,
    ]
    /// "полугодие", "półrocze": a half of a year by itself.
    static let halfNouns: KeySet = ["полугодие", "полугодии", "полугодия", "półrocze", "półroczu", "półrocza",
                                    "polrocze", "polroczu"]
    /// "half", "половина", "połowa": a half of the year named after it.
    static let halfOfNouns: KeySet = ["half", "половина", "половине", "половину", "połowa", "połowie", "połowę",
                                      "polowa", "polowie"]
}
