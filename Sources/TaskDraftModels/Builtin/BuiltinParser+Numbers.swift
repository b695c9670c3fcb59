import TaskDraftKit

/// Spans that start with a number: dates (`2026-12-15`, `15.12`, `15/12`, `15 декабря`,
/// `15-го`), clock times (`15:00`, `3pm`, `в 3 часа дня`, `at 3`), and what follows them.
extension BuiltinParser {
    func numberLed(at i: Int, in tokens: [Token], context: DraftContext) -> Match? {
        guard let n = tokens[i].number else { return nil }
        let digits = tokens[i].text.count
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        func adjacent(_ k: Int) -> Bool { at(k).map { !$0.spaced } ?? false }

        // 2026-12-15 [T15:00]
        if digits == 4, at(1)?.isSymbol("-") == true, adjacent(1), let m = at(2)?.number, adjacent(2),
           at(3)?.isSymbol("-") == true, adjacent(3), let d = at(4)?.number, adjacent(4) {
            guard CivilDate.validated(year: n, month: m, day: d) != nil else { return nil }
            return Match(length: 5, finding: .day(.date(month: m, day: d, year: n)))
        }

        // Clock times: 15:00, 9:30pm, 15:00 дня.
        if digits <= 2, at(1)?.isSymbol(":") == true, adjacent(1), adjacent(2), let minute = at(2)?.number,
           at(2)?.text.count == 2 {
            return clock(hour: n, minute: minute, length: 3, at: i, in: tokens, explicit24h: true)
        }

        // 15.00 / 9.30 (time) or 15.12 / 15.12.2026 (date).
        if digits <= 2, at(1)?.isSymbol(".") == true, adjacent(1), adjacent(2), let second = at(2)?.number {
            let secondDigits = at(2)!.text.count
            if at(3)?.isSymbol(".") == true, adjacent(3), adjacent(4), let year = at(4)?.number {
                return numericDate(day: n, month: second, year: fullYear(year, digits: at(4)!.text.count), length: 5,
                                   text: tokens[i..<(i + 5)], context: context, dayFirst: true)
            }
            let preposition = i > 0 && Lexicon.hourPrepositions.contains(tokens[i - 1].key) && tokens[i - 1].key != "до"
            if secondDigits == 2, n <= 23, second <= 59, second > 12 || second == 0 || preposition {
                return clock(hour: n, minute: second, length: 3, at: i, in: tokens, explicit24h: true)
            }
            if second >= 1 && second <= 12 {
                // "10.12." with a trailing dot is still a date.
                let length = at(3)?.isSymbol(".") == true && adjacent(3) ? 4 : 3
                return numericDate(day: n, month: second, year: nil, length: length, text: tokens[i..<(i + 3)],
                                   context: context, dayFirst: true)
            }
            return nil
        }

        // 15/12, 12/15, 15/12/2026.
        if digits <= 2, at(1)?.isSymbol("/") == true, let second = at(2)?.number, at(2)!.text.count <= 2 {
            let spacedSlash = !adjacent(1) || !adjacent(2)
            if spacedSlash && !(at(1)!.spaced == at(2)!.spaced) { return nil }
            let dayFirst = !context.region.monthFirstDates
            if at(3)?.isSymbol("/") == true, adjacent(3), adjacent(4), let year = at(4)?.number {
                return numericDate(day: dayFirst ? n : second, month: dayFirst ? second : n,
                                   year: fullYear(year, digits: at(4)!.text.count), length: 5, text: tokens[i..<(i + 5)],
                                   context: context, dayFirst: dayFirst)
            }
            return numericDate(day: dayFirst ? n : second, month: dayFirst ? second : n, year: nil, length: 3,
                               text: tokens[i..<(i + 3)], context: context, dayFirst: dayFirst)
        }

        // 3pm, 3 pm, 3 p.m., 11am.
        if digits <= 2, let meridiem = meridiemAfter(i, in: tokens) {
            return clock(hour: n, minute: 0, length: 1 + meridiem.length, at: i, in: tokens, explicit24h: false,
                         meridiem: meridiem.value)
        }

        // Day + month name: 15 декабря, 15 Dec, 15-го декабря, 15th of December [2026].
        var k = 1
        if at(k)?.isSymbol("-") == true, adjacent(k), let suffix = at(k + 1), ["го", "е", "ое", "ого"].contains(suffix.key) {
            k += 2
        } else if let suffix = at(k), adjacent(k), ["st", "nd", "rd", "th", "го", "е"].contains(suffix.key) {
            k += 1
        }
        let ordinalWritten = k > 1
        var monthIndex = k
        if at(monthIndex)?.key == "of" { monthIndex += 1 }
        if digits <= 2, let monthToken = at(monthIndex), let month = Lexicon.months[monthToken.key], n >= 1, n <= 31 {
            var length = monthIndex + 1
            var year: Int?
            if let y = at(length)?.number, at(length)!.text.count == 4 {
                year = y
                length += 1
                if let g = at(length), g.key == "г" || g.key == "года" || g.key == "roku" {
                    length += 1
                    if at(length)?.isSymbol(".") == true { length += 1 }
                }
            }
            guard CivilDate.validated(year: year ?? 2000, month: month, day: n) != nil else { return nil }
            return Match(length: length, finding: .day(.date(month: month, day: n, year: year)))
        }
        if ordinalWritten, digits <= 2, n >= 1, n <= 31 {
            // "15-го", "the 15th", "15 числа": a day of this month or the next.
            var length = k
            if at(length)?.key == "числа" { length += 1 }
            return Match(length: length, finding: .day(.dayOfMonth(n)))
        }
        if digits <= 2, at(1)?.key == "числа", n >= 1, n <= 31 {
            return Match(length: 2, finding: .day(.dayOfMonth(n)))
        }

        // Hours with words: "в 3 часа дня", "в 8 вечера", "9 утра", "15 часов".
        if digits <= 2, n <= 24, let next = at(1) {
            var length = 1
            if Lexicon.hourWords.contains(next.key) { length += 1 }
            if let qualifierToken = at(length), let qualifier = Lexicon.hourQualifiers[qualifierToken.key],
               qualifierToken.key != "po" {
                return clock(hour: n, minute: 0, length: length + 1, at: i, in: tokens, explicit24h: false, meridiem: qualifier)
            }
            // "3 часа" alone is as often a duration ("поспать 3 часа"); only "в 3 часа" is a time.
            if length == 2, isHourContext(tokens, before: i) {
                return clock(hour: n, minute: 0, length: 2, at: i, in: tokens, explicit24h: n > 12 || n == 0)
            }
        }

        // A bare hour after "at", "в", "o": a time only where nothing follows that would make
        // it a quantity ("в 2 магазинах", "at 3 stores").
        if digits <= 2, n <= 23, isHourContext(tokens, before: i) {
            let next = at(1)
            let followedByNoun = next.map { $0.kind == .word && !isDateOrTimeWord($0.key) } ?? false
            if !followedByNoun {
                return clock(hour: n, minute: 0, length: 1, at: i, in: tokens, explicit24h: n > 12 || n == 0 || digits == 2 && n < 10)
            }
        }
        return nil
    }

