import TaskDraftKit

/// What one leaf rule read at a position: how many tokens, what they mean, and a warning
/// when the reading is a guess.
struct Reading: Sendable {
    var length: Int
    var value: ChartValue
    var warning: ParserWarning? = nil

    init(length: Int, value: ChartValue, warning: ParserWarning? = nil) {
        self.length = length
        self.value = value
        self.warning = warning
    }

    init(_ match: Match) {
        self.init(length: match.length, value: .finding(match.finding), warning: match.warning)
    }
}

/// A rule that reads a typed value from the tokens at one position, on its own (step 1 of
/// `Chart`). Which token kinds it can start at is said up front, so a sentence's words are
/// not offered to rules that cannot read them.
final class LeafRule: Sendable {
    enum Start: Sendable { case any, word, number, wordStarter }
    let name: StaticString
    let start: Start
    let read: @Sendable (BuiltinParser, Int, [Token], ReadingContext) -> Reading?

    init(_ name: StaticString, _ start: Start, _ read: @escaping @Sendable (BuiltinParser, Int, [Token], ReadingContext) -> Reading?) {
        self.name = name
        self.start = start
        self.read = read
    }

    /// A rule with the old `Match` answer.
    static func match(_ name: StaticString, _ start: Start,
                      _ read: @escaping @Sendable (BuiltinParser, Int, [Token], ReadingContext) -> Match?) -> LeafRule {
        LeafRule(name, start) { parser, i, tokens, context in read(parser, i, tokens, context).map(Reading.init) }
    }
}

