import TaskDraftKit

/// Spans that start with a number: dates (`2026-12-15`, `15.12`, `15/12`, `15 декабря`,
/// `15-го`), clock times (`15:00`, `3pm`, `в 3 часа дня`, `at 3`), and what follows them.
extension BuiltinParser {
    func numberLed(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        guard let n = tokens[i].number else { return nil }
        let digits = tokens[i].digits
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        func adjacent(_ k: Int) -> Bool { at(k).map { !$0.spaced } ?? false }

        // "2 minutes from now", "3 days ago", "20 minutes to 2pm", "3rd quarter"
        if i + 1 < tokens.count, !tokens[i + 1].spaced || digits == 4, let match = quarter(at: i, in: tokens) { return match }
        if let match = relativeOffset(at: i, in: tokens) { return match }
        if let match = clockWords(at: i, in: tokens) { return match }

        // "in 2014", "в 2027 году", "в 2027", "by 2030": only a year; due at its end. After a
        // preposition a four-digit year is the year, not hours and minutes run together
        // ("в 2027" is no 20:27); "at 2030", "o 2030" stay a time.
        // "the year 2008", "the calendar year of 2008", "w roku 2008": the noun says it.
        let afterYearNoun = i > 0 && Self.yearNouns.contains(tokens[i - 1].key)
            || i > 1 && tokens[i - 1].key == "of" && Self.yearNouns.contains(tokens[i - 2].key)
        if digits == 4, (context.today.year - 1...context.today.year + 100).contains(n)
            || (1000...9000).contains(n) && (Self.isYearWord(at(1)) || afterYearNoun),
           i > 0 || Self.isYearWord(at(1)) {
            var length = 1
            if let word = at(1), ["году", "год", "года", "г", "roku", "rok", "r", "ad"].contains(word.key) {
                length = 2
                if at(2)?.isSymbol(".") == true { length = 3 }
            } else if at(1)?.key == "a", at(2)?.isSymbol(".") == true, at(3)?.key == "d" {
                length = at(4)?.isSymbol(".") == true ? 5 : 4
            }
            let preposition = i > 0 ? tokens[i - 1].key : ""
            if ["in", "during", "by", "until", "w", "do", "в", "до", "к"].contains(preposition) || afterYearNoun || length > 1
                || yearAfterAClock(at: i, in: tokens, context: context) {
                return Match(length: length, finding: .day(.year(n)), warning: .onlyYear(n))
            }
        }

        // 2014-10, 2014/10: a month of a year.
        if digits == 4, let sep = at(1), sep.isSymbol("-") || sep.isSymbol("/"), adjacent(1), adjacent(2), let m = at(2)?.number,
           (1...12).contains(m), at(2)!.digits <= 2, !(at(3)?.isSymbol("-") == true || at(3)?.isSymbol("/") == true) {
            return Match(length: 3, finding: .day(.month(m, year: n)))
        }
        // 12-2027, 3/2027: a month of a year, the month first, as a card's expiry is written.
        if digits <= 2, (1...12).contains(n), let sep = at(1), sep.isSymbol("-") || sep.isSymbol("/"), adjacent(1), adjacent(2),
           let year = at(2)?.number, at(2)!.digits == 4, (1900...2100).contains(year),
           !(at(3).map { !$0.spaced && $0.kind == .symbol && at(4)?.kind == .number } ?? false) {
            return Match(length: 3, finding: .day(.month(n, year: year)))
        }
        // 2026-12-15 [T15:00]; 2026-02-29 or 99999-01-01 is no date at all, and no part of it
        // may be read as another ("02-29" as the next 29 February).
        if digits >= 4, at(1)?.isSymbol("-") == true, adjacent(1), let m = at(2)?.number, at(2)!.digits <= 2, adjacent(2),
           at(3)?.isSymbol("-") == true, adjacent(3), at(4)?.kind == .number, at(4)!.digits <= 2, adjacent(4) {
            guard digits == 4, let d = at(4)?.number, CivilDate.validated(year: n, month: m, day: d) != nil else {
                return impossibleDate(tokens[i..<(i + 5)])
            }
            return Match(length: 5, finding: .day(.date(month: m, day: d, year: n)))
        }

        // Clock times: 15:00, 9:30pm, 15:00 дня, 15:23:24; "3:30" as `writtenAsTheBareHour` says.
        if digits <= 2, at(1)?.isSymbol(":") == true, adjacent(1), adjacent(2), let minute = at(2)?.number,
           at(2)?.digits == 2 {
            var length = 3
            var second = 0
            if at(3)?.isSymbol(":") == true, adjacent(3), adjacent(4), let s = at(4)?.number, at(4)!.digits == 2 {
                length = 5
                second = s
            }
            return clock(hour: n, minute: minute, second: second, length: length, at: i, in: tokens,
                         explicit24h: !writtenAsTheBareHour(n, digits: digits, twelveHourClock: context.monthFirstDates))
        }

        // 15h00, 15h, 17ч10, 3h18: the hour-letter notation; "2h", "3ч", "fix bug 1h30" with no
        // preposition before them are a length of work (`compactLengthSpan`), no time.
        if digits <= 2, n <= 23, let letter = at(1), ["h", "ч"].contains(letter.key), adjacent(1) {
            guard compactLengthSpan(at: i, in: tokens) == nil else { return nil }
            var minute = 0
            var length = 2
            if let m = at(2)?.number, adjacent(2), at(2)!.digits == 2, m < 60 {
                minute = m
                length = 3
            }
            // `docs/2h.md`, `example.com/2h/page`, "2h/week": part of a path or a rate.
            guard hourLetterStandsFree(from: i, to: i + length, in: tokens) else { return nil }
            return clock(hour: n, minute: minute, length: length, at: i, in: tokens, explicit24h: true)
        }

        // "at 1030", "around 730": hours and minutes run together after an hour word.
        // Not before a noun: "в 305 аудитории" is a room.
        if digits == 3 || digits == 4, isHourContext(tokens, before: i), n % 100 < 60, n / 100 <= 23,
           !(at(1).map { $0.kind == .word && !isDateOrTimeWord($0.key) } ?? false) {
            return clock(hour: n / 100, minute: n % 100, length: 1, at: i, in: tokens, explicit24h: n / 100 > 12 || digits == 4 && n / 100 < 10)
        }

        // "26. 10. 2021", "26 . 10.21", "30 . 09 . 22": a day-first date with spaces about its
        // dots (written so in Central Europe); a year of two or four digits says it is a date.
        if digits <= 2, (1...31).contains(n), at(1)?.isSymbol(".") == true, let m = at(2)?.number, at(2)!.digits <= 2,
           (1...12).contains(m), at(3)?.isSymbol(".") == true, let y = at(4)?.number, at(4)!.digits == 2 || at(4)!.digits == 4,
           !(adjacent(1) && adjacent(2) && adjacent(3) && adjacent(4)),
           !(at(5)?.isSymbol(".") == true && adjacent(5) && at(6)?.kind == .number && adjacent(6)) {
            return numericDate(day: n, month: m, year: fullYear(y, digits: at(4)!.digits, context: context), length: 5,
                               text: tokens[i..<(i + 5)], context: context, dayFirst: true)
        }
        // 15.00 / 9.30 (time) or 15.12 / 15.12.2026 (date).
        if digits <= 2, at(1)?.isSymbol(".") == true, adjacent(1), adjacent(2), let second = at(2)?.number {
            let secondDigits = at(2)!.digits
            if at(3)?.isSymbol(".") == true, adjacent(3), adjacent(4), let year = at(4)?.number {
                return numericDate(day: n, month: second, year: fullYear(year, digits: at(4)!.digits, context: context), length: 5,
                                   text: tokens[i..<(i + 5)], context: context, dayFirst: true) ?? impossibleFullDate(tokens[i..<(i + 5)])
            }
            // "Sleep 1.5 hours", "поспать 2.5 часа": the decimal point of a count before its unit of
            // time, a length; "at 9.30 hours", "в 15.30 часов" stay the time.
            if let unit = at(3), unit.kind == .word, unit.spaced, Lexicon.units[unit.key] != nil,
               !(i > 0 && Lexicon.hourPrepositions.contains(tokens[i - 1].key)) {
                return nil
            }
            // After "by", "until", "до", "к", "do" a day and month it may be is a date: "do taxes
            // by 20.12" is due 20 December ("at 20.12", "в 20.12" stay times).
            let preposition = i > 0 && Lexicon.hourPrepositions.contains(tokens[i - 1].key)
                && !Self.untilWords.contains(tokens[i - 1].key)
            // "8.10 pm", "8.10 вечера": the half of the day after it makes it a clock time.
            let halfOfDay = meridiem(after: i + 2, in: tokens) != nil
                || at(3).map { Lexicon.hourQualifiers[$0.key] != nil && $0.key != "po" && $0.key != "дня" } == true
            if secondDigits == 2, n <= 23, second <= 59, second > 12 || second == 0 || preposition || halfOfDay {
                return clock(hour: n, minute: second, length: 3, at: i, in: tokens,
                             explicit24h: !writtenAsTheBareHour(n, digits: digits, twelveHourClock: false))
            }
            if second >= 1 && second <= 31 {
                // "10.12." with a trailing dot is still a date.
                let length = at(3)?.isSymbol(".") == true && adjacent(3) ? 4 : 3
                return numericDate(day: n, month: second, year: nil, length: length, text: tokens[i..<(i + 3)],
                                   context: context, dayFirst: true)
            }
            return nil
        }

        // 2/2013: a month of a year.
        if digits <= 2, (1...12).contains(n), at(1)?.isSymbol("/") == true, adjacent(1), adjacent(2), let y = at(2)?.number,
           at(2)!.digits == 4, !(at(3)?.isSymbol("/") == true) {
            return Match(length: 3, finding: .day(.month(n, year: y)))
        }

        // 31/Oct/1974, 31-Oct-74
        if digits <= 2, let sep = at(1), sep.isSymbol("/") || sep.isSymbol("-"), adjacent(1), let monthToken = at(2),
           let month = Lexicon.months[monthToken.key], adjacent(2) {
            var length = 3
            var year: Int?
            if at(3)?.isSymbol(like: sep) == true, adjacent(3), let y = at(4)?.number, adjacent(4) {
                year = fullYear(y, digits: at(4)!.digits, context: context)
                length = 5
            }
            guard CivilDate.validated(year: year ?? 2000, month: month, day: n) != nil else { return nil }
            return Match(length: length, finding: .day(.date(month: month, day: n, year: year)))
        }

        // 10-31-74, 2-15: dashed numeric dates. Without a year only where nothing follows that
        // would make it a range ("2-3 days", "10-15 minutes").
        if digits <= 2, at(1)?.isSymbol("-") == true, let second = at(2)?.number, at(2)!.digits <= 2,
           adjacent(1) == adjacent(2) {
            let dayFirst = !context.monthFirstDates
            if at(3)?.isSymbol("-") == true, adjacent(3), adjacent(4), let year = at(4)?.number {
                return numericDate(day: dayFirst ? n : second, month: dayFirst ? second : n,
                                   year: fullYear(year, digits: at(4)!.digits, context: context), length: 5,
                                   text: tokens[i..<(i + 5)], context: context, dayFirst: dayFirst) ?? impossibleFullDate(tokens[i..<(i + 5)])
            }
            let followedByWord = at(3).map { $0.kind == .word && !isDateOrTimeWord($0.key) } ?? false
            if !followedByWord {
                return numericDate(day: dayFirst ? n : second, month: dayFirst ? second : n, year: nil, length: 3,
                                   text: tokens[i..<(i + 3)], context: context, dayFirst: dayFirst)
            }
            return nil
        }

        // 15/12, 12/15, 15/12/2026.
        if digits <= 2, at(1)?.isSymbol("/") == true, let second = at(2)?.number, at(2)!.digits <= 2 {
            let spacedSlash = !adjacent(1) || !adjacent(2)
            if spacedSlash && !(at(1)!.spaced == at(2)!.spaced) { return nil }
            let dayFirst = !context.monthFirstDates
            if at(3)?.isSymbol("/") == true, adjacent(3), adjacent(4), let year = at(4)?.number {
                return numericDate(day: dayFirst ? n : second, month: dayFirst ? second : n,
                                   year: fullYear(year, digits: at(4)!.digits, context: context), length: 5, text: tokens[i..<(i + 5)],
                                   context: context, dayFirst: dayFirst) ?? impossibleFullDate(tokens[i..<(i + 5)])
            }
            return numericDate(day: dayFirst ? n : second, month: dayFirst ? second : n, year: nil, length: 3,
                               text: tokens[i..<(i + 3)], context: context, dayFirst: dayFirst)
        }

        // "11ish", "3ish pm", "at 150ish", "at 5-ish": a hedged hour is still the hour.
        let ish = at(1)?.key == "ish" && adjacent(1) ? 1
            : at(1)?.isSymbol("-") == true && adjacent(1) && at(2)?.key == "ish" && adjacent(2) ? 2 : 0
        if ish > 0, meridiem(after: i, in: tokens) == nil {
            if digits <= 2, n <= 24 { return clock(hour: n, minute: 0, length: 1 + ish, at: i, in: tokens, explicit24h: n > 12 || n == 0) }
            if digits == 3 || digits == 4, n % 100 < 60, n / 100 <= 23 {
                return clock(hour: n / 100, minute: n % 100, length: 1 + ish, at: i, in: tokens, explicit24h: n / 100 > 12)
            }
        }
        // 3pm, 3 pm, 3 p.m., 11am; 330 p.m.
        if digits <= 2, let meridiem = meridiem(after: i, in: tokens) {
            return clock(hour: n, minute: 0, length: 1 + meridiem.length, at: i, in: tokens, explicit24h: false,
                         meridiem: meridiem.value)
        }
        if digits == 3 || digits == 4, n % 100 < 60, (1...12).contains(n / 100), let meridiem = meridiem(after: i, in: tokens) {
            return clock(hour: n / 100, minute: n % 100, length: 1 + meridiem.length, at: i, in: tokens, explicit24h: false,
                         meridiem: meridiem.value)
        }

        // Day + month name: 15 декабря, 15 Dec, 15-го декабря, 15th of December [2026], 1szy marca,
        // 10-tego lutego, 14kwietnia.
        let k = 1 + (digits <= 2 ? ordinalSuffixLength(after: i, in: tokens) : 0)
        let ordinalWritten = k > 1
        // "o 15stej", "15sta godzina", "do 17-stej": a feminine ordinal is an hour ("godzina"
        // understood); the masculine "do 20-go" is a day of the month.
        if ordinalWritten, n <= 24, let suffix = at(k - 1), Self.hourSuffixes.contains(suffix.key) {
            let length = at(k).map { Lexicon.hourWords.contains($0.key) } == true ? k + 1 : k
            return clock(hour: n, minute: 0, length: length, at: i, in: tokens, explicit24h: n > 12 || n == 0)
        }
        var monthIndex = k
        if at(monthIndex)?.key == "of" { monthIndex += 1 }
        if digits <= 2, let monthToken = at(monthIndex), let month = Lexicon.months[monthToken.key], n >= 1, n <= 31 {
            var length = monthIndex + 1
            if at(length)?.isSymbol(".") == true, at(length + 1)?.number != nil { length += 1 }
            // "9th Aug, 2015", "26th june of 2020": the year after a comma or "of".
            if at(length)?.isSymbol(",") == true || at(length)?.key == "of", at(length + 1)?.digits == 4 { length += 1 }
            // "15 April of 87": two digits after "of" are the year as they would be alone.
            if at(length)?.key == "of", twoDigitYear(at: i + length + 1, in: tokens, context: context) != nil { length += 1 }
            var year: Int?
            if let y = at(length)?.number, at(length)!.digits == 4 {
                year = y
                length += 1
                if let g = at(length), Self.isYearWord(g) {
                    length += 1
                    if at(length)?.isSymbol(".") == true { length += 1 }
                }
            } else if let y = twoDigitYear(at: i + length, in: tokens, context: context) {
                year = y
                length += 1
            }
            guard CivilDate.validated(year: year ?? 2000, month: month, day: n) != nil else { return nil }
            return Match(length: length, finding: .day(.date(month: month, day: n, year: year)))
        }
        // "20 of next month", "15-го следующего месяца"
        if digits <= 2, n >= 1, n <= 31 {
            var m = k
            if at(m)?.key == "of" { m += 1 }
            if at(m)?.key == "the" { m += 1 }
            if at(m)?.key == "day", at(m + 1)?.key == "of" { m += 2 }
            if let rel = at(m), let monthWord = at(m + 1), ["month", "месяца"].contains(monthWord.key) {
                let months: Int? = ["next", "следующего"].contains(rel.key) ? 1 : ["this", "этого"].contains(rel.key) ? 0
                    : ["previous", "last", "прошлого"].contains(rel.key) ? -1 : nil
                if let months { return Match(length: m + 2, finding: .day(.dayOfRelativeMonth(n, months: months))) }
            }
        }
        if ordinalWritten, digits <= 2, n >= 1, n <= 31 {
            // "15-го", "the 15th", "15-го числа", "к 20-му числу": a day of this month or the next.
            return Match(length: k + dayOfMonthNoun(at: i + k, in: tokens), finding: .day(.dayOfMonth(n)))
        }
        if digits <= 2, n >= 1, n <= 31, case let noun = dayOfMonthNoun(at: i + 1, in: tokens), noun > 0 {
            return Match(length: 1 + noun, finding: .day(.dayOfMonth(n)))
        }

        // Hours with words: "в 3 часа дня", "в 8 вечера", "9 утра", "15 часов".
        if digits <= 2, n <= 24, let next = at(1) {
            var length = 1
            if Lexicon.hourWords.contains(next.key) { length += 1 }
            if let qualifierToken = at(length), let qualifier = Lexicon.hourQualifiers[qualifierToken.key],
               qualifierToken.key != "po", !countsDays(at: i, qualifier: i + length, in: tokens) {
                return clock(hour: n, minute: 0, length: length + 1, at: i, in: tokens, explicit24h: false, meridiem: qualifier)
            }
            // "3 часа" alone is as often a duration ("поспать 3 часа"); "в 3 часа" is a time, and so
            // is "15 часов" opening the utterance with nothing or a day after it ("15 часов завтра").
            let opensWithDay = i == 0 && at(2).map { Lexicon.relativeDays[$0.key] != nil || Lexicon.weekdays[$0.key] != nil } ?? true
            if length == 2, isHourContext(tokens, before: i) || opensWithDay {
                return clock(hour: n, minute: 0, length: 2, at: i, in: tokens, explicit24h: n > 12 || n == 0)
            }
        }

        // "9 tomorrow", "8 tonight": an hour opening the phrase, followed by a day.
        if i == 0, digits <= 2, n >= 1, n <= 12, let next = at(1), Lexicon.relativeDays[next.key] != nil || next.key == "tonight"
            || (next.key == "this" && ["evening", "morning", "afternoon"].contains(at(2)?.key ?? "")) {
            return Match(length: 1, finding: .time(.ambiguous(hour: n, minute: 0)))
        }

        // A bare hour after "at", "в", "o": a time only where nothing follows that would make
        // it a quantity ("в 2 магазинах", "at 3 stores"); beside a day or a repeat rule it is one
        // whatever follows ("tomorrow at 9 standup": `addAnchoredHours`, after the compositions).
        if digits <= 2, n <= 23, isHourContext(tokens, before: i) {
            let next = at(1)
            // "at 3 stores" is a quantity; "at 3 with Anna", "в 3 для отдела", "в 8 кроме пятниц" a time.
            let followedByNoun = next.map { $0.kind == .word && !isDateOrTimeWord($0.key) && !Lexicon.functionWords.contains($0.key)
                && !RecurrenceVocabulary.exceptWords.contains($0.key) } ?? false
            // "at 3 15": hour and minutes said apart.
            if let m = next?.number, next!.digits == 2, m < 60, next!.spaced,
               !(at(2).map { $0.kind == .word && !isDateOrTimeWord($0.key) } ?? false) {
                return clock(hour: n, minute: m, length: 2, at: i, in: tokens, explicit24h: n > 12 || n == 0 || digits == 2 && n < 10)
            }
            if !followedByNoun {
                // "Set an alarm for 6", "Поставить будильник на 7": an alarm's bare hour is the morning's.
                let morning = (1...11).contains(n) && digits == 1 && setForAnHour(after: i - 1, in: tokens) == .wakeUp
                return clock(hour: n, minute: 0, length: 1, at: i, in: tokens, explicit24h: n > 12 || n == 0 || digits == 2 && n < 10,
                             meridiem: morning ? .am : nil)
            }
        }
        return nil
    }

