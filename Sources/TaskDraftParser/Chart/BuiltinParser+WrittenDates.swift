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
              at(3)?.isSymbol(separator.key.text.unicodeScalars.first!) == true, adjacent(3),
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

    /// "Oct 2027", "March of 2027", "май 2027", "październik 2027 r.": the month, due by its end.
    func monthAndYear(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        guard let month = Lexicon.months[tokens[i].key] else { return nil }
        var k = 1
        if at(k)?.isSymbol(".") == true, !at(k)!.spaced { k += 1 }
        if at(k)?.key == "of" || at(k)?.isSymbol(",") == true { k += 1 } else if let separator = at(k), !separator.spaced,
            separator.isSymbol("-") || separator.isSymbol("/"), at(k + 1)?.spaced == false { k += 1 }
        guard let year = at(k)?.number, at(k)!.digits == 4, (1900...2200).contains(year) else { return nil }
        var length = k + 1
        if let word = at(length), ["г", "года", "roku", "r"].contains(word.key) {
            length += 1
            if at(length)?.isSymbol(".") == true { length += 1 }
        }
        return Match(length: length, finding: .day(.month(month, year: year)))
    }
}
