import TaskDraftKit

/// One way typed parts compose into a longer reading (step 3 of `Chart`): a pattern of slots
/// over adjacent edges and what the matched edges make.
final class Composition: Sendable {
    /// What one slot of a pattern takes.
    enum Slot: Sendable {
        /// A length of time ("2 часа").
        case duration
        /// A length of time a leaf rule read ("2 часа", "полтора часа"), not one already added up.
        case leafDuration
        /// A day and/or a time of day, or a moment from now.
        case moment
        /// A moment that names a calendar day ("Friday", "tomorrow", "16 Oct").
        case day
        /// A moment that names only a time of day ("9am", "15:00").
        case time
        /// A bare number in a range (a day of the month 1–31, an hour 0–24).
        case number(ClosedRange<Int>)
        /// A connecting word that does this.
        case connector(Connector)
        /// The same, or nothing.
        case optional(Connector)
        /// A preposition before a time ("at", "в", "o"), or nothing.
        case preposition
        /// A range already composed.
        case interval
        /// A part of the day, alone or on a day ("in the evening", "wieczorem", "tego wieczora").
        case partOfDay
        /// An open interval's start already composed ("later than 9:30").
        case startsAt
    }

    let name: StaticString
    let pattern: [Slot]
    /// The reading the matched edges make (one edge per slot; a skipped optional slot is nil).
    let build: @Sendable ([Edge?], [Token]) -> Reading?

    /// The kinds of edge the pattern's first edge can be (`Kinds`).
    let firstKinds: Kinds

    init(_ name: StaticString, _ pattern: [Slot], build: @escaping @Sendable ([Edge?], [Token]) -> Reading?) {
        self.name = name
        self.pattern = pattern
        self.build = build
        firstKinds = Kinds.first(of: pattern[...])
    }

    /// What kinds of edge start at a position, so a pattern whose first slot finds none there
    /// is not walked: most positions of most sentences start no part of any pattern.
    struct Kinds: OptionSet, Sendable {
        let rawValue: UInt8
        static let duration = Kinds(rawValue: 1), moment = Kinds(rawValue: 2), number = Kinds(rawValue: 4)
        static let connector = Kinds(rawValue: 8), interval = Kinds(rawValue: 16), startsAt = Kinds(rawValue: 32)
        static let all = Kinds(rawValue: 0xFF)

        static func taken(by slot: Slot) -> Kinds {
            switch slot {
            case .duration, .leafDuration: return .duration
            case .moment, .day, .time, .partOfDay: return .moment
            case .number: return .number
            case .connector: return .connector
            case .interval: return .interval
            case .startsAt: return .startsAt
            case .optional, .preposition: return .all
            }
        }

        /// What a pattern can start with: a slot that may be skipped adds the next one's
        /// kinds to its own ("2 days after Friday" and "in 2 days after Friday" both match).
        static func first(of pattern: ArraySlice<Slot>) -> Kinds {
            guard let slot = pattern.first else { return .all }
            if case .optional = slot { return Kinds.connector.union(first(of: pattern.dropFirst())) }
            return taken(by: slot)
        }

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(of value: ChartValue) {
            switch value {
            case .duration: self = .duration
            case .number: self = .number
            case .connector: self = .connector
            case .finding(.interval): self = [.interval, .moment]
            case .finding(.startsAt): self = .startsAt
            case .finding: self = value.moment != nil ? .moment : []
            }
        }
    }
}