    /// "14 kwietnia 15", "14th April 15": two digits closing a day and month are its year, where
    /// nothing follows them that could make them an hour or a count.
    func twoDigitYear(at i: Int, in tokens: [Token], context: ReadingContext) -> Int? {
        // Last in the text, or before a clock time ("2 Декабрь 95 11:15").
        let beforeClock = i + 3 < tokens.count && tokens[i + 1].number != nil && tokens[i + 2].isSymbol(":") && !tokens[i + 2].spaced
        guard i == tokens.count - 1 || beforeClock, let y = tokens[i].number, tokens[i].digits == 2, tokens[i].spaced else { return nil }
        return fullYear(y, digits: 2, context: context)
    }

    /// Polish feminine ordinal endings written against a number: an hour ("15stej", "3cia").
    static let hourSuffixes: KeySet = ["szej", "sza", "szą", "giej", "ga", "gą", "ciej", "cia", "cią", "tej", "ta", "tą",
                                       "mej", "ma", "mą", "stej", "sta", "stą", "ej"]

    /// Nouns that make the number after them a year: "the year 2008", "w roku 2008", "в году 2008",
    /// "год 2000".
    static let yearNouns: KeySet = ["year", "roku", "году", "год", "rok", "cy"]

    /// "год 2000", "the year 2008", "w roku 2008", "год2000": the noun with its year, so the noun
    /// leaves the title with it.
    func yearAfterNoun(at i: Int, in tokens: [Token]) -> Match? {
        // "CY18", "cy 2008": a calendar year, the short form with two digits or four.
        if tokens[i].key == "cy", i + 1 < tokens.count, let n = tokens[i + 1].number,
           tokens[i + 1].digits == 4 && (1900...2999).contains(n) || tokens[i + 1].digits == 2 && !tokens[i + 1].spaced,
           i + 2 == tokens.count || tokens[i + 2].kind != .number && tokens[i + 2].spaced || tokens[i + 2].isSymbol(".") {
            let year = n < 100 ? 2000 + n : n
            return Match(length: 2, finding: .day(.year(year)), warning: .onlyYear(year))
        }
        // "the year 2011": the article goes with them.
        let article = tokens[i].key == "the" && i + 1 < tokens.count && tokens[i + 1].key == "year" ? 1 : 0
        guard Self.yearNouns.contains(tokens[i + article].key), i + article + 1 < tokens.count, let n = tokens[i + article + 1].number,
              tokens[i + article + 1].digits == 4, (1000...9000).contains(n) else { return nil }
        return Match(length: 2 + article, finding: .day(.year(n)), warning: .onlyYear(n))
    }

