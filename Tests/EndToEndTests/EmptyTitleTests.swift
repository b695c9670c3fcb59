import Foundation
import Testing

/// Empty text never commits silently: `add ""` is a usage error, and a draft with no title
/// asks for one at the confirm prompt instead of committing "Untitled task".
@Suite struct EmptyTitleTests {
    @Test func addWithEmptyTextIsAUsageErrorThatWritesNothing() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["", "   "] {
            let result = try td.run(["add", text, "--yes"])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("taskdraft: error: the task's text is empty\nUsage: taskdraft add"))
            #expect(result.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: td.databasePath))
    }

    @Test func aDraftWithNoTitleAsksForOneBeforeItCommits() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = [
            "завтра в 15:00",   // all date: nothing is left for a title
            "",                 // Enter asks for a title instead of committing
            "",                 // an empty title asks again
            "Созвон с подрядчиком",
            "",                 // the draft, now titled, commits
            "/quit",
        ].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("The task has no title yet."))
        #expect(!result.stdout.contains("Created 1 \"Untitled task\""))
        #expect(result.stdout.contains("Created 1 \"Созвон с подрядчиком\" (due Thu 3 Dec 2026 15:00 (+03:00))"))
        // The card shown again has the title and no longer the warning about it.
        let card = result.stdout.components(separatedBy: "title: Созвон с подрядчиком").last ?? ""
        #expect(card.contains("Draft  Созвон с подрядчиком"))
        #expect(!card.contains("nothing was left for a title"))

        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Созвон с подрядчиком"])
    }

    @Test func endOfInputAtTheTitleQuestionDropsTheDraft() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["repl"], stdin: "завтра в 15:00\n\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Dropped."))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.isEmpty)
    }
}