extension Composition {
    /// Every composition. A new way of saying a time is usually one entry here, over the
    /// parts the leaf rules already read.
    static let all: [Composition] = [
        // Durations of several units: "5 дней 2 часа", "2 hours 15 min", "1 year and 2 months". One
        // unit is added at a time, from the left: a run of n lengths makes one edge per length it
        // spans, where any two adjacent sums would make one per way of splitting it.
        Composition("durations add up", [.leafDuration, .optional(.and), .duration]) { e, _ in
            Reading(length: 0, value: .duration(e[0]!.duration + e[2]!.duration))
        },
        // "in 2 hours", "через 5 дней 2 часа", "в течение двух дней", "za tydzień", "+30 minutes",
        // "in about an hour", "za jakieś pół godziny".
        Composition("a duration from now", [.connector(.fromNow), .optional(.about), .duration]) { e, t in
            Edge.isVagueHorizon(e[0]!, e[2]!, t) ? nil : Reading(length: 0, value: .finding(e[2]!.duration.fromNow))
        },
        // "2 hours from now", "3 days later", "2 dni później".
        Composition("a duration, then from now", [.duration, .connector(.later)]) { e, _ in
            Reading(length: 0, value: .finding(e[0]!.duration.fromNow))
        },
        // "after 4 days", "po 2 dniach": the duration from now. Not hours: "после 2 часов" is
        // after two o'clock.
        Composition("after a duration", [.connector(.after), .duration]) { e, _ in
            e[1]!.duration.seconds == 0 ? Reading(length: 0, value: .finding(e[1]!.duration.fromNow)) : nil
        },
        // "now - 2 hours", "now + 1 day".
        Composition("now minus a duration", [.moment, .connector(.dash), .duration]) { e, _ in
            guard e[0]!.value.moment?.offset == 0 else { return nil }
            return Reading(length: 0, value: .finding(e[2]!.duration.negated.fromNow))
        },
        Composition("now plus a duration", [.moment, .connector(.fromNow), .duration]) { e, _ in
            guard e[0]!.value.moment?.offset == 0 else { return nil }
            return Reading(length: 0, value: .finding(e[2]!.duration.fromNow))
        },
        // "4 days before", "a week after", "the day after?": with nothing but punctuation after
        // them, counted from now.
        Composition("a duration before now", [.duration, .connector(.before)]) { e, t in
            Edge.endsTheSentence(e[1]!, t) ? Reading(length: 0, value: .finding(e[0]!.duration.negated.fromNow)) : nil
        },
        Composition("a duration after now", [.duration, .connector(.after)]) { e, t in
            Edge.endsTheSentence(e[1]!, t) ? Reading(length: 0, value: .finding(e[0]!.duration.fromNow)) : nil
        },
        // "Thursday from 9:30 to 11:00", "в четверг с 9 до 11": the day is both ends'.
        Composition("a day with a range of hours", [.day, .preposition, .interval]) { e, _ in Edge.onDay(e[2]!, e[0]!) },
        Composition("a range of hours on a day", [.interval, .preposition, .day]) { e, _ in Edge.onDay(e[0]!, e[2]!) },
        // "26 june to 28 june in 2020", "Nov 18 - Dec 19, 2015": a year said once for both ends.
        Composition("a range in a year", [.interval, .optional(.inYear), .number(1000...2999)]) { e, _ in
            Edge.inYear(e[0]!, e[2]!)
        },
        // "14 декабря в 1989 году", "4 October 1957", "Aug 05 12:00:00 2015", "14 marca 2027 r.": a
        // year said after a date that has none (with a time or without).
        Composition("a date in a year", [.moment, .optional(.inYear), .number(1000...2999)]) { e, t in
            // Four digits, or a year in words ("nineteen eighty six").
            guard t[e[2]!.start].kind == .word || t[e[2]!.start].digits == 4 && e[2]!.length == 1 else { return nil }
            // A word after four digits may make them a count ("May 5 2000 rubles"), but not after
            // "in" or "of" ("from April in 2016 to June in 2017 were").
            if e[2]!.end < t.count, t[e[2]!.end].kind == .word, !BuiltinParser.isYearWord(t[e[2]!.end]),
               e[1].map({ !["in", "of", "в", "w"].contains(t[$0.start].key) }) ?? true { return nil }
            return Edge.dated(e[0]!, year: e[2]!.value)
        },
        // "in 2017 april", "в 2027 году в апреле", "w 2027 roku w kwietniu": a year, then its month.
        Composition("a month after its year", [.number(1900...2999), .day]) { e, t in
            guard t[e[0]!.start].digits == 4, e[0]!.length == 1, case .month(let m, nil)? = e[1]!.value.moment?.day,
                  case .number(let year) = e[0]!.value else { return nil }
            return Reading(length: 0, value: .finding(.day(.month(m, year: year))))
        },
        Composition("a month after its year said as one", [.day, .optional(.inYear), .day]) { e, _ in
            guard case .year(let year)? = e[0]!.value.moment?.day, case .month(let m, nil)? = e[2]!.value.moment?.day else { return nil }
            return Reading(length: 0, value: .finding(.day(.month(m, year: year))))
        },
        Composition("a date in a year said as one", [.moment, .optional(.inYear), .day]) { e, _ in
            guard case .year? = e[2]!.value.moment?.day else { return nil }
            return Edge.dated(e[0]!, year: e[2]!.value)
        },
        // "29.02.2020 13.12", "30.09.2022 9.05": after a full date, hours and minutes with a dot
        // are its time, though 13.12 alone would be a date.
        Composition("a date then its time with a dot", [.day, .day]) { e, t in Edge.dottedTime(after: e[0]!, e[1]!, t) },
        // "3 days ago", "неделю назад", "2 godziny temu".
        Composition("a duration ago", [.duration, .connector(.ago)]) { e, _ in
            Reading(length: 0, value: .finding(e[0]!.duration.negated.fromNow))
        },
        // "3 days after tomorrow", "2 days after Friday", "через 2 дня после пятницы", "tydzień po świętach".
        Composition("a duration after a day", [.optional(.fromNow), .duration, .connector(.after), .day]) { e, _ in
            e[3]!.shifted(by: e[1]!.duration)
        },
        // "two years since 2011", "2 weeks since the year 2011": from
        // the start of the period named (a day named is its own start).
        Composition("a duration since a day", [.optional(.fromNow), .duration, .connector(.since), .day]) { e, _ in
            e[3]!.sinceStart(by: e[1]!.duration)
        },
        Composition("a duration since a year", [.optional(.fromNow), .duration, .connector(.since), .number(1000...2999)]) { e, t in
            guard case .number(let year) = e[3]!.value, t[e[3]!.start].digits == 4, e[3]!.length == 1 else { return nil }
            return Edge(start: 0, end: 1, value: .finding(.day(.year(year))), rank: 0).sinceStart(by: e[1]!.duration)
        },
        // "2 days before Friday", "за 2 дня до пятницы", "3 dni przed piątkiem".
        Composition("a duration before a day", [.optional(.fromNow), .duration, .connector(.before), .day]) { e, _ in
            e[3]!.shifted(by: e[1]!.duration.negated)
        },
        // "Friday next week", "в среду на следующей неделе", "środa za tydzień", "Sunday of last
        // week", "niedziela z ostatniego tygodnia", "next week Friday": that weekday of that week.
        Composition("a weekday of a week", [.day, .preposition, .optional(.of), .day]) { e, _ in
            Edge.weekdayOfWeek(e[0]!, e[3]!) ?? Edge.weekdayOfWeek(e[3]!, e[0]!)
        },
        // "in 3 days on Friday", "3 weeks after Christmas on Friday", "Thursday, two years from now",
        // "za 2 tygodnie w piątek": that weekday of the week the other day falls in.
        Composition("a day, then a weekday of its week", [.day, .preposition, .day]) { e, _ in Edge.weekdayInWeek(of: e[0]!, e[2]!) },
        Composition("a weekday of the week of a day", [.day, .optional(.and), .day]) { e, t in
            if let comma = e[1], !t[comma.start].isSymbol(",") { return nil }
            return Edge.weekdayInWeek(of: e[2]!, e[0]!)
        },
        // "previous week - Monday", "next week – Friday": a week, a dash, a weekday of it.
        Composition("a week, then a weekday of it", [.day, .connector(.dash), .day]) { e, _ in Edge.weekdayOfWeek(e[2]!, e[0]!) },
        // "Monday 21", "в понедельник 21", "w poniedziałek 21": a weekday and the day of the month it falls on.
        Composition("a weekday and its day of the month", [.day, .number(13...31)]) { e, t in Edge.weekdayOnDay(e[0]!, e[1]!, t) },
        // "10, tonight": an hour, a comma, the part of the day it is in.
        Composition("an hour, then its part of the day", [.number(1...12), .connector(.and), .partOfDay]) { e, t in
            t[e[1]!.start].isSymbol(",") ? Edge.inPartOfDay(e[0]!, e[2]!) : nil
        },
        // "3 in the morning", "8 wieczorem", "trzecia po południu", "osma w nocy", "9 tego wieczora",
        // "7:30 popołudniu": the part of the day says which half of the day the hour is in.
        // "Fix task 3 after lunch": a part of the day said by what it comes after takes no hour before it.
        Composition("an hour in a part of the day", [.number(0...23), .partOfDay]) { e, t in
            Edge.afterWhatItFollows.longestMatch(t, at: e[1]!.start) == nil ? Edge.inPartOfDay(e[0]!, e[1]!) : nil
        },
        Composition("a time in a part of the day", [.time, .partOfDay]) { e, _ in Edge.inPartOfDay(e[0]!, e[1]!) },
        // "next evening between 10:30 and 11:45", "from 7 to 9 last morning", "завтра вечером с 7 до 9",
        // "jutro wieczorem od 7 do 9": the part of the day says which half of the day both ends are in, and its day is theirs.
        Composition("a part of the day with a range of hours", [.partOfDay, .interval]) { e, _ in
            Edge.rangeInPartOfDay(e[1]!, e[0]!)
        },
        Composition("a range of hours in a part of the day", [.interval, .partOfDay]) { e, _ in
            Edge.rangeInPartOfDay(e[0]!, e[1]!)
        },
        // "March in a year", "Friday in 2 weeks", "15 июня через 2 года": that day, that much later.
        Composition("a day a span from now", [.day, .connector(.fromNow), .duration]) { e, _ in
            e[0]!.later(by: e[2]!.duration)
        },
        // "15 minutes from 1pm", "2 hours after noon", "за 15 минут до 13:00", "15 minut przed 13:00".
        Composition("a duration after a time", [.optional(.fromNow), .duration, .connector(.after), .time]) { e, _ in
            e[3]!.clockShifted(by: e[1]!.duration)
        },
        Composition("a duration before a time", [.optional(.fromNow), .duration, .connector(.before), .time]) { e, _ in
            e[3]!.clockShifted(by: e[1]!.duration.negated)
        },
        // "call Anna tomorrow 9", "позвонить завтра 9", "zadzwonić jutro 9", "Friday 10": a bare
        // hour right after a day word, closing the sentence, is the time on that day.
        Composition("a day word then a bare hour", [.day, .number(0...23)]) { e, t in Edge.dayThenHour(e[0]!, e[1]!, t) },
        // A day and a time said together, in either order: "Friday at 9am", "9am on Friday".
        Composition("a day at a time", [.day, .preposition, .time]) { e, _ in Edge.joined(e[0]!, e[2]!) },
        Composition("a time on a day", [.time, .preposition, .day]) { e, _ in Edge.joined(e[2]!, e[0]!) },
        // "from Monday to Friday", "с понедельника до пятницы", "od poniedziałku do piątku", "between 9 and 11am".
        Composition("a range", [.connector(.rangeFrom), .moment, .connector(.rangeTo), .moment]) { e, _ in
            Edge.range(e[1]!, e[3]!)
        },
        // "Monday – Friday", "9:30 - 11:00", "Mon through Fri": no opener, a dash or "to" between alikes.
        Composition("a dashed range", [.moment, .connector([.dash, .toTheSameKind]), .moment]) { e, _ in
            Edge.range(e[0]!, e[2]!, alikeOnly: true)
        },
        // "from 2014 to 2018", "между 2014 и 2018", "od 2014 do 2018", "2014–2018": years, start to end.
        Composition("a range of years", [.connector(.rangeFrom), .number(1900...2999), .connector(.rangeTo),
                                         .number(1900...2999)]) { e, t in Edge.yearRange(e[1]!, e[3]!, t) },
        Composition("a dashed range of years", [.number(1900...2999), .connector(.dash), .number(1900...2999)]) { e, t in
            Edge.yearRange(e[0]!, e[2]!, t)
        },
        // "to the 15 of July", "from the 13 to the 15 July": the article before a day of the month
        // written in digits is part of it (not before a weekday: "Read the Friday memo" keeps it).
        Composition("the, then a dated day", [.connector(.article), .day]) { e, t in
            t[e[1]!.start].kind == .number ? Reading(length: 0, value: e[1]!.value, warning: e[1]!.warning) : nil
        },
        Composition("the, then a day number", [.connector(.article), .number(1...31)]) { e, t in
            t[e[1]!.start].digits <= 2 && e[1]!.length == 1 ? Reading(length: 0, value: e[1]!.value) : nil
        },
        // "2014 through May 2018", "from 2007 to the end of 2008", "с 2020 по март 2021", "od 2014 do
        // maja 2018", "między 2014 a majem 2018": a year at the start of a range whose end is a day
        // or a period (its end).
        Composition("a year through a moment", [.optional(.rangeFrom), .number(1900...2999), .connector(.rangeTo), .moment]) { e, t in
            Edge.yearThrough(e[0], e[1]!, e[2]!, e[3]!, t)
        },
        Composition("a year through a period", [.optional(.rangeFrom), .number(1900...2999), .connector(.rangeTo), .interval]) { e, t in
            Edge.yearThrough(e[0], e[1]!, e[2]!, e[3]!, t)
        },
        // "in two thousand and twenty": a year in words after "in" (digits are read by the leaf rules).
        Composition("a year in words", [.connector(.inYear), .number(1900...2999)]) { e, t in
            guard case .number(let year) = e[1]!.value, t[e[0]!.start].key == "in", t[e[1]!.start].kind == .word, e[1]!.length > 1
            else { return nil }
            return Reading(length: 0, value: .finding(.day(.year(year))), warning: .onlyYear(year))
        },
        // "in 2027 at 9 standup", "during 2027", "In May, pay taxes", "during June": a year in
        // digits or a month takes its preposition with it, as "в" and "w" are taken as date
        // prepositions, so that the title neither opens nor ends with it.
        Composition("a year or a month with its preposition", [.connector(.inYear), .day]) { e, t in
            let preposition = e[0]!.start
            guard ["in", "during"].contains(t[preposition].key) else { return nil }
            // "log in June": the verb's particle stays with the verb, in the title.
            if case .finding(.day(.month)) = e[1]!.value, VerbParticles.belongs(particleAt: preposition, in: t) {
                return nil
            }
            switch e[1]!.value {
            case .finding(.day(.year(let year))): return Reading(length: 0, value: e[1]!.value, warning: .onlyYear(year))
            case .finding(.day(.month)): return Reading(length: 0, value: e[1]!.value, warning: e[1]!.warning)
            default: return nil
            }
        },
        // "14–16 Oct", "с 14 по 16 октября", "od 14 do 16 października".
        Composition("days of one month", [.optional(.rangeFrom), .number(1...31), .connector([.rangeTo, .dash]), .day]) { e, _ in
            Edge.dayRange(from: e[1]!, to: e[3]!)
        },
        // "July 13-15", "July 13 to 15", "13 июля - 15": the second day takes the first's month.
        Composition("a date to a day of its month", [.day, .connector(.rangeTo), .number(1...31)]) { e, t in
            guard case .date(let month, let first, let year)? = e[0]!.value.moment?.day, case .number(let last) = e[2]!.value,
                  last > first, t[e[2]!.start].digits <= 2,
                  e[2]!.end == t.count || t[e[2]!.end].kind != .word || BuiltinParser.isYearWord(t[e[2]!.end]) else { return nil }
            return Reading(length: 0, value: .finding(.interval(start: e[0]!.value.moment!,
                                                                end: Moment(day: .date(month: month, day: last, year: year)))))
        },
        // "from 9 to 11", "с 9 до 11:30", "od 9 do 17".
        Composition("hours", [.connector(.rangeFrom), .number(0...24), .connector(.rangeTo), .time]) { e, _ in
            Edge.hourRange(from: e[1]!, to: e[3]!)
        },
        Composition("hours, both bare", [.connector(.rangeFrom), .number(0...24), .connector(.rangeTo), .number(0...24)]) { e, _ in
            Edge.hourRange(from: e[1]!, to: e[3]!)
        },
        // "3-8pm", "8am-3": hours with a dash, one side saying the half of the day.
        Composition("hours with a dash", [.number(0...24), .connector(.dash), .time]) { e, _ in
            Edge.hourRange(from: e[0]!, to: e[2]!)
        },
        Composition("hours with a dash, the end bare", [.time, .connector(.dash), .number(0...24)]) { e, _ in
            Edge.hourRange(from: e[0]!, to: e[2]!)
        },
        // "for 2 hours from 2pm", "for 3 days from today", "for 2 weeks starting May 20th", "на 2
        // часа с 14:00", "na 3 dni od jutra": a length from a moment is a span that starts there.
        Composition("a length from a moment", [.connector(.lasting), .duration, .optional(.and), .connector(.rangeFrom),
                                               .moment]) { e, _ in
            Edge.lasting(from: e[4]!, for: e[1]!.duration)
        },
        // "for 3 days from today", "for 2 hours from now", "na 3 dni od jutra": the length from a
        // day said with its "from" in one phrase.
        Composition("a length from now or a near day", [.connector(.lasting), .duration, .optional(.and), .connector(.later)]) { e, t in
            Edge.lasting(fromPhrase: e[3]!, for: e[1]!.duration, t)
        },
        // "from 9 for 2.5 hours", "for 2 hours from 9": a bare hour as the start.
        Composition("an hour for a length", [.connector(.rangeFrom), .number(0...23), .optional(.and), .connector(.lasting),
                                             .duration]) { e, _ in
            guard case .number(let n) = e[1]!.value else { return nil }
            return Edge.lasting(from: Moment(time: Edge.hour(n)), for: e[4]!.duration, warning: nil)
        },
        Composition("a length from an hour", [.connector(.lasting), .duration, .optional(.and), .connector(.rangeFrom),
                                              .number(0...23)]) { e, _ in
            guard case .number(let n) = e[4]!.value else { return nil }
            return Edge.lasting(from: Moment(time: Edge.hour(n)), for: e[1]!.duration, warning: nil)
        },
        // "from 2pm for 2 hours", "с 14:00 на 2 часа", "od 14:00 przez 2 godziny", "today for 3 days" (the
        // "from" is a date preposition, taken with the moment). The pattern starts at the moment, not
        // at an optional word: a pattern that may start anywhere is walked at every position.
        Composition("a moment for a length", [.moment, .optional(.and), .connector(.lasting), .duration]) { e, _ in
            Edge.lasting(from: e[0]!, for: e[3]!.duration)
        },
        // "the last four months of 2021", "the first 2 weeks of next year", "последние 3 недели этого
        // года", "pierwsze 2 tygodnie 2021 roku": the first or last units of a period.
        Composition("units at an end of a period", [.connector([.firstOf, .past]), .duration, .optional(.of), .day]) { e, t in
            Edge.unitsOf(e[3]!.value.moment?.day, e[0]!, e[1]!, t)
        },
        Composition("units at an end of a year", [.connector([.firstOf, .past]), .duration, .optional(.of),
                                                  .number(1900...2999)]) { e, t in
            guard case .number(let year) = e[3]!.value, t[e[3]!.start].digits == 4, e[3]!.length == 1 else { return nil }
            return Edge.unitsOf(.year(year), e[0]!, e[1]!, t)
        },
        // "the last 3 days", "the past two quarters", "за последние 3 дня", "przez ostatnie 3 dni".
        Composition("a span that ends now", [.connector(.past), .duration]) { e, t in Edge.pastSpan(e[1]!, t) },
        // "Conference 14–16 Oct at 9am": the time belongs to the start.
        Composition("a range at a time", [.interval, .preposition, .time]) { e, _ in Edge.timed(e[0]!, e[2]!) },
        // "from 2014", "since 2019", "anytime after 2014", "od 2014": a year said as where something starts.
        Composition("from a year on", [.connector([.rangeFrom, .openAfter]), .number(1900...2999)]) { e, t in
            guard case .number(let year) = e[1]!.value, t[e[1]!.start].digits == 4, e[1]!.length == 1,
                  e[1]!.end == t.count || t[e[1]!.end].kind == .symbol else { return nil }
            return Reading(length: 0, value: .finding(.startsAt(Moment(day: .year(year)))))
        },
        // "after 5", "не раньше 14:00", "not before Monday", "od poniedziałku", "nie wcześniej niż w
        // piątek": a start, no end.
        Composition("from a moment on", [.connector(.openAfter), .preposition, .moment]) { e, t in
            guard let moment = e[2]!.value.moment, !Edge.fromIsNoStart(e[0]!.start, e[2]!.end, t) else { return nil }
            return Reading(length: 0, value: .finding(.startsAt(moment)))
        },
        // "deadline Friday", "срок: пятница", "крайний срок — пятница", "termin do piątku": the
        // word names the moment after it as the due.
        Composition("a due named by its word", [.connector(.deadline), .preposition, .moment]) { e, _ in
            e[2]!.value.moment.map { Reading(length: 0, value: .finding($0.finding)) }
        },
        // "later than 9:30 but before 11:00", "не раньше 9:30, но до 11:00", "nie wcześniej niż 9:30, ale
        // przed 11:00": an open interval's start, then its end.
        Composition("an open start, then its end", [.startsAt, .optional(.and), .connector(.before), .moment]) { e, _ in
            guard case .finding(.startsAt(let from)) = e[0]!.value else { return nil }
            return Edge.range(Edge(start: e[0]!.start, end: e[0]!.end, value: .finding(from.finding), rank: 0, warning: e[0]!.warning), e[3]!)
        },
        // "на полчаса", "for 30 minutes", "na 2 godziny": how long it takes. Not after a number
        // ("с 14:00 на 2 часа" is a span from 14:00), and not in days ("from Monday for 3 days"
        // is a span of days), which "a moment for a length" reads.
        Composition("a length of work", [.connector(.lasting), .duration]) { e, t in
            let connector = e[0]!, length = e[1]!.duration
            guard length.days == 0, length.months == 0, connector.start == 0 || t[connector.start - 1].kind != .number else { return nil }
            return Edge.estimate(length)
        },
        // "Review the PR, 30 min", "Отчёт — 2 часа": a length set apart by a comma or a dash, with
        // nothing after it in its clause, is how long the task takes.
        Composition("a length set apart", [.duration]) { e, t in
            Edge.setApart(e[0]!.start, e[0]!.end, t) ? Edge.estimate(e[0]!.duration) : nil
        },
        // "Review the PR, about 30 min", "Napisać notatkę, około 2h": the same, hedged.
        Composition("a hedged length set apart", [.connector(.about), .duration]) { e, t in
            Edge.setApart(e[0]!.start, e[1]!.end, t) ? Edge.estimate(e[1]!.duration) : nil
        },
        // "wait until January", "не показывать до 1 марта", "nie pokazuj do 1 marca": hidden until then.
        Composition("hidden until a moment", [.connector(.waitUntil), .moment]) { e, _ in
            guard let moment = e[1]!.value.moment else { return nil }
            return Reading(length: 0, value: .finding(.waitsUntil(moment)))
        },
        Composition("from an hour on", [.connector(.openAfter), .number(0...23)]) { e, t in
            guard case .number(let hour) = e[1]!.value, !Edge.fromIsNoStart(e[0]!.start, e[1]!.end, t) else { return nil }
            return Reading(length: 0, value: .finding(.startsAt(Moment(time: Edge.hour(hour)))))
        },
    ]