    /// Whether the four digits at `i` are the year of the clock time just before them, as a
    /// date's year follows its day: "Meet at 1030 2027", "в 10:30 2027", "o 10:30 2027" are due
    /// in 2027 as "at 10:30 in 2027" is, where "2027" stayed in the title and the due was today.
    /// Not before a noun the number counts or names ("at 10:30 2027 guests", "room 2027").
    private func yearAfterAClock(at i: Int, in tokens: [Token], context: ReadingContext) -> Bool {
        guard i >= 1, tokens[i].spaced, i + 1 == tokens.count || !isContentWord(at: i + 1, in: tokens) else { return false }
        // A clock is one to four tokens: "1030", "10am", "10 am", "10:30", "10:30pm", "10:30 pm".
        // Not from another year's digits: asking whether those are a year after a clock would ask
        // again of the numbers before them, once per number of a long line of them.
        for start in stride(from: i - 1, through: max(0, i - 4), by: -1)
        where tokens[start].kind == .number && !(tokens[start].digits == 4 && (1900...2999).contains(tokens[start].number ?? 0)) {
            if let clock = numberLed(at: start, in: tokens, context: context), start + clock.length == i,
               case .time = clock.finding {
                return true
            }
        }
        return false
    }

    /// "году", "г.", "roku": the word that makes the number before it a year.
    static func isYearWord(_ token: Token?) -> Bool {
        token.map { ["год", "году", "года", "г", "roku", "rok", "r"].contains($0.key) } ?? false
    }