    /// Whether the word before `i` introduces an hour ("at", "в", "o").
    func isHourContext(_ tokens: [Token], before i: Int) -> Bool {
        i > 0 && tokens[i - 1].kind == .word && Lexicon.hourPrepositions.contains(tokens[i - 1].key)
    }

    /// Words after which a bare number still reads as an hour ("at 3 tomorrow", "в 15 в пятницу").
    func isDateOrTimeWord(_ key: String) -> Bool {
        Lexicon.relativeDays[key] != nil || Lexicon.weekdays[key] != nil || Lexicon.months[key] != nil
            || Lexicon.partsOfDay[key] != nil || Lexicon.datePrepositions.contains(key) || Lexicon.priorityWords[key] != nil
            || ["and", "и", "i", "or", "или", "next", "this", "every"].contains(key)
    }

    /// "am"/"pm"/"a.m."/"p.m."/"утра"/"вечера" right after an hour: its value and length.
    private func meridiemAfter(_ i: Int, in tokens: [Token]) -> (value: Lexicon.Meridiem, length: Int)? {
        guard i + 1 < tokens.count else { return nil }
        let next = tokens[i + 1]
        if next.key == "am" { return (.am, 1) }
        if next.key == "pm" { return (.pm, 1) }
        // a.m. / p.m.
        if next.key == "a" || next.key == "p", i + 3 < tokens.count, tokens[i + 2].isSymbol("."), tokens[i + 3].key == "m" {
            let length = i + 4 < tokens.count && tokens[i + 4].isSymbol(".") && !tokens[i + 4].spaced ? 4 : 3
            return (next.key == "a" ? .am : .pm, length)
        }
        return nil
    }