    /// Adds every composed edge to the chart, until nothing new composes.
    static func compose(_ chart: inout Chart) {
        // Each pass can only make longer edges, so a few passes reach what people say
        // ("from Monday 9am to Friday": a day at a time, then the range; "2 lata, 3 miesiące, 1
        // tydzień, 2 dni, 4 godziny, 15 minut i 25 sekund temu" takes one pass per unit, and one
        // for "temu"). The passes are bounded, so the work is linear in the sentence however its
        // parts chain. A pass after the first can only find something
        // new through an edge the pass before added, and a pattern takes edges at or after where
        // it starts: positions past the last new edge's start are not walked again.
        var last = chart.tokens.count - 1
        var steps = 0, comparisons = 0
        defer { chart.compositionSteps += steps + comparisons }
        for _ in 0..<8 {
            var added: [(edge: Edge, shape: EdgeShape)] = []
            var start = 0
            while start <= last {
                defer { start += 1 }
                var present: Kinds = []
                for shape in chart.shapes(at: start) { present.formUnion(shape.kinds) }
                if present.isEmpty { continue }
                for composition in all where !composition.firstKinds.isDisjoint(with: present) {
                    composition.matches(in: chart, at: start, steps: &steps) { parts, end, rank in
                        guard let reading = composition.build(parts, chart.tokens) else { return }
                        let shape = EdgeShape(end: end, value: reading.value, rank: rank, composed: true)
                        if chart.shapes(at: start).contains(where: { $0.end == end && $0.group == shape.group }) { return }
                        // This pass's edges are added in the order of their starts: only the last
                        // ones can start here, and a long line must not compare each with all before it.
                        for k in added.indices.reversed() {
                            comparisons += 1
                            if added[k].edge.start != start { break }
                            if added[k].shape.end == end && added[k].shape.group == shape.group { return }
                        }
                        added.append((Edge(start: start, end: end, value: reading.value, rank: rank, warning: reading.warning), shape))
                    }
                }
            }
            if added.isEmpty { return }
            last = 0
            for (edge, shape) in added {
                chart.add(edge, shape: shape)
                last = max(last, edge.start)
            }
        }
    }

