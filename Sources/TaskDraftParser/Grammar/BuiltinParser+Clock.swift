import TaskDraftKit

/// Clock times said in words: "at three", "в девять", "ten thirty am", "half past three",
/// "a quarter to noon", "20 minutes past 3pm", "twenty after 3pm".
extension BuiltinParser {
    /// "за 2 дня", "за два дня": after "за" the count's "дня" is its days, a span ("within two
    /// days", or an event's lead: "за 2 дня до встречи"), not the afternoon of "в 2 дня".
    func countsDays(at i: Int, qualifier: Int, in tokens: [Token]) -> Bool {
        i > 0 && tokens[i - 1].key == "за" && qualifier < tokens.count && tokens[qualifier].key == "дня"
    }

    func clockWords(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        if let match = minutesBesideHour(at: i, in: tokens) { return match }
        if let match = polishMinutesToHour(at: i, in: tokens) { return match }
        if let match = russianClock(at: i, in: tokens) { return match }
        // An hour in words, with optional minutes in words and a meridiem: "three twenty",
        // "ten thirty am", "seven thirty p.m.", "в девять", "в пятнадцать часов".
        // "час" alone is the unit ("в час" = per hour); "в час дня", "час ночи" name one o'clock.
        var hour: Int
        var minute = 0
        // "five-thirty", "ten-fifteen": the hour and its minutes written as one word.
        let hyphenated = Lexicon.hourNumbers[tokens[i].key] == nil
        if let h = Lexicon.hourNumbers[tokens[i].key] {
            hour = h
        } else if let (h, m) = Self.hyphenatedClock(tokens[i].key) {
            hour = h
            minute = m
        } else {
            return nil
        }
        let oneOClock = tokens[i].key == "час"
        if oneOClock, at(1).flatMap({ Lexicon.hourQualifiers[$0.key] }) == nil || at(1)?.key == "po" { return nil }
        var length = 1
        // "dwudziesta pierwsza", "o dwudziestej drugiej": the twenties said in two words.
        if !hyphenated, hour == 20, let ones = at(1).flatMap({ Lexicon.hourNumbers[$0.key] }), (1...3).contains(ones) {
            hour += ones
            length = 2
        }
        if !oneOClock, !hyphenated, let m = at(length).flatMap({ Lexicon.minuteNumbers[$0.key] }) {
            minute = m
            length += 1
            if minute >= 20, minute % 10 == 0, let ones = at(length).flatMap({ Lexicon.numberWords[$0.key] }), ones < 10 {
                minute += ones
                length += 1
            }
        }
        var saidAsClock = false
        // "пятнадцать ноль ноль", "seven oh five", "piętnasta zero zero": minutes said digit by
        // digit, as a clock shows them.
        if !oneOClock, minute == 0, let first = at(length), Self.zeroWords.contains(first.key), let second = at(length + 1) {
            if Self.zeroWords.contains(second.key) {
                length += 2
                saidAsClock = true
            } else if let ones = Lexicon.numberWords[second.key], (1...9).contains(ones) {
                minute = ones
                length += 2
                saidAsClock = true
            }
        }
        var half: Lexicon.Meridiem?
        if let m = meridiem(after: i + length - 1, in: tokens) {
            half = m.value
            length += m.length
        } else if oneOClock {
            half = Lexicon.hourQualifiers[at(1)!.key]
            length = 2
        } else if let q = at(length).flatMap({ Lexicon.hourQualifiers[$0.key] }), at(length)?.key != "po",
                  !countsDays(at: i, qualifier: i + length, in: tokens) {
            // "в девять вечера", "o ósmej wieczorem": the half of the day said right after the hour.
            half = q
            length += 1
        } else if let next = at(length), Lexicon.hourWords.contains(next.key) {
            length += 1
            saidAsClock = true
            if let q = at(length).flatMap({ Lexicon.hourQualifiers[$0.key] }), at(length)?.key != "po" {
                half = q
                length += 1
            }
        }
        // A bare number word is a time only after "at"/"в"/"o", with a clock word after it, or
        // opening the phrase before a day ("eight tonight"); "three twenty", "trzecia piętnaście"
        // alone may be anything.
        let beforeDay = i == 0 && at(length).map { Lexicon.relativeDays[$0.key] != nil || $0.key == "tonight" } == true
        guard half != nil || saidAsClock || isHourContext(tokens, before: i) || beforeDay else { return nil }
        var h = hour
        switch half {
        case .pm?: if h < 12 { h += 12 }
        case .am?: if h == 12 { h = 0 }
        case .night?: if h >= 9 && h <= 11 { h += 12 } else if h == 12 { h = 0 }
        case nil:
            if h <= 12 { return Match(length: length, finding: .time(.ambiguous(hour: h, minute: minute))) }
        }
        guard let time = LocalTime.validated(hour: h, minute: minute) else { return nil }
        return Match(length: length, finding: .time(.exact(time)))
    }

