import TaskDraftKit

/// A `RecurrenceSaying` in Polish: "co 2 tygodnie we wtorek", "co miesiąc w ostatni piątek",
/// "co rok 14 marca, 5 razy", "w dni robocze do 31 grudnia 2027". Ordinals agree with the
/// weekday's gender; the noun after a number takes its form (2 tygodnie, 5 tygodni).
enum PolishRecurrence {
    static func words(_ saying: RecurrenceSaying) -> String {
        let n = saying.interval
        let every: String
        switch saying.unit {
        case .day: every = n == 1 ? "codziennie" : "co \(n) dni"
        case .week: every = n == 1 ? "co tydzień" : "co \(n) " + Polish.plural(n, "tydzień", "tygodnie", "tygodni")
        case .month: every = n == 1 ? "co miesiąc" : "co \(n) " + Polish.plural(n, "miesiąc", "miesiące", "miesięcy")
        case .year: every = n == 1 ? "co rok" : "co \(n) " + Polish.plural(n, "rok", "lata", "lat")
        }
        let ofMonth = saying.month.map { " " + monthsGenitive[$0 - 1] } ?? ""
        var text: String
        switch saying.days {
        case .any:
            text = every + (saying.month.map { " w " + monthsLocative[$0 - 1] } ?? "")
        case .weekdays(let days):
            if n == 1 && days.count == 1 {
                let day = days[0].rawValue - 1
                text = "w " + (feminine[day] ? "każdą " : "każdy ") + weekdaysAccusative[day]
            } else {
                let names = n == 1 ? days.map { weekdaysPlural[$0.rawValue - 1] } : days.map { weekdaysAccusative[$0.rawValue - 1] }
                let list = RecurrenceText.listed(names, and: "i")
                text = (n == 1 ? "" : every + " ") + preposition(before: list) + " " + list
            }
        case .workdays:
            text = (n == 1 ? "" : every + " ") + "w dni robocze"
        case .monthDays(let days):
            text = every + " " + RecurrenceText.listed(days.map { $0 == -1 ? "ostatniego" : $0 == -2 ? "przedostatniego" : "\($0)." },
                                                       and: "i") + " dnia" + ofMonth
        case .nthWeekdays(let positions, let weekday):
            let isFeminine = feminine[weekday.rawValue - 1]
            text = every + " w " + RecurrenceText.listed(positions.map { ordinal($0, feminine: isFeminine) }, and: "i") + " "
                + weekdaysAccusative[weekday.rawValue - 1] + ofMonth
        case .nthWorkday(let p):
            text = every + " w " + ordinal(p, feminine: false) + " dzień roboczy" + ofMonth
        case .date(let day):
            text = every + " \(day) " + monthsGenitive[(saying.month ?? 1) - 1]
        }
        switch saying.end {
        case .count(let count)?: text += ", \(count) " + Polish.plural(count, "raz", "razy", "razy")
        case .until(let until)?:
            let day = RecurrenceText.day(of: until)
            text += " do \(day.day) \(monthsGenitive[day.month - 1]) \(day.year)" + RecurrenceText.time(of: until)
        case nil: break
        }
        return text
    }

    /// 2–4, 22–24, … take "tygodnie"; 5–21, 25–31, … "tygodni".

    static let feminine = [false, false, true, false, false, true, true]
    static let weekdaysAccusative = ["poniedziałek", "wtorek", "środę", "czwartek", "piątek", "sobotę", "niedzielę"]
    static let weekdaysPlural = ["poniedziałki", "wtorki", "środy", "czwartki", "piątki", "soboty", "niedziele"]
    static let monthsGenitive = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                                 "października", "listopada", "grudnia"]
    static let monthsLocative = ["styczniu", "lutym", "marcu", "kwietniu", "maju", "czerwcu", "lipcu", "sierpniu", "wrześniu",
                                 "październiku", "listopadzie", "grudniu"]

    /// "pierwszy", "drugą", "ostatni": the position in the accusative of the weekday's gender.
    static func ordinal(_ p: Int, feminine: Bool) -> String {
        let forms = p == -1 ? ("ostatni", "ostatnią") : p == -2 ? ("przedostatni", "przedostatnią")
            : [("pierwszy", "pierwszą"), ("drugi", "drugą"), ("trzeci", "trzecią"), ("czwarty", "czwartą"), ("piąty", "piątą")][p - 1]
        return feminine ? forms.1 : forms.0
    }

    /// "we wtorek", "w środę".
    static func preposition(before word: String) -> String { word.hasPrefix("wt") ? "we" : "w" }
}
