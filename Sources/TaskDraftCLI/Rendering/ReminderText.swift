import TaskDraftKit

/// Reminders as people read them: `30 min before`, `09:00 that day`, `Thu 3 Dec 09:00`.
enum ReminderText {
    static func words(_ reminder: Reminder, due: Due?, zone: Zone) -> String {
        switch reminder {
        case .absolute(let instant):
            let local = zone.local(instant).0
            return HumanDate.day(local.date, withYear: false, language: "en") + " " + local.time.hourMinute
        case .relative(let seconds):
            if case .date? = due, seconds >= 0, seconds < 86_400 {
                return LocalTime(secondsOfDay: Int(seconds)).hourMinute + " that day"
            }
            if seconds == 0 { return "at the due time" }
            return amount(seconds.magnitude) + (seconds < 0 ? " before" : " after")
        }
    }

    static func list(_ reminders: [Reminder], due: Due?, zone: Zone) -> String {
        reminders.map { words($0, due: due, zone: zone) }.joined(separator: ", ")
    }

    /// `1 h 30 min`, `2 days`.
    static func amount(_ seconds: UInt64) -> String {
        if seconds % 86_400 == 0 { let d = seconds / 86_400; return d == 1 ? "1 day" : "\(d) days" }
        var parts: [String] = []
        if seconds >= 86_400 { parts.append("\(seconds / 86_400) d") }
        if seconds % 86_400 >= 3600 { parts.append("\(seconds % 86_400 / 3600) h") }
        if seconds % 3600 >= 60 { parts.append("\(seconds % 3600 / 60) min") }
        if seconds % 60 > 0 { parts.append("\(seconds % 60) s") }
        return parts.joined(separator: " ")
    }
}
