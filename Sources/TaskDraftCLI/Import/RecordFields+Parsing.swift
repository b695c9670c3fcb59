import TaskDraftKit

/// A field that could not be read, before the reader adds where it was.
struct FieldProblem: Error, Sendable {
    let field: String?
    let reason: RecordReason

    init(_ field: String?, _ reason: RecordReason) {
        self.field = field
        self.reason = reason
    }

    /// `text` names a moment or day outside `SupportedDates`.
    static func outOfRange(_ field: String, _ text: String) -> FieldProblem {
        FieldProblem(field, .outOfRange("\"\(text)\""))
    }

    func at(line: Int, column: Int? = nil) -> RecordProblem {
        RecordProblem(line: line, column: column, field: field, reason)
    }
}

/// Reading field values the way every import format writes them.
extension RecordFields {
    /// `pending`, `done` (or Taskwarrior's `completed`), `deleted`; `waiting` is pending here.
    static func status(_ text: String) -> TaskStatus? {
        switch text.lowercased() {
        case "pending", "waiting", "todo", "open": return .pending
        case "done", "completed", "complete": return .done
        case "deleted", "cancelled", "canceled": return .deleted
        default: return nil
        }
    }

    /// ISO 8601 (`2026-12-03T15:00:00+03:00`; a bare date is its midnight in `zone`) or
    /// Taskwarrior's basic UTC form (`20261203T120000Z`).
    static func instant(_ text: String, zone: Zone) -> Instant? {
        if let instant = taskwarriorInstant(text) { return instant }
        return ISO8601.parse(text).map { ISO8601.instant($0, in: zone) }
    }

    /// A moment a record gives for `field` (`created`, Taskwarrior's `entry`, …), refused
    /// outside `SupportedDates` under that name.
    static func supported(_ instant: Instant, _ text: String, field: String) throws(FieldProblem) -> Instant {
        guard SupportedDates.contains(instant) else { throw .outOfRange(field, text) }
        return instant
    }

    /// `YYYYMMDDTHHMMSSZ`, the form `task export` writes.
    static func taskwarriorInstant(_ text: String) -> Instant? {
        var text = text
        return text.withUTF8 { u -> Instant? in
            guard u.count == 16, u[8] == 0x54, u[15] == 0x5A else { return nil }
            func number(_ from: Int, _ count: Int) -> Int? {
                var value = 0
                for i in from..<(from + count) {
                    guard (0x30...0x39).contains(u[i]) else { return nil }
                    value = value * 10 + Int(u[i] - 0x30)
                }
                return value
            }
            guard let y = number(0, 4), let mo = number(4, 2), let d = number(6, 2),
                  let h = number(9, 2), let mi = number(11, 2), let s = number(13, 2),
                  let date = CivilDate.validated(year: y, month: mo, day: d),
                  let time = LocalTime.validated(hour: h, minute: mi, second: s) else { return nil }
            return Instant(seconds: LocalDateTime(date: date, time: time).wallSeconds)
        }
    }

    /// A due value: a date (`2026-12-03`) or a date-time (with an offset, or in `zone`).
    static func due(_ text: String, zone: Zone) -> Result<Due, FieldProblem> {
        switch Due.from(due: text, dueDate: nil, zone: zone) {
        case .success(let due?): return .success(due)
        case .success(nil): return .failure(FieldProblem("due", .empty))
        case .failure: return .failure(FieldProblem("due", .notADue(text)))
        }
    }

    /// Tags written in one field: separated by spaces or commas, `#` optional.
    static func tags(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
    }

    /// Tags as `export --format csv` writes them: separated by spaces only, since a tag holds
    /// no space but may hold a comma (`x,y`).
    static func spaceSeparatedTags(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// A JSON `tags` value: absent or null (nil), or an array of strings. A string of words
    /// is refused, as in TaskDraft's own JSON and the draft schema: one rule for every input.
    static func tags(_ value: JSONValue?) throws(FieldProblem) -> [String]? {
        switch value {
        case nil, .null?: return nil
        case .array(let items)?:
            var tags: [String] = []
            for item in items {
                guard case .string(let tag) = item else { throw FieldProblem("tags", .expected(.strings, found: item.type)) }
                tags.append(tag)
            }
            return tags
        case let other?: throw FieldProblem("tags", .expected(.arrayOfStrings, found: other.type))
        }
    }

    static func priority(_ text: String) -> Result<Priority, FieldProblem> {
        guard let priority = Priority(loose: text) else {
            return .failure(FieldProblem("priority", .notAPriority(text)))
        }
        return .success(priority)
    }

    static func recurrence(_ text: String) -> Result<Recurrence, FieldProblem> {
        do { return .success(try Recurrence(rrule: text)) } catch { return .failure(FieldProblem("recurrence", .recurrence(error))) }
    }
}
