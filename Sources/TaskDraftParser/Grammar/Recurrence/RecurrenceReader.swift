import TaskDraftKit

/// The grammar of `RecurrenceGrammar`, over one utterance's tokens. Every head that starts at
/// a token is tried, then every order of the parts that may follow it; the longest phrase that
/// makes a rule wins. A part is read once per phrase, so the search is small and bounded.
struct RecurrenceReader {
    let tokens: [Token]
    let today: CivilDate

    typealias Vocabulary = RecurrenceVocabulary
    /// A phrase read so far and the token after it.
    typealias Step = (phrase: RecurrencePhrase, end: Int)

    func longest(from start: Int) -> RecurrenceReading? {
        var best: RecurrenceReading?
        for head in heads(at: start) { grow(head, from: start, into: &best) }
        return best
    }

    private func grow(_ step: Step, from start: Int, into best: inout RecurrenceReading?) {
        if step.end > (best?.tokens.upperBound ?? start), let rule = step.phrase.rule {
            best = RecurrenceReading(rule: rule, tokens: start..<step.end, daysWereChosen: step.phrase.daysWereChosen,
                                     quarterMonth: step.phrase.quarterMonth)
        }
        for next in tails(after: step) { grow(next, from: start, into: &best) }
    }

    // MARK: Heads: what makes a phrase repeat

    private func heads(at i: Int) -> [Step] {
        everyHeads(at: i) + cadenceHeads(at: i) + onceHeads(at: i) + timesHeads(at: i) + pluralHeads(at: i)
            + placeInMonthHeads(at: i) + placeInYearHeads(at: i)
    }

    /// "every 2 weeks", "every other Tuesday", "каждый понедельник", "w każdy piątek", "co pół
    /// roku", "every weekday", "every last Friday", "every 15th", "every 14 March".
    private func everyHeads(at i: Int) -> [Step] {
        var j = i
        if isAny(j, Vocabulary.beforeEvery), isAny(j + 1, Vocabulary.every) { j += 1 }
        guard isAny(j, Vocabulary.every) else { return [] }
        j += 1
        var steps: [Step] = []
        // "every morning", "каждый вечер", "co rano": a daily habit. The rule is "every" alone;
        // the part of the day after it is the habit's time (`BuiltinParser.habitPartOfDay`).
        if let word = key(j), Lexicon.recurrencePartsOfDay[word] != nil {
            var phrase = RecurrencePhrase()
            phrase.unit = .day
            steps.append((phrase, j))
        }
        for (n, isOrdinal, k) in intervals(at: j) {
            if let (unit, end) = unit(at: k) {
                var phrase = RecurrencePhrase()
                phrase.unit = unit
                phrase.units = n
                steps.append((phrase, end))
            }
            if let (days, end) = weekdayList(at: k) {
                var phrase = RecurrencePhrase()
                phrase.weekdays = days
                if isOrdinal || n > 1 { phrase.weekdayOrdinal = n }
                steps.append((phrase, end))
            }
            if n == 1, !isOrdinal, let end = workdays(at: k) {
                var phrase = RecurrencePhrase()
                phrase.workdays = true
                steps.append((phrase, end))
            }
            // "every weekend", "every other weekend", "каждые выходные", "co weekend".
            if isAny(k, Vocabulary.weekendWords), n > 1 || !isOrdinal {
                var phrase = RecurrencePhrase()
                phrase.weekdays = Vocabulary.weekend
                if n > 1 { phrase.weekdayOrdinal = n }
                steps.append((phrase, k + 1))
            }
        }
        steps += placesInMonth(at: j, every: true)
        var k = j
        if isWord(k, "the") { k += 1 }
        if let (days, end) = monthDayList(at: k, marked: false) {
            var phrase = RecurrencePhrase()
            phrase.monthDays = days
            // "every second" is a unit of time; "every second of the month", "every 2nd" a day.
            phrase.dayNeedsItsMonth = tokens[k].kind == .word && !isAny(end - 1, Vocabulary.dayNouns)
                && !isAny(end - 1, Vocabulary.numberedDayNouns)
            steps.append((phrase, end))
        }
        if let (day, month, _, end) = date(at: j), month != 0 {
            var phrase = RecurrencePhrase()
            (phrase.monthDays, phrase.month) = ([day], month)
            steps.append((phrase, end))
        }
        return steps
    }

