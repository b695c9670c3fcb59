import TaskDraftKit

/// Reminders as people read them: `30 min before`, `09:00 that day`, `Thu 3 Dec 09:00`
/// (in Russian `за 30 мин`, `09:00 в тот день`).
enum ReminderText {
    static func words(_ reminder: Reminder, due: Due?, zone: Zone, language: Language) -> String {
        let russian = language == .russian
        switch reminder {
        case .absolute(let instant):
            let local = zone.local(instant).0
            return HumanDate.day(local.date, withYear: false, language: language) + " " + local.time.hourMinute
        case .relative(let seconds):
            if case .date? = due, seconds >= 0, seconds < 86_400 {
                return LocalTime(secondsOfDay: Int(seconds)).hourMinute + (russian ? " в тот день" : " that day")
            }
            if seconds == 0 { return russian ? "в срок" : "at the due time" }
            let amount = amount(seconds.magnitude, language: language)
            if russian { return (seconds < 0 ? "за " : "через ") + amount + (seconds < 0 ? "" : " после срока") }
            return amount + (seconds < 0 ? " before" : " after")
        }
    }

    static func list(_ reminders: [Reminder], due: Due?, zone: Zone, language: Language) -> String {
        reminders.map { words($0, due: due, zone: zone, language: language) }.joined(separator: ", ")
    }

    /// `1 h 30 min`, `2 days` (`1 ч 30 мин`, `2 дн.`).
    static func amount(_ seconds: UInt64, language: Language) -> String {
        let russian = language == .russian
        if seconds % 86_400 == 0 {
            let d = seconds / 86_400
            if russian { return "\(d) дн." }
            return d == 1 ? "1 day" : "\(d) days"
        }
        var parts: [String] = []
        if seconds >= 86_400 { parts.append("\(seconds / 86_400) " + (russian ? "дн." : "d")) }
        if seconds % 86_400 >= 3600 { parts.append("\(seconds % 86_400 / 3600) " + (russian ? "ч" : "h")) }
        if seconds % 3600 >= 60 { parts.append("\(seconds % 3600 / 60) " + (russian ? "мин" : "min")) }
        if seconds % 60 > 0 { parts.append("\(seconds % 60) " + (russian ? "с" : "s")) }
        return parts.joined(separator: " ")
    }
}
