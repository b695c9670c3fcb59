import TaskDraftKit

/// Reminders as people read them: `30 min before`, `09:00 that day`, `Thu 3 Dec 09:00`
/// (in Russian `за 30 мин`, `09:00 в тот день`; in Polish `30 min przed`, `09:00 tego dnia`).
enum ReminderText {
    static func words(_ reminder: Reminder, due: Due?, zone: Zone, language: Language) -> String {
        switch reminder {
        case .absolute(let instant):
            let local = zone.local(instant).0
            return HumanDate.day(local.date, withYear: false, language: language) + " " + local.time.hourMinute
        case .relative(let seconds):
            if case .date? = due, seconds >= 0, seconds < 86_400 {
                let time = LocalTime(secondsOfDay: Int(seconds)).hourMinute
                switch language {
                case .english: return time + " that day"
                case .russian: return time + " в тот день"
                case .polish: return time + " tego dnia"
                }
            }
            if seconds == 0 {
                switch language {
                case .english: return "at the due time"
                case .russian: return "в срок"
                case .polish: return "w terminie"
                }
            }
            let amount = amount(seconds.magnitude, language: language)
            switch language {
            case .english: return amount + (seconds < 0 ? " before" : " after")
            case .russian: return seconds < 0 ? "за " + amount : "через " + amount + " после срока"
            case .polish: return amount + (seconds < 0 ? " przed" : " po terminie")
            }
        }
    }

    static func list(_ reminders: [Reminder], due: Due?, zone: Zone, language: Language) -> String {
        reminders.map { words($0, due: due, zone: zone, language: language) }.joined(separator: ", ")
    }

    /// `1 h 30 min`, `2 days` (`1 ч 30 мин`, `2 дн.`; `1 h 30 min`, `2 dni`).
    static func amount(_ seconds: UInt64, language: Language) -> String {
        if seconds % 86_400 == 0 {
            let d = seconds / 86_400
            switch language {
            case .english: return "\(d) " + English.plural(Int(d), "day", "days")
            case .russian: return "\(d) дн."
            case .polish: return "\(d) " + Polish.plural(Int(d), "dzień", "dni", "dni")
            }
        }
        let units: (day: String, hour: String, minute: String, second: String)
        switch language {
        case .english: units = ("d", "h", "min", "s")
        case .russian: units = ("дн.", "ч", "мин", "с")
        case .polish: units = ("dn.", "h", "min", "s")
        }
        var parts: [String] = []
        if seconds >= 86_400 { parts.append("\(seconds / 86_400) " + units.day) }
        if seconds % 86_400 >= 3600 { parts.append("\(seconds % 86_400 / 3600) " + units.hour) }
        if seconds % 3600 >= 60 { parts.append("\(seconds % 3600 / 60) " + units.minute) }
        if seconds % 60 > 0 { parts.append("\(seconds % 60) " + units.second) }
        return parts.joined(separator: " ")
    }
}
