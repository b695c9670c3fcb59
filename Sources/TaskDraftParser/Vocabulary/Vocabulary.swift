import TaskDraftKit

/// A person's own words and hours, as the parser reads them: terms that imply a tag, a
/// priority or a time, names never to parse, what named hours ("workday-end", "evening")
/// mean, and the reminders a draft gets when its words name none. Skills files fill it
/// (`Skills.vocabulary` in TaskDraftModels); the parser knows nothing of files.
public struct Vocabulary: Sendable {
    /// Named hours: `workday-end`, `morning`, `afternoon`, `evening`, `lunch`, `night`.
    public let hours: [String: LocalTime]
    /// The reminder a task due at a time gets when its words name none.
    public let timedReminder: Reminder?
    /// The reminder a task due on a whole day gets when its words name none.
    public let datedReminder: Reminder?
    /// The terms and kept names, compiled for matching token by token.
    public let lexicon: VocabularyLexicon

    public init(hours: [String: LocalTime] = Vocabulary.defaultHours, timedReminder: Reminder? = nil,
                datedReminder: Reminder? = nil, lexicon: VocabularyLexicon = .empty) {
        self.hours = hours
        self.timedReminder = timedReminder
        self.datedReminder = datedReminder
        self.lexicon = lexicon
    }

    /// No terms, no kept names, the default hours, no default reminders.
    public static let none = Vocabulary()

    /// What named hours mean when no Skills file says otherwise.
    public static let defaultHours: [String: LocalTime] = [
        "workday-start": LocalTime(hour: 9, minute: 0),
        "workday-end": LocalTime(hour: 18, minute: 0),
        "morning": LocalTime(hour: 9, minute: 0),
        "lunch": LocalTime(hour: 13, minute: 0),
        "afternoon": LocalTime(hour: 15, minute: 0),
        "evening": LocalTime(hour: 19, minute: 0),
        "night": LocalTime(hour: 22, minute: 0),
    ]

    /// The time `name` stands for: this vocabulary's hour, else the default one, else 09:00.
    public func hour(_ name: String) -> LocalTime {
        hours[name] ?? Self.defaultHours[name] ?? LocalTime(hour: 9, minute: 0)
    }

    /// The default reminders for a task due `due`: `timedReminder` with a time, `datedReminder`
    /// on a whole day, none without a due, and none that would fire outside the supported dates
    /// (a `workday.md` duration of a million weeks is a duration, but no reminder a task can keep:
    /// the draft would be refused for a reminder the person never said), counted as
    /// `TaskDraft.checkDates` counts it.
    public func defaultReminders(for due: Due?) -> [Reminder] {
        let reminder: Reminder?
        switch due {
        case .dateTime?: reminder = timedReminder
        case .date?: reminder = datedReminder
        case nil: reminder = nil
        }
        guard let reminder, let fires = reminder.fireTime(due: due, zone: .utc), SupportedDates.contains(fires) else { return [] }
        return [reminder]
    }
}