    /// "daily", "fortnightly", "ежеквартально", "corocznie", "weekdays".
    private func cadenceHeads(at i: Int) -> [Step] {
        guard let key = key(i) else { return [] }
        var phrase = RecurrencePhrase()
        if let (unit, n) = Lexicon.recurrenceAdverbs[key] {
            (phrase.unit, phrase.units) = (unit, n)
            return [(phrase, i + 1)]
        }
        if key == "weekdays" || key == "workdays" {
            phrase.workdays = true
            return [(phrase, i + 1)]
        }
        return []
    }

    /// "раз в две недели", "raz na kwartał", "once a month", "once every 3 weeks".
    private func onceHeads(at i: Int) -> [Step] {
        guard isAny(i, Vocabulary.onceWords), isAny(i + 1, Vocabulary.afterOnce) else { return [] }
        return intervals(at: i + 2).compactMap { n, isOrdinal, k in
            guard !isOrdinal, let (unit, end) = unit(at: k) else { return nil }
            var phrase = RecurrencePhrase()
            (phrase.unit, phrase.units) = (unit, n)
            return (phrase, end)
        }
    }

    /// "twice a week", "three times a month", "2x a week", "два раза в неделю", "dwa razy w
    /// tygodniu", "3 razy na miesiąc": so many times in each period. Without days named after it
    /// the phrase spreads them (`RecurrencePhrase.timesPerPeriod`).
    private func timesHeads(at i: Int) -> [Step] {
        var count: Int?
        var j = i
        if let word = key(i), let n = Vocabulary.timesAdverbs[word] {
            count = n
            j = i + 1
        } else if let n = number(i) ?? key(i).flatMap({ Lexicon.numberWords[$0] }), isAny(i + 1, Vocabulary.timesWords) {
            count = n
            j = i + 2
        } else if let n = number(i), isWord(i + 1, "x"), !tokens[i + 1].spaced {
            count = n
            j = i + 2
        }
        guard let count, count >= 2, isAny(j, Vocabulary.afterTimes),
              let (unit, end) = unit(at: j + 1), [.day, .week, .month, .year].contains(unit) else { return [] }
        var phrase = RecurrencePhrase()
        phrase.unit = unit
        phrase.timesPerPeriod = count
        return [(phrase, end)]
    }

    /// "по понедельникам и средам", "по будням", "on Mondays", "on weekdays", "w poniedziałki",
    /// "w dni robocze", "в будни".
    private func pluralHeads(at i: Int) -> [Step] {
        guard isAny(i, Vocabulary.beforePluralDays) else { return [] }
        var steps: [Step] = []
        let plural = isWord(i, "по") ? Lexicon.weekdaysPlural : Lexicon.recurrencePluralWeekdays
        if let (days, end) = weekdayList(at: i + 1, from: plural) {
            var phrase = RecurrencePhrase()
            phrase.weekdays = days
            steps.append((phrase, end))
        }
        if let end = workdays(at: i + 1), let last = key(end - 1), Vocabulary.pluralWorkdays.contains(last) {
            var phrase = RecurrencePhrase()
            phrase.workdays = true
            steps.append((phrase, end))
        }
        // "по утрам", "по вечерам": a daily habit at that part of the day (read as in `everyHeads`).
        if isWord(i, "по"), let word = key(i + 1), Lexicon.recurrencePartsOfDay[word] != nil {
            var phrase = RecurrencePhrase()
            phrase.unit = .day
            steps.append((phrase, i + 1))
        }
        // "on weekends", "по выходным", "w weekendy"; not one weekend ("в выходные", "w weekend").
        // "по выходным дням" says the days as well.
        if isAny(i + 1, Vocabulary.pluralWeekends) {
            var phrase = RecurrencePhrase()
            phrase.weekdays = Vocabulary.weekend
            steps.append((phrase, isWord(i + 1, "выходным") && isWord(i + 2, "дням") ? i + 3 : i + 2))
        }
        return steps
    }

