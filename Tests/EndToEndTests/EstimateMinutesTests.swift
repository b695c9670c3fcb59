import Foundation
import Testing

/// Minutes written as `estimate:30m` and the help's "2h, 30m, 1h30m" write them, said in a
/// task's words after an estimate's word in each language: "estimate 1h30m" was an hour with
/// "30m" left in the title, and "estimate 30m" no estimate at all. Elsewhere "30m" is still
/// words of the title ("Buy 30m cable").
@Suite struct EstimateMinutesTests {
    @Test(arguments: [
        ("Draft the memo estimate 30m", "Draft the memo", "PT30M"),
        ("Draft the memo ~1h30m", "Draft the memo", "PT1H30M"),
        ("Draft the memo, estimate 1h 30m, due Friday", "Draft the memo", "PT1H30M"),
        ("Draft the memo est 90m", "Draft the memo", "PT1H30M"),
        ("Написать записку, оценка 45м", "Написать записку", "PT45M"),
        ("Написать записку ~1ч30м", "Написать записку", "PT1H30M"),
        ("Napisać notatkę, szacunek 1h 30m", "Napisać notatkę", "PT1H30M"),
        ("Napisać notatkę ~20m", "Napisać notatkę", "PT20M"),
    ])
    func minutesAfterAnEstimatesWordAreTheEstimate(words: String, title: String, estimate: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let draft = try td.json(["draft", words, "--json"]) as! [String: Any]
        #expect(draft["title"] as? String == title, "\(words): \(draft)")
        #expect(draft["estimate"] as? String == estimate, "\(words): \(draft)")
        #expect(draft["due"] is NSNull, "\(words): a length is no time of day")
    }

    @Test func elsewhereThirtyMIsWordsOfTheTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for words in ["Buy 30m cable", "Run 5m sprints", "Kupić kabel 30m"] {
            let draft = try td.json(["draft", words, "--json"]) as! [String: Any]
            #expect(draft["title"] as? String == words && draft["estimate"] is NSNull, "\(words): \(draft)")
        }
    }
}
