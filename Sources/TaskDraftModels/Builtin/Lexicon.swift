import TaskDraftKit

/// The built-in parser's word tables for English, Russian and Polish. Business vocabulary
/// and named hours are not here: they come from Skills files.
enum Lexicon {
    /// Words for "today + n days".
    static let relativeDays: [String: Int] = [
        "today": 0, "tonight": 0, "tod": 0, "сегодня": 0, "сёдня": 0, "dziś": 0, "dzis": 0, "dzisiaj": 0,
        "tomorrow": 1, "tmr": 1, "tmrw": 1, "tom": 1, "завтра": 1, "jutro": 1,
        "послезавтра": 2, "pojutrze": 2,
    ]

    /// Words that mark high or low priority on their own.
    static let priorityWords: [String: Priority] = [
        "urgent": .high, "urgently": .high, "asap": .high, "important": .high, "critical": .high, "p1": .high,
        "срочно": .high, "срочная": .high, "срочный": .high, "срочное": .high, "срочную": .high, "горит": .high,
        "важно": .high, "важная": .high, "важный": .high, "важное": .high, "pilne": .high, "pilny": .high, "pilna": .high,
        "pilnie": .high, "ważne": .high, "wazne": .high,
        "someday": .low, "sometime": .low, "p3": .low, "когда-нибудь": .low, "kiedyś": .low, "kiedys": .low,
        "p2": .normal,
    ]

    /// Prepositions that lose their meaning once the date or time after them is parsed.
    static let datePrepositions: Set<String> = [
        "at", "on", "by", "before", "until", "till", "due", "for", "around", "@",
        "в", "во", "к", "ко", "до", "на", "около", "с",
        "w", "we", "do", "o", "na", "przed", "od",
    ]
}

extension Lexicon {
    /// Weekday names in every case form people write, with common abbreviations.
    static let weekdays: [String: Weekday] = {
        var table: [String: Weekday] = [:]
        let forms: [(Weekday, [String])] = [
            (.monday, ["monday", "mon", "понедельник", "понедельника", "понедельнику", "понедельником", "понедельнике",
                       "пн", "poniedziałek", "poniedzialek", "poniedziałku", "poniedzialku", "pon"]),
            (.tuesday, ["tuesday", "tue", "tues", "вторник", "вторника", "вторнику", "вторником", "вторнике", "вт",
                        "wtorek", "wtorku", "wt"]),
            (.wednesday, ["wednesday", "wed", "среда", "среду", "среды", "среде", "средой", "ср", "środa", "sroda",
                          "środę", "srode", "środy", "srody", "śr"]),
            (.thursday, ["thursday", "thu", "thur", "thurs", "четверг", "четверга", "четвергу", "четвергом", "четверге",
                         "чт", "czwartek", "czwartku", "czw"]),
            (.friday, ["friday", "fri", "пятница", "пятницу", "пятницы", "пятнице", "пятницей", "пт", "piątek", "piatek",
                       "piątku", "piatku", "pt"]),
            (.saturday, ["saturday", "sat", "суббота", "субботу", "субботы", "субботе", "субботой", "сб", "sobota",
                         "sobotę", "sobote", "soboty", "sob"]),
            (.sunday, ["sunday", "sun", "воскресенье", "воскресенья", "воскресенью", "воскресеньем", "вс", "niedziela",
                       "niedzielę", "niedziele", "niedzieli", "nd"]),
        ]
        for (day, words) in forms { for word in words { table[word] = day } }
        return table
    }()

    /// Words before a weekday meaning "of next week".
    static let nextModifiers: Set<String> = [
        "next", "следующий", "следующую", "следующая", "следующей", "следующего", "следующем", "след",
        "przyszły", "przyszly", "przyszłą", "przyszla", "przyszłej", "następny", "nastepny", "następną", "nastepna",
    ]

    /// Words before a weekday meaning "this week's" (the coming one, today included).
    static let thisModifiers: Set<String> = [
        "this", "coming", "этот", "эту", "эта", "этой", "этого", "ближайший", "ближайшую", "ten", "tę", "te", "ta",
    ]
}
