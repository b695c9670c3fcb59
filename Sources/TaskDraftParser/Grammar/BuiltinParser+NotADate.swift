import TaskDraftKit

/// Names, numbers and references are not dates. A weekday or month word is a date only where
/// a preposition or its position makes it one; a number is a date or a time only where
/// nothing around it says it is a version, a price, a phone number, an address, a reference,
/// a ratio or a quantity. These rules run before the date recognizers and keep such words in
/// the title; an attributive weekday ("Book a table for Friday dinner") stays in the title and
/// still names the day, with a warning, since that reading is a guess.
extension BuiltinParser {
    // MARK: Words

    /// A weekday or month word that is part of a name or a noun phrase, or a date word glued
    /// into a domain, a file or an address (`tuesday.io`, `friday@corp.com`).
    func wordName(at i: Int, in tokens: [Token]) -> Match? {
        // Most words that open a date rule ("at", "в", "the") open no name: one look-up.
        guard Lexicon.nameSensitiveWords.contains(tokens[i].key) else { return nil }
        if let event = Lexicon.eventNames.longestMatch(tokens, at: i) {
            return Match(length: event.length, finding: .keep)
        }
        if isGlued(i, in: tokens) { return Match(length: 1, finding: .keep) }
        let key = tokens[i].key
        let weekday = Lexicon.weekdays[key]
        let month = weekday == nil ? Lexicon.months[key] : nil
        guard weekday != nil || month != nil, i > 0 || tokens.count > 1 else { return nil }
        let before = i > 0 ? tokens[i - 1] : nil
        // "Отчёт за март", "raport za marzec": the period the task is about, not its deadline.
        if let before, before.key == "за" || before.key == "za", before.kind == .word {
            return Match(length: 1, finding: .keep)
        }
        // "Встреча с Маем", "с Августом": "с" takes a month in the genitive ("с мая": from May)
        // and a person in the instrumental (with them), whatever the case of its letter.
        if month != nil, let before, Self.russianWith.contains(before.key),
           key.text.hasSuffix("ем") || key.text.hasSuffix("ём") || key.text.hasSuffix("ом") {
            return Match(length: 1, finding: .keep)
        }
        // A field's words after the day open the next field ("start monday wait until friday",
        // "friday estimate 2h"), no noun of a name.
        let nounAfter = i + 1 < tokens.count && isContentWord(at: i + 1, in: tokens)
            && Lexicon.fieldWords.longestMatch(tokens, at: i + 1) == nil && Lexicon.connectors.longestMatch(tokens, at: i + 1) == nil
        guard nounAfter else { return nil }
        // "the Tuesday digest", "our Friday standup", "Anna's Monday class": a noun phrase.
        if let before, before.kind == .word, Lexicon.determiners.contains(before.key) || before.key.hasSuffix("'s") {
            return Match(length: 1, finding: .keep)
        }
        // "on Friday evening", "by Monday noon": the preposition makes it a time. "for" only
        // says what the thing is for ("a table for Friday dinner"), and "Do" opening the sentence
        // is the verb ("Do Friday report", as "Write Friday report").
        if let before, before.kind == .word, Lexicon.datePrepositions.contains(before.key), before.key != "for",
           !(i == 1 && Self.opensWithTheVerbDo(tokens)) {
            return nil
        }
        // A month before a noun with no preposition ("June launch") names nothing by itself;
        // after "in" or "during" it is the month ("In June pay taxes").
        if month != nil, let before, before.kind == .word, Self.monthPrepositions.contains(before.key) { return nil }
        guard let weekday else { return Match(length: 1, finding: .keep) }
        // "Sat exam", "Sun Microsystems": a short form that is also a word is no day here.
        if Lexicon.ambiguousWeekdays.contains(key) { return Match(length: 1, finding: .keep) }
        // "Friday dinner", "Sunday roast": the person most likely means that day, but the words
        // are also the thing's name, so they stay in the title and the day is flagged a guess.
        let phrase = String(tokens[i].text) + " " + String(tokens[i + 1].text)
        return Match(length: 1, finding: .dayInName(.weekday(weekday, nextWeek: false, includingToday: false)),
                     warning: .dayInName(phrase: phrase, weekday))
    }

