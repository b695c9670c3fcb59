import TaskDraftKit

/// One line of a todo.txt file (https://github.com/todotxt/todo.txt): `x` done, completion
/// and creation dates, `(A)` priority, `+project`, `@context` (a tag here), and the
/// `due:YYYY-MM-DD`, `t:YYYY-MM-DD`, `start:YYYY-MM-DD`, `estimate:2h`, `rec:1w`, `pri:A`,
/// `uid:`, `parent:` (the parent's UID) and `depends:` (one word per task waited for, by UID) extensions.
///
/// todo.txt's dates are days. A moment keeps its day in the standard key, which every todo.txt
/// tool reads and may move, and its time of day with its offset beside it (`due:2026-12-03
/// due-time:15:00+03:00`, `start-time:`, `t-time:`): a tool that knows no such key leaves it as
/// it is, and the import puts the two together again, so the moment keeps its instant. A time
/// whose day is not there is kept as an annotation (`KeptField`).
///
/// `t:` is the threshold of Simpletask and todo.txt-cli's add-ons: the task stays out of the list
/// until that day, which is what a task's `wait` does (Taskwarrior's `wait`), so it is the wait.
/// todo.txt has no word for the day work may begin (Taskwarrior's `scheduled`), so the start is
/// `start:`, and the estimate `estimate:`, as `modify` names them.
///
/// A key a task has one value of (`uid:`, `due:`, `pri:`, a date's day or time, a length,
/// `rec:`, `parent:`) named twice on a line is taken as the first names it; another is warned of
/// (`TodoTxtWarning.secondValue`) and kept in the notes. A leading `(A)` names the priority first.
///
/// A word that starts with `\` is title text with one backslash removed: the export writes
/// `\+word`, `\@word` and `\due:…` for title words that would otherwise come back as a
/// project, a tag or a due date (`titleText`).
enum TodoTxtRecord {
    /// The `key:value` words `record` reads as fields (its `switch`); any other pair is title text.
    static let keys = Set(["due", "rec", "pri", "uid", "uuid"] + dayWords.map { $0.key } + lengthWords.map { $0.key } + taskWords.keys)
        .union(timeKeys.keys)

    /// The words of the fields whose value names other tasks (`TaskField.taskValued`: a
    /// parent, dependencies), each its field's name and a UID (`parent:UID`, a `depends:UID` per
    /// task), read by `record` and written by `TodoTxtTaskWriter`; whether it names several.
    static let taskWords: [String: Bool] = Dictionary(uniqueKeysWithValues: TaskField.taskValued.map { ($0.field.name, $0.several) })

    /// todo.txt's words for the date fields beyond the due, each a day, in the order the export
    /// writes them (the table's): each its row's (`TaskField.DatePart.todoTxtKey`), read by
    /// `record` and written by `TodoTxtTaskWriter` from this one list.
    static let dayWords: [(key: String, field: TaskField)] = TaskField.dateFields.compactMap { field in
        field.date?.todoTxtKey.map { ($0, field) }
    }

    /// The field of each day and length word (`t` → the wait, `estimate` → the estimate), found by
    /// `record` and `putTogether` in one lookup; its row says which the word is (`date`, `length`).
    /// A word two rows give is the first's, as the table orders them.
    static let wordFields: [String: TaskField] = Dictionary((dayWords + lengthWords).map { ($0.key, $0.field) }) { first, _ in first }

    /// The key of each date's time of day, to the key of its day.
    static let timeKeys: [String: String] = Dictionary(uniqueKeysWithValues: (["due"] + dayWords.map { $0.key }).map { ($0 + "-time", $0) })

    /// todo.txt's words for the fields that are lengths of time, each its row's
    /// (`TaskField.LengthPart.todoTxt`), read by `record` and written by `lengthWords(of:)`.
    static let lengthWords: [(key: String, field: TaskField)] = TaskField.lengthFields.compactMap { field in
        field.length?.todoTxt.map { ($0, field) }
    }

    /// A task's lengths as the export writes them (`estimate:1h30min`, `lengthText`), which
    /// `record` reads back.
    static func lengthWords(of task: Task) -> [String] {
        lengthWords.compactMap { key, field in field.length?.seconds(task).map { key + ":" + lengthText(seconds: $0) } }
    }