    /// Whether the word before `i` introduces an hour ("at", "в", "o").
    /// How many tokens the noun that says a number is a day of the month takes at `i`, in the
    /// cases the words for "by" put it in: "до 15 числа", "к 20 числу", "на 1 число", "do 20
    /// dnia miesiąca" (0 when there is none).
    func dayOfMonthNoun(at i: Int, in tokens: [Token]) -> Int {
        guard i < tokens.count, tokens[i].kind == .word else { return 0 }
        if Self.dayOfMonthNouns.contains(tokens[i].key) { return 1 }
        if tokens[i].key == "dnia", i + 1 < tokens.count, Self.monthGenitives.contains(tokens[i + 1].key) { return 2 }
        return 0
    }

    /// "число" in the genitive (до, не позднее), the dative (к) and the accusative (на, по).
    static let dayOfMonthNouns: KeySet = ["числа", "числу", "число"]
    /// "miesiąca" of "do 20 dnia miesiąca", "20 dnia każdego miesiąca" aside (a repeat rule's).
    static let monthGenitives: KeySet = ["miesiąca", "miesiaca"]
    /// The words for "by" and "until" after which a number that may be a day and a month is one.
    static let untilWords: KeySet = ["by", "until", "till", "до", "к", "ко", "do"]

    /// Whether an hour written with its minutes and no am/pm ("3:30", "3.30") is read as the
    /// bare hour is (the next of its two readings still ahead today; on another day or in a
    /// repeat, working hours), warned, where a clock says it as written. On a 12-hour clock
    /// (a US-style region's "9:30") an hour of one digit is; on a 24-hour clock (elsewhere, and
    /// "9.30" everywhere) only one from 1 to 6, which the working day has as afternoons: "pick
    /// up kids at 3:30", "в 3:30", "o 3.30" are said of the afternoon, and a person who means the
    /// night writes "03:30", "3:30am", "3:30 ночи", "o 3:30 w nocy", while "в 9:30" is the
    /// morning it says. Two digits ("03:30", "10:30") are a clock's.
    func writtenAsTheBareHour(_ hour: Int, digits: Int, twelveHourClock: Bool) -> Bool {
        digits == 1 && (twelveHourClock || (1...6).contains(hour))
    }

