import TaskDraftKit

/// A refinement that moves the draft's date or time from where it is, rather than naming a
/// new one: "push it by a week", "the day after", "an hour later", "на час позже",
/// "o tydzień później". Read from the whole refinement, in English, Russian and Polish; the
/// words it does not know make it no shift, so "later today" or "next week" stay the parser's.
struct RefinementShift: Equatable {
    enum Unit: Equatable {
        case minutes, days, months
    }

    let amount: Int
    let unit: Unit

    /// The shift the words say, or nil when they say something else too.
    static func read(_ text: String) -> RefinementShift? {
        let words = text.lowercased().replacingOccurrences(of: "ё", with: "е")
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "!" }).map(String.init)
            .filter { !fillers.contains($0) }
        guard !words.isEmpty else { return nil }
        if let days = dayPhrases[words.joined(separator: " ")] { return RefinementShift(amount: days, unit: .days) }
        var sign = 0
        var count: Int?
        var unit: (Unit, Int)?
        for word in words {
            if let (found, scale) = units[word] {
                guard unit == nil else { return nil }
                unit = (found, scale)
            } else if let n = Int(word), n > 0, n < 10_000 {
                guard count == nil, unit == nil else { return nil }
                count = n
            } else if let n = numbers[word] {
                guard count == nil, unit == nil else { return nil }
                count = n
            } else if laterWords.contains(word) {
                sign = 1
            } else if earlierWords.contains(word) {
                guard sign != 1 || moveVerbs.contains(words[0]) else { return nil }
                sign = -1
            } else if moveVerbs.contains(word) || joiners.contains(word) {
                if moveVerbs.contains(word), sign == 0 { sign = 1 }
            } else {
                return nil
            }
        }
        guard sign != 0, let (found, scale) = unit else { return nil }
        return RefinementShift(amount: sign * (count ?? 1) * scale, unit: found)
    }

    /// `due` moved by the shift: a time moves on the clock, a day keeps its time of day; nil
    /// when there is nothing to move (no due, or minutes asked of a day without a time).
    func moved(_ due: Due?, zone: Zone) -> Due? {
        switch (due, unit) {
        case (nil, _):
            return nil
        case (.date, .minutes):
            return nil
        case (.dateTime(let zoned), .minutes):
            return .dateTime(zone.zoned(zoned.instant.adding(seconds: Int64(amount) * 60)))
        case (.date(let date), .days):
            return .date(date.adding(days: amount))
        case (.date(let date), .months):
            return .date(date.adding(months: amount))
        case (.dateTime(let zoned), .days):
            return .dateTime(zone.zoned(LocalDateTime(date: zoned.local.date.adding(days: amount), time: zoned.local.time)))
        case (.dateTime(let zoned), .months):
            return .dateTime(zone.zoned(LocalDateTime(date: zoned.local.date.adding(months: amount), time: zoned.local.time)))
        }
    }

    /// Words said around a shift that change nothing about it.
    static let fillers: Set<String> = [
        "actually", "no", "please", "just", "then", "it", "its", "the", "deadline", "due", "date", "time", "task",
        "лучше", "пожалуйста", "давай", "нет", "ее", "его", "срок", "дедлайн", "задачу", "тогда",
        "jednak", "właściwie", "wlasciwie", "proszę", "prosze", "to", "ją", "ja", "termin", "zadanie",
    ]
    /// Whole refinements that name a day next to the draft's.
    static let dayPhrases: [String: Int] = [
        "day after": 1, "a day after": 1, "next day": 1, "following day": 1, "day before": -1, "a day before": -1,
        "previous day": -1, "на следующий день": 1, "на день позже": 1, "днем позже": 1, "на день раньше": -1,
        "днем раньше": -1, "накануне": -1, "следующего дня": 1, "dzień później": 1, "dzien pozniej": 1,
        "następnego dnia": 1, "nastepnego dnia": 1, "dzień wcześniej": -1, "dzien wczesniej": -1, "dzień przed": -1,
    ]
    /// Verbs that move a date later when no direction is said ("push it by a week", "отложи на час").
    static let moveVerbs: Set<String> = [
        "push", "move", "postpone", "delay", "shift", "bump", "slide", "put",
        "перенеси", "сдвинь", "подвинь", "отложи", "передвинь", "перенести", "сдвинуть", "отложить",
        "przesuń", "przesun", "odłóż", "odloz", "przełóż", "przeloz",
    ]
    static let laterWords: Set<String> = ["later", "back", "позже", "попозже", "вперед", "później", "pozniej", "dalej"]
    static let earlierWords: Set<String> = ["earlier", "sooner", "раньше", "пораньше", "назад", "wcześniej", "wczesniej"]
    /// "by a week", "на неделю", "o tydzień".
    static let joiners: Set<String> = ["by", "for", "out", "на", "o", "a", "an"]
    static let numbers: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
        "couple": 2, "один": 1, "одну": 1, "одна": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "пару": 2,
        "десять": 10, "пятнадцать": 15, "двадцать": 20, "тридцать": 30, "jeden": 1, "jedną": 1, "jedna": 1, "dwa": 2,
        "dwie": 2, "trzy": 3, "cztery": 4, "pięć": 5, "piec": 5, "dziesięć": 10, "piętnaście": 15, "dwadzieścia": 20,
        "trzydzieści": 30,
    ]
    /// Unit words, and how many of the unit each one is.
    static let units: [String: (Unit, Int)] = {
        var table: [String: (Unit, Int)] = [:]
        for word in ["minute", "minutes", "min", "mins", "минуту", "минуты", "минут", "мин", "minutę", "minute", "minuty",
                     "minut"] { table[word] = (.minutes, 1) }
        for word in ["hour", "hours", "час", "часа", "часов", "godzinę", "godzine", "godziny", "godzin"] { table[word] = (.minutes, 60) }
        for word in ["day", "days", "день", "дня", "дней", "dzień", "dzien", "dni"] { table[word] = (.days, 1) }
        for word in ["week", "weeks", "неделю", "недели", "недель", "tydzień", "tydzien", "tygodnie", "tygodni"] {
            table[word] = (.days, 7)
        }
        for word in ["month", "months", "месяц", "месяца", "месяцев", "miesiąc", "miesiac", "miesiące", "miesiace", "miesięcy"] {
            table[word] = (.months, 1)
        }
        return table
    }()
}