    static func item(_ text: String, line: Int, zone: Zone) -> ReaderItem {
        do {
            return .record(try record(text, line: line, zone: zone))
        } catch {
            return .problem(error.at(line: line))
        }
    }

    private static func record(_ text: String, line: Int, zone: Zone) throws(FieldProblem) -> SourceRecord {
        let pieces = Self.words(text)
        var words = pieces.map(\.word)[...]
        var fields = RecordFields()
        /// The keys a task has one value of that the line has named: the first is taken (as
        /// Taskwarrior's annotations and iCalendar's RELATED-TO are read), and another is said and
        /// kept in the notes, as it is written, not taken instead. `uid:` and `uuid:` are one key,
        /// and a leading `(A)` is the line's first `pri:`.
        var named: Set<String> = []
        /// A completion or creation date, refused outside `SupportedDates` (todo.txt names neither field).
        func midnight(_ date: CivilDate, _ field: String) throws(FieldProblem) -> Instant {
            guard SupportedDates.contains(date) else { throw .outOfRange(field, date.description) }
            return zone.instant(of: LocalDateTime(date: date, time: .midnight))
        }
        if words.first == "x" {
            fields.status = .done
            words = words.dropFirst()
            if let first = words.first, let completed = CivilDate(iso: first) {
                fields.completed = try midnight(completed, "completion date")
                words = words.dropFirst()
                if let second = words.first, let created = CivilDate(iso: second) {
                    fields.created = try midnight(created, "creation date")
                    words = words.dropFirst()
                }
            }
        } else {
            if let first = words.first, let priority = priority(letterIn: first) {
                fields.priority = priority
                named.insert("pri")
                words = words.dropFirst()
            }
            if let first = words.first, let created = CivilDate(iso: first) {
                fields.created = try midnight(created, "creation date")
                words = words.dropFirst()
            }
        }
        var title = ""
        var tags: [String] = []
        /// Each date's day and time of day, by the key of its day, put together after the line is read.
        var days: [String: CivilDate] = [:]
        var times: [String: String] = [:]
        /// The index in `pieces` of the title's last word, so that the next one, if it follows
        /// straight on, comes after the same spaces as in the line: runs of spaces round-trip.
        var lastTitleWord: Int?
        func appendTitle(_ word: Substring, at index: Int) {
            if !title.isEmpty { title += lastTitleWord == index - 1 ? pieces[index].gap : " " }
            title += word
            lastTitleWord = index
        }
        func isFirst(_ key: String, _ value: String, of one: String? = nil) -> Bool {
            if named.insert(one ?? key).inserted { return true }
            fields.warnings.append(TodoTxtWarning.secondValue(key: key, value))
            fields.kept.append(KeptField(name: key, value: value, keyed: false))
            return false
        }
        for (index, word) in zip(words.indices, words) {
            if word.hasPrefix("\\") {
                appendTitle(word.dropFirst(), at: index)
                continue
            }
            if word.count > 1, word.hasPrefix("+") {
                if fields.project == nil { fields.project = String(word.dropFirst()) } else { tags.append(String(word.dropFirst())) }
                continue
            }
            if word.count > 1, word.hasPrefix("@") {
                tags.append(String(word.dropFirst()))
                continue
            }
            if let (name, value) = TaskField.attributeParts(of: word), !name.isEmpty, !value.isEmpty {
                let key = name.lowercased()
                if let field = wordFields[key] {
                    guard isFirst(key, value) else { continue }
                    if field.date != nil {
                        guard let date = CivilDate(iso: value) else { throw FieldProblem(key, .notADay(value)) }
                        guard SupportedDates.contains(date) else { throw .outOfRange(key, value) }
                        days[key] = date
                    } else {
                        // What is no length is refused by the field's own reader, in its words.
                        fields.more[field.name] = .string(value)
                    }
                    continue
                }
                if let day = timeKeys[key] {
                    if isFirst(key, value) { times[day] = value }
                    continue
                }
                switch key {
                case "due":
                    guard isFirst(key, value) else { continue }
                    guard let date = CivilDate(iso: value) else { throw FieldProblem("due", .notADay(value)) }
                    days[key] = date
                    continue
                case "rec":
                    guard isFirst(key, value) else { continue }
                    if let rule = recurrence(value) {
                        fields.recurrence = rule
                    } else {
                        // Said now, and kept on the task, so the rule is not lost with the repeat.
                        fields.warnings.append(TodoTxtWarning.recurrenceNotUnderstood(value))
                        fields.kept.append(KeptField(name: "rec", value: value, keyed: false))
                    }
                    continue
                case "pri":
                    guard isFirst(key, value) else { continue }
                    guard let priority = priority(letter: value) else { throw FieldProblem("pri", .notAPriorityLetter(value)) }
                    fields.priority = priority
                    continue
                case "uid", "uuid":
                    if isFirst(key, value, of: "uid") { fields.uid = value }
                    continue
                // Another task by its UID, as `uid:` names it: linked by the import once every
                // task of the file is in, as Taskwarrior's are; a field of several, a word each.
                case _ where taskWords[key] == false:
                    if isFirst(key, value) { fields.more[key] = .string(value) }
                    continue
                case _ where taskWords[key] == true:
                    fields.more[key] = .array((fields.more[key]?.arrayValue ?? []) + [.string(value)])
                    continue
                default:
                    break  // other key:value pairs (a time like 10:30) stay in the title
                }
            }
            appendTitle(word, at: index)
        }
        try putTogether(days: days, times: times, into: &fields, zone: zone)
        fields.title = title
        if !tags.isEmpty { fields.tags = tags }
        if fields.created != nil { fields.modified = fields.completed ?? fields.created }
        return SourceRecord(line: line, fields: fields)
    }

