import TaskDraftKit

/// Spans that start with a word: repeat rules, relative offsets, month-first dates,
/// weekdays, ordinal days, a month alone, and "полдесятого".
extension BuiltinParser {
    /// "every Monday and Thursday", "каждый понедельник", "по пятницам", "co poniedziałek",
    /// "every 2 weeks", "каждые 3 дня", "каждое 1 число", "every 15th", with a time after.
    func recurrence(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        // "по понедельникам и средам"
        if key == "по", let first = at(1), let day = Lexicon.weekdaysPlural[first.key] {
            var days = [day]
            var length = 2
            while let joiner = at(length), ["и", ",", "и,"].contains(joiner.key), let next = at(length + 1),
                  let more = Lexicon.weekdaysPlural[next.key] {
                days.append(more)
                length += 2
            }
            return Match(length: length, finding: .recurrence(Recurrence(frequency: .weekly, byDay: days)))
        }
        // "w każdy poniedziałek"
        var start = 0
        if (key == "w" || key == "we"), let next = at(1), Lexicon.everyWords.contains(next.key) { start = 1 }
        guard Lexicon.everyWords.contains(tokens[i + start].key) else { return nil }
        var k = start + 1
        // every Monday (and Thursday)
        if let first = at(k), let day = Lexicon.weekdays[first.key] {
            var days = [day]
            k += 1
            while let joiner = at(k), ["and", "и", "i", ",", "&"].contains(joiner.key), let next = at(k + 1),
                  let more = Lexicon.weekdays[next.key] {
                days.append(more)
                k += 2
            }
            return Match(length: k, finding: .recurrence(Recurrence(frequency: .weekly, byDay: days)))
        }
        // every 2 weeks / каждые 3 дня / co 2 tygodnie / every other day
        var interval = 1
        if let count = at(k) {
            if let n = count.number { interval = n; k += 1 } else if let n = Lexicon.numberWords[count.key], count.key != "a" {
                interval = n
                k += 1
            } else if count.key == "other" || count.key == "second" {
                interval = 2
                k += 1
            }
        }
        if let unitToken = at(k), let unit = Lexicon.units[unitToken.key], interval >= 1, interval <= 1000 {
            let frequency: Recurrence.Frequency
            switch unit {
            case .day: frequency = .daily
            case .week: frequency = .weekly
            case .month: frequency = .monthly
            case .year: frequency = .yearly
            case .minute, .hour: return nil
            }
            return Match(length: k + 1, finding: .recurrence(Recurrence(frequency: frequency, interval: interval)))
        }
        // каждое 1 число / каждое 15-е / every 1st / every 15th (of the month)
        var dayIndex = start + 1
        if at(dayIndex)?.key == "the" { dayIndex += 1 }
        if let dayToken = at(dayIndex), let day = dayToken.number, (1...31).contains(day) {
            var length = dayIndex + 1
            if at(length)?.isSymbol("-") == true { length += 1 }
            if let suffix = at(length), ["st", "nd", "rd", "th", "е", "го", "ое"].contains(suffix.key) { length += 1 }
            if at(length)?.key == "число" || at(length)?.key == "числа" { length += 1 }
            if at(length)?.key == "of", at(length + 1)?.key == "the", at(length + 2)?.key == "month" { length += 3 }
            if at(length)?.key == "of", at(length + 1)?.key == "month" { length += 2 }
            guard length > dayIndex + 1 else { return nil }
            return Match(length: length, finding: .recurrence(Recurrence(frequency: .monthly, byMonthDay: [day])))
        }
        return nil
    }

    /// "in 2 hours", "через 30 минут", "za 3 dni", "in a week", "через пару дней".
    func relativeOffset(at i: Int, in tokens: [Token]) -> Match? {
        guard Lexicon.offsetWords.contains(tokens[i].key), i + 1 < tokens.count else { return nil }
        var k = 1
        var count = 1
        let countToken = tokens[i + k]
        if let n = countToken.number {
            count = n
            k += 1
        } else if let n = Lexicon.numberWords[countToken.key] {
            count = n
            k += 1
            if countToken.key == "couple", i + k < tokens.count, tokens[i + k].key == "of" { k += 1 }
        }
        guard i + k < tokens.count, let unit = Lexicon.units[tokens[i + k].key], count >= 0, count <= 10_000 else { return nil }
        // "in 2 weeks time", "через 2 часа"
        let length = k + 1
        switch unit {
        case .minute, .hour:
            return Match(length: length, finding: .offset(seconds: Int64(count) * unit.seconds))
        case .day:
            return Match(length: length, finding: .day(.relative(days: count)))
        case .week:
            return Match(length: length, finding: .day(.relativeWeeks(count)))
        case .month:
            return Match(length: length, finding: .day(.relativeMonths(count)))
        case .year:
            return Match(length: length, finding: .day(.relativeYears(count)))
        }
    }

