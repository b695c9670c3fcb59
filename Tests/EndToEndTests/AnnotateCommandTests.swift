import Foundation
import Testing
import TestPeers

/// A task's dated notes through the binary: `annotate` (both orders), `edit --notes` and
/// `modify notes:` add one and keep the rest, `denotate` removes one, undo puts it back, `show`
/// dates each, and Taskwarrior's real `task import`/`task export` keeps every date exactly.
@Suite struct AnnotateCommandTests {

    static func annotations(_ td: TaskDraftBinary, db: String? = nil) throws -> [[String: String]] {
        let shown = try td.json(["show", "1", "--json"] + (db.map { ["--db", $0] } ?? [])) as! [String: Any]
        #expect(shown["notes"] == nil, "a task shows its notes as annotations only")
        return (shown["annotations"] as? [[String: String]]) ?? []
    }

    /// A task with two notes written on two days.
    static func annotatedTask(_ td: TaskDraftBinary) throws {
        try td.run(["add", "Call Anna", "--yes"])
        let first = try td.run(["annotate", "1", "called,", "no", "answer", "--yes", "--now", "2026-12-03T09:30:00+03:00"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try td.run(["1", "annotate", "left a message", "--yes", "--now", "2026-12-04T18:05:00+03:00"])
        #expect(second.status == 0, "\(second.stderr)")
    }

    @Test func notesAreAddedDatedAndNeverReplaced() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try Self.annotatedTask(td)
        #expect(try Self.annotations(td) == [
            ["entry": "2026-12-03T09:30:00+03:00", "text": "called, no answer"],
            ["entry": "2026-12-04T18:05:00+03:00", "text": "left a message"],
        ])
        let shown = try td.run(["show", "1"])
        #expect(shown.stdout.contains("Thu 3 Dec 2026 09:30  called, no answer"), "\(shown.stdout)")
        #expect(shown.stdout.contains("Fri 4 Dec 2026 18:05  left a message"), "\(shown.stdout)")