    /// Context that makes the words at `i` something other than a date, whatever a date rule
    /// would read there (each case below is one rule; the chart lets a reading here settle the
    /// position, so no date reading of the same words is offered):
    /// - a Russian weekday that is a noun of the title: "среду разработки", "рабочую среду",
    ///   "тестовой среде" (no preposition makes it a day, and a noun or an adjective is beside it);
    /// - a capitalised weekday inside a name: "Sunday Times", "Monday Motors", "Friday Night
    ///   Lights" (not at the start; `weekdayNameLength`);
    /// - an estimate: "estimate 2h", "оценка 3 часа", "~2h" (a length of work, not a deadline;
    ///   the words are `LexiconSource.fieldWords`);
    /// - the second number of a version range: "Windows 10 до 11", "Python 3.11 to 3.12", and of
    ///   a range of numbered things: "chapters 4.1 to 4.3", "главы 4.1 до 4.3";
    /// - a number written against a capital letter: "1С", "3D", "4K", "5G";
    /// - a count before a part of the day that describes a noun: "three night markets";
    /// - an ordinal before a noun that is no calendar word: "2nd floor", "на 2-м этаже"
    ///   (`ordinalBeforeANoun`);
    /// - the end of a period said bare right after a verb, the verb's object: "Обсудить конец
    ///   года", "Omówić koniec przyszłego roku", "Discuss the end of next month" (after the verb's
    ///   object it is the deadline: "Сдать отчёт конец года"; `periodEndAfterAVerb`);
    /// - a past day's adjective before the noun it describes: "Review yesterday's notes",
    ///   "Ответить на вчерашнее письмо" (`describesAPastThing`);
    /// - the noun "weekend" before a noun it describes: "Read the weekend edition"
    ///   (`weekendDescribesANoun`);
    /// - a weekend that is a verb's object: "Plan weekend", "Zaplanować weekend"
    ///   (`weekendObjectLength`);
    /// - a holiday's long weekend: "na weekend majowy", "the long weekend" (`namedWeekendLength`);
    /// - a weekend whose kind the task's first word says: "Work weekend", "Rodzinny weekend"
    ///   (`kindOfWeekendLength`);
    /// - a weekday or a month that is a surname after a title: "Call Mrs. Friday", "Zadzwonić do
    ///   pana Środy" (`isASurnameAfterATitle`);
    /// - a weekday or a month that is what the words are about: "Ask Will about Monday",
    ///   "Спросить про понедельник", "Zapytać o piątek" (`dayAsTheTopicLength`);
    /// - a Russian count of days or nights said as an hour is: "Уехать на 2 дня", "Снять
    ///   квартиру на 3 ночи", "Взять 2 дня отпуска" (`countOfDaysLength`).
    func notADate(at i: Int, in tokens: [Token]) -> Match? {
        let token = tokens[i]
        func at(_ k: Int) -> Token? { i + k >= 0 && i + k < tokens.count ? tokens[i + k] : nil }
        // "2014~2018": a tilde between two numbers is a range, not an estimate.
        if token.kind == .word || token.isSymbol("~"), let word = Lexicon.fieldWords.longestMatch(tokens, at: i),
           word.value == .estimate, !(token.key == "~" && !token.spaced && at(-1)?.kind == .number),
           let (length, duration) = estimateLength(after: i + word.length - 1, in: tokens) {
            // "estimate 2h", "~2 godziny", "szacowany czas 2h" is how long the task takes; "estimate
            // 5" (no unit), "the estimate 2h" (a noun) and "Оценка 3 часа на задачу" (the task is
            // the estimate) stay in the title.
            // "this" picks a day before a weekday (so `Lexicon.determiners` leaves it out); before
            // "estimate" it opens a noun as any determiner does.
            let isNoun = i == 0
                || at(-1).map { $0.kind == .word && (Lexicon.determiners.contains($0.key) || $0.key == "this") } == true
            if let duration, !isNoun, case .finding(let finding)? = Edge.estimate(duration)?.value {
                return Match(length: word.length + length, finding: finding)
            }
            return Match(length: word.length + length, finding: .keep)
        }
        // "three night markets", "2 morning sessions", "at 4 afternoon classes": a count of things
        // a part of the day describes, not an hour; not before the weekdays a repeat leaves out
        // ("в 8 утра кроме пятниц").
        if let part = at(1), Lexicon.partsOfDay[part.key] != nil, part.kind == .word, part.spaced, i + 2 < tokens.count,
           tokens[i + 2].spaced, isContentWord(at: i + 2, in: tokens), !RecurrenceVocabulary.exceptWords.contains(tokens[i + 2].key),
           token.kind == .number && token.digits <= 2 || token.kind == .word && Lexicon.numberWords[token.key] != nil {
            return Match(length: 2, finding: .keep)
        }
        if let length = periodEndAfterAVerb(at: i, in: tokens) ?? countOfDaysLength(at: i, in: tokens) {
            return Match(length: length, finding: .keep)
        }
        switch token.kind {
        case .word:
            if let length = dayAsTheTopicLength(at: i, in: tokens) { return Match(length: length, finding: .keep) }
            if token.key == "the", let length = unanchoredOrdinalPeriod(after: i, in: tokens) {
                return Match(length: 1 + length, finding: .keep)
            }
            if describesAPastThing(at: i, in: tokens) || weekendDescribesANoun(at: i, in: tokens) {
                return Match(length: 1, finding: .keep)
            }
            if let length = weekendObjectLength(at: i, in: tokens) ?? namedWeekendLength(at: i, in: tokens)
                ?? kindOfWeekendLength(at: i, in: tokens) {
                return Match(length: length, finding: .keep)
            }
            if isASurnameAfterATitle(at: i, in: tokens) { return Match(length: 1, finding: .keep) }
            guard let weekday = Lexicon.weekdays[token.key] else { return nil }
            _ = weekday
            let before = at(-1), after = at(1)
            let prepositionBefore = before.map { $0.kind == .word && Lexicon.datePrepositions.contains($0.key) } ?? false
            let modifierBefore = before.map { Lexicon.nextModifiers.contains($0.key) || Lexicon.thisModifiers.contains($0.key)
                || Lexicon.lastModifiers.contains($0.key) || Lexicon.everyWords.contains($0.key) } ?? false
            if token.key.text.utf8.first.map({ $0 >= 0xD0 }) == true, !prepositionBefore, !modifierBefore {
                // "среду разработки": the noun of a noun phrase, a genitive after it.
                if after.map({ $0.kind == .word && $0.spaced && isContentWord(at: i + 1, in: tokens)
                    && $0.text.first?.isLowercase == true }) == true {
                    return Match(length: 1, finding: .keep)
                }
                // "рабочую среду", "тестовой среде": an adjective before it.
                if let before, before.kind == .word, Self.isRussianAdjective(before.key) { return Match(length: 1, finding: .keep) }
            }
            // "Купить газету Пятница", "Kupić tygodnik Sobota": Russian and Polish write a day in
            // lower case, and say a deadline with a preposition ("в пятницу", "w piątek"); a
            // capitalised weekday in the nominative right after a word of the title is a name.
            if i > 0, token.text.first?.isUppercase == true, !prepositionBefore, !modifierBefore,
               Self.nominativeWeekdays.contains(token.key), let before, before.kind == .word,
               isContentWord(at: i - 1, in: tokens) {
                return Match(length: 1, finding: .keep)
            }
            // "Sunday Times", "Friday Motors", "Friday Night Lights": a capitalised weekday opening
            // a run of capitalised words, but for a holiday's name ("w Poniedziałek Wielkanocny").
            if i > 0, token.text.first?.isUppercase == true, let length = weekdayNameLength(at: i, in: tokens),
               Lexicon.holidayNames.longestMatch(tokens, at: i) == nil {
                return Match(length: length, finding: .keep)
            }
            return nil
        case .number:
            if let length = ordinalBeforeANoun(at: i, in: tokens) { return Match(length: length, finding: .keep) }
            // "1С", "3D", "4K": a product or a grade, not a time.
            // ("2018Q4" is a quarter: a number follows the letter.)
            if let next = at(1), next.kind == .word, !next.spaced, next.text.count <= 2, next.text.allSatisfy(\.isUppercase),
               !["AM", "PM", "H", "Z", "T", "A", "P"].contains(String(next.text)), next.key != "ч",
               !(at(2).map { !$0.spaced && $0.kind == .number } ?? false) {
                return Match(length: 2, finding: .keep)
            }
            // "Windows 10 до 11": the far end of a version range; "chapters 4.1 to 4.3", "главы 4.1
            // до 4.3", "rozdziały 4.1 do 4.3": of a range of numbered things, both ends written with
            // a dot (a room's "кабинет 305 до 12" is until noon).
            if let joiner = at(-1), joiner.kind == .word, Lexicon.versionJoiners.contains(joiner.key), i >= 3,
               tokens[i - 2].kind == .number {
                var start = i - 2
                while start >= 2, !tokens[start].spaced, tokens[start - 1].isSymbol("."), !tokens[start - 1].spaced,
                      tokens[start - 2].kind == .number { start -= 2 }
                var end = i + 1
                while end + 1 < tokens.count, !tokens[end].spaced, tokens[end].isSymbol("."), tokens[end + 1].kind == .number { end += 2 }
                if start >= 1, tokens[start - 1].kind == .word {
                    let name = kind(of: tokens[start - 1])
                    let dotted = start < i - 2 && end > i + 1
                    if name.contains(.version) && (start == i - 2 || dotted) || name.contains(.reference) && dotted {
                        return Match(length: end - i, finding: .keep)
                    }
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether a capitalised weekday or month right after a title of address is a surname: "Call
    /// Mrs. Friday", "Позвонить господину Пятнице", "Zadzwonić do pana Środy", "Spotkanie z panem
    /// Piątkiem", where it was the day and left the title ("Call Mrs"). Polish's bare "pan" is
    /// left out, as English's "a pan" is a pan.
    private func isASurnameAfterATitle(at i: Int, in tokens: [Token]) -> Bool {
        guard i > 0, tokens[i].text.first?.isUppercase == true,
              Lexicon.weekdays[tokens[i].key] != nil || Lexicon.months[tokens[i].key] != nil else { return false }
        let title = i >= 2 && tokens[i - 1].isSymbol(".") && !tokens[i - 1].spaced ? tokens[i - 2] : tokens[i - 1]
        return title.kind == .word && Self.titlesOfAddress.contains(title.key)
    }

    /// "Mrs", "господину", "pana": the titles of address before a surname.
    static let titlesOfAddress = LexiconSource.words([
        "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "madam",
        "господин", "господина", "господину", "господином", "госпожа", "госпожи", "госпоже", "госпожу", "госпожой",
        "г-н", "г-на", "г-ну", "г-ном", "г-жа", "г-жи", "г-же", "г-жу", "г-жой",
        "pana", "panu", "panem", "panie", "pani", "panią", "państwa", "mecenas", "mecenasa", "doktor", "doktora",
    ])

    /// The tokens of a name a capitalised weekday opens, itself included: a capitalised word
    /// right after it that is no date word ("Sunday Times"), or one after capitalised parts of
    /// the day that is a noun ("Friday Night Lights", "Monday Night Football"). A part of the day
    /// that ends the run, or a small word after it, leaves the day and its time ("Call Anna
    /// Friday Night", "Dinner Friday Night With Anna"); nil where no such word follows.
    private func weekdayNameLength(at i: Int, in tokens: [Token]) -> Int? {
        var k = i + 1
        while k < tokens.count, tokens[k].kind == .word, tokens[k].spaced, tokens[k].text.first?.isUppercase == true {
            if Lexicon.partsOfDay[tokens[k].key] != nil {
                k += 1
            } else if k == i + 1 ? !isDateOrTimeWord(tokens[k].key) : isContentWord(at: k, in: tokens) {
                return k + 1 - i
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether the word at `i` is a past day's adjective before a noun it describes ("Review
    /// yesterday's notes", "Ответить на вчерашнее письмо", "Opisać notatki z wczorajszego
    /// spotkania"): the thing is of that day, and the task is still to do, so the day is no due.
    /// With a part of the day or the noun "day" it is that day, as before ("wczorajszy wieczór",
    /// "со вчерашнего дня").
    private func describesAPastThing(at i: Int, in tokens: [Token]) -> Bool {
        guard let days = Lexicon.relativeDays[tokens[i].key], days < 0, i + 1 < tokens.count, tokens[i + 1].spaced else {
            return false
        }
        let word = tokens[i].key.text
        let isAdjective = word.hasSuffix("'s") || LexiconSource.nearDayAdjectives.contains {
            $0.days == days && (word.hasPrefix($0.russianStem) || word.hasPrefix($0.polishStem))
        }
        return isAdjective && isContentWord(at: i + 1, in: tokens) && Lexicon.phrases.longestMatch(tokens, at: i) == nil
    }

    /// The tokens of the duration or number after an estimate word ("2h", "3 часа", "~2 godziny",
    /// "около 2 часов", "— 2h", "2-3 часа"), and the duration when there is one.
    private func estimateLength(after i: Int, in tokens: [Token]) -> (Int, Duration?)? {
        var k = i + 1
        // "est. 2h": an abbreviation's dot.
        if k < tokens.count, tokens[k].isSymbol("."), !tokens[k].spaced { k += 1 }
        if k < tokens.count, tokens[k].key == "of" || tokens[k].kind == .symbol
            && (tokens[k].isSymbol("~") || Self.fieldValueMarks.contains(where: tokens[k].isSymbol)) { k += 1 }
        // "займёт около 2 часов", "zajmie około 2 godzin": a hedge before the length.
        if k < tokens.count, let hedge = Lexicon.connectors.longestMatch(tokens, at: k), hedge.value.contains(.about) {
            k += hedge.length
        }
        guard k < tokens.count else { return nil }
        // "займёт 2-3 часа", "estimate 2 to 3 hours": the range's upper bound (`lengthRange`).
        if let range = lengthRange(at: k, in: tokens) { return (k + range.length - i - 1, range.upper) }
        if let (first, firstLength) = lengthPart(at: k, in: tokens) {
            var length = firstLength, end = k + first
            // "1h 30m", "1h30m", "2 hours 15 minutes": the parts of one length.
            while end < tokens.count, let (more, part) = lengthPart(at: end, in: tokens) {
                length = length + part
                end += more
            }
            return (end - i - 1, length)
        }
        if tokens[k].kind == .number { return (k - i, nil) }
        return nil
    }

    /// A length, or a part of one, after an estimate's word: a duration the chart reads, or a
    /// count of minutes written `30m` / `30м`, as `estimate:30m` and the help's "2h, 30m, 1h30m"
    /// write them (only here: elsewhere "Buy 30m cable" is metres). Its tokens and its length.
    private func lengthPart(at k: Int, in tokens: [Token]) -> (Int, Duration)? {
        if let reading = duration(at: k, in: tokens), case .duration(let length) = reading.value { return (reading.length, length) }
        guard k + 1 < tokens.count, tokens[k].kind == .number, let count = tokens[k].number, !tokens[k + 1].spaced,
              Self.minuteLetters.contains(tokens[k + 1].key), k + 2 >= tokens.count || tokens[k + 2].spaced || tokens[k + 2].kind != .word,
              let minutes = Duration(Double(count), .minute) else { return nil }
        return (2, minutes)
    }

    /// The letter after a count of minutes in `estimate:30m`, in Latin and Cyrillic.
    static let minuteLetters: KeySet = ["m", "м"]

    /// The tokens of the end of a period said right after a verb, as its object, with or without
    /// "next", "last" or "this" before the period: "Обсудить конец года", "Обсудить конец
    /// следующего месяца", "Omówić koniec przyszłego kwartału", "Discuss the end of next month",
    /// "Discuss the end of the year".
    private func periodEndAfterAVerb(at i: Int, in tokens: [Token]) -> Int? {
        guard i > 0, tokens[i - 1].kind == .word, SplitLexicon.isVerb(tokens[i - 1].key) else { return nil }
        var k = i
        if tokens[k].key == "the", k + 2 < tokens.count, tokens[k + 1].key == "end", tokens[k + 2].key == "of" {
            k += 3
            if k < tokens.count, tokens[k].key == "the" { k += 1 }
        } else if Self.periodEndNouns.contains(tokens[k].key) {
            k += 1
        } else {
            return nil
        }
        if k < tokens.count, Self.periodShifts[tokens[k].key] != nil { k += 1 }
        guard k < tokens.count, tokens[k].kind == .word, Self.periodNouns[tokens[k].key] != nil else { return nil }
        return k + 1 - i
    }

    /// "конец", "koniec": the noun that says the end of a period bare, with no preposition.
    static let periodEndNouns: KeySet = ["конец", "koniec"]


    /// Russian and Polish weekdays in the nominative.
    static let nominativeWeekdays: KeySet = [
        "понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье",
        "poniedziałek", "poniedzialek", "wtorek", "środa", "sroda", "czwartek", "piątek", "piatek", "sobota", "niedziela",
    ]

    /// "рабочую", "тестовой", "новая": a Russian adjective ending (a weekday's modifiers such as
    /// "следующую" are read before this rule).
    static func isRussianAdjective(_ key: Key) -> Bool {
        for ending in ["ая", "ую", "ой", "ей", "ые", "ых", "ым", "ий", "ый", "ого", "ему", "ому"] where key.hasSuffix(ending) {
            return key.count > ending.count + 2
        }
        return false
    }

    /// Whether the token is a noun-like word of the title, not a date, time or function word.
    /// "the first week", "the 2nd quarter", "the third round" with no "of …" or "in …" after
    /// them: the nth of something not named, so no day ("Show sales in the first week").
    /// Returns the words after "the" it covers.
    func unanchoredOrdinalPeriod(after i: Int, in tokens: [Token]) -> Int? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        var length: Int
        if let word = at(1), word.kind == .word, Lexicon.ordinals[word.key] != nil {
            length = 1
        } else if let number = at(1), number.kind == .number, number.digits <= 2, let suffix = at(2),
                  ["st", "nd", "rd", "th"].contains(suffix.key), !suffix.spaced {
            length = 2
        } else {
            return nil
        }
        guard let noun = at(length + 1), Self.nthPeriodNouns.contains(noun.key) else { return nil }
        length += 1
        if let next = at(length + 1), next.kind == .word, ["of", "in", "from", "after", "before"].contains(next.key)
            || isDateOrTimeWord(next.key) || Lexicon.nextModifiers.contains(next.key) || Lexicon.thisModifiers.contains(next.key)
            || Lexicon.lastModifiers.contains(next.key) {
            return nil
        }
        if let next = at(length + 1), next.kind == .number { return nil }
        return length
    }

    static let nthPeriodNouns: KeySet = ["week", "weeks", "month", "months", "year", "years", "round", "time"]

    func isContentWord(at index: Int, in tokens: [Token]) -> Bool {
        let token = tokens[index]
        return token.kind == .word && !isDateOrTimeWord(token.key) && !Lexicon.functionWords.contains(token.key)
            && !Lexicon.joiners.contains(token.key) && Lexicon.hourQualifiers[token.key] == nil
            && Lexicon.ordinals[token.key] == nil && Lexicon.numberWords[token.key] == nil
            && Lexicon.units[token.key] == nil && !Lexicon.nextModifiers.contains(token.key)
            && !Lexicon.thisModifiers.contains(token.key) && !Lexicon.lastModifiers.contains(token.key)
            && !Lexicon.everyWords.contains(token.key) && Lexicon.phrases.longestMatch(tokens, at: index) == nil
    }

    /// A word joined without spaces to another by `.`, `@`, `_`, `/` or `\`: part of a domain,
    /// an address, a file or a path (`tuesday.io`, `report_friday.pdf`, `docs/march`).
    func isGlued(_ i: Int, in tokens: [Token]) -> Bool {
        // `Mon/Wed/Fri` is a list and `Dec.15` a date: the far side must be another kind of word.
        func glued(_ separator: Token, _ far: Token) -> Bool {
            guard separator.kind == .symbol else { return false }
            let farIsName = far.kind == .word && Lexicon.weekdays[far.key] == nil && Lexicon.months[far.key] == nil
                && Lexicon.relativeDays[far.key] == nil
            if separator.isSymbol("@") || separator.isSymbol("_") { return far.kind == .word || far.kind == .number }
            return (separator.isSymbol(".") || separator.isSymbol("/") || separator.isSymbol("\\")) && farIsName
        }
        if i + 2 < tokens.count, !tokens[i + 1].spaced, !tokens[i + 2].spaced, glued(tokens[i + 1], tokens[i + 2]) { return true }
        if i >= 2, !tokens[i].spaced, !tokens[i - 1].spaced, glued(tokens[i - 1], tokens[i - 2]) {
            return true
        }
        return false
    }

    /// Russian's "with", which takes a person in the instrumental.
    static let russianWith: KeySet = ["с", "со"]

    // MARK: Numbers

    /// A number (with what is written against it: `4.1`, `123-45-67`, `15/2`) that is a
    /// version, price, phone number (`localPhoneEnd`), house number, reference, ratio, quantity or range.
    func numberName(at i: Int, in tokens: [Token]) -> Match? {
        if let end = hexIdentifierEnd(around: i, in: tokens) { return Match(length: end - i, finding: .keep) }
        let end = chainEnd(from: i, in: tokens)
        let length = end - i
        let keep = Match(length: length, finding: .keep)
        let before = i > 0 ? tokens[i - 1] : nil
        let after = end < tokens.count ? tokens[end] : nil
        // Written against a word: `v4.1`, `iOS18`, `A4`, `x2`.
        // Not a year against its noun ("год2000"), nor the minutes of the hour-letter notation
        // ("15h30-18h", "9ч30-11ч": the first end of a range of times).
        if let before, !tokens[i].spaced, before.kind == .word,
           !(tokens[i].digits == 4 && length == 1 && Self.yearNouns.contains(before.key)),
           !(tokens[i].digits == 2 && Self.hourLetters.contains(before.key) && !before.spaced && i >= 2 && tokens[i - 2].kind == .number) {
            return keep
        }
        // The rest of a chain whose start a name took ("Python 3" of `Python 3.10.2`); not the
        // second of two years (`2014-2018`), which a range of years reads.
        if let before, i >= 2, !tokens[i].spaced, !before.spaced, before.kind == .symbol, tokens[i - 2].kind == .number,
           before.isSymbol(".") || before.isSymbol(":") || before.isSymbol("/") || before.isSymbol("-"),
           !(before.isSymbol("-") && tokens[i].digits == 4 && tokens[i - 2].digits == 4 && length == 1),
           // "3-8pm": the end of a range of hours.
           !(before.isSymbol("-") && length == 1 && meridiem(after: i, in: tokens) != nil),
           // "July 13-15", "1-8 September", "14/15 October": the other end of a range of days of a month.
           !((before.isSymbol("-") || before.isSymbol("/")) && length == 1 && tokens[i].digits <= 2
             && (i >= 3 && tokens[i - 3].kind == .word && Lexicon.months[tokens[i - 3].key] != nil
                 || i + 1 < tokens.count && Lexicon.months[tokens[i + 1].key] != nil)),
           // "10/1-11/7", "5/1/2019-5/7/2020": a dash between two dates starts the second.
           !(before.isSymbol("-") && startsSlashedDate(at: i, in: tokens) && i >= 4 && tokens[i - 3].isSymbol("/")),
           // "15h30-18h", "9ч30-11ч": a dash after the hour-letter notation of a time starts the second.
           !(before.isSymbol("-") && i >= 4 && Self.hourLetters.contains(tokens[i - 3].key) && tokens[i - 4].kind == .number),
           // "11:30-13:30", "18:30/19:00": a dash or a slash between two clock times starts the second.
           !((before.isSymbol("-") || before.isSymbol("/")) && startsClock(at: i, in: tokens) && i >= 4
             && tokens[i - 3].isSymbol(":")) {
            // Up to a dash after another sign: "10/1-11/7", "11:30-13:30" and "3:30-6pm" are two
            // dates or times, not one name.
            let end = (i..<chainEnd(from: i, in: tokens)).first { k in
                guard k > i, !before.isSymbol("-") else { return false }
                if tokens[k].isSymbol("/") { return before.isSymbol(":") && startsClock(at: k + 1, in: tokens) }
                return tokens[k].isSymbol("-") && (startsSlashedDate(at: k + 1, in: tokens)
                    || before.isSymbol(":") && (startsClock(at: k + 1, in: tokens) || meridiem(after: k + 1, in: tokens) != nil))
            } ?? length + i
            return Match(length: end - i, finding: .keep)
        }
        // After a sign or a marker: `+7 915 …` (a phone), `$12.30`, `№ 15`, `#`.
        if let before, before.kind == .symbol {
            // "+7 915 …" is a phone; "+30 minutes" a span of time from now.
            if before.isSymbol("+"), !tokens[i].spaced, !(after.map { Lexicon.units[$0.key] != nil } ?? false) {
                return Match(length: phoneEnd(from: i, in: tokens) - i, finding: .keep)
            }
            if before.isSymbol("№") || before.isSymbol("#") || before.isSymbol("§")
                || kind(of: before).contains(.currencySign) { return keep }
        }
        // The "m" of "1 a.m 20.07.2021" ends a clock reading; it names nothing.
        if let index = nameWordIndex(before: i, in: tokens),
           !(index >= 2 && tokens[index].key == "m" && tokens[index - 1].isSymbol(".") && ["a", "p"].contains(tokens[index - 2].key)) {
            let word = tokens[index]
            let wordKind = kind(of: word)
            if wordKind.contains(.strongReference) { return keep }
            // "ул. Ленина 15/2": a street word, its name, then the number.
            let afterStreetName = length > 1 && wordKind.isEmpty
                && wordBefore(index, in: tokens).map { kind(of: $0).contains(.address) } == true
            if !wordKind.isEmpty || afterStreetName || isMixedCase(word) {
                // "at 7pm", "в 9 утра" after a word is a time whatever the word ("Yoga class 7pm").
                let clockAfter = meridiem(after: end - 1, in: tokens) != nil
                    || after.map { Lexicon.hourWords.contains($0.key) || Lexicon.hourQualifiers[$0.key] != nil } ?? false
                let clockShaped = length == 3 && tokens[i + 1].isSymbol(":") && tokens[i + 2].digits == 2
                // "Обновить Windows до 14 декабря", "Zaktualizować Windowsa do 14 grudnia": a day of
                // a month after "до" or "do" is the deadline, no version.
                let dayOfAMonth = length == 1 && index < i - 1 && after.map { Lexicon.months[$0.key] != nil } == true
                if !clockAfter && !clockShaped && !dayOfAMonth && (afterStreetName || isMixedCase(word)
                    || !wordKind.isDisjoint(with: [.version, .currencySign, .reference, .address])) {
                    return keep
                }
            }
            // 16:9, 2:1 after a ratio word.
            if length >= 3, tokens[i + 1].isSymbol(":"), wordKind.contains(.ratio) { return keep }
        }
        if isAnAmountPaid(from: i, to: end, in: tokens) { return keep }
        if let phoneEnd = localPhoneEnd(from: i, in: tokens) ?? timeNamingAThingEnd(from: i, in: tokens) {
            return Match(length: phoneEnd - i, finding: .keep)
        }
        // "5.50 zł", "2.5 kg", "3/4 cup", "15%" — and "5 kg" alone needs no rule.
        let afterKind = (length > 1 || after?.kind == .symbol || after?.kind == .word) ? after.map(kind(of:)) ?? [] : []
        if !afterKind.isDisjoint(with: [.currency, .measure]), length > 1 || after!.kind == .symbol { return keep }
        if isFractionOfAThing(from: i, to: end, in: tokens) || isMarkOutOfFiveOrTen(from: i, to: end, in: tokens) { return keep }
        // "10 Downing Street": a number, a name, a street word.
        if i + 2 < tokens.count, tokens[i + 1].kind == .word, tokens[i + 1].text.first?.isUppercase == true,
           kind(of: tokens[i + 2]).contains(.address), tokens[i + 2].key != "dr" {
            return keep
        }
        if length >= 3 {
            let separator = tokens[i + 1]
            // "16:9 format", "3:1 win": a ratio word after it.
            if separator.isSymbol(":"), afterKind.contains(.ratio) { return keep }
            // 24/7, 24/365: always-on, not the 24th of July.
            if separator.isSymbol("/"), length == 3, tokens[i].number == 24 || tokens[i].number == 365,
               tokens[i + 2].number == 7 || tokens[i + 2].number == 365 || tokens[i + 2].number == 24 {
                return keep
            }
            if isNamedNumberShape(from: i, to: end, in: tokens) { return keep }
        }
        return nil
    }

    /// Whether `1/2`, `2/3`, `3/4` (a one-digit number over a larger one up to four) is a share of
    /// the thing named right after it: "Pay 1/2 rent", "Eat 2/3 of the cake", "Добавить 1/2
    /// стакана сахара", "Dodać 3/4 szklanki mąki", where it was the 1st of February or the 3rd of
    /// April and the title lost it. A date's day and month are followed by no noun of the title
    /// ("Meeting 1/2", "Meeting 1/2 with Bob") or come after a preposition of time ("by 1/2");
    /// a unit of measure after it is already a quantity ("1/2 cup").
    private func isFractionOfAThing(from i: Int, to end: Int, in tokens: [Token]) -> Bool {
        guard end - i == 3, end < tokens.count, tokens[i + 1].isSymbol("/"), tokens[i].digits == 1, tokens[i + 2].digits == 1,
              let part = tokens[i].number, let whole = tokens[i + 2].number, part >= 1, part < whole, whole <= 4,
              !(i > 0 && tokens[i - 1].kind == .word && Lexicon.datePrepositions.contains(tokens[i - 1].key)) else { return false }
        let next = tokens[end]
        guard next.kind == .word, next.spaced, next.text.first?.isLowercase == true else { return false }
        return Self.shareOfWords.contains(next.key) || isContentWord(at: end, in: tokens)
    }

    /// Whether `12.50` (a number, a dot or a comma, two digits) right after a verb of paying is
    /// the amount paid: "Pay 12.50 for parking", "Заплатить 12.50 за парковку", "Zapłacić 12,30
    /// za bilet", where it was 12:50 and left the title. With am/pm after it, or a preposition
    /// between ("Pay at 12.30", "Заплатить в 12.30"), it is the time; cents that may be a month
    /// ("Заплатить 5.12") leave the day and month as they were.
    private func isAnAmountPaid(from i: Int, to end: Int, in tokens: [Token]) -> Bool {
        guard end - i == 3, i > 0, tokens[i + 1].isSymbol(".") || tokens[i + 1].isSymbol(","), tokens[i + 2].digits == 2,
              let cents = tokens[i + 2].number, cents > 12,
              tokens[i - 1].kind == .word, Self.payingVerbs.contains(tokens[i - 1].key) else { return false }
        return meridiem(after: end - 1, in: tokens) == nil
            && !(end < tokens.count && (Lexicon.hourWords.contains(tokens[end].key) || Lexicon.hourQualifiers[tokens[end].key] != nil))
    }

    /// Verbs of paying, lending and paying back, whose number is an amount.
    static let payingVerbs: KeySet = [
        "pay", "paid", "tip", "donate", "refund", "lend", "repay",
        "заплатить", "оплатить", "платить", "доплатить", "перевести", "перечислить", "отдать", "вернуть", "скинуть",
        "занять", "одолжить", "внести",
        "zapłacić", "zaplacic", "zapłać", "zaplac", "płacić", "placic", "dopłacić", "doplacic", "przelać", "przelac",
        "oddać", "oddac", "zwrócić", "zwrocic", "wpłacić", "wplacic", "pożyczyć", "pozyczyc",
    ]

    /// "of", "от": the share of what follows ("2/3 of the budget", "1/2 от суммы").
    static let shareOfWords: KeySet = ["of", "от"]

    /// Whether `9/10`, `4/5` is a mark out of ten or five, a word of rating said just before it
    /// (in the four tokens before it: "Rate the movie 8/10", "Оценить фильм на 8/10", "Ocena 10/10"):
    /// where it was a day of October or May. After a preposition of time it is the date ("Score
    /// the tests by 5/10"), but for Russian and Polish "на", which gives a mark too.
    private func isMarkOutOfFiveOrTen(from i: Int, to end: Int, in tokens: [Token]) -> Bool {
        guard end - i == 3, tokens[i + 1].isSymbol("/"), let mark = tokens[i].number, let scale = tokens[i + 2].number,
              scale == 5 || scale == 10, mark <= scale, tokens[i + 2].digits <= 2 else { return false }
        if i > 0, tokens[i - 1].kind == .word, Lexicon.datePrepositions.contains(tokens[i - 1].key),
           tokens[i - 1].key != "на", tokens[i - 1].key != "na" {
            return false
        }
        for k in stride(from: i - 1, through: max(0, i - 4), by: -1) where tokens[k].kind == .word {
            let word = tokens[k].key
            if Self.ratingWords.contains(word) || Self.ratingStems.contains(where: { word.text.hasPrefix($0) }) { return true }
        }
        return false
    }

    /// English words of rating before a mark ("Score 9/10", "Rated 8/10").
    static let ratingWords: KeySet = ["score", "scored", "scores", "rate", "rated", "rating", "ratings"]

    /// The stems of Russian and Polish rating, in every form ("оценка", "оценить", "ocenę", "ocenić").
    static let ratingStems = ["оцен", "ocen"]

    /// "11/7" or "11/7/2018" at `i`: a number, a slash, a number, all written together.
    private func startsSlashedDate(at i: Int, in tokens: [Token]) -> Bool {
        i + 2 < tokens.count && tokens[i].digits <= 2 && tokens[i + 1].isSymbol("/") && !tokens[i + 1].spaced
            && !tokens[i + 2].spaced && tokens[i + 2].kind == .number && tokens[i + 2].digits <= 2
    }

    /// "13:30" at `i`: hours, a colon and two digits of minutes, written together.
    private func startsClock(at i: Int, in tokens: [Token]) -> Bool {
        i + 2 < tokens.count && tokens[i].kind == .number && tokens[i].digits <= 2 && tokens[i + 1].isSymbol(":")
            && !tokens[i + 1].spaced && !tokens[i + 2].spaced && tokens[i + 2].digits == 2
    }

    private func kind(of token: Token) -> Lexicon.NumberWord {
        if let kind = Lexicon.wordsBesideNumbers[token.key] { return kind }
        return isAProductInACase(token) ? .version : []
    }

    /// Whether a word is a product's name that a version follows, in a case's ending: Polish's
    /// on a capitalised Latin name ("Zainstalować Pythona 3.11", "Zaktualizować Node'a 20.11",
    /// "w Pythonie 3.12", "Linuksa 6.1", whose "x" Polish spells "ks" before the ending) and
    /// Russian's on a Cyrillic one ("на Андроиде 13", "Линукса 6.1", "Ноду 20"), where the
    /// version was read as a day and month or an hour.
    private func isAProductInACase(_ token: Token) -> Bool {
        guard token.kind == .word, let first = token.text.utf8.first else { return false }
        let text = token.key.text
        func isProduct(_ stem: some StringProtocol) -> Bool {
            Lexicon.wordsBesideNumbers[Key(stem)]?.contains(.version) == true
        }
        if first >= 0x41 && first <= 0x5A {
            for ending in Self.polishCaseEndings where text.hasSuffix(ending) && text.count > ending.count + 2 {
                let stem = text.dropLast(ending.count)
                if isProduct(stem) { return true }
                if stem.hasSuffix("ks"), isProduct(stem.dropLast(2) + "x") { return true }
            }
            return false
        }
        // A Cyrillic name, capitalised or not: Russian writes "андроид" and "линукс" either way.
        guard first >= 0xD0 else { return false }
        for ending in Self.russianCaseEndings where text.hasSuffix(ending) && text.count > ending.count + 2 {
            let stem = text.dropLast(ending.count)
            if isProduct(stem) || isProduct(stem + "а") { return true }
        }
        return false
    }

    /// The endings a Latin name takes in Polish's cases ("Pythona", "Pythonie", "Pythonem", "Node'a").
    static let polishCaseEndings = ["'a", "owi", "ie", "em", "a", "u"]

    /// The endings a product's name takes in Russian's cases ("Андроида", "Андроиде", "Линуксом",
    /// "Ноду" of "Нода").
    static let russianCaseEndings = ["ом", "ой", "ы", "а", "у", "е"]

    /// The end of the number chain at `i`: numbers joined without spaces by `.`, `,`, `:`,
    /// `/`, `-` or `x` (`3.10.2`, `123-45-67`, `16:9`, `1920x1080`).
    private func chainEnd(from i: Int, in tokens: [Token]) -> Int {
        var end = i + 1
        while end + 1 < tokens.count, !tokens[end].spaced, !tokens[end + 1].spaced, tokens[end + 1].kind == .number {
            let t = tokens[end]
            guard t.isSymbol(".") || t.isSymbol(",") || t.isSymbol(":") || t.isSymbol("/") || t.isSymbol("-")
                    || t.key == "x" || t.isSymbol("×") else { break }
            end += 2
        }
        return end
    }

    /// A phone number after `+`: its groups, spaced or not, with dashes and brackets.
    private func phoneEnd(from i: Int, in tokens: [Token]) -> Int {
        var end = i + 1
        while end < tokens.count {
            let t = tokens[end]
            if t.kind == .number || t.isSymbol("-") || t.isSymbol("(") || t.isSymbol(")") { end += 1 } else { break }
        }
        // A trailing dash or bracket is no part of it.
        while end > i + 1, tokens[end - 1].kind == .symbol { end -= 1 }
        return end
    }

    /// A phone number with no country code at `i`: three digits, then four ("555-1234", "555.1234",
    /// "555 1234") or two and two ("555-12-34", "555 12 34"). Its first group is also the shape of
    /// a time without a colon ("at 930"), which is why it has a rule: "at 555 1234" is no 5:55. A
    /// year after three digits ("at 930 2027") is no phone's group.
    private func localPhoneEnd(from i: Int, in tokens: [Token]) -> Int? {
        guard tokens[i].digits == 3, i + 1 < tokens.count else { return nil }
        func group(at k: Int, digits: Int) -> Int? {
            guard k < tokens.count else { return nil }
            if tokens[k].kind == .number, tokens[k].spaced, tokens[k].digits == digits { return k + 1 }
            if tokens[k].isSymbol("-") || tokens[k].isSymbol("."), !tokens[k].spaced, k + 1 < tokens.count,
               tokens[k + 1].kind == .number, !tokens[k + 1].spaced, tokens[k + 1].digits == digits { return k + 2 }
            return nil
        }
        if let end = group(at: i + 1, digits: 4), tokens[end - 1].spaced == false || !(1900...2999).contains(tokens[end - 1].number ?? 0) {
            return end
        }
        if let middle = group(at: i + 1, digits: 2), let end = group(at: middle, digits: 2) { return end }
        return nil
    }

    /// A clock time after "for" that names the thing the task is for, before its noun: "Buy 2
    /// tickets for 7:30 show", "for the 7pm concert", "Prepare for 9:00 meeting". The time is the
    /// thing's (its show, its train), said to tell it from the others, so it stays in the title
    /// with its noun, where it became the task's due and left "Buy 2 tickets show" behind; a
    /// time after "for" with no noun after it ("Book a table for 7:30") is the task's.
    private func timeNamingAThingEnd(from i: Int, in tokens: [Token]) -> Int? {
        var k = i - 1
        if k >= 0, tokens[k].key == "the" { k -= 1 }
        guard k >= 0, tokens[k].key == "for", tokens[k].kind == .word else { return nil }
        var end: Int
        if startsClock(at: i, in: tokens) {
            end = i + 3
        } else if tokens[i].digits <= 2, meridiem(after: i, in: tokens) != nil {
            end = i + 1
        } else {
            return nil
        }
        if let m = meridiem(after: end - 1, in: tokens) { end += m.length }
        guard end < tokens.count, tokens[end].spaced, isContentWord(at: end, in: tokens),
              Lexicon.partsOfDay[tokens[end].key] == nil else { return nil }
        return end
    }

    /// Whether a chain of numbers and one kind of separator (`.`, `-` or `/`) has a shape no
    /// date has: more than three groups (an IP address, a long version, a phone number), or
    /// three groups of the wrong sizes (`3.10.2`, `123-45-67`). Counted in place: this runs
    /// on every clock time.
    private func isNamedNumberShape(from i: Int, to end: Int, in tokens: [Token]) -> Bool {
        var groups = 0
        var sizes = (0, 0, 0)
        var separator: UInt32 = 0
        var k = i
        while k < end {
            let token = tokens[k]
            if token.kind == .number {
                switch groups {
                case 0: sizes.0 = token.digits
                case 1: sizes.1 = token.digits
                case 2: sizes.2 = token.digits
                default: break
                }
                groups += 1
            } else if let scalar = token.key.text.unicodeScalars.first {
                if separator != 0, separator != scalar.value { return false }
                separator = scalar.value
            }
            k += 1
        }
        // `.`, `-`, `/`: a clock's `:` and the `x` of a size never make a name here.
        guard separator == 0x2E || separator == 0x2D || separator == 0x2F else { return false }
        if groups > 3 { return true }
        guard groups == 3 else { return false }
        // (`99999-01-01` is left to the impossible-date rule.)
        let dateLike = (sizes.0 >= 4 && sizes.1 <= 2 && sizes.2 <= 2)
            || (sizes.0 <= 2 && sizes.1 <= 2 && (sizes.2 == 2 || sizes.2 == 4))
        return !dateLike
    }

    /// The word just before `i`, skipping one `.` of an abbreviation ("ул. 15", "No. 7").
    private func wordBefore(_ i: Int, in tokens: [Token]) -> Token? {
        wordBeforeIndex(i, in: tokens).map { tokens[$0] }
    }

    /// The word before the number that may say what it is: the one just before, or the one
    /// before "to"/"до"/"do" ("upgrade Python to 3.12").
    private func nameWordIndex(before i: Int, in tokens: [Token]) -> Int? {
        guard let index = wordBeforeIndex(i, in: tokens) else { return nil }
        if Lexicon.versionJoiners.contains(tokens[index].key), let earlier = wordBeforeIndex(index, in: tokens),
           kind(of: tokens[earlier]).contains(.version) || isMixedCase(tokens[earlier]) {
            return earlier
        }
        return index
    }

    private func wordBeforeIndex(_ i: Int, in tokens: [Token]) -> Int? {
        var k = i - 1
        if k >= 1, tokens[k].isSymbol("."), !tokens[k].spaced { k -= 1 }
        guard k >= 0, tokens[k].kind == .word else { return nil }
        return k
    }

    /// `iOS`, `macOS`, `tvOS`: a lower-case letter then an upper-case one, a product's name.
    private func isMixedCase(_ token: Token) -> Bool {
        var sawLower = false
        for byte in token.text.utf8 {
            // A hyphen starts a new word: "Jan-Feb" is two names, not one in mixed case.
            if byte == 0x2D { sawLower = false } else if byte >= 0x61 && byte <= 0x7A { sawLower = true } else if sawLower, byte >= 0x41 && byte <= 0x5A { return true }
        }
        return false
    }
}

extension Weekday {
    var englishName: String {
        switch self {
        case .monday: return "Monday"
        case .tuesday: return "Tuesday"
        case .wednesday: return "Wednesday"
        case .thursday: return "Thursday"
        case .friday: return "Friday"
        case .saturday: return "Saturday"
        case .sunday: return "Sunday"
        }
    }
}
