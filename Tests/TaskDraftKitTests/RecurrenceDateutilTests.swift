import Foundation
import RecurrenceSamples
import Testing
@testable import TaskDraftKit

/// The occurrences of random rules of every shape against python-dateutil's `rrule` (Debian's
/// python3-dateutil, run as a process): the same days from any start, COUNT counted from the
/// first occurrence, UNTIL as a date, a floating date-time and a UTC one.
///
/// Two differences are left out on purpose, both where dateutil departs from RFC 5545:
/// - it reads a BYDAY list mixing plain weekdays and ordinals (`MO,1TU`) as both at once (no
///   day is a Monday and the first Tuesday), where RFC 5545 and TaskDraft take either; the
///   generator does not mix them here;
/// - in a WEEKLY rule with BYSETPOS it counts positions in the first week from DTSTART, not
///   from the week's start ("a set of recurrence instances starts at the beginning of the
///   interval", §3.3.10): `FREQ=WEEKLY;BYDAY=TU,TH;BYSETPOS=1` from a Wednesday gives that
///   Thursday in dateutil and nothing in that week in TaskDraft. Those rules start here on
///   the first day of a week (WKST), where the two agree.
@Suite struct RecurrenceDateutilTests {
    static let dateutil = FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/dateutil/rrule.py")

    static let script = """
        import datetime, json, sys
        from dateutil.rrule import rrulestr
        for line in sys.stdin:
            case = json.loads(line)
            start = datetime.datetime.strptime(case["start"], "%Y-%m-%d")
            if case["utc"]:
                start = start.replace(tzinfo=datetime.timezone.utc)
            horizon = datetime.datetime.strptime(case["horizon"], "%Y-%m-%d").replace(tzinfo=start.tzinfo)
            days = []
            for occurrence in rrulestr("RRULE:" + case["rrule"], dtstart=start):
                if occurrence > horizon or len(days) == case["n"]:
                    break
                days.append(occurrence.strftime("%Y-%m-%d"))
            print(json.dumps(days), flush=True)
        """

    @Test(.enabled(if: dateutil, "needs python3-dateutil")) func occurrencesAreDateutils() throws {
        var rng = SplitMix(state: 5545)
        var cases: [(rule: Recurrence, start: CivilDate, horizon: CivilDate)] = []
        while cases.count < 700 {
            let rule = RandomRules.rule(using: &rng, mixedDays: false)
            var start = RandomRules.start(using: &rng)
            if rule.frequency == .weekly && !rule.bySetPos.isEmpty {
                while start.weekday != rule.weekStart { start = start.adding(days: -1) }
            }
            let horizon = start.adding(days: RandomRules.horizon(rule))
            // dateutil searches to year 9999 for a pattern with no day; give it none.
            var endless = rule
            endless.end = nil
            guard ReferenceRecurrence(rule: endless, start: start).occurrences(through: horizon).count > 1 else { continue }
            cases.append((rule, start, horizon))
        }
        var input = ""
        for c in cases {
            var utc = false
            if case .utc? = c.rule.until { utc = true }
            input += "{\"rrule\": \"\(c.rule.rrule)\", \"start\": \"\(c.start)\", \"horizon\": \"\(c.horizon)\", \"utc\": \(utc), \"n\": 30}\n"
        }
        let lines = try Self.run(input)
        try #require(lines.count == cases.count)
        var compared = 0
        for (c, line) in zip(cases, lines) {
            let expected = line.dropFirst().dropLast().split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
            // The pattern's first day from any start, then the series from there.
            let first = RecurrencePattern(c.rule, anchor: c.start).firstDay(after: c.start.dayNumber - 1).map { CivilDate(dayNumber: $0) }
            var found: [CivilDate] = []
            if let first, first <= c.horizon, c.rule.isWithinUntil(first, time: nil, zone: .utc) {
                found = [first]
                while found.count < 30, let next = c.rule.occurrence(after: found.last!, seriesStart: first), next <= c.horizon {
                    found.append(next)
                }
            }
            #expect(found.map(\.description) == expected, "\(c.rule.rrule) from \(c.start)")
            compared += expected.count
        }
        #expect(compared > 5000)
    }

    static func run(_ input: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
