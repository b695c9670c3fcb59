import TaskDraftKit

/// Dates as they are written rather than said: ISO 8601 dates and date-times
/// ("2027-03-14T09:45", "2027-03-14T09:45:00+02:00"), year-first dates with slashes or dots
/// ("2027/3/14", "2027.03.14", "2027/Mar/14", "2027-mar-14"), and a month with its year ("Oct
/// 2027", "March of 2027", "Oct-2027", "październik 2027").
extension BuiltinParser {
    func isoDateTime(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        func adjacent(_ k: Int) -> Bool { at(k).map { !$0.spaced } ?? false }
        guard let year = tokens[i].number, tokens[i].digits == 4, let separator = at(1), adjacent(1),
              separator.isSymbol("-") || separator.isSymbol("/") || separator.isSymbol("."),
              let month = at(2).flatMap({ $0.kind == .number && $0.digits <= 2 ? $0.number : Lexicon.months[$0.key] }),
              adjacent(2),
              at(3)?.isSymbol(like: separator) == true, adjacent(3),
              let day = at(4)?.number, at(4)!.digits <= 2, adjacent(4) else { return nil }
        guard let date = CivilDate.validated(year: year, month: month, day: day) else {
            return separator.isSymbol("-") ? impossibleDate(tokens[i..<(i + 5)]) : nil
        }
        // "T09:45", "T09:45:30", then "Z" or "+02:00".
        guard separator.isSymbol("-"), at(5)?.key == "t", adjacent(5), let hour = at(6)?.number, adjacent(6),
              at(7)?.isSymbol(":") == true, adjacent(7), let minute = at(8)?.number, adjacent(8),
              let time = LocalTime.validated(hour: hour, minute: minute) else {
            // A time written after a "T" that is no time leaves the date alone.
            return Match(length: 5, finding: .day(.date(month: date.month, day: date.day, year: date.year)))
        }
        var length = 9
        if at(9)?.isSymbol(":") == true, adjacent(9), at(10)?.number != nil, adjacent(10) { length = 11 }
        let spec = DaySpec.date(month: date.month, day: date.day, year: date.year)
        // A zone written with it: "Z", "+02:00", "-0500".
        if at(length)?.key == "z", adjacent(length) {
            return Match(length: length + 1, finding: .dayTime(spec, .zoned(time, offset: 0)))
        }
        if let sign = at(length), adjacent(length), sign.isSymbol("+") || sign.isSymbol("-"), let hh = at(length + 1)?.number,
           adjacent(length + 1) {
            var minutes = 0
            var used = 2
            if at(length + 1)!.digits == 4 {
                minutes = (hh / 100) * 60 + hh % 100
            } else if at(length + 2)?.isSymbol(":") == true, let mm = at(length + 3)?.number, adjacent(length + 3) {
                minutes = hh * 60 + mm
                used = 4
            } else {
                minutes = hh * 60
            }
            if minutes <= 14 * 60 {
                let offset = (sign.isSymbol("-") ? -1 : 1) * minutes * 60
                return Match(length: length + used, finding: .dayTime(spec, .zoned(time, offset: offset)))
            }
        }
        return Match(length: length, finding: .dayTime(spec, .exact(time)))
    }

    /// "Oct 2027", "March of 2027", "май 2027", "październik 2027 r.", "August twenty twenty seven":
    /// the month, due by its end.
    func monthAndYear(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        guard let month = Lexicon.months[tokens[i].key] else { return nil }
        var k = 1
        if at(k)?.isSymbol(".") == true, !at(k)!.spaced { k += 1 }
        if at(k)?.key == "of" || at(k)?.isSymbol(",") == true { k += 1 } else if let separator = at(k), !separator.spaced,
            separator.isSymbol("-") || separator.isSymbol("/"), at(k + 1)?.spaced == false { k += 1 }
        // "August two thousand and fifteen": the year in words; "April of 87": two digits after
        // "of" are a year (1969–2068, as POSIX reads two-digit years).
        if at(k)?.kind == .word, let (year, words) = yearInWords(at: i + k, in: tokens), (1900...2200).contains(year) {
            return Match(length: k + words, finding: .day(.month(month, year: year)))
        }
        if at(k - 1)?.key == "of", let short = at(k)?.number, at(k)!.digits == 2, at(k + 1)?.kind != .number,
           !(at(k + 1).map { $0.isSymbol(":") || $0.isSymbol(".") } ?? false) {
            return Match(length: k + 1, finding: .day(.month(month, year: short < 69 ? 2000 + short : 1900 + short)))
        }
        guard let year = at(k)?.number, at(k)!.digits == 4, (1900...2200).contains(year) else { return nil }
        var length = k + 1
        if let word = at(length), ["г", "года", "roku", "r"].contains(word.key) {
            length += 1
            if at(length)?.isSymbol(".") == true { length += 1 }
        }
        return Match(length: length, finding: .day(.month(month, year: year)))
    }