    /// Calls `found` with the edges of every way the pattern matches from `start`, the end, and
    /// the summed rank of the parts. The walk goes by the edges' shapes and positions; the edges
    /// themselves are taken only for a whole match. `steps` counts the slots the walk tried.
    func matches(in chart: Chart, at start: Int, steps: inout Int, _ found: ([Edge?], Int, Int) -> Void) {
        // Most patterns fail at their first slot: that is asked before anything is allocated.
        switch pattern[0] {
        case .optional, .preposition: break
        case let first: if !chart.shapes(at: start).contains(where: { Self.accepts(first, $0) }) { return }
        }
        // Where each slot's edge starts and its index there; -1 for a slot left empty.
        var picked: [(position: Int, index: Int)] = []
        picked.reserveCapacity(pattern.count)
        func walk(_ slot: Int, _ position: Int, _ rank: Int) {
            steps += 1
            if slot == pattern.count {
                if position > start {
                    found(picked.map { $0.index < 0 ? nil : chart.starting[$0.position][$0.index] }, position, rank)
                }
                return
            }
            let shapes = chart.shapes(at: position)
            switch pattern[slot] {
            case .optional(let connector):
                picked.append((position, -1))
                walk(slot + 1, position, rank)
                picked.removeLast()
                for k in shapes.indices where shapes[k].isConnector(connector) {
                    picked.append((position, k))
                    walk(slot + 1, shapes[k].end, rank + shapes[k].rank)
                    picked.removeLast()
                }
            case .preposition:
                picked.append((position, -1))
                walk(slot + 1, position, rank)
                if position < chart.tokens.count, chart.tokens[position].kind == .word,
                   Lexicon.datePrepositions.contains(chart.tokens[position].key) {
                    walk(slot + 1, position + 1, rank)
                }
                picked.removeLast()
            case let wanted:
                for k in shapes.indices where Self.accepts(wanted, shapes[k]) {
                    picked.append((position, k))
                    walk(slot + 1, shapes[k].end, rank + shapes[k].rank)
                    picked.removeLast()
                }
            }
        }
        walk(0, start, 1)
    }

