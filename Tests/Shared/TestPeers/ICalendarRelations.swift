import Foundation

/// python3-icalendar, the library people's programs read .ics files with, reading the
/// relations of the VTODOs in a file TaskDraft wrote: each VTODO's `RELATED-TO` values by
/// `RELTYPE` (PARENT where none is given, as RFC 5545 says), by `SUMMARY`.
public enum ICalendarRelations {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let script = """
        import icalendar, json, sys
        cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        out = {}
        for t in cal.walk('VTODO'):
            related = t.get('RELATED-TO', [])
            related = related if isinstance(related, list) else [related]
            kinds = {}
            for r in related:
                kinds.setdefault(str(r.params.get('RELTYPE', 'PARENT')).upper(), []).append(str(r))
            out[str(t.get('SUMMARY'))] = kinds
        print(json.dumps(out))
        """

    /// `["Send invitations": ["PARENT": [uid], "DEPENDS-ON": [uid, uid]], "Plan the party": [:]]`.
    public static func read(_ path: String) throws -> [String: [String: [String]]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "python3-icalendar could not read \(path)") }
        guard let relations = try JSONSerialization.jsonObject(with: data) as? [String: [String: [String]]] else {
            throw Failure(description: "python3-icalendar's relations of \(path) are not by summary and RELTYPE")
        }
        return relations
    }
}
