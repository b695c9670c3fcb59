import Foundation
import Testing
import TaskDraftKit

/// `add`, `modify` and `import` (JSON records and an .ics file's CATEGORIES) refuse a tag or a
/// project over its limit in characters or in Unicode scalars (`TaskDraft.tagLimit`,
/// `projectLimit`), and more than `TaskDraft.maximumTags` tags, saying so in the person's
/// language with the value quoted cut short; nothing of it is stored. Before, neither had a
/// limit: a 5,000-character tag went through every one of them.
@Suite struct TagAndProjectLimitCommandTests {
    /// Long in characters, and long in scalars only; short enough as words for `add` to read them.
    static let hostile: [String] = [String(repeating: "x", count: 5_000), "e" + String(repeating: "\u{301}", count: 20_000)]
    static let languages: [(lang: String, word: String)] = [("C.UTF-8", "characters"), ("ru_RU.UTF-8", "символ"), ("pl_PL.UTF-8", "znak")]

    static func length(_ value: String, most: Int) -> Int { value.count > most ? value.count : value.unicodeScalars.count }

    static func tasks(_ td: TaskDraftBinary) throws -> [[String: Any]] { try td.json(["list", "--json"]) as! [[String: Any]] }

    /// What a refusal of `value` says: its length, the limit, the language's word, and the value
    /// cut short (`RefusedValue`: 60 scalars), never the whole of it.
    static func expectRefusal(_ said: String, of value: String, most: Int, word: String, _ label: String) {
        #expect(said.contains("\(length(value, most: most))") && said.contains("\(most)") && said.contains(word), "\(label): \(said.prefix(400))")
        #expect(said.contains(RefusedValue.shown(value).prefix(40)) && said.utf8.count < 4_000, "\(label): \(said.prefix(400))")
    }

    @Test func addAndModifyRefuseALongTagOrProjectInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        try td.run(["add", "Pay rent", "--yes"])
        for (lang, word) in Self.languages {
            for value in Self.hostile {
                // `add` takes a tag as `#tag`, `modify` as Taskwarrior's `+tag`.
                for (words, modifyWords, most) in [("#" + value, "+" + value, TaskDraft.maximumTagLength),
                                                   ("project:" + value, "project:" + value, TaskDraft.maximumProjectLength)] {
                    let add = try td.run(["add", "Call Anna " + words, "--yes"], extraEnvironment: ["LANG": lang])
                    #expect(add.status != 0 && !add.bySignal, "\(lang) add \(words.prefix(10))")
                    Self.expectRefusal(add.stdout + add.stderr, of: value, most: most, word: word, "\(lang) add \(words.prefix(10))")
                    let modify = try td.run(["modify", "1", modifyWords, "--yes"], extraEnvironment: ["LANG": lang])
                    #expect(modify.status != 0 && !modify.bySignal, "\(lang) modify \(words.prefix(10))")
                    Self.expectRefusal(modify.stdout + modify.stderr, of: value, most: most, word: word, "\(lang) modify \(words.prefix(10))")
                }
            }
        }
        let many = (0...TaskDraft.maximumTags).map { "#t\($0)" }.joined(separator: " ")
        let tooMany = try td.run(["add", "Call Anna " + many, "--yes"])
        #expect(tooMany.status != 0 && (tooMany.stdout + tooMany.stderr).contains("at most \(TaskDraft.maximumTags) tags"), "\(tooMany.stderr)")
        let stored = try Self.tasks(td)
        #expect(stored.count == 1 && (stored[0]["tags"] as? [String]) == [] && stored[0]["project"] is NSNull, "\(stored)")
        let longest = String(repeating: "ż", count: TaskDraft.maximumTagLength)
        #expect(try td.run(["modify", "1", "+" + longest, "project:" + String(repeating: "ж", count: TaskDraft.maximumProjectLength), "--yes"]).status == 0)
        #expect(try Self.tasks(td)[0]["tags"] as? [String] == [longest])
    }

    @Test func importRefusesALongTagOrProjectAndAnIcsCategoryInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        for (index, (lang, word)) in Self.languages.enumerated() {
            var records: [[String: Any]] = Self.hostile.map { ["title": "Tagged \($0.count)", "tags": [$0]] }
            records += Self.hostile.map { ["title": "Filed \($0.count)", "project": $0] }
            let path = td.directory.appendingPathComponent("records\(index).json").path
            try JSONSerialization.data(withJSONObject: records).write(to: URL(fileURLWithPath: path))
            let run = try td.run(["import", path, "--yes"], extraEnvironment: ["LANG": lang])
            #expect(!run.bySignal, "\(lang)")
            for value in Self.hostile {
                Self.expectRefusal(run.stdout + run.stderr, of: value, most: TaskDraft.maximumTagLength, word: word, "\(lang) json tag")
                Self.expectRefusal(run.stdout + run.stderr, of: value, most: TaskDraft.maximumProjectLength, word: word, "\(lang) json project")
            }
            let ics = td.directory.appendingPathComponent("categories\(index).ics").path
            let todos = Self.hostile.enumerated().map { n, value in
                "BEGIN:VTODO\r\nUID:long-category-\(index)-\(n)\r\nSUMMARY:Long category \(n)\r\nCATEGORIES:\(value)\r\nEND:VTODO\r\n"
            }
            try ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\n" + todos.joined() + "END:VCALENDAR\r\n")
                .write(toFile: ics, atomically: true, encoding: .utf8)
            let calendar = try td.run(["import", "--format", "ics", ics, "--yes"], extraEnvironment: ["LANG": lang])
            #expect(!calendar.bySignal, "\(lang) ics")
            for value in Self.hostile {
                Self.expectRefusal(calendar.stdout + calendar.stderr, of: value, most: TaskDraft.maximumTagLength, word: word, "\(lang) ics")
            }
        }
        #expect(try Self.tasks(td).isEmpty, "nothing was written")
    }
}
