import Foundation
import HostileSamples
import RecurrenceSamples
import Testing
import TaskDraftKit

/// Seeded hostile .ics files (`HostileCalendars`) through the binary, as a person imports a file
/// a stranger wrote: `import --format ics FILE --dry-run`, then `--yes`. No run ends by a signal;
/// each exits 0 (every record taken), 5 (the bad records listed, the rest imported) or 1 (every
/// record bad, and listed); a dry run writes nothing; the database stays whole. Bounded: the in-process suite (`HostileVTodoTests`) takes the many
/// cases. `TD_HOSTILE_SEED=<seed>` replays a run.
@Suite struct HostileICalendarImportTests {
    @Test func seededHostileFilesImportWithoutATrap() throws {
        let seed = HostileSeed.draw()
        var rng = SplitMix(state: seed)
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "--yes", "A task before the imports"])
        var imported = 0
        for n in 0..<30 {
            let bytes = HostileCalendars.calendar(using: &rng, todos: 1...6, uidPrefix: "fuzz\(n)")
            let path = td.directory.appendingPathComponent("hostile-\(n).ics").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for mode in ["--dry-run", "--yes"] {
                let before = try td.rowCount()
                let result = try td.run(["import", "--format", "ics", path, mode])
                let label = "TD_HOSTILE_SEED=\(seed) case \(n) \(mode): "
                // 1 is documented too, for a file whose every record is bad (and said so).
                let documented = [0, 5].contains(result.status) || (result.status == 1 && result.stderr.contains("bad record"))
                #expect(!result.bySignal && documented,
                        "\(label)\(result.bySignal ? "signal" : "exit") \(result.status)\n\(result.stderr.suffix(1_000))")
                if mode == "--dry-run" { #expect(try td.rowCount() == before, "\(label)a dry run wrote") }
                imported += try td.rowCount() - before
            }
        }
        #expect(imported > 0, "TD_HOSTILE_SEED=\(seed): no file imported a task")
        let db = try SQLiteConnection(path: td.databasePath, create: false)
        #expect(try db.first("PRAGMA integrity_check") { $0.string(0) } == "ok", "TD_HOSTILE_SEED=\(seed)")
    }
}
