import Foundation
import Testing

/// A CSV record's fields each hold their own bytes: a record of a long field then many short
/// ones (hostile_peers.py, seed 103: 100 KB, then 240,000 fields) gave every short field a
/// buffer as large as the long one, 1.3 GB resident for a 580 KB file, and under a 4 GB
/// address-space limit the import aborted.
@Suite struct CSVManyFieldsMemoryTests {
    @Test func aLongFieldThenManyShortOnesStaysSmall() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let record = String(repeating: "x", count: 200_000) + String(repeating: ",a", count: 300_000)
        let path = try td.writeFile("many.csv", "title,notes\r\n" + record + "\r\nAfter,a note\r\n")
        let (result, peakKiB) = try td.runMeasuringPeakMemory(["import", "--format", "csv", path, "--dry-run"])
        #expect(result.status == 5 && result.stderr.contains("record has 300001 fields; the header has 2"),
                "\(result.status) \(result.stderr.suffix(1_000))")
        let peak = try #require(peakKiB, "\(result.stderr.suffix(1_000))")
        #expect(peak < 256 * 1024, "peak resident memory \(peak / 1024) MiB")
    }
}