extension LeafRule {
    /// Every leaf rule, in the order they are preferred when two read the same tokens equally
    /// well (their rank). Names, references and the person's own vocabulary come first: where
    /// one of them reads a position, it settles what the words there are.
    static let all: [LeafRule] = [
        .match("marked token", .any) { p, i, t, c in p.markedToken(at: i, in: t, context: c) },
        // Before every reading of a quarter or a half of a year: "report for Q1", "отчёт за 1
        // квартал", "отчёт за второе полугодие" is what it is about.
        .match("quarter a task is about", .word) { p, i, t, c in p.quarterTheTaskIsFor(at: i, in: t, context: c) },
        // A quarter written short with its year ("Q3 2027") is a date though "Q3" alone is a
        // kept name: the year says which.
        .match("quarter, then its year", .word) { p, i, t, _ in t[i].key == "q" ? p.quarterThenYear(at: i, in: t) : nil },
        .match("kept name (Skills)", .any) { _, i, t, c in
            c.vocabulary.lexicon.keepNames.longestMatch(t, at: i).map { Match(length: $0.length, finding: .keep) }
        },
        .match("vocabulary term (Skills)", .any) { _, i, t, c in
            c.vocabulary.lexicon.term(at: i, in: t).map { Match(length: $0.length, finding: .term($0.value)) }
        },
        // Before the names of numbers: a month's name among them settles that they are a date.
        .match("month's name, year and day in any order", .any) { p, i, t, _ in p.namedMonthDate(at: i, in: t) },
        // Before the names of numbers and the clock's hour-letter notation: "2h", "1.5h", "3ч" with
        // no preposition before them are how long the work takes (`compactLength`).
        LeafRule("compact length of work", .any) { p, i, t, _ in p.compactLength(at: i, in: t) },
        LeafRule("length closing the sentence after a day", .number) { p, i, t, _ in p.closingLength(at: i, in: t) },
        .match("number that is a name", .number) { p, i, t, _ in p.numberName(at: i, in: t) },
        .match("clock time naming the verb's object", .number) { p, i, t, c in p.timeNamingTheObject(at: i, in: t, context: c) },
        .match("not a date by context", .any) { p, i, t, _ in p.notADate(at: i, in: t) },
        LeafRule("estimate said as a range", .any) { p, i, t, _ in p.estimateRange(at: i, in: t) },
        .match("ISO date and time", .number) { p, i, t, c in p.isoDateTime(at: i, in: t, context: c) },
        .match("day with its ordinal dot, then a month", .number) { p, i, t, _ in p.dottedDayThenMonth(at: i, in: t) },
        .match("number-led date or time", .number) { p, i, t, c in p.numberLed(at: i, in: t, context: c) },
        .match("year, month and day in digits", .number) { p, i, t, _ in p.digitsDate(at: i, in: t) },
        .match("holiday", .word) { p, i, t, _ in p.holiday(at: i, in: t) },
        .match("word that is a name", .wordStarter) { p, i, t, _ in p.wordName(at: i, in: t) },
        .match("repeat more often than daily", .any) { p, i, t, _ in p.subDailyRepeat(at: i, in: t) },
        .match("repeat in two months of a quarter", .wordStarter) { p, i, t, c in p.repeatInTwoMonthsOfAQuarter(at: i, in: t, context: c) },
        .match("repeat rule", .any) { p, i, t, c in p.recurrence(at: i, in: t, context: c) },
        .match("weekdays a repeat leaves out after its time", .any) { p, i, t, c in p.exceptionAfterTime(at: i, in: t, context: c) },
        .match("quarter", .wordStarter) { p, i, t, _ in
            t[i].key == "the" || Lexicon.ordinals[t[i].key] != nil ? p.quarter(at: i, in: t) : nil
        },
        .match("quarter by its number", .any) { p, i, t, _ in p.numberedQuarter(at: i, in: t) },
        .match("half of a year", .any) { p, i, t, c in p.halfOfYear(at: i, in: t, context: c) },
        .match("earlier or later in this period", .word) { p, i, t, c in p.earlierOrLater(at: i, in: t, context: c) },
        .match("two months with a hyphen", .word) { p, i, t, _ in p.hyphenatedMonths(at: i, in: t) },
        .match("weekday, month and day with hyphens", .word) { p, i, t, _ in p.weekdayJoinedToADate(at: i, in: t) },
        .match("week by its number", .word) { p, i, t, c in p.weekNumber(at: i, in: t, context: c) },
        .match("part of a year or month", .word) { p, i, t, c in p.periodPart(at: i, in: t, context: c) },
        .match("decade or century", .any) { p, i, t, _ in
            t[i].kind == .number || t[i].key == "the" ? p.decadeOrCentury(at: i, in: t) : nil
        },
        .match("offset from now", .wordStarter) { p, i, t, _ in p.relativeOffset(at: i, in: t) },
        .match("a span that ends now, its count first", .any) { p, i, t, _ in p.countFirstPastSpan(at: i, in: t) },
        .match("nth weekday of a month", .any) { p, i, t, _ in p.nthWeekdayOfMonth(at: i, in: t) },
        .match("ordinal date in words", .wordStarter) { p, i, t, c in p.ordinalWordDate(at: i, in: t, context: c) },
        .match("clock time in words", .wordStarter) { p, i, t, _ in p.clockWords(at: i, in: t) },
        .match("month then day", .wordStarter) { p, i, t, c in p.monthFirstDate(at: i, in: t, context: c) },
        .match("day in words beside a month", .wordStarter) { p, i, t, _ in p.dayInWordsDate(at: i, in: t) },
        .match("month and year", .wordStarter) { p, i, t, _ in p.monthAndYear(at: i, in: t) },
        .match("repeat adjective before a noun", .wordStarter) { p, i, t, _ in p.repeatAdjectiveBeforeNoun(at: i, in: t) },
        .match("weekend with the word that picks it", .word) { p, i, t, _ in p.weekend(at: i, in: t) },
        .match("season", .word) { p, i, t, c in p.season(at: i, in: t, context: c) },
        .match("lunch or work of a clause", .word) { p, i, t, _ in p.lunchOrWorkOfAClause(at: i, in: t) },
        .match("phrase", .wordStarter) { _, i, t, _ in
            Lexicon.phrases.longestMatch(t, at: i).map { Match(length: $0.length, finding: $0.value) }
        },
        .match("first thing on a day", .word) { p, i, t, _ in p.firstThing(at: i, in: t) },
        .match("part of the day next or last", .wordStarter) { p, i, t, _ in p.nearPartOfDay(at: i, in: t) },
        .match("a period to date", .word) { p, i, t, _ in p.periodToDate(at: i, in: t) },
        .match("the present at a range's end", .word) { p, i, t, _ in p.presentAtRangeEnd(at: i, in: t) },
        .match("the week after next", .wordStarter) { p, i, t, _ in p.weekAfterNext(at: i, in: t) },
        .match("period named by a modifier", .wordStarter) { p, i, t, _ in p.namedPeriod(at: i, in: t) },
        .match("the whole or the rest of this period", .word) { p, i, t, _ in p.wholePeriod(at: i, in: t) },
        .match("relative day", .wordStarter) { _, i, t, _ in
            Lexicon.relativeDays[t[i].key].map { Match(length: 1, finding: .day(.relative(days: $0))) }
        },
        .match("weekday", .wordStarter) { p, i, t, _ in p.weekday(at: i, in: t) },
        .match("day of the month", .wordStarter) { p, i, t, _ in p.ordinalDay(at: i, in: t) },
        .match("year after its noun", .word) { p, i, t, _ in p.yearAfterNoun(at: i, in: t) },
        .match("year in ordinal words, then its noun", .word) { p, i, t, _ in p.ordinalYear(at: i, in: t) },
        .match("end of a named month", .word) { p, i, t, _ in p.monthEnd(at: i, in: t) },
        .match("month alone", .wordStarter) { p, i, t, _ in p.monthOnly(at: i, in: t) },
        .match("half past (полдесятого)", .wordStarter) { p, i, t, _ in p.halfPast(at: i, in: t) },
        .match("project", .wordStarter) { p, i, t, _ in p.project(at: i, in: t) },
        .match("subtask of a task", .word) { p, i, t, _ in p.parentReference(at: i, in: t) },
        .match("after a task", .word) { p, i, t, c in p.dependsReference(at: i, in: t, context: c) },
        .match("priority word", .wordStarter) { _, i, t, _ in
            Lexicon.priorityWords[t[i].key].map { Match(length: 1, finding: .priority($0)) }
        },
        .match("part of the day", .wordStarter) { p, i, t, _ in p.partOfDay(at: i, in: t) },
        .match("part of the day of a habit", .word) { p, i, t, _ in p.habitPartOfDay(at: i, in: t) },
        // Parts: they stand in a cover only composed (`Compositions`).
        LeafRule("duration", .any) { p, i, t, _ in p.duration(at: i, in: t) },
        LeafRule("word naming a field", .word) { p, i, t, _ in p.fieldWord(at: i, in: t) },
        LeafRule("connector", .any) { _, i, t, _ in
            guard t[i].kind == .word || t[i].kind == .symbol else { return nil }
            return Lexicon.connectors.longestMatch(t, at: i).map { Reading(length: $0.length, value: .connector($0.value)) }
        },
        LeafRule("bare number", .number) { _, i, t, _ in
            guard let n = t[i].number, t[i].digits <= 2 || t[i].digits == 4 else { return nil }
            // "14. - 15.10.", "14./15.10.", "od 13. do 15. lipca": a day of the month with its
            // ordinal dot, before the sign or word that closes a range.
            if t[i].digits <= 2, i + 2 < t.count, t[i + 1].isSymbol("."), !t[i + 1].spaced,
               t[i + 2].isSymbol("-") || t[i + 2].isSymbol("–") || t[i + 2].isSymbol("—") || t[i + 2].isSymbol("/")
                || t[i + 2].kind == .word && LeafRule.rangeClosersAfterADot.contains(t[i + 2].key) {
                return Reading(length: 2, value: .number(n))
            }
            // "14th", "14-го", "5pm" are read whole by the rules above; "14" alone is the part.
            return Reading(length: 1, value: .number(n))
        },
        // "three" of "three in the afternoon", "trzecia" of "trzecia po południu": an hour said
        // in words is a part too, a time only beside what makes it one.
        LeafRule("hour in words", .wordStarter) { _, i, t, _ in
            Lexicon.hourNumbers[t[i].key].map { Reading(length: 1, value: .number($0)) }
        },
        // "nineteen eighty six" of "25 January nineteen eighty six": a year only after a date.
        LeafRule("year in words", .wordStarter) { p, i, t, _ in
            p.yearInWords(at: i, in: t).map { Reading(length: $0.length, value: .number($0.year)) }
        },
    ]

