import Testing
import TaskDraftKit
import TaskDraftParser

/// What a line at the prompt is taken for, in the three languages, read without a backend:
/// commands said without the slash, questions as the list's filter, a stray yes/no, and the
/// sentences that look like questions or commands but are tasks.
@Suite struct LineClassifierTests {
    let context = ParserFixtures.context()  // Wednesday 2 December 2026, Moscow
    func classify(_ line: String) -> PromptLine { LineClassifier().classify(line, context: context) }

    @Test func commandsWithoutTheSlash() {
        let certain: [(String, PromptCommand)] = [
            ("quit", .quit), ("Exit", .quit), ("выход", .quit), ("koniec", .quit), ("help", .help), ("?", .help),
            ("справка", .help), ("pomoc", .help), ("list", .list),
        ]
        for (line, command) in certain { #expect(classify(line) == .command(command, guess: false), "\(line)") }
        // `next` is Taskwarrior's report, most urgent first, not the list in due order.
        #expect(classify("next") == .question(PromptQuestion(window: .next)))
        let guessed: [(String, PromptCommand)] = [
            ("undo", .undo), ("undo that", .undo), ("Отмени", .undo), ("отмени последнее", .undo), ("cofnij", .undo),
            ("tasks", .list), ("мои задачи", .list), ("moje zadania", .list),
        ]
        for (line, command) in guessed { #expect(classify(line) == .command(command, guess: true), "\(line)") }
    }

    @Test func aYesOrNoWithNothingToAnswer() {
        for line in ["n", "y", "Yes", "нет", "да", "nie", "tak"] { #expect(classify(line) == .strayAnswer, "\(line)") }
    }

    @Test func questionsBecomeTheFilterTheyAskFor() {
        let friday = CivilDate(year: 2026, month: 12, day: 4)
        let asked: [(String, PromptQuestion)] = [
            ("what's due Friday?", PromptQuestion(window: .day(friday))),
            ("What’s due tomorrow?", PromptQuestion(window: .tomorrow)),
            ("what do I have today?", PromptQuestion(window: .today)),
            ("anything overdue?", PromptQuestion(window: .overdue)),
            ("what's due this week?", PromptQuestion(window: .week)),
            ("what's next?", PromptQuestion(window: .next)),
            ("What should I do next?", PromptQuestion(window: .next)),
            ("что сегодня?", PromptQuestion(window: .next)),
            ("Co dzisiaj?", PromptQuestion(window: .next)),
            ("what do I have?", PromptQuestion(window: .all)),
            ("what's due tomorrow for #work?", PromptQuestion(window: .tomorrow, tags: ["work"])),
            ("покажи задачи на завтра", PromptQuestion(window: .tomorrow)),
            ("что у меня сегодня?", PromptQuestion(window: .today)),
            ("что у меня в пятницу?", PromptQuestion(window: .day(friday))),
            ("покажи просроченные", PromptQuestion(window: .overdue)),
            ("какие задачи на этой неделе?", PromptQuestion(window: .week)),
            ("co mam jutro?", PromptQuestion(window: .tomorrow)),
            ("co mam dzisiaj?", PromptQuestion(window: .today)),
            ("co mam w piątek?", PromptQuestion(window: .day(friday))),
            ("pokaż zaległe", PromptQuestion(window: .overdue)),
        ]
        for (line, question) in asked { #expect(classify(line) == .question(question), "\(line)") }
    }

    @Test func theFilterOfADayIsThatDayInTheZone() throws {
        guard case .question(let question) = classify("what's due Friday?") else {
            Issue.record("not a question")
            return
        }
        let filter = question.filter(zone: ParserFixtures.moscow)
        // Friday 4 December 00:00 and Saturday 5 December 00:00 in Moscow (+03:00).
        #expect(filter.dueAfter == Instant(seconds: 1_796_331_600 - 1))
        #expect(filter.dueBefore == Instant(seconds: 1_796_418_000))
        #expect(question.filterWords(zone: ParserFixtures.moscow) == ["due:2026-12-04"])
    }

    @Test func sentencesThatOnlyLookLikeQuestionsOrCommandsAreTasks() {
        for line in [
            "Show Anna the slides tomorrow", "what to buy for Anna's birthday?", "Ask Tom what's due Friday",
            "Покажи Анне презентацию завтра", "что подарить маме?", "Co kupić mamie jutro?", "Help Tom move on Saturday",
            "Undo the kitchen renovation contract", "List the receipts for taxes", "Call Anna tomorrow at 10",
            "Do the laundry tomorrow?", "Exit interview with HR on Friday", "what's due Friday every week?",
        ] {
            #expect(classify(line) == .task, "\(line)")
        }
    }
}