    /// Each date of the line: its day, and the moment when its time of day is given too.
    private static func putTogether(days: [String: CivilDate], times: [String: String], into fields: inout RecordFields,
                                    zone: Zone) throws(FieldProblem) {
        for (key, time) in times.sorted(by: { $0.key < $1.key }) where days[key] == nil {
            fields.kept.append(KeptField(name: key + "-time", value: time))
        }
        for (key, date) in days {
            var due = Due.date(date)
            if let time = times[key] {
                // The day's own key says which day; the time of day and its offset are read with it.
                guard case .success(let moment?) = Due.from(due: date.description + "T" + time, dueDate: nil, zone: zone),
                      case .dateTime = moment else {
                    throw FieldProblem(key + "-time", .notATimeOfDay(time))
                }
                due = moment
            }
            // Any other day is a day word's, whose field has a date part (`wordFields`).
            guard key != "due" else {
                fields.due = due
                continue
            }
            guard let field = wordFields[key], let part = field.date else { continue }
            switch due {
            case .date(let day): fields.more[part.dayKey] = .string(day.description)
            case .dateTime(let moment): fields.more[field.name] = .string(moment.description)
            }
        }
    }

    /// A moment's time of day and offset as written beside its day (`due-time:15:00+03:00`,
    /// seconds only when it has them); nil for a day.
    static func timeText(_ due: Due) -> String? {
        guard case .dateTime(let moment) = due else { return nil }
        let text = moment.description
        guard let t = text.firstIndex(of: "T") else { return nil }
        let time = text[text.index(after: t)...]
        return moment.local.time.second == 0 ? String(time.prefix(5) + time.dropFirst(8)) : String(time)
    }

    /// The line's words, each with the whitespace before it, as written.
    static func words(_ text: String) -> [(gap: Substring, word: Substring)] {
        var pieces: [(gap: Substring, word: Substring)] = []
        var rest = Substring(text)
        while true {
            let gap = rest.prefix(while: \.isWhitespace)
            rest = rest.dropFirst(gap.count)
            guard !rest.isEmpty else { return pieces }
            let word = rest.prefix(while: { !$0.isWhitespace })
            rest = rest.dropFirst(word.count)
            pieces.append((gap, word))
        }
    }

    /// True when `word`, as title text, would be read back as a field, or starts with the
    /// backslash that marks an escaped word.
    static func wouldParseAsField(_ word: Substring) -> Bool {
        if word.hasPrefix("\\") { return true }
        if word.count > 1, word.hasPrefix("+") || word.hasPrefix("@") { return true }
        guard let (name, value) = TaskField.attributeParts(of: word), !name.isEmpty, !value.isEmpty else { return false }
        return keys.contains(name.lowercased())
    }

