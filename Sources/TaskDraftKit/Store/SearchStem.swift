/// The stem a search word is matched by, so that `list анна` finds "Позвонить Анне",
/// `list отчеты` finds "отчёт", and `list Łukasza` finds "z Łukaszem".
///
/// The full-text index keeps whole words; the query asks for a prefix. Cutting an inflection
/// ending off the query word turns every form of the word into a match of that prefix, with
/// no second index and no change to what is stored. A stem is never shorter than a few
/// letters, so a short word is searched as it was typed.
public enum SearchStem {
    /// Russian noun, adjective and verb endings, longest first within each length.
    private static let cyrillicEndings: [String] = [
        "иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ией", "ать", "ять", "ить", "еть",
        "ах", "ях", "ов", "ев", "ей", "ой", "ом", "ем", "ам", "ям", "ую", "юю", "ая", "яя", "ое", "ее", "ые", "ие",
        "ый", "ий", "ых", "их", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й",
    ]
    /// English and Polish endings.
    private static let latinEndings: [String] = [
        "ami", "ach", "ing", "ów", "om", "em", "ie", "es", "ed", "ą", "ę", "a", "y", "i", "e", "u", "o", "s",
    ]
    private static let minimumCyrillicStem = 3
    private static let minimumLatinStem = 4

    public static func stem(_ word: Substring) -> String {
        let lowered = word.lowercased()
        let cyrillic = lowered.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
        let endings = cyrillic ? cyrillicEndings : latinEndings
        let minimum = cyrillic ? minimumCyrillicStem : minimumLatinStem
        let length = lowered.count
        for ending in endings where lowered.hasSuffix(ending) && length - ending.count >= minimum {
            return String(lowered.dropLast(ending.count))
        }
        return lowered
    }
}
