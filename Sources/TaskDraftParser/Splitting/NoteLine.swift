/// One line of pasted notes, read for what it is: an action item, a remark, a heading, a
/// ticked box, or a plain line; with its list marker taken off, the person it names, and the
/// context its label gives ("Tomorrow: …").
///
/// "Анна: подготовить КП к пятнице", "AI: Bob to send the deck", "- [ ] book the room",
/// "TODO call the bank", "Decision: we stay on Postgres", "Agreed to postpone the launch",
/// "W piątek:", "## Project Apollo".
struct NoteLine {
    enum Kind: Equatable {
        /// Marked as an action: `TODO`, `AI:`, `[ ]`, `Action item:`.
        case action
        /// Marked as a record of something: `Decision:`, `FYI`, `Решили …`, `Ustalono, że …`.
        case remark
        /// A ticked box: already done.
        case done
        /// A line that introduces the lines under it: `Action items:`, `## Notes`, and, with
        /// `context`, `W piątek:`, `До среды:`, `Project Apollo:`.
        case heading
        /// No marker: an action only if it reads as one (starts with a verb, names a person).
        case plain
    }

    var kind: Kind
    /// What is left once markers, the person and the context label are taken off.
    var content: Substring
    /// The person the line assigns the task to ("Anna", "Bob").
    var person: String?
    /// Whether the person came with an action of theirs ("Bob to send", "Анна подготовит").
    var assigned = false
    /// Whether a bullet, number or box marked the line as an item of a list.
    var listed: Bool
    /// A label or heading that is context only: the date, time, priority or project it gives
    /// its line, or, for a heading, every item under it.
    var context: ContextPhrase?
    /// A heading's depth: 1–6 for Markdown's `#`…`######`, `labelLevel` for a label.
    var level = NoteLine.labelLevel

    /// The depth of a heading written as a label ("Friday:"): under any Markdown heading.
    static let labelLevel = 7

    /// Action marker phrases of more than one word, written folded.
    static let actionPhrases: Set<String> = ["action item", "action items", "next step", "next steps", "to do",
                                              "do zrobienia", "надо сделать", "нужно сделать"]
    static let remarkPhrases: Set<String> = ["for your information", "open question", "open questions"]

    /// `inNotes`: the line is one of several, where "Bob to send the deck" assigns a task; a
    /// lone utterance starting "Need to buy milk" assigns nothing. `reader` says whether a
    /// label is context ("Friday:") rather than a person ("Anna:").
    init(_ line: Substring, inNotes: Bool = true, reader: ContextReader) {
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
        // Markdown headings: their words, when context, go to the section under them.
        if let (level, title) = Self.markdownHeading(rest) {
            kind = .heading
            self.level = level
            content = title
            context = reader.phrase(Self.withoutColon(title))
            return
        }
        if let colon = Self.labelEnd(rest) {
            let label = rest[..<colon].trimmingSpaces
            let folded = Key(label).text
            let after = rest[rest.index(after: colon)...].trimmingSpaces
            if SplitLexicon.actionMarkers.contains(Key(label)) || Self.actionPhrases.contains(folded) {
                if kind != .done { kind = .action }
                rest = after
            } else if SplitLexicon.remarkMarkers.contains(Key(label)) || Self.remarkPhrases.contains(folded)
                        || SplitLexicon.informationPhrases.contains(folded) {
                // "Decision: Bob to send the deck" gives Bob an action; "Decision: we stay" records.
                if inNotes, SplitLexicon.recordOpeners.contains(Key(label)), let (name, task) = Self.assignment(after) {
                    person = name
                    assigned = true
                    content = task
                    return
                }
                kind = .remark
                content = after
                return
            } else if let phrase = reader.phrase(label) {
                context = phrase
                rest = after
            } else if let name = Self.personName(label) {
                person = name
                rest = after
                // "Anna:" with the task under it is an action when it reads as one.
            }
            if after.isEmpty, person == nil {
                // "Action items:" and "W piątek:" head a list; they are not items themselves.
                kind = .heading
                content = after
                return
            }
        } else if let first = rest.split(separator: " ", maxSplits: 1).first,
                  first == "TODO" || first == "AI" || first == "FIXME" || first == "ToDo" {
            kind = .action
            rest = rest.dropFirst(first.count).trimmingSpaces
        } else if let after = Self.recordEnd(rest) {
            // "Agreed to postpone the launch", "Решили перенести релиз": what was agreed is done
            // deciding, not an action item; "Agreed: Bob to send the deck" gives Bob one.
            if inNotes, let (name, task) = Self.assignment(after) {
                person = name
                assigned = true
                content = task
            } else {
                kind = .remark
                content = rest
            }
            return
        } else if Self.isInformation(rest) {
            kind = .remark
            content = rest
            return
        }
        // "Bob to send the deck", "Anna will prepare", "Bob — send the deck".
        // A line of context alone ("Last Friday of December:", "W ostatni piątek grudnia") assigns nobody.
        if person == nil, inNotes, let (name, remainder) = Self.assignment(rest), reader.phrase(Self.withoutColon(rest)) == nil {
            person = name
            assigned = true
            rest = remainder
        }
        content = rest
        // In notes, a line of context alone ("Friday", "На следующей неделе") heads the items under it.
        if inNotes, kind == .plain, person == nil, context == nil, !listed, let phrase = reader.phrase(rest) {
            kind = .heading
            context = phrase
        }
    }

