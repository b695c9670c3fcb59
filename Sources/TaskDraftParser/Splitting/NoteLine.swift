/// One line of pasted notes, read for what it is: an action item, a remark, a heading, a
/// ticked box, or a plain line; with its list marker taken off and the person it names.
///
/// "Анна: подготовить КП к пятнице", "AI: Bob to send the deck", "- [ ] book the room",
/// "TODO call the bank", "Decision: we stay on Postgres".
struct NoteLine {
    enum Kind: Equatable {
        /// Marked as an action: `TODO`, `AI:`, `[ ]`, `Action item:`.
        case action
        /// Marked as a record of something: `Decision:`, `FYI`, `Решили:`, a heading.
        case remark
        /// A ticked box: already done.
        case done
        /// No marker: an action only if it reads as one (starts with a verb, names a person).
        case plain
    }

    var kind: Kind
    /// What is left once markers and the person are taken off.
    var content: Substring
    /// The person the line assigns the task to ("Anna", "Bob").
    var person: String?
    /// Whether a bullet, number or box marked the line as an item of a list.
    var listed: Bool

    /// Action marker phrases of more than one word, written folded.
    static let actionPhrases: Set<String> = ["action item", "action items", "next step", "next steps", "to do",
                                              "do zrobienia", "надо сделать", "нужно сделать"]
    static let remarkPhrases: Set<String> = ["for your information", "open question", "open questions"]

    /// `inNotes`: the line is one of several, where "Bob to send the deck" assigns a task; a
    /// lone utterance starting "Need to buy milk" assigns nothing.
    init(_ line: Substring, inNotes: Bool = true) {
        var rest = line.trimmingSpaces
        kind = .plain
        person = nil
        listed = false
        // Bullets and numbers: "-", "*", "•", "–", "—", "1.", "2)", "a)".
        if let first = rest.unicodeScalars.first, "-*•–—·".unicodeScalars.contains(first) {
            let after = rest.unicodeScalars.dropFirst()
            if after.first.map(Tokenizer.isSpace) ?? true || after.first == "[" {
                rest = Substring(after).trimmingSpaces
                listed = true
            }
        } else if let marker = Self.numberMarker(rest) {
            rest = rest[marker...].trimmingSpaces
            listed = true
        }
        // Boxes: "[ ]" asks, "[x]" is done.
        if rest.hasPrefix("[ ]") || rest.hasPrefix("[]") {
            rest = rest.dropFirst(rest.hasPrefix("[]") ? 2 : 3).trimmingSpaces
            kind = .action
            listed = true
        } else if rest.hasPrefix("[x]") || rest.hasPrefix("[X]") || rest.hasPrefix("[✓]") || rest.hasPrefix("[✔]") {
            kind = .done
            content = rest.dropFirst(3).trimmingSpaces
            return
        }
        // Markdown headings, and a line that only introduces what follows ("Action items:").
        if rest.hasPrefix("# ") || rest.hasPrefix("## ") || rest.hasPrefix("### ") {
            kind = .remark
            content = rest
            return
        }
        if let colon = Self.labelEnd(rest) {
            let label = rest[..<colon].trimmingSpaces
            let folded = Key(label).text
            let after = rest[rest.index(after: colon)...].trimmingSpaces
            if SplitLexicon.actionMarkers.contains(Key(label)) || Self.actionPhrases.contains(folded) {
                if kind != .done { kind = .action }
                rest = after
            } else if SplitLexicon.remarkMarkers.contains(Key(label)) || Self.remarkPhrases.contains(folded) {
                kind = .remark
                content = after
                return
            } else if let name = Self.personName(label) {
                person = name
                rest = after
                // "Anna:" with the task under it is an action when it reads as one.
            }
            if after.isEmpty, person == nil {
                // "Action items:" heads a list; it is not an item itself.
                kind = .remark
                content = after
                return
            }
        } else if let first = rest.split(separator: " ", maxSplits: 1).first,
                  first == "TODO" || first == "AI" || first == "FIXME" || first == "ToDo" {
            kind = .action
            rest = rest.dropFirst(first.count).trimmingSpaces
        }
        // "Bob to send the deck", "Anna will prepare", "Bob — send the deck".
        if person == nil, inNotes, let (name, remainder) = Self.assignment(rest) {
            person = name
            rest = remainder
        }
        content = rest
    }

