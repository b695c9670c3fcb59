import Synchronization
import TaskDraftKit

/// VTIMEZONE components (RFC 5545 §3.6.5) both ways: written from glibc's tz database for a
/// zone TaskDraft names in a `TZID`, and read from an object whose `TZID` is no tz database
/// name (Outlook's `W. Europe Standard Time`, a client's own label), so such a DUE still
/// lands on the right instant.
public enum VTimeZone {
    /// Years of offset changes a VTIMEZONE lists at most: a task due in 9999 should not cost
    /// seconds of scanning; past the last change listed, its offset simply continues.
    public static let maximumYears = 50

    /// The TZID a zone is written under: its tz database name; nil for UTC and fixed offsets,
    /// which have no name to give (their times are written in UTC).
    public static func tzid(of zone: Zone) -> String? {
        let id = zone.identifier
        guard id != "UTC", !id.hasPrefix("+"), !id.hasPrefix("-"), isPlainParameter(id) else { return nil }
        return id
    }

    /// A TZID that can be written as a parameter value without quotes (§3.1: no `"`, `:`,
    /// `;`, `,` or control character); another is never written back.
    static func isPlainParameter(_ value: String) -> Bool {
        !value.isEmpty && !value.unicodeScalars.contains { "\":;,".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
    }

    // MARK: - Writing

    /// The component's lines for `zone` over the years `range` spans, read from the tz database
    /// through glibc: the offset at the start, then every change, found day by day and narrowed
    /// to the second.
    public static func lines(_ tzid: String, zone: Zone, covering range: ClosedRange<Instant>) -> [String] {
        let firstYear = zone.date(of: range.lowerBound).year
        let lastYear = min(zone.date(of: range.upperBound).year, firstYear + maximumYears)
        // A first push of thousands of tasks due in one year scans the year once, not per task.
        let key = "\(tzid) \(zone.identifier) \(firstYear) \(lastYear)"
        if let known = cache.withLock({ $0[key] }) { return known }
        let lines = scan(tzid, zone: zone, firstYear: firstYear, lastYear: lastYear)
        cache.withLock { known in
            if known.count >= 64 { known.removeAll() }
            known[key] = lines
        }
        return lines
    }

    private static let cache = Mutex<[String: [String]]>([:])

    private static func scan(_ tzid: String, zone: Zone, firstYear: Int, lastYear: Int) -> [String] {
        let start = Instant(seconds: LocalDateTime(date: CivilDate(year: firstYear, month: 1, day: 1), time: .midnight).wallSeconds - 86_400)
        let end = Instant(seconds: LocalDateTime(date: CivilDate(year: min(9999, lastYear + 1), month: 1, day: 1), time: .midnight).wallSeconds)
        var changes: [(at: Instant, from: Int, to: Int)] = []
        var t = start
        var offset = zone.offset(at: t)
        while t < end {
            let next = t.adding(seconds: 86_400)
            let nextOffset = zone.offset(at: next)
            if nextOffset != offset {
                var (low, high) = (t.seconds, next.seconds)  // offset(low) is old, offset(high) is new
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if zone.offset(at: Instant(seconds: middle)) == offset { low = middle } else { high = middle }
                }
                changes.append((Instant(seconds: high), offset, nextOffset))
                offset = nextOffset
            }
            t = next
        }
        let initial = zone.offset(at: start)
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + tzid]
        func component(_ at: Instant, from: Int, to: Int, daylight: Bool) {
            let kind = daylight ? "DAYLIGHT" : "STANDARD"
            // DTSTART is the onset in the local time before it (TZOFFSETFROM).
            lines += ["BEGIN:" + kind, "DTSTART:" + basic(LocalDateTime(wallSeconds: at.seconds + Int64(from))),
                      "TZOFFSETFROM:" + offsetText(from), "TZOFFSETTO:" + offsetText(to), "END:" + kind]
        }
        // The offset in force at the start; daylight if the first change moves the clock back.
        component(start, from: initial, to: initial, daylight: changes.first.map { $0.to < $0.from } ?? false)
        for change in changes { component(change.at, from: change.from, to: change.to, daylight: change.to > change.from) }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// `+0300`, the UTC-OFFSET form (§3.3.14).
    public static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + (minutes / 60 < 10 ? "0" : "") + String(minutes / 60) + (minutes % 60 < 10 ? "0" : "") + String(minutes % 60)
    }

    static func basic(_ local: LocalDateTime) -> String {
        var bytes: [UInt8] = []
        BasicTime.local(local, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Reading

    /// The UTC offset `calendar`'s VTIMEZONE named `tzid` gives the wall-clock time `local`:
    /// the observance (STANDARD or DAYLIGHT) whose latest onset — its DTSTART, an RDATE, or a
    /// yearly RRULE of BYMONTH and BYDAY (`-1SU`, `2SU`) or BYMONTHDAY, as every published zone
    /// uses — is not after `local`. Nil when there is no such component.
    public static func offset(of local: LocalDateTime, tzid: String, in calendar: ICalendarComponent) -> Int? {
        guard let timezone = calendar.components.first(where: {
            $0.name == "VTIMEZONE" && $0.property("TZID")?.value.trimmingWhitespace() == tzid
        }) else { return nil }
        var best: (onset: LocalDateTime, offset: Int)?
        var earliest: (onset: LocalDateTime, offset: Int)?
        for observance in timezone.components where observance.name == "STANDARD" || observance.name == "DAYLIGHT" {
            guard let startText = observance.property("DTSTART")?.value.trimmingWhitespace(),
                  let start = VTodoMapping.localDateTime(startText),
                  let to = observance.property("TZOFFSETTO").flatMap({ parseOffset($0.value) }) else { continue }
            var onsets = [start]
            for rdate in observance.properties where rdate.name == "RDATE" {
                onsets += rdate.value.split(separator: ",").compactMap { VTodoMapping.localDateTime(String($0)) }
            }
            if let rule = observance.property("RRULE"), let onset = lastYearlyOnset(rule.value, start: start, notAfter: local) {
                onsets.append(onset)
            }
            for onset in onsets {
                if earliest == nil || onset < earliest!.onset { earliest = (onset, to) }
                guard onset <= local else { continue }
                if best == nil || onset > best!.onset { best = (onset, to) }
            }
        }
        return (best ?? earliest)?.offset
    }

    /// The latest onset of a yearly rule on or before `local` (this year's or last year's).
    static func lastYearlyOnset(_ rule: String, start: LocalDateTime, notAfter local: LocalDateTime) -> LocalDateTime? {
        var parts: [String: String] = [:]
        for part in rule.uppercased().split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { parts[String(pair[0])] = String(pair[1]) }
        }
        guard parts["FREQ"] == "YEARLY" else { return nil }
        let month = parts["BYMONTH"].flatMap { Int($0) } ?? start.date.month
        guard (1...12).contains(month) else { return nil }
        let until = parts["UNTIL"].flatMap { VTodoMapping.localDateTime($0) ?? VTodoMapping.date($0).map { LocalDateTime(date: $0, time: .midnight) } }
        for year in [local.date.year, local.date.year - 1] where year >= start.date.year {
            guard let day = yearlyDay(year: year, month: month, byDay: parts["BYDAY"], byMonthDay: parts["BYMONTHDAY"]) else { continue }
            let onset = LocalDateTime(date: day, time: start.time)
            if onset < start { continue }
            if let until, onset > until { continue }
            if onset <= local { return onset }
        }
        return nil
    }

    /// The day a yearly rule names in `month` of `year`: `-1SU` the last Sunday, `2SU` the
    /// second; a BYMONTHDAY list with BYDAY (`SU` with `8,9,…,14`) the first day in both.
    static func yearlyDay(year: Int, month: Int, byDay: String?, byMonthDay: String?) -> CivilDate? {
        let length = CivilDate.daysIn(month: month, year: year)
        let monthDays = byMonthDay.map { $0.split(separator: ",").compactMap { Int($0) }.map { $0 < 0 ? length + 1 + $0 : $0 } }
        guard let byDay else { return monthDays?.first.flatMap { CivilDate.validated(year: year, month: month, day: $0) } }
        var text = Substring(byDay.split(separator: ",").first ?? "")
        let code = String(text.suffix(2))
        text = text.dropLast(2)
        guard let weekday = Weekday(rruleCode: code) else { return nil }
        let candidates = (1...length).map { CivilDate(year: year, month: month, day: $0) }.filter { $0.weekday == weekday }
            .filter { monthDays?.contains($0.day) ?? true }
        guard let n = Int(text.isEmpty ? "1" : text), n != 0 else { return candidates.first }
        let index = n > 0 ? n - 1 : candidates.count + n
        return candidates.indices.contains(index) ? candidates[index] : nil
    }

    /// `+0200`, `-0500`, `+053000` → seconds east of UTC.
    static func parseOffset(_ text: String) -> Int? {
        let t = Array(text.trimmingWhitespace().utf8)
        guard t.count == 5 || t.count == 7, t[0] == 0x2B || t[0] == 0x2D, t.dropFirst().allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        let d = t.dropFirst().map { Int($0 - 0x30) }
        let seconds = (d[0] * 10 + d[1]) * 3600 + (d[2] * 10 + d[3]) * 60 + (d.count == 6 ? d[4] * 10 + d[5] : 0)
        return t[0] == 0x2D ? -seconds : seconds
    }
}
