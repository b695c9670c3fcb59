/// What Russian wording needs besides words, for every catalogue's Russian file.
public enum Russian {
    /// "1 строка", "3 строки", "5 строк": the noun agrees with the number.
    public static func plural(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
        let (last, lastTwo) = (abs(n) % 10, abs(n) % 100)
        if last == 1 && lastTwo != 11 { return one }
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
    }

    /// A value a person typed or a program wrote, in Russian quotes.
    public static func quoted(_ text: some StringProtocol) -> String { "«" + text + "»" }

    /// "3 декабря": a month named after its day.
    public static func monthGenitive(_ month: Int) -> String {
        ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
         "декабря"][(month - 1) % 12]
    }

    /// "в пятницу": a day of the week after "в".
    public static func weekdayAccusative(_ day: Weekday) -> String {
        ["понедельник", "вторник", "среду", "четверг", "пятницу", "субботу", "воскресенье"][day.rawValue - 1]
    }
}
