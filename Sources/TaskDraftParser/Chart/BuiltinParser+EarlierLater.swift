import TaskDraftKit

/// "Earlier this month", "earlier in the week", "later this year", "later in the year": the part
/// of the current week, month or year before today, or its latter half. Earlier starts on the
/// period's first day (a start only: it is over by now). Later is the latter half (from
/// Thursday, the 16th, 1 July; from today once that has begun) and is due at the period's end.
extension BuiltinParser {
    func earlierOrLater(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        func at(_ k: Int) -> Token? { i + k < tokens.count ? tokens[i + k] : nil }
        let word = tokens[i].key
        guard word == "earlier" || word == "later" else { return nil }
        var k = 1
        if at(k)?.key == "this" {
            k += 1
        } else if at(k)?.key == "in", at(k + 1)?.key == "the" {
            k += 2
        } else {
            return nil
        }
        guard let noun = at(k)?.key, ["week", "month", "year"].contains(noun) else { return nil }
        let today = context.today
        let first: CivilDate, latter: CivilDate, last: DaySpec
        switch noun {
        case "week":
            first = today.startOfWeek
            latter = first.adding(days: 3)
            last = .endOfWeek
        case "month":
            first = CivilDate(year: today.year, month: today.month, day: 1)
            latter = CivilDate(year: today.year, month: today.month, day: 16)
            last = .endOfMonth
        default:
            first = CivilDate(year: today.year, month: 1, day: 1)
            latter = CivilDate(year: today.year, month: 7, day: 1)
            last = .endOfYear
        }
        func day(_ date: CivilDate) -> DaySpec { .date(month: date.month, day: date.day, year: date.year) }
        if word == "earlier" {
            return Match(length: k + 1, finding: .startsAt(Moment(day: day(first))))
        }
        return Match(length: k + 1, finding: .interval(start: Moment(day: day(max(latter, today))), end: Moment(day: last)))
    }
}
