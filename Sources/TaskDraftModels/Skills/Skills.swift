import TaskDraftKit

/// What the Skills files tell every backend: tone, vocabulary, names never to touch, and
/// the hours that words like "EOD" or "вечером" mean. Loaded by `SkillsLoader`; the
/// defaults here are only what applies when no file says otherwise.
public struct Skills: Sendable {
    /// One vocabulary entry: a term and what it implies.
    ///
    /// Constants: with `var` properties, the compiler built each term through a copy and a
    /// destroy of the whole value, which for the 134 generated shipped terms cost every
    /// drafting command ~28,000 instructions.
    public struct Term: Sendable, Hashable {
        /// The term as written in the file (`КП`, `до конца дня`).
        public let term: String
        /// What it stands for, for titles and model glossaries.
        public let expansion: String?
        public let tags: [String]
        public let priority: Priority?
        /// A time of day the term implies (`до конца дня` → the working-day end).
        public let time: LocalTime?
        /// A named hour the term implies (`workday-end`), resolved against `hours`.
        public let namedTime: String?

        /// Whether the built-in parser acts on it (a term with only an expansion is glossary).
        public var hasEffect: Bool { !tags.isEmpty || priority != nil || time != nil || namedTime != nil }

        public init(term: String, expansion: String? = nil, tags: [String] = [], priority: Priority? = nil,
                    time: LocalTime? = nil, namedTime: String? = nil) {
            self.term = term
            self.expansion = expansion
            self.tags = tags
            self.priority = priority
            self.time = time
            self.namedTime = namedTime
        }
    }

    /// Named hours: `workday-end`, `morning`, `afternoon`, `evening`, `lunch`, `night`.
    public var hours: [String: LocalTime]
    public var terms: [Term]
    /// Product and proper names never translated nor parsed (`Windows 11`, `Q4`).
    public var keepNames: [String]
    /// Free-text instructions for HTTP models, by file (`tone-ru.md`).
    public var tone: [String: String] {
        get { if case .read(let tone, _) = wording { tone } else { ShippedSkills.tone } }
        set { wording = .read(tone: newValue, phrases: phrases) }
    }
    /// The terminal's own wording, by language (`ru`) and key (`confirm-prompt`), from tone files.
    public var phrases: [String: [String: String]] {
        get { if case .read(_, let phrases) = wording { phrases } else { ShippedSkills.phrases } }
        set { wording = .read(tone: tone, phrases: newValue) }
    }
    /// Tone and phrases, which only the REPL and HTTP models read: the shipped Skills leave
    /// them in the generated tables, built on first use, since building them cost every
    /// drafting command ~30,000 instructions.
    private(set) var wording: Wording

    enum Wording: Sendable, Equatable {
        case read(tone: [String: String], phrases: [String: [String: String]])
        case shipped
    }
    /// Reminders a draft gets when its words name none (`workday.md`: `remind-timed`,
    /// `remind-dated`); none unless a Skill says so.
    public var timedReminder: Reminder?
    public var datedReminder: Reminder?
    /// The files these came from, in load order.
    public var files: [String]
    /// The vocabulary and kept names compiled for the built-in parser. No default value: one
    /// would be evaluated in every initializer, and building `SkillsLexicon.empty` for the
    /// shipped Skills, which bring their own, cost every drafting command ~8,000 instructions.
    public private(set) var lexicon: SkillsLexicon

    public init(hours: [String: LocalTime] = Skills.defaultHours, terms: [Term] = [], keepNames: [String] = [],
                tone: [String: String] = [:], phrases: [String: [String: String]] = [:], files: [String] = []) {
        self.hours = hours
        self.terms = terms
        self.keepNames = keepNames
        wording = .read(tone: tone, phrases: phrases)
        self.files = files
        lexicon = Self.lexicon(terms: terms, keepNames: keepNames)
    }

    /// Skills compiled before run time (`ShippedSkills`): their lexicon, and their tone and
    /// phrases read from the generated tables when asked.
    init(hours: [String: LocalTime], terms: [Term], keepNames: [String], files: [String], lexicon: SkillsLexicon) {
        self.hours = hours
        self.terms = terms
        self.keepNames = keepNames
        wording = .shipped
        self.files = files
        self.lexicon = lexicon
    }

    /// Rebuilds `lexicon` after `terms` or `keepNames` change.
    public mutating func compile() {
        lexicon = Self.lexicon(terms: terms, keepNames: keepNames)
    }

    private static func lexicon(terms: [Term], keepNames: [String]) -> SkillsLexicon {
        terms.isEmpty && keepNames.isEmpty ? .empty : SkillsLexicon(terms: terms, keepNames: keepNames)
    }

    public static let defaultHours: [String: LocalTime] = [
        "workday-start": LocalTime(hour: 9, minute: 0),
        "workday-end": LocalTime(hour: 18, minute: 0),
        "morning": LocalTime(hour: 9, minute: 0),
        "lunch": LocalTime(hour: 13, minute: 0),
        "afternoon": LocalTime(hour: 15, minute: 0),
        "evening": LocalTime(hour: 19, minute: 0),
        "night": LocalTime(hour: 22, minute: 0),
    ]

    public static let none = Skills()

    public func hour(_ name: String) -> LocalTime {
        hours[name] ?? Skills.defaultHours[name] ?? LocalTime(hour: 9, minute: 0)
    }

    public var workdayEnd: LocalTime { hour("workday-end") }

    /// The default reminders for a task due `due`: `timedReminder` with a time, `datedReminder`
    /// on a whole day, none without a due.
    public func defaultReminders(for due: Due?) -> [Reminder] {
        switch due {
        case .dateTime?: return timedReminder.map { [$0] } ?? []
        case .date?: return datedReminder.map { [$0] } ?? []
        case nil: return []
        }
    }

    /// The terminal's wording for `key` in `language`, else in English, else nil.
    public func phrase(_ key: String, language: String) -> String? {
        phrases[language]?[key] ?? phrases["en"]?[key]
    }
}
