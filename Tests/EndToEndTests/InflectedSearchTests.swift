import Foundation
import Testing

/// `list WORDS` finds the tasks a person means whatever form of the word they type.
@Suite struct InflectedSearchTests {
    private func titles(_ td: TaskDraftBinary, _ words: [String]) throws -> [String] {
        (try td.json(["list"] + words + ["--json"]) as! [[String: Any]]).map { $0["title"] as! String }
    }

    @Test func everyFormOfAWordFindsTheTask() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["Позвонить Анне", "Сдать отчёты за квартал", "Zadzwonić do Łukasza", "Weekly reports to finance",
                      "Аннотация к статье", "Buy bread"] {
            try td.run(["add", title, "--yes"])
        }
        // The stem of a short name is short: "анн" also finds "Аннотация", a wider net, never a miss.
        #expect(try titles(td, ["анна"]) == ["Позвонить Анне", "Аннотация к статье"])
        #expect(try titles(td, ["Анну"]) == ["Позвонить Анне", "Аннотация к статье"])
        #expect(try titles(td, ["отчет"]) == ["Сдать отчёты за квартал"])
        #expect(try titles(td, ["отчётов"]) == ["Сдать отчёты за квартал"])
        #expect(try titles(td, ["Łukaszem"]) == ["Zadzwonić do Łukasza"])
        #expect(try titles(td, ["report"]) == ["Weekly reports to finance"])
        #expect(try titles(td, ["reporting", "finance"]) == ["Weekly reports to finance"])
        // Every word must match, and short words are searched as typed.
        #expect(try titles(td, ["отчет", "анна"]).isEmpty)
        #expect(try titles(td, ["bread"]) == ["Buy bread"])
        #expect(try titles(td, ["аннотацию"]) == ["Аннотация к статье"])
    }
}
