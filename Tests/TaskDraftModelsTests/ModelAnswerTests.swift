import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

@Suite struct ModelAnswerTests {
    let context = DraftingFixtures.context()

    func answer(_ fields: [String: String]) -> String {
        var object: [String: String] = ["title": "\"Call Anna\"", "notes": "null", "due": "null", "due_date": "null",
                                        "priority": "\"none\"", "project": "null", "tags": "[]", "recurrence": "null"]
        for (key, value) in fields { object[key] = value }
        return "{" + object.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    func invalid(_ text: String) -> String? {
        do {
            _ = try ModelAnswer.draft(from: text, context: context, backend: "llama")
            return nil
        } catch {
            return error.english
        }
    }

    @Test func aValidAnswerBecomesANormalisedDraft() throws {
        let draft = try ModelAnswer.draft(from: answer(["due": "\"2026-12-03T15:00:00+03:00\"", "tags": "[\"#Sales\", \"sales\", \"Q4 plan\"]",
                                                        "priority": "\"high\"", "recurrence": "\"FREQ=WEEKLY;BYDAY=MO\""]),
                                          context: context, backend: "llama")
        #expect(draft.title == "Call Anna")
        #expect(draft.due?.description == "2026-12-03T15:00:00+03:00")
        #expect(draft.tags == ["sales", "q4-plan"])
        #expect(draft.priority == .high)
        #expect(draft.recurrence?.rrule == "FREQ=WEEKLY;BYDAY=MO")
        #expect(draft.backend == "llama")
        #expect(draft.warnings.isEmpty)
    }

    /// Bounds the schema states, which a server in json_object or prompt mode never enforced.
    @Test func theSchemasLengthBoundsAreCheckedOnTheAnswer() {
        let long = { (n: Int) in "\"" + String(repeating: "a", count: n) + "\"" }
        #expect(invalid(answer(["notes": long(DraftSchema.maximumNotesLength + 1)]))?.hasPrefix("notes has 201 characters") == true)
        #expect(invalid(answer(["notes": long(DraftSchema.maximumNotesLength)])) == nil)
        #expect(invalid(answer(["project": long(DraftSchema.maximumProjectLength + 1)]))?.hasPrefix("project has 81") == true)
        #expect(invalid(answer(["title": long(DraftSchema.maximumTitleLength + 1)]))?.hasPrefix("title has 121 characters") == true)
        #expect(invalid(answer(["title": long(DraftSchema.maximumTitleLength)])) == nil)
        // Told in contract order, as a repair prompt has always named the first: the title, then the notes.
        #expect(invalid(answer(["title": long(DraftSchema.maximumTitleLength + 1), "notes": long(DraftSchema.maximumNotesLength + 1),
                                "project": long(DraftSchema.maximumProjectLength + 1)]))?.hasPrefix("title has") == true)
        #expect(invalid(answer(["notes": long(DraftSchema.maximumNotesLength + 1),
                                "project": long(DraftSchema.maximumProjectLength + 1)]))?.hasPrefix("notes has") == true)
        #expect(invalid(answer(["tags": "[" + long(DraftSchema.maximumTagLength + 1) + "]"]))?.contains("longer than 32") == true)
        #expect(invalid(answer(["tags": "[" + long(DraftSchema.maximumTagLength) + "]"])) == nil)
        let seven = (1...7).map { "\"t\($0)\"" }.joined(separator: ", ")
        #expect(invalid(answer(["tags": "[" + seven + "]"]))?.hasPrefix("tags has 7 items") == true)
        #expect(invalid(answer(["title": "\"\""])) != nil)
    }

    /// One letter and a run of combining marks is one character, but the schema's lengths are
    /// `TextLimit`s: each field is refused past 8 scalars a character of its bound, with runs
    /// the domain's own limits (`TaskDraft.validated`) still take, so the schema is what refuses.
    @Test(arguments: [("title", DraftSchema.maximumTitleLength), ("notes", DraftSchema.maximumNotesLength),
                      ("project", DraftSchema.maximumProjectLength)])
    func aLetterWithCombiningMarksIsHeldToTheSchemasScalars(field: String, maximum: Int) {
        let marks = { (n: Int) in "\"a" + String(repeating: "\u{301}", count: n) + "\"" }
        let cap = maximum * TextLimit.scalarsPerCharacter
        #expect(invalid(answer([field: marks(cap)]))?.hasPrefix("\(field) has \(cap + 1) characters; at most \(maximum)") == true,
                "\(field): \(invalid(answer([field: marks(cap)])) ?? "taken")")
        #expect(invalid(answer([field: marks(cap - 1)])) == nil)
        #expect(invalid(answer(["tags": "[" + marks(DraftSchema.maximumTagLength * TextLimit.scalarsPerCharacter) + "]"]))?
            .contains("longer than \(DraftSchema.maximumTagLength)") == true)
        #expect(invalid(answer(["tags": "[" + marks(DraftSchema.maximumTagLength * TextLimit.scalarsPerCharacter - 1) + "]"])) == nil)
    }

    @Test func proseAndCodeFencesAroundTheObjectAreTolerated() throws {
        let draft = try ModelAnswer.draft(from: "Here you go:\n```json\n" + answer([:]) + "\n```", context: context, backend: "m")
        #expect(draft.title == "Call Anna")
    }

    /// Each date field (`TaskField.dateFields`: the due, the start, the wait) given as a moment
    /// and as its day, the same day, keeps the moment.
    @Test(arguments: TaskField.dateFields.map(\.name))
    func theSameDayTwiceKeepsTheTime(key: String) throws {
        let field = try #require(TaskField.dateFields.first { $0.name == key })
        let draft = try ModelAnswer.draft(from: answer([key: "\"2026-12-03T15:00:00+03:00\"", field.date!.dayKey: "\"2026-12-03\""]),
                                          context: context, backend: "m")
        guard case .moment(let moment)? = try #require(field.label).reading(of: draft) else {
            Issue.record("\(key) is no moment")
            return
        }
        #expect(moment?.description == "2026-12-03T15:00:00+03:00", "\(key)")
    }

    @Test func everyBrokenRuleIsNamed() {
        let long = String(repeating: "x", count: DraftSchema.maximumTitleLength + 1)
        let cases: [(String, String)] = [
            ("", "empty"),
            ("{\"title\": \"Call", "not valid JSON"),
            ("[1]", "not a JSON object"),
            (answer(["title": "\"  \""]), "title is empty"),
            (answer(["title": "\"\(long)\""]), "at most \(DraftSchema.maximumTitleLength)"),
            (answer(["priority": "\"urgent!!\""]), "priority"),
            (answer(["due": "\"tomorrow\""]), "due"),
            (answer(["due": "\"2026-12-03T15:00:00+00:00\""]), "offset +00:00"),
            (answer(["due": "\"2026-12-03T15:00:00+03:00\"", "due_date": "\"2026-12-04\""]), "not both"),
            (answer(["due_date": "\"2026-13-40\""]), "due_date"),
            (answer(["due_date": "\"1950-01-01\""]), "in the past"),
            (answer(["due_date": "\"1500-01-01\""]), "due: 1500-01-01 is outside the supported dates"),
            (answer(["due_date": "\"2099-01-01\""]), "years ahead"),
            (answer(["recurrence": "\"every day\""]), "recurrence"),
            (answer(["tags": "\"a\""]).replacingOccurrences(of: "\"tags\": \"a\"", with: "\"tags\": 5"), "tags"),
            (answer(["extra": "1"]), "not a draft field"),
            ("{\"title\": \"x\"}", "missing"),
        ]
        for (text, expected) in cases {
            let message = invalid(text)
            #expect(message?.contains(expected) == true, "\(text) → \(message ?? "accepted")")
        }
    }

    /// A model gives notes, not dated notes: an answer with annotations is refused in the words
    /// its repair request has always carried; an empty list is none.
    @Test func datedNotesAreNoFieldOfTheAnswer() {
        let dated = "[{\"entry\": \"2026-12-01T09:00:00+03:00\", \"text\": \"called\"}]"
        #expect(invalid(answer(["annotations": dated])) == "annotations is not a field of the answer; give notes")
        #expect(invalid(answer(["annotations": "[]"])) == nil)
    }
}