    func isHourContext(_ tokens: [Token], before i: Int) -> Bool {
        i > 0 && ((tokens[i - 1].kind == .word || tokens[i - 1].isSymbol("@")) && Lexicon.hourPrepositions.contains(tokens[i - 1].key)
            || setForAnHour(after: i - 1, in: tokens) != nil || saysARoughHour(before: i, in: tokens)
            // "at roughly 5", "at approximately 9": a hedge between the preposition and the hour.
            || i >= 2 && tokens[i - 1].kind == .word && Lexicon.timeHedges.contains(tokens[i - 1].key) && isHourContext(tokens, before: i - 1))
    }

    /// Whether the words before `i` say a rough hour as a preposition does: "в районе 5", "w
    /// okolicach 17", and "ok." written for "około" ("ok. 17"). Before a word they are a place
    /// ("в районе Арбата", "w okolicach Mokotowa").
    func saysARoughHour(before i: Int, in tokens: [Token]) -> Bool {
        guard i >= 2 else { return false }
        if tokens[i - 1].isSymbol("."), !tokens[i - 1].spaced, tokens[i - 2].key == Self.polishAbout { return true }
        return tokens[i - 1].kind == .word && Self.roughHourWords.contains(tokens[i - 1].key)
            && Self.roughHourPrepositions.contains(tokens[i - 2].key)
    }

