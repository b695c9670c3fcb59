import Foundation
import Testing
import TestPeers

/// A todo.txt line naming `uid:`, `due:` and `pri:` twice: the task has the first of each, and
/// each other one is said on the draft, kept in the task's notes and counted in the import
/// report, as a second `parent:` is (`TodoTxtSecondParentTests`). The last one used to win in
/// silence.
@Suite struct TodoTxtRepeatedKeyImportTests {
    static let file = "Call Anna uid:a1 due:2026-12-03 pri:A uid:b2 due:2026-12-05 pri:C\nPay rent uid:r1\n"

    @Test func theFirstOfEachKeyIsTakenAndTheOthersSaidKeptAndCounted() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todo.txt", Self.file)
        let drafts = try td.importDryRun([path, "--format", "todotxt"])
        #expect(drafts.warnings == ["uid:b2", "due:2026-12-05", "pri:C"].map {
            "a second \($0) on the line (a task has one, the first named); kept in the notes"
        }, "\(drafts.result.stdout)")
        let report = try td.json(["import", path, "--format", "todotxt", "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 2 && report["kept"] as? Int == 3 && report["kept_records"] as? Int == 1
                && report["with_warnings"] as? Int == 1, "\(report)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let call = try #require(tasks.first { $0["title"] as? String == "Call Anna" })
        #expect(call["uuid"] as? String == "a1" && call["due_date"] as? String == "2026-12-03" && call["priority"] as? String == "high",
                "\(call)")
        #expect((call["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
                == ["imported: uid=b2", "imported: due=2026-12-05", "imported: pri=C"], "\(call)")
        // The same file again is the same tasks: found by the first UID, nothing added.
        let again = try td.json(["import", path, "--format", "todotxt", "--yes", "--json"]) as! [String: Any]
        #expect(again["created"] as? Int == 0 && again["already_present"] as? Int == 2, "\(again)")
    }

    /// A leading `(A)` is the line's first priority, so a `pri:` after it is a second one: said,
    /// kept and counted as the others are, where it won in silence.
    static let lettered = "(A) Call Anna pri:B\n"

    @Test func aPriAfterALeadingLetterIsASecondPriority() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todo.txt", Self.lettered)
        let drafts = try td.importDryRun([path, "--format", "todotxt"])
        #expect(drafts.warnings == ["a second pri:B on the line (a task has one, the first named); kept in the notes"],
                "\(drafts.result.stdout)")
        #expect(drafts.drafts.map { $0.json["priority"] as? String } == ["high"], "\(drafts.result.stdout)")
        let report = try td.json(["import", path, "--format", "todotxt", "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 1 && report["kept"] as? Int == 1 && report["kept_records"] as? Int == 1
                && report["with_warnings"] as? Int == 1, "\(report)")
        let call = try #require((try td.json(["list", "--json"]) as? [[String: Any]])?.first)
        #expect(call["priority"] as? String == "high", "\(call)")
        #expect((call["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["imported: pri=B"], "\(call)")
    }

    /// The person at a terminal reads it in their language beside the draft.
    @Test(.enabled(if: try Peer.script.installed()))
    func aPriAfterALeadingLetterIsSaidInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let path = try td.writeFile("todo.txt", Self.lettered)
        let said = [
            ("C.UTF-8", "! a second pri:B on the line (a task has one, the first named); kept in the notes"),
            ("ru_RU.UTF-8", "! второе pri:B в строке (у задачи одно значение — первое); сохранено в заметках"),
            ("pl_PL.UTF-8", "! drugie pri:B w wierszu (zadanie ma jedną wartość — pierwszą); zachowano w notatkach"),
        ]
        for (language, warning) in said {
            td.environment["LANG"] = language
            let shown = try ImportTerminalTests().onTerminal(td, "import \(path) --format todotxt --dry-run", typing: "")
            #expect(shown.status == 0 && shown.stdout.contains(warning), "\(language): \(shown.stdout)")
        }
    }
}
