import TaskDraftKit

/// The built-in drafting model: a rule-based reader of English, Russian and Polish task
/// sentences. It finds dates, times, relative offsets, repeat rules, priorities, tags and
/// projects, and makes the title from what is left.
///
/// The words are read as a chart (`Chart/Chart.swift`): every rule is tried at every token,
/// parts compose into longer readings ("через 5 дней 2 часа", "3 days after tomorrow", "from
/// Monday to Friday"), and the best cover of the sentence is kept (Skills first among equals,
/// so a user's vocabulary wins). Its findings are then resolved against the context's "now",
/// zone and Skills hours. It works on tokens and tables, not regexes.
public struct BuiltinParser: Sendable {
    public init() {}

    /// `cuttingLongTitle`: false when the words' title is not to be the task's (an import
    /// record's title given beside its text), so a long one is left whole, with no note or
    /// warning of a cut (`LongTitle`).
    public func parse(_ text: String, context: ReadingContext, cuttingLongTitle: Bool = true) -> TaskDraft {
        analyze(text, context: context, cuttingLongTitle: cuttingLongTitle).draft
    }

    /// The draft and which fields the words named explicitly: what a refinement overrides.
    public func analyze(_ text: String, context: ReadingContext, cuttingLongTitle: Bool = true) -> Analysis {
        analyze(text, context: context, cuttingLongTitle: cuttingLongTitle, taskAfter: nil)
    }

    /// `taskAfter`: the position of a link word ("after", "после", "po") whose bare number is
    /// read as a task's, not as the hour the chart read (`dependencyNumber`).
    private func analyze(_ text: String, context: ReadingContext, cuttingLongTitle: Bool, taskAfter link: Int?) -> Analysis {
        let (words, reminderRequests, spans) = ReminderWords.extract(Self.sayingTheDayAfterTheEvent(text))
        let tokens = Tokenizer.tokenize(words)
        var chart = chart(of: tokens, context: context)
        if !spans.isEmpty {
            // "remind me 2 days before the meeting on Friday": the meeting is on Friday, and the
            // reminder two days before it; the span moves no day.
            chart.leaveEveryReading(taking: tokens.indices.filter { k in spans.contains { $0.contains(tokens[k].text.startIndex) } })
        }
        if let link, let id = Self.taskNumber(tokens[link + 1]), let finding = Finding.said(.tasks([TaskLink(id: id)])) {
            chart.leave(link)
            chart.add(Edge(start: link, end: link + 2, value: .finding(finding), rank: 0))
        }
        var cover = Self.cover(of: chart)
        let names = Self.monthsNamingPeople(in: cover, tokens: tokens)
        if !names.isEmpty {
            chart.leaveEveryReading(taking: names)
            cover = Self.cover(of: chart)
        }
        if let yielded = firstThingYielding(in: chart, cover: cover, tokens: tokens) {
            (chart, cover) = yielded
        }
        var scan = Scan(tokens: tokens, cover: cover)
        var title = scan.makeTitle()
        // "Start Monday", «Начать в понедельник», «Zacząć w poniedziałek»: a verb of starting and
        // its moment alone is a start with no title, as a verb of doing alone is.
        var startingVerb: String?
        if title.isEmpty, cover.first?.start == 0, Lexicon.fieldWords.longestMatch(tokens, at: 0) != nil {
            if Self.startingVerbs.contains(tokens[0].key) {
                startingVerb = String(tokens[0].text).capitalizingFirst
            } else {
                // «Дедлайн пятница», «Старт 14 марта»: nothing but a field's noun and a moment. The
                // noun is the title and the moment its due; "Launch, start Monday" keeps the start.
                chart.leave(0)
                cover = Self.cover(of: chart)
                scan = Scan(tokens: tokens, cover: cover)
                title = scan.makeTitle()
            }
        }
        // "напомни мне за 3 дня до 20 декабря": a sentence that is its reminder and its day alone
        // is titled by the reminder's verb, as "remind me tomorrow" is.
        if title.isEmpty, startingVerb == nil, !reminderRequests.isEmpty, let verb = ReminderWords.openingVerb(of: text) {
            title = verb
        }
        var draft: TaskDraft
        if let verb = startingVerb ?? Self.onlyAVerb(title) {
            draft = scan.draft(context: context, title: "")
            draft.warnings = draft.warnings.map { $0 == TaskDraft.placeholderWarning ? DraftWarning(TitleWarning.onlyAVerb(verb)) : $0 }
        } else {
            draft = scan.draft(context: context, title: title)
        }
        draft.dependencyName = scan.dependencyName()
        if reminderRequests.isEmpty {
            draft.reminders = context.vocabulary.defaultReminders(for: draft.due)
            draft.remindersFromDefault = !draft.reminders.isEmpty
        } else {
            draft.reminders = ReminderWords.reminders(reminderRequests, due: draft.due, now: context.now, zone: context.zone)
            if ReminderWords.dropsEventReminder(reminderRequests, due: draft.due) {
                draft.warnings.append(ParserWarning.reminderWithoutEventTime)
            }
        }
        if cuttingLongTitle { draft = LongTitle.fitted(draft, words: text) }
        // "Call the bank after 5": the hour may be task 5, which only the store knows; the draft
        // carries how the words read if it is.
        if link == nil, let hour = cover.first(where: { Self.isHourAfterLink($0, in: tokens) }),
           let id = Self.taskNumber(tokens[hour.start + 1]) {
            let phrase = tokens[hour.start].text + " " + tokens[hour.start + 1].text
            draft.dependencyNumber = NumberedDependency(id: id, phrase: String(phrase),
                                                        draft: analyze(text, context: context, cuttingLongTitle: cuttingLongTitle,
                                                                       taskAfter: hour.start).draft)
        }
        return Analysis(draft: draft,
                        namedDay: scan.day != nil || scan.offset != nil || scan.exactDue != nil,
                        namedTime: scan.time != nil || scan.offset != nil || scan.exactDue?.time != nil,
                        namedPriority: scan.priority != nil || scan.exactPriority != nil,
                        namedProject: scan.project != nil || scan.exactProject != nil
                            || (!scan.usedAttributes && !scan.plusWords.isEmpty),
                        namedRecurrence: scan.recurrence != nil,
                        namedReminders: !reminderRequests.isEmpty,
                        leftover: title, impossibleDate: scan.impossibleDate,
                        unreadAttributes: scan.unreadAttributes + AttributeWord.mistyped(in: tokens, consumed: scan.consumed))
    }

