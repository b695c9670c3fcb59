import Foundation
import Testing
import TaskDraftKit

/// Words the drafting entry refuses (`DraftRequest(words:…)`: past `TaskDraft.wordsLimit`, notes
/// past `splitLimit`, a task cut from them past the words' limit, an attribute whose value names
/// nothing) are refused before the database is opened: `add`, `plan`, `draft` and a dry
/// `import` run with a data directory that does not exist leave it not existing, with the exit
/// code and the JSON they gave before. Words the entry takes do make it, so the check can fail.
@Suite struct RefusedWordsOpenNoDatabaseTests {
    struct Row {
        let label: String
        let arguments: [String]
        var stdin: String?
        let status: Int32
    }

    static let over = String(repeating: "x", count: TaskDraft.maximumWordsLength + 1)
    /// Notes past the split limit, and notes within it holding one task past the words' limit.
    static let overNotes = String(repeating: "Call Anna. ", count: TaskDraft.maximumSplitLength / 10 + 1)
    static let overTask = "Call Anna. " + over

    static let rows: [Row] = [
        Row(label: "add", arguments: ["add", over, "--yes"], status: 2),
        Row(label: "add -", arguments: ["add", "-", "--yes"], stdin: over, status: 2),
        Row(label: "add due:xyz", arguments: ["add", "Call Anna due:xyz", "--yes"], status: 2),
        Row(label: "add --split notes", arguments: ["add", "--split", "-", "--yes"], stdin: overNotes, status: 2),
        Row(label: "add --split task", arguments: ["add", "--split", overTask, "--yes"], status: 2),
        Row(label: "plan", arguments: ["plan", over, "--yes"], status: 2),
        Row(label: "plan -", arguments: ["plan", "-", "--yes"], stdin: over, status: 2),
        Row(label: "draft", arguments: ["draft", over], status: 2),
        Row(label: "draft --split", arguments: ["draft", "--split", "-"], stdin: overNotes, status: 2),
        // A refused line of `draft -` is its error line; the run fails as a whole.
        Row(label: "draft -", arguments: ["draft", "-"], stdin: over + "\n", status: 1),
    ]

    /// A run whose database is the default one, under a data directory that does not exist yet.
    static func binary() throws -> (TaskDraftBinary, data: URL) {
        var td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        td.environment["TASKDRAFT_DB"] = nil
        return (td, td.directory.appendingPathComponent("data"))
    }

    @Test func refusedWordsLeaveTheDataDirectoryNotMade() throws {
        let (td, data) = try Self.binary()
        defer { td.remove() }
        #expect(!FileManager.default.fileExists(atPath: data.path))
        for row in Self.rows {
            let run = try td.run(row.arguments, stdin: row.stdin)
            #expect(!run.bySignal && run.status == row.status, "\(row.label): \(run.status) \(run.stderr.prefix(300))")
            #expect(!FileManager.default.fileExists(atPath: data.path), "\(row.label) made \(data.path)")
        }
        // A dry import reports the record it refuses and opens nothing either.
        let file = td.directory.appendingPathComponent("notes.txt")
        try (Self.over + "\n").write(to: file, atomically: true, encoding: .utf8)
        let dry = try td.run(["import", "--dry-run", file.path])
        #expect(dry.status == 1 && dry.stderr.contains("\(TaskDraft.maximumWordsLength + 1)"), "\(dry.status) \(dry.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: data.path), "import --dry-run made \(data.path)")
        // Must not: words the entry takes are drafted and written, which makes the database.
        let added = try td.run(["add", "Call Anna", "--yes"])
        #expect(added.status == 0, "\(added.stderr.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("taskdraft/tasks.db").path))
    }

    /// The refusal is `add`'s and `plan`'s usage error as it was: exit 2, the JSON error naming
    /// the command, the length and the limit, in the terminal's language.
    @Test(arguments: ["add", "plan"])
    func theRefusalIsTheCommandsUsageError(_ command: String) throws {
        let (td, data) = try Self.binary()
        defer { td.remove() }
        let json = try td.run([command, Self.over, "--yes", "--json"])
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let error = try #require(object["error"] as? [String: Any], "\(json.stdout)")
        #expect(error["code"] as? String == "usage" && error["where"] as? String == command, "\(error)")
        let message = try #require(error["message"] as? String)
        #expect(message == "the words have \(TaskDraft.maximumWordsLength + 1) characters, at most "
                + "\(TaskDraft.maximumWordsLength) are read at once; nothing drafted", "\(message)")
        let russian = try td.run([command, Self.over, "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.status == 2 && russian.stderr.contains("за раз читается не больше \(TaskDraft.maximumWordsLength)"),
                "\(russian.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: data.path), "\(command) made \(data.path)")
    }
}
