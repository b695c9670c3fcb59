import Foundation
import Testing

/// The one test of ARCHITECTURE.md's counts: its "Per field, counted" lists, for each field of
/// this round and `notes`, the files under `Sources/` whose code names it; this recomputes each
/// list and its count, so a file that starts or stops naming a field fails here until the list
/// says so.
@Suite struct FieldFileCountTests {
    static let sources = RepositoryDocsTests.root.appendingPathComponent("Sources")

    /// A task's or a draft's `.start`, as the code names the values that hold one.
    static let holders = "task|draft|t|d|following|valid|result|patch|from|old|new|a|b|existing|edited|record|updated|current|stored|"
        + "local|remote|base|merged|other|original"
    /// Files where `start` is a token span's member or an English word, not the field.
    static let notTheStart: Set<String> = [
        "TaskDraftModels/Splitting/DraftSet.swift", "TaskDraftCLI/Commands/SplitInput.swift", "TaskDraftParser/Grammar/Scan.swift",
        "TaskDraftParser/Splitting/SplitLexicon.swift", "TaskDraftParser/Chart/Compositions.swift", "TaskDraftParser/Chart/Chart.swift",
        "TaskDraftParser/Chart/BuiltinParser+PeriodParts.swift",
    ]

    static func pattern(_ field: String) throws -> NSRegularExpression {
        if field == "start" {
            return try NSRegularExpression(pattern: #"("start(_date)?"|\b("# + holders
                + #")\.start\b(?![(\w])|case \.start\b|\bstart: (Due|Field)|\(\.start\b|\.start\b[,\]])"#)
        }
        return try NSRegularExpression(pattern: #"(\.KEY\b(?![(\w])|"KEY(_date)?"|\bKEY:)"#.replacingOccurrences(of: "KEY", with: field))
    }

    /// The files whose code (comment lines left out) names `field`, relative to `Sources/`.
    static func naming(_ field: String) throws -> Set<String> {
        let pattern = try pattern(field)
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.lastPathComponent.contains("Generated") else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            let names = text.split(separator: "\n").contains { line in
                let code = line.trimmingCharacters(in: .whitespaces)
                return !code.hasPrefix("//") && pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            }
            if names { found.insert(path) }
        }
        return field == "start" ? found.subtracting(notTheStart) : found
    }

    /// ARCHITECTURE.md's line for `field`: its count and the files it names.
    static func listed(_ field: String) throws -> (count: Int, files: Set<String>) {
        let text = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let head = "- **`\(field)`: "
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(head) }, "ARCHITECTURE.md has no count for \(field)")
        let count = try #require(Int(line.dropFirst(head.count).prefix { $0.isNumber }))
        let files = line.split(separator: "`").filter { $0.hasSuffix(".swift") }.map(String.init)
        return (count, Set(files))
    }

    /// A field whose place in a VTODO is a form several fields share (`TaskField.CalendarForm`:
    /// a TEXT value, a date) is written and read by its row alone, as ARCHITECTURE.md's bound
    /// counts it: no file of TaskDraftSync names it.
    @Test(arguments: ["start", "wait", "estimate"])
    func aSharedCalendarFormNamesNoFieldInSync(field: String) throws {
        let found = try Self.naming(field)
        #expect(found.filter { $0.hasPrefix("TaskDraftSync/") }.sorted() == [], "\(field)")
        #expect(!found.isEmpty)
    }

    @Test(arguments: ["notes", "annotations", "start", "wait", "estimate", "parent", "depends"])
    func theListIsTrue(field: String) throws {
        let found = try Self.naming(field)
        let (count, files) = try Self.listed(field)
        #expect(found.subtracting(files).sorted() == [], "\(field): name it in ARCHITECTURE.md's count")
        #expect(files.subtracting(found).sorted() == [], "\(field): no longer names it")
        #expect(count == files.count, "\(field): the count says \(count), the list has \(files.count)")
    }
}
