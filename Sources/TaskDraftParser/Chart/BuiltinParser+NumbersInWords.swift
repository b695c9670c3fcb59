import TaskDraftKit

/// Dates said in cardinal words: a day ("twenty five January", "January twenty five",
/// "fifteen August") and a year ("nineteen eighty six", "nineteen hundred ninety three",
/// "two thousand and thirty two"). A year in words is a part: it means a year only after a
/// date (`Compositions`: "a date in a year"), since "nineteen eighty" alone is a count.
extension BuiltinParser {
    /// A number from 0 to 99 in words: "five", "fifteen", "eighty six", "eighty-six". Not the
    /// vague counts ("a", "couple", "few"), which are no day and no part of a year.
    func numberInWords(at i: Int, in tokens: [Token]) -> (value: Int, length: Int)? {
        guard i < tokens.count, tokens[i].kind == .word else { return nil }
        let key = tokens[i].key
        if let n = Lexicon.numberWords[key], !Self.vagueNumbers.contains(key), n <= 99 {
            if n >= 20, n % 10 == 0, i + 1 < tokens.count, tokens[i + 1].kind == .word, let unit = Self.unitNumber(tokens[i + 1].key) {
                return (n + unit, 2)
            }
            return (n, 1)
        }
        // "eighty-six", written as one word.
        let bytes = key.text.utf8
        guard let hyphen = bytes.firstIndex(of: UInt8(ascii: "-")),
              let tens = Lexicon.numberWords[Key(String(Substring(key.text.utf8[..<hyphen])))], tens >= 20, tens % 10 == 0, tens <= 90,
              let unit = Self.unitNumber(Key(String(Substring(key.text.utf8[bytes.index(after: hyphen)...])))) else { return nil }
        return (tens + unit, 1)
    }

    /// A year said in words, 1000–2999: "nineteen eighty six", "twenty twenty one", "nineteen oh
    /// five", "seventeen hundred thirty three", "nineteen hundred and ninety three", "two thousand",
    /// "two thousand and thirty two".
    func yearInWords(at i: Int, in tokens: [Token]) -> (year: Int, length: Int)? {
        func key(_ k: Int) -> Key? { i + k < tokens.count ? tokens[i + k].key : nil }
        guard let (first, firstLength) = numberInWords(at: i, in: tokens) else { return nil }
        var k = firstLength
        // "two thousand [and] thirty two"
        if (1...2).contains(first), key(k) == "thousand" {
            k += 1
            var year = first * 1000
            let and = key(k) == "and" ? 1 : 0
            if let (rest, length) = numberInWords(at: i + k + and, in: tokens) {
                year += rest
                k += and + length
            }
            return (year, k)
        }
        // "nineteen hundred [and] ninety three", "seventeen hundred"
        if (10...29).contains(first), key(k) == "hundred" {
            k += 1
            var year = first * 100
            let and = key(k) == "and" ? 1 : 0
            if let (rest, length) = numberInWords(at: i + k + and, in: tokens) {
                year += rest
                k += and + length
            }
            return (year, k)
        }
        // "nineteen eighty six", "twenty twenty", "nineteen oh five": the century's number then
        // the year's, which is two digits' worth ("nineteen five" is no year). Not "eleven
        // thirty" or "twelve fifteen", which are clock times.
        guard (13...29).contains(first) else { return nil }
        if key(k) == "oh" || key(k) == "o", let (unit, length) = numberInWords(at: i + k + 1, in: tokens), (1...9).contains(unit) {
            return (first * 100 + unit, k + 1 + length)
        }
        guard let (rest, length) = numberInWords(at: i + k, in: tokens), rest >= 10 else { return nil }
        return (first * 100 + rest, k + length)
    }

    /// "twenty five January", "fifteen August", "the twenty five of May", "January twenty five":
    /// a day of the month in cardinal words beside the month's name. A month that is also a
    /// common word ("may", "mar") does not count, and neither does a day before a word that
    /// makes it a count ("two March tickets").
    func dayInWordsDate(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        func month(at k: Int) -> Int? {
            guard let token = at(k), !Lexicon.ambiguousMonths.contains(token.key) else { return nil }
            return Lexicon.months[token.key]
        }
        // Day first: "twenty five January", "fifteen of August".
        if let (day, length) = numberInWords(at: i, in: tokens), (1...31).contains(day) {
            var m = length
            if at(m)?.key == "of" { m += 1 }
            guard let month = month(at: m), CivilDate.validated(year: 2000, month: month, day: day) != nil,
                  closesADate(after: i + m + 1, in: tokens) else { return nil }
            return Match(length: m + 1, finding: .day(.date(month: month, day: day, year: nil)))
        }
        // Month first: "January twenty five".
        guard let month = month(at: 0), let (day, length) = numberInWords(at: i + 1, in: tokens), (1...31).contains(day),
              CivilDate.validated(year: 2000, month: month, day: day) != nil, closesADate(after: i + 1 + length, in: tokens) else {
            return nil
        }
        return Match(length: 1 + length, finding: .day(.date(month: month, day: day, year: nil)))
    }

    /// Whether what follows a date in words leaves it a date: the end, punctuation, a number, a
    /// year in words, or a word of dates and times; not a noun it would count.
    private func closesADate(after i: Int, in tokens: [Token]) -> Bool {
        guard i < tokens.count else { return true }
        let token = tokens[i]
        if token.kind != .word { return true }
        return isDateOrTimeWord(token.key) || Lexicon.functionWords.contains(token.key) || Lexicon.joiners.contains(token.key)
            || yearInWords(at: i, in: tokens) != nil
    }
}
