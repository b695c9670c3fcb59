import Foundation
import Testing

/// What `add` refuses, `import` refuses record by record (issue 29): words to draft with an
/// attribute whose value its field cannot take (`due:xyz`, `priority:urgentish`,
/// `estimate:-5h`, `wait:soonish`) or a date not in the calendar, in plain lines, a JSON Lines
/// `text`, a CSV `text` column and a Todoist CSV's CONTENT; and in an .ics, a DUE, DTSTART,
/// wait, estimate or PRIORITY its field cannot take. Each such record is reported with its
/// typed reason (in the terminal's language, `--json` as every other bad record) and not
/// written; the rest of the file goes in.
@Suite struct ImportAttributeValueTests {
    /// Each bad line, the field its refusal names and the English reason.
    static let badLines: [(line: String, field: String, reason: String)] = [
        ("Pay rent due:xyz", "due", #""xyz" is not a date or time such as friday 15:00 or 2026-12-04"#),
        ("Call Anna priority:urgentish", "priority", #""urgentish" is not none, low, medium or high"#),
        ("Write the memo estimate:-5h", "estimate", #""-5h" is not a length such as 2h, 30m, 1h30m or PT1H30M"#),
        ("Hide the gifts wait:soonish", "wait", #""soonish" is not a date or time such as friday 15:00 or 2026-12-04"#),
        ("Plan the trip scheduled:xyz", "start", #""xyz" is not a date or time such as friday 15:00 or 2026-12-04"#),
        ("Pay rent 2026-02-30", "due", #""2026-02-30" is not a date in the calendar"#),
        // Hostile: a value of 9,000 characters is quoted back cut short (longer words are refused whole,
        // `TaskDraft.wordsLimit`); an escape sequence never reaches the terminal.
        ("Pay rent due:" + String(repeating: "x", count: 9_000), "due", #"is not a date or time"#),
        ("Paint the fence priority:\u{1B}[31mred", "priority", #"is not none, low, medium or high"#),
    ]
    static let goodLines = ["Re: the contract at 10:30", "Water the plants t:soon", "Pay rent due:2026-12-10 priority:H estimate:2h"]

    func report(_ result: TaskDraftBinary.Result) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    }

    func titles(_ td: TaskDraftBinary) throws -> [String] {
        (try td.json(["list", "--all", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }.sorted()
    }

    /// Lines, JSON Lines and CSV, each with the bad lines between good ones.
    @Test(arguments: ["lines", "jsonl", "csv"])
    func aRecordWhoseWordsAddRefusesIsReportedAndTheRestImported(format: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let lines = Self.goodLines.prefix(2) + Self.badLines.map(\.line) + Self.goodLines.suffix(1)
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let file: String
        switch format {
        case "lines": file = lines.joined(separator: "\n") + "\n"
        case "jsonl":
            file = try lines.map { String(decoding: try JSONSerialization.data(withJSONObject: ["text": $0]), as: UTF8.self) }
                .joined(separator: "\n") + "\n"
        default: file = "text,project\n" + lines.map { quoted($0) + ",Home" }.joined(separator: "\n") + "\n"
        }
        let path = td.directory.appendingPathComponent("tasks.\(format == "lines" ? "txt" : format)").path
        try file.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--format", format, "--yes", "--json"])
        #expect(result.status == 5, "\(format): \(result.stderr)")
        let json = try report(result)
        #expect(json["created"] as? Int == Self.goodLines.count, "\(format): \(json)")
        #expect(json["failed"] as? Int == Self.badLines.count, "\(format): \(json)")
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.map { $0["line"] as? Int } == Self.badLines.indices.map { $0 + (format == "csv" ? 4 : 3) }, "\(format): \(errors)")
        for (error, bad) in zip(errors, Self.badLines) {
            #expect(error["field"] as? String == bad.field, "\(format) \(bad.line.prefix(40)): \(error)")
            let message = try #require(error["error"] as? String)
            #expect(message.contains(bad.reason) && message.utf8.count < 300, "\(format) \(bad.line.prefix(40)): \(message.prefix(300))")
            if format == "csv" { #expect(error["column"] as? Int == 1, "\(error)") }
        }
        #expect(!result.stderr.contains("\u{1B}[31m"), "no escape sequence reaches the terminal")
        #expect(try titles(td) == ["Pay rent", "Re: the contract", "Water the plants t:soon"], "\(format)")
    }

    /// DATE's words are drafted as `add` drafts words, and refused as it refuses them, placed at
    /// DATE's column; CONTENT is the title as written, attributes and all.
    @Test func aTodoistRowWhoseDateAddRefusesIsReported() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("todoist.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Buy milk,,4,1,,,tomorrow,en,
            task,Pay rent,,4,1,,,2026-02-30,en,
            task,Call Anna,,4,1,,,friday estimate:-5h,en,
            task,Pay rent due:xyz,,4,1,,,friday,en,

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes", "--json"])
        #expect(result.status == 5, "\(result.stderr)")
        let errors = try #require(try report(result)["errors"] as? [[String: Any]])
        #expect(errors.map { $0["field"] as? String } == ["due", "estimate"], "\(errors)")
        #expect(errors.map { $0["column"] as? Int } == [22, 23], "DATE's column: \(errors)")
        #expect(try titles(td) == ["Buy milk", "Pay rent due:xyz"])
    }

    /// The report in each language, from the reason's own words.
    @Test func theReasonIsWordedInTheTerminalsLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("tasks.txt").path
        try "Pay rent due:xyz\nWrite the memo estimate:-5h\nPay rent 2026-02-30\nBuy milk\n".write(toFile: path, atomically: true, encoding: .utf8)
        for (language, expected) in [
            ("C.UTF-8", [#"tasks.txt:1: due: "xyz" is not a date or time such as friday 15:00 or 2026-12-04"#,
                         #"tasks.txt:2: estimate: "-5h" is not a length such as 2h, 30m, 1h30m or PT1H30M"#,
                         #"tasks.txt:3: due: "2026-02-30" is not a date in the calendar"#]),
            ("ru_RU.UTF-8", ["tasks.txt:1: due: «xyz» — не дата или время, например «пятница 15:00» или 2026-12-04",
                             "tasks.txt:2: estimate: «-5h» — не длительность, например 2h, 30m, 1h30m или PT1H30M",
                             "tasks.txt:3: due: «2026-02-30» — такой даты нет в календаре"]),
            ("pl_PL.UTF-8", ["tasks.txt:1: due: „xyz” to nie data ani godzina, np. „piątek 15:00” albo 2026-12-04",
                             "tasks.txt:2: estimate: „-5h” to nie długość, np. 2h, 30m, 1h30m albo PT1H30M",
                             "tasks.txt:3: due: „2026-02-30” to nie data z kalendarza"]),
        ] {
            td.environment["LANG"] = language
            let result = try td.run(["import", path, "--yes"])
            #expect(result.status == 5, "\(language): \(result.stderr)")
            for line in expected { #expect(result.stderr.contains(line), "\(language): \(line)\n\(result.stderr)") }
        }
        #expect(try titles(td) == ["Buy milk"], "the good line, once")
    }

    /// An .ics: a field's own property with a value the field cannot take is a bad record, not a
    /// note; a repeat rule this planner cannot follow is still kept as one.
    @Test func anICalendarFieldItCannotReadIsABadRecord() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let bad: [(property: String, reason: String)] = [
            ("DUE:xyz", #""xyz" is not an iCalendar date (20261203) or date-time (20261203T150000Z)"#),
            ("DTSTART;VALUE=DATE:2026", #""2026" is not an iCalendar date"#),
            ("X-TASKDRAFT-WAIT:soonish", #""soonish" is not an iCalendar date"#),
            ("X-TASKDRAFT-ESTIMATE:-5h", #""-5h" is not a length such as 2h"#),
            ("PRIORITY:urgentish", #""urgentish" is not an iCalendar priority (0 to 9, 1 the highest)"#),
            ("PRIORITY:10", #""10" is not an iCalendar priority"#),
            ("DUE:" + String(repeating: "9", count: 50_000), "is not an iCalendar date"),
        ]
        var calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        calendar += "BEGIN:VTODO\r\nUID:good-1\r\nSUMMARY:Good\r\nDUE;VALUE=DATE:20261204\r\nPRIORITY:1\r\nRRULE:FREQ=SECONDLY\r\nEND:VTODO\r\n"
        for (index, item) in bad.enumerated() {
            calendar += "BEGIN:VTODO\r\nUID:bad-\(index)\r\nSUMMARY:Bad \(index)\r\n\(item.property)\r\nEND:VTODO\r\n"
        }
        calendar += "BEGIN:VTODO\r\nUID:good-2\r\nSUMMARY:Also good\r\nPRIORITY:0\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let path = td.directory.appendingPathComponent("tasks.ics").path
        try calendar.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes", "--json"])
        #expect(result.status == 5, "\(result.stderr)")
        let errors = try #require(try report(result)["errors"] as? [[String: Any]])
        #expect(errors.count == bad.count, "\(errors)")
        for (error, item) in zip(errors, bad) {
            let name = String(item.property.prefix { $0 != ":" && $0 != ";" })
            #expect(error["field"] as? String == name, "\(error)")
            #expect((error["error"] as? String)?.contains(item.reason) == true, "\(item.property.prefix(40)): \(error)")
        }
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        #expect(tasks.compactMap { $0["title"] as? String }.sorted() == ["Also good", "Good"])
        let good = try #require(tasks.first { $0["title"] as? String == "Good" })
        let notes = (good["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String } ?? []
        #expect(notes.contains { $0.contains("RRULE") }, "an RRULE it cannot follow stays a note: \(notes)")
        #expect(good["priority"] as? String == "high" && good["due_date"] as? String == "2026-12-04")
    }
}
