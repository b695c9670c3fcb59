import TaskDraftKit

/// A `NAME:VALUE` word whose name is an attribute the parser reads (`due:`, `priority:`,
/// `estimate:`…) and whose value it cannot read (`due:xyz`, `priority:urgentish`,
/// `estimate:-5h`), or whose name is none but one mistyped (`prio:H`, `sheduled:mon`): left in
/// the title by the parser, and refused by `WordsRefusal` by its `field` or its `suggestion` on
/// every surface that drafts words (`add`, `draft`, the prompt, an agent's `text`, an import's
/// records).
public struct AttributeWord: Sendable, Equatable {
    /// The name as typed (`Due`, `est`).
    public let name: String
    public let value: String
    /// The task field the name sets (`start` for `scheduled:`, `estimate` for `est:`), and what
    /// its value must be; nil for a name that sets no field (todo.txt's `t:`, a note).
    public let field: String?
    public let expected: ExpectedValue?
    /// For a name that is no attribute, the one it is a slip for (`priority` for `prio`,
    /// `TaskField.nearAttribute`); nil for an attribute's name.
    public let suggestion: String?

    public init(name: String, value: String) {
        self.name = name
        self.value = value
        (field, expected) = Self.field(named: name.lowercased()).map { ($0.field, $0.expected) } ?? (nil, nil)
        suggestion = nil
    }

    /// `prio:H`: a name that is no attribute, near `suggestion`.
    init(name: String, value: String, suggestion: String) {
        self.name = name
        self.value = value
        (field, expected) = (nil, nil)
        self.suggestion = suggestion
    }

    /// Whether `text` may hold one: some ASCII letters right before a colon that name an
    /// attribute the parser reads (`due:`, `Est:`), or one a name near it (`prio:H`) with a
    /// value after the colon; "10:30" and "Re: the contract" do not. Bytes only, so that words
    /// without one are not read again to find none.
    public static func mayBeIn(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let colon = bytes[index...].firstIndex(of: 0x3A) {
            var start = colon
            while start > bytes.startIndex {
                let before = bytes.index(before: start)
                guard (bytes[before] | 0x20) >= 0x61, (bytes[before] | 0x20) <= 0x7A else { break }
                start = before
            }
            if start < colon, Lexicon.attributeKeys.contains(Key(text[start..<colon])) { return true }
            let after = bytes.index(after: colon)
            if bytes.distance(from: start, to: colon) >= 4, after < bytes.endIndex, bytes[after] != 0x20,
               bytes[after] != 0x2F, TaskField.nearAttribute(String(text[start..<colon])) != nil { return true }
            index = after
        }
        return false
    }

    /// The words of `tokens` no reading took that are `NAME:VALUE` with a name that is no
    /// attribute but near one (`prio:H`, `Sheduled:mon`; `TaskField.nearAttribute`), in sentence
    /// order. A name of ASCII letters starting a word, the colon right after it and a value right
    /// after the colon: "Note: call", "10:30", "3:1" and "https://x" are none.
    static func mistyped(in tokens: [Token], consumed: [Bool]) -> [AttributeWord] {
        var words: [AttributeWord] = []
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            let name = tokens[i]
            guard name.kind == .word, name.spaced, !consumed[i], tokens[i + 1].isSymbol(":"), !tokens[i + 1].spaced,
                  !tokens[i + 2].spaced else { continue }
            var value = ""
            var end = i + 2
            while end < tokens.count, end == i + 2 || !tokens[end].spaced {
                value += tokens[end].text
                end += 1
            }
            while let last = value.last, ",.;)!?".contains(last) { value.removeLast() }
            let written = String(name.text)
            guard TaskField.looksLikeAttribute(name: written, value: value),
                  let suggestion = TaskField.nearAttribute(written) else { continue }
            words.append(AttributeWord(name: written, value: value, suggestion: suggestion))
        }
        return words
    }

    /// The field each attribute name of `BuiltinParser.attribute` sets, and what it takes: a
    /// date's and an edited field's by the field rows' own names (`scheduled`, `start` and
    /// `sched` all set `start`), as `modify` reads them, so a name the parser comes to read is
    /// refused by the field `modify` would set; the others by `TaskField.otherAttributes`' names.
    static func field(named key: String) -> (field: String, expected: ExpectedValue)? {
        if let field = TaskField.dateField(modifyName: key) { return (field.name, .moment) }
        // priority, estimate, parent, project.
        if let field = TaskField.editable(modifyName: key), let edit = field.edit { return (field.name, edit.expected) }
        // recurrence, depends: what the value must be is the kind of the field's value. Dated
        // notes and the status are `modify`'s only: a new task's words keep their names.
        guard let name = TaskField.otherAttribute(named: key), let label = FieldLabel(rawValue: name) else { return nil }
        switch label.reading(of: TaskDraft(title: "")) {
        case .repeats?: return (name, .repeats)
        case .tasks?: return (name, .tasks)
        default: return nil
        }
    }
}
