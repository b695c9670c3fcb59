import Foundation
import Testing

/// `draft --split` and `add --split` on the binary: JSON Lines, one per task with its span;
/// pasted notes on stdin; a set committed as one change that one `undo` takes back.
@Suite struct SplitCommandTests {
    func lines(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    @Test func draftSplitPrintsOneLinePerTaskWithItsSpan() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["draft", "--split", "Купить молоко, позвонить маме завтра и до пятницы отправить КП"])
        #expect(result.status == 0, "\(result.stderr)")
        let drafts = try lines(result.stdout)
        #expect(drafts.map { $0["title"] as? String } == ["Купить молоко", "Позвонить маме", "Отправить КП"])
        #expect(drafts.map { ($0["span"] as? [String: Any])?["start"] as? Int } == [0, 15, 39])
        #expect(drafts.map { $0["source"] as? String } == ["Купить молоко", "позвонить маме завтра", "до пятницы отправить КП"])
        #expect((try td.json(["list", "--json"]) as! [Any]).isEmpty)
    }

    @Test func notesOnStdinGiveTheActionItemsAndCountTheRest() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let notes = "Sync\nDecision: ship it\nAI: Bob to send the deck by Friday\nАнна: подготовить КП\n- [x] done already\n"
        let result = try td.run(["draft", "--split"], stdin: notes)
        #expect(result.status == 0, "\(result.stderr)")
        let drafts = try lines(result.stdout)
        #expect(drafts.map { $0["title"] as? String } == ["Send the deck", "Подготовить КП"])
        #expect((drafts[0]["tags"] as? [String]) == ["bob"])
        #expect(result.stderr.contains("Skipped 3 lines that are not action items."))
    }

    @Test func addSplitCommitsTheSetAsOneChange() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let refused = try td.run(["add", "--split", "Buy milk and call mom tomorrow"])
        #expect(refused.status == 3)
        let result = try td.run(["add", "--split", "--yes", "Buy milk and call mom tomorrow"])
        #expect(result.status == 0, "\(result.stderr)")
        let created = try lines(result.stdout)
        #expect(created.map { $0["result"] as? String } == ["created", "created"])
        #expect(created.map { ($0["task"] as? [String: Any])?["title"] as? String } == ["Buy milk", "Call mom"])
        #expect(created.map { ($0["span"] as? [String: Any])?["end"] as? Int } == [8, 30])
        let undone = try td.json(["undo", "--yes", "--json"]) as! [String: Any]
        #expect(undone["summary"] as? String == "created 2 tasks (1, 2)")
        #expect((try td.json(["list", "--json"]) as! [Any]).isEmpty)
    }
}
