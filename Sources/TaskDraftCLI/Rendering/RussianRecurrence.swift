import TaskDraftKit

/// A `RecurrenceSaying` in Russian: "каждые 2 недели по вторникам", "каждый месяц в последнюю
/// пятницу", "каждый год 14 марта, 5 раз", "по будням до 31 декабря 2027". Ordinals and
/// weekdays agree in gender and case; the noun after a number agrees with it.
enum RussianRecurrence {
    static func words(_ saying: RecurrenceSaying) -> String {
        let n = saying.interval
        let every: String
        switch saying.unit {
        case .day: every = Self.every(n, one: "каждый день", forms: ("день", "дня", "дней"), each: "каждый")
        case .week: every = Self.every(n, one: "каждую неделю", forms: ("неделю", "недели", "недель"), each: "каждую")
        case .month: every = Self.every(n, one: "каждый месяц", forms: ("месяц", "месяца", "месяцев"), each: "каждый")
        case .year: every = Self.every(n, one: "каждый год", forms: ("год", "года", "лет"), each: "каждый")
        }
        let ofMonth = saying.month.map { " " + monthsGenitive[$0 - 1] } ?? ""
        var text: String
        switch saying.days {
        case .any:
            text = every + (saying.month.map { " в " + monthsPrepositional[$0 - 1] } ?? "")
        case .weekdays(let days):
            if n == 1 && days.count == 1 {
                text = everyWeekday[days[0].rawValue - 1]
            } else {
                let plural = "по " + RecurrenceText.listed(days.map { daysDative[$0.rawValue - 1] }, and: "и")
                text = n == 1 ? plural : every + " " + plural
            }
        case .workdays:
            text = n == 1 ? "по будням" : every + " по будням"
        case .monthDays(let days):
            text = every + " " + RecurrenceText.listed(days.map {
                $0 == -1 ? "в последний день" : $0 == -2 ? "в предпоследний день" : "\($0)-го"
            }, and: "и") + ofMonth
        case .nthWeekdays(let positions, let weekday):
            let gender = genders[weekday.rawValue - 1]
            let ordinals = RecurrenceText.listed(positions.map { ordinal($0, gender) }, and: "и")
            text = every + " " + preposition(before: ordinals) + " " + ordinals + " " + weekdaysAccusative[weekday.rawValue - 1] + ofMonth
        case .nthWorkday(let p):
            let ordinal = ordinal(p, .masculine)
            text = every + " " + preposition(before: ordinal) + " " + ordinal + " рабочий день" + ofMonth
        case .date(let day):
            text = every + " \(day) " + monthsGenitive[(saying.month ?? 1) - 1]
        }
        switch saying.end {
        case .count(let count)?: text += ", \(count) " + plural(count, ("раз", "раза", "раз"))
        case .until(let until)?:
            let day = RecurrenceText.day(of: until)
            text += " до \(day.day) \(monthsGenitive[day.month - 1]) \(day.year)" + RecurrenceText.time(of: until)
        case nil: break
        }
        return text
    }

    enum Gender { case masculine, feminine, neuter }

    static let genders: [Gender] = [.masculine, .masculine, .feminine, .masculine, .feminine, .feminine, .neuter]
    static let everyWeekday = ["каждый понедельник", "каждый вторник", "каждую среду", "каждый четверг", "каждую пятницу",
                               "каждую субботу", "каждое воскресенье"]
    static let daysDative = ["понедельникам", "вторникам", "средам", "четвергам", "пятницам", "субботам", "воскресеньям"]
    static let weekdaysAccusative = ["понедельник", "вторник", "среду", "четверг", "пятницу", "субботу", "воскресенье"]
    static let monthsGenitive = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
                                 "октября", "ноября", "декабря"]
    static let monthsPrepositional = ["январе", "феврале", "марте", "апреле", "мае", "июне", "июле", "августе", "сентябре",
                                      "октябре", "ноябре", "декабре"]

    /// "первый", "вторую", "последнее": the position in the accusative of the weekday's gender.
    static func ordinal(_ p: Int, _ gender: Gender) -> String {
        let stems: [(String, String, String)] = [("первый", "первую", "первое"), ("второй", "вторую", "второе"),
                                                 ("третий", "третью", "третье"), ("четвёртый", "четвёртую", "четвёртое"),
                                                 ("пятый", "пятую", "пятое")]
        let forms = p == -1 ? ("последний", "последнюю", "последнее") : p == -2 ? ("предпоследний", "предпоследнюю", "предпоследнее")
            : stems[p - 1]
        switch gender {
        case .masculine: return forms.0
        case .feminine: return forms.1
        case .neuter: return forms.2
        }
    }

    /// "во второй", "в первый".
    static func preposition(before word: String) -> String { word.hasPrefix("вт") ? "во" : "в" }

    /// The noun form a number takes: 1 раз, 2 раза, 5 раз, 21 раз.
    static func plural(_ n: Int, _ forms: (one: String, few: String, many: String)) -> String {
        Russian.plural(n, forms.one, forms.few, forms.many)
    }

    /// "каждые 2 недели", "каждые 5 дней", "каждую 21 неделю": "каждый" agrees with the noun
    /// of one, the noun with the number.
    static func every(_ n: Int, one: String, forms: (one: String, few: String, many: String), each: String) -> String {
        if n == 1 { return one }
        let noun = plural(n, forms)
        return noun == forms.one ? "\(each) \(n) \(noun)" : "каждые \(n) \(noun)"
    }
}
