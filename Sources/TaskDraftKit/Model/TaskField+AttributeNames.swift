/// Taskwarrior's `NAME:VALUE` attribute names, one table for every reader of them: `modify`
/// (`due:fri`, `sched:mon`) and a new task's words (`add "Write memo sched:mon due:fri"`), so
/// a name one of them reads the other reads too, for the same field.
extension TaskField {
    /// The names of the fields whose rows name no attribute in an edit or a date part (an
    /// `edit`'s or a `date`'s `modifyNames`) but their own (`attributes`), by the field they
    /// set, in table order; the first of each is the one a suggestion offers ("unknown
    /// attribute 'prio' — did you mean 'priority'?").
    public static let otherAttributes: [(field: String, names: [String])] = all.filter { !$0.attributes.isEmpty }.map {
        ($0.name, $0.attributes)
    }

    /// The field of `otherAttributes` that `name` (any case) sets.
    public static func otherAttribute(named name: String) -> String? {
        let name = name.lowercased()
        return otherAttributes.first { $0.names.contains(name) }?.field
    }

    /// The field an attribute name (any case) sets, by the one table: `start` for `sched`,
    /// `priority` for `pri`, `depends` for `dep`; nil for a name that is none.
    public static func fieldName(ofAttribute name: String) -> String? {
        dateField(modifyName: name)?.name ?? editable(modifyName: name)?.name ?? otherAttribute(named: name)
    }

    /// Every attribute name, as typed in lower case, in groups by field, each group's first name
    /// first: the edited fields', the date rows', then `otherAttributes`.
    public static let attributeNameGroups: [[String]] = editParts.map(\.edit.modifyNames).filter { !$0.isEmpty }
        + dateParts.map(\.date.modifyNames) + otherAttributes.map(\.names)
}

/// What `NAME:VALUE` words that are no attribute mean: a URI or a clock time in a title, or a
/// mistyped attribute (`prio:H`), which `modify` refuses with a suggestion and a new task's
/// words refuse when the name is near enough to one that the words surely meant it.
extension TaskField {
    /// URI schemes a title may carry ("mailto:ann@example.com"), which are not attributes.
    public static let uriSchemes: Set<String> = ["http", "https", "ftp", "file", "mailto", "tel", "sip", "urn", "news", "irc"]

    /// Whether `name` (any case) is one of `attributeNameGroups`' names.
    public static func isAttributeName(_ name: String) -> Bool {
        let name = name.lowercased()
        return attributeNameGroups.contains { $0.contains(name) }
    }

    /// Whether `name:value` is meant as an attribute: a name of ASCII letters (Taskwarrior's
    /// names are, and "10:30" or "Re:" are not) with a value, that is no URI.
    public static func looksLikeAttribute(name: String, value: String) -> Bool {
        guard !value.isEmpty, !value.hasPrefix("//"), !uriSchemes.contains(name.lowercased()) else { return false }
        return !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
    }

    /// The attribute a mistyped name most likely meant, for `modify`'s refusal of any unknown
    /// name: one it begins ("prio" → "priority"), else one within two edits ("projetc" →
    /// "project"); the field's first name is offered.
    public static func attributeSuggestion(for name: String) -> String? {
        let name = name.lowercased()
        guard name.count >= 2 else { return nil }
        return nearest(name, within: 2)
    }

    /// The attribute a name that is none (`prio`, `sheduled`, `projetc`) is so near that words
    /// for a new task meant it, else nil. Stricter than `attributeSuggestion`, since a title's
    /// own `NAME:VALUE` words are kept ("Re:", "PR:12", "Step:1", "Fri:9am", "Ann:…"): four
    /// letters at least, and either the start of a name or one edit from one (two from a name
    /// of six letters or more, where a swap of two letters is two edits).
    public static func nearAttribute(_ name: String) -> String? {
        // A name is ASCII letters and a few more than the longest attribute's; a stranger's
        // 60,000 letters before a colon are none, and are not compared letter by letter.
        let count = name.utf8.count
        guard count >= 4, count <= longestAttributeName + 2, name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let name = name.lowercased()
        guard !isAttributeName(name), !uriSchemes.contains(name) else { return nil }
        return nearest(name, within: count >= 6 ? 2 : 1)
    }

    private static let longestAttributeName = attributeNameGroups.joined().map(\.utf8.count).max() ?? 0
    /// `attributeNameGroups`' names as bytes, compared with a name of ASCII letters.
    private static let attributeNameBytes: [[[UInt8]]] = attributeNameGroups.map { $0.map { Array($0.utf8) } }

    /// The first name of the group one of whose names `name` begins, else of the group with the
    /// name fewest edits away, if within `edits` (and fewer than the name's letters). Names whose
    /// lengths differ by more than `edits` are that many edits apart at least, and not compared.
    private static func nearest(_ name: String, within edits: Int) -> String? {
        let groups = attributeNameGroups
        if let group = groups.first(where: { $0.contains { $0.hasPrefix(name) } }) { return group[0] }
        let bytes = Array(name.utf8)
        var best: (group: Int, edits: Int)?
        for (index, names) in attributeNameBytes.enumerated() {
            for other in names where abs(other.count - bytes.count) <= edits {
                let distance = levenshtein(bytes, other)
                if distance < (best?.edits ?? Int.max) { best = (index, distance) }
            }
        }
        guard let best, best.edits <= edits, best.edits < bytes.count else { return nil }
        return groups[best.group][0]
    }
}

/// Where a `NAME:VALUE` word parts, for every reader of one: the parser, `modify`, a filter
/// (`list`, Taskwarrior's filter-first order) and todo.txt's `key:value`.
extension TaskField {
    /// The word's name and value on either side of its first colon, found among its Unicode
    /// scalars as the tokenizer finds it: a combining mark right after the colon (`due:\u{301}`)
    /// makes one Character of the two, which a Character search passes over, so a reader that
    /// searched Characters took for title text what the parser reads as an attribute. Nil
    /// without a colon; either part may be empty.
    public static func attributeParts(of word: some StringProtocol) -> (name: String, value: String)? {
        let scalars = Substring(word).unicodeScalars
        guard let colon = scalars.firstIndex(of: ":") else { return nil }
        return (String(Substring(scalars[..<colon])), String(Substring(scalars[scalars.index(after: colon)...])))
    }
}