    /// Words that close a range after a day written with its ordinal dot ("od 13. do 15. lipca").
    static let rangeClosersAfterADot: KeySet = ["do", "до", "по", "to", "i", "и", "a"]

    /// Whether the rule can read a token that is a number, a word, a word some rule starts with.
    func applies(isNumber: Bool, isWord: Bool, isWordStarter: Bool) -> Bool {
        switch start {
        case .any: return true
        case .number: return isNumber
        case .word: return isWord
        case .wordStarter: return isWordStarter
        }
    }
}

extension ChartValue {
    /// Whether this reading settles what the words at its position are, so that rules listed
    /// after it are not tried there: a name kept in the title, a tag, a priority, a project,
    /// an attribute, a Skills term, a repeat rule; not a moment, a length, a connector or a
    /// number, nor a part of a plan (`EdgeShape.Group`). Matched in place: a finding is a few
    /// hundred bytes, and this is asked of every leaf reading.
    var settlesPosition: Bool {
        switch self {
        case .finding(.day), .finding(.time), .finding(.dayTime), .finding(.offset), .finding(.calendarOffset): return false
        default: return EdgeShape.Group(self) == .otherFinding
        }
    }
}

extension BuiltinParser {
    /// "15. lipca", "13. октября": a day of the month written with its ordinal dot, then the
    /// month's name in lower case (a capital after the dot starts a sentence or a name).
    func dottedDayThenMonth(at i: Int, in tokens: [Token]) -> Match? {
        guard let day = tokens[i].number, tokens[i].digits <= 2, i + 2 < tokens.count, tokens[i + 1].isSymbol("."),
              !tokens[i + 1].spaced, tokens[i + 2].kind == .word, tokens[i + 2].text.first?.isLowercase == true,
              let month = Lexicon.months[tokens[i + 2].key], tokens[i + 2].key.count > 3,
              CivilDate.validated(year: 2000, month: month, day: day) != nil else { return nil }
        return Match(length: 3, finding: .day(.date(month: month, day: day, year: nil)))
    }
}