    /// A zero said as a digit of the minutes.
    static let zeroWords: KeySet = ["ноль", "нуль", "zero", "oh"]

    /// "five-thirty" → 5:30: an hour word and a minute word joined by a hyphen.
    static func hyphenatedClock(_ key: Key) -> (Int, Int)? {
        let bytes = key.text.utf8
        guard let hyphen = bytes.firstIndex(of: UInt8(ascii: "-")),
              let hour = Lexicon.hourNumbers[Key(String(Substring(bytes[..<hyphen])))],
              let minute = Lexicon.minuteNumbers[Key(String(Substring(bytes[bytes.index(after: hyphen)...])))] else { return nil }
        return (hour, minute)
    }

    /// Whether an hour preposition is before the number that ends at `i` ("at 3:15p": the `3`).
    private func hourContextBefore(number i: Int, in tokens: [Token]) -> Bool {
        var start = i
        while start > 0, !tokens[start].spaced, tokens[start - 1].kind == .number || tokens[start - 1].isSymbol(":") { start -= 1 }
        return isHourContext(tokens, before: start)
    }

    /// Minutes said before the hour they are past or to: "half past three", "a quarter to noon",
    /// "20 minutes past 3pm", "twenty after 3", "kwadrans po 3", "piętnaście po trzeciej",
    /// "pół po trzeciej", "kwadrans do południa", "w pół do szesnastej", and British "half three".
    private func minutesBesideHour(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        guard let first = at(0), let second = at(1) else { return nil }
        var minutes: Int
        var used = 1
        // Whether the minutes are said so that "do"/"przed" ("to") can only mean the clock.
        var clockMinutes = true
        switch first.key {
        case "half", "pół", "pol", "wpół", "wpol": minutes = 30
        case "quarter", "kwadrans": minutes = 15
        case "a", "an":
            guard second.key == "quarter" else { return nil }
            minutes = 15
            used = 2
        default:
            if let n = first.number, n > 0, n < 60 {
                minutes = n
                clockMinutes = false
            } else if let n = Lexicon.minuteNumbers[first.key] ?? Lexicon.numberWords[first.key], n > 0, n < 60 {
                minutes = n
            } else {
                return nil
            }
        }
        if let unit = at(used), Lexicon.clockMinuteWords.contains(unit.key) {
            used += 1
            clockMinutes = true
        }
        guard let joiner = at(used) else { return nil }
        var before = false
        switch joiner.key {
        case "past", "after", "po": break
        case "to", "before", "till", "of", "do", "przed":
            guard minutes <= 30, clockMinutes || ["to", "before", "till"].contains(joiner.key) else { return nil }
            // "from 9 to 11", "between 2 till 4": after a range's opener, two hours, not minutes to one.
            if !clockMinutes, i > 0, tokens[i - 1].kind == .word,
               Lexicon.connectors.longestMatch(tokens, at: i - 1).map({ $0.value.contains(.rangeFrom) && $0.length == 1 }) == true {
                return nil
            }
            before = true
        default:
            // British "half three" is half past three.
            guard first.key == "half", Lexicon.hourNumbers[joiner.key] != nil || joiner.number != nil,
                  joiner.number.map({ $0 <= 12 }) ?? true else { return nil }
            used -= 1
        }
        guard first.key != "half" || used == 0 || ["past", "after"].contains(joiner.key) else { return nil }
        guard let hour = hourNamed(at: i + used + 1, in: tokens) else { return nil }
        var h = hour.hour
        var length = used + 1 + hour.length
        var half: Lexicon.Meridiem?
        if let m = meridiem(after: i + length - 1, in: tokens) {
            half = m.value
            length += m.length
        }
        // "two to four people", "5 to 6 chairs": a count from one number to another, of a noun.
        if half == nil, !hour.isNamed, used == 1, first.number != nil || Lexicon.numberWords[first.key] != nil,
           i + length < tokens.count, isContentWord(at: i + length, in: tokens) {
            return nil
        }
        // "5 to 6pm", "9 to 11am": hours in digits, the first before the second, are a range of
        // hours (`Composition` "hours with a dash"), not five minutes to six.
        if before, half != nil, used == 1, let n = first.number, n >= 1, n < h, h <= 12, tokens[i + used + 1].number != nil {
            return nil
        }
        if half == .pm, h < 12 { h += 12 }
        if half == .am, h == 12 { h = 0 }
        var total = h * 60 + (before ? -minutes : minutes)
        total = (total + 24 * 60) % (24 * 60)
        let exact = half != nil || h == 0 || h >= 12 || hour.isNamed
        let finding: TimeSpec = exact
            ? .exact(LocalTime(hour: total / 60, minute: total % 60))
            : .ambiguous(hour: total / 60 == 0 ? 12 : total / 60, minute: total % 60)
        return Match(length: length, finding: .time(finding))
    }

