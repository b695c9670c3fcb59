import TaskDraftKit

/// Dates as people read them in the terminal, in its language: `Thu 3 Dec 2026 15:00 (+03:00)`,
/// `чт 3 дек 2026 15:00 (+03:00)`. The words come from `CardMessage`.
enum HumanDate {
    static func day(_ date: CivilDate, withYear: Bool = true, language: Language) -> String {
        CardMessage.weekday(date.weekday).text(in: language) + " \(date.day) " + CardMessage.month(date.month).text(in: language)
            + (withYear ? " \(date.year)" : "")
    }

    /// The full form used in draft views and `show`.
    static func full(_ due: Due, language: Language) -> String {
        switch due {
        case .date(let date): return day(date, language: language)
        case .dateTime(let zoned):
            return day(zoned.local.date, language: language) + " " + zoned.local.time.hourMinute
                + " (" + ISO8601.formatOffset(zoned.offset) + ")"
        }
    }

    /// An annotation's date in `zone`: `Thu 3 Dec 2026 15:00`, its offset left to the zone
    /// `show` and the card speak in.
    static func stamp(_ instant: Instant, zone: Zone, language: Language) -> String {
        let local = zone.local(instant).0
        return day(local.date, language: language) + " " + local.time.hourMinute
    }

    /// The short form for table cells: `today 15:00`, `tomorrow`, `Fri 4 Dec`, `3 Jan 2027`.
    static func short(_ due: Due, today: CivilDate, zone: Zone, language: Language) -> String {
        // The wall time in the session's zone, whatever offset it was written with.
        let (date, time) = due.wallClock(in: zone)
        let delta = today.days(until: date)
        var text: String
        switch delta {
        case 0: text = CardMessage.today.text(in: language)
        case 1: text = CardMessage.tomorrow.text(in: language)
        case -1: text = CardMessage.yesterday.text(in: language)
        default:
            text = date.year == today.year ? day(date, withYear: false, language: language)
                : "\(date.day) " + CardMessage.month(date.month).text(in: language) + " \(date.year)"
        }
        if let time { text += " " + time.hourMinute }
        return text
    }
}