    private static func accepts(_ slot: Slot, _ shape: EdgeShape) -> Bool {
        switch slot {
        case .duration: return shape.traits.contains(.duration)
        case .leafDuration: return shape.traits.contains(.duration) && !shape.traits.contains(.composed)
        case .moment: return shape.traits.contains(.moment)
        case .day: return shape.traits.contains(.day)
        case .time: return shape.traits.contains(.time)
        case .number(let range): return shape.number.map { range.contains($0) } ?? false
        case .connector(let connector): return shape.isConnector(connector)
        case .interval: return shape.traits.contains(.interval)
        case .partOfDay: return shape.traits.contains(.partOfDay)
        case .startsAt: return shape.group == .startsAt
        case .optional, .preposition: return false
        }
    }
}

extension ChartValue {
    func isConnector(_ kind: Connector) -> Bool {
        if case .connector(let c) = self { return !c.isDisjoint(with: kind) }
        return false
    }
}

extension Edge {
    /// "в ближайшие недели", "в следующие минуты": a "next" said in the plural before a unit with
    /// no count is a horizon no one measured ("in the coming weeks", "w nadchodzących tygodniach"),
    /// no span: the words stay in the title. ("недели" is also the genitive of one week, which
    /// "в течение недели" counts; "ближайшие 2 недели" and "ближайшие полгода" have their count.)
    static func isVagueHorizon(_ connector: Edge, _ length: Edge, _ tokens: [Token]) -> Bool {
        length.length == 1 && tokens[length.start].kind == .word && Lexicon.units[tokens[length.start].key] != nil
            && pluralNextWords.contains(tokens[connector.end - 1].key)
    }
    static let pluralNextWords: KeySet = ["ближайшие", "следующие", "kolejne", "następne", "najbliższe", "nastepne", "najblizsze"]

    /// Nothing but punctuation follows the edge.
    static func endsTheSentence(_ edge: Edge, _ tokens: [Token]) -> Bool {
        tokens[edge.end...].allSatisfy { $0.kind == .symbol }
    }

    var duration: Duration {
        if case .duration(let d) = value { return d }
        return Duration()
    }

    /// This day moved by `duration` ("3 days after tomorrow").
    func shifted(by duration: Duration) -> Reading? {
        guard var moment = value.moment, let day = moment.day, duration.seconds == 0 else { return nil }
        moment.day = .shifted(day, months: duration.months, days: duration.days)
        return Reading(length: 0, value: .finding(moment.finding))
    }

    /// A weekday of the week another edge names ("Friday" and "next week").
    static func weekdayOfWeek(_ day: Edge, _ week: Edge) -> Reading? {
        guard case .weekday(let weekday, false, _)? = day.value.moment?.day, let weekSpec = week.value.moment?.day,
              let weeks = BuiltinParser.weeksAhead(weekSpec) else { return nil }
        return Reading(length: 0, value: .finding(.day(.weekdayOfWeek(weekday, weeks: weeks))))
    }

    /// This day, or the first day of this year or month, moved by `duration`.
    func sinceStart(by duration: Duration) -> Reading? {
        guard let moment = value.moment, moment.time == nil, moment.offset == nil, var day = moment.day, duration.seconds == 0 else { return nil }
        switch day {
        case .year(let y): day = .date(month: 1, day: 1, year: y)
        case .month(let m, let y?): day = .date(month: m, day: 1, year: y)
        default: break
        }
        return Reading(length: 0, value: .finding(.day(.shifted(day, months: duration.months, days: duration.days))))
    }

    /// A weekday of the week another day falls in. The other day is one counted from today or
    /// from a holiday (a date or a weekday already names its week: "Fri, Jul 18" is that date).
    static func weekdayInWeek(of anchor: Edge, _ weekday: Edge) -> Reading? {
        guard case .weekday(let w, false, _)? = weekday.value.moment?.day, let spec = anchor.value.moment?.day else { return nil }
        switch spec {
        case .relative(let days) where abs(days) >= 2: break
        case .relativeWeeks, .relativeMonths, .relativeYears, .shifted, .holiday, .holidayFromToday: break
        default: return nil
        }
        return Reading(length: 0, value: .finding(.day(.weekdayInWeekOf(w, spec))))
    }

    /// A weekday and a day of the month written in digits after it, with no noun after the
    /// number that it would count ("Monday 21 people").
    static func weekdayOnDay(_ day: Edge, _ number: Edge, _ tokens: [Token]) -> Reading? {
        guard case .weekday(let w, false, _)? = day.value.moment?.day, case .number(let n) = number.value,
              number.length == 1, tokens[number.start].kind == .number, tokens[number.start].spaced else { return nil }
        if number.end < tokens.count, tokens[number.end].kind == .word, !Lexicon.datePrepositions.contains(tokens[number.end].key) {
            return nil
        }
        return Reading(length: 0, value: .finding(.day(.dayOfMonthOnWeekday(n, w))))
    }

    /// An hour or a clock time in the half of the day a part of the day names, on its day if it has one.
    /// The parts of the day said by what they come after ("after lunch", "после работы", "po
    /// pracy"), which no hour is said in.
    static let afterWhatItFollows: PhraseTable<Bool> = PhraseTable(
        ["after lunch", "after work", "после работы", "po obiedzie", "po pracy"].map { PhraseTable.Entry($0, true) })

