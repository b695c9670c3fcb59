import Foundation
import TaskDraftKit
import Testing

/// README's "Priority levels" table is the mapping a Taskwarrior, Todoist or calendar user
/// reads: each format's cell is checked against the binary both ways, what `export` writes
/// for each level and what `import` reads back from each value the cell names.
@Suite struct PriorityTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The table's rows by level: the cells of the Taskwarrior, Todoist, iCalendar and todo.txt columns.
    static func table() throws -> [String: (taskwarrior: String, todoist: String, icalendar: String, todoTxt: String)] {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "\n## Priority levels\n"))
        let header = "| TaskDraft | words | Taskwarrior | Todoist | iCalendar `PRIORITY` (CalDAV, `ics`) | todo.txt |"
        let table = try #require(readme.range(of: header, range: section.upperBound..<readme.endIndex))
        var rows: [String: (String, String, String, String)] = [:]
        for line in readme[table.upperBound...].split(separator: "\n").dropFirst(2) {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[0].replacingOccurrences(of: "`", with: "")] = (cells[2], cells[3], cells[4], cells[5])
        }
        #expect(Set(rows.keys) == Set(Priority.allCases.map(\.rawValue)), "\(rows.keys)")
        return rows
    }

    /// The numbers a cell names: `1–4` is 1, 2, 3, 4.
    static func numbers(_ text: String) -> [Int] {
        let parts = text.split(separator: "–").map { Int(String($0.filter(\.isNumber))) }
        guard let low = parts.first ?? nil else { return [] }
        guard parts.count == 2, let high = parts[1] else { return [low] }
        return Array(low...high)
    }

    static func levels(_ td: TaskDraftBinary, db: String) throws -> [String: String] {
        let tasks = try td.json(["list", "--json", "--db", db]) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as? String ?? "", $0["priority"] as? String ?? "") })
    }

    @Test func eachFormatWritesAndReadsWhatTheTableSays() throws {
        let table = try Self.table()
        let td = try TaskDraftBinary()
        defer { td.remove() }
        // Titles no reading takes a priority or a date from.
        let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]
        let titles = Dictionary(uniqueKeysWithValues: zip(Priority.allCases, names))
        for level in Priority.allCases {
            let added = try td.run(["add", "--yes", "\(titles[level]!) priority:\(level.rawValue)"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        let exported = try Self.levels(td, db: td.databasePath)
        #expect(exported == Dictionary(uniqueKeysWithValues: Priority.allCases.map { (titles[$0]!, $0.rawValue) }), "\(exported)")

        // Written.
        let taskwarrior = try td.json(["export", "--format", "taskwarrior"]) as? [[String: Any]] ?? []
        let todoist = try td.run(["export", "--format", "todoist"]).stdout
        let ics = try td.run(["export", "--format", "ics"]).stdout
        let todoTxt = try td.run(["export", "--format", "todotxt"]).stdout
        for level in Priority.allCases {
            let row = try #require(table[level.rawValue])
            let title = titles[level]!
            let tw = taskwarrior.first { $0["description"] as? String == title }
            #expect(tw?["priority"] as? String == (row.taskwarrior == "no `priority`" ? nil : row.taskwarrior.replacingOccurrences(of: "`", with: "")),
                    "Taskwarrior, \(level)")
            let todoistRow = todoist.split(separator: "\r\n").first { $0.hasPrefix("task,\(title),") }
            #expect(todoistRow?.split(separator: ",", omittingEmptySubsequences: false)[3] == row.todoist.prefix { $0 != " " }, "Todoist, \(level)")
            let written = try #require(row.icalendar.firstMatch(of: /written (\d)/)?.1, "\(row.icalendar)")
            let vtodo = try #require(ics.components(separatedBy: "BEGIN:VTODO").first { $0.contains("\r\nSUMMARY:\(title)\r\n") })
            #expect(vtodo.contains("\r\nPRIORITY:\(written)\r\n"), "iCalendar, \(level)")
            let line = todoTxt.split(separator: "\n").first { $0.contains(title) } ?? ""
            let letter = row.todoTxt.firstMatch(of: /^`(\([A-Z]\))`/)?.1
            #expect(letter.map { line.hasPrefix($0 + " ") } ?? !line.hasPrefix("("), "todo.txt, \(level): \(line)")
        }

        // Read: every value a cell names imports as its level.
        var twFile: [String] = [], todoistFile = "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\n"
        var icsFile = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n", todoTxtFile = ""
        var expected: [String: String] = [:]
        for level in Priority.allCases {
            let row = try #require(table[level.rawValue])
            let tw = row.taskwarrior == "no `priority`" ? "" : #","priority":"\#(row.taskwarrior.replacingOccurrences(of: "`", with: ""))""#
            twFile.append(#"{"uuid":"\#(UUID().uuidString.lowercased())","description":"TW \#(level.rawValue)","status":"pending","entry":"20261201T090000Z"\#(tw)}"#)
            expected["TW \(level.rawValue)"] = level.rawValue
            for number in Self.numbers(String(row.todoist.prefix { $0 != " " })) {
                todoistFile += "task,Todoist \(names[number]),,\(number),1,,,,,\n"
                expected["Todoist \(names[number])"] = level.rawValue
            }
            let read = try #require(row.icalendar.firstMatch(of: /read ([0-9–]+)/)?.1, "\(row.icalendar)")
            var values = Self.numbers(String(read)).map(String.init)
            if row.icalendar.contains("read 0 or none") { values.append("") }
            for value in values {
                let property = value.isEmpty ? "" : "PRIORITY:\(value)\r\n"
                icsFile += "BEGIN:VTODO\r\nUID:ics-\(level.rawValue)-\(value)\r\nSUMMARY:ICS \(level.rawValue) \(value)\r\n\(property)END:VTODO\r\n"
                expected["ICS \(level.rawValue) \(value)".trimmingCharacters(in: .whitespaces)] = level.rawValue
            }
            // `(A)`, `(C)`; read `(C)`–`(Z)`, or no letter.
            let named = row.todoTxt.matches(of: /\(([A-Z])\)/).compactMap { Character(String($0.1)).asciiValue }
            let letters = named.count > 1 ? Array(named[named.count - 2]...named[named.count - 1]) : named
            if letters.isEmpty { todoTxtFile += "Todotxt none\n"; expected["Todotxt none"] = level.rawValue }
            for code in letters {
                let letter = Character(UnicodeScalar(code))
                todoTxtFile += "(\(letter)) Todotxt \(letter)\n"
                expected["Todotxt \(letter)"] = level.rawValue
            }
        }
        icsFile += "END:VCALENDAR\r\n"
        let restored = td.directory.appendingPathComponent("restored.db").path
        for (format, file) in [("taskwarrior", "[" + twFile.joined(separator: ",") + "]"), ("csv", todoistFile), ("ics", icsFile), ("todotxt", todoTxtFile)] {
            let imported = try td.run(["import", "-", "--format", format, "--yes", "--db", restored], stdin: file)
            #expect(imported.status == 0, "\(format): \(imported.stderr)")
        }
        let read = try Self.levels(td, db: restored)
        #expect(read.count == expected.count, "\(read.keys.sorted())")
        for (title, level) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(read[title] == level, "\(title)")
        }
    }
}