    /// "za kwadrans piąta", "za dziesięć dwunasta", "za 5 siedemnasta": Polish minutes to an hour,
    /// said with "za" and the hour's ordinal. Only an hour word right after the minutes makes them
    /// a clock: "za kwadrans" and "za pięć minut" alone are a length from now, "za dwa dni" days.
    private func polishMinutesToHour(at i: Int, in tokens: [Token]) -> Match? {
        guard tokens[i].key == "za", i + 2 < tokens.count, tokens[i + 2].kind == .word,
              let hour = Lexicon.hourNumbers[tokens[i + 2].key], hour >= 1 else { return nil }
        let said = tokens[i + 1]
        guard let minutes = said.key == "kwadrans" ? 15 : said.number ?? Lexicon.minuteNumbers[said.key] ?? Lexicon.numberWords[said.key],
              (1...30).contains(minutes) else { return nil }
        var length = 3
        var h = hour
        let half = meridiem(after: i + 2, in: tokens)
        if let half {
            if half.value == .pm, h < 12 { h += 12 }
            if half.value == .am, h == 12 { h = 0 }
            length += half.length
        }
        let total = (h * 60 - minutes + 24 * 60) % (24 * 60)
        let finding: TimeSpec = half != nil || h >= 12
            ? .exact(LocalTime(hour: total / 60, minute: total % 60))
            : .ambiguous(hour: total / 60 == 0 ? 12 : total / 60, minute: total % 60)
        return Match(length: length, finding: .time(finding))
    }

    /// The hour a clock phrase names at `i`: a number ("3", "12stej"), an hour word ("three",
    /// "trzeciej"), noon or midnight in any of their forms.
    private func hourNamed(at i: Int, in tokens: [Token]) -> (hour: Int, length: Int, isNamed: Bool)? {
        guard i < tokens.count else { return nil }
        let token = tokens[i]
        if let named = Self.noonAndMidnight[token.key] { return (named, 1, true) }
        if let n = token.number, n <= 24, token.digits <= 2 {
            let suffix = ordinalSuffixLength(after: i, in: tokens)
            return (n == 24 ? 0 : n, 1 + suffix, false)
        }
        if let n = Lexicon.hourNumbers[token.key], n <= 24 { return (n == 24 ? 0 : n, 1, false) }
        return nil
    }

    /// Russian says the minutes against the hour to come: "без четверти три" (2:45), "без пяти
    /// час", "четверть третьего" (2:15), "половина третьего", "десять минут пятого".
    private func russianClock(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let key = tokens[i].key
        if key == "без" {
            var k = 1
            guard let count = at(k) else { return nil }
            var minutes: Int
            if count.key == "четверти" { minutes = 15 } else if let n = count.number, n < 60 { minutes = n }
            else if let n = Lexicon.durationGenitiveNumbers[count.key] { minutes = n } else { return nil }
            k += 1
            // "без двадцати пяти": tens, then ones.
            if minutes >= 20, let ones = at(k).flatMap({ Lexicon.durationGenitiveNumbers[$0.key] }), ones < 10 {
                minutes += ones
                k += 1
            }
            if let unit = at(k), Lexicon.clockMinuteWords.contains(unit.key) { k += 1 }
            guard minutes > 0, minutes < 60, let hour = hourNamed(at: i + k, in: tokens) else { return nil }
            let h = (hour.hour + 23) % 24
            let total = h * 60 + 60 - minutes
            let spec: TimeSpec = hour.isNamed || hour.hour > 12
                ? .exact(LocalTime(hour: total / 60, minute: total % 60))
                : .ambiguous(hour: total / 60 == 0 ? 12 : total / 60, minute: total % 60)
            return Match(length: k + hour.length, finding: .time(spec))
        }
        var minutes: Int
        var k = 1
        switch key {
        case "четверть": minutes = 15
        case "половина", "половине", "пол": minutes = 30
        default:
            guard let n = tokens[i].number ?? Lexicon.minuteNumbers[key] ?? Lexicon.numberWords[key], n > 0, n < 60,
                  let unit = at(1), Lexicon.clockMinuteWords.contains(unit.key) else { return nil }
            minutes = n
            k = 2
        }
        guard let hourToken = at(k), let next = Lexicon.halfPastOrdinals[hourToken.key] else { return nil }
        let h = next == 1 ? 12 : next - 1
        return Match(length: k + 1, finding: .time(.ambiguous(hour: h, minute: minutes)))
    }