    static func inPartOfDay(_ clock: Edge, _ part: Edge) -> Reading? {
        guard let partMoment = part.value.moment, case .named(let name)? = partMoment.time else { return nil }
        let spec: TimeSpec
        if case .number(let n) = clock.value {
            spec = Edge.hour(n)
        } else if let time = clock.value.moment?.time {
            spec = time
        } else {
            return nil
        }
        // A named hour is itself a part of the day, in no half of another: a part gives it only
        // its day. Read in one with no day, a run of parts ("до обеда до обеда …") would be one
        // reading from each word to each later one, its work the cube of the line.
        if case .named = spec, partMoment.day == nil { return nil }
        let moment = Moment(day: partMoment.day, time: Scan.qualify(spec, by: name))
        return Reading(length: 0, value: .finding(moment.finding), warning: clock.warning)
    }

    /// A range of times of day placed in a part of the day, on the part's day if it names one.
    static func rangeInPartOfDay(_ range: Edge, _ part: Edge) -> Reading? {
        guard case .finding(.interval(var start, var end)) = range.value, !start.hasDay, !end.hasDay,
              let startTime = start.time, let endTime = end.time, let partMoment = part.value.moment,
              case .named(let name)? = partMoment.time else { return nil }
        // The end says the half of the day; the start is in it too unless that puts it after
        // the end or over half a day before ("between 7 and 9:30 last night" starts at 19:00).
        let last = Scan.qualify(endTime, by: name)
        var first = Scan.qualify(startTime, by: name)
        if case .exact(let a) = first, case .exact(let b) = last, a > b || (b.hour - a.hour) * 60 + b.minute - a.minute > 720 {
            first = inHalfOfDay(startTime, endingAt: last)
        }
        start = Moment(day: partMoment.day, time: first)
        end = Moment(day: partMoment.day, time: last)
        return Reading(length: 0, value: .finding(.interval(start: start, end: end)), warning: range.warning ?? part.warning)
    }

    /// This day a span of whole days, weeks, months or years later: a weekday keeps its day of
    /// the week ("Friday in 2 weeks" is the Friday of that week).
    func later(by duration: Duration) -> Reading? {
        guard let moment = value.moment, let day = moment.day, moment.time == nil, duration.seconds == 0 else { return nil }
        if case .weekday(let weekday, false, _) = day {
            guard duration.months == 0, duration.days % 7 == 0 else { return nil }
            return Reading(length: 0, value: .finding(.day(.weekdayOfWeek(weekday, weeks: duration.days / 7))))
        }
        return Reading(length: 0, value: .finding(.day(.shifted(day, months: duration.months, days: duration.days))))
    }

    /// This time of day moved by hours and minutes ("15 minutes from 1pm" is 13:15).
    func clockShifted(by duration: Duration) -> Reading? {
        guard duration.months == 0, duration.days == 0, duration.seconds != 0, duration.seconds % 60 == 0,
              var moment = value.moment, moment.offset == nil, let time = moment.time else { return nil }
        let minutes = Int(duration.seconds / 60)
        switch time {
        case .exact(let t):
            let total = ((t.hour * 60 + t.minute + minutes) % 1440 + 1440) % 1440
            moment.time = .exact(LocalTime(hour: total / 60, minute: total % 60))
        case .zoned(let t, let offset):
            let total = ((t.hour * 60 + t.minute + minutes) % 1440 + 1440) % 1440
            moment.time = .zoned(LocalTime(hour: total / 60, minute: total % 60), offset: offset)
        case .ambiguous(let hour, let minute):
            let total = (((hour % 12) * 60 + minute + minutes) % 720 + 720) % 720
            moment.time = .ambiguous(hour: total / 60 == 0 ? 12 : total / 60, minute: total % 60)
        case .named:
            return nil
        }
        return Reading(length: 0, value: .finding(moment.finding))
    }

    /// A day said as a word (today, tomorrow, a weekday) and a number of at most two digits
    /// after it with nothing but punctuation after that: the number is the hour. A weekday
    /// takes 1–12 only, since "Friday 13" may be the 13th.
    static func dayThenHour(_ day: Edge, _ number: Edge, _ tokens: [Token]) -> Reading? {
        guard case .number(let n) = number.value, tokens[number.start].digits <= 2, endsTheSentence(number, tokens),
              number.start > 0, tokens[number.start - 1].kind == .word, var moment = day.value.moment, moment.time == nil
        else { return nil }
        switch moment.day {
        case .relative(let days)? where (-1...2).contains(days): break
        case .weekday?: guard (1...12).contains(n) else { return nil }
        default: return nil
        }
        moment.time = hour(n)
        return Reading(length: 0, value: .finding(moment.finding), warning: day.warning)
    }

    static func joined(_ day: Edge, _ time: Edge) -> Reading? {
        guard var moment = day.value.moment, let clock = time.value.moment?.time else { return nil }
        moment.time = clock
        return Reading(length: 0, value: .finding(moment.finding), warning: day.warning ?? time.warning)
    }

    /// A range of two moments; the side that names no day takes the other's ("Monday 9am to 5pm").
    static func range(_ from: Edge, _ to: Edge, alikeOnly: Bool = false) -> Reading? {
        guard var start = from.value.moment, var end = to.value.moment else { return nil }
        // "between now and November 15th": it starts now. "From Jan 2019 till now", "between 2010-01-01
        // and now": a start, and now is no deadline; only with its year, since a day said without one
        // is read forward and this one is past.
        if !alikeOnly, start.offset == 0, end.offset == nil, end.hasDay || end.time != nil {
            return Reading(length: 0, value: .finding(.interval(start: start, end: end)), warning: to.warning)
        }
        if !alikeOnly, end.offset == 0, start.offset == nil, start.time == nil, start.day?.namesItsYear == true {
            return Reading(length: 0, value: .finding(.startsAt(start)), warning: from.warning)
        }
        // "between Jan 22 and now", "с 22 января до сих пор", "od poniedziałku do teraz": a range that
        // ends now starts in the past, so a day said without its year is the last such day.
        if !alikeOnly, end.offset == 0, start.offset == nil, start.time == nil, let day = start.day, let past = day.lastBeforeToday {
            return Reading(length: 0, value: .finding(.startsAt(Moment(day: past))), warning: from.warning)
        }
        // "between eight o'clock and now", "с 8:00 до сейчас", "od 8:00 do teraz": a time alone is
        // today's, and a bare hour is in working hours (7–11 the morning's, 12–6 the afternoon's).
        if !alikeOnly, end.offset == 0, start.offset == nil, start.day == nil, var time = start.time {
            if case .ambiguous(let hour, let minute) = time {
                time = .exact(LocalTime(hour: hour >= 7 && hour <= 11 ? hour : hour % 12 + 12, minute: minute))
            }
            return Reading(length: 0, value: .finding(.startsAt(Moment(day: .relative(days: 0), time: time))), warning: from.warning)
        }
        guard start.offset == nil, end.offset == nil else { return nil }
        if alikeOnly, start.hasDay != end.hasDay || (start.time == nil) != (end.time == nil) { return nil }
        // "previous week - Monday" is a day of that week, not a range.
        if alikeOnly, let a = start.day, let b = end.day, isWeekAndWeekday(a, b) || isWeekAndWeekday(b, a) { return nil }
        if !end.hasDay, start.hasDay { end.day = start.day }
        if !start.hasDay, end.hasDay { start.day = end.day }
        if let first = start.time, let last = end.time {
            // "9:30 - 11:00 CST": a zone said after a range is its start's too.
            if case .zoned(let clock, let offset) = last {
                switch inHalfOfDay(first, endingAt: .exact(clock)) {
                case .exact(let time): start.time = .zoned(time, offset: offset)
                case let other: start.time = other
                }
            } else {
                start.time = inHalfOfDay(first, endingAt: last)
            }
        }
        // "from January to April 2015": a year said at the end is the start's too.
        switch (start.day, end.day) {
        // "from 13th to 15th July": a day of the month at the start is in the end's month.
        case (.dayOfMonth(let d)?, .date(let m, let last, let y)?) where d < last: start.day = .date(month: m, day: d, year: y)
        case (.date(let m, let d, nil)?, .date(_, _, let y?)?): start.day = .date(month: m, day: d, year: y)
        case (.month(let m, nil)?, .month(let last, let y?)?): start.day = .month(m, year: m > last ? y - 1 : y)
        case (.month(let m, nil)?, .date(let last, _, let y?)?): start.day = .month(m, year: m > last ? y - 1 : y)
        case (.date(let m, let d, nil)?, .month(_, let y?)?): start.day = .date(month: m, day: d, year: y)
        default: break
        }
        return Reading(length: 0, value: .finding(.interval(start: start, end: end)), warning: from.warning ?? to.warning)
    }

