import Foundation
import Testing

/// A tree comes in through import: Todoist's outline (INDENT), a parent named by UID in a file
/// (before or after its steps, or nowhere), and hostile trees — a task its own parent, a loop, a
/// chain 10,000 deep — reported, never a trap.
@Suite struct SubtaskImportTests {
    static func byTitle(_ td: TaskDraftBinary) throws -> [String: [String: Any]] {
        let tasks = try td.json(["list", "--json", "--all"]) as? [[String: Any]] ?? []
        return Dictionary(tasks.map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func report(_ result: TaskDraftBinary.Result) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    /// Todoist's export as it comes: rows further in are steps of the row above at a lower
    /// INDENT, a note stays with its task, a section starts afresh. Imported again, the same
    /// tree is found, not added twice.
    @Test func todoistIndentIsTheTree() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("Office.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE
            task,Move the office,,1,1,Ann (1),,,en,Europe/Moscow
            task,Pack the books,,4,2,Ann (1),,,en,Europe/Moscow
            note,Use the big boxes,,,,Ann (1),,,,
            task,Label the boxes,,4,3,Ann (1),,,en,Europe/Moscow
            task,Book the van,,4,2,Ann (1),,friday,en,Europe/Moscow
            task,Call Anna,,4,1,Ann (1),,,en,Europe/Moscow
            task,Pack the books,,4,2,Ann (1),,,en,Europe/Moscow
            section,Home,,,,,,,,
            task,Water the plants,,4,2,Ann (1),,,en,Europe/Moscow

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let first = try td.run(["import", path, "--yes", "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try Self.report(first)["created"] as? Int == 7)
        #expect(try Self.report(first)["parents_not_found"] as? Int == 0)
        let tasks = try td.json(["list", "--json"]) as? [[String: Any]] ?? []
        func uid(_ title: String, parent: String?) -> String? {
            tasks.first { $0["title"] as? String == title && ($0["parent"] as? String) == parent }?["uuid"] as? String
        }
        let move = try #require(uid("Move the office", parent: nil))
        let call = try #require(uid("Call Anna", parent: nil))
        let pack = try #require(uid("Pack the books", parent: move))
        #expect(uid("Label the boxes", parent: pack) != nil)
        #expect(uid("Book the van", parent: move) != nil)
        #expect(uid("Pack the books", parent: call) != nil, "the same words under another parent are another task")
        #expect(uid("Water the plants", parent: nil) != nil, "a section's first task has nothing above it")
        let packed = try #require(tasks.first { $0["uuid"] as? String == pack })
        #expect((packed["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == ["Use the big boxes"],
                "no INDENT among the notes: \(packed)")

        let again = try td.run(["import", path, "--yes", "--json"])
        #expect(try Self.report(again)["created"] as? Int == 0 && Self.report(again)["already_present"] as? Int == 7, "\(again.stdout)")
    }

    /// A parent named by UID may come after its steps in the file, or be in the database
    /// already; one that is nowhere is kept and reported, and the step goes under it when it arrives.
    @Test func aParentByUIDBeforeAfterOrNowhere() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("tree.jsonl").path
        try """
            {"title": "Pack the books", "uid": "pack", "parent": "move"}
            {"title": "Move the office", "uid": "move"}
            {"title": "Label the boxes", "parent": "pack"}
            {"title": "Water the plants", "parent": "garden"}

            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("line 4: the parent \"garden\" of task 4 is neither in the file nor among your tasks"), "\(result.stderr)")
        var tasks = try Self.byTitle(td)
        #expect(tasks["Pack the books"]?["parent"] as? String == "move")
        #expect(tasks["Label the boxes"]?["parent"] as? String == "pack")
        #expect(tasks["Water the plants"]?["parent"] as? String == "garden", "kept, not dropped")

        var russian = td
        russian.environment["LANG"] = "ru_RU.UTF-8"
        let later = td.directory.appendingPathComponent("garden.jsonl").path
        try "{\"title\": \"Tend the garden\", \"uid\": \"garden\"}\n{\"title\": \"Mow\", \"parent\": \"nowhere\"}\n"
            .write(toFile: later, atomically: true, encoding: .utf8)
        let second = try russian.run(["import", later, "--yes"])
        #expect(second.stderr.contains("строка 2: родительской задачи «nowhere» для задачи 6 нет ни в файле, ни среди ваших задач"),
                "\(second.stderr)")
        tasks = try Self.byTitle(td)
        #expect(tasks["Water the plants"]?["parent"] as? String == tasks["Tend the garden"]?["uuid"] as? String)
    }

    /// A parent UID no task has is quoted back through the one quoting rule (`RefusedValue`) in
    /// every language: the longest a UID may be (253 of 255 bytes, a right-to-left mark and
    /// combining accents, 168 scalars) is named cut to 60 scalars with an ellipsis, where the
    /// note quoted all of it raw; the task keeps the whole UID as its parent.
    @Test(arguments: [
        ("C.UTF-8", "line 1: the parent \"", "\" of task 1 is neither in the file nor among your tasks"),
        ("ru_RU.UTF-8", "строка 1: родительской задачи «", "» для задачи 1 нет ни в файле, ни среди ваших задач"),
        ("pl_PL.UTF-8", "wiersz 1: zadania nadrzędnego „", "” dla zadania 1 nie ma ani w pliku, ani wśród twoich zadań"),
    ])
    func aMissingParentIsQuotedCutInEveryLanguage(language: String, before: String, after: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let long = "a\u{200F}" + String(repeating: "e\u{301}", count: 83)
        let shown = "a\u{200F}" + String(repeating: "e\u{301}", count: 29) + "…"
        let path = td.directory.appendingPathComponent("orphan.jsonl")
        let record = try JSONSerialization.data(withJSONObject: ["title": "Water the plants", "parent": long])
        try (record + Data("\n".utf8)).write(to: path)
        let result = try td.run(["import", path.path, "--yes"], extraEnvironment: ["LANG": language])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(before + shown + after), "\(result.stderr)")
        #expect(!result.stderr.contains(long), "\(result.stderr)")
        #expect(try Self.byTitle(td)["Water the plants"]?["parent"] as? String == long, "kept whole, only the note is cut")
    }

    /// What a stranger's file may hold: a task its own parent, two tasks each other's parent, a
    /// chain 10,000 deep. Everything is imported; the first two are put at the top and named,
    /// the chain is kept as it is and counted; list, delete and undo walk it without a trap.
    @Test func hostileTreesAreReportedNotATrap() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("hostile.jsonl").path
        var lines = [
            #"{"title": "Itself", "uid": "self", "parent": "self"}"#,
            #"{"title": "Alpha", "uid": "loop-a", "parent": "loop-b"}"#,
            #"{"title": "Bravo", "uid": "loop-b", "parent": "loop-a"}"#,
        ]
        let depth = 10_000
        for i in 0..<depth {
            lines.append(#"{"title": "Step \#(i)", "uid": "c\#(i)""# + (i == 0 ? "" : #", "parent": "c\#(i - 1)""#) + "}")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try Self.report(result)
        #expect(report["created"] as? Int == depth + 3)
        #expect(report["parents_refused"] as? Int == 2)
        #expect(report["deeper_than_allowed"] as? Int == depth - 17, "Step 17 and below sit more than 16 levels down")
        let notes = report["notes"] as? [String] ?? []
        #expect(notes.contains("line 1: task 1 was put at the top: task 1 cannot be its own parent"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("line 2: task 2 was put at the top: task 3 is already a subtask of task 2") }, "\(notes)")
        #expect(notes.last == "\(depth - 17 + 2 - 20) more tasks like these are not listed", "\(notes)")
        let tasks = try Self.byTitle(td)
        #expect(tasks["Itself"]?["parent"] is NSNull && tasks["Alpha"]?["parent"] is NSNull)
        #expect(tasks["Bravo"]?["parent"] as? String == "loop-a")
        #expect(tasks["Step 9999"]?["parent"] as? String == "c9998")

        // The whole table (past `list`'s first 100): every step, under the one above it.
        let list = try td.run(["list", "--all"])
        #expect(list.status == 0 && list.stdout.contains("Step 9999"), "\(list.stderr)")
        let deleted = try td.run(["delete", "4", "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try Self.byTitle(td)["Step 9999"] == nil)
        #expect(try td.run(["undo", "--yes"]).status == 0)
        #expect(try Self.byTitle(td)["Step 9999"]?["parent"] as? String == "c9998")
    }

    /// A loop longer than a tree may be deep, by UIDs or by the file's numbers, is a loop: one
    /// task of it is put at the top, and the rest is a chain, its tasks more than 16 levels down
    /// counted; a chain whose records name their parents further down the file by number is as
    /// deep as one named by UID. Each group is 20 records: one task at the top, three too deep.
    @Test func aLongLoopIsTakenBackAndAChainByNumbersIsMeasured() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("loops.jsonl").path
        let size = 20
        var lines: [String] = []
        for i in 0..<size {
            lines.append(#"{"title": "Loop \#(i)", "uid": "loop-\#(i)", "parent": "loop-\#((i + 1) % size)"}"#)
        }
        for i in 1...size {
            lines.append(#"{"id": \#(100 + i), "title": "Ring \#(i)", "parent": \#(100 + i % size + 1)}"#)
        }
        for i in 1...size {
            lines.append(#"{"id": \#(200 + i), "title": "Chain \#(i)""# + (i == size ? "" : #", "parent": \#(201 + i)"#) + "}")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try td.run(["import", path, "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try Self.report(result)
        #expect(report["created"] as? Int == 3 * size)
        #expect(report["parents_refused"] as? Int == 2, "one task of each loop: \(report)")
        #expect(report["deeper_than_allowed"] as? Int == 9, "three of each group: \(report)")
        let tasks = try Self.byTitle(td)
        #expect(tasks["Loop 0"]?["parent"] is NSNull, "the first of the loop is put at the top")
        #expect(tasks["Ring 1"]?["parent"] is NSNull, "the first of the loop by numbers is put at the top")
        #expect(tasks["Loop 19"]?["parent"] as? String == "loop-0")
        for group in ["Loop", "Ring", "Chain"] {
            let tops = tasks.filter { $0.key.hasPrefix(group + " ") && $0.value["parent"] is NSNull }
            #expect(tops.count == 1, "\(group): \(tops.keys.sorted())")
        }
    }
}