        try td.run(["edit", "1", "--notes", "sent the contract", "--yes"])
        try td.run(["modify", "1", "notes:signed", "--yes"])
        #expect(try Self.annotations(td).map { $0["text"]! }
                == ["called, no answer", "left a message", "sent the contract", "signed"])
        // Search reads every note.
        let found = try td.json(["list", "contract", "--json"]) as! [[String: Any]]
        #expect(found.map { $0["title"] as? String } == ["Call Anna"])

        let removed = try td.run(["denotate", "1", "no answer", "--yes"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try Self.annotations(td).map { $0["text"]! } == ["left a message", "sent the contract", "signed"])
        let none = try td.run(["denotate", "1", "holiday", "--yes"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no note of task 1 holds 'holiday'"), "\(none.stderr)")
        try td.run(["undo", "--yes"])
        #expect(try Self.annotations(td).count == 4)

        let empty = try td.run(["annotate", "1", "--yes"])
        #expect(empty.status == 2, "\(empty.stderr)")
        let russian = try td.run(["annotate", "1", " ", "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("заметка пуста"), "\(russian.stderr)")
    }

    /// `modify`'s notes words are `edit --notes`' change, one for each word, in the order
    /// written: two add two notes, and `notes:none` before one takes the others off and adds it.
    @Test func everyNotesWordOfModifyAddsItsNote() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try Self.annotatedTask(td)
        let two = try td.run(["modify", "1", "notes:signed", "Annotation:sent", "--yes"])
        #expect(two.status == 0, "\(two.stderr)")
        #expect(try Self.annotations(td).map { $0["text"]! } == ["called, no answer", "left a message", "signed", "sent"])
        let replaced = try td.run(["modify", "1", "notes:none", "note:filed", "--yes"])
        #expect(replaced.status == 0 && replaced.stdout.contains("Removed all 4 notes;"), "\(replaced.stdout)")
        #expect(try Self.annotations(td).map { $0["text"]! } == ["filed"])
    }

    /// export → the real `task import` → `task export` → import → export: every annotation
    /// with its own date, exactly, and the same task JSON at the end.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorKeepsEveryAnnotationWithItsDate() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try Self.annotatedTask(td)
        let before = try Self.annotations(td)
        let exported = try td.run(["export", "--format", "taskwarrior"])
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let tw = try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]]
        #expect(tw.first?["annotations"] as? [[String: String]] == [
            ["entry": "20261203T063000Z", "description": "called, no answer"],
            ["entry": "20261204T150500Z", "description": "left a message"],
        ])

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as! [String: Any]
        #expect(report["kept"] as? Int == 0, "\(report)")
        #expect(try Self.annotations(td, db: restored) == before)
        let again = try td.run(["export", "--format", "taskwarrior", "--db", restored])
        #expect(again.stdout == exported.stdout)
    }

    /// Taskwarrior's filter-first order: `3 annotate x`, `3,4 annotate x`, `3-4 annotate x`
    /// (and `annotate 3,4 x`) put the same note on each task named, and a number that starts
    /// the note stays in it; a missing task among several is said and the rest are annotated.
    @Test func idListsAndRangesBeforeOrAfterTheCommand() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["Call Anna", "Call Tom", "Call Bob", "Call Eve"] { try td.run(["add", title, "--yes"]) }
        func texts(_ id: Int) throws -> [String] {
            let shown = try td.json(["show", String(id), "--json"]) as! [String: Any]
            return (shown["annotations"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
        }
        #expect(try td.run(["3", "annotate", "4", "apples", "--yes"]).status == 0)
        #expect(try texts(3) == ["4 apples"] && texts(4) == [])
        let list = try td.run(["1,2", "annotate", "left", "a", "message", "--yes"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(try texts(1) == ["left a message"] && texts(2) == ["left a message"] && texts(3) == ["4 apples"])
        let range = try td.run(["2-4", "annotate", "3", "calls", "--json", "--yes"])
        #expect(range.status == 0, "\(range.stderr)")
        #expect(range.stdout.split(separator: "\n").count == 3, "one JSON line per task: \(range.stdout)")
        #expect(try texts(2) == ["left a message", "3 calls"] && texts(3) == ["4 apples", "3 calls"] && texts(4) == ["3 calls"])
        #expect(try texts(1) == ["left a message"])
        let after = try td.run(["annotate", "1,4", "done", "--yes"])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(try texts(1).last == "done" && texts(4).last == "done" && texts(2).last == "3 calls")

        let missing = try td.run(["4,9", "annotate", "still", "open", "--yes"])
        #expect(missing.status == 5, "partial: \(missing.stderr)")
        #expect(missing.stderr.contains("9"), "\(missing.stderr)")
        #expect(try texts(4).last == "still open")
        // Not a list of ids: refused, nothing written.
        let bad = try td.run(["annotate", "4-", "x", "--yes"])
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(try texts(4).last == "still open")
    }

    /// Taskwarrior has no word that takes every note off; here `notes:none`, `notes:` and
    /// `edit --notes none` (or "") do, as an empty value clears every other field. The person
    /// reads how many went and that undo brings them back, in their language, and help says
    /// so; undo puts each back with its date. A denotate of the last note leaves none either,
    /// and says so in the same line, of the one note it took.
    @Test(arguments: [("C.UTF-8", "Removed all 2 notes; undo brings them back.",
                       "Removed the note; undo brings it back.", "which Taskwarrior has no word for"),
                      ("ru_RU.UTF-8", "Убраны 2 заметки; undo вернёт их.",
                       "Убрана заметка; undo вернёт её.", "в Taskwarrior такого слова нет"),
                      ("pl_PL.UTF-8", "Usunięto wszystkie 2 notatki; undo je przywróci.",
                       "Usunięto notatkę; undo ją przywróci.", "Taskwarrior nie ma na to słowa")])
    func clearingTheNotesRemovesEveryOneSaysSoAndUndoBringsThemBack(locale: String, said: String, saidOfTheLast: String,
                                                                    help: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let language = ["LANG": locale]
        func lines(_ output: String) -> [String] { output.split(separator: "\n").map(String.init) }
        try Self.annotatedTask(td)
        let written = try Self.annotations(td)
        for clearing in [["modify", "1", "notes:"], ["modify", "1", "notes:none"], ["edit", "1", "--notes", "none"],
                         ["edit", "1", "--notes", ""], ["1", "modify", "notes:-"]] {
            let cleared = try td.run(clearing + ["--yes"], extraEnvironment: language)
            #expect(cleared.status == 0, "\(clearing): \(cleared.stderr)")
            #expect(lines(cleared.stdout).contains(said), "\(clearing): \(cleared.stdout)")
            #expect(try Self.annotations(td).isEmpty, "\(clearing)")
            // Nothing left to remove: the task's line alone, no count of notes.
            let again = try td.run(clearing + ["--yes"], extraEnvironment: language)
            #expect(again.status == 0 && lines(again.stdout).count == 1, "\(clearing): \(again.stdout)")
            try td.run(["undo", "--yes"])
            #expect(try Self.annotations(td) == written, "\(clearing)")
        }
        try td.run(["denotate", "1", "--yes"])
        let last = try td.run(["denotate", "1", "--yes"], extraEnvironment: language)
        #expect(last.status == 0 && lines(last.stdout).contains(saidOfTheLast), "\(last.stdout)")
        #expect(try Self.annotations(td).isEmpty)
        for command in ["edit", "modify"] {
            let shown = try td.run(["help", command], extraEnvironment: language)
            #expect(shown.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(help), "\(command): \(shown.stdout)")
        }
    }
}