    /// A year in digits, then what ends a range, then a day or a period. After an opener
    /// ("from", "с", "od", "between") any word or dash that ends a range does; without one, only
    /// a word that says so: "in 2014 and May 2018" is a list, "2014 - May 2018" a list or a count.
    static func yearThrough(_ opener: Edge?, _ year: Edge, _ connector: Edge, _ end: Edge, _ tokens: [Token]) -> Reading? {
        guard case .number(let n) = year.value, tokens[year.start].digits == 4, year.length == 1 else { return nil }
        guard opener != nil || tokens[connector.start].kind == .word && Self.rangeEndWords.contains(tokens[connector.start].key)
        else { return nil }
        let start = Moment(day: .year(n))
        if case .finding(.interval(_, let last)) = end.value {
            return Reading(length: 0, value: .finding(.interval(start: start, end: last)), warning: end.warning)
        }
        return range(Edge(start: year.start, end: year.end, value: .finding(.day(.year(n))), rank: 0), end)
    }

    static let rangeEndWords: KeySet = ["to", "through", "thru", "till", "until", "по", "до", "do"]

    private static func isWeekAndWeekday(_ week: DaySpec, _ day: DaySpec) -> Bool {
        guard BuiltinParser.weeksAhead(week) != nil, case .weekday(_, false, _) = day else { return false }
        return true
    }

    /// Two years written in digits, the later second and within a century of the first, with
    /// no word after them that makes them counts ("from 2000 to 2500 rubles").
    static func yearRange(_ from: Edge, _ to: Edge, _ tokens: [Token]) -> Reading? {
        guard case .number(let first) = from.value, case .number(let last) = to.value, first < last, last - first <= 100,
              tokens[from.start].digits == 4, tokens[to.start].digits == 4, from.length == 1, to.length == 1 else { return nil }
        if to.end < tokens.count, tokens[to.end].kind == .word, !BuiltinParser.isYearWord(tokens[to.end]) { return nil }
        return Reading(length: 0, value: .finding(.interval(start: Moment(day: .year(first)), end: Moment(day: .year(last)))))
    }

    /// "14–16 Oct": the first day takes the month and year of the second.
    static func dayRange(from number: Edge, to end: Edge) -> Reading? {
        guard case .number(let first) = number.value, let last = end.value.moment,
              case .date(let month, let day, let year)? = last.day, first < day else { return nil }
        let start = Moment(day: .date(month: month, day: first, year: year))
        return Reading(length: 0, value: .finding(.interval(start: start, end: last)))
    }

    /// "from 9 to 11": hours of one day; a bare hour is read as the clock the other side says.
    static func hourRange(from: Edge, to: Edge) -> Reading? {
        func time(_ edge: Edge) -> TimeSpec? {
            if case .number(let n) = edge.value { return Edge.hour(n) }
            return edge.value.moment?.time
        }
        guard let start = time(from), let end = time(to) else { return nil }
        return Reading(length: 0, value: .finding(.interval(start: Moment(time: inHalfOfDay(start, endingAt: end)),
                                                            end: Moment(time: end))))
    }

    /// English "from" before a moment (`start..<end`) that opens no start: one in the past is
    /// where a thing comes from ("the photos from last Easter"), and one a length follows is
    /// where a span begins ("from 2pm for 2 hours"), which the length's compositions read.
    static func fromIsNoStart(_ start: Int, _ end: Int, _ tokens: [Token]) -> Bool {
        guard tokens[start].key == "from" else { return false }
        if tokens[start..<end].contains(where: { Lexicon.lastModifiers.contains($0.key) }) { return true }
        return end < tokens.count && Lexicon.connectors.longestMatch(tokens, at: end)?.value.contains(.lasting) == true
    }

    /// Tokens `start..<end` stand apart in their sentence: a comma or a dash before them, and
    /// the end of the sentence or of its clause after them. A dash between two numbers joins a
    /// range ("Отчёт 2–3 часа"): what follows it is the range's end, not apart.
    static func setApart(_ start: Int, _ end: Int, _ tokens: [Token]) -> Bool {
        let opens: [Unicode.Scalar] = [",", "-", "–", "—", ";"], closes: [Unicode.Scalar] = [",", ".", ";"]
        guard start > 0, opens.contains(where: tokens[start - 1].isSymbol),
              end == tokens.count || closes.contains(where: tokens[end].isSymbol) else { return false }
        let mark = tokens[start - 1]
        // "1,5 часа", "1,5 godz.": a comma written between two digits is the decimal comma of
        // one count ("1, 5 часов" is a list).
        if mark.isSymbol(","), !mark.spaced, !tokens[start].spaced, tokens[start].kind == .number, start >= 2,
           tokens[start - 2].kind == .number { return false }
        // `v-2h`, `USB-2h`: a hyphen written inside a word joins, it sets nothing apart.
        if mark.isSymbol("-"), !mark.spaced, !tokens[start].spaced, start >= 2, tokens[start - 2].kind == .word { return false }
        return mark.isSymbol(",") || mark.isSymbol(";") || start < 2 || tokens[start - 2].kind != .number
            || tokens[start].kind != .number
    }

    /// A length of work: seconds and days, no calendar months, within `Estimate`'s range.
    static func estimate(_ length: Duration) -> Reading? {
        guard length.months == 0, length.days >= 0, length.seconds >= 0,
              let estimate = Estimate(seconds: Int64(length.days) * 86_400 + length.seconds),
              let finding = Finding.said(.length(estimate)) else { return nil }
        return Reading(length: 0, value: .finding(finding))
    }

    /// A span of `length` from the moment an edge names: a time of day and hours or minutes
    /// ("from 2pm for 2 hours": 14:00 to 16:00), or a day and whole days, weeks or months ("for 3
    /// days from today": today to the day after tomorrow, its last day). Other pairs ("Friday
    /// for 2 hours") say how long the work takes, not when it ends: no span.
    static func lasting(from edge: Edge, for length: Duration) -> Reading? {
        guard let start = edge.value.moment else { return nil }
        return lasting(from: start, for: length, warning: edge.warning)
    }

    /// The same from a "from" phrase that names its day ("from today", "from tomorrow", "от
    /// завтра", "od jutra") or now ("from now").
    static func lasting(fromPhrase connector: Edge, for length: Duration, _ tokens: [Token]) -> Reading? {
        if let days = Lexicon.relativeDays[tokens[connector.end - 1].key] {
            return lasting(from: Moment(day: .relative(days: days)), for: length, warning: nil)
        }
        guard length.months == 0, length.days == 0, length.seconds > 0 else { return nil }
        return Reading(length: 0, value: .finding(.interval(start: Moment(offset: 0), end: Moment(offset: length.seconds))))
    }

