import TaskDraftKit

/// The built-in drafting model: a rule-based reader of English, Russian and Polish task
/// sentences. It finds dates, times, priorities, tags and projects, and makes the title
/// from what is left.
///
/// It scans tokens left to right; at each position the recognizers are tried in order and
/// the first match takes its tokens. Findings are then resolved against the context's
/// "now" and zone. No allocation-heavy machinery: it must draft ≥ 50,000 sentences/s.
public struct BuiltinParser: Sendable {
    public init() {}

    public func parse(_ text: String, context: DraftContext) -> TaskDraft {
        analyze(text, context: context).draft
    }

    /// The draft and which fields the words named explicitly: what a refinement overrides.
    public func analyze(_ text: String, context: DraftContext) -> Analysis {
        let tokens = Tokenizer.tokenize(text)
        var scan = Scan(tokens: tokens)
        var index = 0
        while index < tokens.count {
            if let match = recognize(at: index, in: tokens, context: context) {
                scan.take(index, match)
                index += match.length
            } else {
                index += 1
            }
        }
        return Analysis(draft: scan.draft(context: context),
                        namedDay: scan.day != nil || scan.offset != nil || scan.exactDue != nil,
                        namedTime: scan.time != nil || scan.offset != nil || scan.exactDue?.time != nil,
                        namedPriority: scan.priority != nil || scan.exactPriority != nil,
                        namedProject: scan.project != nil || scan.exactProject != nil,
                        namedRecurrence: scan.recurrence != nil,
                        leftover: scan.makeTitle())
    }

    /// What one utterance said, field by field.
    public struct Analysis: Sendable {
        public let draft: TaskDraft
        public let namedDay: Bool
        public let namedTime: Bool
        public let namedPriority: Bool
        public let namedProject: Bool
        public let namedRecurrence: Bool
        /// The words no recognizer took (the title, for a new task).
        public let leftover: String
    }

    /// Tries each recognizer at `index`.
    private func recognize(at i: Int, in tokens: [Token], context: DraftContext) -> Match? {
        let token = tokens[i]
        switch token.kind {
        case .quoted:
            return nil
        case .hashtag:
            return Match(length: 1, finding: .tag(token.key))
        case .plus:
            return Match(length: 1, finding: .project(String(token.text.dropFirst())))
        case .bang:
            switch token.key {
            case "!low", "!l": return Match(length: 1, finding: .priority(.low))
            case "!normal", "!n", "!m", "!medium": return Match(length: 1, finding: .priority(.normal))
            case "!", "!!", "!!!", "!high", "!h", "!urgent": return Match(length: 1, finding: .priority(.high))
            default: return nil
            }
        case .attribute:
            return attribute(token, context: context)
        case .number:
            return clockTime(at: i, in: tokens)
        case .word:
            if let days = Lexicon.relativeDays[token.key] {
                return Match(length: 1, finding: .day(.relative(days: days)))
            }
            if let match = weekday(at: i, in: tokens) { return match }
            if let priority = Lexicon.priorityWords[token.key] {
                return Match(length: 1, finding: .priority(priority))
            }
            return nil
        case .symbol:
            return nil
        }
    }

    /// `friday`, `next Friday`, `в следующую пятницу`, `this Friday`, `w piątek`.
    private func weekday(at i: Int, in tokens: [Token]) -> Match? {
        if let day = Lexicon.weekdays[tokens[i].key], !isShortAbbreviationInText(tokens, i) {
            return Match(length: 1, finding: .day(.weekday(day, nextWeek: false, includingToday: false)))
        }
        guard i + 1 < tokens.count, let day = Lexicon.weekdays[tokens[i + 1].key] else { return nil }
        if Lexicon.nextModifiers.contains(tokens[i].key) {
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: true, includingToday: false)))
        }
        if Lexicon.thisModifiers.contains(tokens[i].key) {
            return Match(length: 2, finding: .day(.weekday(day, nextWeek: false, includingToday: true)))
        }
        return nil
    }

    /// Two-letter abbreviations (`пн`, `sat`, `pt`) count only when written alone, not as
    /// part of a longer phrase where they are ordinary words ("sun", "wed" as words stay titles
    /// only when followed by a lowercase continuation is too subtle; keep them unless quoted).
    private func isShortAbbreviationInText(_ tokens: [Token], _ i: Int) -> Bool {
        let key = tokens[i].key
        guard key.count <= 3 else { return false }
        // "sun" and "sat" are English words too; accept them only after a date preposition.
        if key == "sun" || key == "sat" || key == "wed" || key == "ta" || key == "te" {
            return !(i > 0 && Lexicon.datePrepositions.contains(tokens[i - 1].key))
        }
        return false
    }

    /// `15:00`, `9:30` (24-hour clock, the parts adjacent).
    private func clockTime(at i: Int, in tokens: [Token]) -> Match? {
        guard i + 2 < tokens.count, let hour = tokens[i].number, tokens[i].text.count <= 2,
              tokens[i + 1].isSymbol(":"), !tokens[i + 1].spaced, !tokens[i + 2].spaced,
              tokens[i + 2].kind == .number, tokens[i + 2].text.count == 2, let minute = tokens[i + 2].number,
              let time = LocalTime.validated(hour: hour, minute: minute) else { return nil }
        return Match(length: 3, finding: .time(TimeSpec(time: time)))
    }

    /// Taskwarrior-style `due:…`, `priority:…`, `project:…` attributes.
    private func attribute(_ token: Token, context: DraftContext) -> Match? {
        let text = String(token.text)
        let colon = text.firstIndex(of: ":")!
        let key = text[..<colon].lowercased()
        let value = String(text[text.index(after: colon)...])
        switch key {
        case "priority", "pri":
            guard let p = Priority(loose: value) else { return nil }
            return Match(length: 1, finding: .exactPriority(p))
        case "project", "proj", "pro":
            return Match(length: 1, finding: .exactProject(value))
        case "tag", "tags":
            return Match(length: 1, finding: .tag(value.lowercased()))
        case "due":
            if let parsed = ISO8601.parse(value) {
                switch parsed {
                case .date(let date): return Match(length: 1, finding: .exactDue(.date(date)))
                case .dateTime(let local, let offset?):
                    return Match(length: 1, finding: .exactDue(.dateTime(ZonedDateTime(local: local, offset: offset))))
                case .dateTime(let local, nil):
                    return Match(length: 1, finding: .exactDue(.dateTime(context.zone.zoned(local))))
                }
            }
            // `due:tomorrow` and friends: read the value as words.
            let inner = BuiltinParser().parse(value, context: context)
            if let due = inner.due { return Match(length: 1, finding: .exactDue(due)) }
            return nil
        default:
            return nil
        }
    }
}
