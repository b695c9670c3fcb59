import TaskDraftKit

extension BuiltinParser {
    /// A week by its number, as calendars and reports count them (ISO 8601: weeks start on
    /// Monday, week 1 holds the year's first Thursday): "week 31", "the week 3 of 2027", "week 27
    /// of last year", "неделя 31", "tydzień 31". Without a year it is this year's week or, once
    /// that week is over, next year's: a plan looks forward. A span: it starts on its Monday and
    /// is due on its Friday, as "next week" is.
    func weekNumber(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let article = tokens[i].key == "the" ? 1 : 0
        guard let noun = at(article), Self.weekNouns.contains(noun.key), let number = at(article + 1),
              number.digits <= 2, let n = number.number, (1...53).contains(n) else { return nil }
        var length = article + 2
        var year: Int?
        if let of = at(length), ["of", "in", "z", "w", "в"].contains(of.key), let next = at(length + 1) {
            if next.digits == 4, let y = next.number {
                year = y
                length += 2
            } else if let shift = Self.yearShifts[next.key], at(length + 2)?.key == "year" {
                year = context.today.year + shift
                length += 3
            }
        }
        let today = context.today
        func monday(of week: Int, in year: Int) -> CivilDate? {
            let first = CivilDate(year: year, month: 1, day: 4).startOfWeek
            let date = first.adding(days: 7 * (week - 1))
            // Week 53 only in the years that have it: its Thursday is still in that year.
            return date.adding(days: 3).year == year ? date : nil
        }
        let start: CivilDate
        if let year {
            guard let date = monday(of: n, in: year) else { return nil }
            start = date
        } else if let date = monday(of: n, in: today.year), date.adding(days: 6) >= today {
            start = date
        } else if let date = monday(of: n, in: today.year + 1) {
            start = date
        } else {
            return nil
        }
        return Match(length: length, finding: .day(.week(startingOn: .date(month: start.month, day: start.day, year: start.year))))
    }

    static let weekNouns: KeySet = ["week", "wk", "неделя", "неделе", "неделю", "недели", "tydzień", "tydzien",
                                      "tygodniu", "tygodnia"]
    static let yearShifts: KeyTable<Int> = ["last": -1, "this": 0, "next": 1]
}