    static func lasting(from start: Moment, for length: Duration, warning: ParserWarning?) -> Reading? {
        guard start.offset == nil else { return nil }
        var start = start
        // "from 9 for 2 hours": a meeting's bare hour is in working hours (7–11 the morning's,
        // 12–6 the afternoon's), so its end follows it the same day.
        if case .ambiguous(let hour, let minute)? = start.time {
            start.time = .exact(LocalTime(hour: hour >= 7 && hour <= 11 ? hour : hour % 12 + 12, minute: minute))
        }
        var end = start
        if length.months == 0, length.days == 0, length.seconds > 0 {
            let edge = Edge(start: 0, end: 1, value: .finding(start.finding), rank: 0)
            guard start.time != nil, let shifted = edge.clockShifted(by: length), case .finding(let finding) = shifted.value,
                  let moment = Moment(finding) else { return nil }
            end = moment
        } else if length.seconds == 0, length.months > 0 || length.days > 0 {
            guard let day = start.day, start.hasDay, start.time == nil else { return nil }
            end.day = .shifted(day, months: length.months, days: length.days - 1)
        } else {
            return nil
        }
        return Reading(length: 0, value: .finding(.interval(start: start, end: end)), warning: warning)
    }

    /// A span that ends now and lasts `length`: it starts that long ago; counted in quarters it
    /// starts on a quarter's first day ("the last 2 quarters" are the two before this one, as a
    /// report means them). Only a start: now is no deadline.
    /// The first or last `length` of a period the edge names: a span from its first day to its last.
    static func unitsOf(_ period: DaySpec?, _ end: Edge, _ length: Edge, _ tokens: [Token]) -> Reading? {
        guard let period, DayResolver.periodBounds(period, today: CivilDate(year: 2000, month: 1, day: 1)) != nil,
              case .connector(let connector) = end.value else { return nil }
        let d = length.duration
        guard d.seconds == 0, d.months > 0 || d.days > 0 else { return nil }
        let weeks = Lexicon.units[tokens[length.end - 1].key] == .week
        let fromEnd = connector.contains(.past)
        func day(_ lastDay: Bool) -> Moment {
            Moment(day: .unitsOf(period, length: d, wholeWeeks: weeks, fromEnd: fromEnd, lastDay: lastDay))
        }
        return Reading(length: 0, value: .finding(.interval(start: day(false), end: day(true))))
    }

    static func pastSpan(_ length: Edge, _ tokens: [Token]) -> Reading? {
        let d = length.duration
        if Lexicon.units[tokens[length.end - 1].key] == .quarter, d.days == 0, d.seconds == 0, d.months > 0, d.months % 3 == 0 {
            return Reading(length: 0, value: .finding(.startsAt(Moment(day: .shifted(.nextQuarter, months: -d.months - 3, days: 0)))))
        }
        guard d.months > 0 || d.days > 0 || d.seconds > 0, let moment = Moment(d.negated.fromNow) else { return nil }
        return Reading(length: 0, value: .finding(.startsAt(moment)))
    }

    /// A range's start that does not say its half of the day takes the end's, if that keeps it
    /// before the end, else the other half: "from 7:00 to 8:00pm" starts at 19:00, "between 3
    /// and 8am" at 03:00, "from 9 to 5pm" at 09:00.
    static func inHalfOfDay(_ start: TimeSpec, endingAt end: TimeSpec) -> TimeSpec {
        guard case .ambiguous(let hour, let minute) = start, case .exact(let last) = end else { return start }
        let morning = LocalTime(hour: hour % 12, minute: minute)
        let afternoon = LocalTime(hour: hour % 12 + 12, minute: minute)
        if last.hour >= 12 { return .exact(afternoon < last ? afternoon : morning) }
        return .exact(morning < last ? morning : afternoon)
    }

    /// A bare hour: 1–12 may be either half of the day; 0, 13–23 and 24 say which.
    static func hour(_ n: Int) -> TimeSpec {
        switch n {
        case 1...12: return .ambiguous(hour: n, minute: 0)
        case 13...23: return .exact(LocalTime(hour: n, minute: 0))
        default: return .exact(.midnight)
        }
    }

    /// A range of times placed on a day.
    static func onDay(_ range: Edge, _ day: Edge) -> Reading? {
        guard case .finding(.interval(var start, var end)) = range.value, !start.hasDay, !end.hasDay,
              let d = day.value.moment?.day else { return nil }
        start.day = d
        end.day = d
        return Reading(length: 0, value: .finding(.interval(start: start, end: end)))
    }

    /// A full date and, read as a date, hours and minutes written "13.12": the date at that time.
    static func dottedTime(after date: Edge, _ clock: Edge, _ tokens: [Token]) -> Reading? {
        guard case .date(_, _, _?)? = date.value.moment?.day, clock.length == 3,
              tokens[clock.start + 1].isSymbol("."), tokens[clock.start + 2].digits == 2,
              let hour = tokens[clock.start].number, let minute = tokens[clock.start + 2].number, hour <= 23, minute <= 59,
              var moment = date.value.moment else { return nil }
        moment.time = .exact(LocalTime(hour: hour, minute: minute))
        return Reading(length: 0, value: .finding(moment.finding))
    }

    /// A date without a year, with or without a time, placed in the year another edge names
    /// (a number or a year).
    static func dated(_ edge: Edge, year value: ChartValue) -> Reading? {
        let year: Int
        switch value {
        case .number(let n): year = n
        case .finding(.day(.year(let n))): year = n
        default: return nil
        }
        guard var moment = edge.value.moment, moment.offset == nil else { return nil }
        switch moment.day {
        case .date(let m, let d, nil)?, .dateOnWeekday(let m, let d, _)?:
            guard CivilDate.validated(year: year, month: m, day: d) != nil else { return nil }
            moment.day = .date(month: m, day: d, year: year)
        case .month(let m, nil)?:
            moment.day = .month(m, year: year)
        default:
            return nil
        }
        return Reading(length: 0, value: .finding(moment.finding), warning: edge.warning)
    }

    /// A range's dates without a year take the one said after the range.
    static func inYear(_ range: Edge, _ number: Edge) -> Reading? {
        guard case .finding(.interval(var start, var end)) = range.value, case .number(let year) = number.value else { return nil }
        func placed(_ spec: DaySpec?) -> DaySpec? {
            switch spec {
            case .date(let m, let d, nil)?: return .date(month: m, day: d, year: year)
            case .month(let m, nil)?: return .month(m, year: year)
            default: return nil
            }
        }
        guard let endDay = placed(end.day) else { return nil }
        end.day = endDay
        if let startDay = placed(start.day) { start.day = startDay }
        // "Nov-Feb 2017", "from November to February 2017": a range that runs into the year named
        // starts in the one before.
        if case .month(let first, let y?)? = start.day, case .month(let last, _)? = end.day, first > last {
            start.day = .month(first, year: y - 1)
        } else if case .month(let first, let y?)? = start.day, case .date(let last, _, _)? = end.day, first > last {
            start.day = .month(first, year: y - 1)
        }
        return Reading(length: 0, value: .finding(.interval(start: start, end: end)))
    }

    /// A range whose start names no time takes the one said after it.
    static func timed(_ range: Edge, _ time: Edge) -> Reading? {
        guard case .finding(.interval(var start, let end)) = range.value, start.time == nil, let clock = time.value.moment?.time
        else { return nil }
        start.time = clock
        return Reading(length: 0, value: .finding(.interval(start: start, end: end)))
    }
}
