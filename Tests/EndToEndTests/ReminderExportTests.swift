import Foundation
import Testing
import TestPeers

/// Reminders leave TaskDraft as iCalendar VALARMs, read back by a real iCalendar library.
@Suite struct ReminderExportTests {
    @Test(.enabled(if: try Peer.icalendar.installed()))
    func icsExportWritesAValarmPerReminder() throws {
        let t = try TaskDraftBinary()
        defer { t.remove() }
        try t.run(["add", "--yes", "Call Anna tomorrow at 15:00, remind me 30 minutes before"])
        try t.run(["add", "--yes", "Pay rent on friday, remind me at 9am"])
        try t.run(["edit", "2", "--remind", "9am, 2026-12-03T20:00:00+03:00", "--yes"])
        let path = t.directory.appendingPathComponent("tasks.ics").path
        #expect(try t.run(["export", "-o", path]).status == 0)
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            out = {}
            for todo in cal.walk('VTODO'):
                alarms = []
                for alarm in todo.walk('VALARM'):
                    trigger = alarm.get('TRIGGER')
                    value = trigger.dt
                    alarms.append({'action': str(alarm.get('ACTION')), 'related': trigger.params.get('RELATED'),
                                   'trigger': value.total_seconds() if hasattr(value, 'total_seconds') else value.isoformat(),
                                   'description': str(alarm.get('DESCRIPTION'))})
                out[str(todo.get('SUMMARY'))] = alarms
                out['due ' + str(todo.get('SUMMARY'))] = [{'due': todo.decoded('DUE').isoformat(), 'priority': todo.get('PRIORITY')}]
            print(json.dumps(out))
            """
        let parsed = try #require(try PythonReader.json(script, reading: path) as? [String: [[String: Any]]])
        let anna = try #require(parsed["Call Anna"])
        #expect(anna.count == 1)
        #expect(anna.first?["action"] as? String == "DISPLAY")
        #expect(anna.first?["related"] as? String == "END")
        #expect(anna.first?["trigger"] as? Double == -1800)
        #expect(anna.first?["description"] as? String == "Call Anna")
        // DUE in the session's zone (its VTIMEZONE in the file), a day as a DATE; no priority 0, as sync writes it.
        #expect(parsed["due Call Anna"]?.first?["due"] as? String == "2026-12-03T15:00:00+03:00")
        #expect(parsed["due Pay rent"]?.first?["due"] as? String == "2026-12-04")
        #expect(parsed["due Call Anna"]?.first?["priority"] as? Int == 0)
        let rent = try #require(parsed["Pay rent"])
        #expect(rent.count == 2)
        #expect(rent.first?["trigger"] as? Double == 32_400)
        #expect(rent.last?["trigger"] as? String == "2026-12-03T17:00:00+00:00")
    }
}
