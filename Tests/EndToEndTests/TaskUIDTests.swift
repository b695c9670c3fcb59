import Foundation
import Testing
import TestPeers

/// A task's UID is its identity to every other device: kept exactly as written through every
/// format and every sync. A hostile-enough server (the scripted caldav_fault_server.py,
/// scenario `uids`) holds tasks whose UIDs other clients write — `alarms-1`, `x@example.com`,
/// an Outlook hex id, an Apple uppercase UUID — and two no client should take (10 KB long, a
/// bidi override). A laptop syncs them, backs up with `export`, restores into a fresh database
/// with `import`, and syncs again: the same tasks on both sides, not twice as many.
@Suite(.serialized) struct TaskUIDTests {
    static let server = Result { try FaultServer(script: FaultServer.calDAVScript) }

    static let uids = ["040000008200E00074C5B7101A82E00800000000D0F1E4B5A1A0D601000000000000000010000000D7C5D8A2A6B6E0449F3B6E3A4C3D9F2E",
                       "6F9619FF-8B86-4011-B42D-00CF4FC964FF", "alarms-1", "x@example.com"]

    struct Laptop {
        let td: TaskDraftBinary
        let path: String

        /// The server's UIDs, sorted.
        func serverUIDs() throws -> [String] {
            String(decoding: try TaskUIDTests.server.get().get(path + "uids"), as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    static func laptop() throws -> Laptop {
        let server = try Self.server.get()
        let td = try TaskDraftBinary()
        let path = "/uids/\(UUID().uuidString)/"
        let config = td.directory.appendingPathComponent("config/taskdraft")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "{\"sync\": {\"url\": \"http://127.0.0.1:\(server.port)\(path)tasks/\"}}".write(
            to: config.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        return Laptop(td: td, path: path)
    }

    /// A sync's report; it exits 5, as any sync that skipped resources: the two bad ones.
    static func sync(_ td: TaskDraftBinary, db: String? = nil) throws -> [String: Any] {
        let result = try td.run(["sync", "--json"] + (db.map { ["--db", $0] } ?? []))
        #expect(result.status == 5, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    }

    static func count(_ report: [String: Any], _ side: String, _ key: String) -> Int {
        (report[side] as? [String: Any])?[key] as? Int ?? -1
    }

    static func localUIDs(_ td: TaskDraftBinary, db: String) throws -> [String] {
        let tasks = try #require(try td.json(["list", "--json", "status:all", "--db", db]) as? [[String: Any]])
        return tasks.compactMap { $0["uuid"] as? String }.sorted()
    }

    @Test(arguments: [("json", "backup.json"), ("jsonl", "backup.jsonl"), ("csv", "backup.csv"),
                      ("taskwarrior", "backup.taskwarrior.json"), ("todotxt", "todo.txt")])
    func aRestoredBackupSyncsAsTheSameTasks(format: String, file: String) throws {
        let laptop = try Self.laptop()
        defer { laptop.td.remove() }
        let first = try Self.sync(laptop.td)
        #expect(Self.count(first, "pulled", "created") == 4)
        #expect(try Self.localUIDs(laptop.td, db: laptop.td.databasePath) == Self.uids)

        let backup = laptop.td.directory.appendingPathComponent(file).path
        let exported = try laptop.td.run(["export", "status:all", "--format", format, "-o", backup])
        #expect(exported.status == 0, "\(exported.stderr)")
        let restored = laptop.td.directory.appendingPathComponent("restored.db").path
        let imported = try laptop.td.run(["import", backup, "--format", format, "--yes", "--db", restored])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Self.localUIDs(laptop.td, db: restored) == Self.uids)

        let again = try Self.sync(laptop.td, db: restored)
        #expect(Self.count(again, "pulled", "created") == 0, "\(again)")
        #expect(Self.count(again, "pushed", "created") == 0, "\(again)")
        #expect(try Self.localUIDs(laptop.td, db: restored) == Self.uids)
        #expect(try laptop.serverUIDs().filter { Self.uids.contains($0) } == Self.uids)
        #expect(try laptop.serverUIDs().count == 6, "the four and the two refused ones, nothing more")
    }

    /// Taskwarrior's `uuid` takes UUIDs only; the UID as written rides along in an attribute
    /// `task` itself keeps: export → `task import` → `task export` → import keeps every UID.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorItselfCarriesTheUIDsBack() throws {
        let laptop = try Self.laptop()
        defer { laptop.td.remove() }
        _ = try Self.sync(laptop.td)
        let exported = try laptop.td.run(["export", "--format", "taskwarrior"])
        #expect(exported.status == 0)
        let roundTrip = try laptop.td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let restored = laptop.td.directory.appendingPathComponent("restored.db").path
        let imported = try laptop.td.run(["import", "-", "--format", "taskwarrior", "--yes", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try Self.localUIDs(laptop.td, db: restored) == Self.uids)
    }

    /// One rule for a UID, whoever gives it: the two the server holds that break it are
    /// skipped by sync and refused by import, each naming the field.
    @Test func aUIDIsTakenOrRefusedAlikeBySyncAndImport() throws {
        let laptop = try Self.laptop()
        defer { laptop.td.remove() }
        let report = try Self.sync(laptop.td)
        let skipped = try #require(report["skipped"] as? [String])
        #expect(skipped.count == 2, "\(skipped)")
        #expect(skipped.contains { $0.contains("bad0.ics") && $0.contains("uid: is 10245 bytes long (at most 255)") }, "\(skipped)")
        #expect(skipped.contains { $0.contains("bad1.ics") && $0.contains("uid: contains control characters") }, "\(skipped)")

        let file = laptop.td.directory.appendingPathComponent("in.jsonl").path
        let lines = ["long-" + String(repeating: "u", count: 10240), "evil\u{202E}moc.elpmaxe", "with space", "ok@example.com"]
            .enumerated().map { "{\"uid\": \"\($1)\", \"title\": \"T\($0)\"}" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = try laptop.td.run(["import", file, "--yes"])
        #expect(result.status == 5)
        #expect(result.stderr.contains("in.jsonl:1: uid: is 10245 bytes long (at most 255)"), "\(result.stderr)")
        #expect(result.stderr.contains("in.jsonl:2: uid: contains control characters"), "\(result.stderr)")
        #expect(result.stderr.contains("in.jsonl:3: uid: contains a space or a line break"), "\(result.stderr)")
        #expect(try Self.localUIDs(laptop.td, db: laptop.td.databasePath).contains("ok@example.com"))

        let russian = try laptop.td.run(["import", file, "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("uid: длина 10245 байт (можно не больше 255)"), "\(russian.stderr)")
    }
}