    /// "районе", "okolicach": after "в" or "w", the neighbourhood of an hour.
    static let roughHourWords: KeySet = ["районе", "okolicach"]

    /// "в", "w": the prepositions before `roughHourWords`.
    static let roughHourPrepositions: KeySet = ["в", "w"]

    /// "ok", Polish's "około" cut short.
    static let polishAbout: Key = "ok"

    /// Words after which a bare number still reads as an hour ("at 3 tomorrow", "в 15 в пятницу").
    func isDateOrTimeWord(_ key: Key) -> Bool {
        Lexicon.relativeDays[key] != nil || Lexicon.weekdays[key] != nil || Lexicon.months[key] != nil
            || Lexicon.partsOfDay[key] != nil || Lexicon.datePrepositions.contains(key) || Lexicon.priorityWords[key] != nil
            || Lexicon.zoneAbbreviations[key] != nil
            || Lexicon.joinersBeforeDates.contains(key)
    }

    /// The offset of the zone written at `z` after a time: an abbreviation ("16:00 CET", "3pm UTC"),
    /// or ISO's "Z" only attached to the time ("15:00Z"), as ISO writes it. A detached "z", in
    /// either case, is Polish's "z" (with, from): "Spotkanie o 15:00 z Anną", "Z Anną" in capitals.
    func zoneOffset(at z: Int, in tokens: [Token]) -> Int? {
        guard z < tokens.count, tokens[z].kind == .word, let offset = Lexicon.zoneAbbreviations[tokens[z].key] else { return nil }
        if tokens[z].key == Self.isoZoneDesignator, tokens[z].spaced || z == 0 || tokens[z - 1].kind == .symbol { return nil }
        return offset
    }

