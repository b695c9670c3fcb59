import Foundation
import Testing

/// Errors a user meets: one clear line naming the place, and the documented exit code.
@Suite struct ErrorReportingTests {
    @Test func databaseThatCannotBeOpenedNamesThePath() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let blocker = td.directory.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let path = blocker.path + "/sub/tasks.db"
        // A command that writes makes the database, and fails where it cannot be made.
        let result = try td.run(["add", "x", "--yes", "--db", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("taskdraft: cannot open database \(path): "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// A read names a database that is not there (a typo): an error, and no empty database
    /// is made in its place, as `list` once did, printing "No tasks.".
    @Test func aReadOfAMissingDatabaseCreatesNothing() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["add", "Call Ann", "--yes"]).status == 0)
        let typo = td.directory.appendingPathComponent("typo.db").path
        for command in [["list"], ["show", "1"], ["export"], ["audit"], ["log"], ["transcript"]] {
            let result = try td.run(command + ["--db", typo])
            #expect(result.status == 1, "\(command): \(result.stdout)")
            #expect(result.stderr == "taskdraft: no database at \(typo); a command that only reads does not create one (is the path right?)\n")
            #expect(!FileManager.default.fileExists(atPath: typo), "\(command)")
        }
        // The database that exists is read as before.
        #expect(try td.run(["list", "--db", td.databasePath]).stdout.contains("Call Ann"))
    }

    @Test func fileThatIsNotADatabaseNamesThePath() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("notes.txt").path
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let result = try td.run(["list", "--db", path])
        #expect(result.status == 1)
        #expect(result.stderr == "taskdraft: cannot open database \(path): file is not a database\n")
        // The file is left as it was.
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("not a database"))
    }

    @Test func unknownOptionSuggestsTheNearOneAndExits2() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", "x", "--tx", "Europe/Moscow"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            taskdraft: error: unknown option '--tx'; did you mean '--tz'?
            Usage: taskdraft add <text>... [options]
              See 'taskdraft add --help' for more information.

            """)
        #expect(!FileManager.default.fileExists(atPath: td.databasePath))
    }

    @Test func badTimeZoneAndNowAreUsageErrors() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let zone = try td.run(["list", "--tz", "Mars/Olympus"])
        #expect(zone.status == 2)
        #expect(zone.stderr.contains("unknown time zone 'Mars/Olympus'"))
        let now = try td.run(["list", "--now", "yesterday-ish"])
        #expect(now.status == 2)
        #expect(now.stderr.contains("invalid --now 'yesterday-ish'"))
    }

    @Test func databaseAndDirectoryArePrivate() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let path = td.directory.appendingPathComponent("deep/er/tasks.db").path
        try td.run(["add", "x", "--yes", "--db", path])
        let fileMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! Int
        let dirMode = try FileManager.default.attributesOfItem(atPath: td.directory.appendingPathComponent("deep/er").path)[.posixPermissions] as! Int
        #expect(fileMode == 0o600)
        #expect(dirMode == 0o700)
    }

    @Test func helpAndVersionExit0() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let help = try td.run(["add", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Draft a task from your words and commit it."))
        #expect(try td.run(["help", "add"]).stdout == help.stdout)
        let version = try td.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("taskdraft "))
    }
}
