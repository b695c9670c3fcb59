import Foundation
import Testing

/// The one test of ARCHITECTURE.md's counts: its "Which files name a field" tables, for each
/// field of this round and `notes`, the files under `Sources/` whose code names it; this recomputes each
/// list and its count, so a file that starts or stops naming a field fails here until the list
/// says so.
@Suite struct FieldFileCountTests {
    static let sources = RepositoryDocsTests.root.appendingPathComponent("Sources")

    /// A task's or a draft's `.start`, as the code names the values that hold one.
    static let holders = "task|draft|t|d|following|valid|result|patch|from|old|new|a|b|existing|edited|record|updated|current|stored|"
        + "local|remote|base|merged|other|original"
    /// Files where a field's name is something else throughout: `start` a token span's member
    /// or an English word; `parent` a node of the parser's word trie.
    static let notTheField: [String: Set<String>] = [
        "start": [
            "TaskDraftModels/Splitting/DraftSet.swift", "TaskDraftCLI/Commands/SplitInput.swift",
            "TaskDraftParser/Chart/Compositions.swift", "TaskDraftParser/Chart/Chart.swift",
            "TaskDraftParser/Chart/BuiltinParser+PeriodParts.swift", "TaskDraftParser/Grammar/BuiltinParser+VerbOnlyTitle.swift",
            "TaskDraftParser/Chart/BuiltinParser+EventOffset.swift",
        ],
        "parent": ["TaskDraftParser/Tokens/PhraseTable.swift"],
    ]
    /// Files of words that are no field in any of them: the splitter's English, Russian and
    /// Polish word lists ("estimate" a verb, "notes" a line that is no task).
    static let wordLists: Set<String> = ["TaskDraftParser/Splitting/SplitLexicon.swift"]
    /// Forms of a line that use a field's name for something else, taken out of the line before
    /// it is read: an import's own notes (the `ImportNote`s a reader and its report keep beside
    /// the records, and the report's JSON member of them); how long `TerminalKeys.readByte`
    /// waits for a key, and a sample note's list of Taskwarrior's attribute names; Taskwarrior's
    /// own dates an import keeps in the notes (its `start` is when work on a task was started,
    /// not when it may begin) and the attributes it reads past (its `parent` ties a recurring
    /// task's instance to its template); the parser's scan taking an edge's words by their span
    /// (`edge.start`); MCP's annotations of a tool (its hints, an object).
    static let otherForms: [String: [String]] = [
        "notes": [#"\bnotes: \[ImportNote\]"#, #"\b(report|reader)\.notes\b"#, #""notes": \.array\(\(notes\."#],
        "annotations": [#""annotations": \.object\(\["#],
        "start": [#"\bkeptDates: Set<String> = \[[^\]]*\]"#, #"\btake\(edge\.start,"#],
        "parent": [#"\bbookkeeping: Set<String> = \[[^\]]*\]"#],
        "wait": [#"\breadByte\(wait:"#, #"\.keptInNotes\(format: "[^"]*", names: \[[^\]]*\]"#],
    ]

    /// A key quoted inside a string literal (`\"annotations\"`: JSON written by hand, help that
    /// shows the key as a file writes it) names the field as the bare string does.
    static func pattern(_ field: String) throws -> NSRegularExpression {
        if field == "start" {
            return try NSRegularExpression(pattern: #"("start(_date)?"|\\"start(_date)?\\"|\b("# + holders
                + #")\.start\b(?![(\w])|case \.start\b|\bstart: (Due|Field)|\(\.start\b|\.start\b[,\]])"#)
        }
        return try NSRegularExpression(pattern: #"(\.KEY\b(?![(\w])|"KEY(_date)?"|\\"KEY(_date)?\\"|\bKEY:)"#
            .replacingOccurrences(of: "KEY", with: field))
    }

    /// The files whose code (comment lines left out) names `field`, relative to `Sources/`.
    static func naming(_ field: String) throws -> Set<String> {
        let pattern = try pattern(field)
        let others = try (otherForms[field] ?? []).map { try NSRegularExpression(pattern: $0) }
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.lastPathComponent.contains("Generated") else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            let names = text.split(separator: "\n").contains { line in
                var code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { return false }
                for other in others {
                    code = other.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
                }
                return pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            }
            if names { found.insert(path) }
        }
        return found.subtracting(wordLists).subtracting(notTheField[field] ?? [])
    }

    /// The lines `form` takes out of the files under `Sources/`: none would make it a rule of
    /// nothing, left behind by a change it no longer describes.
    static func lines(matching form: String) throws -> Int {
        let regex = try NSRegularExpression(pattern: form)
        var count = 0
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let code = String(line)
                if regex.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil { count += 1 }
            }
        }
        return count
    }

    /// Each form the count leaves out is still found in the code, as is each file it leaves out:
    /// a rule that matches nothing would hide the next line that has the form by chance.
    @Test func whatTheCountLeavesOutIsThere() throws {
        for (field, forms) in Self.otherForms {
            for form in forms { #expect(try Self.lines(matching: form) > 0, "\(field): \(form) matches no line") }
        }
        for file in Self.wordLists.union(Self.notTheField.values.joined()) {
            #expect(FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(file).path), "\(file)")
        }
    }

    /// ARCHITECTURE.md's table for `field`: the count its heading says (`#### `notes`: 8 files`),
    /// and the files its rows name in their first cell, up to the next heading.
    static func listed(_ field: String) throws -> (count: Int, files: Set<String>) {
        let text = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        let head = "#### `\(field)`: "
        let start = try #require(lines.firstIndex { $0.hasPrefix(head) }, "ARCHITECTURE.md has no count for \(field)")
        let count = try #require(Int(lines[start].dropFirst(head.count).prefix { $0.isNumber }))
        let rows = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| `") }
        let files = rows.flatMap { row in
            (row.split(separator: "|").first ?? "").split(separator: "`").filter { $0.hasSuffix(".swift") }.map(String.init)
        }
        return (count, Set(files))
    }

    /// A field whose place in a VTODO is a form several fields share (`TaskField.CalendarForm`:
    /// a TEXT value, a date, dated notes) is written and read by its row alone, as ARCHITECTURE.md's bound
    /// counts it: no file of TaskDraftSync names it.
    @Test(arguments: ["start", "wait", "estimate", "annotations"])
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
