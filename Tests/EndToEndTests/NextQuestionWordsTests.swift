import Foundation
import Testing

/// "what should I do now?", «что мне сейчас делать?», «co mam teraz zrobić?» at the prompt show
/// what to do next (issue 29): the question is read by a grammar of roles (`NextQuestion`), so
/// every order a language allows asks it, and a line with one word more is still a task.
@Suite struct NextQuestionWordsTests {
    /// Every line the prompt read as "what next?" before the grammar, and the orders it adds.
    static let asks = [
        // English
        "next", "what next", "what's next", "whats next", "what now", "what should i do", "what should I do next?",
        "What should I do now?", "what should i do today", "what do i do next", "what do I do now", "what to do next",
        "what to do", "what should i work on", "what should i work on next", "what's my next task", "what can we tackle first?",
        "What should I focus on right now?",
        // Russian
        "что сегодня?", "что дальше", "что делать", "что делать дальше", "что мне делать", "что мне делать дальше",
        "что делать сегодня", "что мне делать сегодня", "что мне сегодня делать", "чем заняться", "чем заняться сегодня",
        "чем мне заняться", "что теперь", "Что мне сейчас делать?", "что сейчас делать", "Что теперь делать?",
        "чем мне сейчас заняться?", "что мне стоит сделать в первую очередь?",
        // Polish
        "co dzisiaj?", "co dziś", "co dzis", "co teraz", "co dalej", "co robić", "co robic", "co mam robić", "co mam robic",
        "co mam zrobić", "co robić dalej", "co mam dziś robić", "co mam dzisiaj robić", "co dziś robić", "co dzisiaj robić",
        "co mam teraz zrobić?", "Co teraz mam zrobić?", "co powinienem zrobić dalej?", "co powinnam teraz robić",
        "czym się teraz zająć?", "co muszę zrobić najpierw?",
    ]

    /// Lines that look like the question and are tasks or other questions: a title that is a
    /// question, one with a word no role takes, two adverbs, a day that is a filter.
    static let tasks = [
        "What to do about the leak — call plumber tomorrow", "What should I do with the old sofa?",
        "What to do next year in Lisbon", "Что делать с машиной?", "Что делать с машиной — позвонить в сервис",
        "Co mam zrobić z samochodem?", "Co zrobić na obiad w sobotę", "co mam teraz zrobić z fakturą",
        "what should i do now next", "what should i", "do next",
    ]

    @Test func everyOrderOfTheQuestionShowsWhatToDoNext() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for line in Self.asks {
            let answer = try td.json(["draft", "--classify", line]) as! [String: Any]
            #expect(answer["kind"] as? String == "question", "\(line): \(answer)")
            #expect(answer["filter"] as? String == "sort:urgency", "\(line): \(answer)")
        }
        for line in Self.tasks {
            let answer = try td.json(["draft", "--classify", line]) as! [String: Any]
            #expect(answer["filter"] as? String != "sort:urgency", "\(line): \(answer)")
        }
        // A day after the words stays the filter it was: "co mam jutro?" is tomorrow's list.
        for (line, filter) in [("co mam jutro?", "due:tomorrow"), ("что мне нужно сделать сегодня?", "due:today"),
                               ("what's due today?", "due:today")] {
            let answer = try td.json(["draft", "--classify", line]) as! [String: Any]
            #expect(answer["filter"] as? String == filter, "\(line): \(answer)")
        }
        let leak = try td.json(["draft", "--classify", "What to do about the leak — call plumber tomorrow"]) as! [String: Any]
        #expect(leak["kind"] as? String == "task", "\(leak)")
    }

    /// At the prompt, in each language: the urgency list is printed, the most urgent first, and
    /// nothing is drafted; the question that is a task's title is drafted as one.
    @Test func thePromptAnswersTheQuestionInEveryLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Pay rent friday", "--yes"])
        try td.run(["add", "Fix the outage yesterday !high", "--yes"])
        for (language, line, heading) in [("C.UTF-8", "What should I do now?", "What to do next, most urgent first:"),
                                          ("ru_RU.UTF-8", "Что мне сейчас делать?", "Что делать: сначала самое срочное:"),
                                          ("pl_PL.UTF-8", "co mam teraz zrobić?", "Co robić: najpierw najpilniejsze:")] {
            td.environment["LANG"] = language
            let result = try td.run(["repl"], stdin: "\(line)\n/quit\n")
            #expect(result.status == 0, "\(language): \(result.stderr)")
            #expect(result.stdout.contains(heading), "\(language): \(result.stdout)")
            let rows = result.stdout.split(separator: "\n").filter { $0.contains("Fix the outage") || $0.contains("Pay rent") }
            #expect(rows.first?.contains("Fix the outage") == true, "\(language): \(rows)")
        }
        td.environment["LANG"] = "C.UTF-8"
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 2, "a question drafted nothing")
        let result = try td.run(["repl"], stdin: "What to do about the leak — call plumber tomorrow\ny\n/quit\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("most urgent first"), "\(result.stdout)")
        let titles = (try td.json(["list", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.contains { $0.hasPrefix("What to do about the leak") }, "\(titles)")
    }
}
