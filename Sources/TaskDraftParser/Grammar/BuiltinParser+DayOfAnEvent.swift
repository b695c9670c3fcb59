import TaskDraftKit

/// A near day's adjective after "for", "to", "к", "на" or "na" before a noun ("for tomorrow's
/// meeting", "Bring slides to tomorrow's meeting", "к завтрашней встрече", "na jutrzejsze
/// spotkanie") is the day of the thing the task is for, and after a deadline preposition
/// (`deadlinePrepositions`) the day of the event it is due by ("Finish slides before tomorrow's meeting"): the
/// words read as "for the meeting tomorrow" do, so the day is the due and "for the meeting"
/// stays in the title, where the adjective took the preposition with it as a day's. After
/// "after", "после" or "po" it is the day the task starts ("Print handouts after tomorrow's
/// meeting" starts tomorrow, titled "Print handouts after the meeting").
extension BuiltinParser {
    /// The text with each such adjective taken out, the noun given its article, and the day said
    /// at the end (`ReminderWords.rewritten`); the text as it was where none is said.
    static func sayingTheDayAfterTheEvent(_ text: String) -> String {
        guard ReminderWords.mayHoldADaysAdjective(text) else { return text }
        let words = ReminderWords.Word.split(text)
        let moves = words.indices.compactMap { i -> ReminderWords.DayOfAnEvent? in
            // A past day's adjective says which thing ("Reply to yesterday's email"), which the
            // task is not due on (`describesAPastThing`), so it is not moved; after a span it is
            // the day of the event the span counts back from ("remind me an hour before
            // yesterday's meeting"), as a day ahead is.
            let afterASpan = i > 0 && ReminderWords.unitSeconds[words[i - 1].key] != nil
            guard let move = ReminderWords.dayOfAnEvent(words, after: i, among: prepositionsOfAnEvent),
                  move.days.map({ $0 >= 0 || afterASpan })
                    ?? (prepositionsOfAWeekdaysThing.contains(words[i].key) && !isGovernedByAPolishVerb(words, at: i))
            else { return nil }
            guard let from = startPrepositions[words[i].key] else { return move }
            return ReminderWords.DayOfAnEvent(cut: move.cut, article: move.article, day: from + " " + move.day, days: move.days)
        }
        guard !moves.isEmpty else { return text }
        return ReminderWords.rewritten(text, cutting: moves.map { ($0.cut, $0.article) }, sayingAtTheEnd: moves.map(\.day))
    }

    /// "For", "to" and their Russian and Polish peers, before what a task is done for or
    /// brought to.
    static let prepositionsOfPurpose: Set<String> = ["for", "to", "к", "ко", "на", "na"]

    /// The words before the event a task is due by: "before" in each language
    /// (`ReminderWords.beforeWords`), "by", "until" and Polish "do". After a span ("Arrive 30
    /// minutes before tomorrow's meeting", "напомни за час до завтрашней встречи") the event is
    /// the span's, and its day is said after it all the same.
    static let deadlinePrepositions = ReminderWords.beforeWords.union(["by", "until", "till", "do"])

    /// "After", "после" and "po", before the event a task may start after, each with the words
    /// that say a start on a day in its language: "Print handouts after tomorrow's meeting" is
    /// read as "after the meeting starting tomorrow", where "after the meeting tomorrow" would be
    /// due (and "from today" is, as today is no start). After a span ("Call Bob 30 minutes
    /// after tomorrow's meeting") the day is said after the event as well.
    static let startPrepositions: [String: String] = ["after": "starting", "после": "начиная с", "po": "począwszy od"]

    /// The prepositions a weekday's adjective is moved behind ("Prepare slides for Monday's
    /// meeting", "к пятничной планёрке", "na piątkowe spotkanie", "before Friday's call"): those
    /// of purpose and of deadline, where the thing is ahead. Not "to" or a start's, where a
    /// weekday's thing is as often past ("Reply to Monday's email", "Follow up after Friday's
    /// call"), which a near day's adjective says and a weekday's does not; nor Russian "на",
    /// which says a thing a task is for with "к" and puts "на" before what a verb governs
    /// ("ответить на пятничное письмо", "подписаться на пятничную рассылку").
    static let prepositionsOfAWeekdaysThing = prepositionsOfPurpose.subtracting(["to", "на"]).union(deadlinePrepositions)

    /// Whether `words[i]` is Polish "na" that a verb before it governs, its object or a person
    /// between them ("Odpowiedzieć na piątkowego maila", "Odpisać Ani na piątkowego maila",
    /// "Czekać na piątkową dostawę"): the weekday's thing is what is answered or awaited, as often
    /// past as ahead, as after Russian "на" or English "to", where "Przygotować raport na piątkowe
    /// spotkanie" says what the task is for.
    static func isGovernedByAPolishVerb(_ words: [ReminderWords.Word], at i: Int) -> Bool {
        guard words[i].key == "na" else { return false }
        return words[max(0, i - 2)..<i].contains { word in polishVerbsGoverningNa.contains { word.key.hasPrefix($0) } }
    }

    /// The stems of the Polish verbs that govern "na": answer, reply, wait, react, look, count on,
    /// complain.
    static let polishVerbsGoverningNa = ["odpowi", "odpis", "czeka", "poczeka", "zaczeka", "reagow", "zareagow",
                                          "patrz", "popatrz", "spojrz", "spoglad", "spogląd", "liczy", "narzek", "ponarzek"]

    /// Every preposition a day's adjective after it is moved behind: of purpose, of deadline
    /// and of start.
    static let prepositionsOfAnEvent = prepositionsOfPurpose.union(deadlinePrepositions).union(startPrepositions.keys)
}