    /// "Dec 15", "December 15th", "December 15, 2026".
    func monthFirstDate(at i: Int, in tokens: [Token]) -> Match? {
        guard let month = Lexicon.months[tokens[i].key], i + 1 < tokens.count, let day = tokens[i + 1].number,
              tokens[i + 1].text.count <= 2, (1...31).contains(day) else { return nil }
        var length = 2
        if i + length < tokens.count, ["st", "nd", "rd", "th"].contains(tokens[i + length].key), !tokens[i + length].spaced {
            length += 1
        }
        // A following number that is an hour ("Dec 15 3pm") is not a year.
        var year: Int?
        var k = length
        if i + k < tokens.count, tokens[i + k].isSymbol(",") { k += 1 }
        if i + k < tokens.count, let y = tokens[i + k].number, tokens[i + k].text.count == 4 {
            year = y
            length = k + 1
        }
        guard CivilDate.validated(year: year ?? 2000, month: month, day: day) != nil else { return nil }
        return Match(length: length, finding: .day(.date(month: month, day: day, year: year)))
    }

    /// `friday`, `next Friday`, `в следующую пятницу`, `this Friday`, `w piątek`.
    func weekday(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        if let day = Lexicon.weekdays[key] {
            if Lexicon.ambiguousWeekdays.contains(key) && !isTimeContext(tokens, before: i) { return nil }
            return Match(length: 1, finding: .day(.weekday(day, nextWeek: false, includingToday: false)))
        }
        guard i + 1 < tokens.count, let day = Lexicon.weekdays[tokens[i + 1].key] else { return nil }
        if Lexicon.nextModifiers.contains(key) {
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: true, includingToday: false)))
        }
        if Lexicon.thisModifiers.contains(key) {
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: false, includingToday: true)))
        }
        return nil
    }

    /// "the 15th", "on the 3rd" (a day of this month or the next).
    func ordinalDay(at i: Int, in tokens: [Token]) -> Match? {
        guard tokens[i].key == "the", i + 2 < tokens.count, let day = tokens[i + 1].number, (1...31).contains(day),
              ["st", "nd", "rd", "th"].contains(tokens[i + 2].key), !tokens[i + 2].spaced else { return nil }
        var length = 3
        if i + 4 < tokens.count, tokens[i + 3].key == "of", let month = Lexicon.months[tokens[i + 4].key] {
            length = 5
            return Match(length: length, finding: .day(.date(month: month, day: day, year: nil)))
        }
        return Match(length: length, finding: .day(.dayOfMonth(day)))
    }

    /// "in December", "в декабре", "w grudniu": a month alone means by its end.
    func monthOnly(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        guard let month = Lexicon.months[key], !Lexicon.ambiguousMonths.contains(key), key.count > 3 else { return nil }
        guard isTimeContext(tokens, before: i) || key.hasSuffix("е") || key.hasSuffix("u") else { return nil }
        var length = 1
        var year: Int?
        if i + 1 < tokens.count, let y = tokens[i + 1].number, tokens[i + 1].text.count == 4 {
            year = y
            length = 2
        }
        return Match(length: length, finding: .day(.month(month, year: year)),
                     warning: "only a month was named; due at the end of \(HumanMonth.name(month))")
    }

    /// "в полдесятого" = 9:30 (and 21:30 in the evening).
    func halfPast(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        guard key.hasPrefix("пол"), let next = Lexicon.halfPastOrdinals[String(key.dropFirst(3))] else { return nil }
        let hour = next == 1 ? 12 : next - 1
        return Match(length: 1, finding: .time(.ambiguous(hour: hour, minute: 30)))
    }
}
