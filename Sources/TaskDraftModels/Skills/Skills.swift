import TaskDraftKit
import TaskDraftParser

/// What the Skills files tell every backend: tone, vocabulary, names never to touch, and
/// the hours that words like "EOD" or "вечером" mean. Loaded by `SkillsLoader`; the
/// defaults here are only what applies when no file says otherwise.
public struct Skills: Sendable {
    /// One vocabulary entry: a term and what it implies (the parser's `VocabularyTerm`).
    public typealias Term = VocabularyTerm

    /// Named hours: `workday-end`, `morning`, `afternoon`, `evening`, `lunch`, `night`.
    public var hours: [String: LocalTime]
    public var terms: [Term]
    /// Product and proper names never translated nor parsed (`Windows 11`, `Q4`).
    public var keepNames: [String]
    /// Free-text instructions for HTTP models, by file (`tone-ru.md`).
    public var tone: [String: String]
    /// The terminal's own wording, by language (`ru`) and key (`confirm-prompt`), from tone files.
    public var phrases: [String: [String: String]]
    /// Reminders a draft gets when its words name none (`workday.md`: `remind-timed`,
    /// `remind-dated`); none unless a Skill says so.
    public var timedReminder: Reminder?
    public var datedReminder: Reminder?
    /// What urgency weighs (`next`, `list sort:urgency`): `urgency*.md`, else the standard table.
    public var urgency: UrgencyCoefficients = .standard
    /// The files these came from, in load order.
    public var files: [String]
    /// The vocabulary and kept names compiled for the built-in parser (`compile()`).
    public private(set) var lexicon: VocabularyLexicon

    public init(hours: [String: LocalTime] = Skills.defaultHours, terms: [Term] = [], keepNames: [String] = [],
                tone: [String: String] = [:], phrases: [String: [String: String]] = [:], files: [String] = []) {
        self.hours = hours
        self.terms = terms
        self.keepNames = keepNames
        self.tone = tone
        self.phrases = phrases
        self.files = files
        lexicon = Self.lexicon(terms: terms, keepNames: keepNames)
    }

    /// Skills compiled before run time (`ShippedSkills`), with their lexicon, tone and phrases.
    init(hours: [String: LocalTime], terms: [Term], keepNames: [String], files: [String], lexicon: VocabularyLexicon) {
        self.hours = hours
        self.terms = terms
        self.keepNames = keepNames
        tone = ShippedSkills.tone
        phrases = ShippedSkills.phrases
        self.files = files
        self.lexicon = lexicon
    }

    /// Rebuilds `lexicon` after `terms` or `keepNames` change.
    public mutating func compile() {
        lexicon = Self.lexicon(terms: terms, keepNames: keepNames)
    }

    private static func lexicon(terms: [Term], keepNames: [String]) -> VocabularyLexicon {
        terms.isEmpty && keepNames.isEmpty ? .empty : VocabularyLexicon(terms: terms, keepNames: keepNames)
    }

    /// What named hours mean when no file says otherwise.
    public static var defaultHours: [String: LocalTime] { Vocabulary.defaultHours }

    public static let none = Skills()

    /// What the built-in parser reads of these Skills: the hours, the default reminders and
    /// the compiled vocabulary.
    public var vocabulary: Vocabulary {
        Vocabulary(hours: hours, timedReminder: timedReminder, datedReminder: datedReminder, lexicon: lexicon)
    }

    public func hour(_ name: String) -> LocalTime { vocabulary.hour(name) }

    public var workdayEnd: LocalTime { hour("workday-end") }

    /// The terminal's wording for `key` in `language`; for a language the terminal does not
    /// speak, in English; else nil (the catalogue's own, in the terminal's language: a Polish
    /// session with no Polish tone file reads the Polish catalogue, not the English phrase).
    public func phrase(_ key: String, language: String) -> String? {
        phrases[language]?[key] ?? (Language(rawValue: language) == nil ? phrases["en"]?[key] : nil)
    }
}
