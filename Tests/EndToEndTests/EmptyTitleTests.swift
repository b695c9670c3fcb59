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

    /// «Сделать до пятницы»: a verb of doing alone is no title. The card says so and asks for one;
    /// a script's words are refused, naming the verb, in the person's language.
    @Test func aVerbOfDoingAloneIsNoTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = ["сделать до пятницы", "", "Сдать отчёт", "", "/quit"].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"Сделать\" alone does not say what the task is: give it a title"), "\(result.stdout)")
        #expect(result.stdout.contains("The task has no title yet."))
        #expect(result.stdout.contains("Created 1 \"Сдать отчёт\" (due Fri 4 Dec 2026)"), "\(result.stdout)")
        let card = result.stdout.components(separatedBy: "title: Сдать отчёт").last ?? ""
        #expect(!card.contains("alone does not say"), "the warning goes with the title given")

        for (text, language, refusal) in [
            ("сделать до пятницы", "en_US.UTF-8", "\"Сделать\" alone does not say what the task is; say what to do; nothing written"),
            ("сделать до пятницы", "ru_RU.UTF-8", "«Сделать» не говорит, что за задача; напишите, что нужно сделать; ничего не записано"),
            ("do it by Friday", "en_US.UTF-8", "\"Do it\" alone does not say what the task is; say what to do; nothing written"),
            ("zrobić do piątku", "pl_PL.UTF-8", "„Zrobić” nie mówi, co to za zadanie; napisz, co trzeba zrobić; nic nie zapisano"),
        ] {
            let added = try td.run(["add", "--yes", text], extraEnvironment: ["LANG": language])
            #expect(added.status == 2, "\(text): \(added.stdout)")
            #expect(added.stderr.contains(refusal), "\(text): \(added.stderr)")
        }
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Сдать отчёт"])
    }

    /// "Start Monday", «Начать в понедельник», «Zacząć w poniedziałek» (issue 29): a start with no
    /// title. The card asks for one and keeps the start; a script's words are refused, naming the
    /// verb, in each language.
    @Test func aVerbOfStartingAloneIsAStartWithNoTitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = ["Начать в понедельник", "", "Ремонт кухни", "", "/quit"].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue, extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("«Начать» не говорит, что за задача: дайте ей название"), "\(result.stdout)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Ремонт кухни"], "\(result.stdout)")
        #expect(tasks.first?["start_date"] as? String == "2026-12-07" && tasks.first?["due_date"] is NSNull, "\(tasks)")

        for (text, language, refusal) in [
            ("Start Monday", "en_US.UTF-8", "\"Start\" alone does not say what the task is; say what to do; nothing written"),
            ("Начать в понедельник", "ru_RU.UTF-8", "«Начать» не говорит, что за задача; напишите, что нужно сделать; ничего не записано"),
            ("Zacząć w poniedziałek", "pl_PL.UTF-8", "„Zacząć” nie mówi, co to za zadanie; napisz, co trzeba zrobić; nic nie zapisano"),
        ] {
            let added = try td.run(["add", "--yes", text], extraEnvironment: ["LANG": language])
            #expect(added.status == 2, "\(text): \(added.stdout)")
            #expect(added.stderr.contains(refusal), "\(text): \(added.stderr)")
        }
        #expect(try (td.json(["list", "--json"]) as! [[String: Any]]).count == 1, "nothing more was written")
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
