import Foundation
import TaskDraftKit

/// python-dateutil's `rrule` (Debian's python3-dateutil, run as one process for a whole batch):
/// the reference the tests hold TaskDraft's occurrences to.
public enum Dateutil {
    /// One series to walk: the rule from `start` (its DTSTART, UTC when UNTIL is a UTC
    /// date-time), up to `limit` occurrences on or before `horizon`.
    public struct Series: Sendable {
        public let rule: Recurrence
        public let start: CivilDate
        public let horizon: CivilDate
        public let limit: Int
        public init(rule: Recurrence, start: CivilDate, horizon: CivilDate, limit: Int) {
            (self.rule, self.start, self.horizon, self.limit) = (rule, start, horizon, limit)
        }
    }

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

    /// The days dateutil gives for each series, in order, as YYYY-MM-DD.
    public static func occurrences(_ batch: [Series]) throws -> [[String]] {
        var input = ""
        for series in batch {
            var utc = false
            if case .utc? = series.rule.until { utc = true }
            input += "{\"rrule\": \"\(series.rule.rrule)\", \"start\": \"\(series.start)\", \"horizon\": \"\(series.horizon)\", "
                + "\"utc\": \(utc), \"n\": \(series.limit)}\n"
        }
        // The batch goes in as a file: written to a pipe, a large one would fill both pipes and
        // stall both ends.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dateutil-\(UUID().uuidString).jsonl")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: file)
        process.standardOutput = stdout
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
            line.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
        }
    }
}

extension Recurrence {
    /// TaskDraft's series from its first occurrence `first`: that day, then each next
    /// occurrence as completing one makes it, up to `limit` days on or before `horizon`.
    public func series(from first: CivilDate, through horizon: CivilDate, limit: Int) -> [CivilDate] {
        guard first <= horizon else { return [] }
        var days = [first]
        while days.count < limit, let next = occurrence(after: days[days.count - 1], seriesStart: first), next <= horizon {
            days.append(next)
        }
        return days
    }
}
