import RecurrenceSamples
import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A UUID or a hash is never read as a date: its digit groups look like years and months
/// ("4036-8" of `4036-8e14`), and an exported calendar's UID line, imported as a line, drafted
/// August 4036 (outside the calendar, so the import failed) about one time in fifteen.
@Suite struct HexIdentifierTests {
    let context = ParserFixtures.context(region: "US")

    func expectNoDate(_ text: String, keeping identifier: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let draft = BuiltinParser().analyze(text, context: context).draft
        #expect(draft.due == nil && draft.start == nil && draft.wait == nil,
                "\(text) → due \(String(describing: draft.due)), start \(String(describing: draft.start))",
                sourceLocation: sourceLocation)
        #expect(draft.warnings.isEmpty, "\(text): \(draft.warnings)", sourceLocation: sourceLocation)
        #expect(draft.title.lowercased().contains(identifier), "\(text) → \(draft.title)", sourceLocation: sourceLocation)
    }

    /// UIDs that each drafted a due date before: a year and a month ("4036-8e14", "7623-4f93",
    /// "0503-4abc"), the year outside 1900–2999 or within it ("2026-8e14").
    @Test(arguments: ["04f5bf15-054f-4036-8e14-db5a327bf875", "7f3da7de-7623-4f93-a529-4b19f7454494",
                      "9c0d1e2f-0503-4abc-9d12-3e4f5a6b7c8d", "a1b2c3d4-1a2b-2026-8e14-5f6a7b8c9d0e",
                      "0b1c2d3e-4f5a-4763-9a0b-1c2d3e4f5a6b"])
    func aUUIDIsNoDate(_ uuid: String) {
        expectNoDate("UID:\(uuid)", keeping: uuid)
        expectNoDate(uuid, keeping: uuid)
        expectNoDate("check \(uuid)", keeping: uuid)
    }

    /// Random version-4 UUIDs, from a fixed seed: none drafts a date or a warning.
    @Test func randomUUIDsAreNoDates() {
        var generator = SplitMix(state: 29)
        for _ in 0..<2_000 {
            let uuid = randomUUID(&generator)
            expectNoDate("UID:\(uuid)", keeping: uuid)
        }
    }

    /// Around an identifier the words still read, and the dates written with letters stay dates.
    @Test func datesBesideAndWithLettersStillRead() {
        let commit = BuiltinParser().analyze("review commit 3875eb2 friday", context: context).draft
        #expect(commit.title == "Review commit 3875eb2")
        #expect(commit.due == .date(CivilDate(year: 2026, month: 12, day: 4)))
        let monthName = BuiltinParser().analyze("pay 15dec2026", context: context).draft
        #expect(monthName.due == .date(CivilDate(year: 2026, month: 12, day: 15)))
        #expect(BuiltinParser().analyze("pay 1feb2027", context: context).draft.due == .date(CivilDate(year: 2027, month: 2, day: 1)))
        let iso = BuiltinParser().analyze("review 2027-05-01T10:00", context: context).draft
        #expect(iso.due != nil && iso.title == "Review")
        expectNoDate("call 2026-8e14", keeping: "2026-8e14")
    }
}

/// A version-4 UUID in lower case, as `export` writes a task's UID.
private func randomUUID(_ generator: inout SplitMix) -> String {
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    let hex = bytes.map { byte in String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16) }
    return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
}
