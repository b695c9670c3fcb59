import Foundation
import Testing

/// ARCHITECTURE.md counts the files `depends` touches (issue 27 §4): the list must be the
/// sources' own, so a new file that handles links, or one that no longer does, fails here
/// until the count says so.
@Suite struct DependsFieldCountTests {
    static let root = RepositoryDocsTests.root

    /// The paragraph of the count, up to its blank line.
    static func paragraph() throws -> Substring {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let start = try #require(text.range(of: "**The count, for `depends`**"))
        let rest = text[start.lowerBound...]
        return rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
    }

    /// The backquoted Swift files of `text`.
    static func swiftFiles(_ text: Substring) -> Set<String> {
        Set(text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasSuffix(".swift") }.map { String($0.element) })
    }

    /// `grep -rlw depends Sources`, the generated tables left out, relative to Sources/.
    static func sourcesNamingDepends() throws -> Set<String> {
        var found: Set<String> = []
        for path in RepositoryDocsTests.files() where path.hasPrefix("Sources/") && path.hasSuffix(".swift")
            && !path.hasSuffix("+Generated.swift") {
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let words = source.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) && $0 != "_" }
            if words.contains("depends") { found.insert(String(path.dropFirst("Sources/".count))) }
        }
        return found
    }

    @Test func theCountListsEveryFileThatNamesDependsAndNoOther() throws {
        let paragraph = try Self.paragraph()
        let listed = Self.swiftFiles(paragraph)
        let sources = try Self.sourcesNamingDepends()
        #expect(sources.count > 30, "the search found only \(sources.count) files")
        #expect(sources.subtracting(listed).sorted() == [], "files naming depends that the count leaves out")
        #expect(listed.subtracting(sources).sorted() == [], "files the count lists that do not name depends")
        // The number said is the files with code of the field's own, the prose ones left out.
        let prose = Self.swiftFiles(try #require(paragraph.components(separatedBy: "in prose only:").last.map { Substring($0) }))
        let said = try #require(paragraph.firstMatch(of: try Regex(#"\*\*(\d+) files\*\*"#))?.output[1].substring)
        #expect(Int(said) == listed.count - prose.count)
        #expect(!prose.isEmpty && prose.count < 5)
    }
}
