import Foundation
import Testing
import TaskDraftKit

/// Notes a stranger can write — through `annotate`, an import file — at their limits and past
/// them: a megabyte of text, terminal control sequences, ten thousand notes on one task.
/// Each is refused with a reason or shown safely and bounded; none is a trap.
@Suite struct AnnotationHostileInputTests {
    static func annotations(_ td: TaskDraftBinary, _ id: Int = 1) throws -> [[String: Any]] {
        let shown = try td.json(["show", String(id), "--json"]) as! [String: Any]
        return shown["annotations"] as? [[String: Any]] ?? []
    }

    static func record(_ title: String, notes: [String]) throws -> String {
        let annotations = notes.map { ["entry": "2026-12-01T09:00:00+03:00", "text": $0] }
        let data = try JSONSerialization.data(withJSONObject: ["title": title, "annotations": annotations])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    @Test func aMegabyteNoteIsRefusedAndTheLongestAllowedIsKept() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call Anna", "--yes"])
        // A file's megabyte note refuses its record, as any record that long is; a note past
        // the limit in a shorter record refuses it with the reason; the file's other record is imported.
        let megabyte = String(repeating: "x", count: 1 << 20)
        let tooLong = String(repeating: "z", count: 2 * Annotation.maximumLength)
        let file = try Self.record("Huge", notes: [megabyte]) + Self.record("Long", notes: ["fine", tooLong])
            + Self.record("Small", notes: ["fine"])
        let imported = try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: file)
        #expect(imported.status == 5, "\(imported.stderr)")
        #expect(imported.stderr.contains("stdin:1: line is 1048656 bytes long; records longer than 1048576 bytes are skipped"),
                "\(imported.stderr)")
        #expect(imported.stderr.contains("stdin:2: annotations: an annotation of 200000 characters (at most 100000)"),
                "\(imported.stderr)")
        let titles = (try td.json(["list", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.sorted() == ["Call Anna", "Small"])

        // On the command line: the longest note allowed is kept whole; one character more is refused.
        let longest = String(repeating: "y", count: Annotation.maximumLength)
        let kept = try td.run(["annotate", "1", longest, "--yes"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(try Self.annotations(td).first?["text"] as? String == longest)
        let over = try td.run(["annotate", "1", longest + "y", "--yes"])
        #expect(over.status == 1 && over.stderr.contains("an annotation of 100001 characters (at most 100000)"), "\(over.stderr)")
        #expect(try Self.annotations(td).count == 1)
        // `show` cuts it for the terminal: its first 2,000 characters and an ellipsis.
        let shown = try td.run(["show", "1"])
        #expect(shown.stdout.contains(String(repeating: "y", count: 2_000) + "…\n"), "\(shown.stdout.prefix(300))")
        #expect(!shown.stdout.contains(String(repeating: "y", count: 2_001)))
    }

    @Test func controlSequencesInANoteReachNoTerminal() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call Anna", "--yes"])
        let hostile = "red \u{1B}[31mALERT\u{1B}[0m \u{1B}]8;;http://evil.example\u{7}link\u{1B}]8;;\u{7} \u{9B}2J bell\u{7} \u{202E}txt.exe"
        let added = try td.run(["annotate", "1", hostile, "--yes"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.utf8.allSatisfy { $0 >= 0x20 || $0 == 0x0A }, "\(added.stdout)")
        let file = try Self.record("Imported", notes: ["line one\u{1B}[2J\nline two\u{8}\u{8}\u{8}"])
        #expect(try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: file).status == 0)
        for id in ["1", "2"] {
            let shown = try td.run(["show", id])
            #expect(shown.status == 0)
            let bytes = Array(shown.stdout.utf8)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x08), "\(shown.stdout)")
            #expect(!shown.stdout.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E }, "\(shown.stdout)")
        }
        // The stored text is what was written: only the terminal's view of it is made safe.
        #expect(try Self.annotations(td).first?["text"] as? String == hostile)
    }

    @Test func tenThousandNotesOnOneTaskAreBoundedOnScreenAndTheNextIsRefused() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let notes = (1...Annotation.maximumCount).map { "note \($0)" }
        let imported = try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: try Self.record("Busy", notes: notes))
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Self.annotations(td).count == notes.count)

        let shown = try td.run(["show", "1"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("9,980 earlier notes"), "\(shown.stdout)")
        #expect(shown.stdout.contains("note 10000\n") && shown.stdout.contains("note 9981\n"))
        #expect(!shown.stdout.contains("note 9980\n"))
        #expect(shown.stdout.split(separator: "\n").count < 40, "\(shown.stdout)")
        let russian = try td.run(["show", "1"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stdout.contains("ранних заметок не показано: 9\u{00A0}980"), "\(russian.stdout)")
        let polish = try td.run(["show", "1"], extraEnvironment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.stdout.contains("nie pokazano wcześniejszych notatek: 9\u{00A0}980"), "\(polish.stdout)")
        let listed = try td.run(["list"])
        #expect(listed.status == 0 && listed.stdout.split(separator: "\n").count == 2, "\(listed.stdout)")

        // The ten-thousand-and-first is refused, and the ten thousand stay.
        let more = try td.run(["annotate", "1", "one", "more", "--yes"])
        #expect(more.status == 1 && more.stderr.contains("at most 10000 annotations"), "\(more.stderr)")
        #expect(try Self.annotations(td).count == notes.count)

        // A note of many lines is cut at 40 on the screen.
        try td.run(["add", "Long", "--yes"])
        let manyLines = (1...500).map { "row \($0)" }.joined(separator: "\n")
        #expect(try td.run(["annotate", "2", manyLines, "--yes"]).status == 0)
        let long = try td.run(["show", "2"])
        #expect(long.stdout.contains("row 40…") && !long.stdout.contains("row 41"), "\(long.stdout)")
    }
}