    /// ISO 8601's "Z", UTC when attached to a time.
    static let isoZoneDesignator: Key = "z"

    /// A clock reading, with "am/pm" or "утра/вечера" resolved, and trailing qualifiers taken.
    func clock(hour: Int, minute: Int, second: Int = 0, length: Int, at i: Int, in tokens: [Token],
               explicit24h: Bool, meridiem given: Lexicon.Meridiem? = nil) -> Match? {
        var length = length
        var meridiem = given
        if meridiem == nil, i + length < tokens.count {
            let next = tokens[i + length]
            if let m = self.meridiem(after: i + length - 1, in: tokens) {
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
        // "9am PST", "16:00 CET", "Thursday 9 am (BST)": a fixed-offset zone after the time.
        var zoneOffset: Int?
        var z = i + length
        if z < tokens.count, tokens[z].isSymbol("("), z + 1 < tokens.count { z += 1 }
        if let offset = self.zoneOffset(at: z, in: tokens) {
            zoneOffset = offset
            length = z - i + 1
            if length + i < tokens.count, tokens[i + length].isSymbol(")") { length += 1 }
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
            if !explicit24h, zoneOffset == nil, (1...12).contains(h) {
                guard minute < 60 else { return nil }
                return Match(length: length, finding: .time(.ambiguous(hour: h, minute: minute)))
            }
        }
        guard let time = LocalTime.validated(hour: h == 24 ? 0 : h, minute: minute, second: second) else { return nil }
        if let zoneOffset { return Match(length: length, finding: .time(.zoned(time, offset: zoneOffset))) }
        return Match(length: length, finding: .time(.exact(time)))
    }

    /// A numeric date with a warning when day and month could be swapped.
    private func numericDate(day: Int, month: Int, year: Int?, length: Int, text: ArraySlice<Token>,
                             context: ReadingContext, dayFirst: Bool) -> Match? {
        // "10.31.1974", "31/10" in a month-first region: the only reading that is a date wins.
        if month > 12, day <= 12, CivilDate.validated(year: year ?? 2000, month: day, day: month) != nil {
            return Match(length: length, finding: .day(.date(month: day, day: month, year: year)))
        }
        guard (1...12).contains(month), CivilDate.validated(year: year ?? 2000, month: month, day: day) != nil else { return nil }
        var warning: ParserWarning?
        if day <= 12, day != month {
            warning = .numericDate(written: text.map(\.text).joined(), day: day, month: month, dayFirst: dayFirst,
                                   region: context.region)
        }
        return Match(length: length, finding: .day(.date(month: month, day: day, year: year)), warning: warning)
    }

    /// A full date that no calendar has (`2026-02-29`, `31/04/2026`): its words stay in the
    /// title, and the draft gets a warning and no due at all, never a date nearby.
    func impossibleDate(_ text: ArraySlice<Token>) -> Match {
        let written = text.map(\.text).joined()
        return Match(length: text.count, finding: .impossibleDate(written), warning: .impossibleDate(written))
    }

    /// `31/04/2026`, `29.02.2026`: only with a four-digit year, since `23-45-67` is a phone
    /// number and `5.40.2` a version, not dates gone wrong.
    private func impossibleFullDate(_ text: ArraySlice<Token>) -> Match? {
        text.last!.digits == 4 && text[text.startIndex + 2].digits <= 2 ? impossibleDate(text) : nil
    }

    /// A two-digit year is the one within 20 years ahead, else last century ("74" → 1974, "27" → 2027).
    func fullYear(_ year: Int, digits: Int, context: ReadingContext) -> Int {
        guard digits == 2 else { return year }
        return 2000 + year <= context.today.year + 20 ? 2000 + year : 1900 + year
    }
}

/// English month names for warnings.
enum HumanMonth {
    static func name(_ month: Int) -> String {
        ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"][month - 1]
    }
}
