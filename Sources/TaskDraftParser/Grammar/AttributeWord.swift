import TaskDraftKit

/// A `NAME:VALUE` word whose name is an attribute the parser reads (`due:`, `priority:`,
/// `estimate:`…) and whose value it cannot read (`due:xyz`, `priority:urgentish`,
/// `estimate:-5h`): left in the title by the parser, and refused by `WordsRefusal` by its
/// `field` on every surface that drafts words (`add`, `draft`, the prompt, an agent's `text`,
/// an import's records).
public struct AttributeWord: Sendable, Equatable {
    /// The name as typed (`Due`, `est`).
    public let name: String
    public let value: String
    /// The task field the name sets (`start` for `scheduled:`, `estimate` for `est:`), and what
    /// its value must be; nil for a name that sets no field (todo.txt's `t:`, a note).
    public let field: String?
    public let expected: ExpectedValue?

    public init(name: String, value: String) {
        self.name = name
        self.value = value
        (field, expected) = Self.field(named: name.lowercased()).map { ($0.field, $0.expected) } ?? (nil, nil)
    }

    /// Whether `text` may hold one: some ASCII letters right before a colon that name an
    /// attribute the parser reads (`due:`, `Est:`); "10:30" and "Re:" do not. Bytes only, so
    /// that words without one are not read again to find none.
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
            index = bytes.index(after: colon)
        }
        return false
    }

    /// The field each attribute name of `BuiltinParser.attribute` sets, and what it takes: a
    /// date's and an edited field's by the field rows' own names (`scheduled`, `start` and
    /// `sched` all set `start`), as `modify` reads them, so a name the parser comes to read is
    /// refused by the field `modify` would set; the others by `TaskField.otherAttributes`' names.
    static func field(named key: String) -> (field: String, expected: ExpectedValue)? {
        if let field = TaskField.dateField(modifyName: key) { return (field.name, .moment) }
        // priority, estimate, parent, project.
        if let field = TaskField.editable(modifyName: key), let edit = field.edit { return (field.name, edit.expected) }
        switch TaskField.otherAttribute(named: key) {
        case "recurrence": return ("recurrence", .repeats)
        case "depends": return ("depends", .tasks)
        default: return nil  // a name only modify reads: a new task's words keep it
        }
    }
}