    /// "the last Friday of the month", "first Monday of every month", "в последний рабочий день
    /// месяца", "ostatniego dnia miesiąca", "15-го числа каждого месяца", "on the 1st of every month".
    private func placeInMonthHeads(at i: Int) -> [Step] {
        // Without "every", a deadline word before it makes it one day.
        if isAny(i - 1, Vocabulary.deadlineWords) { return [] }
        var j = i
        if isAny(j, Vocabulary.beforeDay) { j += 1 }
        if isWord(j, "the") { j += 1 }
        var steps = placesInMonth(at: j, every: false).compactMap { step -> Step? in
            guard let end = monthCloser(at: step.end) else { return nil }
            var phrase = step.phrase
            phrase.ofMonth = true
            return (phrase, end)
        }
        if let (days, end) = monthDayList(at: j, marked: false), let closed = monthCloser(at: end, every: true) {
            var phrase = RecurrencePhrase()
            phrase.monthDays = days
            phrase.ofMonth = true
            steps.append((phrase, closed))
        }
        for place in quarterPlaces(at: j) {
            if case .step(let step) = place { steps.append(step) }
        }
        return steps
    }

    /// "the first and last Monday of each quarter", "первый и последний понедельник каждого
    /// квартала": places in every quarter counted from both of its ends, so in its first month and
    /// its last, which no one monthly rule stepping three months holds (its days are all in one
    /// month); the tokens from `i`, "the" included, to the quarter's word.
    func placesInTwoMonthsOfAQuarter(at i: Int) -> Range<Int>? {
        let j = isWord(i, "the") ? i + 1 : i
        for place in quarterPlaces(at: j) {
            if case .inTwoMonths(let end) = place { return i..<end }
        }
        return nil
    }

    /// What a place in the month from token `j` closed by a quarter's words makes.
    private enum QuarterPlace {
        /// "the first Monday of each quarter", "в последнюю пятницу каждого квартала": a place in
        /// every calendar quarter, in its first month counted from the start, in its last from the end.
        case step(Step)
        /// "the first and last Monday of each quarter": places counted from both ends, which no
        /// one rule holds; the token after the quarter's word.
        case inTwoMonths(end: Int)
    }

    /// Every place in the month from token `j` that a quarter's words close, each read one way,
    /// so that a kind of place cannot be a quarter's step and be missed as one in two months.
    private func quarterPlaces(at j: Int) -> [QuarterPlace] {
        placesInMonth(at: j, every: false).compactMap { place in
            guard let end = quarterCloser(at: place.end) else { return nil }
            guard let month = place.phrase.monthOfQuarterHoldingItsPlaces else { return .inTwoMonths(end: end) }
            var phrase = place.phrase
            (phrase.unit, phrase.quarterMonth) = (.quarter, month)
            return .step((phrase, end))
        }
    }

    /// "of each quarter", "of every quarter", "in every quarter", "каждого квартала", "każdego
    /// kwartału": the token after it. "Of the quarter" is one quarter, no repeat.
    private func quarterCloser(at i: Int) -> Int? {
        let j = isWord(i, "of") || isWord(i, "in") ? i + 1 : i
        guard isAny(j, Vocabulary.every), let unit = key(j + 1).flatMap({ Lexicon.recurrenceUnits[$0] }), unit == .quarter else {
            return nil
        }
        return j + 2
    }

    /// A place in a named month or a date, then "every year": "the last Thursday of November
    /// every year", "в последний четверг ноября каждого года", "w ostatni czwartek listopada
    /// każdego roku", "14 March every year", "14 марта ежегодно", "1 września co roku".
    private func placeInYearHeads(at i: Int) -> [Step] {
        if isAny(i - 1, Vocabulary.deadlineWords) { return [] }
        var j = i
        if isAny(j, Vocabulary.beforeDay) { j += 1 }
        let dated = date(at: j)
        if isWord(j, "the") { j += 1 }
        var steps: [Step] = []
        for place in placesInMonth(at: j, every: false) {
            for (month, end) in month(at: place.end, after: place.phrase) {
                guard let closed = yearCloser(at: end) else { continue }
                var phrase = place.phrase
                phrase.month = month
                steps.append((phrase, closed))
            }
        }
        if let (day, month, year, end) = dated ?? date(at: j), month != 0, year == nil, let closed = yearCloser(at: end) {
            var phrase = RecurrencePhrase()
            (phrase.monthDays, phrase.month) = ([day], month)
            steps.append((phrase, closed))
        }
        return steps
    }

