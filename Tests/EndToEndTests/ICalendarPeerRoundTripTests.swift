import Foundation
import Testing
import TaskSets
import TestPeers

/// Every field issue 29 added (`EveryNewFieldTasks`), through python3-icalendar as
/// `TaskwarriorRoundTripTests` goes through the real `task`: an .ics export, parsed and written
/// again by the library (its own folding, escaping and parameter order), read back by `import`,
/// gives the same tasks field for field and the same export; and the library itself reads each
/// field's value.
@Suite struct ICalendarPeerRoundTripTests {
    static func tasks(_ json: String) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    }

    /// Task JSON without the row ids of links, keys sorted.
    static func portable(_ json: String) throws -> String {
        let tasks = try Self.tasks(json).map { task in
            var task = task
            task["depends"] = (task["depends"] as? [[String: Any]])?.map { $0.filter { $0.key != "id" } }
            return task
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: tasks, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test(.enabled(if: try Peer.icalendar.installed()))
    func everyNewFieldComesBackThroughPythonICalendar() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.make(EveryNewFieldTasks.steps)

        let first = try td.exportAll("ics", db: td.databasePath)
        let original = td.directory.appendingPathComponent("tasks.ics").path
        try first.write(toFile: original, atomically: true, encoding: .utf8)
        // The library reads each field, and writes the calendar again as it would after an edit.
        let rewritten = td.directory.appendingPathComponent("rewritten.ics").path
        let script = """
            import icalendar, json, sys
            cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            out = {}
            def listed(value):
                return value if isinstance(value, list) else ([] if value is None else [value])
            for t in cal.walk('VTODO'):
                seen = {'priority': int(t.get('PRIORITY', 0))}
                if 'DTSTART' in t: seen['start'] = t.decoded('DTSTART').isoformat()
                if 'X-TASKDRAFT-WAIT' in t: seen['wait'] = icalendar.vDDDTypes.from_ical(t['X-TASKDRAFT-WAIT'].to_ical().decode()).isoformat()
                if 'X-TASKDRAFT-ESTIMATE' in t: seen['estimate'] = icalendar.vDuration.from_ical(t['X-TASKDRAFT-ESTIMATE'].to_ical().decode()).total_seconds()
                for r in listed(t.get('RELATED-TO')):
                    seen.setdefault(str(r.params.get('RELTYPE', 'PARENT')), []).append(str(r))
                seen['comments'] = [str(c) for c in listed(t.get('COMMENT'))]
                out[str(t.get('SUMMARY'))] = seen
            open(sys.argv[1].replace('tasks.ics', 'rewritten.ics'), 'wb').write(cal.to_ical())
            print(json.dumps(out))
            """
        let seen = try #require(try PythonReader.json(script, reading: original) as? [String: [String: Any]])
        let uid = Dictionary(uniqueKeysWithValues: try Self.tasks(td.exportAll("json", db: td.databasePath))
            .map { ($0["title"] as? String ?? "", $0["uuid"] as? String ?? "") })
        let move = try #require(seen["Move the office"]), pack = try #require(seen["Pack the books"])
        let label = try #require(seen["Label the boxes"]), order = try #require(seen["Order boxes"])
        #expect(move["priority"] as? Int == 1 && pack["priority"] as? Int == 5 && label["priority"] as? Int == 9 && order["priority"] as? Int == 0)
        #expect(move["start"] as? String == "2026-12-07")
        #expect(pack["start"] as? String == "2026-12-08T07:00:00+00:00")
        #expect(pack["wait"] as? String == "2027-01-04T06:30:00+00:00" && label["wait"] as? String == "2027-01-04")
        #expect(move["estimate"] as? Double == 172_800 && pack["estimate"] as? Double == 5_400)
        #expect(pack["PARENT"] as? [String] == [uid["Move the office"] ?? "?"])
        #expect(label["PARENT"] as? [String] == [uid["Pack the books"] ?? "?"])
        #expect(label["DEPENDS-ON"] as? [String] == [uid["Order boxes"] ?? "?"])
        #expect(move["comments"] as? [String] == ["[2026-11-30 10:00:00+03:00] landlord says June",
                                                  "[2026-12-01 12:00:07+03:00] keys: two sets, one spare; «ключи»"], "\(move)")

        let restored = td.directory.appendingPathComponent("restored.db").path
        let report = try td.json(["import", rewritten, "--format", "ics", "--yes", "--json", "--db", restored]) as? [String: Any]
        #expect(report?["created"] as? Int == 5 && report?["kept"] as? Int == 0 && report?["failed"] as? Int == 0, "\(String(describing: report))")
        // The same tasks, field for field; a link by the UID that travels (its `id` is this database's row).
        #expect(try Self.portable(td.exportAll("json", db: restored)) == (try Self.portable(td.exportAll("json", db: td.databasePath))))
        #expect(try td.exportAll("ics", db: restored) == first)
    }
}