@Suite struct DraftCrossCheckTests {
    let context = DraftingFixtures.context()
    let check = DraftCrossCheck()

    /// The start, the wait and the estimate are held to the words as the due is: a model's
    /// invented one is dropped, one read otherwise replaced, one left out restored, each said.
    @Test func aStartAWaitAndAnEstimateAreHeldToTheWords() {
        let monday = Due.date(CivilDate(year: 2026, month: 12, day: 7)), january = Due.date(CivilDate(year: 2027, month: 1, day: 1))
        var invented = TaskDraft(title: "Buy milk", backend: "llama")
        invented.start = monday
        invented.wait = january
        invented.estimate = Estimate(seconds: 3600)
        let dropped = check.check(invented, words: "buy milk", context: context)
        #expect(dropped.start == nil && dropped.wait == nil && dropped.estimate == nil)
        #expect(dropped.warnings == [DraftWarning(CrossCheckWarning.inventedPlan(.start, "2026-12-07")),
                                     DraftWarning(CrossCheckWarning.inventedPlan(.wait, "2027-01-01")),
                                     DraftWarning(CrossCheckWarning.inventedPlan(.estimate, "PT1H"))])

        var misread = TaskDraft(title: "Draft the memo", backend: "llama")
        misread.estimate = Estimate(seconds: 1800)
        let words = "Draft the memo, estimate 2h, start Monday, wait until January"
        let kept = check.check(misread, words: words, context: context)
        #expect(kept.start == monday && kept.wait == january && kept.estimate == Estimate(seconds: 7200))
        #expect(kept.warnings.contains(DraftWarning(CrossCheckWarning.otherPlan(.estimate, proposed: "PT30M", kept: "PT2H"))))
        #expect(kept.warnings.contains(DraftWarning(CrossCheckWarning.missedPlan(.start, kept: "2026-12-07"))))
        #expect(kept.warnings.contains(DraftWarning(CrossCheckWarning.missedPlan(.wait, kept: "2027-01-01"))))
        #expect(kept.warnings.map { $0.text(in: .russian) }.allSatisfy { !$0.contains("start") && !$0.contains("estimate") })

        var agreed = TaskDraft(title: "Draft the memo", backend: "llama")
        (agreed.start, agreed.wait, agreed.estimate) = (monday, january, Estimate(seconds: 7200))
        #expect(!check.check(agreed, words: words, context: context).warnings.contains { $0.english.contains("start")
            || $0.english.contains("wait") || $0.english.contains("estimate") })
    }

    @Test func aDeadlineTheWordsLackIsDropped() {
        let proposed = TaskDraft(title: "Buy milk", due: .date(CivilDate(year: 2026, month: 12, day: 5)), backend: "llama")
        let checked = check.check(proposed, words: "buy milk", context: context)
        #expect(checked.due == nil)
        #expect(checked.warnings.count == 1)
        #expect(checked.warnings[0] == DraftWarning(CrossCheckWarning.inventedDeadline(.date(CivilDate(year: 2026, month: 12, day: 5)))))
        #expect(checked.warnings[0].english.contains("2026-12-05"))
    }

    @Test func whenBothReadADeadlineAndDisagreeTheBuiltinOneIsKept() {
        let proposed = TaskDraft(title: "Submit the report", due: .dateTime(moscow(2026, 12, 4, 9)), backend: "llama")
        let checked = check.check(proposed, words: "submit the report tomorrow at 15:00", context: context)
        #expect(checked.due == .dateTime(moscow(2026, 12, 3, 15)))
        #expect(checked.warnings.map(\.english) == ["the model read the deadline as 2026-12-04T09:00:00+03:00; kept 2026-12-03T15:00:00+03:00 from your words"])
    }

    @Test func agreeingDeadlinesPassUntouched() {
        let proposed = TaskDraft(title: "Submit the report", due: .dateTime(moscow(2026, 12, 3, 15)), backend: "llama")
        let checked = check.check(proposed, words: "submit the report tomorrow at 15:00", context: context)
        #expect(checked == proposed)
    }

    @Test func aDeadlineTheModelLeftOutIsRestored() {
        let proposed = TaskDraft(title: "Позвонить Анне", backend: "llama")
        let checked = check.check(proposed, words: "Позвонить Анне завтра в 10:00", context: context)
        #expect(checked.due == .dateTime(moscow(2026, 12, 3, 10)))
        #expect(checked.warnings.count == 1)
    }

    /// Issue 14: the real small model drafted "Call Anna next Friday at 3pm #sales" as title,
    /// notes and project "Sales", high priority and a weekly Monday habit; none of it is in the words.
    @Test func fieldsTheWordsDoNotSupportAreDropped() {
        let proposed = TaskDraft(title: "Sales", notes: "Sales", due: .dateTime(moscow(2026, 12, 11, 15)), priority: .high,
                                 project: "Sales", tags: ["sales", "crm"],
                                 recurrence: Recurrence(frequency: .weekly, byDay: [.monday]), backend: "llama")
        let checked = check.check(proposed, words: "Call Anna next Friday at 3pm #sales", context: context)
        #expect(checked.title == "Call Anna")
        #expect(checked.notes == nil)
        #expect(checked.priority == .unset)
        #expect(checked.project == nil)
        #expect(checked.tags == ["sales"])
        #expect(checked.recurrence == nil)
        #expect(checked.due == .dateTime(moscow(2026, 12, 11, 15)))
        #expect(checked.warnings.count == 6, "\(checked.warnings)")
    }

    @Test func whatTheWordsSupportStaysTheModels() {
        // A title in other words that keeps the task's words, a habit and a priority the words name.
        let proposed = TaskDraft(title: "Send the quarterly report to Anna", notes: "quarterly numbers for Anna",
                                 due: .date(CivilDate(year: 2026, month: 12, day: 4)), priority: .high, recurrence: Recurrence(frequency: .weekly, byDay: [.friday]), backend: "llama")
        let words = "urgent: send Anna the quarterly report every Friday"
        let checked = check.check(proposed, words: words, context: context)
        #expect(checked.title == proposed.title)
        #expect(checked.notes == proposed.notes)
        #expect(checked.priority == .high)
        #expect(checked.recurrence == Recurrence(frequency: .weekly, byDay: [.friday]))
        #expect(!checked.warnings.contains { $0.english.contains("dropped") || $0.english.contains("kept") }, "\(checked.warnings)")
    }

    @Test func aRamblingSentenceKeepsTheModelsTitleWithoutItsFillers() {
        let words = "ну короче надо бы завтра маме позвонить"
        let read = BuiltinParser().parse(words, context: context.readingContext)
        let proposed = TaskDraft(title: "Позвонить маме", due: read.due, backend: "llama")
        let checked = check.check(proposed, words: words, context: context)
        #expect(read.title != "Позвонить маме")
        #expect(checked.title == "Позвонить маме", "\(checked.warnings)")
        #expect(checked.warnings.isEmpty)
    }

    /// Issue 14 §4: on the corpus a model title sharing one word with the sentence was kept.
    @Test(arguments: [
        "Call",                    // leaves out "Anna"
        "Anna",                    // leaves out the call
        "Call Anna on Friday",     // repeats the deadline
        "Call Anna about sales",   // repeats the tag
        "Call Anna about the contract",  // invents a word
        "Позвонить Анне",          // another language: none of the words
    ])
    func aTitleThatDropsOrAddsContentWordsGivesWayToTheBuiltinTitle(title: String) {
        let proposed = TaskDraft(title: title, due: .dateTime(moscow(2026, 12, 11, 15)), tags: ["sales"], backend: "llama")
        let checked = check.check(proposed, words: "Call Anna next Friday at 3pm #sales", context: context)
        #expect(checked.title == "Call Anna")
        let why = title == "Позвонить Анне" ? "shares no word with yours" : "does not say what your words say"
        #expect(checked.warnings.map(\.english) == ["the model's title \"\(title)\" \(why); kept \"Call Anna\""])
    }

    /// Found by the backends bench (the whole corpus): a title that only reorders the words
    /// ("24/7 Support" for "Support 24/7") gains nothing and lost the corpus's title.
    @Test func aTitleThatOnlyReordersTheWordsKeepsThePersonsOrder() {
        let support = check.check(TaskDraft(title: "24/7 Support", backend: "llama"), words: "Support 24/7", context: context)
        #expect(support.title == "Support 24/7")
        #expect(support.warnings.isEmpty)
        let anna = check.check(TaskDraft(title: "anna CALL", backend: "llama"), words: "Call Anna", context: context)
        #expect(anna.title == "Call Anna" && anna.warnings.isEmpty)
        // Dropping fillers is more than a reorder: the model's title stays.
        let words = "ну короче надо бы маме позвонить"
        #expect(check.check(TaskDraft(title: "Позвонить маме", backend: "llama"), words: words, context: context).title == "Позвонить маме")
    }

    /// Found by the backends bench: short words the grammar read as the deadline ("at 3pm")
    /// are words the title adds too.
    @Test func aTitleThatRepeatsTheTimeInShortWordsGivesWay() {
        let words = "Meet in room 12 at 3pm"
        let read = BuiltinParser().parse(words, context: context.readingContext)
        let checked = check.check(TaskDraft(title: "Meet in room 12 at 3pm", due: read.due, backend: "llama"), words: words, context: context)
        #expect(checked.title == read.title)
        #expect(read.title == "Meet in room 12")
        let shorter = check.check(TaskDraft(title: "Meet in room", due: read.due, backend: "llama"), words: words, context: context)
        #expect(shorter.title == read.title, "the room's number is content")
    }

    /// Found by the backends bench: a repeat rule names a deadline, its first occurrence.
    @Test(arguments: [nil, Due.dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3),
                                                                             time: LocalTime(hour: 15, minute: 0)), offset: 10_800))])
    func aHabitsFirstDueIsTheBuiltinOne(proposed: Due?) {
        let words = "Water plants every 2 weeks"
        let read = BuiltinParser().parse(words, context: context.readingContext)
        let checked = check.check(TaskDraft(title: "Water plants", due: proposed, recurrence: read.recurrence, backend: "llama"),
                                  words: words, context: context)
        #expect(read.due == .date(CivilDate(year: 2026, month: 12, day: 2)))
        #expect(checked.due == read.due, "\(checked.warnings)")
        #expect(checked.warnings.count == 1)
    }

    /// Found by the backends bench: "Cancel the Thursday yoga class" for "Cancel my Thursday
    /// yoga class" was kept. A title that only adds, drops or swaps articles, possessives,
    /// pronouns, prepositions or conjunctions between the person's words, in the person's
    /// order, gains nothing: the person's wording stays, in each language.
    @Test(arguments: [
        ("Cancel my Thursday yoga class", "Cancel the Thursday yoga class"),  // my → the
        ("Cancel my Thursday yoga class", "Cancel Thursday yoga class"),      // my dropped
        ("Buy milk", "Buy the milk"),                                         // an article added
        ("Send the report to Anna", "Send our report for Anna"),              // the → our, to → for
        ("Забрать мою посылку с почты", "Забрать посылку на почте"),          // possessive, preposition
        ("Odebrać moją paczkę z poczty", "Odebrać paczkę z poczty"),          // possessive dropped
        ("Позвонить Анне и Олегу", "Позвонить Анне или Олегу"),              // a conjunction swapped
        ("Zadzwonić do Anny i Piotra", "Zadzwonić Anny oraz Piotra"),        // a preposition dropped, a conjunction swapped
    ])
    func aTitleThatOnlySwapsFunctionWordsKeepsThePersonsWords(words: String, title: String) {
        let read = BuiltinParser().parse(words, context: context.readingContext)
        #expect(read.title == words)
        let checked = check.check(TaskDraft(title: title, backend: "llama"), words: words, context: context)
        #expect(checked.title == words, "\(checked.warnings)")
    }

    /// Found by the backends bench: "Zamknąć miesiąca" (the form of the date phrase "do końca
    /// miesiąca") for "Zamknąć miesiąc do końca miesiąca" was kept. The person's words in other
    /// forms, in the person's order, gain nothing: the person's forms stay, in each language.
    @Test(arguments: [
        ("Zamknąć miesiąc do końca miesiąca", "Zamknąć miesiąca", "Zamknąć miesiąc"),
        ("Купить молоко завтра", "Купить молока", "Купить молоко"),
        ("Отправить отчёт Анне в пятницу", "Отправить отчёта Анна", "Отправить отчёт Анне"),
        ("Call mom tomorrow", "Calling mom", "Call mom"),
    ])
    func aTitleThatOnlyReinflectsThePersonsWordsKeepsTheirForms(words: String, title: String, expected: String) {
        #expect(BuiltinParser().parse(words, context: context.readingContext).title == expected)
        let checked = check.check(TaskDraft(title: title, backend: "llama"), words: words, context: context)
        #expect(checked.title == expected, "\(checked.warnings)")
    }

    /// The model's title still stands where it changes more than function words: fillers
    /// dropped, the words reordered into a phrase of their own.
    @Test func aTitleThatDropsFillersOrRephrasesStaysTheModels() {
        let rambling = "ну короче надо бы забрать посылку"
        #expect(BuiltinParser().parse(rambling, context: context.readingContext).title != "Забрать посылку")
        let fillers = check.check(TaskDraft(title: "Забрать посылку", backend: "llama"), words: rambling, context: context)
        #expect(fillers.title == "Забрать посылку", "\(fillers.warnings)")
        let words = "send Anna the quarterly report"
        let rephrased = check.check(TaskDraft(title: "Send the quarterly report to Anna", backend: "llama"), words: words, context: context)
        #expect(rephrased.title == "Send the quarterly report to Anna", "\(rephrased.warnings)")
    }

    @Test func aTitleInAnotherCaseTakesTheBuiltinSpelling() {
        let checked = check.check(TaskDraft(title: "call anna", backend: "llama"), words: "call Anna", context: context)
        #expect(checked.title == "Call Anna")
        #expect(checked.warnings.isEmpty)
    }

    /// A word of the sentence is not a tag or a project by being there.
    @Test func tagsAndProjectsSpelledAsWordsOfTheSentenceAreDropped() {
        let proposed = TaskDraft(title: "Buy milk for the kitchen", project: "Kitchen", tags: ["milk", "kitchen"], backend: "llama")
        let checked = check.check(proposed, words: "Buy milk for the kitchen", context: context)
        #expect(checked.project == nil)
        #expect(checked.tags.isEmpty)
        #expect(checked.warnings.count == 2, "\(checked.warnings)")
        // The word before "project" is no project name, and a date after it is not part of one.
        let review = check.check(TaskDraft(title: "Review", project: "Review", backend: "llama"),
                                 words: "Review project Apollo", context: context)
        #expect(review.project == "Apollo")
        let dated = check.check(TaskDraft(title: "Review", project: "Apollo tomorrow", backend: "llama"),
                                words: "Review project Apollo tomorrow", context: context)
        #expect(dated.project == "Apollo")
    }

    /// What the grammar missed but the words name as a project or a tag stays the model's.
    @Test func projectsAndTagsTheWordsNameAsSuchStay() {
        let words = "Write the spec for project Apollo Two"
        let read = BuiltinParser().parse(words, context: context.readingContext)
        let two = check.check(TaskDraft(title: read.title, project: "Apollo Two", backend: "llama"), words: words, context: context)
        #expect(two.project == "Apollo Two", "\(two.warnings)")
        let ours = "Plan the launch in our Apollo project"
        let launch = check.check(TaskDraft(title: "Plan the launch", project: "Apollo", backend: "llama"), words: ours, context: context)
        #expect(launch.project == "Apollo", "\(launch.warnings)")
        let tagged = check.check(TaskDraft(title: "Buy milk", tags: ["errands"], backend: "llama"),
                                 words: "Buy milk, tagged errands", context: context)
        #expect(tagged.tags == ["errands"], "\(tagged.warnings)")
        let russian = check.check(TaskDraft(title: "Купить молоко", tags: ["покупки"], backend: "llama"),
                                  words: "Купить молоко с тегом покупки", context: context)
        #expect(russian.tags == ["покупки"], "\(russian.warnings)")
    }

    /// A Skills term among the words tags the task, inflected too, as the built-in parser reads it.
    @Test func aTagTheSkillsVocabularyGivesStays() {
        let skills = Skills(terms: [Skills.Term(term: "КП", expansion: "коммерческое предложение", tags: ["sales"])])
        let context = DraftingFixtures.context(skills: skills)
        let checked = check.check(TaskDraft(title: "Отправить КП Анне", tags: ["sales", "anna"], backend: "llama"),
                                  words: "Отправить КП Анне", context: context)
        #expect(checked.tags == ["sales"], "\(checked.warnings)")
    }

    /// Found by the backends bench: for "Send invoices end of the month" the model's `finance`
    /// was kept because the cross-check matched the term `invoice` by stem, where the built-in
    /// parser reads Skills terms as written (a one-word Cyrillic term also inflected, as the
    /// Skills README says). Both now read terms one way: a Skills tag the model proposes stands
    /// exactly when the built-in parser reads that term among the words.
    @Test(arguments: [
        "Send invoices end of the month",   // a plural of an English term: no term
        "Send the invoice",                 // the term as written
        "Report the expense",               // a two-word term's words, apart and reordered: no term
        "Submit the expense report",        // the two-word term
        "Подать декларацию",                // a Cyrillic term inflected
        "Отправить КП Анне",                // a short Cyrillic term as written
    ])
    func aSkillsTagStandsExactlyWhenTheBuiltinParserReadsTheTerm(words: String) {
        let skills = Skills(terms: [
            Skills.Term(term: "invoice", tags: ["finance"]),
            Skills.Term(term: "expense report", tags: ["expenses"]),
            Skills.Term(term: "декларация", tags: ["tax"]),
            Skills.Term(term: "КП", tags: ["sales"]),
        ])
        let context = DraftingFixtures.context(skills: skills)
        let read = BuiltinParser().parse(words, context: context.readingContext)
        let proposed = TaskDraft(title: read.title, tags: ["finance", "expenses", "tax", "sales"], backend: "llama")
        let checked = check.check(proposed, words: words, context: context)
        #expect(checked.tags.sorted() == read.tags.sorted(), "\(checked.warnings)")
        #expect(read.tags.isEmpty == (words == "Send invoices end of the month" || words == "Report the expense"))
    }

    @Test func fieldsTheWordsNameAndTheModelLeftOutAreRestored() {
        let proposed = TaskDraft(title: "Стендап", backend: "llama")
        let checked = check.check(proposed, words: "Стендап каждую пятницу срочно #team", context: context)
        #expect(checked.recurrence == Recurrence(frequency: .weekly, byDay: [.friday]))
        #expect(checked.priority == .high)
        #expect(checked.tags.contains("team"))
    }

    func moscow(_ y: Int, _ m: Int, _ d: Int, _ h: Int) -> ZonedDateTime {
        DraftingFixtures.moscow.zoned(LocalDateTime(date: CivilDate(year: y, month: m, day: d), time: LocalTime(hour: h, minute: 0)))
    }
}
