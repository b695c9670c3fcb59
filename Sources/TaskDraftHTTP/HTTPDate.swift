import Glibc
import TaskDraftKit

/// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the only date form servers send today.
public enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    public static func parse(_ text: String) -> Instant? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]),
              let month = months.firstIndex(of: parts[2].lowercased()), let year = Int(parts[3]),
              CivilDate.isValid(year: year, month: month + 1, day: day) else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, let h = Int(clock[0]), let m = Int(clock[1]), let s = Int(clock[2]),
              let time = LocalTime.validated(hour: h, minute: m, second: min(s, 59)) else { return nil }
        let local = LocalDateTime(date: CivilDate(year: year, month: month + 1, day: day), time: time)
        return ZonedDateTime(local: local, offset: 0).instant
    }
}
