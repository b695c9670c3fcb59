import RecurrenceSamples

/// Seeded hostile iCalendar objects, built from pieces as a CalDAV server or an .ics file could
/// send them: every property the VTODO mapping reads (and ones it keeps), with values at and past
/// their limits, and the attacks on the lines themselves — a fold inside a UTF-8 sequence, lines
/// of 100,000 characters, bytes that are no UTF-8, NUL, bidi controls, combining marks after `:`
/// and `;`, quoted parameters, repeated properties, unclosed, mismatched and deeply nested
/// components, and RELATED-TO links to itself and around a cycle. One seed, one object.
public enum HostileCalendars {
    /// The bytes of a calendar of `todos` VTODOs, UIDs `<uidPrefix>-1`, `-2`, … where a UID is
    /// left as it is (some are missing, repeated or hostile instead).
    public static func calendar(using rng: inout SplitMix, todos: ClosedRange<Int> = 1...4, uidPrefix: String = "fuzz") -> [UInt8] {
        let count = Int.random(in: todos, using: &rng)
        let uids = (1...count).map { "\(uidPrefix)-\($0)" }
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskDraft hostile//EN"]
        if chance(0.3, &rng) { lines += timeZone(using: &rng) }
        for uid in uids {
            lines += todo(uid: uid, uids: uids, using: &rng)
            if chance(0.1, &rng) { lines += other(using: &rng) }
        }
        if !chance(0.05, &rng) { lines.append("END:VCALENDAR") }
        return serialize(lines, using: &rng)
    }

    /// One VTODO's logical lines (unfolded); `uids` are its neighbours', for links.
    public static func todo(uid: String, uids: [String], using rng: inout SplitMix) -> [String] {
        var lines = ["BEGIN:VTODO"]
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: break  // no UID
        case 1: lines.append("UID:" + pick(uids, &rng))  // another's, or its own twice
        case 2: lines.append("UID:" + pick(hostileUIDs, &rng))
        case 3: lines += ["UID:" + uid, "UID:" + pick(uids, &rng)]
        default: lines.append("UID:" + uid)
        }
        var properties: [String] = []
        for _ in 0..<Int.random(in: 1...14, using: &rng) {
            properties.append(property(uid: uid, uids: uids, using: &rng))
        }
        // A property repeated, as no RFC allows and servers still send.
        if chance(0.15, &rng), let twice = properties.randomElement(using: &rng) { properties.append(twice) }
        lines += properties
        for _ in 0..<(chance(0.35, &rng) ? Int.random(in: 1...3, using: &rng) : 0) { lines += alarm(using: &rng) }
        if chance(0.05, &rng) { lines += nested(depth: Int.random(in: 2...12, using: &rng)) }
        if chance(0.05, &rng) { lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT5M"] }  // never closed
        switch Int.random(in: 0..<30, using: &rng) {
        case 0: break  // never closed
        case 1: lines.append("END:VEVENT")
        case 2: lines.append("END:VCALENDAR")
        default: lines.append("END:VTODO")
        }
        return lines
    }

    static func property(uid: String, uids: [String], using rng: inout SplitMix) -> String {
        let name = pick(names, &rng)
        var line: String
        switch name {
        case "DUE", "DTSTART", "X-TASKDRAFT-WAIT", "COMPLETED", "CREATED", "LAST-MODIFIED", "DTSTAMP", "RECURRENCE-ID":
            line = name + pick(dateParameters, &rng) + ":" + pick(dates, &rng)
        case "EXDATE", "RDATE":
            let values = (0..<Int.random(in: 1...(chance(0.05, &rng) ? 5_000 : 4), using: &rng)).map { _ in pick(dates, &rng) }
            line = name + pick(dateParameters, &rng) + ":" + values.joined(separator: ",")
        case "DURATION", "X-TASKDRAFT-ESTIMATE":
            line = name + ":" + duration(using: &rng)
        case "PRIORITY", "PERCENT-COMPLETE", "SEQUENCE":
            line = name + ":" + pick(numbers, &rng)
        case "STATUS":
            line = name + ":" + pick(statuses, &rng)
        case "CATEGORIES":
            line = name + ":" + (0..<Int.random(in: 1...4, using: &rng)).map { _ in pick(categories, &rng) }.joined(separator: ",")
        case "RRULE":
            line = name + ":" + rrule(using: &rng)
        case "RELATED-TO":
            let target = chance(0.3, &rng) ? uid : chance(0.6, &rng) ? pick(uids, &rng) : pick(hostileUIDs, &rng)
            line = name + pick(relationTypes, &rng) + ":" + target
        default:
            line = name + (chance(0.2, &rng) ? pick(textParameters, &rng) : "") + ":" + text(using: &rng)
        }
        if chance(0.05, &rng) { line = line.lowercased() }
        if chance(0.05, &rng) { line = line.replacingFirst(":", with: pick([":\u{301}", ":\u{200D}", ":\u{202E}", ":\u{0}"], &rng)) }
        if chance(0.05, &rng) { line = line.replacingFirst(";", with: pick([";\u{301}", ";\u{200F}", ";\"", ";;"], &rng)) }
        if chance(0.02, &rng) { line += pick(longRuns, &rng) }
        return line
    }

