import Foundation
import Testing
import TestPeers

/// `wait` and `estimate` have no iCalendar property of their own: an .ics file carries them as
/// `X-TASKDRAFT-WAIT` (a date, or a UTC moment, as DTSTART would be) and `X-TASKDRAFT-ESTIMATE`
/// (an RFC 5545 duration). Checked here with python3-icalendar on both sides: what it reads in
/// an export, and a file it writes with them, read by `import`.
@Suite(.enabled(if: try Peer.icalendar.installed()))
struct WaitEstimateICalendarTests {
    @Test func pythonICalendarReadsWaitAndEstimateFromAnExport() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let seed = td.directory.appendingPathComponent("seed.jsonl").path
        try """
            {"title":"Renew the passport","wait":"2027-01-15T09:00:00+03:00","estimate":"PT1H30M"}
            {"title":"Plan the vacation","wait_date":"2027-01-10","estimate":"P2D"}
            {"title":"Water the plants"}

            """.write(toFile: seed, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", seed, "--yes"]).status == 0)
        let path = td.directory.appendingPathComponent("tasks.ics").path
        #expect(try td.run(["export", "status:all", "-o", path]).status == 0)
        // Each VTODO's two properties as written (value, VALUE parameter), and as a reader that
        // knows their types makes them: a date or a moment, and a number of seconds.
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            out = {}
            for t in cal.walk('VTODO'):
                seen = {}
                wait = t.get('X-TASKDRAFT-WAIT')
                if wait is not None:
                    seen['wait'] = [wait.to_ical().decode(), wait.params.get('VALUE'),
                                    icalendar.vDDDTypes.from_ical(wait.to_ical().decode()).isoformat()]
                estimate = t.get('X-TASKDRAFT-ESTIMATE')
                if estimate is not None:
                    seen['estimate'] = [estimate.to_ical().decode(),
                                        icalendar.vDuration.from_ical(estimate.to_ical().decode()).total_seconds()]
                out[str(t.get('SUMMARY'))] = seen
            print(json.dumps(out))
            """
        let seen = try #require(try PythonReader.json(script, reading: path) as? [String: [String: [Any]]])
        let passport = try #require(seen["Renew the passport"])
        #expect(passport["wait"]?[0] as? String == "20270115T060000Z")
        #expect(passport["wait"]?[1] is NSNull)
        #expect(passport["wait"]?[2] as? String == "2027-01-15T06:00:00+00:00")
        #expect(passport["estimate"]?[0] as? String == "PT1H30M")
        #expect(passport["estimate"]?[1] as? Double == 5_400)
        let vacation = try #require(seen["Plan the vacation"])
        #expect(vacation["wait"]?[0] as? String == "20270110")
        #expect(vacation["wait"]?[1] as? String == "DATE")
        #expect(vacation["wait"]?[2] as? String == "2027-01-10")
        #expect(vacation["estimate"]?[1] as? Double == 172_800)
        #expect(seen["Water the plants"]?.isEmpty == true)
    }

    @Test func aFilePythonICalendarWritesWithThemIsImported() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("written.ics").path
        let script = """
            import icalendar, json, sys
            from datetime import date, datetime, timedelta, timezone
            cal = icalendar.Calendar()
            cal.add('prodid', '-//python3-icalendar//test//EN')
            cal.add('version', '2.0')
            def todo(uid, summary, wait, estimate):
                t = icalendar.Todo()
                t.add('uid', uid)
                t.add('summary', summary)
                t.add('X-TASKDRAFT-WAIT', icalendar.vDDDTypes(wait))
                t.add('X-TASKDRAFT-ESTIMATE', icalendar.vDuration(estimate))
                cal.add_component(t)
            todo('wait-day', 'Plan the vacation', date(2027, 1, 10), timedelta(days=2))
            todo('wait-utc', 'Renew the passport', datetime(2027, 1, 15, 6, 0, tzinfo=timezone.utc), timedelta(hours=1, minutes=30))
            todo('wait-local', 'Call the embassy', datetime(2027, 1, 20, 9, 30), timedelta(minutes=45))
            open(sys.argv[1], 'wb').write(cal.to_ical())
            print(json.dumps({'todos': len(cal.walk('VTODO'))}))
            """
        #expect((try PythonReader.json(script, reading: path) as? [String: Int])?["todos"] == 3)
        let file = try String(contentsOfFile: path, encoding: .utf8)
        #expect(file.contains("X-TASKDRAFT-WAIT;VALUE=DATE:20270110"), "\(file)")
        let report = try td.json(["import", path, "--yes", "--json"]) as? [String: Any]
        #expect(report?["created"] as? Int == 3, "\(String(describing: report))")
        #expect(report?["kept"] as? Int == 0, "\(String(describing: report))")
        let tasks = try td.json(["list", "--all", "--json"]) as? [[String: Any]] ?? []
        let byUID = Dictionary(uniqueKeysWithValues: tasks.map { ($0["uuid"] as? String ?? "", $0) })
        #expect(byUID["wait-day"]?["wait_date"] as? String == "2027-01-10")
        #expect(byUID["wait-day"]?["estimate"] as? String == "P2D")
        // python3-icalendar names the zone (`TZID=UTC`) beside the `Z`: the moment keeps it, as a DUE in a named zone does.
        #expect(byUID["wait-utc"]?["wait"] as? String == "2027-01-15T06:00:00+00:00")
        #expect(byUID["wait-utc"]?["estimate"] as? String == "PT1H30M")
        // A floating time (no Z, no TZID) is the session's wall time.
        #expect(byUID["wait-local"]?["wait"] as? String == "2027-01-20T09:30:00+03:00")
        #expect(byUID["wait-local"]?["estimate"] as? String == "PT45M")
    }
}