    /// "every year", "each year", "annually", "каждый год", "каждого года", "ежегодно", "co
    /// roku", "każdego roku", "corocznie": the token after it.
    private func yearCloser(at i: Int) -> Int? {
        if let word = key(i), let (unit, n) = Lexicon.recurrenceAdverbs[word], unit == .year, n == 1 { return i + 1 }
        guard isAny(i, Vocabulary.every), let unit = key(i + 1).flatMap({ Lexicon.recurrenceUnits[$0] }), unit == .year else { return nil }
        return i + 2
    }

    /// A place in the month from token `j`: "the first and third Monday", "last working day",
    /// "last day", "ostatniego dnia". After "every", a lone place counts only when it cannot be
    /// an interval ("every last Friday", "every first Monday"; "every second Tuesday" is every
    /// other week's, read by `everyHeads`).
    private func placesInMonth(at j: Int, every: Bool) -> [Step] {
        guard let (positions, k) = positionList(at: j) else { return [] }
        if every, positions.count == 1, positions[0] >= 2 { return [] }
        var steps: [Step] = []
        if let weekday = key(k).flatMap({ Lexicon.weekdays[$0] }) {
            var phrase = RecurrencePhrase()
            (phrase.positions, phrase.positionWeekday) = (positions, weekday)
            steps.append((phrase, k + 1))
        }
        if let end = workdays(at: k) {
            var phrase = RecurrencePhrase()
            phrase.workdayPositions = positions
            steps.append((phrase, end))
        }
        // "the last day", "the first and last day", "первый и последний день", "pierwszego i
        // ostatniego dnia": days of the month counted from either end.
        if isAny(k, Vocabulary.dayNouns) {
            var phrase = RecurrencePhrase()
            phrase.monthDays = positions
            steps.append((phrase, k + 1))
        }
        return steps
    }

    // MARK: Parts after the head

    private func tails(after step: Step) -> [Step] {
        let (phrase, i) = step
        var steps: [Step] = []
        if !phrase.namesDays { steps += days(after: step) }
        if phrase.month == nil {
            for (month, end) in month(at: i, after: phrase) {
                var next = phrase
                next.month = month
                steps.append((next, end))
            }
        }
        if !phrase.ofMonth, let end = monthCloser(at: i) {
            var next = phrase
            next.ofMonth = true
            steps.append((next, end))
        }
        if phrase.end == nil, let (end, after) = end(at: i) {
            var next = phrase
            next.end = end
            steps.append((next, after))
        }
        if let next = exceptions(after: step) { steps.append(next) }
        return steps
    }

    /// Weekdays taken out of a daily or working-day rule: "every day except Sunday", "every
    /// weekday but not Friday", "каждый день, кроме субботы и воскресенья", "по будням кроме
    /// пятницы", "codziennie oprócz niedzieli", "w dni robocze poza piątkiem", "every day except
    /// weekends". The rule keeps the other days. What is not a weekday ("кроме праздников") is no
    /// part of the rule.
    private func exceptions(after step: Step) -> Step? {
        let (phrase, i) = step
        let days: [Weekday]
        if phrase.workdays && phrase.weekdays.isEmpty {
            days = Array(Weekday.allCases.prefix(5))
        } else if phrase.unit == .day, phrase.units == 1, !phrase.namesDays, phrase.timesPerPeriod == nil, phrase.month == nil {
            days = Weekday.allCases
        } else {
            return nil
        }
        guard let j = exceptionStart(at: i),
              let (excepted, end) = weekdayList(at: j) ?? weekdayList(at: j, from: Vocabulary.exceptedWeekdays)
                ?? (isAny(j, Vocabulary.exceptedWeekends) ? (Vocabulary.weekend, j + 1) : nil) else { return nil }
        let kept = days.filter { !excepted.contains($0) }
        guard !kept.isEmpty, kept.count < days.count else { return nil }
        var next = phrase
        (next.unit, next.units, next.workdays, next.weekdays) = (nil, 1, false, kept)
        return (next, end)
    }