    static func alarm(using rng: inout SplitMix) -> [String] {
        var lines = ["BEGIN:VALARM"]
        if !chance(0.1, &rng) { lines.append("ACTION:" + pick(["DISPLAY", "AUDIO", "EMAIL", "display", "", "X-\u{202E}"], &rng)) }
        for _ in 0..<(chance(0.1, &rng) ? 2 : 1) {
            let parameters = pick(["", ";RELATED=END", ";RELATED=START", ";RELATED=end", ";VALUE=DATE-TIME", ";VALUE=DATE-TIME;RELATED=END",
                                   ";RELATED=\"END\"", ";RELATED=END;RELATED=START", ";VALUE=DURATION;RELATED=END"], &rng)
            lines.append("TRIGGER" + parameters + ":" + (parameters.contains("DATE-TIME") ? pick(dates, &rng) : duration(using: &rng)))
        }
        if chance(0.3, &rng) { lines.append("DESCRIPTION:" + text(using: &rng)) }
        if chance(0.1, &rng) { lines.append("REPEAT:" + pick(numbers, &rng)) }
        if chance(0.05, &rng) { lines += alarm(using: &rng) }  // an alarm inside an alarm
        lines.append("END:VALARM")
        return lines
    }

    /// A VTIMEZONE a DUE's TZID may name, with observances at and past their limits.
    static func timeZone(using rng: inout SplitMix) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + pick(["Custom Zone", "Europe/Berlin", "Unknown/Nowhere", "\u{202E}nilreB/eporuE", ""], &rng)]
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            let kind = pick(["STANDARD", "DAYLIGHT", "X-OTHER"], &rng)
            lines += ["BEGIN:" + kind, "DTSTART:" + pick(dates, &rng),
                      "TZOFFSETFROM:" + pick(offsets, &rng), "TZOFFSETTO:" + pick(offsets, &rng)]
            if chance(0.6, &rng) {
                lines.append("RRULE:FREQ=" + pick(["YEARLY", "MONTHLY", "yearly", ""], &rng)
                             + ";BYMONTH=" + pick(["10", "3", "0", "13", "-1", "99999999999999999999"], &rng)
                             + ";BYDAY=" + pick(["-1SU", "2SU", "53SU", "-53MO", "0SU", "SU", "99999999999999999999SU", "-9223372036854775808SU", "XX", ""], &rng)
                             + (chance(0.3, &rng) ? ";BYMONTHDAY=" + pick(["8,9,10,11,12,13,14", "-40", "0", "32", "-9223372036854775808"], &rng) : "")
                             + (chance(0.3, &rng) ? ";UNTIL=" + pick(dates, &rng) : ""))
            }
            if chance(0.2, &rng) { lines.append("RDATE:" + (0..<3).map { _ in pick(dates, &rng) }.joined(separator: ",")) }
            lines.append("END:" + kind)
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// A component no task is, or one that nests too deep or never closes.
    static func other(using rng: inout SplitMix) -> [String] {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return ["BEGIN:VEVENT", "UID:event", "SUMMARY:An event", "END:VEVENT"]
        case 1: return nested(depth: Int.random(in: 6...40, using: &rng))
        case 2: return ["BEGIN:" + pick(["", "\u{301}", "VTODO VTODO", String(repeating: "X", count: 100)], &rng), "END:VTODO"]
        default: return ["BEGIN:VJOURNAL", "BEGIN:VTODO", "UID:inner", "END:VTODO"]
        }
    }

    static func nested(depth: Int) -> [String] {
        (0..<depth).map { "BEGIN:X-LEVEL\($0)" } + (0..<depth).reversed().map { "END:X-LEVEL\($0)" }
    }

    static func duration(using rng: inout SplitMix) -> String {
        if chance(0.04, &rng) {
            // A unit repeated: each number is in range, their sum is not.
            let sign = pick(["-P", "P", "+P", "-PT"], &rng)
            let unit = pick(repeatedUnits, &rng)
            let times = Int.random(in: 1_000...repeatedUnitsMost, using: &rng)
            return sign + String(unit.run[..<unit.run.utf8.index(unit.run.startIndex, offsetBy: unit.length * times)])
        }
        return pick(durations, &rng)
    }

    static func rrule(using rng: inout SplitMix) -> String {
        if chance(0.3, &rng) { return pick(rrules, &rng) }
        var parts = ["FREQ=" + pick(["DAILY", "WEEKLY", "MONTHLY", "YEARLY", "SECONDLY", "daily", "", "X"], &rng)]
        for _ in 0..<Int.random(in: 0...4, using: &rng) { parts.append(pick(ruleParts, &rng)) }
        if chance(0.03, &rng) { parts.append(everyDayMonday) }
        parts.shuffle(using: &rng)
        return parts.joined(separator: ";")
    }

    static func text(using rng: inout SplitMix) -> String {
        (0..<Int.random(in: 1...4, using: &rng)).map { _ in pick(texts, &rng) }.joined(separator: chance(0.5, &rng) ? " " : "")
    }

    /// Logical lines as bytes: some folded at a random byte (inside a UTF-8 sequence too), ends
    /// CRLF, LF or a lone CR, and now and then a byte that is no UTF-8, a NUL, a BOM or a cut.
    static func serialize(_ lines: [String], using rng: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = chance(0.05, &rng) ? [0xEF, 0xBB, 0xBF] : []
        for line in lines {
            var content = Array(line.utf8)
            if chance(0.15, &rng), content.count > 2 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let at = Int.random(in: 1..<content.count, using: &rng)
                    content.insert(contentsOf: [0x0D, 0x0A, chance(0.8, &rng) ? 0x20 : 0x09], at: at)
                }
            }
            if chance(0.03, &rng), !content.isEmpty {
                let at = Int.random(in: 0...content.count, using: &rng)
                content.insert(contentsOf: pick(badBytes, &rng), at: at)
            }
            bytes += content
            let end = Int.random(in: 0..<20, using: &rng)
            bytes += end == 0 ? [0x0A] : end == 1 ? [0x0D] : [0x0D, 0x0A]
        }
        if chance(0.03, &rng), !bytes.isEmpty { bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &rng)...) }
        return bytes
    }

    // MARK: - Pieces

    static let names = ["SUMMARY", "DESCRIPTION", "COMMENT", "DUE", "DTSTART", "DURATION", "PRIORITY", "CATEGORIES", "RRULE",
                        "EXDATE", "RDATE", "RELATED-TO", "RELATED-TO", "STATUS", "COMPLETED", "PERCENT-COMPLETE", "CREATED",
                        "LAST-MODIFIED", "DTSTAMP", "SEQUENCE", "X-TASKDRAFT-WAIT", "X-TASKDRAFT-ESTIMATE", "X-TASKDRAFT-PROJECT",
                        "RECURRENCE-ID", "LOCATION", "URL", "X-APPLE-SORT-ORDER", "ATTACH", "GEO", "CLASS"]

    static let dates = ["20261203", "20261203T150000", "20261203T150000Z", "00000101", "00000101T000000Z", "00010101",
                        "00010101T000000", "00010101T000000Z", "99991231", "99991231T235959", "99991231T235959Z", "100000101",
                        "100000101T000000Z", "19000101T000000Z", "18991231T235959Z", "29991231T235959Z", "30000101", "20270230",
                        "20261303", "20261203T240000", "20261203T235960", "20261203T235999", "2026", "", "T", "20261203T",
                        "20261203X150000", "２０２６１２０３", "20261203T150000\u{301}", "\u{200F}20261203", "20261203T150000+0100",
                        "-20261203", "2026-12-03", "2026-12-03T15:00:00Z", "2026120", "202612031", "20261203T150000ZZ",
                        String(repeating: "9", count: 40), "20261203T150000Z,20261204T150000Z", "19700101T000000Z"]

    static let dateParameters = ["", "", "", ";VALUE=DATE", ";VALUE=DATE-TIME", ";TZID=Europe/Berlin", ";TZID=Custom Zone",
                                 ";TZID=Unknown/Nowhere", ";TZID=\"Europe/Berlin\"", ";TZID=\"a;b:c\"",
                                 ";TZID=/mozilla.org/20050126_1/Europe/Berlin", ";TZID=\u{202E}nilreB/eporuE", ";TZID=",
                                 ";TZID=Etc/GMT+14", ";TZID=Etc/GMT-14", ";TZID=../../../../etc/passwd", ";TZID=" + String(repeating: "Z", count: 5_000),
                                 ";TZID=Europe/Berlin;TZID=Asia/Tokyo", ";VALUE=DATE;TZID=Europe/Berlin", ";TZID=\"unterminated",
                                 ";\u{301}=x", ";=", ";;;", ";TZID=UTC", ";TZID=Europe/Berlin\u{0}", ";TZID=\u{FEFF}Europe/Berlin"]

    static let durations = ["PT15M", "-PT15M", "-P1D", "PT0S", "P99999999W", "-P99999999W", "-P2000000D", "P2000000D", "P1Y", "PT",
                            "P", "-", "", "+P1D", "-P999999999W", "-PT9223372036854775807S", "PT9999999999999999999S", "P1W1D",
                            "PT1H1H", "p1dt1h", "-P1DT", "PT1.5H", "P-1D", "--P1D", "P1D\u{301}", "\u{200F}-PT5M", "2h", "0", "-1"]

    static let numbers = ["0", "1", "4", "5", "6", "9", "10", "100", "101", "-1", "9223372036854775807", "-9223372036854775808",
                          "9223372036854775808", "", "high", "5\u{301}", " 5 ", "+5", "05", "١", "5.0"]

    static let statuses = ["COMPLETED", "CANCELLED", "NEEDS-ACTION", "IN-PROCESS", "", "completed", "X-\u{0}", "COMPLETED\u{301}"]

    static let categories = ["work", "", ",", "a\\,b", "\\", "tag\u{0}", "\u{202E}gat", "#tag", "+tag", "a b", "ä\u{301}", "\\n",
                             "\u{1B}[31m", String(repeating: "x,", count: 5_000), String(repeating: "y", count: 10_000)]

    static let rrules = ["FREQ=DAILY;COUNT=9223372036854775808", "FREQ=DAILY;COUNT=9223372036854775807", "FREQ=WEEKLY;INTERVAL=0",
                         "FREQ=MONTHLY;BYDAY=53MO", "FREQ=YEARLY;BYDAY=53MO", "FREQ=YEARLY;BYDAY=-53MO;BYMONTH=2",
                         "FREQ=DAILY;UNTIL=00010101", "FREQ=DAILY;UNTIL=19000101", "FREQ=DAILY;UNTIL=99991231T235959Z",
                         "FREQ=DAILY;INTERVAL=99999999999", "FREQ=DAILY;INTERVAL=3652059", "FREQ=SECONDLY", "FREQ=MONTHLY;BYMONTHDAY=-32",
                         "FREQ=MONTHLY;BYSETPOS=367;BYDAY=MO", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=DAILY;FREQ=DAILY",
                         "", ";;;", "FREQ=", "RRULE:FREQ=DAILY", "FREQ=MONTHLY;BYDAY=-0MO", "FREQ=MONTHLY;BYDAY=+53SU",
                         "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=5", "FREQ=WEEKLY;BYDAY=MO;WKST=XX", "FREQ=DAILY;COUNT=1;UNTIL=20270101",
                         "FREQ=YEARLY;INTERVAL=9998", "FREQ=YEARLY;INTERVAL=9999", "FREQ=MONTHLY;BYDAY=1MO,-1FR;BYSETPOS=1,-1",
                         "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2", "FREQ=DAILY;X-NAME=1", "FREQ=WEEKLY;BYDAY=\u{301}MO"]

    static let ruleParts = ["COUNT=0", "COUNT=1", "COUNT=9223372036854775808", "COUNT=-1", "INTERVAL=0", "INTERVAL=1",
                            "INTERVAL=9223372036854775807", "BYDAY=53MO", "BYDAY=-53SU", "BYDAY=MO,MO,MO", "BYDAY=1MO", "BYDAY=",
                            "BYMONTH=0", "BYMONTH=13", "BYMONTH=2", "BYMONTHDAY=0", "BYMONTHDAY=-31", "BYMONTHDAY=31",
                            "BYSETPOS=0", "BYSETPOS=-366", "UNTIL=00000101", "UNTIL=20200101", "UNTIL=99991231T235959Z",
                            "UNTIL=20270230", "WKST=SU", "WKST=", "BYHOUR=9", "BYWEEKNO=53", "=", "X"]

    static let relationTypes = ["", ";RELTYPE=PARENT", ";RELTYPE=DEPENDS-ON", ";RELTYPE=DEPENDS-ON", ";RELTYPE=CHILD",
                                ";RELTYPE=SIBLING", ";RELTYPE=X-FOO", ";RELTYPE=\"PARENT\"", ";RELTYPE=depends-on",
                                ";RELTYPE=", ";RELTYPE=DEPENDS-ON\u{301}", ";RELTYPE= PARENT "]

    static let hostileUIDs = ["", " ", String(repeating: "u", count: 10_240), "evil\u{202E}moc.elpmaxe", "uid\u{0}nul",
                              "uid\u{301}", "\\,\\;\\\\", "a,b", "\u{1B}[2J", "\u{FEFF}", "ü\u{301}", "x@example.com"]

    static let texts = ["Buy milk", "", " ", "\\", "\\n\\n", "a\\,b\\;c", "\u{0}", "\u{1B}[31mred", "\u{7}", "\u{202E}evil",
                        "\u{200F}", "\u{301}", "e\u{301}\u{301}\u{301}\u{301}", "👨\u{200D}👩", "\u{FEFF}", "\u{FFFD}", "Встреча",
                        "Zażółć gęślą", "\"quoted\"", ":", ";", "x:y;z=w", "\r", "\t", "[2026-12-03T10:00:00+03:00] note",
                        "[0000-01-01T00:00:00Z] early", "[9999-12-31T23:59:59+99:99] late", "[", "[]", "due:tomorrow",
                        String(repeating: "w ", count: 150), String(repeating: "\u{301}", count: 500)]

    static let textParameters = [";LANGUAGE=ru", ";ALTREP=\"cid:x\"", ";X-P=\"a:b;c\"", ";X-P=\"unterminated", ";=",
                                 ";LANGUAGE=\u{202E}", ";ENCODING=BASE64", ";VALUE=BINARY"]

    static let offsets = ["+0100", "-0500", "+0000", "-0000", "+053000", "+9999", "-9959", "+2400", "+99", "0100", "", "+01:00", "+０１００"]

    // Long runs are built once and drawn whole (or, for a duration's units, cut to length):
    // every case that draws one then costs what reading it costs, not what building it does.
    static let longRuns = ["x", "é", "\\", "9", ";", ","].map { String(repeating: $0, count: 100_000) }

    /// A duration's units, each number in range, each repeated `repeatedUnitsMost` times.
    static let repeatedUnits = ["999999999W", "999999999D", "999999999H", "1W", "0D"].map {
        (run: String(repeating: $0, count: repeatedUnitsMost), length: $0.utf8.count)
    }
    static let repeatedUnitsMost = 20_000

    static let everyDayMonday = "BYDAY=" + Array(repeating: "MO", count: 20_000).joined(separator: ",")

    static let badBytes: [[UInt8]] = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x00], [0xE2, 0x82]]

    static func chance(_ p: Double, _ rng: inout SplitMix) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    static func pick<T>(_ items: [T], _ rng: inout SplitMix) -> T { items.randomElement(using: &rng)! }
}

extension String {
    /// The string with its first `target` replaced, or itself without one.
    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}