    /// Where "1.", "12)", "a)" ends, when the line starts with one followed by a space.
    static func numberMarker(_ text: Substring) -> Substring.Index? {
        var index = text.startIndex
        var digits = 0
        while index < text.endIndex, text[index].isASCII, text[index].isNumber, digits < 3 {
            index = text.index(after: index)
            digits += 1
        }
        if digits == 0, index < text.endIndex, text[index].isLetter, text[index].isASCII,
           text.index(after: index) < text.endIndex, text[text.index(after: index)] == ")" {
            index = text.index(after: index)
        } else if digits == 0 {
            return nil
        }
        guard index < text.endIndex, text[index] == "." || text[index] == ")" else { return nil }
        let after = text.index(after: index)
        guard after < text.endIndex, text[after] == " " else { return nil }
        return after
    }

    /// The colon ending a short label at the start ("AI:", "Action item:", "Анна:"), if any.
    static func labelEnd(_ text: Substring) -> Substring.Index? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let label = text[..<colon]
        // A clock time ("15:00") or `due:fri` is not a label.
        guard !label.isEmpty, !label.contains(where: \.isNumber) else { return nil }
        let after = text.index(after: colon)
        guard after == text.endIndex || text[after] == " " else { return nil }
        return label.split(separator: " ").count <= 3 ? colon : nil
    }

    /// A name of one or two capitalised words ("Anna", "Bob Smith", "@bob"), not a marker.
    static func personName(_ text: Substring) -> String? {
        var words = text.split(separator: " ")
        guard (1...2).contains(words.count) else { return nil }
        if words[0].hasPrefix("@") {
            guard words.count == 1, words[0].count > 1 else { return nil }
            words[0] = words[0].dropFirst()
            return String(words[0])
        }
        for word in words {
            guard let first = word.first, first.isUppercase, word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "." }),
                  !SplitLexicon.isVerb(Key(word)) else { return nil }
        }
        return words.joined(separator: " ")
    }

    /// "Bob to send …", "Anna will …", "Bob — send …", "@bob send …", "Анна подготовит …".
    static func assignment(_ text: Substring) -> (String, Substring)? {
        let words = text.split(separator: " ", maxSplits: 3)
        guard words.count >= 2 else { return nil }
        if words[0].hasPrefix("@"), words[0].count > 1 {
            return (String(words[0].dropFirst()), text[words[1].startIndex...])
        }
        guard let name = personName(words[0]) else { return nil }
        let next = Key(words[1])
        if ["—", "-", "–"].contains(words[1]), words.count >= 3 {
            return (name, text[words[2].startIndex...])
        }
        if next == "to" || next == "will" || next == "should" || next == "must" || next == "needs" || next == "shall" {
            guard words.count >= 3 else { return nil }
            // "needs to send": skip the "to" too.
            if next == "needs", words.count >= 4, Key(words[2]) == "to" {
                return (name, text[words[3].startIndex...])
            }
            let rest = text[words[2].startIndex...]
            return SplitLexicon.isVerb(Key(words[2])) || next == "will" || next == "to" ? (name, rest) : nil
        }
        // Russian notes put the person first and the verb in the future: "Анна подготовит КП".
        let verb = next.text
        if verb.unicodeScalars.count >= 5, verb.unicodeScalars.allSatisfy({ $0.value >= 0x430 && $0.value <= 0x44F }),
           ["ит", "ет", "ут", "ют", "ат", "ят"].contains(where: { verb.hasSuffix($0) }) {
            return (name, text)
        }
        return nil
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" || first == "\r" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}
