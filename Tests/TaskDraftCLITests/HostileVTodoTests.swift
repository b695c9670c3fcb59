import Foundation
import HostileSamples
import RecurrenceSamples
import Testing
import TaskDraftKit
import TaskDraftModels
import TaskDraftSync
@testable import TaskDraftCLI

/// Seeded hostile calendars (`HostileCalendars`) through everything that reads a stranger's
/// VTODO in this process: the import's reader and drafter, the mapping CalDAV sync reads with,
/// and an edit written back over the server's copy as a sync pushes it. A trap ends the run;
/// what is asserted is what a stranger's bytes must never break. `TD_HOSTILE_SEED=<seed>`
/// replays a run; every expectation names the seed and the case.
@Suite struct HostileVTodoTests {
    static let zone = Fixtures.moscow
    static let now = Fixtures.context.now

    @Test func seededHostileCalendarsAreReadWithoutATrap() throws {
        let seed = HostileSeed.draw()
        var rng = SplitMix(state: seed)
        var records = 0, rewritten = 0
        // About one calendar in ten parses whole and maps: 3,000 give 289–323 (five seeds),
        // so the bound below is met by a wide margin on any seed, never by its luck.
        for n in 0..<3_000 {
            let bytes = HostileCalendars.calendar(using: &rng)
            let label = "TD_HOSTILE_SEED=\(seed) case \(n)"
            let items = try ICalendarReaderTests.items(bytes)
            let drafter = RecordDrafter(model: BuiltinModel(), context: Fixtures.context)
            for source in Fixtures.records(items) {
                guard case .record(let record) = drafter.outcome(source, drafted: nil) else { continue }
                let task = record.task(uuid: record.uuid ?? "", now: Self.now)
                records += 1
                // A server's text is data: no control character reaches a title a terminal shows.
                let hasControl = task.title.unicodeScalars.contains { $0.isControlCharacter }
                #expect(!hasControl, "\(label): \(task.title.debugDescription)")
                #expect(task.title.count <= TaskDraft.maximumTitleLength, "\(label)")
            }
            guard let text = String(validating: bytes, as: UTF8.self), let calendar = try? ICalendarParser.parse(text),
                  let read = try? VTodoMapping.task(calendar, zone: Self.zone, now: Self.now) else { continue }
            rewritten += 1
            try Self.editAndWriteBack(read.task, over: text, label: label)
        }
        // The generator reaches the mapping, not only the reader's refusals.
        #expect(records > 100 && rewritten > 100, "TD_HOSTILE_SEED=\(seed): \(records) records, \(rewritten) rewritten")
    }

    /// An edit here pushed over the server's copy: the title alone (only SUMMARY, the stamps and
    /// SEQUENCE are replaced), then a due in another zone with a reminder (DUE, a VTIMEZONE, the
    /// VALARMs). Each written object parses and reads back the edit.
    static func editAndWriteBack(_ task: Task, over text: String, label: String) throws {
        var titled = task
        titled.title = "Edited here"
        let first = VTodoMapping.write(titled, over: text, zone: zone, now: now, productVersion: "test")
        let firstRead = (try? ICalendarParser.parse(first)).flatMap { VTodoMapping.read($0, zone: zone, now: now) }
        #expect(firstRead?.task.title == "Edited here", "\(label): \(first.prefix(2_000).debugDescription)")
        var dated = titled
        let berlin = try #require(Zone.named("Europe/Berlin"))
        let due = berlin.zoned(Instant(seconds: 1_806_000_000))
        dated.due = .dateTime(due)
        dated.reminders = [.relative(-900)]
        let second = VTodoMapping.write(dated, over: first, zone: zone, now: now, productVersion: "test")
        let secondRead = (try? ICalendarParser.parse(second)).flatMap { VTodoMapping.read($0, zone: zone, now: now) }
        var readDue: Instant?
        if case .dateTime(let zoned)? = secondRead?.task.due { readDue = zoned.instant }
        #expect(readDue == due.instant, "\(label): \(second.prefix(2_000).debugDescription)")
    }
}
