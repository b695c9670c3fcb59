/// What Polish wording needs besides words, for every catalogue's Polish file.
public enum Polish {
    /// "1 szkic", "2 szkice", "5 szkiców", "22 szkice", "12 szkiców": the noun agrees with the number.
    public static func plural(_ n: Int, _ one: String, _ few: String, _ many: String) -> String {
        if n == 1 { return one }
        let (last, lastTwo) = (abs(n) % 10, abs(n) % 100)
        return (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
    }

    /// A value a person typed or a program wrote, in Polish quotes.
    public static func quoted(_ text: some StringProtocol) -> String { "„" + text + "”" }

    /// "3 grudnia": a month named after its day.
    public static func monthGenitive(_ month: Int) -> String {
        ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października",
         "listopada", "grudnia"][(month - 1) % 12]
    }

    /// "w piątek": a day of the week after "w".
    public static func weekdayAccusative(_ day: Weekday) -> String {
        ["poniedziałek", "wtorek", "środę", "czwartek", "piątek", "sobotę", "niedzielę"][day.rawValue - 1]
    }
}
