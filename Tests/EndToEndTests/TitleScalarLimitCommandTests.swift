import Foundation
import Testing
import TaskDraftKit

/// `add` and `import` refuse a title over its limit in characters or in Unicode scalars
/// (`TextLimit`), saying the length in the person's language, and keep a 200-letter Cyrillic
/// or Polish title. Before, one letter and 20,000 combining accents, or a run of joined emoji,
/// counted as one character and was stored whole.
@Suite struct TitleScalarLimitCommandTests {
    static let hostile: [String] = [
        "e" + String(repeating: "\u{301}", count: 20_000),
        String(repeating: "👩\u{200D}", count: 10_000) + "👩",
        String(repeating: "🇵🇱", count: 10_000),
    ]
    static let fitting = String(repeating: "ж", count: 100) + String(repeating: "ż", count: 100)
    static let languages: [(lang: String, word: String)] = [("C.UTF-8", "characters"), ("ru_RU.UTF-8", "символ"), ("pl_PL.UTF-8", "znak")]

    /// The length a refusal states: the characters, or the scalars when those are over.
    static func length(_ title: String) -> Int {
        title.count > TaskDraft.maximumTitleLength ? title.count : title.unicodeScalars.count
    }

    static func titles(_ td: TaskDraftBinary) throws -> [String] {
        try (td.json(["list", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }
    }

    @Test func addRefusesATitleOfTooManyScalarsInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        for (lang, word) in Self.languages {
            for title in Self.hostile {
                let run = try td.run(["add", title, "--yes"], extraEnvironment: ["LANG": lang])
                #expect(run.status != 0, "\(lang) \(title.prefix(3))")
                let said = run.stdout + run.stderr
                #expect(said.contains("\(Self.length(title))") && said.contains("200") && said.contains(word),
                        "\(lang): \(said.prefix(300))")
            }
        }
        #expect(try Self.titles(td).isEmpty, "nothing was written")
        #expect(try td.run(["add", Self.fitting, "--yes"], extraEnvironment: ["LANG": "pl_PL.UTF-8"]).status == 0)
        // `add` capitalises the first letter; the 200 letters are kept.
        #expect(try Self.titles(td).map { $0.lowercased() } == [Self.fitting])
    }

    @Test func importRefusesATitleOfTooManyScalarsInEachLanguage() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        for (index, (lang, word)) in Self.languages.enumerated() {
            let records = (Self.hostile + (index == 0 ? [Self.fitting] : [])).map { ["title": $0] }
            let path = td.directory.appendingPathComponent("titles\(index).json").path
            try JSONSerialization.data(withJSONObject: records).write(to: URL(fileURLWithPath: path))
            let run = try td.run(["import", path, "--yes"], extraEnvironment: ["LANG": lang])
            let said = run.stdout + run.stderr
            for title in Self.hostile {
                #expect(said.contains("\(Self.length(title))"), "\(lang): \(said.prefix(600))")
            }
            #expect(said.contains(word), "\(lang): \(said.prefix(600))")
        }
        #expect(try Self.titles(td) == [Self.fitting], "only the fitting title, imported once")
    }
}
