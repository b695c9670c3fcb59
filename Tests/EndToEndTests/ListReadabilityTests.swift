import Foundation
import Testing

/// `list` and the draft card as a person reads them: titles whole on a narrow width, every
/// cell whole in a pipe, a Status column when statuses differ, a marker on recurring tasks.
@Suite struct ListReadabilityTests {
    static let longTitle = "Подготовить квартальный отчёт для совета директоров с графиками продаж по регионам"
    static let longTag = "quarterly-board-reporting-2026"

    private func seeded() throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        try td.run(["add", Self.longTitle + " до пятницы !high #" + Self.longTag + " +Финансы", "--yes"])
        try td.run(["add", "Water the plants every monday", "--yes"])
        try td.run(["add", "Old finished thing", "--yes"])
        try td.run(["done", "3", "--yes"])
        return td
    }

    /// The words of a wrapped cell, read back across its lines.
    private func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// The table stops at 100 rows; the line under it counts the rest up to the cap, then says "over".
    @Test func theLineUnderAFullTableCountsTheRestUpToTheCap() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        func importTasks(_ range: ClosedRange<Int>) throws {
            let lines = range.map { "{\"title\": \"Task \($0)\"}" }.joined(separator: "\n") + "\n"
            let result = try td.run(["import", "--format", "jsonl", "--yes", "-"], stdin: lines)
            #expect(result.status == 0, "\(result.stderr)")
        }
        try importTasks(1...600)
        let some = try td.run(["list"]).stdout
        #expect(some.contains("… and 500 more"), "\(some.suffix(200))")
        try importTasks(601...1_200)
        let many = try td.run(["list"]).stdout
        #expect(many.contains("… and over 1000 more"), "\(many.suffix(200))")
        #expect(try td.run(["list", "--all"]).stdout.split(separator: "\n").count == 1_201)
    }

    @Test func aPipeWritesEveryCellWhole() throws {
        let td = try seeded()
        defer { td.remove() }
        let out = try td.run(["list"]).stdout
        #expect(!out.contains("…"))
        let row = try #require(out.split(separator: "\n").first { $0.contains("Подготовить") })
        #expect(row.contains(Self.longTitle))
        #expect(row.contains(Self.longTag))
        #expect(out.split(separator: "\n").count == 3, "a header and one line per task: \(out)")
    }

    @Test func sixtyColumnsDropTagsAndProjectAndWrapTheTitle() throws {
        let td = try seeded()
        defer { td.remove() }
        let out = try td.run(["list"], extraEnvironment: ["COLUMNS": "60"]).stdout
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        for line in lines { #expect(line.count <= 60, "wider than 60: \(line)") }
        #expect(!out.contains("…"))
        let header = try #require(lines.first)
        #expect(header.hasPrefix("ID") && header.contains("Title"))
        #expect(!header.contains("Tags"), "tags give way first: \(header)")
        // The title's words all appear, in order, on its line and the continuation lines under it.
        let start = try #require(lines.firstIndex { $0.contains("Подготовить") })
        let titleColumn = lines[start].range(of: "Подготовить")!.lowerBound.utf16Offset(in: lines[start])
        // On the first line the title cell ends where the Project column begins.
        let firstCell = lines[start][lines[start].range(of: "Подготовить")!.lowerBound...]
        var titleText = String(firstCell[..<(firstCell.range(of: "  ")?.lowerBound ?? firstCell.endIndex)])
        var next = start + 1
        while next < lines.endIndex, lines[next].hasPrefix(String(repeating: " ", count: titleColumn)),
              lines[next].dropFirst(titleColumn).first != " " {
            titleText += " " + lines[next].dropFirst(titleColumn)
            next += 1
        }
        #expect(next - start >= 2, "the title wraps onto a continuation line: \(out)")
        #expect(words(titleText) == words(Self.longTitle),
                "the title read back: \(titleText)")
        #expect(lines.contains { $0.contains("Water the plants ↻") })
    }

    @Test func aStatusColumnWhenStatusesAreMixed() throws {
        let td = try seeded()
        defer { td.remove() }
        let pending = try td.run(["list"]).stdout
        #expect(!pending.contains("Status"))
        for filter in ["status:all", "status:done,pending"] {
            let out = try td.run(["list", filter]).stdout
            let lines = out.split(separator: "\n")
            #expect(lines.first?.contains("Status") == true, "\(filter): \(out)")
            #expect(lines.contains { $0.contains("done") && $0.contains("Old finished thing") }, "\(filter): \(out)")
            #expect(lines.contains { $0.contains("pending") && $0.contains("Water the plants ↻") }, "\(filter): \(out)")
        }
        let narrow = try td.run(["list", "status:all"], extraEnvironment: ["COLUMNS": "60"]).stdout
        #expect(narrow.split(separator: "\n").first?.contains("Status") == true, "\(narrow)")
    }

    @Test func theDraftCardWrapsAtWordBoundaries() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let words = ["Подготовить", "квартальный", "отчёт", "для", "совета", "директоров", "с", "графиками",
                     "продаж", "по", "регионам"]
        let sentence = words.joined(separator: " ") + " до пятницы !high #finance #board"
        let card = try td.run(["draft", sentence], extraEnvironment: ["COLUMNS": "60"]).stdout
        let lines = card.split(separator: "\n")
        for line in lines { #expect(line.count <= 60, "wider than 60: \(line)") }
        #expect(lines.count >= 4, "title on two lines, then the fields: \(card)")
        // Every word on the card is one of the title's or a field's: none was cut in two.
        let titleLines = lines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(titleLines[0].hasPrefix("Draft"))
        let shown = (titleLines[0].dropFirst("Draft".count) + " " + titleLines[1]).split(separator: " ").map(String.init)
        #expect(shown == words, "the title read back: \(shown)")
        let piped = try td.run(["draft", sentence]).stdout
        #expect(piped.split(separator: "\n").first?.hasSuffix(words.joined(separator: " ")) == true, "\(piped)")
    }
}
