extension SkillsProblem {
    public var english: String {
        switch self {
        case .termDefinedAgain(let term, let firstAt): return "term '\(term)' is defined again; first at \(firstAt)"
        case .cannotRead: return "cannot read the file"
        case .tooLarge(let most): return "larger than \(most >> 20) MiB, the most a Skills file may hold; skipped"
        case .notUTF8: return "not valid UTF-8"
        case .unknownKind: return "unknown kind of Skills file (names start with vocabulary, keep-names, workday, tone or urgency)"
        case .emptyListItem: return "empty list item"
        case .nameWithBar: return "a name cannot contain '|'"
        case .expectedHourLine: return "expected 'name: HH:MM'"
        case .notAReminder(let value, let timeOfDayToo):
            return "'\(value)' is not a reminder (a duration such as -PT15M\(timeOfDayToo ? ", or HH:MM" : ""))"
        case .unknownHour(let key, let known): return "unknown hour '\(key)' (known: \(known.joined(separator: ", ")))"
        case .notATimeOfDay(let value): return "'\(value)' is not a time of day (HH:MM, 24-hour)"
        case .expectedTerminalLine: return "expected 'key: text' in the Terminal section"
        case .expectedCoefficientLine: return "expected 'name: number'"
        case .unknownCoefficient(let name, let known): return "unknown coefficient '\(name)' (known: \(known.joined(separator: ", ")))"
        case .notANumber(let value): return "'\(value)' is not a number"
        case .expectedTableRow: return "expected a table row starting with '|'"
        case .unknownColumn(let name): return "unknown column '\(name)' (columns: \(Self.vocabularyColumns.joined(separator: ", ")))"
        case .headerNeedsTerm: return "the header row needs a 'term' column"
        case .cellCount(let cells, let header): return "\(cells) cells, the header has \(header)"
        case .badPriority(let cell): return "priority '\(cell)' is not high, medium, low or none"
        case .badTime(let cell, let known): return "time '\(cell)' is not HH:MM or a named hour (\(known.joined(separator: ", ")))"
        case .emptyTerm: return "the term cell is empty"
        }
    }
}