    /// The chart's best cover with its spans before an event counted from the event's day
    /// (`offsetsFromEvents`): each cover the reading keeps, so none is taken without them.
    static func cover(of chart: Chart) -> [Edge] {
        offsetsFromEvents(in: chart.bestCover(), chart: chart)
    }

    /// What one utterance said, field by field.
    public struct Analysis: Sendable {
        public let draft: TaskDraft
        public let namedDay: Bool
        public let namedTime: Bool
        public let namedPriority: Bool
        public let namedProject: Bool
        public let namedRecurrence: Bool
        /// The words asked for reminders, or for none ("no reminder").
        public let namedReminders: Bool
        /// The words no recognizer took (the title, for a new task).
        public let leftover: String
        /// A full date the words named that does not exist, as written: `add` and `edit`
        /// refuse it, `draft` warns.
        public var impossibleDate: String? = nil
        /// Attributes whose values name nothing they take (`due:xyz`), and mistyped names
        /// (`prio:H`), left in the title: `add`, `draft` and the prompt refuse them as `modify` does.
        public var unreadAttributes: [AttributeWord] = []
    }

    /// Tokens whose kind says what they are: quoted text, `#tag`, `+project`, `!priority`,
    /// `key:value` attributes.
    func markedToken(at i: Int, in tokens: [Token], context: ReadingContext) -> Match? {
        let token = tokens[i]
        switch token.kind {
        case .quoted:
            return Match(length: 1, finding: .keep)
        case .hashtag:
            // `#4521`, `#2024-117` are invoice or issue numbers, not labels: they stay in the title.
            if token.key.text.utf8.first.map({ $0 >= 0x30 && $0 <= 0x39 }) == true,
               token.key.text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2F || $0 == 0x2E }) {
                return Match(length: 1, finding: .keep)
            }
            return Match(length: 1, finding: .tag(token.key.text))
        case .plus:
            return Match(length: 1, finding: .plusWord(String(token.text.dropFirst())))
        case .bang:
            switch token.key {
            case "!low", "!l": return Match(length: 1, finding: .priority(.low))
            case "!medium", "!med", "!m": return Match(length: 1, finding: .priority(.medium))
            case "!none", "!normal", "!n": return Match(length: 1, finding: .priority(.unset))
            case "!", "!!", "!!!", "!high", "!h", "!urgent", "!important": return Match(length: 1, finding: .priority(.high))
            default:
                // `!высокий`, `!wysoki`, `!срочно`, `!pilne`: a level's name or a priority word the
                // lexicon knows, in any of the three languages.
                let word = Key(token.key.text.dropFirst())
                return (Self.priorityLevels[word] ?? Lexicon.priorityWords[word]).map { Match(length: 1, finding: .priority($0)) }
            }
        case .attribute:
            return attribute(token, context: context)
        case .word, .number, .symbol:
            return nil
        }
    }

    /// A priority's level by its name after `!`, in the forms "высокий приоритет", "wysoki
    /// priorytet" and the card put it ("high", "высокий", "wysoki"), as the phrases of
    /// `LexiconSource.phrases` say it before its noun.
    static let priorityLevels: KeyTable<Priority> = LexiconSource.table([
        (.high, ["high", "highest", "top", "высокий", "высокая", "высокое", "высший", "wysoki", "wysoka", "wysokie",
                 "najwyższy", "najwyzszy"]),
        (.medium, ["medium", "med", "mid", "средний", "средняя", "среднее", "średni", "sredni", "średnia", "srednia"]),
        (.low, ["low", "lowest", "низкий", "низкая", "низкое", "niski", "niska", "niskie"]),
        (.unset, ["none", "normal", "обычный", "обычная", "normalny", "normalna"]),
    ])

    /// "утром", "wieczorem" are adverbs of time; "morning" is one only after a day or a
    /// preposition ("friday morning", "by evening"), else it is a noun of the title.
    func partOfDay(at i: Int, in tokens: [Token]) -> Match? {
        let key = tokens[i].key
        guard let part = Lexicon.partsOfDay[key] else { return nil }
        // "с Днём Победы", "с днём учителя": after "с" and before the day's name, "днём" is the
        // noun "day" a greeting is for, not the afternoon.
        if Self.dayNounsThatArePartsOfDay.contains(key), i > 0, i + 1 < tokens.count, tokens[i - 1].key == "с" || tokens[i - 1].key == "со",
           tokens[i + 1].kind == .word { return nil }
        let afterDay = i > 0 && (Lexicon.weekdays[tokens[i - 1].key] != nil || Lexicon.relativeDays[tokens[i - 1].key] != nil)
        guard Lexicon.partOfDayAdverbs.contains(key) || afterDay || isTimeContext(tokens, before: i) else { return nil }
        return Match(length: 1, finding: .time(.named(part)))
    }

    /// A case of the noun "day" that is also a part of the day ("днём").
    static let dayNounsThatArePartsOfDay = LexiconSource.words(ReminderWords.dayNouns.filter { Lexicon.partsOfDay[Key($0)] != nil }.sorted())

    /// "weekly report" names a kind of report; "stretch daily" and "daily at 9" repeat.
    func repeatAdjectiveBeforeNoun(at i: Int, in tokens: [Token]) -> Match? {
        guard Lexicon.recurrenceAdjectives.contains(tokens[i].key), i + 1 < tokens.count, tokens[i + 1].kind == .word,
              !isDateOrTimeWord(tokens[i + 1].key), Lexicon.phrases.longestMatch(tokens, at: i)?.length == 1 else { return nil }
        return Match(length: 1, finding: .keep)
    }

    /// Whether the token before `i` is a preposition that introduces a date or time.
    func isTimeContext(_ tokens: [Token], before i: Int) -> Bool {
        i > 0 && tokens[i - 1].kind == .word && Lexicon.datePrepositions.contains(tokens[i - 1].key)
    }

    /// Taskwarrior-style `due:…`, `priority:…`, `project:…`, `tag:…`, `depends:…` attributes.
    /// Parted where every reader of such a word parts it (`TaskField.attributeParts`).
    func attribute(_ token: Token, context: ReadingContext) -> Match? {
        guard let (name, value) = TaskField.attributeParts(of: token.text) else { return nil }
        return readAttribute(name.lowercased(), value, context: context)
            ?? Match(length: 1, finding: .unreadAttribute(AttributeWord(name: name, value: value)))
    }

    /// An attribute's finding, or nil when its value names nothing the attribute takes. The
    /// field is the one `modify` sets by the name (`TaskField.attributeNameGroups`: `scheduled:`,
    /// `start:` and `sched:` all set the start); tags and todo.txt's `t:` are a new task's only.
    private func readAttribute(_ key: String, _ value: String, context: ReadingContext) -> Match? {
        switch TaskField.fieldName(ofAttribute: key) ?? key {
        case "priority":
            guard let p = Priority(loose: value) else { return nil }
            return Match(length: 1, finding: .exactPriority(p))
        case "project":
            return Match(length: 1, finding: .exactProject(value))
        case "tag", "tags":
            return Match(length: 1, finding: .tag(value.lowercased()))
        case "t":
            guard case .date(let date)? = ISO8601.parse(value) else { return nil }
            return Match(length: 1, finding: .threshold(date))
        case "recurrence":
            // As `modify` reads it; a rule with more said beside it is not taken without the rest.
            guard case .rule(let rule) = RepeatValue.read(value, context: context) else { return nil }
            return Match(length: 1, finding: .recurrence(rule))
        case "due":
            return attributeDate(value, context: context, Finding.exactDue)
        case let name where TaskField.dateFields.contains(where: { $0.name == name }):
            return attributeDate(value, context: context) { .exactDate(field: name, $0) }
        case let name where TaskField.lengthFields.contains(where: { $0.name == name }):
            // A length of time (`estimate:2h`): how long the work takes, as the words say it.
            guard let length = Estimate(text: value), let label = FieldLabel(rawValue: name) else { return nil }
            return Match(length: 1, finding: .fieldValue(label, .length(length)))
        default:
            // A task (`parent:3`) or tasks (`depends:3,5`) by what the field's value must be, as
            // a word that names none is refused (`AttributeWord.field`).
            guard let (name, expected) = AttributeWord.field(named: key), let label = FieldLabel(rawValue: name) else { return nil }
            switch expected {
            case .task:
                guard let reference = TaskReference(text: value) else { return nil }
                return Match(length: 1, finding: .fieldValue(label, .task(reference)))
            case .tasks:
                guard let links = Self.dependsAttribute(value) else { return nil }
                return Match(length: 1, finding: .fieldValue(label, .tasks(links)))
            default:
                // `notes:`, `status:`: `modify`'s, no new task's; the word stays in the title.
                return nil
            }
        }
    }

    /// An attribute's date (`due:…`, `scheduled:…`), read as `modify` reads it (`DateValue`);
    /// one meant as a date that names none is an impossible date, which `add` refuses.
    private func attributeDate(_ value: String, context: ReadingContext, _ finding: (Due) -> Finding) -> Match? {
        switch DateValue.read(value, now: context.now, zone: context.zone, context: { context }) {
        case .due(let due): return Match(length: 1, finding: finding(due))
        case .notInCalendar: return Match(length: 1, finding: .impossibleDate(value), warning: .impossibleDate(value))
        case .noDate: return nil
        }
    }

    /// "project Apollo", "проект Альфа", "for the Apollo project": the name as written.
    func project(at i: Int, in tokens: [Token]) -> Match? {
        if Lexicon.projectWords.contains(tokens[i].key), i + 1 < tokens.count {
            let name = tokens[i + 1]
            if name.kind == .quoted {
                return Match(length: 2, finding: .project(String(name.text.dropFirst().dropLast())))
            }
            if name.kind == .word || name.kind == .number, !Lexicon.datePrepositions.contains(name.key) {
                return Match(length: 2, finding: .project(String(name.text)))
            }
        }
        // "for the X project"
        if tokens[i].key == "for", i + 3 < tokens.count, tokens[i + 1].key == "the",
           tokens[i + 2].kind == .word || tokens[i + 2].kind == .number, tokens[i + 3].key == "project" {
            return Match(length: 4, finding: .project(String(tokens[i + 2].text)))
        }
        return nil
    }
}