    /// Weekdays taken out of a daily or working-day rule after the time that stands between
    /// them, which ends at `i`: a daily habit's part of the day ("every morning except Sunday",
    /// "каждое утро кроме воскресенья", "codziennie rano oprócz niedzieli") or a clock time
    /// ("every weekday at 8am except Fridays", "по будням в 8 утра кроме пятниц", "w dni robocze
    /// o 8 oprócz piątków"). The time stays the task's (`BuiltinParser.habitPartOfDay`, the
    /// clock's rules), so the exception stands apart from the rule it changes: the rule without
    /// those days, and the exception's tokens.
    func exception(after reading: RecurrenceReading, timeEndingAt i: Int) -> (rule: Recurrence, exception: Range<Int>)? {
        var said = RecurrencePhrase()
        if reading.rule == Recurrence(frequency: .daily) {
            said.unit = .day
        } else if reading.rule == Recurrence(frequency: .weekly, byDay: Weekday.allCases.prefix(5).map { Recurrence.Day(weekday: $0) }) {
            said.workdays = true
        } else {
            return nil
        }
        guard let (phrase, end) = exceptions(after: (said, i)), let rule = phrase.rule else { return nil }
        return (rule, i..<end)
    }

    /// The token after the part of the day a daily habit's rule ends before ("morning" of
    /// "every morning", "rano" of "codziennie rano"), or nil when none stands there.
    func habitTimeEnd(after reading: RecurrenceReading) -> Int? {
        let i = reading.tokens.upperBound
        guard reading.rule == Recurrence(frequency: .daily), let word = key(i),
              Lexicon.recurrencePartsOfDay[word] != nil || Lexicon.partsOfDay[word] != nil else { return nil }
        return i + 1
    }

    /// "except" and the word it takes out after a rule that ended at `i` without reading it
    /// ("кроме праздников", "except holidays", "oprócz świąt"): days no rule can name.
    func unreadException(at i: Int) -> Range<Int>? {
        let first = isWord(i, ",") ? i + 1 : i
        guard !isAny(first, Vocabulary.exceptWordsOfPlace), let j = exceptionStart(at: i), j < tokens.count,
              tokens[j].kind == .word else { return nil }
        return first..<(j + 1)
    }

    /// The token after "except", "but not", "кроме", "oprócz", "poza" at `i` (a comma before it,
    /// "on", "в" or "w" after it), or nil when none stands there.
    private func exceptionStart(at i: Int) -> Int? {
        var j = isWord(i, ",") ? i + 1 : i
        if isAny(j, Vocabulary.exceptWords) {
            j += 1
        } else if isWord(j, "but"), isWord(j + 1, "not") {
            j += 2
        } else {
            return nil
        }
        return isAny(j, Vocabulary.beforeDay) ? j + 1 : j
    }

    /// The days of each period: "on Tuesday", "по вторникам", "we wtorek", "on weekdays", "on
    /// the last Friday", "во второй рабочий день", "on the 1st and 15th", "15-го", "1. i 15.
    /// dnia", "ostatniego dnia", "on 14 March", "14 марта".
    private func days(after step: Step) -> [Step] {
        let (phrase, i) = step
        var steps: [Step] = []
        func with(_ change: (inout RecurrencePhrase) -> Void, _ end: Int) {
            var next = phrase
            change(&next)
            steps.append((next, end))
        }
        if isWord(i, "по") {
            if let (days, end) = weekdayList(at: i + 1, from: Lexicon.weekdaysPlural) { with({ $0.weekdays = days }, end) }
            if let end = workdays(at: i + 1) { with({ $0.workdays = true }, end) }
        }
        var j = i
        if isAny(j, Vocabulary.beforeDay) { j += 1 }
        if isWord(j, "the") { j += 1 }
        // A bare number after "on" or "the" is a day ("on the 15"); after "в", "w" an hour
        // ("каждый день в 7").
        let marksADay = isWord(i, "on") || isWord(j - 1, "the")
        if let (days, end) = weekdayList(at: j) { with({ $0.weekdays = days }, end) }
        if let end = workdays(at: j) { with({ $0.workdays = true }, end) }
        for place in placesInMonth(at: j, every: false) {
            with({
                $0.positions = place.phrase.positions
                $0.positionWeekday = place.phrase.positionWeekday
                $0.workdayPositions = place.phrase.workdayPositions
                $0.monthDays = place.phrase.monthDays
            }, place.end)
        }
        if let (days, end) = monthDayList(at: j, marked: marksADay) { with({ $0.monthDays = days }, end) }
        if phrase.month == nil, let (day, month, _, end) = date(at: j), month != 0 {
            with({ ($0.monthDays, $0.month) = ([day], month) }, end)
        }
        return steps
    }

