import Foundation
import Testing

/// Where a bad record's problem is, as a person finds it: the line a spreadsheet or an editor
/// shows (the header is line 1) and the 1-based character column, the same whether the file
/// starts with a UTF-8 byte order mark (as Excel's "CSV UTF-8" and Python's `utf-8-sig` write
/// it) or not, since the mark is no character of the text.
@Suite struct ImportColumnTests {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// stderr of `import` of `bytes` as `name`, with and without the mark before them.
    private func problems(_ name: String, _ text: String, options: [String] = []) throws -> (plain: String, marked: String) {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        var said: [String] = []
        for mark in [[], Self.byteOrderMark] {
            let path = td.directory.appendingPathComponent(name).path
            try Data(mark + Array(text.utf8)).write(to: URL(fileURLWithPath: path))
            let db = td.directory.appendingPathComponent("\(mark.count).db").path
            let run = try td.run(["import", path, "--yes", "--db", db] + options)
            said.append(run.stderr)
        }
        return (said[0], said[1])
    }

    @Test func aCSVRecordsColumnsCountFromOneAfterAByteOrderMark() throws {
        // "One," is four characters: the due starts in column 5, the priority of line 3 in 18.
        let (plain, marked) = try problems("tasks.csv", "title,due,priority\nOne,tomorow,high\n\"Two\",2026-12-03,urgent\n")
        for said in [plain, marked] {
            #expect(said.contains("tasks.csv:2:5: due: \"tomorow\" is not"), "\(said)")
            #expect(said.contains("tasks.csv:3:18: priority: \"urgent\" is not"), "\(said)")
        }
    }

    @Test func aHeadersColumnsCountFromOneAfterAByteOrderMark() throws {
        // `title,"due"x`: the x after the closing quote is the 12th character of line 1.
        let (plain, marked) = try problems("head.csv", "title,\"due\"x\nA,\n")
        for said in [plain, marked] {
            #expect(said.contains("head.csv:1:12: unexpected character after a closing quote"), "\(said)")
            #expect(!said.contains("head.csv:1:13"), "\(said)")
        }
    }

    @Test func aQuotedFirstHeaderAfterAByteOrderMarkIsStillQuoted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("quoted.csv").path
        // Every field quoted, as Python's csv.QUOTE_ALL with utf-8-sig writes it.
        try Data(Self.byteOrderMark + Array("\"title\",\"due\"\r\n\"Call Anna\",\"2026-12-03\"\r\n\"Write\",\"soon\"\r\n".utf8))
            .write(to: URL(fileURLWithPath: path))
        let run = try td.run(["import", path, "--yes"])
        #expect(run.status == 5, "one good record, one bad: \(run.stderr)")
        #expect(run.stderr.contains("quoted.csv:3:9: due: \"soon\" is not"), "\(run.stderr)")
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Call Anna"])
        #expect(tasks.first?["due_date"] as? String == "2026-12-03")
    }

    @Test func aJSONArraysColumnsCountFromOneAfterAByteOrderMark() throws {
        // The second element's missing colon is the 25th character of the line.
        let (plain, marked) = try problems("tasks.json", #"[{"title":"a"},{"title" 5}]"# + "\n", options: ["--format", "jsonl"])
        for said in [plain, marked] {
            #expect(said.contains("tasks.json:1:25: expected ':'"), "\(said)")
        }
    }
}
