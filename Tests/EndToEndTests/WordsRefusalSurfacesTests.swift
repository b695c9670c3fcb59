import Foundation
import Testing

/// Words refused before any backend drafts them are refused by one rule (`WordsRefusal`), and
/// every surface only renders it: `add` in `modify`'s words, an agent's `create_task` as a tool
/// error, `import` as the record's reason. Each surface is met as its user meets it (the
/// binary, `taskdraft mcp` over stdio, an imported file), and each row is refused by all three,
/// naming the same field and value, or by none. A surface that decided on its own again would
/// refuse a row the others take (`due:none`, `depends:-3`, which `modify` reads as a clearing
/// and a removal), or name another field (`scheduled:` sets `start`).
@Suite struct WordsRefusalSurfacesTests {
    struct Row {
        /// Said after "Pay rent".
        let words: String
        /// The field every surface names, and the value it quotes back; nil when none refuses.
        let field: String?
        let value: String
        /// `add`'s message, in `modify`'s words.
        let add: String
        /// The reason an agent and an import read.
        let reason: String
    }

    static let moment = "is not a date or time such as friday 15:00 or 2026-12-04"

    static let rows: [Row] = [
        Row(words: "due:xyz", field: "due", value: "xyz", add: "due 'xyz' names no date or time", reason: moment),
        Row(words: "Due:xyz", field: "due", value: "xyz", add: "due 'xyz' names no date or time", reason: moment),
        Row(words: "scheduled:xyz", field: "start", value: "xyz", add: "scheduled 'xyz' names no date or time", reason: moment),
        Row(words: "wait:soonish", field: "wait", value: "soonish", add: "wait 'soonish' names no date or time", reason: moment),
        Row(words: "due:none", field: "due", value: "none", add: "due 'none' names no date or time", reason: moment),
        Row(words: "priority:urgentish", field: "priority", value: "urgentish",
            add: "priority 'urgentish' is not one of H, M, L (high, medium, low, none)", reason: "is not none, low, medium or high"),
        Row(words: "est:0", field: "estimate", value: "0", add: "estimate '0' is not a length such as 2h, 30m, 1h30m or PT1H30M",
            reason: "is not a length such as 2h, 30m, 1h30m or PT1H30M"),
        Row(words: "estimate:none", field: "estimate", value: "none",
            add: "estimate 'none' is not a length such as 2h, 30m, 1h30m or PT1H30M", reason: "is not a length such as 2h"),
        Row(words: "recur:whenever", field: "recurrence", value: "whenever",
            add: #"recurrence 'whenever' is neither words such as "every friday" nor an RRULE such as FREQ=WEEKLY;BYDAY=FR"#,
            reason: #"is not a repeat such as "every friday" or an RRULE such as FREQ=WEEKLY;BYDAY=FR"#),
        Row(words: "depends:-3", field: "depends", value: "-3", add: "depends '-3' is not task numbers or UIDs",
            reason: "is not task numbers or UIDs"),
        Row(words: "on 2026-02-30", field: "due", value: "2026-02-30", add: #""2026-02-30" is not a date in the calendar; nothing written"#,
            reason: "is not a date in the calendar"),
        // Refused by none: a good value is read, a quoted word, todo.txt's `t:`, "Re:" and a clock time stay.
        Row(words: "due:2026-12-10 priority:H", field: nil, value: "", add: "", reason: ""),
        Row(words: "\"due:xyz\"", field: nil, value: "", add: "", reason: ""),
        Row(words: "t:soon", field: nil, value: "", add: "", reason: ""),
        Row(words: "Re: the lease at 10:30", field: nil, value: "", add: "", reason: ""),
    ]

    static func text(_ row: Row) -> String { "Pay rent " + row.words }

    @Test func addAnAgentAndAnImportRefuseTheSameWordsByTheSameField() throws {
        // `add`, one run per row.
        let cli = try TaskDraftBinary()
        defer { cli.remove() }
        for row in Self.rows {
            let result = try cli.run(["add", Self.text(row), "--yes", "--json"])
            guard row.field != nil else {
                #expect(result.status == 0, "add \(row.words): \(result.stdout)")
                continue
            }
            #expect(result.status == 2, "add \(row.words): \(result.stdout)")
            let error = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["error"] as? [String: Any]
            #expect(error?["message"] as? String == row.add, "add \(row.words): \(result.stdout)")
        }

        // An agent's `create_task`, every row in one stdio session.
        let mcp = try TaskDraftBinary()
        defer { mcp.remove() }
        var lines = [#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"e2e","version":"1"}}}"#,
                     #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#]
        for (index, row) in Self.rows.enumerated() {
            let call: [String: Any] = ["jsonrpc": "2.0", "id": index + 1, "method": "tools/call",
                                       "params": ["name": "create_task", "arguments": ["text": Self.text(row)]]]
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: call), as: UTF8.self))
        }
        let served = try mcp.run(["mcp"], stdin: lines.joined(separator: "\n") + "\n")
        var answers: [Int: [String: Any]] = [:]
        for line in served.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let id = object["id"] as? Int, let result = object["result"] as? [String: Any] else { continue }
            answers[id] = result
        }
        #expect(answers.count == Self.rows.count + 1, "\(served.stdout.prefix(500))")
        for (index, row) in Self.rows.enumerated() {
            let answer = try #require(answers[index + 1], "create_task \(row.words)")
            guard let field = row.field else {
                #expect(answer["isError"] as? Bool == false, "create_task \(row.words): \(answer)")
                continue
            }
            let text = ((answer["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
            #expect(answer["isError"] as? Bool == true, "create_task \(row.words): \(answer)")
            #expect(text.contains("\"\(row.value)\"") && text.contains(row.reason), "create_task \(row.words): \(text)")
            // A date not in the calendar concerns the due; every other refusal names its field.
            if row.words.contains(":") {
                #expect(text.hasPrefix("Invalid arguments for create_task: `text` sets \(field) with "), "create_task \(row.words): \(text)")
            }
        }

        // `import`, every row a line of one file; the lines no surface refuses go in.
        let file = try TaskDraftBinary()
        defer { file.remove() }
        let path = try file.writeFile("tasks.txt", Self.rows.map(Self.text).joined(separator: "\n") + "\n")
        let imported = try file.run(["import", path, "--format", "lines", "--yes", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any], "\(imported.stderr)")
        let errors = (report["errors"] as? [[String: Any]]) ?? []
        let errorOfLine = Dictionary(errors.map { (($0["line"] as? Int) ?? 0, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(errorOfLine.count == errors.count, "one error a line: \(errors)")
        #expect(report["created"] as? Int == Self.rows.count - errors.count, "\(report)")
        for (index, row) in Self.rows.enumerated() {
            let error = errorOfLine[index + 1]
            guard row.field != nil else {
                #expect(error == nil, "import \(row.words): \(error ?? [:])")
                continue
            }
            let message = (error?["error"] as? String) ?? ""
            #expect(error?["field"] as? String == row.field, "import \(row.words): \(error ?? [:])")
            #expect(message.hasPrefix("\"\(row.value)\" ") && message.contains(row.reason), "import \(row.words): \(message)")
        }
    }
}
