import Foundation
import Testing
import TestPeers
import TaskDraftKit

/// `import` on a terminal: a summary, `[y]es / [n]o / [r]eview each`, and a progress line.
/// util-linux `script` gives the binary a pseudo-terminal; the answers are typed into it.
@Suite struct ImportTerminalTests {
    static let script = "/usr/bin/script"

    func onTerminal(_ td: TaskDraftBinary, _ arguments: String, typing answers: String) throws -> TaskDraftBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script)
        process.arguments = ["-qec", "\(TaskDraftBinary.path) \(arguments)", "/dev/null"]
        process.environment = td.environment.merging(["TERM": "dumb"]) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(answers.utf8))
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try input.fileHandleForWriting.close()
        return .init(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
    }

    func tasks(_ td: TaskDraftBinary) throws -> [String] {
        let db = try SQLiteConnection(path: td.databasePath, create: false)
        return try db.rows("SELECT title FROM tasks ORDER BY id") { $0.string(0) }
    }

    @Test(.enabled(if: try Peer.script.installed()))
    func summaryThenYesNoOrReview() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("plan.txt").path
        try "Submit the weekly report tomorrow at 15:00 #finance\ncall Anna at 10:00 at 11:00\nBook flights friday\n"
            .write(toFile: file, atomically: true, encoding: .utf8)

        let declined = try onTerminal(td, "import \(file)", typing: "n\n")
        #expect(declined.status == 3)
        #expect(declined.stdout.contains("3 drafts: 1 with warnings\r\n"))
        #expect(declined.stdout.contains("[y]es / [n]o / [r]eview each"))
        #expect(declined.stdout.contains("Nothing imported."))
        let stillEmpty = try !FileManager.default.fileExists(atPath: td.databasePath) || tasks(td).isEmpty
        #expect(stillEmpty)

        let reviewed = try onTerminal(td, "import \(file)", typing: "r\ny\nn\ny\n")
        #expect(reviewed.status == 0, "\(reviewed.stdout)")
        #expect(reviewed.stdout.contains("more than one time named; kept the first"))
        #expect(try tasks(td) == ["Submit the weekly report", "Book flights"])

        let accepted = try onTerminal(td, "import \(file)", typing: "y\n")
        #expect(accepted.status == 0)
        #expect(accepted.stdout.contains("Imported 1 task from \(file) (2 already present)."))
        #expect(try tasks(td).count == 3)
        // The person confirmed, but the audit log still names the file as the caller.
        let db = try SQLiteConnection(path: td.databasePath, create: false)
        #expect(try db.first("SELECT count(*) FROM audit_log WHERE caller_name = 'import:plan.txt' AND outcome = 'ok'") { $0.int(0) } == 3)
    }

    @Test(.enabled(if: try Peer.script.installed()))
    func aLongImportShowsProgressOnTheTerminalOnly() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("many.jsonl").path
        let text = (0..<30_000).map { "{\"title\":\"Item \($0)\"}\n" }.joined()
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let shown = try onTerminal(td, "import \(file) --yes", typing: "")
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("\r\u{1B}[Kimporting: "), "no progress line: \(shown.stdout.prefix(300))")
        #expect(shown.stdout.contains(" records, "))
        #expect(shown.stdout.contains("%, ETA "))
        // The same import with stderr not a terminal says nothing but the summary.
        let quiet = try td.run(["import", file, "--yes"])
        #expect(quiet.stderr.isEmpty)
    }
}
