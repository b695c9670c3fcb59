import Foundation
import Testing
import TestPeers

/// A task's dated notes leave as iCalendar COMMENTs, each with its date first, read by the
/// library people's programs use (python3-icalendar), and travel over CalDAV both ways
/// against a real Radicale with the python3-caldav "phone".
@Suite(.serialized) struct AnnotationICalendarTests {
    typealias Sync = CalDAVSyncTests

    static func instant(_ iso: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: iso)
    }

    @Test(.enabled(if: try Peer.icalendar.installed()))
    func eachAnnotationIsACommentWithItsDateInTheExport() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try AnnotateCommandTests.annotatedTask(td)
        try td.run(["annotate", "1", "перезвонить; в среду, после 10", "--yes", "--now", "2026-12-05T08:00:07+03:00"])
        try td.run(["add", "Pay rent", "--yes"])
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "-o", path]).status == 0)
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            out = {}
            for todo in cal.walk('VTODO'):
                value = todo.get('COMMENT', [])
                out[str(todo.get('SUMMARY'))] = {'comments': [str(v) for v in (value if isinstance(value, list) else [value])],
                                                  'description': str(todo.get('DESCRIPTION', ''))}
            print(json.dumps(out))
            """
        let parsed = try #require(try PythonReader.json(script, reading: path) as? [String: [String: Any]])
        let comments = try #require(parsed["Call Anna"]?["comments"] as? [String])
        #expect(comments == [
            "[2026-12-03 09:30:00+03:00] called, no answer",
            "[2026-12-04 18:05:00+03:00] left a message",
            "[2026-12-05 08:00:07+03:00] перезвонить; в среду, после 10",
        ])
        #expect(parsed["Call Anna"]?["description"] as? String == "called, no answer\nleft a message\nперезвонить; в среду, после 10")
        #expect(parsed["Pay rent"]?["comments"] as? [String] == [])
        // Each date is the annotation's instant, as task JSON gives it.
        let annotations = try AnnotateCommandTests.annotations(td)
        for (comment, annotation) in zip(comments, annotations) {
            let stamp = String(comment.dropFirst().prefix { $0 != "]" }).replacingOccurrences(of: " ", with: "T")
            #expect(Self.instant(stamp) != nil && Self.instant(stamp) == Self.instant(annotation["entry"] ?? ""), "\(comment)")
        }
    }

    /// Notes written here reach the phone as dated COMMENTs; a COMMENT the phone adds arrives
    /// here as one more annotation (dated when the phone changed the task), and goes back
    /// with its date once the task changes here; a second sync with nothing new moves nothing.
    @Test(.enabled(if: try Peer.radicale.installed()))
    func annotationsTravelBothWaysOverCalDAV() throws {
        let server = try DAVServer(.radicale)
        let laptop = try Sync.laptop(server)
        defer { laptop.remove() }
        try AnnotateCommandTests.annotatedTask(laptop)
        _ = try Sync.sync(laptop)
        let uid = try #require(try Sync.tasks(laptop).first?["uuid"] as? String)
        let onPhone = try JSONSerialization.jsonObject(with: Data(try server.phone("comments", uid).utf8)) as? [String]
        #expect(onPhone == ["[2026-12-03 09:30:00+03:00] called, no answer", "[2026-12-04 18:05:00+03:00] left a message"])

        try server.phone("add-comment", uid, "she called back, meeting on Tuesday")
        let stamped = try server.phone("get", uid, "LAST-MODIFIED").trimmingCharacters(in: .whitespacesAndNewlines)
        let pulled = try Sync.sync(laptop, now: "2026-12-05T10:00:00+03:00")
        #expect(Sync.count(pulled, "pulled", "updated") == 1, "\(pulled)")
        var annotations = try AnnotateCommandTests.annotations(laptop)
        #expect(annotations.map { $0["text"] } == ["called, no answer", "left a message", "she called back, meeting on Tuesday"])
        #expect(annotations.prefix(2).map { $0["entry"] } == ["2026-12-03T09:30:00+03:00", "2026-12-04T18:05:00+03:00"])
        #expect(Self.instant(annotations.last?["entry"] ?? "") == Self.instant(stamped), "\(annotations) \(stamped)")
        let idle = try Sync.sync(laptop, now: "2026-12-05T10:01:00+03:00")
        #expect(Sync.count(idle, "pulled", "updated") == 0 && Sync.count(idle, "pushed", "updated") == 0, "\(idle)")

        // And back: a note added here goes to the phone, and the phone's own comment now carries its date.
        try laptop.run(["annotate", "1", "booked the room", "--yes", "--now", "2026-12-05T11:00:00+03:00"])
        let pushed = try Sync.sync(laptop, now: "2026-12-05T11:01:00+03:00")
        #expect(Sync.count(pushed, "pushed", "updated") == 1, "\(pushed)")
        let back = try JSONSerialization.jsonObject(with: Data(try server.phone("comments", uid).utf8)) as? [String] ?? []
        #expect(back.count == 4)
        #expect(back.first == "[2026-12-03 09:30:00+03:00] called, no answer")
        #expect(back.last == "[2026-12-05 11:00:00+03:00] booked the room")
        #expect(back[2].hasSuffix("] she called back, meeting on Tuesday") && back[2].hasPrefix("[20"), "\(back)")
        #expect(try server.phone("get", uid, "DESCRIPTION").contains("booked the room"))
        annotations = try AnnotateCommandTests.annotations(laptop)
        let final = try Sync.sync(laptop, now: "2026-12-05T11:02:00+03:00")
        #expect(Sync.count(final, "pulled", "updated") == 0 && Sync.count(final, "pushed", "updated") == 0, "\(final)")
        #expect(try AnnotateCommandTests.annotations(laptop) == annotations)
    }
}