    /// "Sep-23-2020", "September-2020-23", "2020/23/Sep", "23-2020-September": a month's name, a
    /// four-digit year and a day of one or two digits joined by one separator with no spaces, in
    /// any order. The name and the year say which part is which, so no region's order is needed.
    func namedMonthDate(at i: Int, in tokens: [Token]) -> Match? {
        guard i + 4 < tokens.count else { return nil }
        let separator = tokens[i + 1]
        guard separator.isSymbol("-") || separator.isSymbol("/") || separator.isSymbol("."),
              tokens[i + 3].kind == .symbol, tokens[i + 3].key == separator.key,
              (1...4).allSatisfy({ !tokens[i + $0].spaced }) else { return nil }
        var month: Int?, year: Int?, day: Int?
        for k in [0, 2, 4] {
            let token = tokens[i + k]
            if token.kind == .word, month == nil, let m = Lexicon.months[token.key] {
                month = m
            } else if token.kind == .number, token.digits == 4, year == nil {
                year = token.number
            } else if token.kind == .number, token.digits <= 2, day == nil {
                day = token.number
            } else {
                return nil
            }
        }
        // Not the start of a longer chain ("Sep-23-2020-15" is a code).
        if i + 6 < tokens.count, !tokens[i + 5].spaced, tokens[i + 5].key == separator.key, !tokens[i + 6].spaced,
           tokens[i + 6].kind != .word { return nil }
        guard let month, let year, let day, let date = CivilDate.validated(year: year, month: month, day: day) else { return nil }
        return Match(length: 5, finding: .day(.date(month: date.month, day: date.day, year: date.year)))
    }

    /// "20200701", "report-20170302.html", "2016 10 16": a year, a month and a day of two digits
    /// each, run together into eight digits or set apart by spaces. Only a year of this century
    /// or the last with a month and day that exist: any other eight digits are a number.
    func digitsDate(at i: Int, in tokens: [Token]) -> Match? {
        let token = tokens[i]
        guard token.kind == .number else { return nil }
        // After a noun ("Invoice 20270302", "Account 2027 03 14") the digits are its number.
        if i > 0, token.spaced, isContentWord(at: i - 1, in: tokens) { return nil }
        if token.digits == 8, let n = token.number {
            // Not part of a longer chain of digits and dots or colons (a version, a time).
            if i + 1 < tokens.count, !tokens[i + 1].spaced, tokens[i + 1].isSymbol(":") || tokens[i + 1].isSymbol(".")
                && i + 2 < tokens.count && tokens[i + 2].kind == .number { return nil }
            let year = n / 10_000, month = n / 100 % 100, day = n % 100
            guard (1900...2099).contains(year), let date = CivilDate.validated(year: year, month: month, day: day) else { return nil }
            return Match(length: 1, finding: .day(.date(month: date.month, day: date.day, year: date.year)))
        }
        guard token.digits == 4, let year = token.number, (1900...2099).contains(year), i + 2 < tokens.count,
              tokens[i + 1].kind == .number, tokens[i + 1].digits == 2, tokens[i + 1].spaced,
              tokens[i + 2].kind == .number, tokens[i + 2].digits == 2, tokens[i + 2].spaced,
              let month = tokens[i + 1].number, let day = tokens[i + 2].number,
              let date = CivilDate.validated(year: year, month: month, day: day) else { return nil }
        // A fourth number after them makes the run a code or a list, not a date.
        if i + 3 < tokens.count, tokens[i + 3].kind == .number { return nil }
        return Match(length: 3, finding: .day(.date(month: date.month, day: date.day, year: date.year)))
    }
}
