/// Polish letters written as their base letters (ą → a, ł → l, ż → z …): how a word typed
/// without them ("zaplacic") is found beside the one written with them ("zapłacić"), by the
/// parser's word tables and by a dependency named by a task's title alike.
public enum PolishLetters {
    /// `word` with each lower-case Polish letter as its base letter; `word` itself when it has none.
    public static func plain(_ word: String) -> String {
        // Each of these letters is two UTF-8 bytes led by 0xC3 (ó), 0xC4 (ą ć ę) or 0xC5 (ł ń ś
        // ź ż): a word with no such byte (English, Russian) is its own plain form.
        guard word.utf8.contains(where: { (0xC3...0xC5).contains($0) }) else { return word }
        var plain = ""
        var changed = false
        for scalar in word.unicodeScalars {
            let base: Character? = switch scalar {
            case "ą": "a"
            case "ć": "c"
            case "ę": "e"
            case "ł": "l"
            case "ń": "n"
            case "ó": "o"
            case "ś": "s"
            case "ź", "ż": "z"
            default: nil
            }
            if let base {
                plain.append(base)
                changed = true
            } else {
                plain.unicodeScalars.append(scalar)
            }
        }
        return changed ? plain : word
    }
}