    /// A title as todo.txt text: each word that `record` would take for a field gets a
    /// leading backslash. The creation date always precedes the title, so `x`, `(A)` and a
    /// date at the title's start are read as title text already.
    static func titleText(_ title: String) -> String {
        // Scalars, not Characters: a colon a combining mark follows is one Character with it.
        guard title.unicodeScalars.contains(where: { $0 == "+" || $0 == "@" || $0 == ":" || $0 == "\\" }) else { return title }
        var out = ""
        var rest = Substring(title)
        while !rest.isEmpty {
            let space = rest.prefix(while: \.isWhitespace)
            out += space
            rest = rest.dropFirst(space.count)
            let word = rest.prefix(while: { !$0.isWhitespace })
            if wouldParseAsField(word) { out += "\\" }
            out += word
            rest = rest.dropFirst(word.count)
        }
        return out
    }

    /// `(A)` → the letter's priority.
    static func priority(letterIn word: Substring) -> Priority? {
        let u = Array(word.utf8)
        guard u.count == 3, u[0] == 0x28, u[2] == 0x29 else { return nil }
        return priority(letter: String(word.dropFirst().dropLast()))
    }

    /// A is high, B medium, C and below low: most lists use A–C for the three named levels;
    /// a task without a letter has none.
    static func priority(letter: String) -> Priority? {
        guard letter.count == 1, let scalar = letter.unicodeScalars.first, (65...90).contains(scalar.value) else { return nil }
        switch scalar.value {
        case 65: return .high
        case 66: return .medium
        default: return .low
        }
    }

    static func letter(for priority: Priority) -> String? {
        switch priority {
        case .high: return "A"
        case .medium: return "B"
        case .low: return "C"
        case .unset: return nil
        }
    }

    /// A length as `estimate:` writes it: days, hours and minutes (`1d2h`, `1h30min`: `min`,
    /// since todo.txt's `rec:1m` is a month), or ISO 8601 when it has seconds (`PT90S`).
    static func lengthText(seconds: Int64) -> String {
        guard seconds % 60 == 0 else { return Reminder.duration(seconds) }
        let minutes = seconds / 60
        let parts = [(minutes / 1440, "d"), (minutes % 1440 / 60, "h"), (minutes % 60, "min")]
        return parts.filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }.joined()
    }

    /// `rec:[+]N(d|w|m|y|b)`: every N days, weeks, months, years, or business days (N = 1).
    static func recurrence(_ text: String) -> Recurrence? {
        var body = Substring(text.lowercased())
        if body.hasPrefix("+") { body = body.dropFirst() }
        let digits = body.prefix(while: \.isNumber)
        let count = digits.isEmpty ? 1 : Int(digits) ?? 0
        guard count >= 1, count <= 1000 else { return nil }
        switch body.dropFirst(digits.count) {
        case "d": return Recurrence(frequency: .daily, interval: count)
        case "w": return Recurrence(frequency: .weekly, interval: count)
        case "m": return Recurrence(frequency: .monthly, interval: count)
        case "y": return Recurrence(frequency: .yearly, interval: count)
        case "b" where count == 1: return Recurrence(frequency: .daily, byDay: Recurrence.weekdays)
        default: return nil
        }
    }

    /// The `rec:` value for a rule, or nil when todo.txt cannot say it.
    static func recValue(_ rule: Recurrence) -> String? {
        guard rule.byMonthDay.isEmpty, rule.byMonth.isEmpty, rule.bySetPos.isEmpty, rule.end == nil else { return nil }
        if rule.frequency == .daily, rule.interval == 1, rule.byDay == Recurrence.weekdays { return "1b" }
        guard rule.byDay.isEmpty else { return nil }
        let unit: String
        switch rule.frequency {
        case .daily: unit = "d"
        case .weekly: unit = "w"
        case .monthly: unit = "m"
        case .yearly: unit = "y"
        }
        return "\(rule.interval)\(unit)"
    }
}
