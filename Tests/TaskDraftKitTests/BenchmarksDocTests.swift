import Foundation
import Testing

/// BENCHMARKS.md holds the current figures of every `make bench` section, each with the
/// command that reproduces it, and stays short enough to read (issue 27): how the figures were
/// reached is in git, not here.
@Suite struct BenchmarksDocTests {
    /// Issue 27's bound, counted in lines of at most 100 columns, a table's rows and a heading aside
    /// (itsProseIsWrappedAtTheNotesWidth).
    static let maximumLines = 400

    static func document() throws -> String {
        try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("BENCHMARKS.md"), encoding: .utf8)
    }

    /// `scripts/bench/bench.py --list`: each section's name, and whether `--full` has a long form of it.
    static func sections() throws -> [(name: String, hasLongForm: Bool)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryDocsTests.root.appendingPathComponent("scripts/bench/bench.py").path, "--list"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map { line in
            let words = line.split(separator: " ", maxSplits: 1)
            return (String(words[0]), words.count > 1 && words[1].contains("--full"))
        }
    }

    /// The blocks `scripts/bench/paste.py` writes: `<!-- bench:NAME -->` … `<!-- /bench:NAME -->`.
    static func blocks(in text: String) -> [(name: String, body: String)] {
        var blocks: [(String, String)] = []
        var rest = Substring(text)
        while let open = rest.firstRange(of: "<!-- bench:") {
            guard let nameEnd = rest[open.upperBound...].firstRange(of: " -->") else { break }
            let name = String(rest[open.upperBound..<nameEnd.lowerBound])
            guard let close = rest[nameEnd.upperBound...].firstRange(of: "<!-- /bench:\(name) -->") else {
                blocks.append((name, "<unclosed>"))
                break
            }
            blocks.append((name, String(rest[nameEnd.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    /// The understanding section's rows after a colon are explained in bench/CONVENTIONS.md,
    /// which `accuracy.py --conventions` writes from the CONVENTIONS it scores by.
    @Test func theConventionsScoredApartAreWrittenOut() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryDocsTests.root.appendingPathComponent("scripts/bench/accuracy.py").path, "--conventions"]
        // accuracy.py imports prose.py: no __pycache__ in the work tree, as scripts/test-terminal.sh keeps none.
        process.environment = ProcessInfo.processInfo.environment.merging(["PYTHONDONTWRITEBYTECODE": "1"]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let written = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("bench/CONVENTIONS.md"), encoding: .utf8)
        #expect(written == output, "bench/CONVENTIONS.md differs: python3 scripts/bench/accuracy.py --conventions > bench/CONVENTIONS.md")
        #expect(try Self.document().contains("`bench/CONVENTIONS.md`"))
    }

    /// A section whose tables BENCHMARKS.md shows in part, with every row of the same run in a
    /// generated document beside it (scripts/bench/paste.py's BESIDE): `bench.py NAME` writes both
    /// and `paste.py NAME` pastes them together.
    struct Beside: Sendable, CustomTestStringConvertible {
        let section: String
        let document: String
        /// Whether BENCHMARKS.md shows a row of the document's tables, given its cells as `|` splits them.
        let isShown: @Sendable ([Substring]) -> Bool
        var testDescription: String { "\(section): \(document)" }
    }

    static let besides = [
        // Each suite, language and kind's main row; the rows after a colon, scored apart, beside.
        Beside(section: "understanding", document: "bench/ACCURACY.md") { cells in
            cells.count > 3 && !cells[3].contains(":")
        },
        // split_accuracy.py's rows by language and split_heldout.py's "all" of each language
        // (its rows of 5 columns, the phrases read in the second); the rows by class beside.
        Beside(section: "split", document: "bench/SPLIT.md") { cells in
            let isHeldoutClass = cells.count == 7 && cells[2].first(where: { $0 != " " })?.isNumber == true
                && cells[3] != " **all** "
            return cells.count > 3 && !cells[1].hasPrefix(" class ") && !isHeldoutClass
        },
    ]

    @Test(arguments: besides) func everyRowOfTheSectionIsBesideIt(_ beside: Beside) throws {
        let shown = Self.blocks(in: try Self.document()).first { $0.name == beside.section }?.body ?? ""
        let text = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent(beside.document), encoding: .utf8)
        let every = Self.blocks(in: text).first { $0.name == "\(beside.section)-rows" }?.body ?? ""
        func rows(_ body: String) -> [Substring] { body.split(separator: "\n").filter { $0.hasPrefix("|") } }
        let expected = rows(every).filter { beside.isShown($0.split(separator: "|", omittingEmptySubsequences: false)) }
        // The section's own rows before the document's tables (a throughput table) are its alone.
        let start = rows(every).first.flatMap { rows(shown).firstIndex(of: $0) }
        #expect(expected.count > 2, "\(beside.document) has no table: python3 scripts/bench/paste.py \(beside.section)")
        #expect(start.map { Array(rows(shown)[$0...]) } == expected,
                "\(beside.document)'s rows shown are not BENCHMARKS.md's: python3 scripts/bench/paste.py \(beside.section)")
        #expect(rows(every).count > expected.count, "\(beside.document) holds no row BENCHMARKS.md leaves out")
        // The line naming the command, the date, the commit and the load: the end of both blocks.
        let run = { (body: String) in body.range(of: "_`python3 scripts/bench/bench.py \(beside.section)`").map { body[$0.lowerBound...] } }
        #expect(run(shown) != nil && run(shown) == run(every), "\(beside.document) is not of the run BENCHMARKS.md shows")
        #expect(try Self.document().contains("`\(beside.document)`"))
    }

    @Test func itIsShort() throws {
        let lines = try Self.document().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= Self.maximumLines, "BENCHMARKS.md has \(lines) lines; the history belongs in git")
    }

    /// Its prose, the figures' included (bench.py wraps what a section prints), is wrapped at the
    /// width of the hand-written notes, scripts/bench/prose.py's: only a table's row and a
    /// heading, each one line whatever its length, are longer.
    @Test func itsProseIsWrappedAtTheNotesWidth() throws {
        let width = 100
        let long = try Self.document().split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { _, line in
            line.count > width && !line.hasPrefix("|") && !line.hasPrefix("#")
        }
        #expect(long.isEmpty, "BENCHMARKS.md's lines \(long.map { "\($0.offset + 1) (\($0.element.count) characters)" }) are longer than \(width): wrap them as scripts/bench/prose.py's wrap() does")
    }

    @Test func everySectionHasItsFiguresAndTheCommandThatReproducesThem() throws {
        let sections = try Self.sections()
        #expect(sections.count >= 10, "bench.py --list named \(sections.map(\.name))")
        let blocks = Self.blocks(in: try Self.document())
        let names = blocks.map(\.name)
        #expect(Set(names).count == names.count, "a section's figures appear twice: \(names)")
        for section in sections {
            #expect(names.contains(section.name),
                    "BENCHMARKS.md has no figures for \(section.name): python3 scripts/bench/bench.py \(section.name) && python3 scripts/bench/paste.py \(section.name)")
        }
        for block in blocks {
            let full = block.name.hasSuffix("-full")
            let name = full ? String(block.name.dropLast(5)) : block.name
            let section = sections.first { $0.name == name }
            #expect(section != nil, "BENCHMARKS.md has figures for \(block.name), which scripts/bench/bench.py does not measure")
            #expect(!full || section?.hasLongForm == true, "\(block.name): \(name) has no long form (bench.py's LONG_FORMS)")
            let command = "`python3 scripts/bench/bench.py \(full ? "--full " : "")\(name)`"
            #expect(block.body.contains(command), "the figures of \(block.name) do not name \(command)")
            #expect(block.body.contains("\n## ") || block.body.contains("\n### ") || block.body.hasPrefix("\n#"),
                    "\(block.name) has no heading")
        }
    }
}
