import Foundation
import Testing
import TestPeers

/// `next` is Taskwarrior's `next`: the same tasks, given to the real `task import` and to
/// `taskdraft import`, come out of the real `task next` and `taskdraft next` in the same order
/// with the same urgency, with no Skills file: the four priority levels are Taskwarrior's, with
/// its coefficients.
@Suite struct TaskwarriorUrgencyOrderTests {
    /// `YYYYMMDDTHHMMSSZ`, Taskwarrior's dates.
    static func taskwarriorDate(_ seconds: Int) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// 30 tasks over every term both weigh: due dates from 12 days overdue to 3 weeks ahead
    /// (none on some), H, M, L and no priority, ages up to two years, 0 to 3 tags, `+next`, a
    /// project, a scheduled date passed or to come. Urgencies stay apart by more than the
    /// seconds between the two tools' clocks can move them.
    static func tasks(now: Int) -> [[String: Any]] {
        let day = 86_400
        let tagSets = [[], ["work"], ["work", "home"], ["work", "home", "errand"]]
        return (0..<30).map { i in
            var task: [String: Any] = [
                "uuid": String(format: "7a3c0000-0000-4000-8000-%012d", i), "description": "Task \(i)", "status": "pending",
                "entry": taskwarriorDate(now - ((i * 37) % 730) * day - 3_600),
            ]
            if i % 5 != 4 { task["due"] = taskwarriorDate(now + (i * 29 % 33 - 12) * day + (i % 3) * 7_200) }
            switch i % 4 {
            case 0: task["priority"] = "H"
            case 1: task["priority"] = "M"
            case 2: task["priority"] = "L"
            default: break
            }
            let tags = tagSets[(i / 2) % 4] + (i % 11 == 3 ? ["next"] : [])
            if !tags.isEmpty { task["tags"] = tags }
            if i % 4 == 1 { task["project"] = "office" }
            if i % 6 == 2 { task["scheduled"] = taskwarriorDate(now + (i % 12 == 2 ? -2 : 3) * day) }
            return task
        }
    }

    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func theOrderAndTheUrgencyAreTaskwarriors() throws {
        let now = Int(Date().timeIntervalSince1970)
        var td = try TaskDraftBinary(now: Self.isoUTC(now))
        defer { td.remove() }
        td.environment["TZ"] = "UTC"
        let file = td.directory.appendingPathComponent("tw.json")
        try JSONSerialization.data(withJSONObject: Self.tasks(now: now)).write(to: file)

        let data = td.directory.appendingPathComponent("taskwarrior").path
        let task = "TASKDATA=\(data) TASKRC=/dev/null /usr/bin/task rc.confirmation=off rc.hooks=off rc.verbose=nothing"
        // The next report itself, its filter and page limit lifted, one uuid a line; then every urgency.
        let theirs = try td.run([], shell: """
            mkdir -p \(data) && \(task) import \(file.path) >/dev/null 2>&1 && \
            \(task) rc.report.next.columns=uuid rc.report.next.labels=UUID rc.report.next.filter=status:pending limit:0 next \
            && echo --- && \(task) export 2>/dev/null
            """)
        #expect(theirs.status == 0, "\(theirs.stderr)")
        let parts = theirs.stdout.components(separatedBy: "---\n")
        try #require(parts.count == 2, "\(theirs.stdout)")
        let order = parts[0].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let exported = try JSONSerialization.jsonObject(with: Data(parts[1].utf8)) as! [[String: Any]]
        let urgency = Dictionary(uniqueKeysWithValues: exported.map { ($0["uuid"] as! String, $0["urgency"] as! Double) })
        #expect(order.count == 30)

        let imported = try td.run(["import", file.path, "--format", "taskwarrior", "--yes"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let ours = try td.json(["next", "--json"]) as! [[String: Any]]
        #expect(ours.map { $0["uuid"] as? String ?? "" } == order)
        for row in ours {
            let id = row["uuid"] as? String ?? ""
            let mine = row["urgency"] as? Double ?? .nan
            #expect(abs(mine - (urgency[id] ?? .nan)) < 0.01, "\(row["title"] ?? id): \(mine) here, \(urgency[id] ?? .nan) in Taskwarrior")
        }
    }

    static func isoUTC(_ seconds: Int) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'+00:00'"
        return f.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