    /// The month of a yearly rule: "in March", "в марте", "w marcu", "of September", and after
    /// a place or a day, the genitive alone ("сентября", "września").
    private func month(at i: Int, after phrase: RecurrencePhrase) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        if isAny(i, Vocabulary.beforeMonth), let month = key(i + 1).flatMap({ Lexicon.months[$0] }) { found.append((month, i + 2)) }
        if phrase.positionWeekday != nil || !phrase.workdayPositions.isEmpty || !phrase.monthDays.isEmpty,
           let month = key(i).flatMap({ Lexicon.months[$0] }), tokens[i].kind == .word {
            found.append((month, i + 1))
        }
        return found
    }

    /// "of the month", "of every month", "each month", "a month", "месяца", "каждого месяца",
    /// "в месяц", "miesiąca", "każdego miesiąca", "w miesiącu"; with `every`, only those that say
    /// every month, not "the" one.
    private func monthCloser(at i: Int, every: Bool = false) -> Int? {
        var j = i
        let of = isWord(j, "of")
        if of { j += 1 }
        var saysEvery = false, determined = false
        if isAny(j, Vocabulary.every) {
            (saysEvery, j) = (true, j + 1)
        } else if isAny(j, Vocabulary.beforeMonthNoun) {
            (saysEvery, determined, j) = (!isWord(j, "the"), true, j + 1)
        }
        guard let unit = key(j).flatMap({ Lexicon.recurrenceUnits[$0] }), unit == .month else { return nil }
        // Alone, only a genitive says "of the month": "месяца", "miesiąca", not "month".
        if !of && !saysEvery && !determined && !["месяца", "miesiąca", "miesiaca"].contains(tokens[j].key.text) { return nil }
        return every && !saysEvery ? nil : j + 1
    }

    // MARK: Pieces

    /// Ways to read an interval at `j`, the implicit 1 first: "2", "two", "две", "other",
    /// "second" (an ordinal), "2nd", "2-й", "2й", "2.".
    func intervals(at j: Int) -> [(Int, Bool, Int)] {
        var found: [(Int, Bool, Int)] = [(1, false, j)]
        if let n = number(j), n >= 1 {
            if isAny(j + 1, Vocabulary.daySuffixes) && !(tokens[j + 1].spaced) {
                found.append((n, true, j + 2))
            } else if isWord(j + 1, "-"), isAny(j + 2, Vocabulary.ordinalEndings) {
                found.append((n, true, j + 3))
            } else if isAny(j + 1, Vocabulary.ordinalEndingsOrDot), !tokens[j + 1].spaced {
                // "2й", "2ю", and Polish's "2." (drugi): the same ordinal without a hyphen.
                found.append((n, true, j + 2))
            } else {
                found.append((n, false, j + 1))
            }
        }
        if let word = key(j), let n = Lexicon.numberWords[word], !["a", "an", "few", "несколько", "kilka"].contains(word.text) {
            // "every couple of days": the count with its "of".
            found.append((n, false, Vocabulary.countNounsBeforeOf.contains(word) && isWord(j + 1, "of") ? j + 2 : j + 1))
        }
        if let n = key(j).flatMap({ Lexicon.recurrenceIntervalOrdinals[$0] }) { found.append((n, true, j + 1)) }
        return found
    }

    /// A unit: "weeks", "недели", "tygodnie", "полгода", and "half a year", "pół roku".
    func unit(at k: Int) -> (RecurrenceVocabulary.Unit, Int)? {
        if let unit = key(k).flatMap({ Lexicon.recurrenceUnits[$0] }) { return (unit, k + 1) }
        if isAny(k, Vocabulary.halfWords) {
            let m = isWord(k + 1, "a") ? k + 2 : k + 1
            if let unit = key(m).flatMap({ Lexicon.recurrenceUnits[$0] }), unit == .year { return (.halfYear, m + 1) }
        }
        return nil
    }

    /// Monday to Friday at `k`: "weekday", "business day", "будни", "рабочим дням", "dni robocze".
    private func workdays(at k: Int) -> Int? {
        if let word = key(k), let needsNoun = Lexicon.recurrenceWorkdayWords[word] {
            guard needsNoun else { return k + 1 }
            return isAny(k + 1, Vocabulary.workdayNouns) ? k + 2 : nil
        }
        if isAny(k, Vocabulary.polishWorkdayNouns), isAny(k + 1, Vocabulary.polishWorkdayAdjectives) { return k + 2 }
        return nil
    }

    /// Weekdays listed from `k`: "Monday and Thursday", "пн, ср и пт", "poniedziałki i czwartki".
    private func weekdayList(at k: Int, from table: KeyTable<Weekday>? = nil) -> ([Weekday], Int)? {
        func weekday(_ i: Int) -> Weekday? {
            guard let word = key(i), i < tokens.count, tokens[i].kind == .word else { return nil }
            if let table { return table[word] }
            return Lexicon.weekdays[word] ?? Lexicon.recurrencePluralWeekdays[word]
        }
        guard let first = weekday(k) else { return nil }
        var days = [first]
        var end = k + 1
        while true {
            var next = end
            if isAny(next, Lexicon.weekdayJoiners) { next += 1 }
            if isWord(next - 1, ","), isAny(next, Vocabulary.andWords) { next += 1 }
            guard let day = weekday(next) else { break }
            if !days.contains(day) { days.append(day) }
            end = next + 1
        }
        return (days, end)
    }

    /// Places in the month listed from `k`: "first and third", "последнюю", "ostatni".
    private func positionList(at k: Int) -> ([Int], Int)? {
        guard let (first, after) = position(at: k) else { return nil }
        var positions = [first]
        var end = after
        while isAny(end, Lexicon.weekdayJoiners), let (next, after) = position(at: end + 1) {
            if !positions.contains(next) { positions.append(next) }
            end = after
        }
        return (positions, end)
    }

    /// A place in the month: "first", "последнюю", "ostatni", "1st", "3-й".
    private func position(at k: Int) -> (Int, Int)? {
        if let place = key(k).flatMap({ Lexicon.recurrencePositions[$0] }) { return (place, k + 1) }
        guard let n = number(k), (1...5).contains(n) else { return nil }
        if isAny(k + 1, Vocabulary.daySuffixes), !tokens[k + 1].spaced { return (n, k + 2) }
        if isWord(k + 1, "-"), isAny(k + 2, Vocabulary.ordinalEndings) { return (n, k + 3) }
        return nil
    }

    /// Days of the month listed from `k`: "1st and 15th", "1-го и 15-го", "15 числа", "1. i 15.
    /// dnia", "last day", "первое", "1st and last day", "15-го и в последний день". `marked`
    /// (after "on the", "в") lets bare numbers through; otherwise each needs its suffix or a day
    /// noun after the list. The list stops before a day that has neither, and before a number
    /// that counts times ("on the 15th, 5 times").
    private func monthDayList(at k: Int, marked: Bool) -> ([Int], Int)? {
        var items: [(day: Int, end: Int, suffixed: Bool)] = []
        var end = k
        while true {
            var i = end
            if !items.isEmpty {
                guard isAny(i, Lexicon.weekdayJoiners) else { break }
                i += 1
                if isAny(i, Vocabulary.beforeListedWeekday) { i += 1 }
            }
            guard let (day, after, hasSuffix) = monthDay(at: i), hasSuffix || !isAny(after, Vocabulary.countWords) else { break }
            items.append((day, after, hasSuffix))
            end = after
        }
        func days(_ items: ArraySlice<(day: Int, end: Int, suffixed: Bool)>) -> [Int] {
            var days: [Int] = []
            for item in items where !days.contains(item.day) { days.append(item.day) }
            return days
        }
        guard !items.isEmpty else { return nil }
        if isAny(end, Vocabulary.numberedDayNouns) { return (days(items[...]), end + 1) }
        // A place from the end is suffixed only with its noun ("last day"): a bare "last" is no day.
        let valid = items.prefix { $0.suffixed || marked && $0.day > 0 }.count
        guard valid > 0 else { return nil }
        return (days(items.prefix(valid)), items[valid - 1].end)
    }

    /// One day of the month at `i` and whether it carried its own suffix: "15th", "15-го",
    /// "15.", "fifteenth", "пятнадцатого", "last day".
    private func monthDay(at i: Int) -> (Int, Int, Bool)? {
        if let n = number(i), (1...31).contains(n), tokens[i].digits <= 2 {
            if isAny(i + 1, Vocabulary.daySuffixes), !tokens[i + 1].spaced { return (n, i + 2, true) }
            if isWord(i + 1, "-"), isAny(i + 2, Vocabulary.daySuffixes) { return (n, i + 3, true) }
            if isWord(i + 1, "."), !tokens[i + 1].spaced { return (n, i + 2, true) }
            return (n, i + 1, false)
        }
        if let word = key(i), tokens[i].kind == .word {
            if let n = Lexicon.ordinals[word], (1...31).contains(n), Lexicon.recurrencePositions[word] == nil || !isAny(i + 1, Vocabulary.dayNouns) {
                return (n, i + 1, true)
            }
            if let position = Lexicon.recurrencePositions[word], position < 0 {
                // "last day", "последний день"; a bare "ostatniego" shares the list's "dnia".
                return isAny(i + 1, Vocabulary.dayNouns) && !isAny(i + 2, Lexicon.weekdayJoiners) ? (position, i + 2, true)
                    : (position, i + 1, false)
            }
        }
        return nil
    }

    /// A day and a month, and a year if said: "14 March", "March 14", "14 марта 2027", "31
    /// grudnia", "2027-03-14". Month 0 when none was read.
    func date(at i: Int) -> (Int, Int, Int?, Int)? {
        // ISO 8601: 2027-03-14.
        if let year = number(i), tokens[i].digits == 4, isWord(i + 1, "-"), let month = number(i + 2), isWord(i + 3, "-"),
           let day = number(i + 4), (1...12).contains(month), (1...31).contains(day) {
            return (day, month, year, i + 5)
        }
        if let (day, after, _) = monthDay(at: i), day > 0, let month = key(after).flatMap({ Lexicon.months[$0] }) {
            let (year, end) = year(at: after + 1)
            return (day, month, year, end)
        }
        if isWord(i, "the"), let (day, after, _) = monthDay(at: i + 1), day > 0, isWord(after, "of"),
           let month = key(after + 1).flatMap({ Lexicon.months[$0] }) {
            let (year, end) = year(at: after + 2)
            return (day, month, year, end)
        }
        if let month = key(i).flatMap({ Lexicon.months[$0] }), let (day, after, _) = monthDay(at: i + 1), day > 0 {
            let comma = isWord(after, ",") && number(after + 1) != nil
            let (year, end) = year(at: comma ? after + 1 : after)
            return (day, month, year, year == nil ? after : end)
        }
        return nil
    }

    /// A four-digit year at `i` and the token after it ("2027", "2027 года", "2027 r."), or nil
    /// and `i`.
    func year(at i: Int) -> (Int?, Int) {
        guard let year = number(i), tokens[i].digits == 4, (1...9999).contains(year) else { return (nil, i) }
        var end = i + 1
        if isAny(end, Vocabulary.yearWords) {
            end += 1
            if isWord(end, "."), !tokens[end].spaced { end += 1 }
        }
        return (year, end)
    }

    // MARK: Tokens

    func key(_ i: Int) -> Key? { i >= 0 && i < tokens.count ? tokens[i].key : nil }
    func number(_ i: Int) -> Int? { i >= 0 && i < tokens.count ? tokens[i].number : nil }
    func isWord(_ i: Int, _ word: Key) -> Bool { key(i) == word }
    func isAny(_ i: Int, _ words: KeySet) -> Bool { key(i).map(words.contains) ?? false }
}
