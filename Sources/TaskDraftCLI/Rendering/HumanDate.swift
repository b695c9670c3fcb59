import TaskDraftKit

/// Dates as people read them in the terminal: `Thu 3 Dec 2026 15:00 (+03:00)`.
enum HumanDate {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func day(_ date: CivilDate, withYear: Bool = true) -> String {
        "\(date.weekday.shortName) \(date.day) \(months[date.month - 1])" + (withYear ? " \(date.year)" : "")
    }

    /// The full form used in draft views and `show`.
    static func full(_ due: Due) -> String {
        switch due {
        case .date(let date): return day(date)
        case .dateTime(let zoned):
            return day(zoned.local.date) + " " + zoned.local.time.hourMinute + " (" + ISO8601.formatOffset(zoned.offset) + ")"
        }
    }

    /// The short form for table cells: `today 15:00`, `tomorrow`, `Fri 4 Dec`, `3 Jan 2027`.
    static func short(_ due: Due, today: CivilDate, zone: Zone) -> String {
        let date: CivilDate
        var time: String?
        switch due {
        case .date(let d): date = d
        case .dateTime(let zoned):
            // Show the wall time in the session's zone, whatever offset it was written with.
            let local = zone.local(zoned.instant).0
            date = local.date
            time = local.time.hourMinute
        }
        let delta = today.days(until: date)
        var text: String
        switch delta {
        case 0: text = "today"
        case 1: text = "tomorrow"
        case -1: text = "yesterday"
        default:
            text = date.year == today.year ? day(date, withYear: false) : "\(date.day) \(months[date.month - 1]) \(date.year)"
        }
        if let time { text += " " + time }
        return text
    }
}