    /// A clock reading, with "am/pm" or "утра/вечера" resolved, and trailing qualifiers taken.
    private func clock(hour: Int, minute: Int, length: Int, at i: Int, in tokens: [Token], explicit24h: Bool,
                       meridiem: Lexicon.Meridiem? = nil) -> Match? {
        var length = length
        var meridiem = meridiem
        if meridiem == nil, i + length < tokens.count {
            let next = tokens[i + length]
            if let m = meridiemAfter(i + length - 1, in: tokens) {
                meridiem = m.value
                length += m.length
            } else if let q = Lexicon.hourQualifiers[next.key], next.key != "po" {
                meridiem = q
                length += 1
            } else if Lexicon.hourWords.contains(next.key) {
                length += 1
                if i + length < tokens.count, let q = Lexicon.hourQualifiers[tokens[i + length].key], tokens[i + length].key != "po" {
                    meridiem = q
                    length += 1
                }
            }
        }
        var h = hour
        switch meridiem {
        case .am?:
            guard (1...12).contains(h) else { return h == 0 ? Match(length: length, finding: .time(.exact(LocalTime(hour: 0, minute: minute)))) : nil }
            if h == 12 { h = 0 }
        case .pm?:
            guard (1...12).contains(h) || (13...23).contains(h) else { return nil }
            if h < 12 { h += 12 }
        case .night?:
            // "в 2 ночи" = 02:00; "в 11 ночи" = 23:00.
            if h == 12 { h = 0 } else if h >= 9 && h <= 11 { h += 12 }
        case nil:
            if !explicit24h, (1...12).contains(h) {
                guard minute < 60 else { return nil }
                return Match(length: length, finding: .time(.ambiguous(hour: h, minute: minute)))
            }
        }
        guard let time = LocalTime.validated(hour: h == 24 ? 0 : h, minute: minute) else { return nil }
        return Match(length: length, finding: .time(.exact(time)))
    }

    /// A numeric date with a warning when day and month could be swapped.
    private func numericDate(day: Int, month: Int, year: Int?, length: Int, text: ArraySlice<Token>,
                             context: DraftContext, dayFirst: Bool) -> Match? {
        guard (1...12).contains(month), CivilDate.validated(year: year ?? 2000, month: month, day: day) != nil else { return nil }
        var warning: String?
        if day <= 12, day != month {
            let written = text.map(\.text).joined()
            let reading = "\(day) \(HumanMonth.name(month))"
            warning = "\"\(written)\" read as \(reading) (" + (dayFirst ? "day/month" : "month/day") + " in region \(context.region))"
        }
        return Match(length: length, finding: .day(.date(month: month, day: day, year: year)), warning: warning)
    }

    private func fullYear(_ year: Int, digits: Int) -> Int {
        digits == 2 ? 2000 + year : year
    }
}

/// English month names for warnings.
enum HumanMonth {
    static func name(_ month: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"][month - 1]
    }
}
