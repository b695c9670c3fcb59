/// What English wording needs besides words, for every catalogue's English sentence that counts.
public enum English {
    /// "1 note", "0 notes", "21 notes": CLDR's English rule, one for exactly 1 and other for the rest.
    public static func plural(_ n: Int, _ one: String, _ other: String) -> String { n == 1 ? one : other }
}