    /// Noon and midnight as the hour of a clock phrase, in the cases the phrase puts them in.
    static let noonAndMidnight: KeyTable<Int> = LexiconSource.table([
        (12, ["noon", "midday", "południa", "południem", "południe", "полудня", "полдень"]),
        (0, ["midnight", "północy", "północ", "полуночи", "полночь"]),
    ])

    /// How many tokens an ordinal ending written against the number at `i` takes: "15th", "15-го",
    /// "15stej", "2ego", "10-tego" (0 when there is none).
    func ordinalSuffixLength(after i: Int, in tokens: [Token]) -> Int {
        guard i + 1 < tokens.count, !tokens[i + 1].spaced else { return 0 }
        let next = tokens[i + 1]
        if next.kind == .word, Lexicon.ordinalSuffixes.contains(next.key), next.key.count > 1 || i + 2 >= tokens.count
            || tokens[i + 2].spaced || tokens[i + 2].kind != .word {
            // "кабель 30м", "забор 2м": a unit letter against the count is the unit (metres or
            // minutes), never the ending of "the 30th"; that ordinal is written "30-м".
            return (Lexicon.wordsBesideNumbers[next.key] ?? []).contains(.measure) ? 0 : 1
        }
        if next.isSymbol("-"), i + 2 < tokens.count, !tokens[i + 2].spaced, tokens[i + 2].kind == .word,
           Lexicon.ordinalSuffixes.contains(tokens[i + 2].key) { return 2 }
        return 0
    }

    /// "am"/"pm"/"a.m."/"p.m."/"p m"/"p" right after an hour: its value and length.
    func meridiem(after i: Int, in tokens: [Token]) -> (value: Lexicon.Meridiem, length: Int)? {
        guard i + 1 < tokens.count else { return nil }
        // "3ish pm": the hedge written against the hour changes nothing.
        if tokens[i + 1].key == "ish", !tokens[i + 1].spaced {
            return meridiem(after: i + 1, in: tokens).map { ($0.value, $0.length + 1) }
        }
        let next = tokens[i + 1]
        if next.key == "am" { return (.am, 1) }
        if next.key == "pm" { return (.pm, 1) }
        guard next.key == "a" || next.key == "p" else { return nil }
        let value: Lexicon.Meridiem = next.key == "a" ? .am : .pm
        // a.m. / p.m.
        if i + 3 < tokens.count, tokens[i + 2].isSymbol("."), tokens[i + 3].key == "m" {
            let length = i + 4 < tokens.count && tokens[i + 4].isSymbol(".") && !tokens[i + 4].spaced ? 4 : 3
            return (value, length)
        }
        // "p m"
        if i + 2 < tokens.count, tokens[i + 2].key == "m" { return (value, 2) }
        // "3p", "3:15p": only written against the number, and only after "at" ("4a" alone is
        // an apartment, a grade, a seat).
        let afterClock = i >= 2 && tokens[i - 1].isSymbol(":") && !tokens[i].spaced
        if !next.spaced, afterClock || hourContextBefore(number: i, in: tokens) {
            let length = i + 2 < tokens.count && tokens[i + 2].isSymbol(".") && !tokens[i + 2].spaced ? 2 : 1
            return (value, length)
        }
        return nil
    }
}

extension LexiconSource {
    /// "minutes" said with the minutes of a clock phrase: "20 minutes past 3pm", "без пяти минут час".
    static let clockMinuteWords: KeySet = LexiconSource.words(["minutes", "minute", "mins", "min", "минут", "минуты", "минуту",
                                                               "мин", "minut", "minuty", "minutę"])
}
