/// How long a piece of text a stranger writes may be. A person counts characters (grapheme
/// clusters), so that is the limit they are told; but one character may carry any number of
/// combining marks, joiners or tag characters ("e" and 20,000 × U+0301 is one character), so
/// the Unicode scalars are capped too, with room for every character to be a long emoji
/// sequence (a family, a couple with skin tones).
public struct TextLimit: Sendable, Equatable {
    /// The most characters, as a person counts them; what a refusal states.
    public let characters: Int
    /// The most Unicode scalars, whatever the characters.
    public let scalars: Int

    /// Scalars allowed per character of the limit: the longest emoji ZWJ sequences in use
    /// take up to ten, but a whole text of them is not what a title or note holds.
    public static let scalarsPerCharacter = 8

    public init(characters: Int) {
        self.characters = characters
        self.scalars = characters * Self.scalarsPerCharacter
    }

    /// The length to tell a person when the text is over the limit, or nil when it fits: the
    /// characters, or the scalars when only those are over their cap (each one something an
    /// editor steps through).
    public func excess(_ text: String) -> Int? {
        // Characters ≤ scalars ≤ UTF-8 bytes: short text fits without counting.
        if text.utf8.count <= characters { return nil }
        var scalarCount = 0
        for _ in text.unicodeScalars {
            scalarCount += 1
            if scalarCount > scalars {
                let count = text.count
                return count > characters ? count : text.unicodeScalars.count
            }
        }
        let count = text.count
        return count > characters ? count : nil
    }

    public func admits(_ text: String) -> Bool { excess(text) == nil }

    /// The longest prefix within the limit, whole characters only; where a surface trims
    /// rather than refuses.
    public func clipped(_ text: String) -> String {
        if excess(text) == nil { return text }
        var kept = 0
        var scalarCount = 0
        var end = text.startIndex
        for character in text {
            let next = scalarCount + character.unicodeScalars.count
            guard kept < characters, next <= scalars else { break }
            kept += 1
            scalarCount = next
            end = text.index(after: end)
        }
        return String(text[..<end])
    }
}