    /// "## Friday" → (2, "Friday").
    static func markdownHeading(_ text: Substring) -> (Int, Substring)? {
        let level = text.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let after = text.dropFirst(level)
        guard after.first == " " else { return nil }
        return (level, after.trimmingSpaces)
    }

    static func withoutColon(_ text: Substring) -> Substring {
        text.last == ":" ? text.dropLast().trimmingSpaces : text
    }

    /// Where the words after a record opener start ("Agreed to postpone" → "postpone", "We
    /// decided that Bob sends" → "Bob sends", "Ustalono, że" → ""), if the line opens with one.
    static func recordEnd(_ text: Substring) -> Substring? {
        var words = text.split(separator: " ", omittingEmptySubsequences: true)[...]
        var skipped = 0
        while let first = words.first, skipped < 3, SplitLexicon.recordSubjects.contains(Key(first.trimmingPunctuation)) {
            words = words.dropFirst()
            skipped += 1
        }
        guard let opener = words.first, SplitLexicon.recordOpeners.contains(Key(opener.trimmingPunctuation)) else {
            return nil
        }
        var rest = words.dropFirst()
        // "agreed to", "decided that", "решили, что", "ustalono, że", "agreed on".
        while let next = rest.first, ["to", "that", "on", "upon", "что", "чтобы", "że", "ze", "by", "aby"].contains(Key(next.trimmingPunctuation)) {
            rest = rest.dropFirst()
        }
        guard let start = rest.first?.startIndex else { return text[text.endIndex...] }
        return text[start...]
    }

    /// Whether the line passes information on ("FYI the office is closed", "К сведению: …").
    static func isInformation(_ text: Substring) -> Bool {
        let words = text.split(separator: " ", maxSplits: 3)
        guard let first = words.first else { return false }
        if SplitLexicon.informationOpeners.contains(Key(first.trimmingPunctuation)) { return true }
        for count in 2...3 where words.count >= count {
            let phrase = words[0..<count].map { Key($0.trimmingPunctuation).text }.joined(separator: " ")
            if SplitLexicon.informationPhrases.contains(phrase) { return true }
        }
        return false
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
            let key = Key(word)
            guard let first = word.first, first.isUppercase, word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "." }),
                  !SplitLexicon.isVerb(key), !SplitLexicon.recordOpeners.contains(key),
                  !SplitLexicon.recordSubjects.contains(key), !SplitLexicon.informationOpeners.contains(key) else { return nil }
        }
        return words.joined(separator: " ")
    }

    /// "Bob to send …", "Anna will …", "Bob — send …", "@bob send …", "Анна подготовит …",
    /// "Борис должен отправить …", "Anna ma przygotować …": the person and their action.
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
        if SplitLexicon.assigningWords.contains(next) {
            guard words.count >= 3 else { return nil }
            // "needs to send": skip the "to" too.
            if next == "needs", words.count >= 4, Key(words[2]) == "to" {
                return SplitLexicon.notActions.contains(Key(words[3].prefix { $0 != " " })) ? nil : (name, text[words[3].startIndex...])
            }
            let verb = Key(words[2])
            // "Anna will be away": how things are, not a task.
            if SplitLexicon.notActions.contains(verb) { return nil }
            let rest = text[words[2].startIndex...]
            // English lists its verbs only in part: after "will" or "to" a word is taken as one.
            return SplitLexicon.isVerb(verb) || next == "will" || next == "to" ? (name, rest) : nil
        }
        // Russian and Polish notes put the person first and the verb in the future: "Анна
        // подготовит КП", "Anna przygotuje raport", "Piotr zadzwoni do klienta".
        let verb = next.text
        if SplitLexicon.notFutureActions.contains(next) { return nil }
        if verb.unicodeScalars.count >= 5, verb.unicodeScalars.allSatisfy({ $0.value >= 0x430 && $0.value <= 0x44F }),
           ["ит", "ет", "ут", "ют", "ат", "ят"].contains(where: { verb.hasSuffix($0) }) {
            return (name, text)
        }
        if isPolishFutureVerb(next) { return (name, text) }
        return nil
    }

    /// A Polish verb in the third person of the future perfective, as notes write an owner's
    /// task: "przygotuje", "zadzwoni", "wyśle", "napisze", "sprawdzi", "zajmie". Verbal nouns
    /// end alike ("spotkanie", "zadanie", "życie") and are not; nor are words of that shape that
    /// say how things are (`SplitLexicon.notFutureActions`).
    static func isPolishFutureVerb(_ key: Key) -> Bool {
        let word = key.text
        guard word.unicodeScalars.count >= 4, !word.hasSuffix("nie"), !word.hasSuffix("cie"),
              word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || "ąćęłńóśźż".unicodeScalars.contains($0) })
        else { return false }
        // The endings of those forms that English words seldom have ("Friday", "likely" do not pass).
        return ["uje", "ije", "yje", "le", "sze", "cze", "rze", "mie", "zie", "sie",
                "bi", "ci", "dzi", "li", "mi", "ni", "pi", "si", "wi", "zi"].contains { word.hasSuffix($0) }
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

    /// Without the punctuation that ends a word in a sentence (",", ":", ".", ";").
    var trimmingPunctuation: Substring {
        var result = self
        while let last = result.last, ",:.;!?".contains(last) { result = result.dropLast() }
        return result
    }
}
