import Foundation
import HostileSamples
import RecurrenceSamples
import Testing

/// Seeded hostile Skills folders (`HostileSkills`) under `taskdraft draft`, as the person's own
/// folder (`$XDG_CONFIG_HOME/taskdraft/skills`) or as the shipped one (`TASKDRAFT_SKILLS_DIR`):
/// no run ends by a signal, the draft is still made (exit 0, the title's words on the card), and
/// a file that could not be read whole is named on stderr. Bounded; the in-process suite
/// (`HostileSkillsTests`) takes the many cases. `TD_HOSTILE_SEED=<seed>` replays a run.
@Suite struct HostileSkillsDraftTests {
    @Test func seededHostileFoldersStillDraft() throws {
        let seed = HostileSeed.draw()
        var rng = SplitMix(state: seed)
        for n in 0..<20 {
            let entries = HostileSkills.folder(using: &rng)
            let folder = try HostileSkills.write(entries)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let td = try TaskDraftBinary()
            defer { td.remove() }
            let asShipped = Bool.random(using: &rng)
            var environment: [String: String] = [:]
            // The folder as the loader names it, in the warning too.
            let skills = asShipped ? folder : td.environment["XDG_CONFIG_HOME"]! + "/taskdraft/skills"
            if asShipped {
                environment["TASKDRAFT_SKILLS_DIR"] = folder
            } else {
                try FileManager.default.createDirectory(atPath: td.environment["XDG_CONFIG_HOME"]! + "/taskdraft", withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: skills, withDestinationPath: folder)
            }
            let label = "TD_HOSTILE_SEED=\(seed) case \(n) \(asShipped ? "shipped" : "user") \(entries.map(\.name)): "
            let result = try td.run(["draft", "Позвонить Анне завтра в 10"], extraEnvironment: environment)
            #expect(!result.bySignal && result.status == 0, "\(label)\(result.bySignal ? "signal" : "exit") \(result.status)\n\(result.stderr.suffix(1_000))")
            #expect(result.stdout.contains("Позвонить"), "\(label)\(result.stdout.suffix(1_000))")
            // A file in the folder that cannot be read, or is no UTF-8, is always a problem.
            let unreadable = entries.contains { entry in
                guard entry.name.hasSuffix(".md"), entry.name != "README.md" else { return false }
                if case .file(_, let bytes) = entry { return String(validating: bytes, as: UTF8.self) == nil }
                return true
            }
            if unreadable { #expect(result.stderr.contains("Skills: " + skills + "/"), "\(label)\(result.stderr.suffix(1_000))") }
        }
    }

    /// A sparse 2 GiB file in the person's Skills folder: `draft` names it as larger than the
    /// bound, in the terminal's language, skips it without reading it and drafts; the binary's
    /// peak resident memory (its wrapper's `RUSAGE_CHILDREN`) stays far below what reading the
    /// file whole would take.
    @Test func aTwoGibibyteFileIsNamedAndSkippedUnread() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        let skills = td.environment["XDG_CONFIG_HOME"]! + "/taskdraft/skills"
        try FileManager.default.createDirectory(atPath: skills, withIntermediateDirectories: true)
        try HostileSkills.write([.sparse("vocabulary-big.md", bytes: 2 << 30)], into: skills)
        let said = ["C.UTF-8": "larger than 1 MiB", "ru_RU.UTF-8": "файл больше 1 МиБ", "pl_PL.UTF-8": "plik ma ponad 1 MiB"]
        for (language, words) in said {
            td.environment["LANG"] = language
            let (result, peakKiB) = try td.runMeasuringPeakMemory(["draft", "Call Anna tomorrow at 10"])
            #expect(!result.bySignal && result.status == 0, "\(language) \(result.status) \(result.stderr.suffix(1_000))")
            #expect(result.stdout.contains("Call Anna"), "\(language) \(result.stdout)")
            #expect(result.stderr.contains("Skills: " + skills + "/vocabulary-big.md") && result.stderr.contains(words),
                    "\(language) \(result.stderr)")
            let peak = try #require(peakKiB, "\(result.stderr)")
            #expect(peak < 128 * 1024, "\(language): peak resident memory \(peak / 1024) MiB")
        }
    }
}
