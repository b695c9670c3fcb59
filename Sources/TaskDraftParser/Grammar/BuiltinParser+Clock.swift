import TaskDraftKit

/// Clock times said in words: "at three", "в девять", "ten thirty am", "half past three",
/// "a quarter to noon", "20 minutes past 3pm", "twenty after 3pm".
extension BuiltinParser {
    func clockWords(at i: Int, in tokens: [Token]) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        // half past / quarter past / quarter to / N [minutes] past|after|to|before H
        var k = 0
        var minutes: Int?
        var before = false
        if at(0)?.key == "half", at(1)?.key == "past" {
            minutes = 30
            k = 2
        } else if let first = at(0), let second = at(1) {
            var m: Int?
            var used = 0
            if (first.key == "a" || first.key == "an"), second.key == "quarter" {
                m = 15
                used = 2
            } else if first.key == "quarter" {
                m = 15
                used = 1
            } else if let n = first.number, n > 0, n < 60 {
                m = n
                used = 1
            } else if let n = Lexicon.minuteNumbers[first.key] ?? Lexicon.numberWords[first.key], n > 0, n < 60,
                      first.key != "a", first.key != "an" {
                m = n
                used = 1
            }
            if let m, let joiner = at(used + (["minutes", "minute", "mins", "min"].contains(at(used)?.key ?? "") ? 1 : 0)) {
                let offset = used + (["minutes", "minute", "mins", "min"].contains(at(used)?.key ?? "") ? 1 : 0)
                if ["past", "after"].contains(joiner.key) {
                    minutes = m
                    k = offset + 1
                } else if ["to", "before", "till"].contains(joiner.key), m <= 30 {
                    minutes = m
                    before = true
                    k = offset + 1
                }
            }
        }
        if let minutes, let hourToken = at(k) {
            var hour: Int?
            var length = k + 1
            if hourToken.key == "noon" { hour = 12 } else if hourToken.key == "midnight" { hour = 0 } else if let n = hourToken.number,
                n <= 23 { hour = n } else if let n = Lexicon.hourNumbers[hourToken.key], n <= 12 { hour = n }
            guard var h = hour else { return nil }
            var half: Lexicon.Meridiem?
            if let m = meridiem(after: i + length - 1, in: tokens) {
                half = m.value
                length += m.length
            }
            if half == .pm, h < 12 { h += 12 }
            if half == .am, h == 12 { h = 0 }
            var total = h * 60 + (before ? -minutes : minutes)
            total = (total + 24 * 60) % (24 * 60)
            let exact = half != nil || h == 0 || h >= 12 || hourToken.key == "noon" || hourToken.key == "midnight"
            let finding: TimeSpec = exact
                ? .exact(LocalTime(hour: total / 60, minute: total % 60))
                : .ambiguous(hour: total / 60 == 0 ? 12 : total / 60, minute: total % 60)
            return Match(length: length, finding: .time(finding))
        }
        // An hour in words, with optional minutes in words and a meridiem: "three twenty",
        // "ten thirty am", "seven thirty p.m.", "в девять", "в пятнадцать часов".
        // "час" alone is the unit ("в час" = per hour); "в час дня", "час ночи" name one o'clock.
        guard let hour = Lexicon.hourNumbers[tokens[i].key] else { return nil }
        let oneOClock = tokens[i].key == "час"
        if oneOClock, at(1).flatMap({ Lexicon.hourQualifiers[$0.key] }) == nil || at(1)?.key == "po" { return nil }
        var length = 1
        var minute = 0
        if !oneOClock, let m = at(1).flatMap({ Lexicon.minuteNumbers[$0.key] }) {
            minute = m
            length = 2
            if minute >= 20, minute % 10 == 0, let ones = at(2).flatMap({ Lexicon.numberWords[$0.key] }), ones < 10 {
                minute += ones
                length = 3
            }
        }
        var half: Lexicon.Meridiem?
        if let m = meridiem(after: i + length - 1, in: tokens) {
            half = m.value
            length += m.length
        } else if oneOClock {
            half = Lexicon.hourQualifiers[at(1)!.key]
            length = 2
        } else if let next = at(length), Lexicon.hourWords.contains(next.key) {
            length += 1
            if let q = at(length).flatMap({ Lexicon.hourQualifiers[$0.key] }), at(length)?.key != "po" {
                half = q
                length += 1
            }
        }
        // A bare number word is a time only after "at"/"в", with a clock word after it, or
        // opening the phrase before a day ("eight tonight").
        let beforeDay = i == 0 && at(length).map { Lexicon.relativeDays[$0.key] != nil || $0.key == "tonight" } == true
        guard half != nil || length > 1 || isHourContext(tokens, before: i) || beforeDay else { return nil }
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

    /// "am"/"pm"/"a.m."/"p.m."/"p m"/"p" right after an hour: its value and length.
    func meridiem(after i: Int, in tokens: [Token]) -> (value: Lexicon.Meridiem, length: Int)? {
        guard i + 1 < tokens.count else { return nil }
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
        // "3p", "3:15p": only written against the number.
        if !next.spaced {
            let length = i + 2 < tokens.count && tokens[i + 2].isSymbol(".") && !tokens[i + 2].spaced ? 2 : 1
            return (value, length)
        }
        return nil
    }
}
